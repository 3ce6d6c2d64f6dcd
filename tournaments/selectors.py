"""Every read of organised tournaments: lists, one event, its rounds and tables, standings.

Standings: score (in a McMahon, the starting score included), then the tournament's tie-breaks
(the pairing core's `standings`). In an elimination the stage reached comes first: rounds played
(a bye counts), then the place at the last table, then score and tie-breaks — so the final's
winner is first and its loser second. A double elimination orders by
`pairing.double_elimination_order`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from django.db.models import Min, QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import NotFound, PlatformError
from games.engine_messages import refusal_in_language
from games.models import GameStatus
from tournaments import checks, pairing
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Round,
    RoundStatus,
    Table,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)
from tournaments.records import (
    core_entrant,
    entrants_in_event,
    history_of,
    initial_scores_of,
    scoring_of,
    starting_scores_of,
    tiebreaks_of,
)

if TYPE_CHECKING:
    from datetime import datetime

    from django.contrib.auth.models import User


def tournament_get(tournament_id: int | str) -> Tournament:
    try:
        return Tournament.objects.select_related("organiser").get(pk=tournament_id)
    except (Tournament.DoesNotExist, ValueError, TypeError) as error:
        raise NotFound("tournament_not_found", _("There is no such tournament.")) from error


def tournament_list(*, status: str | None = None, engine: str | None = None) -> QuerySet:
    tournaments = Tournament.objects.select_related("organiser")
    if status:
        if status not in TournamentStatus.values:
            raise PlatformError(
                "bad_filter",
                _("status is one of %(values)s.") % {"values": ", ".join(TournamentStatus.values)},
            )
        tournaments = tournaments.filter(status=status)
    if engine:
        tournaments = tournaments.filter(engine=engine)
    return tournaments.order_by("-created_at", "-id")


def entrants_of(tournament: Tournament) -> QuerySet[Entrant]:
    return tournament.entrants.select_related("user").order_by("seed", "registered_at", "id")


def _brackets_by_round(tournament: Tournament) -> list[pairing.RoundBrackets]:
    """A double elimination's bracket of every table and bye, round by round (in play too);
    an empty list for other formats. Tables in table-number order, byes by entrant id."""
    if tournament.format != TournamentFormat.DOUBLE_ELIMINATION:
        return []
    return pairing.bracket_labels(history_of(tournament, finished_only=False))


def rounds_of(tournament: Tournament) -> list[dict]:
    """Each round with its tables (players in seat order, places, game id) and byes; in a double
    elimination, each table's and bye's bracket (`pairing.brackets`), else None."""
    rounds = (
        Round.objects.filter(tournament=tournament)
        .exclude(status=RoundStatus.PROPOSED)  # the director's until published
        .prefetch_related("byes__user", "tables__seats__entrant__user")
        .order_by("number")
    )
    brackets = _brackets_by_round(tournament)
    listed = []
    for index, round_ in enumerate(rounds):
        labels = brackets[index] if index < len(brackets) else None
        tables = sorted(round_.tables.all(), key=lambda table: table.number)
        byes = sorted(round_.byes.all(), key=lambda entrant: entrant.pk)
        listed.append(
            {
                "number": round_.number,
                "status": round_.status,
                "started_at": round_.started_at,
                "deadline": round_.deadline,
                "finished_at": round_.finished_at,
                "byes": [entrant.user.username for entrant in byes],
                "bye_brackets": list(labels.byes) if labels else [None] * len(byes),
                "tables": [
                    {
                        "number": table.number,
                        "game": table.game_id,
                        "finished": table.finished,
                        "forfeit": table.forfeit,
                        "bracket": labels.games[position] if labels else None,
                        "players": [
                            {
                                "username": seat.entrant.user.username,
                                "entrant": seat.entrant_id,
                                "place": seat.place,
                            }
                            for seat in table.seats.all()
                        ],
                    }
                    for position, table in enumerate(tables)
                ],
            }
        )
    return listed


def _number(value: Fraction | float) -> float:
    return float(value)


def standings_compute(tournament: Tournament) -> list[dict]:
    """Standings from the finished rounds (JSON-ready rows, best first)."""
    entrants = entrants_in_event(tournament)
    if not entrants:
        return []
    history = history_of(tournament)
    starts = initial_scores_of(tournament, entrants)
    try:
        lines = pairing.standings(
            [core_entrant(entrant) for entrant in entrants],
            history,
            scoring=scoring_of(tournament),
            tiebreaks=tiebreaks_of(tournament),
            initial_scores=starting_scores_of(tournament, entrants),
        )
        if tournament.format == TournamentFormat.ELIMINATION:
            lines = _by_stage(lines, history)
        elif tournament.format == TournamentFormat.DOUBLE_ELIMINATION:
            still_in = {e.pk for e in entrants if e.status == EntrantStatus.ACTIVE}
            lines = pairing.double_elimination_order(lines, history, still_in)
    except pairing.PairingUserError as error:
        raise PlatformError(
            error.code, refusal_in_language(error.code, error.message), status=409
        ) from error
    by_id: dict[pairing.PlayerId, Entrant] = {entrant.pk: entrant for entrant in entrants}
    return [
        {
            "rank": line.rank,
            "entrant": line.player,
            "username": by_id[line.player].user.username,
            "status": by_id[line.player].status,
            "score": _number(line.score),
            "score_exact": str(line.score),
            "start_score": None if starts is None else _number(starts[line.player]),
            "late_byes": by_id[line.player].late_byes,
            "late_points": by_id[line.player].late_points,
            "tiebreaks": {name: _number(value) for name, value in line.tiebreaks.items()},
        }
        for line in lines
    ]


def _by_stage(lines: list[pairing.Standing], history: Any) -> list[pairing.Standing]:
    """Elimination order: more rounds played, then a better place at the last table (a bye is
    as good as first), then the score order; ranks shared only when all of that is equal."""
    rounds_played: dict = {}
    last_place: dict = {}
    for round_record in history:
        for player in round_record.byes:
            rounds_played[player] = rounds_played.get(player, 0) + 1
            last_place[player] = 0
        for game in round_record.games:
            for player, place in zip(game.seats, game.places or (), strict=False):
                rounds_played[player] = rounds_played.get(player, 0) + 1
                last_place[player] = place

    def key(line: pairing.Standing) -> tuple[int, int, int]:
        return (-rounds_played.get(line.player, 0), last_place.get(line.player, 0), line.rank)

    ordered = sorted(lines, key=key)
    ranked: list[pairing.Standing] = []
    for position, line in enumerate(ordered):
        rank = position + 1
        if position and key(line) == key(ordered[position - 1]):
            rank = ranked[-1].rank
        ranked.append(pairing.Standing(rank, line.player, line.score, line.tiebreaks))
    return ranked


def tournament_standings(tournament: Tournament) -> list[dict]:
    """The final standings once finished, the live ones before."""
    if tournament.status == TournamentStatus.FINISHED and tournament.final_standings is not None:
        return tournament.final_standings
    return standings_compute(tournament)


@dataclass(frozen=True)
class TournamentControls:
    """What a user may do to a tournament now: the buttons its page offers, decided by the
    checks the organising services refuse with."""

    organiser: bool = False  # the organiser's panel: the one user the organising checks let in
    register: bool = False
    withdraw: bool = False
    open: bool = False
    close: bool = False
    start: bool = False
    cancel: bool = False
    drop: bool = False
    add: bool = False


def _passes(check: Callable[[], object]) -> bool:
    try:
        check()
    except PlatformError:
        return False
    return True


def tournament_controls_for(
    user: User, tournament: Tournament, *, now: datetime | None = None
) -> TournamentControls:
    """May `user` register, withdraw, open or close registration, start, cancel, drop or add a
    player: the organising services' own checks, asked without taking a lock."""
    if user is None or not user.is_authenticated:
        return TournamentControls()
    now = now or timezone.now()
    return TournamentControls(
        organiser=_passes(lambda: checks.organised_by(tournament, user)),
        register=_passes(lambda: checks.register_check(tournament, user, now)),
        withdraw=_passes(lambda: checks.withdraw_check(tournament, user)),
        open=_passes(lambda: checks.registration_open_check(tournament, user)),
        close=_passes(lambda: checks.registration_close_check(tournament, user)),
        start=_passes(lambda: checks.start_check(tournament, user)),
        cancel=_passes(lambda: checks.cancel_check(tournament, user)),
        drop=_passes(lambda: checks.drop_check(tournament, user)),
        add=_passes(lambda: checks.add_check(tournament, user)),
    )


# tournaments a player is in now, or organises (a profile's lists)
CURRENT = (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED, TournamentStatus.RUNNING)


def current_tournaments_of(person: Any) -> list[Tournament]:
    """The tournaments `person` is entered in that are taking players or running, newest first."""
    entries = (
        Entrant.objects.filter(
            user=person, status=EntrantStatus.ACTIVE, tournament__status__in=CURRENT
        )
        .select_related("tournament")
        .order_by("-tournament__created_at")
    )
    return [entry.tournament for entry in entries]


def tournaments_organised_by(person: Any) -> QuerySet[Tournament]:
    """The tournaments `person` organises that are not over (drafts too), newest first."""
    return tournament_list().filter(organiser=person, status__in=[*CURRENT, TournamentStatus.DRAFT])


def tables_awaiting_result() -> tuple[int, datetime | None]:
    """Tables of running tournaments whose game is over but not yet counted: how many, and when
    the oldest game ended."""
    tables = Table.objects.filter(
        finished=False,
        game__status=GameStatus.FINISHED,
        round__tournament__status=TournamentStatus.RUNNING,
    )
    return tables.count(), tables.aggregate(m=Min("game__finished_at"))["m"]


def current_round_of(tournament: Tournament) -> Round | None:
    """The tournament's current round (proposed or in play), if it has one."""
    return tournament.round_set.filter(number=tournament.current_round).first()


def active_entrant_names(tournament: Tournament) -> list[str]:
    """The usernames of the entrants still playing, in order (the director's forms)."""
    return sorted(
        tournament.entrants.filter(status=EntrantStatus.ACTIVE).values_list(
            "user__username", flat=True
        )
    )
