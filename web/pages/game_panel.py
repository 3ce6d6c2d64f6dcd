"""What the game page shows: the seat's board with its legal moves, the status line, recent events."""

from __future__ import annotations

import json

from django.utils.timesince import timeuntil
from django.utils.translation import gettext as _

from engines import ENGINES
from games import selectors
from games.bot_levels import bot_level_label
from games.models import Game, GameStatus
from games.waiting import BOT, bots_waiting_sentence, waiting_on
from players.selectors import confirm_moves_of
from web.boards.rendering import last_marks, move_label, render_board
from web.pages.clock_panel import give_time_context, quiet_until_by_seat
from web.pages.game_over import game_over_context
from web.pages.game_ratings import game_ratings_context
from web.pages.table_courtesies import table_courtesies_context
from web.words.wording import event_in_words

RECENT_ROWS = 12


def seat_names(game: Game) -> list[str]:
    names = [_("open seat %(seat)d") % {"seat": index} for index in range(game.seat_count)]
    for seat in game.seats.all():
        if seat.index < len(names):
            names[seat.index] = (
                seat.user.username if seat.user else _("Bot %(seat)d") % {"seat": seat.index}
            )
    return names


def engine_title(slug: str) -> str:
    """A game's title in the active language: the English title its spec declares, through the
    catalog (which collects the specs' titles); its slug for an engine not installed."""
    engine = ENGINES.get(slug)
    return _(engine.title) if engine is not None else slug


def game_title(game: Game) -> str:
    return engine_title(game.engine)


def status_line(game: Game, seat: int | None, names: list[str]) -> str:
    if game.status == GameStatus.OPEN:
        taken = len(game.seats.all())  # fetched with the game
        return _("Waiting for players: %(taken)d of %(total)d seats taken.") % {
            "taken": taken,
            "total": game.seat_count,
        }
    if game.status == GameStatus.ACTIVE:
        if seat is not None and seat in game.to_act:
            return _("Your turn.")
        wait = waiting_on(game)
        if wait.kind == BOT:
            return bots_waiting_sentence(wait)
        waiting = ", ".join(names[s] for s in game.to_act if s < len(names))
        return _("Waiting for %(names)s.") % {"names": waiting} if waiting else _("In play.")
    if game.outcome:
        ranks = game.outcome.get("ranks") or []
        winners = [names[s] for s, rank in enumerate(ranks) if rank == 1 and s < len(names)]
        if len(winners) == 1:
            return _("Game over — %(name)s wins.") % {"name": winners[0]}
        return _("Game over — %(names)s share the win.") % {"names": _(" and ").join(winners)}
    return _("Game over.")


def seat_deadlines(game: Game) -> dict:
    """seat index -> when its clock runs out (only seats whose clock is running)."""
    return {
        seat.index: seat.clock_deadline
        for seat in game.seats.all()
        if getattr(seat, "clock_deadline", None) is not None
    }


def clock_words(deadline) -> str:
    """A running clock in words: "2 days, 3 hours left"."""
    return _("%(left)s left") % {"left": timeuntil(deadline)}


# Rows that say whose turn it is or what is asked, not what a seat did.
BOOKKEEPING_ROWS = {
    "move",
    "hidden",
    "platform.clock_set",
    "turn_started",
    "turn_began",
    "turn_ended",
    "decision_pending",
    "tiles_drawn",
    "pair_drawn",
    "action_ended",
    "war_order_requested",
    "treasure_choice_requested",
    "monument_offered",
}


def last_move_line(rows: list[dict], names: list[str], slug: str | None = None) -> str:
    """The latest thing a seat did, in words, for the status bar (read out to screen readers):
    the newest row naming a seat that is no clock row, else the newest row."""
    for row in reversed(rows):
        found = row.get("data")
        data: dict = found if isinstance(found, dict) else {}
        seat = row.get("seat") if row.get("seat") is not None else data.get("seat")
        if row.get("type") not in BOOKKEEPING_ROWS and seat is not None:
            return event_in_words(row, names, slug)
    return event_in_words(rows[-1], names, slug) if rows else ""


def since_my_last_move(rows: list[dict], seat: int | None) -> list[dict]:
    """The engine events after the viewer's own last move among `rows` (all of them for a
    spectator or when it is older): what changed since they last played."""
    since = []
    for row in reversed(rows):
        if row.get("type") == "move" and seat is not None and row.get("seat") == seat:
            break
        if isinstance(row.get("data"), dict):
            since.append({**row["data"], "type": row.get("type")})
    return since


def log_lines(rows: list[dict], names: list[str], slug: str | None = None) -> list[dict]:
    """The latest rows as the log shows them, newest first: each row's number in the game's log
    and its sentence. A move row is left out: the events after it say what it did (the row
    itself only says who moved, or the move's raw fields) — but for one played by a conditional
    move, which the viewer may see only when it is theirs or the game is over."""
    return [
        {"seq": row.get("seq"), "words": event_in_words(row, names, slug)}
        for row in reversed(rows)
        if row.get("type") != "move" or _conditional(row)
    ]


def _conditional(row: dict) -> bool:
    data = row.get("data")
    return isinstance(data, dict) and data.get("conditional") is True


def suggestion_shown(game: Game, user, suggestion: dict) -> dict:
    """A suggested move as the page offers it: in words, and as the form field that plays it."""
    seat = selectors.seat_of(game, user)
    label = move_label(
        game.engine, selectors.game_view(game, seat), seat, seat_names(game), suggestion["move"]
    )
    encoded = json.dumps(suggestion["move"], separators=(",", ":"), ensure_ascii=False)
    return {"label": label, "move": encoded, "seq": suggestion["seq"]}


def game_panel_context(game: Game, user, error: str = "", suggestion: dict | None = None) -> dict:
    seat = selectors.seat_of(game, user)
    names = seat_names(game)
    view = selectors.revealed_view(game) or selectors.game_view(game, seat)  # all, once over
    moves = selectors.legal_moves_for(game, seat)
    recent = selectors.events_after(game, seat, max(0, game.seq - RECENT_ROWS)) if game.seq else []
    marks = last_marks(game.engine, since_my_last_move(recent, seat))
    deadlines = seat_deadlines(game)
    board = (
        render_board(
            game.engine,
            view,
            seat,
            names,
            moves,
            last=marks,
            acting=list(game.to_act or []),
            clocks={s: clock_words(deadline) for s, deadline in deadlines.items()},
            over=game.status in (GameStatus.FINISHED, GameStatus.ABORTED),
        )
        if view is not None
        else None
    )
    actions = selectors.game_actions_for(user, game)
    quiet = quiet_until_by_seat(game)
    return {
        "game": game,
        "title": game_title(game),
        "seat": seat,
        "names": names,
        "seats": [
            {
                "index": i,
                "name": n,
                "acting": i in (game.to_act or []),
                "deadline": deadlines.get(i),
                "quiet_until": quiet.get(i),
            }
            for i, n in enumerate(names)
        ],
        "board": board,
        "error": error,
        "status_line": status_line(game, seat, names),
        "bot_late": waiting_on(game).late,
        "my_turn": bool(moves),
        "recent": log_lines(recent, names, game.engine),
        "last_line": last_move_line(recent, names, game.engine),
        **game_over_context(game, names),
        "ratings": game_ratings_context(game, names) if game.outcome else None,
        "polling": game.status in (GameStatus.OPEN, GameStatus.ACTIVE),
        "can_join": actions.join,
        "can_start": actions.start,
        "can_resign": actions.resign,
        "can_suggest": actions.suggest,
        "suggestion": suggestion_shown(game, user, suggestion) if suggestion else None,
        "confirm_moves": confirm_moves_of(user),
        "strong_bot_level": strong_bot_level(game),
        "give_time": give_time_context(game, user, names),
        **table_courtesies_context(game, user),
    }


def strong_bot_level(game: Game) -> str:
    """The table's bot level in words when a strong bot sits at it (the others do not think)."""
    if any(seat.is_bot and seat.bot_kind == "strong" for seat in game.seats.all()):
        return bot_level_label(game.bot_think_ms)
    return ""
