"""Soak (`make soak`; outside the quick suite): the embedded broker, one worker with beat, 8
bot-against-bot games of every engine and 2 clocked games between two people played through
HTTP, for SOAK_MINUTES (20). It must end with 0 worker crashes, every game finished or still
moving, and every game's hash chain verified. Prints the figures: moves, crashes, the longest
time a game waited on the platform.

The worker shares the test database, so this needs PostgreSQL (DATABASE_URL); the broker is the
embedded default (a SQLite file), whatever REDIS_URL says.
"""

from __future__ import annotations

import json
import os
import random
import time
import urllib.error
import urllib.request
import uuid

import pytest
from django.db.models import Count
from rest_framework.authtoken.models import Token

from config.celery import app
from engines import ENGINES
from games import services
from games.log.verification import game_verify
from games.models import Game, GameEvent, GameStatus
from games.waiting import BOT, waiting_on
from tests.factories import UserFactory
from tests.games.celery_worker import WorkerProcess, forget_connections

pytestmark = [pytest.mark.soak, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

SOAK_MINUTES = float(os.environ.get("SOAK_MINUTES", "20"))
BOT_GAMES_PER_ENGINE = int(os.environ.get("SOAK_BOT_GAMES", "8"))
HUMAN_GAMES = 2
# a game that made no move for this long while it should have is "stuck"
STUCK_SECONDS = 120


class Player:
    """A person playing through the HTTP API with a token."""

    def __init__(self, base: str, user):
        self.base = base
        self.token = Token.objects.get_or_create(user=user)[0].key

    def call(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
        request = urllib.request.Request(
            self.base + path,
            data=None if body is None else json.dumps(body).encode(),
            method=method,
            headers={"Authorization": f"Token {self.token}", "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, json.loads(answer.read() or b"{}")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")

    def play_once(self, game_id: int, choose: random.Random) -> bool:
        """Make a legal move if it is this player's turn; whether a move was made."""
        status, legal = self.call("GET", f"/api/games/{game_id}/legal-moves")
        if status != 200 or not legal.get("moves"):
            return False
        move = choose.choice(legal["moves"])
        status, _ = self.call(
            "POST", f"/api/games/{game_id}/moves", {"move": move, "expected_seq": legal["seq"]}
        )
        return status == 201


def test_soak(live_server, tmp_path):
    engines = sorted(slug for slug in ENGINES if slug != "secret-nim")
    two_player = [slug for slug in engines if ENGINES[slug].min_players <= 2]
    queue = f"soak-{uuid.uuid4().hex[:8]}"
    before = (app.conf.task_default_queue, app.conf.broker_url, app.conf.broker_transport_options)
    app.conf.task_default_queue = queue
    app.conf.broker_url = f"sqla+sqlite:///{tmp_path / 'broker.sqlite3'}"
    app.conf.broker_transport_options = {}
    forget_connections(app)
    env = {
        "PLATFORM_BROKER_FILE": str(tmp_path / "broker.sqlite3"),
        "BOT_MOVE_DELAY_SECONDS": "0",
        "PLATFORM_GRACE_SECONDS": "30",
        "CELERY_DB_REUSE_MAX": "1000",
    }
    worker = WorkerProcess(tmp_path, queue, env, ("REDIS_URL",))
    alice, bob = UserFactory(username="soak-alice"), UserFactory(username="soak-bob")
    bot_games = []
    try:
        for engine in engines:
            spec = ENGINES[engine]
            for _ in range(BOT_GAMES_PER_ENGINE):
                seats = max(2, spec.min_players)
                game = services.game_create(
                    user=alice, engine=engine, players=seats, join=False, bots=seats
                )
                bot_games.append(game.pk)
        human_games = []
        for index in range(HUMAN_GAMES):
            game = services.game_create(
                user=alice, engine=two_player[index % len(two_player)], players=2,
                time_control={"kind": "per_move", "seconds": 120},
            )  # fmt: skip
            services.game_join(game=game, user=bob)
            human_games.append(game.pk)
        players = [Player(live_server.url, alice), Player(live_server.url, bob)]
        choose = random.Random(18)
        longest_wait = 0.0
        human_moves = 0
        end = time.monotonic() + SOAK_MINUTES * 60
        while time.monotonic() < end:
            for game_id in human_games:
                for player in players:
                    human_moves += player.play_once(game_id, choose)
            for game in Game.objects.filter(pk__in=bot_games).prefetch_related("seats"):
                waiting = waiting_on(game)
                if waiting.kind == BOT and waiting.since is not None:
                    waited = time.time() - waiting.since.timestamp()
                    longest_wait = max(longest_wait, waited)
            assert worker.process.poll() is None, worker.log.read_text()[-3000:]
            time.sleep(1)
        crashes = 0 if worker.process.poll() is None else 1
    finally:
        worker.stop()
        app.conf.task_default_queue, app.conf.broker_url, app.conf.broker_transport_options = before
        forget_connections(app)
    log = worker.log.read_text()
    all_games = Game.objects.filter(pk__in=[*bot_games, *human_games])
    moves = GameEvent.objects.filter(game__in=all_games, type="move").count()
    finished = all_games.filter(status=GameStatus.FINISHED).count()
    stuck = [
        game.pk
        for game in all_games.filter(status=GameStatus.ACTIVE)
        if time.time() - game.updated_at.timestamp() > STUCK_SECONDS
    ]
    problems = {game.pk: game_verify(game).problems for game in all_games}
    broken = {pk: found for pk, found in problems.items() if found}
    per_engine = dict(
        all_games.values_list("engine").annotate(n=Count("id")).values_list("engine", "n")
    )
    print(
        f"\nSOAK {SOAK_MINUTES:g} min: games {all_games.count()} {per_engine}, moves {moves} "
        f"(by people over HTTP {human_moves}), finished {finished}, crashes {crashes}, "
        f"longest wait on the platform {longest_wait:.1f} s, stuck {stuck}, "
        f"chains broken {len(broken)}; worker CRITICAL lines {log.count('CRITICAL')}"
    )
    assert crashes == 0 and "CRITICAL" not in log, log[-3000:]
    assert stuck == [], stuck
    assert broken == {}, broken
    assert moves > 0
