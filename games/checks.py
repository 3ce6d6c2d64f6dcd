"""Who may join, start or resign a game, or ask for a suggested move: the checks the services run under their lock, and that
`selectors.game_actions_for` runs to decide which buttons a page offers. One place, one sentence
per refusal; each check raises an errors.PlatformError to refuse."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden
from games.log.state_loading import engine_of
from games.models import Game, GameStatus, Seat

# the row a fork's log holds where it left its original (games.services.forks writes it)
FORKED_ROW = "platform.forked"


def join_check(game: Game, user) -> list[int]:
    """The seats `user` could take at `game` (refused: not open, already seated, full)."""
    if game.status != GameStatus.OPEN:
        raise Conflict("game_not_open", _("This game is not taking players."))
    if game.seats.filter(user=user).exists():
        raise Conflict("already_seated", _("You already have a seat at this table."))
    taken = set(game.seats.values_list("index", flat=True))
    free = [index for index in range(game.seat_count) if index not in taken]
    if not free:
        raise Conflict("game_full", _("This table is full."))
    return free


def start_check(game: Game, user) -> list[int]:
    """The seats taken at `game`, when `user` may start it now (its creator, while it is open,
    with at least the engine's minimum of players seated)."""
    if game.created_by_id != user.pk:
        raise Forbidden("not_creator", _("Only the game's creator can start it."))
    if game.status != GameStatus.OPEN:
        raise Conflict("game_not_open", _("This game has already started."))
    seated = sorted(game.seats.values_list("index", flat=True))
    engine = engine_of(game)
    if len(seated) < engine.min_players:
        raise Conflict(
            "too_few_players",
            _("%(title)s needs at least %(low)d players.")
            % {"title": engine.title, "low": engine.min_players},
        )
    return seated


def playing_seat_check(game: Game, seat: Seat | None) -> Seat:
    """`seat`, a player still in `game` while it is in play (refused: no seat, the game not in
    play, already left): what resigning, aborting and asking a takeback all need first."""
    if seat is None:
        raise Forbidden("not_a_player", _("You have no seat at this table."))
    if game.status != GameStatus.ACTIVE:
        raise Conflict("game_not_active", _("This game is not in play."))
    if seat.dropped:
        raise Conflict("already_dropped", _("You have already left this game."))
    return seat


def resign_check(game: Game, seat: Seat | None) -> Seat:
    """The seat that resigns (refused: no seat, the game not in play, already left)."""
    return playing_seat_check(game, seat)


def suggestion_check(game: Game, seat: int | None) -> int:
    """The seat the strong bot may suggest a move for: only in an unrated sandbox ("analyse
    from here", a fork of a finished game, whose seed is public), for the player seated there,
    while it is their turn. Never in a rated or tournament game, where it would be help no
    opponent has."""
    if game.rated or not game.events.filter(type=FORKED_ROW).exists():
        raise Forbidden(
            "suggestions_in_sandboxes_only",
            _("Move suggestions are offered only in unrated sandboxes (analyse from here)."),
        )
    if seat is None:
        raise Forbidden("not_a_player", _("You have no seat at this table."))
    if game.status != GameStatus.ACTIVE or seat not in game.to_act:
        raise Conflict("not_your_turn", _("It is not your turn."))
    return seat
