"""A game and its seats in one query: the read that answers about a game (its page, its legal
moves, state and events) begins with, so it costs one round trip to the database instead of two.

The seats come back joined to their game (and, when asked, their users); the game's
`seats.all()` then answers from them, as if they had been prefetched. A change of the game does
not read this way: it locks the game row first and reads the seats in a statement of their own,
because in the locking statement the seats would come from the snapshot taken before the wait
for the lock (PostgreSQL re-reads only the locked row), stale if another change committed
meanwhile.
"""

from __future__ import annotations

from django.db.models import QuerySet

from games.models import Game, Seat


def game_with_seats(game_id: int, *, users: bool = True) -> Game:
    """The game `game_id` with its seats (ordered by index) already in `game.seats.all()`.

    `users`: the seats' users joined too. Raises Game.DoesNotExist (and ValueError or TypeError
    for an id that is no number) as `Game.objects.get` does.
    """
    related = ("game", "user") if users else ("game",)
    seats = list(Seat.objects.select_related(*related).filter(game_id=game_id).order_by("index"))
    if not seats:  # a game without seats (none is made so, but the read must not care)
        game = Game.objects.get(pk=game_id)
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
