"""Organising a tournament: create, registration, start, drop or add a player, cancel.

Every function is one transaction on the tournament row (SELECT ... FOR UPDATE). Only the
organiser manages; anyone logged in may register and withdraw before the start. Pairing and
the running of rounds are in `tournaments.services.rounds`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from engines.contract import Engine
from errors import Conflict, NotFound, PlatformError
from games.quiet_keeping import quiet_hours_max_check
from games.services.autoplay import bot_seats_check
from games.table_settings import engine_named, options_checked
from games.time_controls import TimeControl
from players.selectors import user_by_name
from tournaments import pairing
from tournaments.checks import (
    add_check,
    cancel_check,
    drop_check,
    register_check,
    registration_close_check,
    registration_open_check,
    start_check,
    withdraw_check,
)
from tournaments.entry_rules import entry_check
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)
from tournaments.pairing.table_sizes import default_min_size
from tournaments.records import (
    active_entrants,
    core_entrant,
    seeding_rating_of,
)
from tournaments.services.rounds import (
    pairing_error,
    round_pair_and_start,
)

if TYPE_CHECKING:
    from datetime import datetime

    from django.contrib.auth.models import User

MAX_SWISS_ROUNDS = 50
MIN_ROUND_SECONDS = 60  # a round deadline shorter than a minute is no round
MAX_ROUND_SECONDS = 365 * 24 * 3600  # a round longer than a year is no deadline
MIN_ENTRANTS = 2
MAX_ENTRANTS = 100_000
MAX_TABLE_SIZE = 8  # no engine seats more; a larger place_points key is a mistake
MAX_PLACE_POINTS = 1000  # points per place (and per bye), either sign
MAX_BAR = 5000  # no rating system here goes above
MIN_MCMAHON_GROUPS = 2
MAX_MCMAHON_GROUPS = 20
DEFAULT_MCMAHON_BAND = 100
DEFAULT_MCMAHON_GROUPS = 4
# formats whose organiser chooses the number of rounds (the others follow from the field)
CHOSEN_ROUNDS = (TournamentFormat.SWISS, TournamentFormat.MCMAHON)


def _whole(value: Any, name: str, low: int, high: int | None = None) -> None:
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or value < low
        or (high is not None and value > high)
    ):
        upper = f" and {high}" if high is not None else " or more"
        raise PlatformError(
            f"bad_{name}",
            _("%(name)s must be a whole number between %(low)s%(upper)s.")
            % {"name": name, "low": low, "upper": upper},
        )


def _check_format(
    *,
    engine: Engine,
    format: Any,
    players_per_table: Any,
    min_table_size: Any,
    advance: Any,
    rounds: Any,
    bot_fill: Any = "",
) -> tuple[int | None, int | None]:
    """Refuse a format the engine or the pairing core cannot run; returns (rounds, min size).
    With `bot_fill` a table may hold fewer entrants than the game's seats (down to two): the
    bots sit in the rest."""
    if format not in TournamentFormat.values:
        raise PlatformError(
            "bad_format",
            _("format is one of %(values)s.") % {"values": ", ".join(TournamentFormat.values)},
        )
    _whole(players_per_table, "players_per_table", engine.min_players, engine.max_players)
    fewest_entrants = 2 if bot_fill else max(2, engine.min_players)
    if min_table_size is not None:
        _whole(min_table_size, "min_table_size", fewest_entrants, players_per_table)
    if format == TournamentFormat.DOUBLE_ROUND_ROBIN and players_per_table != 2:
        raise PlatformError(
            "bad_players_per_table", _("Double round robins are played at two-player tables.")
        )
    if format == TournamentFormat.DOUBLE_ELIMINATION and players_per_table != 2:
        raise PlatformError(
            "bad_players_per_table", _("Double eliminations are played at two-player tables.")
        )
    if format == TournamentFormat.ELIMINATION:
        _whole(advance, "advance", 1, players_per_table - 1)
    elif advance != 1:
        raise PlatformError("bad_advance", _("Only elimination sends players on from a table."))
    if format in CHOSEN_ROUNDS:
        if rounds is None and format == TournamentFormat.MCMAHON:
            raise PlatformError("bad_rounds", _("A McMahon tournament needs a number of rounds."))
        if rounds is None:
            raise PlatformError("bad_rounds", _("A Swiss tournament needs a number of rounds."))
        _whole(rounds, "rounds", 1, MAX_SWISS_ROUNDS)
    elif rounds is not None:
        raise PlatformError(
            "bad_rounds", _("Only Swiss and McMahon tournaments choose their number of rounds.")
        )
    if min_table_size is None and default_min_size(players_per_table) < fewest_entrants:
        min_table_size = engine.min_players  # the core's default would seat too few
    return rounds, min_table_size


def _check_mcmahon(
    format: str, bar: Any, band: Any, groups: Any
) -> tuple[float | None, int | None, int | None]:
    """A McMahon event's bar, band and groups (band and groups by default); no other format
    takes them. Returns the three values to store."""
    if format != TournamentFormat.MCMAHON:
        if (bar, band, groups) != (None, None, None):
            raise PlatformError(
                "bad_mcmahon", _("Only McMahon tournaments have a bar, a band and groups.")
            )
        return None, None, None
    if bar is None:
        raise PlatformError(
            "bad_mcmahon", _("A McMahon tournament needs a bar: the rating of its top group.")
        )
    if isinstance(bar, bool) or not isinstance(bar, int | float) or not 0 <= bar <= MAX_BAR:
        raise PlatformError(
            "bad_mcmahon",
            _("The McMahon bar is a rating from 0 to %(most)d.") % {"most": MAX_BAR},
        )
    band = DEFAULT_MCMAHON_BAND if band is None else band
    groups = DEFAULT_MCMAHON_GROUPS if groups is None else groups
    _whole(band, "mcmahon_band", 1, MAX_BAR)
    _whole(groups, "mcmahon_groups", MIN_MCMAHON_GROUPS, MAX_MCMAHON_GROUPS)
    return float(bar), band, groups


def _is_bounded_number(value: Any) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and abs(value) <= MAX_PLACE_POINTS
    )


def _check_points_bounded(scoring: dict) -> None:
    """Table sizes from 2 to MAX_TABLE_SIZE, points numbers within ±MAX_PLACE_POINTS."""
    bounded = _("Points are numbers from -%(most)d to %(most)d, for tables of 2 to %(size)d.") % {
        "most": MAX_PLACE_POINTS,
        "size": MAX_TABLE_SIZE,
    }
    if "bye_points" in scoring and not _is_bounded_number(scoring["bye_points"]):
        raise PlatformError("bad_scoring", bounded)
    for size, points in scoring.get("place_points", {}).items():
        if not (isinstance(size, str | int) and str(size).strip().isdigit()):
            raise PlatformError("bad_scoring", bounded)
        if not 2 <= int(str(size)) <= MAX_TABLE_SIZE:
            raise PlatformError("bad_scoring", bounded)
        if not isinstance(points, list) or not all(_is_bounded_number(p) for p in points):
            raise PlatformError("bad_scoring", bounded)


def _check_scoring(scoring: dict, tiebreaks: list, players_per_table: int) -> None:
    if not isinstance(scoring, dict) or set(scoring) - {
        "place_points",
        "bye_points",
        "two_player_draw",
    }:
        raise PlatformError(
            "bad_scoring", _("scoring may set place_points, bye_points and two_player_draw.")
        )
    if not isinstance(scoring.get("place_points", {}), dict):
        raise PlatformError("bad_scoring", _("place_points maps a table size to points by place."))
    _check_points_bounded(scoring)
    try:
        sizes = [int(size) for size in scoring.get("place_points", {})]
        model = pairing.Scoring(
            place_points={int(k): v for k, v in scoring.get("place_points", {}).items()},
            bye_points=scoring.get("bye_points", 1),
            two_player_draw=scoring.get("two_player_draw"),
        )
        model.bye_value()
        model.points_for_places([1, 1])
        for size in {*sizes, *range(2, players_per_table + 1)}:
            model.points_for_places(list(range(1, size + 1)))
    except (TypeError, ValueError) as error:
        raise PlatformError("bad_scoring", _("Points must be numbers, one per place.")) from error
    except pairing.PairingUserError as error:
        raise pairing_error(error, status=400) from error
    if not isinstance(tiebreaks, list) or any(
        name not in pairing.TIEBREAK_NAMES for name in tiebreaks
    ):
        raise PlatformError(
            "bad_tiebreak",
            _("Tie-breaks are chosen from %(names)s.")
            % {"names": ", ".join(pairing.TIEBREAK_NAMES)},
        )
    if len(set(tiebreaks)) != len(tiebreaks):
        raise PlatformError("bad_tiebreak", _("A tie-break may be listed only once."))


def tournament_create(
    *,
    user: User,
    name: str,
    engine: str,
    format: str,
    players_per_table: int = 2,
    rounds: int | None = None,
    min_table_size: int | None = None,
    advance: int = 1,
    options: dict | None = None,
    time_control: TimeControl | dict | None = None,
    rated: bool = False,
    scoring: dict | None = None,
    tiebreaks: list | None = None,
    round_seconds: int | None = None,
    max_entrants: int | None = None,
    registration_opens_at: Any = None,
    registration_closes_at: Any = None,
    mcmahon_bar: float | None = None,
    mcmahon_band: int | None = None,
    mcmahon_groups: int | None = None,
    bot_fill: str = "",
    quiet_hours_max: int | None = None,
    review_pairings: bool = False,
    late_bye_points: float = 0.0,
) -> Tournament:
    """A new tournament in draft, organised by `user` (who opens registration later).

    `bot_fill` names the bot (random, greedy or strong) that takes every seat of a table no
    entrant fills, so each game has `players_per_table` seats; only in unrated events."""
    if not isinstance(name, str) or not name.strip():
        raise PlatformError("bad_name", _("A tournament needs a name."))
    if bot_fill != "":  # none, or one rule for every bot seat (games' own)
        bot_seats_check(bot_fill, rated=bool(rated))
    game_engine = engine_named(engine)
    rounds, min_table_size = _check_format(
        engine=game_engine,
        format=format,
        players_per_table=players_per_table,
        min_table_size=min_table_size,
        advance=advance,
        rounds=rounds,
        bot_fill=bot_fill,
    )
    mcmahon_bar, mcmahon_band, mcmahon_groups = _check_mcmahon(
        format, mcmahon_bar, mcmahon_band, mcmahon_groups
    )
    smallest = min_table_size or min(players_per_table, max(2, game_engine.min_players))
    options = options_checked(
        game_engine,
        options,
        rated=rated,
        sizes=sorted({players_per_table} if bot_fill else {smallest, players_per_table}),
    )
    clock = TimeControl.of(time_control).as_json()
    scoring = scoring or {}
    tiebreaks = list(tiebreaks) if tiebreaks is not None else list(pairing.DEFAULT_TIEBREAKS)
    _check_scoring(scoring, tiebreaks, players_per_table)
    if round_seconds is not None:
        _whole(round_seconds, "round_seconds", MIN_ROUND_SECONDS, MAX_ROUND_SECONDS)
    if max_entrants is not None:
        _whole(max_entrants, "max_entrants", MIN_ENTRANTS, MAX_ENTRANTS)
    quiet_hours_max_check(quiet_hours_max)
    if not _is_bounded_number(late_bye_points):
        raise PlatformError(
            "bad_late_bye_points",
            _("A late entry's bye is worth from -%(most)d to %(most)d points.")
            % {"most": MAX_PLACE_POINTS},
        )
    if (
        registration_opens_at
        and registration_closes_at
        and registration_closes_at <= registration_opens_at
    ):
        raise PlatformError("bad_registration_window", _("Registration must close after it opens."))
    return Tournament.objects.create(
        name=name.strip(),
        engine=engine,
        format=format,
        players_per_table=players_per_table,
        min_table_size=min_table_size,
        advance=advance,
        rounds=rounds,
        options=options,
        time_control=clock,
        rated=bool(rated),
        scoring=scoring,
        tiebreaks=tiebreaks,
        round_seconds=round_seconds,
        max_entrants=max_entrants,
        quiet_hours_max=quiet_hours_max,
        registration_opens_at=registration_opens_at,
        registration_closes_at=registration_closes_at,
        mcmahon_bar=mcmahon_bar,
        mcmahon_band=mcmahon_band,
        mcmahon_groups=mcmahon_groups,
        bot_fill=bot_fill,
        review_pairings=bool(review_pairings),
        late_bye_points=float(late_bye_points),
        organiser=user,
    )


def _locked(tournament: Tournament | int) -> Tournament:
    pk = tournament if isinstance(tournament, int) else tournament.pk
    try:
        return Tournament.objects.select_for_update().get(pk=pk)
    except Tournament.DoesNotExist as error:
        raise NotFound("tournament_not_found", _("There is no such tournament.")) from error


def tournament_registration_open(*, tournament: Tournament, user: User) -> Tournament:
    """The organiser opens registration (again, after closing it)."""
    with transaction.atomic():
        tournament = _locked(tournament)
        registration_open_check(tournament, user)
        tournament.status = TournamentStatus.REGISTRATION
        tournament.save(update_fields=["status"])
    return tournament


def tournament_registration_close(*, tournament: Tournament, user: User) -> Tournament:
    with transaction.atomic():
        tournament = _locked(tournament)
        registration_close_check(tournament, user)
        tournament.status = TournamentStatus.CLOSED
        tournament.save(update_fields=["status"])
    return tournament


def entrant_register(*, tournament: Tournament, user: User, now: datetime | None = None) -> Entrant:
    """Register `user` while registration is open and inside its window."""
    now = now or timezone.now()
    with transaction.atomic():
        tournament = _locked(tournament)
        entrant = register_check(tournament, user, now)
        if entrant is None:
            entrant = Entrant.objects.create(tournament=tournament, user=user)
        else:
            entrant.status = EntrantStatus.ACTIVE
            entrant.save(update_fields=["status"])
    return entrant


def entrant_withdraw(*, tournament: Tournament, user: User) -> Entrant:
    """Withdraw from a tournament that has not started (afterwards, ask the organiser)."""
    with transaction.atomic():
        tournament = _locked(tournament)
        entrant = withdraw_check(tournament, user)
        entrant.status = EntrantStatus.WITHDRAWN
        entrant.save(update_fields=["status"])
    return entrant


def tournament_start(*, tournament: Tournament, user: User) -> Tournament:
    """Fix ratings and seeds, and pair and start round 1 (the organiser, before the start)."""
    with transaction.atomic():
        tournament = _locked(tournament)
        start_check(tournament, user)
        entrants = active_entrants(tournament)
        minimum = max(2, tournament.min_table_size or 2)
        if len(entrants) < minimum:
            raise Conflict(
                "too_few_players",
                _("At least %(least)d players are needed, there are %(count)d.")
                % {"least": minimum, "count": len(entrants)},
            )
        for entrant in entrants:
            entrant.rating = seeding_rating_of(user=entrant.user, engine=tournament.engine)
        seeds = pairing.seed_order([core_entrant(entrant) for entrant in entrants])
        seed_of = {entrant_id: number for number, entrant_id in enumerate(seeds, start=1)}
        for entrant in entrants:
            entrant.seed = seed_of[entrant.pk]
        Entrant.objects.bulk_update(entrants, ["rating", "seed"])
        if tournament.format == TournamentFormat.ROUND_ROBIN:
            if tournament.players_per_table == 2:
                tournament.rounds = pairing.round_robin_rounds(len(entrants))
            else:
                tournament.rounds = pairing.table_round_robin_rounds(
                    len(entrants), tournament.players_per_table
                )
        elif tournament.format == TournamentFormat.DOUBLE_ROUND_ROBIN:
            tournament.rounds = pairing.round_robin_rounds(len(entrants), cycles=2)
        tournament.status = TournamentStatus.RUNNING
        tournament.started_at = timezone.now()
        tournament.save(update_fields=["rounds", "status", "started_at"])
        round_pair_and_start(tournament)
    return tournament


def entrant_drop(*, tournament: Tournament, user: User, username: str) -> Entrant:
    """The organiser drops a player: not paired from the next round on (a game in progress
    goes on; tables of fixed schedules where they would sit are forfeited to the others)."""
    with transaction.atomic():
        tournament = _locked(tournament)
        drop_check(tournament, user)
        entrant = Entrant.objects.filter(
            tournament=tournament, user=user_by_name(username), status=EntrantStatus.ACTIVE
        ).first()
        if entrant is None:
            raise Conflict(
                "not_an_entrant",
                _("%(name)s is not playing in this tournament.") % {"name": username},
            )
        entrant.status = EntrantStatus.DROPPED
        entrant.dropped_after_round = tournament.current_round
        entrant.save(update_fields=["status", "dropped_after_round"])
    return entrant


def entrant_add(*, tournament: Tournament, user: User, username: str) -> Entrant:
    """The organiser adds a player to a running Swiss from the next round (no points before)."""
    with transaction.atomic():
        tournament = _locked(tournament)
        add_check(tournament, user)
        player = user_by_name(username)
        entry_check(tournament, player)  # the rules other apps add (a club's members only)
        entrant = Entrant.objects.filter(tournament=tournament, user=player).first()
        if entrant is not None and entrant.status == EntrantStatus.ACTIVE:
            raise Conflict(
                "already_registered", _("%(name)s is already playing.") % {"name": username}
            )
        if tournament.max_entrants is not None and (
            tournament.entrants.filter(status=EntrantStatus.ACTIVE).count()
            >= tournament.max_entrants
        ):
            raise Conflict("tournament_full", _("This tournament is full."))
        if entrant is None:
            entrant = Entrant(tournament=tournament, user=player)
        if entrant.seed is None:  # new, or withdrawn before the start: seeded last
            last_seed = tournament.entrants.aggregate(last=Max("seed"))["last"] or 0
            entrant.rating = seeding_rating_of(user=player, engine=tournament.engine)
            entrant.seed = last_seed + 1
            entrant.first_round = tournament.current_round + 1
        # a dropped player returns with the results they had
        entrant.status = EntrantStatus.ACTIVE
        entrant.dropped_after_round = None
        entrant.save()
    return entrant


def tournament_cancel(*, tournament: Tournament, user: User) -> Tournament:
    """The organiser calls the event off. Games in progress go on as ordinary games; no further
    round is paired and no standings are final."""
    with transaction.atomic():
        tournament = _locked(tournament)
        cancel_check(tournament, user)
        tournament.status = TournamentStatus.CANCELLED
        tournament.finished_at = timezone.now()
        tournament.save(update_fields=["status", "finished_at"])
    return tournament
