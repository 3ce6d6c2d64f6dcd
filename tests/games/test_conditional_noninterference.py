"""Noninterference: a seat's conditional moves tell no other seat anything. Twin games (the same
seed) where one seat stores a tree and standing answers, or does not, and plays the same moves
by hand: every other seat's and a spectator's views (API, stream, export, pages, notifications)
are byte for byte the same, once the twin's id and the clock's times are set aside."""

from __future__ import annotations

import re

import pytest
from asgiref.sync import async_to_sync
from django.test import Client

from games import services
from games.log.hash_chain import seed_commitment
from games.models import Game
from tests.engines.tigris_euphrates.table import commit, stacked_bag
from tests.games.conditional_tables import (
    REVOLT_HANDS,
    play,
    put,
    revolt_until_attacker_commits,
)

pytestmark = pytest.mark.django_db

SEED = "cd" * 32
TIMES = re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(\+00:00|Z)?")
# a CSRF token: 64 letters and digits in both cases (the log's hashes are lower-case hex)
CSRF = re.compile(r"\b(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{64}\b")


@pytest.fixture(autouse=True)
def _stream_reads_on_this_thread(monkeypatch):
    from games.stream import sse

    monkeypatch.setattr(sse, "SHARED_DB_THREADS", False)


def _twins(alice, bob, engine: str, options: dict | None = None) -> list[Game]:
    games = []
    for _twin in range(2):
        game = services.game_create(
            user=alice,
            engine=engine,
            players=2,
            options=options or {},
            random_seating=False,
            time_control={"kind": "none"},  # no deadline ticking between the twins
        )
        Game.objects.filter(pk=game.pk).update(seed=SEED, seed_commitment=seed_commitment(SEED))
        services.game_join(game=Game.objects.get(pk=game.pk), user=bob)
        games.append(Game.objects.get(pk=game.pk))
    return games


def _text(game: Game, raw: str) -> str:
    text = raw.replace(f"/games/{game.pk}/", "/games/GAME/")
    text = re.sub(rf"#{game.pk}(?=</| ·)", "#GAME", text)  # a heading's "#12", not a log line's
    text = re.sub(rf"(\"(id|game_id)\":\s*){game.pk}\b", r"\1GAME", text)
    text = re.sub(rf"-{game.pk}-seq", "-GAME-seq", text)
    text = re.sub(rf"\b(game|games)([ _-]){game.pk}\b", r"\1\2GAME", text, flags=re.IGNORECASE)
    text = TIMES.sub("TIME", text)
    return CSRF.sub("CSRF", text)


def _stream(client, game: Game) -> str:
    response = client.get(f"/api/games/{game.pk}/stream?after=0")

    async def body() -> bytes:
        return b"".join([chunk async for chunk in response.streaming_content])

    return async_to_sync(body)().decode()


def _seen(user, game: Game, api) -> dict[str, str]:
    """Everything `user` (None: an anonymous spectator) is shown about `game`, normalised."""
    client = api(user)
    page = Client()
    if user is not None:
        page.force_login(user)
    base = f"/api/games/{game.pk}"
    seq = Game.objects.get(pk=game.pk).seq
    shown = {
        "detail": client.get(f"{base}/").content.decode(),
        "events": client.get(f"{base}/events").content.decode(),
        "state": client.get(f"{base}/state?at={seq}").content.decode(),
        "legal": client.get(f"{base}/legal-moves").content.decode(),
        "conditional": client.get(f"{base}/conditional-moves").content.decode(),
        "stream": _stream(client, game),
        "export": page.get(f"/games/{game.pk}/export.json").content.decode(),
        "page": page.get(f"/games/{game.pk}/").content.decode(),
        "panel": page.get(f"/games/{game.pk}/panel").content.decode(),
        "replay": page.get(f"/games/{game.pk}/replay?ply={seq}").content.decode(),
    }
    if user is not None:
        shown["notifications"] = client.get("/api/notifications").content.decode()
    return {name: _text(game, text) for name, text in shown.items()}


def _same_for_others(games, viewers, api, when: str) -> None:
    for user in viewers:
        first, second = (_seen(user, game, api) for game in games)
        for name in first:
            assert first[name] == second[name], f"{when}: {name} differs for {user}"


def test_a_duel_tree_and_its_answer_tell_the_other_seat_nothing(alice, bob, carol, api):
    from tests.games.test_conditional_moves import _duel_line

    with_tree, without = _twins(alice, bob, "middle-earth-duel")
    first, answer, second, answer_two = _duel_line(with_tree)
    tree = [
        {"if": first, "then": answer, "next": [{"if": second, "then": answer_two}]},
        {"if": {"type": "take_card", "slot": 99, "use": "play"}, "then": answer},
    ]
    assert put(api, bob, with_tree, tree=tree).status_code == 200
    _same_for_others([with_tree, without], [alice, carol, None], api, "stored, not played")
    play(with_tree, alice, first)  # bob's answer is played at once
    play(without, alice, first)
    play(without, bob, answer)  # bob plays the same by hand
    assert with_tree.seq == without.seq
    _same_for_others([with_tree, without], [alice, carol, None], api, "answered")


def test_a_standing_answer_tells_the_attacker_nothing(alice, bob, carol, api):
    options = {"hands": REVOLT_HANDS, "bag_order": stacked_bag(REVOLT_HANDS, [])}
    with_answer, without = _twins(alice, bob, "tigris-euphrates", options)
    assert put(api, alice, with_answer, standing={"defend_revolt": "all"}).status_code == 200
    for game in (with_answer, without):
        revolt_until_attacker_commits(game, alice, bob)
    _same_for_others([with_answer, without], [bob, carol, None], api, "stored, not played")
    play(with_answer, bob, commit(1))  # alice's answer is played inside bob's move
    play(without, bob, commit(1))
    play(without, alice, commit(4))  # alice commits all by hand
    _same_for_others([with_answer, without], [bob, carol, None], api, "answered")
