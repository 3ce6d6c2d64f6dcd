"""What the replay page shows: the board at a ply, the step links, the move list in words."""

from __future__ import annotations

import hashlib
import logging

from django.core.cache import cache
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from api.whole_numbers import NumberRefused, optional_whole_number
from games import selectors
from games.history import ImportedRecord, game_rows, plies_of, ply_end_seq
from games.log.problems import problems_in_words
from games.log.visibility import game_is_over
from games.models import Game
from web.boards.rendering import render_board
from web.pages.analysis_chart import analysis_context
from web.pages.game_panel import game_title, seat_names
from web.pages.move_list import move_list_html
from web.pages.verification import verification_of
from web.words.wording import event_in_words

logger = logging.getLogger(__name__)


def _number(raw, default: int, low: int, high: int, *, field: str) -> int:
    """A replay's `ply` or `as` read by `whole_number`, held to [low, high] (a link past the
    last ply shows the last); the default for nothing sent or no number at all."""
    try:
        value = optional_whole_number(raw, field=field, low=-1)
    except NumberRefused:
        return default
    return default if value is None else max(low, min(high, value))


def _moves_in_words(plies: list[list[dict]], names: list[str], slug: str) -> list[dict]:
    listed = []
    for number, ply in enumerate(plies):
        if not ply:
            continue
        head = ply[0]
        title = _("Setup") if number == 0 else event_in_words(head, names, slug)
        events = [event_in_words(row, names, slug) for row in (ply if number == 0 else ply[1:])]
        listed.append({"number": number, "title": title, "events": events, "seq": ply[-1]["seq"]})
    return listed


def replay_context(
    *,
    rows: list[dict],
    names: list[str],
    engine_slug: str,
    ply_param,
    perspective_param,
    over: bool,
    my_seat: int | None,
    view_at,
    listed: list[dict] | None = None,
) -> dict:
    """The replay of a log: `view_at(seq, seat)` gives the board's view at a position;
    `listed` is the move list in words when the caller has it already."""
    plies = plies_of(rows)
    last = len(plies) - 1
    ply = _number(ply_param, last, 0, last, field="ply")
    seat_choices = list(range(len(names))) if over else []
    perspective = my_seat
    if over and perspective_param not in (None, ""):
        perspective = _number(perspective_param, -1, -1, len(names) - 1, field="as")
        perspective = None if perspective < 0 else perspective
    seq = ply_end_seq(plies, ply)
    try:
        view = view_at(seq, perspective) if seq else None
    except Exception:  # an imported record may replay yet not be viewable: show the log anyway
        logger.exception("replay of %s: no view at seq %s", engine_slug, seq)
        view = None
    board = render_board(engine_slug, view, perspective, names, []) if view is not None else None
    # The final position has nothing left to play: there, analysis starts before the last move.
    fork_at = seq if ply < last else ply_end_seq(plies, ply - 1)
    return {
        "ply": ply,
        "last_ply": last,
        "seq": seq,
        "board": board,
        "plies": _moves_in_words(plies, names, engine_slug) if listed is None else listed,
        "names": names,
        "perspective": perspective,
        "seat_choices": [{"index": i, "name": names[i]} for i in seat_choices],
        "over": over,
        "can_fork": over and fork_at > 0,
        "fork_at": fork_at,
        "fork_before": ply == last,
    }


def with_move_list(context: dict) -> dict:
    """The context with its move list as HTML (web.pages.move_list), the last thing added."""
    context["move_list"] = move_list_html(
        context["plies"], context["ply"], context["perspective"], context["over"]
    )
    return context


REPLAY_LOG_SECONDS = 3600


def replay_log(game: Game, seat: int | None, names: list[str]) -> tuple[list[dict], list[dict]]:
    """The log's rows as `seat` may see them and the move list in words, cached per position
    of the log (its seq), viewer, language and seat names: the log is append-only, so a step
    through a long game's replay reads and words its log once, not at every step."""
    digest = hashlib.sha256("\x1f".join(names).encode()).hexdigest()[:16]
    key = f"web:replay-log:{game.pk}:{game.seq}:{seat}:{get_language()}:{digest}"
    found = cache.get(key)
    if found is None:
        rows = game_rows(game, seat)
        found = (rows, _moves_in_words(plies_of(rows), names, game.engine))
        cache.set(key, found, REPLAY_LOG_SECONDS)
    return found


def game_replay_context(game: Game, user, ply_param, perspective_param) -> dict:
    seat = selectors.seat_of(game, user)
    over = game_is_over(game)
    names = seat_names(game)
    rows, listed = replay_log(game, seat, names)
    context = replay_context(
        rows=rows,
        names=names,
        engine_slug=game.engine,
        ply_param=ply_param,
        perspective_param=perspective_param,
        over=over,
        my_seat=seat,
        view_at=lambda seq, viewer: selectors.state_at(game, viewer, seq)["view"],
        listed=listed,
    )
    context.update(
        {
            "game": game,
            "title": f"{game_title(game)} #{game.pk}",
            "seed": selectors.seed_if_revealed(game),
            "verification": verification_of(game) if over else None,
            "my_seat": seat,
        }
    )
    if over:
        analysis = analysis_context(game, rows, names, context["ply"])
        for entry in context["plies"]:
            entry["hint"] = analysis.get("hints", {}).get(entry["number"])
            entry["judgement"] = analysis.get("judgements", {}).get(entry["number"])
        context["analysis"] = analysis
    return with_move_list(context)


def imported_replay_context(imported: ImportedRecord, ply_param, perspective_param) -> dict:
    record = imported.record
    names = [_("seat %(seat)d") % {"seat": i} for i in range(record["seat_count"])]
    for player in record.get("players") or []:
        if (
            isinstance(player, dict)
            and isinstance(player.get("seat"), int)
            and 0 <= player["seat"] < len(names)
        ):
            names[player["seat"]] = str(
                player.get("name")
                or (
                    _("Bot %(seat)d") % {"seat": player["seat"]}
                    if player.get("bot")
                    else names[player["seat"]]
                )
            )
    over = bool(record.get("complete"))
    context = replay_context(
        rows=imported.rows,
        names=names,
        engine_slug=record["engine"],
        ply_param=ply_param,
        perspective_param=perspective_param,
        over=over,
        my_seat=None,
        view_at=imported.view_at,
    )
    verification = imported.verification
    context.update(
        {
            "game": None,
            "title": _("Imported record of %(title)s")
            % {"title": record.get("title") or record["engine"]},
            "seed": record.get("seed") if over else None,
            "verification": None
            if verification is None
            else {
                "ok": verification.ok,
                "events": verification.events,
                "moves": verification.moves,
                "problems": problems_in_words(verification.problems[:5]),
            },
            "can_fork": False,
            "my_seat": None,
        }
    )
    return with_move_list(context)
