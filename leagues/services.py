"""League services: create a league, join or opt out, start a season (its divisions and every
game of their round robins at once), record a finished game, finish a season, and adjudicate
the games still running at a season's hard deadline.

The functions that change a league lock its row inside a transaction; `league_game_record` and
`season_deadlines_enforce` take ids or nothing (they are what the Celery tasks call) and are
idempotent: a game's places are recorded once.
"""

from __future__ import annotations

import logging
from collections import Counter
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from desk.checks import director_check
from desk.services.log import record_action
from engines import ENGINES
from errors import Conflict, PlatformError
from games.models import Game, GameStatus
from games.services import game_create
from games.services.seating import game_seat_users
from games.table_settings import options_checked
from games.time_controls import TimeControl
from leagues import rules
from leagues.adjudication import game_adjudicate
from leagues.models import (
    Division,
    DivisionPlayer,
    League,
    LeagueEvent,
    LeagueGame,
    LeagueMember,
    Season,
    SeasonStatus,
)
from leagues.notification_kinds import SEASON_STARTED
from leagues.refusals import rule_refusal
from leagues.standings import division_rows, ranges_refresh
from notifications.services import notifications_send
from ratings.models import Rating
from tournaments.pairing import TIEBREAK_NAMES

if TYPE_CHECKING:
    from django.contrib.auth.models import User

PLACEMENT_DEFAULT = 0.0
logger = logging.getLogger(__name__)


def league_create(*, user: User, **settings: Any) -> League:
    """A new league directed by `user` (settings checked by the serializer and here)."""
    engine = settings.get("engine")
    if engine not in ENGINES:
        raise PlatformError("unknown_engine", _("There is no such game."))
    size = settings.get("players_per_table", 2)
    if not ENGINES[engine].min_players <= size <= ENGINES[engine].max_players or size > 4:
        raise PlatformError("bad_table_size", _("This game cannot be played at tables this size."))
    movement = rules.MovementRules(
        settings.get("promoted", 2),
        settings.get("relegated_from", 6),
        settings.get("division_size", 10),
        settings.get("rookie_minimum", 6),
    )
    unknown = set(settings.get("tiebreaks") or ()) - set(TIEBREAK_NAMES)
    if unknown:
        raise PlatformError("bad_tiebreaks", _("These tie-breaks are not known."))
    try:
        movement.check()
    except rules.LeagueRuleError as error:
        raise rule_refusal(error) from error
    settings["options"], settings["time_control"] = _table_settings_checked(
        engine, size, settings.get("options"), settings.get("time_control")
    )
    _signup_window_check(settings.get("signup_opens_at"), settings.get("signup_closes_at"))
    return League.objects.create(director=user, **settings)


EDITABLE = (
    "name",
    "options",
    "time_control",
    "signup_opens_at",
    "signup_closes_at",
    "next_season_at",
)


def league_edit(*, league: League, user: User, **changes: Any) -> League:
    """The director changes a league's name, options, clock, sign-up window or the next
    season's start, checked as at creation; the games of a running season keep theirs."""
    with transaction.atomic():
        league = League.objects.select_for_update().get(pk=league.pk)
        director_check(user, "league", league.pk)
        changes = {key: value for key, value in changes.items() if key in EDITABLE}
        merged = {key: changes.get(key, getattr(league, key)) for key in EDITABLE}
        merged["options"], merged["time_control"] = _table_settings_checked(
            league.engine, league.players_per_table, merged["options"], merged["time_control"]
        )
        _signup_window_check(merged["signup_opens_at"], merged["signup_closes_at"])
        for key in changes:
            setattr(league, key, merged[key])
        league.save(update_fields=list(changes) or None)
        if changes:
            LeagueEvent.objects.create(
                league=league, type="league_edited", actor=user, data={"fields": sorted(changes)}
            )
            record_action(
                event_kind="league",
                event_id=league.pk,
                type="league_edited",
                actor=user,
                data={"fields": sorted(changes)},
            )
    return league


def _table_settings_checked(
    engine: str, size: int, options: object, time_control: object
) -> tuple[dict, dict]:
    """The league's options and clock checked as a game's are (the games are unrated and seat
    `size` players): refused here with a 400 rather than when a season starts."""
    checked = options_checked(ENGINES[engine], options, rated=False, sizes=[size])
    if not time_control:
        return checked, TimeControl().as_json()
    if not isinstance(time_control, dict):
        raise PlatformError("bad_time_control", _("A time control must be an object."))
    return checked, TimeControl.of(time_control).as_json()


def _signup_window_check(opens: datetime | None, closes: datetime | None) -> None:
    if opens and closes and closes <= opens:
        raise PlatformError("bad_signup_window", _("Sign-up must close after it opens."))


def signup_refusal(league: League, now: datetime) -> PlatformError | None:
    """Why joining is refused at `now` (outside the league's sign-up window), or None."""
    opens, closes = league.signup_opens_at, league.signup_closes_at
    if (opens is None or now >= opens) and (closes is None or now <= closes):
        return None
    window = {
        "opens": timezone.localtime(opens).strftime("%Y-%m-%d %H:%M %Z") if opens else "–",
        "closes": timezone.localtime(closes).strftime("%Y-%m-%d %H:%M %Z") if closes else "–",
    }
    return Conflict(
        "signup_closed",
        _("Sign-up for this league is open from %(opens)s to %(closes)s.") % window,
        details=window,
    )


def league_join(*, league: League, user: User, now: datetime | None = None) -> LeagueMember:
    """Enrol `user` (again, after an opt-out): from the next season on, and only inside the
    league's sign-up window."""
    refusal = signup_refusal(league, now or timezone.now())
    if refusal is not None:
        raise refusal
    member, _created = LeagueMember.objects.get_or_create(league=league, user=user)
    if member.opted_out:
        member.opted_out = False
        member.save(update_fields=["opted_out"])
    return member


def league_opt_out(*, league: League, user: User) -> LeagueMember:
    """Leave the league from the next season on (the current season is played out)."""
    member = LeagueMember.objects.filter(league=league, user=user).first()
    if member is None:
        raise Conflict("not_a_member", _("You are not in this league."))
    member.opted_out = True
    member.save(update_fields=["opted_out"])
    return member


def placement_rating(*, user: User, league: League) -> float:
    """How a newcomer is placed: Elo for two-player leagues, else OpenSkill μ − 3σ."""
    row = Rating.objects.filter(user=user, engine=league.engine).first()
    if row is None:
        return PLACEMENT_DEFAULT
    if league.players_per_table == 2:
        return float(row.elo)
    return float(row.mu - 3 * row.sigma)


def _movement(league: League) -> rules.MovementRules:
    return rules.MovementRules(
        league.promoted, league.relegated_from, league.division_size, league.rookie_minimum
    )


def season_start(
    *, league: League, user: User, now: datetime | None = None, scheduled: bool = False
) -> Season:
    """The next season: last season's tiers moved (promotion, relegation, opt-outs), newcomers
    placed by rating; every game of every division created and started at once."""
    now = now or timezone.now()
    with transaction.atomic():
        league = League.objects.select_for_update().get(pk=league.pk)
        director_check(user, "league", league.pk)
        if scheduled and (league.next_season_at is None or league.next_season_at > now):
            raise Conflict("season_not_due", _("No season is due to start."))
        last = league.seasons.order_by("-number").first()
        if last is not None and last.status != SeasonStatus.FINISHED:
            raise Conflict("season_running", _("The current season is still being played."))
        members = {m.user_id: m for m in league.members.select_related("user")}
        standings = []
        if last is not None:
            for division in last.divisions.order_by("tier"):
                rows = division.players.order_by("final_place", "seed")
                standings.append([row.user_id for row in rows])
        seated = {player for tier in standings for player in tier}
        newcomers = [
            (user_id, placement_rating(user=member.user, league=league))
            for user_id, member in members.items()
            if user_id not in seated and not member.opted_out
        ]
        opted_out = {user_id for user_id, member in members.items() if member.opted_out}
        marked = rules.next_season_tiers(standings, _movement(league), opted_out, newcomers)
        marked = [
            (tier, rookie) for tier, rookie in marked if len(tier) >= league.players_per_table
        ]
        tiers = [tier for tier, _rookie in marked]
        if not tiers:
            raise Conflict("too_few_players", _("Too few players are enrolled for a season."))
        season = Season.objects.create(
            league=league,
            number=(last.number + 1) if last else 1,
            started_at=now,
            hard_deadline=now + timedelta(days=league.season_days),
        )
        users: dict = {m.user_id: m.user for m in members.values()}
        items = []
        for tier_number, (tier, rookie) in enumerate(marked, start=1):
            division = _division_create(league, season, tier_number, tier, users, rookie)
            games = Counter(u for row in division.games.all() for u in row.seats)
            payload = {"league": league.pk, "name": league.name, "season": season.number}
            items += [
                (
                    users[user_id],
                    SEASON_STARTED,
                    {**payload, "tier": tier_number, "games": games[user_id]},
                )
                for user_id in tier
            ]
        notifications_send(items=items)
        LeagueEvent.objects.create(
            league=league,
            type="season_started",
            actor=user,
            data={"season": season.number, "tiers": tiers, "scheduled": scheduled},
        )
        record_action(
            event_kind="league",
            event_id=league.pk,
            type="season_started",
            actor=None if scheduled else user,  # a scheduled start is the platform's
            data={"season": season.number, "scheduled": scheduled},
        )
        if league.next_season_at is not None:
            league.next_season_at = None  # served: the next start is set again by the director
            league.save(update_fields=["next_season_at"])
    return season


def seasons_due_start(*, now: datetime | None = None) -> int:
    """Start the next season of every league whose `next_season_at` has come (the beat's
    sweep). Idempotent: a start clears the time under the league's lock, so a second sweep
    finds nothing; a league that cannot start (a season running, too few players) keeps its
    time and is tried again at the next sweep. Returns how many seasons started."""
    now = now or timezone.now()
    started = 0
    due = League.objects.filter(next_season_at__lte=now).select_related("director")
    for league in due:
        try:
            season_start(league=league, user=league.director, now=now, scheduled=True)
        except PlatformError as error:
            logger.info("league %s: scheduled season not started: %s", league.pk, error.code)
            continue
        started += 1
    return started


def _division_create(
    league: League, season: Season, tier_number: int, tier: list, users: dict, rookie: bool
) -> Division:
    division = Division.objects.create(season=season, tier=tier_number, rookie=rookie)
    DivisionPlayer.objects.bulk_create(
        [
            DivisionPlayer(division=division, user_id=user_id, seed=seed)
            for seed, user_id in enumerate(tier, start=1)
        ]
    )
    schedule = rules.season_schedule(tier, league.players_per_table, league.cycles)
    for round_number, pairing in enumerate(schedule, start=1):
        for table in pairing.tables:
            game = game_create(
                user=league.director,
                engine=league.engine,
                players=len(table),
                options=league.options,
                time_control=league.time_control,
                join=False,
                random_seating=False,  # the schedule chose the seats (balanced)
                quiet_hours_max=league.quiet_hours_max,
            )
            game_seat_users(game=game, users=[users[user_id] for user_id in table])
            LeagueGame.objects.create(
                division=division, round_number=round_number, game=game, seats=list(table)
            )
    ranges_refresh(division)
    return division


def league_game_record(*, game_id: int) -> bool:
    """Copy a finished game's places onto its league game; refresh its division's rank ranges;
    after the season's last game, finish the season. False when there was nothing to do."""
    row = LeagueGame.objects.filter(game_id=game_id).select_related("division__season").first()
    if row is None:
        return False
    with transaction.atomic():
        League.objects.select_for_update().get(pk=row.division.season.league_id)
        row = LeagueGame.objects.select_related("game", "division__season").get(pk=row.pk)
        if row.places is not None or row.game.status != GameStatus.FINISHED:
            return False
        ranks = {seat.user_id: seat.rank for seat in row.game.seats.all()}
        row.places = [ranks[user_id] for user_id in row.seats]
        row.save(update_fields=["places"])
        _after_result(row.division)
    return True


def _after_result(division: Division) -> None:
    ranges_refresh(division)
    season = division.season
    if not LeagueGame.objects.filter(division__season=season, places__isnull=True).exists():
        season_finish(season)


def season_finish(season: Season) -> None:
    """Final places written onto every division player (the caller holds the league's lock)."""
    for division in season.divisions.all():
        rows = {row["user"]: row for row in division_rows(division)}
        players = list(division.players.all())
        for player in players:
            player.final_place = rows[player.user_id]["place"]
        DivisionPlayer.objects.bulk_update(players, ["final_place"])
    season.status = SeasonStatus.FINISHED
    season.finished_at = timezone.now()
    season.save(update_fields=["status", "finished_at"])
    LeagueEvent.objects.create(
        league_id=season.league_id, type="season_finished", data={"season": season.number}
    )


def season_deadlines_enforce(*, now: datetime | None = None) -> int:
    """Adjudicate the games still running in seasons past their hard deadline; returns how
    many were ruled. Each season is handled under its league's lock."""
    now = now or timezone.now()
    ruled = 0
    due = Season.objects.filter(status=SeasonStatus.RUNNING, hard_deadline__lte=now)
    for season_id, league_id in due.values_list("pk", "league_id"):
        with transaction.atomic():
            League.objects.select_for_update().get(pk=league_id)
            rows = LeagueGame.objects.filter(division__season_id=season_id, places__isnull=True)
            divisions = set()
            for row in rows.select_related("division__season__league"):
                game_adjudicate(row)
                divisions.add(row.division)
                ruled += 1
            for division in divisions:
                _after_result(division)
    return ruled


def game_is_league_game(game: Game) -> bool:
    return LeagueGame.objects.filter(game=game).exists()
