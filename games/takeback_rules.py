"""When a player may take back their last move (with the others' consent): in play, in an
unrated game whose event (if any) permits it, the asker's own move the last one made (the next
seat has not moved, nobody left since, no takeback of it yet), and a move that revealed nothing
(no tile or card drawn, no die, no hidden value shown): the engine says so per move
(`reveals_nothing`, engines/contract.py) and every event it caused reads the same to every seat.

The services run these under the game's lock; `takeback_offer_for` runs them for the page."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from engines.contract import move_reveals_nothing
from errors import Conflict, Forbidden
from games.access import game_takeback_check
from games.checks import playing_seat_check
from games.log.clock_rows import CLOCK_SET
from games.log.play_state import MOVE, is_engine_event
from games.log.state_loading import engine_of
from games.models import Game, GameEvent, Seat


@dataclass(frozen=True)
class LastMove:
    """The last move row of a game and the rows after it."""

    row: GameEvent
    after: list[GameEvent]

    @property
    def events(self) -> list[dict]:
        return [r.data for r in self.after if is_engine_event(r.type)]


def last_move_of(game: Game) -> LastMove | None:
    """The game's last move row with every row after it (None before the first move)."""
    row = GameEvent.objects.filter(game=game, type=MOVE).order_by("-seq").first()
    if row is None:
        return None
    after = list(GameEvent.objects.filter(game=game, seq__gt=row.seq).order_by("seq"))
    return LastMove(row, after)


def events_seen_whole(engine, events: list[dict], seat_count: int) -> bool:
    """Whether every seat and a spectator see each of `events` exactly as stored."""
    viewers: list[int | None] = [*range(seat_count), None]
    return all(engine.event_view(event, viewer) == event for event in events for viewer in viewers)


def move_takes_back(engine, move: dict, events: list[dict], seat_count: int) -> bool:
    """Whether a move with these events may be taken back: the engine says it revealed nothing
    and nothing of it was hidden from any seat."""
    return move_reveals_nothing(engine, move, events) and events_seen_whole(
        engine, events, seat_count
    )


def takeback_check(game: Game, seat: Seat | None) -> LastMove:
    """The move `seat` may ask to take back now (refused with the reason otherwise)."""
    seat = playing_seat_check(game, seat)
    if game.rated:
        raise Forbidden("takeback_rated", _("Moves can be taken back only in unrated games."))
    game_takeback_check(game)
    last = last_move_of(game)
    if last is None or last.row.seat != seat.index:
        raise Conflict(
            "takeback_too_late",
            _("Only your own last move can be taken back, before the next player moves."),
        )
    if any(not is_engine_event(r.type) and r.type != CLOCK_SET for r in last.after):
        raise Conflict(
            "takeback_too_late",
            _("This move can no longer be taken back: the game has changed since."),
        )
    engine = engine_of(game)
    if not move_takes_back(engine, last.row.data.get("move") or {}, last.events, game.seat_count):
        raise Conflict(
            "takeback_move_revealed",
            _(
                "This move drew or showed something hidden (a tile, a card, a die): it cannot "
                "be taken back."
            ),
        )
    return last
