"""A double elimination drawn as three brackets from `tournaments.selectors.rounds_of`: the
winners' bracket, the losers' bracket and the grand final, each a column per round (titled with
the event's round number, so it matches the list of rounds), who beat whom, byes, and what a
loss meant ("first loss" in the winners' bracket, "out" in the losers' bracket)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

from tournaments.pairing.brackets import GRAND_FINAL, GRAND_FINAL_AGAIN, LOSERS, WINNERS
from web.pages.bracket import bracket_svg


def bracket_name(bracket: str | None) -> str:
    """A table's bracket in the reader's words ("" outside a double elimination)."""
    names = {
        WINNERS: gettext("winners' bracket"),
        LOSERS: gettext("losers' bracket"),
        GRAND_FINAL: gettext("grand final"),
        GRAND_FINAL_AGAIN: gettext("grand final, second game"),
    }
    return names.get(bracket or "", "")


@dataclass(frozen=True)
class BracketPart:
    """One of the three brackets: its heading, its drawing and the id of its heading."""

    key: str
    title: str
    drawing: str


def _loss_notes(table: dict, bracket: str) -> dict[str, str]:
    """The word shown by the loser of a finished table instead of "#2"."""
    if not table["finished"]:
        return {}
    losers = [p["username"] for p in table["players"] if p["place"] not in (None, 1)]
    if bracket == WINNERS:
        word = gettext("first loss")
    elif bracket in (LOSERS, GRAND_FINAL_AGAIN):
        word = gettext("out")
    else:  # the grand final: out if they came from the losers' bracket, else a second game
        return {}
    return {name: word for name in losers}


def _round_title(round_: dict, tables: list[dict]) -> str:
    number = round_["number"]
    if tables and tables[0]["bracket"] == GRAND_FINAL_AGAIN:
        return gettext("Round %(number)s: second game") % {"number": number}
    return gettext("Round %(number)s") % {"number": number}


def _waits(part: dict) -> bool:
    """A winners' bracket column where its last player only waits for the losers' bracket."""
    return not part["tables"] and len(part["byes"]) == 1 and part.get("bye_word") is not None


def _part_rounds(rounds: list[dict], brackets: tuple[str, ...]) -> tuple[list[dict], list[str]]:
    """The rounds cut down to the tables and byes of `brackets` (rounds with none left out),
    and a column title for each. The winners' bracket's last player, waiting round after round
    for the losers' bracket, is drawn once ("waits", titled with the rounds it spans)."""
    parts: list[dict] = []
    titles: list[str] = []
    first_of: dict[int, int] = {}  # a waiting column: the round it began
    for round_ in rounds:
        tables = [
            {**table, "notes": _loss_notes(table, table["bracket"])}
            for table in round_["tables"]
            if table.get("bracket") in brackets
        ]
        byes = [
            name
            for name, bracket in zip(round_["byes"], round_.get("bye_brackets", []), strict=False)
            if bracket in brackets
        ]
        if not tables and not byes:
            continue
        part = {**round_, "tables": tables, "byes": byes}
        if brackets == (WINNERS,) and not tables and len(byes) == 1 and parts:
            part["bye_word"] = gettext("to the grand final")
            if _waits(parts[-1]) and parts[-1]["byes"] == byes:
                start = first_of[len(parts) - 1]
                titles[-1] = gettext("Rounds %(first)s–%(last)s") % {
                    "first": start,
                    "last": round_["number"],
                }
                continue
            first_of[len(parts)] = round_["number"]
        parts.append(part)
        titles.append(_round_title(round_, tables))
    return parts, titles


def double_elimination_brackets(rounds: list[dict]) -> list[BracketPart]:
    """The brackets that have a game or a bye so far, winners' first, as SVG drawings."""
    sections = (
        ("winners", gettext("Winners' bracket"), (WINNERS,)),
        ("losers", gettext("Losers' bracket"), (LOSERS,)),
        ("grand-final", gettext("Grand final"), (GRAND_FINAL, GRAND_FINAL_AGAIN)),
    )
    drawn = []
    for key, title, brackets in sections:
        parts, titles = _part_rounds(rounds, brackets)
        if parts:
            drawing = bracket_svg(parts, players_per_table=2, field=0, titles=titles, label=title)
            drawn.append(BracketPart(key=key, title=title, drawing=drawing))
    return drawn
