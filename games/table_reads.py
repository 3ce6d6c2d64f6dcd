"""The reads that answer about a game and begin every change of one, each a single statement
compiled once (compiled_sql.reads): a game with its seats, a game's row locked, its seats.

A question about a game (its page, its legal moves, state and events) reads the seats joined to
their game, so it costs one round trip to the database instead of two. A change of the game does
not read this way: it locks the game row first and reads the seats in a statement of their own,
because in the locking statement the seats would come from the snapshot taken before the wait
for the lock (PostgreSQL re-reads only the locked row), stale if another change committed
meanwhile.
"""

from __future__ import annotations

from django.db.models import QuerySet

from compiled_sql.reads import CompiledRead
from games.models import Game, Seat

_seats_with_game = CompiledRead(
    lambda game_id: Seat.objects.select_related("game").filter(game_id=game_id).order_by("index")
)
_seats_with_game_and_users = CompiledRead(
    lambda game_id: (
        Seat.objects.select_related("game", "user").filter(game_id=game_id).order_by("index")
    )
)
_game_locked = CompiledRead(lambda game_id: Game.objects.select_for_update().filter(pk=game_id))
_seats = CompiledRead(lambda game_id: Seat.objects.filter(game_id=game_id).order_by("index"))


ID_LIMIT = 2**63  # a game's id is a 64-bit signed number on every database the platform uses


def _game_id(game_id) -> int:
    """A game's id as the number the compiled reads take: ValueError or TypeError for what is
    no number, Game.DoesNotExist for a number no id can be (the ORM answers no row for those)."""
    if isinstance(game_id, bool):
        raise TypeError("a game's id is a number")
    number = int(game_id)
    if not -ID_LIMIT <= number < ID_LIMIT:
        raise Game.DoesNotExist("Game matching query does not exist.")
    return number


def game_with_seats(game_id, *, users: bool = True) -> Game:
    """The game `game_id` with its seats (ordered by index) already in `game.seats.all()`.

    `users`: the seats' users joined too. Raises Game.DoesNotExist (and ValueError or TypeError
    for an id that is no number) as `Game.objects.get` does.
    """
    game_id = _game_id(game_id)
    seats = (_seats_with_game_and_users if users else _seats_with_game)(game_id)
    if not seats:  # a game without seats (none is made so, but the read must not care)
        game = Game.objects.get(pk=game_id)
        _keep_seats(game, [])
        return game
    game = seats[0].game
    for seat in seats:
        seat.game = game  # one Game object, as a prefetch would share
    _keep_seats(game, seats)
    return game


def game_locked(game_id) -> Game:
    """The game's row, locked until the caller's transaction ends (Game.DoesNotExist if none)."""
    games = _game_locked(_game_id(game_id))
    if not games:
        raise Game.DoesNotExist("Game matching query does not exist.")
    return games[0]


def seats_of(game: Game) -> list[Seat]:
    """`game`'s seats ordered by index, each with `game` as its game (no read of it again),
    without their users (the notifications read those, in one query, only when someone is to
    be told). A change reads them under its lock of the game; the settle path then reads and
    writes these same objects (clocks, results), so each step sees what the one before it
    wrote without reading the rows again."""
    seats = _seats(game.pk)
    for seat in seats:
        seat.game = game
    return seats


def _keep_seats(game: Game, seats: list[Seat]) -> None:
    """Make `game.seats.all()` answer `seats` without a query (what prefetch_related stores)."""
    cached: QuerySet = game.seats.all()
    cached._result_cache = seats
    # what prefetch_related stores (private attributes the stubs leave out)
    cached._prefetch_done = True  # type: ignore[attr-defined]
    game._prefetched_objects_cache = {"seats": cached}  # type: ignore[attr-defined]
