"""A proposed round as the director reviews it: its layout, and the one check every change of
it passes (the page, the API and the services all ask `pairing_layout_check`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from django.utils.translation import gettext_lazy as _

from desk.checks import director_check
from errors import Conflict, NotFound, PlatformError
from games.access import players_pair_check
from tournaments import pairing
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Round,
    RoundStatus,
    Tournament,
    TournamentFormat,
)
from tournaments.pairing.table_sizes import default_min_size, table_sizes

EVENT_KIND = "tournament"
# formats whose pairings a director may change: each round is paired from the standings, so a
# changed round is simply history. A round robin's Berger table fixes every round at the start
# (a swap would make a later round repeat a pairing) and an elimination's bracket is its seeding.
EDITABLE = (TournamentFormat.SWISS, TournamentFormat.MCMAHON)
MAX_ROUND_NUMBER = 32767  # the column's range


@dataclass
class Layout:
    """A round's placing: tables of entrant ids in seat order, and the entrants with a bye."""

    tables: list[list[int]] = field(default_factory=list)
    byes: list[int] = field(default_factory=list)

    def placed(self) -> list[int]:
        return [entrant for table in self.tables for entrant in table] + list(self.byes)


# --- reading a proposal ------------------------------------------------------------------------


def proposal_get(tournament: Tournament, number: int) -> Round:
    """The round `number` of `tournament` while it is proposed; else a refusal."""
    round_ = None
    if 1 <= number <= MAX_ROUND_NUMBER:
        round_ = Round.objects.filter(tournament=tournament, number=number).first()
    if round_ is None:
        raise NotFound("round_not_found", _("There is no such round."))
    if round_.status != RoundStatus.PROPOSED:
        raise Conflict(
            "not_proposed",
            _("Round %(number)s is not waiting to be published.") % {"number": number},
        )
    return round_


def layout_of(round_: Round) -> Layout:
    tables = []
    for table in round_.tables.prefetch_related("seats").order_by("number"):
        tables.append([seat.entrant_id for seat in sorted(table.seats.all(), key=_index)])
    return Layout(tables=tables, byes=sorted(entrant.pk for entrant in round_.byes.all()))


def _index(seat) -> int:
    return seat.index


def expected_in_round(tournament: Tournament, number: int) -> list[Entrant]:
    """The entrants a round must place: active, and entered by that round."""
    return list(
        tournament.entrants.filter(status=EntrantStatus.ACTIVE, first_round__lte=number)
        .select_related("user")
        .order_by("seed", "registered_at", "id")
    )


# --- the one check -----------------------------------------------------------------------------


def table_size_bounds(tournament: Tournament) -> tuple[int, int]:
    """(smallest, largest) table the event's rules allow, as the pairing core reads them."""
    largest = tournament.players_per_table
    return tournament.min_table_size or default_min_size(largest), largest


def editable_check(tournament: Tournament) -> None:
    if tournament.format not in EDITABLE:
        raise Conflict(
            "pairings_not_editable",
            _(
                "Only Swiss and McMahon pairings can be changed: a round robin's schedule and an "
                "elimination bracket are fixed at the start. Publish the round as it is."
            ),
        )


def pairing_layout_check(
    tournament: Tournament, round_: Round, layout: Layout, *, complete: bool
) -> None:
    """May `layout` stand as the round's pairings? The rules: an editable format; no entrant
    twice; only active entrants; no two players a block stands between at one table; tables of
    the event's sizes. `complete` (publishing, and after a re-pairing) adds: every entrant of
    the round placed, and as many byes as the field needs. Raises the refusal."""
    editable_check(tournament)
    entrants = {entrant.pk: entrant for entrant in tournament.entrants.select_related("user").all()}
    seen: set[int] = set()
    for entrant_id in layout.placed():
        if entrant_id not in entrants:
            raise PlatformError("unknown_entrant", _("That player is not in this tournament."))
        name = entrants[entrant_id].user.username
        if entrant_id in seen:
            raise Conflict(
                "entrant_twice",
                _("%(name)s is placed twice in this round.") % {"name": name},
            )
        seen.add(entrant_id)
        entrant = entrants[entrant_id]
        if entrant.status != EntrantStatus.ACTIVE or entrant.first_round > round_.number:
            raise Conflict(
                "entrant_not_playing",
                _("%(name)s is not playing in this round (withdrew, dropped or enters later).")
                % {"name": name},
            )
    smallest, largest = table_size_bounds(tournament)
    for number, table in enumerate(layout.tables, start=1):
        if not smallest <= len(table) <= largest:
            raise Conflict(
                "bad_table_size",
                _("Tables seat %(low)s to %(high)s players; table %(number)s seats %(count)s.")
                % {"low": smallest, "high": largest, "number": number, "count": len(table)},
            )
        for first, second in combinations(table, 2):
            try:
                players_pair_check(entrants[first].user, entrants[second].user)
            except PlatformError as error:
                raise Conflict(
                    "blocked_pair",
                    _("%(first)s and %(second)s cannot sit at one table (a block is in place).")
                    % {
                        "first": entrants[first].user.username,
                        "second": entrants[second].user.username,
                    },
                ) from error
    if not complete:
        return
    for entrant in expected_in_round(tournament, round_.number):
        if entrant.pk not in seen:
            raise Conflict(
                "entrant_unplaced",
                _("%(name)s has neither a table nor a bye in this round.")
                % {"name": entrant.user.username},
            )
    try:
        byes = table_sizes(len(seen), largest, smallest)[1]
    except pairing.PairingUserError as error:
        raise Conflict(error.code, error.message) from error
    if len(layout.byes) != byes:
        raise Conflict(
            "bad_byes",
            _("%(count)s players need %(byes)s byes in this round, not %(given)s.")
            % {"count": len(seen), "byes": byes, "given": len(layout.byes)},
        )


def proposal_problem(tournament: Tournament, round_: Round) -> PlatformError | None:
    """Why the proposal cannot be published as it stands, or None (the page and API show it).
    A format whose pairings are fixed is published as the core proposed it."""
    if tournament.format not in EDITABLE:
        return None
    try:
        pairing_layout_check(tournament, round_, layout_of(round_), complete=True)
    except PlatformError as error:
        return error
    return None


def proposal_for(tournament: Tournament, number: int, user) -> dict:
    """What the director reads of a proposed round: its tables and byes in usernames, who is
    still unplaced, and why it cannot be published yet (None when it can)."""
    director_check(user, EVENT_KIND, tournament.pk)
    round_ = proposal_get(tournament, number)
    layout = layout_of(round_)
    names = dict(tournament.entrants.values_list("pk", "user__username"))
    placed = set(layout.placed())
    problem = proposal_problem(tournament, round_)
    return {
        "number": round_.number,
        "status": round_.status,
        "proposed_at": round_.started_at,
        "editable": tournament.format in EDITABLE,
        "tables": [
            {
                "number": position,
                "players": [{"username": names[pk], "entrant": pk} for pk in table],
            }
            for position, table in enumerate(layout.tables, start=1)
        ],
        "byes": [names[pk] for pk in layout.byes],
        "unplaced": [
            entrant.user.username
            for entrant in expected_in_round(tournament, number)
            if entrant.pk not in placed
        ],
        "problem": None
        if problem is None
        else {"code": problem.code, "message": str(problem.message)},
    }
