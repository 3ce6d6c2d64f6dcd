"""Ladders left the tournaments app in Django's state only: a database migrated to the layout
before the move (ladders in `tournaments`) keeps its ladders, their logs and challenges through
the move forward, back and forward again — and the log stays append-only all along.

Runs on whichever database the suite runs on (SQLite and PostgreSQL in CI).
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission
from django.contrib.contenttypes.models import ContentType
from django.core.management import call_command
from django.db import DatabaseError, IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor
from django.db.migrations.recorder import MigrationRecorder

from games import services as game_services
from ladders import rules as ladder_rules
from ladders import services as ladder_services
from ladders.models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent
from ladders.selectors import ladder_standings, ladder_state
from tests.factories import UserFactory
from tests.web.test_browser import append_only_table_empty

pytestmark = pytest.mark.django_db(transaction=True)

LADDER_TABLES = {"tournaments_ladder", "tournaments_ladderevent", "tournaments_ladderchallenge"}
BEFORE_THE_MOVE = [("ladders", None)]  # unapplies ladders.0001 and tournaments.0004 with it
MOVE = {("ladders", "0001_initial"), ("tournaments", "0004_ladders_moved_to_their_own_app")}
AT = "2026-01-05T12:00:00+00:00"


def migrate(targets) -> MigrationExecutor:
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection)  # a fresh loader sees what is applied now


def migrate_to_the_end() -> None:
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())


def applied() -> set[tuple[str, str]]:
    return set(MigrationRecorder(connection).applied_migrations())


def historical_models(executor: MigrationExecutor):
    """The models as the applied migrations describe them (the code of the day, in effect)."""
    return executor.loader.project_state(sorted(applied()), at_end=True).apps


def refused(statement) -> bool:
    """Whether the database refuses the statement (it is rolled back either way)."""
    try:
        with transaction.atomic():
            statement()
    except (IntegrityError, DatabaseError):
        return True
    return False


@pytest.fixture
def logs_flushable():
    """The test database is flushed after this test: on SQLite a flush DELETEs, which the logs'
    append-only triggers refuse, so the logs are emptied first with the triggers lifted. Whatever
    happens, the database ends at the latest migrations for the tests after this one."""
    yield
    migrate_to_the_end()
    ContentType.objects.clear_cache()
    append_only_table_empty("tournaments_ladderevent")
    append_only_table_empty("games_gameevent")


def write_ladder_as_before_the_move(apps, staff, players, game) -> int:
    """A ladder written through the tournaments app's models (as the code before the move did):
    three players joined, the third challenged the first and won. Returns its id."""
    old_ladder = apps.get_model("tournaments", "Ladder")
    old_event = apps.get_model("tournaments", "LadderEvent")
    old_challenge = apps.get_model("tournaments", "LadderChallenge")
    state = ladder_rules.LadderState()
    events: list[dict] = []
    for player in players:
        events += ladder_rules.join_ladder(state, player=player.pk, now=AT)
        state = ladder_rules.project(events[-1:], state)
    issued = ladder_rules.issue_challenge(
        state, challenger=players[2].pk, defender=players[0].pk, challenge=game.pk, now=AT
    )
    state = ladder_rules.project(issued, state)
    decided = ladder_rules.record_result(state, challenge=game.pk, winner=players[2].pk, now=AT)
    events += issued + decided
    ladder = old_ladder.objects.create(
        name="Old ladder",
        engine="secret-nim",
        time_control={"kind": "per_move", "seconds": 86400},
        created_by_id=staff.pk,
        seq=len(events),
    )
    old_event.objects.bulk_create(
        old_event(ladder=ladder, seq=seq, type=event["type"], data=event)
        for seq, event in enumerate(events, start=1)
    )
    old_challenge.objects.create(
        ladder=ladder,
        game_id=game.pk,
        challenger_id=players[2].pk,
        defender_id=players[0].pk,
        challenger_position=3,
        defender_position=1,
        status="decided",
        winner_id=players[2].pk,
        reason="played",
        issued_at=AT,
        closed_at=AT,
    )
    return ladder.pk


def read_back(ladder_id: int, players, *, seq: int) -> None:
    """The ladder as the ladders app reads it: positions, log, challenge, standings."""
    ladder = Ladder.objects.get(pk=ladder_id)
    assert ladder.name == "Old ladder" and ladder.seq == seq
    assert ladder_state(ladder).players[:3] == [players[2].pk, players[0].pk, players[1].pk]
    assert (
        list(LadderEvent.objects.filter(ladder=ladder).values_list("seq", "type"))
        == [
            (1, "player_joined"),
            (2, "player_joined"),
            (3, "player_joined"),
            (4, "challenge_issued"),
            (5, "challenge_decided"),
            (6, "player_joined"),
        ][:seq]
    )
    (challenge,) = LadderChallenge.objects.filter(ladder=ladder)
    assert (challenge.status, challenge.winner_id) == (ChallengeStatus.DECIDED, players[2].pk)
    standings = ladder_standings(ladder=ladder)["standings"]
    assert [row["username"] for row in standings[:3]] == ["c", "a", "b"]


def log_is_append_only(event_model) -> bool:
    first = event_model.objects.order_by("ladder_id", "seq").first()
    return refused(
        lambda: event_model.objects.filter(pk=first.pk).update(type="forged")
    ) and refused(lambda: event_model.objects.filter(pk=first.pk).delete())


def test_a_ladder_written_before_the_move_survives_it_both_ways(secret_nim, logs_flushable):
    content_type_ids = {
        model: ContentType.objects.get(app_label="ladders", model=model).pk
        for model in ("ladder", "ladderevent", "ladderchallenge")
    }
    tables_before = set(connection.introspection.table_names())
    assert tables_before >= LADDER_TABLES
    applied_before = applied()

    executor = migrate(BEFORE_THE_MOVE)
    assert not MOVE & applied()
    # Apps built later on tournaments' models (their migrations depend on one after the move)
    # go back with it; every other table stays.
    later = {app for app, _ in applied_before - applied()} - {"ladders", "tournaments"}
    kept = {table for table in tables_before if table.split("_", 1)[0] not in later}
    assert set(connection.introspection.table_names()) == kept
    # the content types went back with the models, ids and permissions kept
    assert {
        model: ContentType.objects.get(app_label="tournaments", model=model).pk
        for model in content_type_ids
    } == content_type_ids
    staff = UserFactory(username="referee", is_staff=True)
    players = [UserFactory(username=name) for name in "abc"]
    game = game_services.game_create(user=players[2], engine="secret-nim", players=2, rated=True)
    game_services.game_join(game=game, user=players[0])
    old_apps = historical_models(executor)
    ladder_id = write_ladder_as_before_the_move(old_apps, staff, players, game)
    assert log_is_append_only(old_apps.get_model("tournaments", "LadderEvent"))

    migrate_to_the_end()
    assert applied() >= MOVE
    assert set(connection.introspection.table_names()) == tables_before
    ContentType.objects.clear_cache()
    assert {
        model: ContentType.objects.get_for_model(model_class).pk
        for model, model_class in (
            ("ladder", Ladder),
            ("ladderevent", LadderEvent),
            ("ladderchallenge", LadderChallenge),
        )
    } == content_type_ids
    assert Permission.objects.filter(
        content_type_id=content_type_ids["ladder"], codename="change_ladder"
    ).exists()
    read_back(ladder_id, players, seq=5)
    assert log_is_append_only(LadderEvent)
    # the services carry on the old log where it stopped
    newcomer = UserFactory(username="d")
    assert ladder_services.ladder_join(ladder=Ladder.objects.get(pk=ladder_id), user=newcomer) == 4

    migrate(BEFORE_THE_MOVE)
    old_event = historical_models(MigrationExecutor(connection)).get_model(
        "tournaments", "LadderEvent"
    )
    assert old_event.objects.filter(ladder_id=ladder_id).count() == 6
    assert log_is_append_only(old_event)

    migrate_to_the_end()
    ContentType.objects.clear_cache()
    read_back(ladder_id, players, seq=6)
    assert ladder_state(Ladder.objects.get(pk=ladder_id)).players[-1] == newcomer.pk
    assert log_is_append_only(LadderEvent)


def test_the_models_match_their_migrations():
    """No model change waits for a migration (the state the move wrote matches the models)."""
    call_command("makemigrations", "ladders", "tournaments", check=True, dry_run=True)
