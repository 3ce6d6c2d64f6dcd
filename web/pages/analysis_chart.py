"""The replay's advantage chart: each seat's estimated chance to win, ply by ply, as SVG points
that link to their ply; plus the hints of the move list (the moves that lost the most)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy as _lazy

from errors import PlatformError
from games import selectors
from games.history import plies_of
from games.models import AnalysisStatus, Game

WIDTH = 600
HEIGHT = 160
MARGIN = 8
COLOURS = ("#c0392b", "#2471a3", "#229954", "#7d3c98")  # one per seat, as the boards use


def _ply_numbers(rows: list[dict]) -> dict[int, int]:
    """The replay's ply number of each move row's seq."""
    return {ply[0]["seq"]: number for number, ply in enumerate(plies_of(rows)) if ply}


def analysis_context(game: Game, rows: list[dict], names: list[str], current_ply: int) -> dict:
    """What the replay shows of the game's analysis: none before the end (one check with the API,
    selectors.analysis_of), a button when none was asked for, the progress while it runs, the
    chart and the hints once done."""
    try:
        analysis = selectors.analysis_of(game)
    except PlatformError as error:
        if error.code == "no_analysis":
            return {"can_request": True}
        return {}
    if analysis["status"] != AnalysisStatus.DONE:
        return {
            "can_request": analysis["status"] == AnalysisStatus.FAILED,
            "status": analysis["status"],
            "plies_done": analysis["plies_done"],
            "plies_total": analysis["plies_total"],
        }
    numbers = _ply_numbers(rows)
    # chances before a move hold at the position after the ply before it
    points = [
        (numbers[ply["seq"]] - 1, ply["chances"])
        for ply in analysis["plies"]
        if ply["seq"] in numbers
    ]
    last_ply = max(len(plies_of(rows)) - 1, 1)
    if analysis["final_chances"]:
        points.append((last_ply, analysis["final_chances"]))
    seats = []
    for seat, name in enumerate(names):
        marks = [
            {
                "ply": number,
                "x": round(MARGIN + (WIDTH - 2 * MARGIN) * number / last_ply, 1),
                "y": round(MARGIN + (HEIGHT - 2 * MARGIN) * (1 - chances[seat]), 1),
                "percent": round(100 * chances[seat]),
                "current": number == current_ply,
            }
            for number, chances in points
            if seat < len(chances)
        ]
        seats.append(
            {
                "name": name,
                "colour": COLOURS[seat % len(COLOURS)],
                "marks": marks,
                "line": " ".join(f"{mark['x']},{mark['y']}" for mark in marks),
            }
        )
    by_seq = {ply["seq"]: ply for ply in analysis["plies"]}
    key_plies = {numbers[seq] for seq in analysis.get("key_moves", []) if seq in numbers}
    judgements = {
        numbers[seq]: judgement_words(ply, numbers[seq] in key_plies)
        for seq, ply in by_seq.items()
        if seq in numbers and (ply.get("note") or ply.get("verdict") or numbers[seq] in key_plies)
    }
    verdict_marks = _verdict_marks(seats, by_seq, numbers, key_plies)
    losses = {
        numbers[seq]: next(p["loss"] for p in analysis["plies"] if p["seq"] == seq)
        for seq in analysis["biggest_losses"]
        if seq in numbers
    }
    return {
        "done": True,
        "width": WIDTH,
        "height": HEIGHT,
        "middle": HEIGHT // 2,
        "seats": seats,
        "hints": {
            number: _("lost %(percent)d%% of the win chance") % {"percent": round(100 * loss)}
            for number, loss in losses.items()
        },
        "judgements": judgements,
        "verdict_marks": verdict_marks,
        "accuracy": [
            {"name": name, "colour": COLOURS[seat % len(COLOURS)], "value": value}
            for seat, (name, value) in enumerate(
                zip(names, analysis.get("accuracy") or [], strict=False)
            )
            if value is not None
        ],
        "seconds": analysis["seconds"],
    }


VERDICT_WORDS = {
    "inaccuracy": _lazy("Inaccuracy"),
    "mistake": _lazy("Mistake"),
    "blunder": _lazy("Blunder"),
}


def judgement_words(ply: dict, key: bool) -> dict:
    """A judged move in words: the mover's-view verdict, the omniscient one when they differ
    ("good given what you knew; unlucky", "a blunder you could have seen"), a key move."""
    seen = (ply.get("seen") or {}).get("verdict", "")
    verdict = ply.get("verdict", "")
    parts = []
    if ply.get("note") == "visible":
        parts.append(_("%(verdict)s you could have seen") % {"verdict": VERDICT_WORDS[seen]})
    elif ply.get("note") == "unlucky":
        parts.append(
            _("good given what you knew; unlucky (%(verdict)s against what was hidden from you)")
            % {"verdict": VERDICT_WORDS[verdict]}
        )
    elif verdict:
        parts.append(str(VERDICT_WORDS[verdict]))
    if key:
        parts.append(_("key move"))
    return {"kind": seen or verdict or "key", "text": "; ".join(parts)}


def _verdict_marks(
    seats: list[dict], by_seq: dict[int, dict], numbers: dict[int, int], key_plies: set[int]
) -> list:
    """A ring on the mover's line at each move the mover's-view search judged an inaccuracy or
    worse, and at each key move (on the chart, the point before the move)."""
    marks = []
    for seq, ply in by_seq.items():
        seen = (ply.get("seen") or {}).get("verdict", "")
        seat = ply.get("seat")
        key = numbers.get(seq) in key_plies
        if not (seen or key) or seq not in numbers or seat is None or seat >= len(seats):
            continue
        point = next((m for m in seats[seat]["marks"] if m["ply"] == numbers[seq] - 1), None)
        if point is not None:
            label = str(VERDICT_WORDS[seen]) if seen else _("key move")
            marks.append({**point, "kind": seen or "key", "label": label})
    return marks
