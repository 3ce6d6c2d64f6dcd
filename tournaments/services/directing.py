"""The director's pairings: a proposed round reviewed, swapped, edited, re-paired and published;
a player entered late, with a bye for each round missed.

With `Tournament.review_pairings` on, a new round is *proposed* (`rounds.round_pair_and_start`):
its tables and seats exist, no game, no deadline, no notification, and nobody but the director
sees it. Every change of a proposal passes `pairing_layout_check`, the one check the page and the
API share; publishing asks it of the whole round. Each action is one transaction on the
tournament row, begins with the desk's `director_check` and ends with one entry in the event's
director log (`record_action`).

A proposal left idle for PROPOSAL_WAIT is published by the rounds' beat sweep
(`round_proposals_sweep`): as it stands when it passes the check, else re-paired whole by the
pairing core first; the log says it was automatic (no actor).
"""

from __future__ import annotations

from datetime import timedelta
from itertools import combinations
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from desk.checks import director_check
from desk.services.log import record_action
from errors import Conflict, NotFound, PlatformError
from games.access import players_pair_check
from players.selectors import user_by_name
from tournaments import pairing
from tournaments.entry_rules import entry_check
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Round,
    RoundStatus,
    Tournament,
    TournamentStatus,
)
from tournaments.proposals import (
    EDITABLE,
    EVENT_KIND,
    Layout,
    editable_check,
    expected_in_round,
    layout_of,
    pairing_layout_check,
    proposal_get,
    proposal_problem,
)
from tournaments.records import (
    core_entrant,
    history_of,
    scoring_of,
    seeding_rating_of,
    starting_scores_of,
)
from tournaments.services.rounds import (
    pairing_error,
    round_start,
    rounds_advance,
    table_seats_create,
)

if TYPE_CHECKING:
    from datetime import datetime

    from django.contrib.auth.models import User

LATE_ENTRY = EDITABLE  # the same reason: only a field paired round by round takes a newcomer
PROPOSAL_WAIT = timedelta(hours=48)
MAX_TABLES = 5000  # inputs naming tables: more than any field here needs

# log entries' types
PROPOSAL_SWAPPED = "pairings_swapped"
PROPOSAL_TABLE_SET = "pairings_table_set"
PROPOSAL_REPAIRED = "pairings_repaired"
PROPOSAL_PUBLISHED = "pairings_published"
LATE_ENTRY_ADDED = "late_entry"
REVIEW_SET = "pairings_review_set"


# --- writing -----------------------------------------------------------------------------------


def _logged(
    tournament: Tournament, type_: str, *, actor: User | None, data: dict, reason: str = ""
) -> None:
    """One action of the tournament's director, appended to its log on the desk."""
    record_action(
        event_kind=EVENT_KIND,
        event_id=tournament.pk,
        type=type_,
        actor=actor,
        data=data,
        reason=reason,
    )


def _locked(tournament: Tournament | int) -> Tournament:
    pk = tournament if isinstance(tournament, int) else tournament.pk
    try:
        return Tournament.objects.select_for_update().get(pk=pk)
    except Tournament.DoesNotExist as error:
        raise NotFound("tournament_not_found", _("There is no such tournament.")) from error


def _layout_save(round_: Round, layout: Layout) -> None:
    """The proposal's tables rebuilt from `layout` (no game exists yet), numbered in order."""
    round_.tables.all().delete()
    entrants = {
        entrant.pk: entrant
        for entrant in Entrant.objects.filter(pk__in=layout.placed()).select_related("user")
    }
    for number, table in enumerate(layout.tables, start=1):
        table_seats_create(round_, number, [entrants[pk] for pk in table])
    round_.byes.set(layout.byes)


def _names(tournament: Tournament, layout: Layout) -> dict:
    """The layout in usernames, as the log keeps it."""
    names = dict(
        tournament.entrants.filter(pk__in=layout.placed()).values_list("pk", "user__username")
    )
    return {
        "tables": [[names[pk] for pk in table] for table in layout.tables],
        "byes": [names[pk] for pk in layout.byes],
    }


def _entrant_named(tournament: Tournament, username: str) -> Entrant:
    entrant = (
        Entrant.objects.filter(tournament=tournament, user__username=username)
        .select_related("user")
        .first()
    )
    if entrant is None:
        raise Conflict(
            "not_an_entrant",
            _("%(name)s is not playing in this tournament.") % {"name": username},
        )
    return entrant


def _begin(tournament: Tournament | int, user: User, number: int) -> tuple[Tournament, Round]:
    """Inside the transaction: the locked tournament, the director checked, the proposal."""
    locked = _locked(tournament)
    director_check(user, EVENT_KIND, locked.pk)
    return locked, proposal_get(locked, number)


def pairings_swap(
    *,
    tournament: Tournament | int,
    user: User,
    number: int,
    first: str,
    second: str,
    reason: str = "",
) -> Round:
    """Swap two players of a proposed round: their seats, tables or byes change places (one of
    them may be unplaced: then the other leaves the round's layout until placed again)."""
    with transaction.atomic():
        tournament, round_ = _begin(tournament, user, number)
        editable_check(tournament)
        one, other = _entrant_named(tournament, first), _entrant_named(tournament, second)
        if one.pk == other.pk:
            raise PlatformError("same_player", _("Name two different players to swap."))
        layout = layout_of(round_)
        if one.pk not in layout.placed() and other.pk not in layout.placed():
            raise Conflict("not_in_round", _("Neither player has a place in this round to swap."))
        swapped = {one.pk: other.pk, other.pk: one.pk}
        layout = Layout(
            tables=[[swapped.get(pk, pk) for pk in table] for table in layout.tables],
            byes=sorted(swapped.get(pk, pk) for pk in layout.byes),
        )
        pairing_layout_check(tournament, round_, layout, complete=False)
        _layout_save(round_, layout)
        _logged(
            tournament,
            PROPOSAL_SWAPPED,
            actor=user,
            data={"round": number, "first": first, "second": second},
            reason=reason,
        )
    return round_


def pairings_table_set(
    *,
    tournament: Tournament | int,
    user: User,
    number: int,
    table: int,
    players: list[str],
    reason: str = "",
) -> Round:
    """Set the players of one table of a proposed round, in seat order: an existing table, a
    new one (the next number), or the byes (table 0). No players removes the table; whoever is
    taken off is unplaced until placed again (publishing refuses an unplaced player)."""
    with transaction.atomic():
        tournament, round_ = _begin(tournament, user, number)
        editable_check(tournament)
        layout = layout_of(round_)
        if not 0 <= table <= len(layout.tables) + 1:
            raise PlatformError(
                "unknown_table",
                _("Name a table from 1 to %(last)s, or 0 for the byes.")
                % {"last": len(layout.tables) + 1},
            )
        ids = [_entrant_named(tournament, name).pk for name in players]
        if table == 0:
            layout.byes = sorted(ids)
        elif table == len(layout.tables) + 1:
            if ids:
                layout.tables.append(ids)
        elif ids:
            layout.tables[table - 1] = ids
        else:
            del layout.tables[table - 1]
        pairing_layout_check(tournament, round_, layout, complete=False)
        _layout_save(round_, layout)
        _logged(
            tournament,
            PROPOSAL_TABLE_SET,
            actor=user,
            data={"round": number, "table": table, "seats": len(players)},
            reason=reason,
        )
    return round_


def blocked_pairs_among(entrants: list[Entrant]) -> list[tuple[int, int]]:
    """Pairs of `entrants` a block stands between (games.access's pair check, either way)."""
    pairs = []
    for first, second in combinations(entrants, 2):
        try:
            players_pair_check(first.user, second.user)
        except PlatformError:
            pairs.append((first.pk, second.pk))
    return pairs


def _repaired(tournament: Tournament, round_: Round, kept: list[list[int]]) -> Layout:
    """The round with the `kept` tables as they are and everyone else paired again by the
    pairing core, with the history of the finished rounds and blocked pairs kept apart."""
    fixed = {pk for table in kept for pk in table}
    rest = [e for e in expected_in_round(tournament, round_.number) if e.pk not in fixed]
    if len(rest) < 2:
        return Layout(tables=[list(table) for table in kept], byes=[e.pk for e in rest])
    try:
        result = pairing.swiss_round(
            [core_entrant(entrant) for entrant in rest],
            history_of(tournament),
            table_size=tournament.players_per_table,
            min_table_size=tournament.min_table_size,
            scoring=scoring_of(tournament),
            initial_scores=starting_scores_of(tournament, rest),
            avoid=blocked_pairs_among(rest) if len(rest) <= 200 else (),
        )
    except pairing.PairingUserError as error:
        raise pairing_error(error) from error
    return Layout(
        tables=[list(table) for table in kept] + [[int(pk) for pk in t] for t in result.tables],
        byes=sorted(int(pk) for pk in result.byes),
    )


def pairings_repair(
    *,
    tournament: Tournament | int,
    user: User,
    number: int,
    keep: list[int],
    reason: str = "",
) -> Round:
    """Keep the tables numbered in `keep` and have the pairing core pair everyone else again
    (their history respected, blocked pairs apart); the result must pass the whole check."""
    with transaction.atomic():
        tournament, round_ = _begin(tournament, user, number)
        editable_check(tournament)
        layout = layout_of(round_)
        unknown = [n for n in keep if not 1 <= n <= len(layout.tables)]
        if unknown:
            raise PlatformError(
                "unknown_table",
                _("There is no table %(number)s in this round.") % {"number": unknown[0]},
            )
        kept = [layout.tables[n - 1] for n in sorted(set(keep))]
        pairing_layout_check(tournament, round_, Layout(tables=kept), complete=False)
        layout = _repaired(tournament, round_, kept)
        pairing_layout_check(tournament, round_, layout, complete=True)
        _layout_save(round_, layout)
        _logged(
            tournament,
            PROPOSAL_REPAIRED,
            actor=user,
            data={"round": number, "kept": sorted(set(keep))},
            reason=reason,
        )
    return round_


def _publish(tournament: Tournament, round_: Round) -> None:
    """Start the proposed round exactly as the automatic path does, then advance (a round of
    forfeits only is over at once)."""
    round_start(tournament, round_)
    rounds_advance(tournament)


def round_publish(
    *, tournament: Tournament | int, user: User, number: int, reason: str = ""
) -> Round:
    """Publish a proposed round: its games are created, its deadline runs, players are told."""
    with transaction.atomic():
        tournament, round_ = _begin(tournament, user, number)
        if tournament.status != TournamentStatus.RUNNING:
            raise Conflict("wrong_state", _("Only a running tournament publishes rounds."))
        if tournament.format in EDITABLE:
            pairing_layout_check(tournament, round_, layout_of(round_), complete=True)
        names = _names(tournament, layout_of(round_))
        _publish(tournament, round_)
        _logged(
            tournament,
            PROPOSAL_PUBLISHED,
            actor=user,
            data={"round": number, "automatic": False, **names},
            reason=reason,
        )
    return round_


class _LeftToDirector(Exception):  # noqa: N818 - a signal to roll back, not an error
    """The core's pairing of an idle proposal does not pass the check either."""


def round_proposals_sweep(*, now: datetime | None = None) -> int:
    """Beat: publish the proposals left idle for PROPOSAL_WAIT — as they stand when they pass
    the check, else re-paired whole by the core first. Returns how many were published."""
    now = now or timezone.now()
    stale = list(
        Round.objects.filter(
            status=RoundStatus.PROPOSED,
            started_at__lte=now - PROPOSAL_WAIT,
            tournament__status=TournamentStatus.RUNNING,
        ).values_list("tournament_id", "number")
    )
    published = 0
    for tournament_id, number in stale:
        try:
            with transaction.atomic():
                tournament = _locked(tournament_id)
                round_ = proposal_get(tournament, number)
                repaired = False
                if proposal_problem(tournament, round_) is not None:
                    _layout_save(round_, _repaired(tournament, round_, []))
                    repaired = True
                    if proposal_problem(tournament, round_) is not None:
                        raise _LeftToDirector  # nothing the core pairs passes (rolled back)
                names = _names(tournament, layout_of(round_))
                _publish(tournament, round_)
                _logged(
                    tournament,
                    PROPOSAL_PUBLISHED,
                    actor=None,
                    data={"round": number, "automatic": True, "repaired": repaired, **names},
                    reason="",
                )
                published += 1
        except (PlatformError, _LeftToDirector):
            continue  # published or changed meanwhile, or only the director can pair it
    return published


def pairings_review_set(
    *, tournament: Tournament | int, user: User, on: bool, reason: str = ""
) -> Tournament:
    """Turn review before publishing on or off for the rounds paired from now on (a round
    already proposed stays proposed until published)."""
    with transaction.atomic():
        tournament = _locked(tournament)
        director_check(user, EVENT_KIND, tournament.pk)
        if tournament.status in (TournamentStatus.FINISHED, TournamentStatus.CANCELLED):
            raise Conflict("wrong_state", _("This tournament is already over."))
        if tournament.review_pairings == bool(on):
            return tournament  # nothing changes, nothing is logged
        tournament.review_pairings = bool(on)
        tournament.save(update_fields=["review_pairings"])
        _logged(
            tournament,
            REVIEW_SET,
            actor=user,
            data={"on": bool(on)},
            reason=reason,
        )
    return tournament


# --- late entry --------------------------------------------------------------------------------


def late_entry_check(tournament: Tournament) -> None:
    """A late entry needs a running Swiss or McMahon with a round still to pair or publish."""
    if tournament.status != TournamentStatus.RUNNING:
        raise Conflict(
            "wrong_state",
            _("Late entries join a running tournament."),
            details={"status": tournament.status},
        )
    if tournament.format not in LATE_ENTRY:
        raise Conflict(
            "late_entry_not_possible",
            _(
                "Only Swiss and McMahon tournaments take late entries: a round robin's schedule "
                "and an elimination bracket are fixed at the start."
            ),
        )
    if _first_round_for_newcomer(tournament) > (tournament.rounds or 0):
        raise Conflict("no_round_left", _("No round is left for a late entry to play."))


def _first_round_for_newcomer(tournament: Tournament) -> int:
    """The round a player entering now plays first: the proposed one, else the next."""
    proposed = Round.objects.filter(
        tournament=tournament, number=tournament.current_round, status=RoundStatus.PROPOSED
    ).exists()
    return tournament.current_round if proposed else tournament.current_round + 1


def entrant_late_enter(
    *, tournament: Tournament | int, user: User, username: str, reason: str = ""
) -> Entrant:
    """The director enters a player into a running Swiss or McMahon: a bye for each round
    already played, worth the event's `late_bye_points` each (0 by default), counted in the
    standings. Entering while a round is proposed puts the player in that round, unplaced."""
    with transaction.atomic():
        tournament = _locked(tournament)
        director_check(user, EVENT_KIND, tournament.pk)
        late_entry_check(tournament)
        player = user_by_name(username)
        entry_check(tournament, player)  # the rules other apps add (a club's members only)
        entrant = Entrant.objects.filter(tournament=tournament, user=player).first()
        if entrant is not None and entrant.status == EntrantStatus.ACTIVE:
            raise Conflict(
                "already_registered", _("%(name)s is already playing.") % {"name": username}
            )
        if entrant is not None and entrant.seed is not None:
            raise Conflict(
                "returning_player",
                _("%(name)s has played in this tournament: add them back instead.")
                % {"name": username},
            )
        if (
            tournament.max_entrants is not None
            and tournament.entrants.filter(status=EntrantStatus.ACTIVE).count()
            >= tournament.max_entrants
        ):
            raise Conflict("tournament_full", _("This tournament is full."))
        first_round = _first_round_for_newcomer(tournament)
        missed = first_round - 1
        if entrant is None:
            entrant = Entrant(tournament=tournament, user=player)
        last_seed = tournament.entrants.aggregate(last=Max("seed"))["last"] or 0
        entrant.rating = seeding_rating_of(user=player, engine=tournament.engine)
        entrant.seed = last_seed + 1
        entrant.first_round = first_round
        entrant.late_byes = missed
        entrant.late_points = missed * tournament.late_bye_points
        entrant.status = EntrantStatus.ACTIVE
        entrant.dropped_after_round = None
        entrant.save()
        _logged(
            tournament,
            LATE_ENTRY_ADDED,
            actor=user,
            data={
                "username": player.username,
                "first_round": first_round,
                "byes": missed,
                "points": entrant.late_points,
            },
            reason=reason,
        )
    return entrant
