"""Writes of challenge ladders: create, join, leave, challenge, settle results, drop the inactive.

Every write locks the ladder row, folds its event log (`selectors.ladder_state`), asks the pure
rules in `ladders.rules` for the events to append (or their refusal), appends them with the
next seqs and updates the LadderChallenge projection, all in one transaction.
"""

from __future__ import annotations

import logging
from dataclasses import fields
from datetime import datetime
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import DateTimeField, Max, Value
from django.db.models.functions import Coalesce
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

from engines import ENGINES
from engines.contract import State
from errors import Conflict, Forbidden, NotFound, PlatformError
from games.engine_messages import refusal_in_language
from games.log.play_state import MOVE, TIMED_OUT
from games.models import Game, GameEvent, GameStatus, Seat
from games.services import game_create, game_join
from games.table_settings import engine_named, options_checked
from games.time_controls import TimeControl
from ladders import checks
from ladders import rules as ladder_rules
from ladders.entry_rules import entry_check
from ladders.models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent
from ladders.notification_kinds import CHALLENGE_RECEIVED
from ladders.rules import LadderRules, LadderUserError
from ladders.rules.projection import PlayerId
from ladders.selectors import ladder_elo, ladder_state
from notifications.services import notification_send

if TYPE_CHECKING:
    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)

CONFLICT_CODES = {
    "already_on_ladder",
    "challenge_already_open",
    "too_many_challenges",
    "challenged_recently",
    "challenge_not_open",
    "defender_busy",
}
FORBIDDEN_CODES = {"not_on_ladder"}
# A challenge is answered by playing: three days a move unless the ladder says otherwise.
DEFAULT_TIME_CONTROL = {"kind": "per_move", "seconds": 3 * 86400}


# The pure rules' sentences, for the catalog: translated here, at the boundary, like the engines'.
LADDER_SENTENCES = [
    gettext_noop("You are already on this ladder."),
    gettext_noop("You are not on this ladder."),
    gettext_noop("That player is not on this ladder."),
    gettext_noop("You cannot challenge yourself."),
    gettext_noop("You can only challenge players above you."),
    gettext_noop("There is already an open challenge between you two."),
    gettext_noop("This challenge is not open."),
]
# Sentences built from values fall back to one sentence per code.
LADDER_CODE_SENTENCES = {
    "out_of_reach": _("That player is too far above you to challenge."),
    "too_many_challenges": _("You already have as many open challenges as this ladder allows."),
    "challenged_recently": _("You challenged this player too recently."),
    "defender_busy": _(
        "That player already has as many challenges to answer as this ladder allows."
    ),
}


def _refusal(error: LadderUserError) -> PlatformError:
    """A refusal of the pure rules as the platform's error (same code, the sentence in the
    player's language)."""
    message = refusal_in_language(error.code, error.message, LADDER_CODE_SENTENCES)
    if error.code in CONFLICT_CODES:
        return Conflict(error.code, message)
    if error.code in FORBIDDEN_CODES:
        return Forbidden(error.code, message)
    return PlatformError(error.code, message)


def _now() -> datetime:
    return timezone.now()


def _locked(ladder_id: int) -> Ladder:
    try:
        return Ladder.objects.select_for_update().get(pk=ladder_id)
    except Ladder.DoesNotExist as error:
        raise NotFound("ladder_not_found", _("There is no such ladder.")) from error


def _check_rules(rules: dict) -> dict:
    if not isinstance(rules, dict):
        raise PlatformError("bad_rules", _("Ladder rules must be an object."))
    known = {f.name: f for f in fields(LadderRules)}
    unknown = set(rules) - set(known)
    if unknown:
        raise PlatformError(
            "bad_rules",
            _("Unknown ladder rules: %(names)s.") % {"names": ", ".join(sorted(unknown))},
            details={"known": sorted(known)},
        )
    for name, value in rules.items():
        if name == "quiet_hours_max":
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 168
            ):
                raise PlatformError(
                    "bad_rules",
                    _("The ladder rule %(name)r must be a whole number of hours from 0 to 168.")
                    % {"name": name},
                )
            continue
        if isinstance(known[name].default, bool):
            if not isinstance(value, bool):
                raise PlatformError(
                    "bad_rules",
                    _("The ladder rule %(name)r must be true or false.") % {"name": name},
                )
            continue
        if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
            raise PlatformError(
                "bad_rules", _("The ladder rule %(name)r must be a number >= 0.") % {"name": name}
            )
        if name in (
            "reach_places",
            "max_open_challenges",
            "incoming_cap_top_5",
            "incoming_cap_top_10",
            "incoming_cap_below",
        ) and (not isinstance(value, int) or value < 1):
            raise PlatformError(
                "bad_rules",
                _("The ladder rule %(name)r must be a whole number >= 1.") % {"name": name},
            )
    return dict(rules)


def _append(ladder: Ladder, events: list[dict]) -> list[LadderEvent]:
    """Append events after ladder.seq and bring the LadderChallenge projection up to date."""
    rows = [
        LadderEvent(ladder=ladder, seq=ladder.seq + offset, type=event["type"], data=event)
        for offset, event in enumerate(events, start=1)
    ]
    LadderEvent.objects.bulk_create(rows)
    ladder.seq += len(rows)
    ladder.save(update_fields=["seq"])
    for event in events:
        if event["type"] == "challenge_decided":
            LadderChallenge.objects.filter(ladder=ladder, game_id=event["challenge"]).update(
                status=ChallengeStatus.DECIDED,
                winner_id=event["winner"],
                reason=event["reason"],
                closed_at=datetime.fromisoformat(event["at"]),
            )
        elif event["type"] == "challenge_cancelled":
            LadderChallenge.objects.filter(ladder=ladder, game_id=event["challenge"]).update(
                status=ChallengeStatus.CANCELLED,
                reason=event["reason"],
                closed_at=datetime.fromisoformat(event["at"]),
            )
    return rows


def ladder_create(
    *,
    user: User,
    name: str,
    engine: str,
    time_control: TimeControl | dict | None = None,
    rules: dict | None = None,
    options: dict | None = None,
) -> Ladder:
    """A new, empty ladder for a two-player game (staff only); its games always have a clock."""
    if not (user and user.is_staff):
        raise Forbidden("staff_only", _("Only staff can create ladders."))
    game_engine = engine_named(engine)
    if not game_engine.min_players <= 2 <= game_engine.max_players:
        raise PlatformError(
            "not_two_player", _("%(title)s cannot be played by two.") % {"title": game_engine.title}
        )
    if not isinstance(name, str) or not name.strip():
        raise PlatformError("bad_name", _("A ladder needs a name."))
    options = options_checked(game_engine, options, rated=True, sizes=[2])  # games are rated
    time_control = TimeControl.of(time_control or DEFAULT_TIME_CONTROL).as_json()
    if time_control["kind"] == "none":
        raise PlatformError(
            "ladder_needs_clock",
            _(
                "A ladder's games need a time control: a defender who never plays must lose on time."
            ),
        )
    return Ladder.objects.create(
        name=name.strip(),
        engine=engine,
        options=options,
        time_control=time_control,
        rules=_check_rules(rules or {}),
        created_by=user,
    )


def ladder_join(*, ladder: Ladder, user: User) -> int:
    """Join at the bottom; returns your position."""
    with transaction.atomic():
        ladder = _locked(ladder.pk)
        entry_check(ladder, user)  # the rules other apps add (a club's members only)
        state = ladder_state(ladder)
        try:
            events = checks.join_check(ladder, state, user, _now().isoformat())
        except LadderUserError as error:
            raise _refusal(error) from error
        _append(ladder, events)
        return len(state.players) + 1


def ladder_leave(*, ladder: Ladder, user: User) -> None:
    """Leave the ladder: your open challenges are resigned on the ladder (by default; the rule
    `leaving_resigns_challenges` off cancels them), their games go on without counting for the
    ladder; joining again starts at the bottom."""
    with transaction.atomic():
        ladder = _locked(ladder.pk)
        state = ladder_state(ladder)
        try:
            events = checks.leave_check(ladder, state, user, _now().isoformat())
        except LadderUserError as error:
            raise _refusal(error) from error
        _append(ladder, events)


def ladder_player_withdraw(*, event_id: int, user_id: int, director: User) -> dict:
    """Staff withdraw a player from a ladder (the director's desk): it leaves as by
    `ladder_leave`, its open challenges resigned on the ladder (or cancelled, as the rule
    `leaving_resigns_challenges` says), their games going on without counting; returns what the
    director log records of it. The desk has checked that `director` is staff."""
    with transaction.atomic():
        ladder = _locked(event_id)
        state = ladder_state(ladder)
        if not state.is_member(user_id):
            raise Conflict("not_playing", _("This player is not on the ladder."))
        events = ladder_rules.leave_ladder(
            state, ladder.ladder_rules, player=user_id, now=_now().isoformat()
        )
        _append(ladder, events)
    challenges = [event["challenge"] for event in events if event["type"] != "player_left"]
    resigned = ladder.ladder_rules.leaving_resigns_challenges
    return {"mode": "forfeited" if resigned else "cancelled", "challenges": challenges}


def ladder_challenge(*, ladder: Ladder, challenger: User, defender: User) -> LadderChallenge:
    """Challenge a player above you: the rated game is created at once with both seated."""
    with transaction.atomic():
        ladder = _locked(ladder.pk)
        state = ladder_state(ladder)
        rules = ladder.ladder_rules
        now = _now()
        ratings = ladder_elo(ladder=ladder, players=list(state.players))
        try:  # refuse before any game exists
            checks.challenge_check(
                ladder,
                state,
                challenger=challenger,
                defender=defender,
                now=now.isoformat(),
                ratings=ratings,
            )
        except LadderUserError as error:
            raise _refusal(error) from error
        game = game_create(
            user=challenger,
            engine=ladder.engine,
            players=2,
            options=ladder.options,
            rated=True,
            time_control=ladder.time_control,
            vacation_allowed=False,
            quiet_hours_max=rules.quiet_hours_max,
        )
        game_join(game=game, user=defender)
        events = ladder_rules.issue_challenge(
            state,
            rules,
            challenger=challenger.pk,
            defender=defender.pk,
            challenge=game.pk,
            now=now.isoformat(),
            ratings=ratings,
        )
        _append(ladder, events)
        challenger_position = state.position_of(challenger.pk)
        defender_position = state.position_of(defender.pk)
        if challenger_position is None or defender_position is None:
            raise AssertionError("issue_challenge admits members of the ladder only")
        challenge = LadderChallenge.objects.create(
            ladder=ladder,
            game=game,
            challenger=challenger,
            defender=defender,
            challenger_position=challenger_position,
            defender_position=defender_position,
            issued_at=now,
        )
        challenge_id = challenge.pk
        transaction.on_commit(lambda: challenge_received_notify(challenge_id=challenge_id))
        return challenge


def challenge_received_notify(*, challenge_id: int) -> None:
    """Tell the defender they have been challenged (feed now; email and webhooks after commit)."""
    challenge = LadderChallenge.objects.select_related("ladder", "challenger", "defender").get(
        pk=challenge_id
    )
    with transaction.atomic():
        notification_send(
            user=challenge.defender,
            kind=CHALLENGE_RECEIVED,
            payload={
                "ladder": challenge.ladder_id,
                "ladder_name": challenge.ladder.name,
                "challenger": challenge.challenger.username,
                "game_id": challenge.game_id,
                "challenger_position": challenge.challenger_position,
                "defender_position": challenge.defender_position,
            },
        )


def _result_events(state: State, rules: LadderRules, game: Game, now: str) -> list[dict]:
    users_by_seat = dict(Seat.objects.filter(game=game).values_list("index", "user_id"))
    timeout = (
        GameEvent.objects.filter(game=game, type=TIMED_OUT)
        .order_by("seq")
        .values_list("data", flat=True)
        .first()
    )
    if timeout is not None:
        return ladder_rules.record_timeout(
            state,
            rules,
            challenge=game.pk,
            timed_out=users_by_seat[timeout["seat"]],
            now=now,
            moves_played=GameEvent.objects.filter(game=game, type=MOVE).count(),
        )
    ranks = (game.outcome or {}).get("ranks") or []
    firsts = [seat for seat, rank in enumerate(ranks) if rank == 1]
    winner = users_by_seat[firsts[0]] if len(firsts) == 1 else None
    return ladder_rules.record_result(state, challenge=game.pk, winner=winner, now=now)


def ladder_result_apply(*, game_id: int) -> bool:
    """The challenge game `game_id` ended: record its result on the ladder (once; else nothing).

    A timed-out seat (a `platform.timed_out` row in the game's log) loses; otherwise the seat
    ranked 1 alone wins, and a shared first place is a draw. An aborted game cancels the
    challenge. Returns whether anything was recorded.
    """
    challenge = LadderChallenge.objects.filter(game_id=game_id).only("ladder_id").first()
    if challenge is None:
        return False
    with transaction.atomic():
        ladder = _locked(challenge.ladder_id)
        challenge = LadderChallenge.objects.get(pk=challenge.pk)
        if challenge.status != ChallengeStatus.OPEN:
            return False
        game = Game.objects.get(pk=game_id)
        now = _now().isoformat()
        if game.status == GameStatus.ABORTED:
            events = [
                {
                    "type": "challenge_cancelled",
                    "challenge": game.pk,
                    "reason": "game_aborted",
                    "at": now,
                }
            ]
        elif game.status == GameStatus.FINISHED:
            events = _result_events(ladder_state(ladder), ladder.ladder_rules, game, now)
        else:
            return False
        _append(ladder, events)
        return True


def _last_games(ladder: Ladder, players: list, now: datetime) -> dict[PlayerId, str]:
    """Each player's last game of the ladder's engine: its finish, or now while one is running."""
    rows = (
        Seat.objects.filter(
            user_id__in=players, game__engine=ladder.engine, game__started_at__isnull=False
        )
        .exclude(game__status=GameStatus.ABORTED)
        .values("user_id")
        .annotate(last=Max(Coalesce("game__finished_at", Value(now, output_field=DateTimeField()))))
        .values_list("user_id", "last")
    )
    return {user_id: last.isoformat() for user_id, last in rows}


def ladder_inactive_drop(*, ladder: Ladder, now: datetime | None = None) -> list[int]:
    """Drop every player with no game for the ladder's `inactive_after_days`; their user ids."""
    now = now or _now()
    with transaction.atomic():
        ladder = _locked(ladder.pk)
        state = ladder_state(ladder)
        events = ladder_rules.drop_inactive_players(
            state,
            ladder.ladder_rules,
            now=now.isoformat(),
            last_game_at=_last_games(ladder, list(state.players), now),
        )
        _append(ladder, events)
        return [event["player"] for event in events]


def ladders_inactive_drop(*, now: datetime | None = None) -> int:
    """Drop the inactive players of every ladder; how many were dropped."""
    return sum(
        len(ladder_inactive_drop(ladder=ladder, now=now)) for ladder in Ladder.objects.only("id")
    )


def starter_ladders_ensure() -> list[Ladder]:
    """One open challenge ladder for each installed game two can play that has no ladder yet, so
    a fresh install offers ladders without staff; running it again creates nothing."""
    created = []
    for slug, engine in sorted(ENGINES.items()):
        if not engine.min_players <= 2 <= engine.max_players:
            continue
        if Ladder.objects.filter(engine=slug).exists():
            continue
        created.append(
            Ladder.objects.create(
                name=engine.title,
                engine=slug,
                time_control=TimeControl.of(DEFAULT_TIME_CONTROL).as_json(),
                rules={},
                created_by=None,
            )
        )
    return created


def challenges_awaiting_result(*, ended_before: datetime, limit: int = 100) -> list[int]:
    """Games of open challenges that ended (finished or aborted) before `ended_before`: their
    result task is late or lost."""
    return list(
        LadderChallenge.objects.filter(
            status=ChallengeStatus.OPEN,
            game__status__in=[GameStatus.FINISHED, GameStatus.ABORTED],
            game__updated_at__lt=ended_before,
        )
        .order_by("game__updated_at")
        .values_list("game_id", flat=True)[:limit]
    )
