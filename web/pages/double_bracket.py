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


def _part_rounds(rounds: list[dict], brackets: tuple[str, ...]) -> tuple[list[dict], list[str]]:
    """The rounds cut down to the tables and byes of `brackets` (rounds with none left out),
    and a column title for each."""
    parts, titles = [], []
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
        parts.append({**round_, "tables": tables, "byes": byes})
        if tables and tables[0]["bracket"] == GRAND_FINAL_AGAIN:
            titles.append(gettext("Second game"))
        elif tables and tables[0]["bracket"] == GRAND_FINAL:
            titles.append(gettext("Grand final"))
        else:
            titles.append(gettext("Round %(number)s") % {"number": round_["number"]})
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
