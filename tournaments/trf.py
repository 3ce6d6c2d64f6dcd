"""A two-player Swiss or McMahon tournament as a FIDE Tournament Report File (TRF-16, the FIDE
Data Exchange Format that Swiss-Manager, JaVaFo and bbpPairings read).

Header lines 012 (name), 022 (where: the event's page), 032 (federation: none), 042/052 (first
and last day), 062 (players), 072 (players with a rating), 082 (teams: 0), 092 (type), 102
(the organiser, as chief arbiter), 122 (the clock), and JaVaFo's XXR (rounds planned); then one
001 line per player in fixed columns, counted from 1:

    1-3 "001"   5-8 start rank   10 sex   11-13 title   15-47 name   49-52 rating
    54-56 federation   58-68 FIDE id   70-79 birth date   81-84 points   86-89 rank
    then per round r (from 1) a block of 10 columns: opponent's start rank at 92+10(r-1)
    (four wide, 0000 for none), colour at 97+10(r-1) (w, b, -), result at 99+10(r-1).

What we know and write: start rank (the seed order), name (the username, NFC, 33 characters at
most), rating (the platform's rating in this game when the event started), points and rank
(the standings), and the rounds. What we do not have is left blank: sex, title, federation,
FIDE id and birth date. Colours: seat 0 is white. Results: 1 = 0 (win, draw, loss), + and -
(a forfeit won and lost: a table that could not be played), a bye U when it is worth a win, H
half a point, Z nothing; a round a player was not paired in (dropped, or added later) is
0000 - Z. Only finished rounds are written: TRF has no code for a game not yet played (a blank
result reads as a zero-point bye), so a round in play is left out, and points and ranks are
those of the finished rounds, as the standings count them.

The file is UTF-8 with CR LF line ends; columns are counted in characters (Unicode code
points, after NFC), so a Korean name takes as many columns as it has syllables.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from django.utils.translation import gettext_lazy as _

from errors import Conflict
from tournaments.checks import trf_check
from tournaments.models import Round, RoundStatus, TableSeat, Tournament, TournamentFormat
from tournaments.records import entrants_in_event, initial_scores_of, scoring_of
from tournaments.selectors import standings_compute

NAME_WIDTH = 33
LINE_END = "\r\n"
MAX_START_RANK = 9999


@dataclass(frozen=True)
class RoundCell:
    """One round of one player: the opponent's start rank (0: none), colour and result code."""

    opponent: int = 0
    colour: str = "-"
    result: str = "Z"


@dataclass(frozen=True)
class PlayerLine:
    start_rank: int
    name: str
    rating: int
    points: Fraction
    rank: int
    rounds: Sequence[RoundCell] = ()


@dataclass(frozen=True)
class TrfEvent:
    name: str
    place: str
    start_date: str  # YYYY/MM/DD, or ""
    end_date: str
    kind: str
    arbiter: str
    clock: str
    rounds_planned: int
    players: Sequence[PlayerLine] = field(default_factory=list)


def one_line(text: str) -> str:
    """Text for a fixed-width line: NFC, control characters (line ends included) as spaces."""
    text = unicodedata.normalize("NFC", str(text))
    return "".join(" " if unicodedata.category(ch).startswith("C") else ch for ch in text).strip()


def points_text(points: Fraction) -> str:
    """Four columns: 11.5, 3.0, and whole numbers alone once 100 or more."""
    text = f"{float(points):.1f}"
    if len(text) > 4:
        text = str(min(round(points), 9999))
    return text.rjust(4)


def player_line(player: PlayerLine) -> str:
    head = (
        "001 "
        + f"{player.start_rank:>4}"
        + " "
        + " "  # 10: sex
        + "   "  # 11-13: title
        + " "
        + one_line(player.name)[:NAME_WIDTH].ljust(NAME_WIDTH)
        + " "
        + f"{max(0, min(player.rating, 9999)):>4}"
        + " "
        + "   "  # 54-56: federation
        + " "
        + " " * 11  # 58-68: FIDE id
        + " "
        + " " * 10  # 70-79: birth date
        + " "
        + points_text(player.points)
        + " "
        + f"{player.rank:>4}"
    )
    blocks = "".join(
        f"  {cell.opponent:04d} {cell.colour} {cell.result}"
        if cell.opponent == 0
        else f"  {cell.opponent:>4} {cell.colour} {cell.result}"
        for cell in player.rounds
    )
    return head + blocks


def trf_text(event: TrfEvent) -> str:
    """The whole file."""
    lines = [
        f"012 {one_line(event.name)}",
        f"022 {one_line(event.place)}",
        "032",
        f"042 {event.start_date}".rstrip(),
        f"052 {event.end_date}".rstrip(),
        f"062 {len(event.players)}",
        f"072 {sum(1 for player in event.players if player.rating > 0)}",
        "082 0",
        f"092 {event.kind}",
        f"102 {one_line(event.arbiter)}",
        f"122 {one_line(event.clock)}".rstrip(),
        *[player_line(player) for player in event.players],
        f"XXR {event.rounds_planned}",
    ]
    return LINE_END.join(lines) + LINE_END


def clock_words(time_control: dict | None) -> str:
    """The clock as the file's one line (always English: the file is not localised)."""
    clock = time_control or {}
    if clock.get("kind") == "per_move":
        return f"{clock.get('seconds')} s a move"
    if clock.get("kind") == "fischer":
        return (
            f"{clock.get('initial')} s + {clock.get('increment')} s a move, "
            f"at most {clock.get('max')} s"
        )
    return "no clock"


def _date(moment) -> str:
    return moment.strftime("%Y/%m/%d") if moment else ""


def _bye_code(tournament: Tournament) -> str:
    scoring = scoring_of(tournament)
    win, _loss = scoring.points_for_places([1, 2])
    draw = scoring.points_for_places([1, 1])[0]
    bye = scoring.bye_value()
    if bye == win:
        return "U"
    if bye == draw:
        return "H"
    if bye == 0:
        return "Z"
    return "U"


def _late_bye_code(tournament: Tournament) -> str:
    """A late entry's bye for a round missed: F worth a win, H a draw, Z anything else (its
    points are in the player's total either way)."""
    scoring = scoring_of(tournament)
    worth = Fraction(tournament.late_bye_points).limit_denominator(10**6)
    if worth == scoring.points_for_places([1, 2])[0]:
        return "F"
    if worth == scoring.points_for_places([1, 1])[0]:
        return "H"
    return "Z"


def _result_code(mine: int, theirs: int, forfeit: bool) -> str:
    if forfeit:
        return "+" if mine < theirs else "-"
    if mine == theirs:
        return "="
    return "1" if mine < theirs else "0"


def trf_event_of(tournament: Tournament, *, page_url: str) -> TrfEvent:
    """The tournament's finished rounds as a `TrfEvent` (after `trf_check`)."""
    trf_check(tournament)
    entrants = entrants_in_event(tournament)
    if len(entrants) > MAX_START_RANK:
        raise Conflict("trf_too_many_players", _("A TRF holds at most 9999 players."))
    start_rank = {entrant.pk: number for number, entrant in enumerate(entrants, start=1)}
    rounds = list(
        Round.objects.filter(tournament=tournament, status=RoundStatus.FINISHED)
        .prefetch_related("byes")
        .order_by("number")
    )
    seats = list(
        TableSeat.objects.filter(table__round__in=rounds)
        .select_related("table")
        .order_by("table__round__number", "table__number", "index")
    )
    by_table: dict[int, list[TableSeat]] = {}
    for seat in seats:
        by_table.setdefault(seat.table_id, []).append(seat)
    cells: dict[tuple[int, int], RoundCell] = {}  # (round id, entrant id)
    for table_seats in by_table.values():
        for seat in table_seats:
            others = [other for other in table_seats if other.pk != seat.pk]
            theirs = others[0].place if len(others) == 1 else None
            if seat.place is None or theirs is None:
                continue  # not a two-player table with a result: written as not paired
            cells[(seat.table.round_id, seat.entrant_id)] = RoundCell(
                opponent=start_rank.get(others[0].entrant_id, 0),
                colour="w" if seat.index == 0 else "b",
                result=_result_code(seat.place, theirs, seat.table.forfeit),
            )
    bye = _bye_code(tournament)
    for round_ in rounds:
        for entrant in round_.byes.all():
            cells[(round_.pk, entrant.pk)] = RoundCell(0, "-", bye)
    late = _late_bye_code(tournament)
    for entrant in entrants:  # a late entry's missed rounds: byes of the event's late worth
        for round_ in rounds:
            if round_.number <= entrant.late_byes:
                cells.setdefault((round_.pk, entrant.pk), RoundCell(0, "-", late))
    standing = {row["entrant"]: row for row in standings_compute(tournament)}
    starts = initial_scores_of(tournament, entrants) or {}
    players = []
    for entrant in entrants:
        row = standing.get(entrant.pk)
        points = Fraction(row["score_exact"]) if row else Fraction(0)
        points -= Fraction(starts.get(entrant.pk, 0))  # McMahon: the games' points only
        players.append(
            PlayerLine(
                start_rank=start_rank[entrant.pk],
                name=entrant.user.username,
                rating=round(entrant.rating or 0),
                points=points,
                rank=row["rank"] if row else len(entrants),
                rounds=[cells.get((round_.pk, entrant.pk), RoundCell()) for round_ in rounds],
            )
        )
    kind = (
        "Individual: McMahon-System"
        if tournament.format == TournamentFormat.MCMAHON
        else "Individual: Swiss-System"
    )
    return TrfEvent(
        name=tournament.name,
        place=page_url,
        start_date=_date(tournament.started_at),
        end_date=_date(tournament.finished_at),
        kind=kind,
        arbiter=tournament.organiser.username,
        clock=clock_words(tournament.time_control),
        rounds_planned=tournament.rounds or len(rounds),
        players=players,
    )
