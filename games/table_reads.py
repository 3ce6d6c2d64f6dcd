"""A game and its seats in one query: the read every move and every legal-moves question begins
with, so it costs one round trip to the database instead of two.

The seats come back joined to their game (and, when asked, their users); the game's
`seats.all()` then answers from them, as if they had been prefetched.
"""

from __future__ import annotations

from django.db.models import QuerySet

from games.models import Game, Seat


def game_with_seats(game_id: int, *, users: bool = True, lock: bool = False) -> Game:
    """The game `game_id` with its seats (ordered by index) already in `game.seats.all()`.

    `users`: the seats' users joined too. `lock`: the game's row locked FOR UPDATE until the
    caller's transaction ends (the seats are read, not locked: every write to them holds the
    game's lock). Raises Game.DoesNotExist (and ValueError or TypeError for an id that is no
    number) as `Game.objects.get` does.
    """
    related = ("game", "user") if users else ("game",)
    rows = Seat.objects.select_related(*related).filter(game_id=game_id).order_by("index")
    if lock:
        rows = rows.select_for_update(of=("game",))
    seats = list(rows)
    if not seats:  # a game without seats (none is made so, but the read must not care)
        game = (Game.objects.select_for_update() if lock else Game.objects).get(pk=game_id)
        _keep_seats(game, [])
        return game
    game = seats[0].game
    for seat in seats:
        seat.game = game  # one Game object, as a prefetch would share
    _keep_seats(game, seats)
    return game


def _keep_seats(game: Game, seats: list[Seat]) -> None:
    """Make `game.seats.all()` answer `seats` without a query (what prefetch_related stores)."""
    cached: QuerySet = game.seats.all()
    cached._result_cache = seats
    cached._prefetch_done = True
    game._prefetched_objects_cache = {"seats": cached}
