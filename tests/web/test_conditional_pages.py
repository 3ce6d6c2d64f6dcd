"""The conditional moves on the pages: the seat's own section on the game page (store, refuse
with the text kept, forget), nothing for anyone else during play, the seat's own log marking
what was played for it, and the replay showing every seat's stored trees after the game; in
English and in Korean."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from games.models import ConditionalMoves
from tests.engines.tigris_euphrates.table import commit
from tests.games.conditional_tables import (
    REVOLT_HANDS,
    play,
    put,
    revolt_until_attacker_commits,
    table,
    tigris_table,
)
from tests.web.test_korean_pages import KOREAN, english_left

pytestmark = pytest.mark.django_db

TAKE = {"type": "take_card", "slot": 14, "use": "play"}


def _client(user) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def test_the_seat_stores_and_forgets_its_moves_on_the_game_page(alice, bob):
    game = tigris_table(alice, bob, REVOLT_HANDS)
    client = _client(bob)
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert 'id="conditional-moves"' in page and "Defending a revolt" in page
    tree = [{"if": {"type": "pass"}, "then": {"type": "pass"}}]
    answer = client.post(
        f"/games/{game.pk}/conditional-moves",
        {"tree": json.dumps(tree), "standing_defend_revolt": "all", "action": "store"},
    )
    assert answer.status_code == 302 and answer["Location"].endswith("#conditional-moves")
    row = ConditionalMoves.objects.get(game=game, seat=1)
    assert row.standing == {"defend_revolt": "all"} and row.tree[0]["if"] == [{"type": "pass"}]
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert '<option value="all" selected>' in page and "Your conditional moves are stored." in page
    cleared = client.post(f"/games/{game.pk}/conditional-moves", {"action": "clear"})
    assert cleared.status_code == 302
    row.refresh_from_db()
    assert row.tree == [] and row.standing == {}


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[{", "The tree is not JSON."),
        ('[{"if": {"type": "swap_tiles", "tiles": ["red"]}, "then": {"type": "pass"}}]', "hidden"),
        ("[" * 40 + "]" * 40, "nests deeper"),
    ],
)
def test_a_refused_tree_comes_back_with_its_text(alice, bob, text, words):
    game = tigris_table(alice, bob)
    answer = _client(bob).post(
        f"/games/{game.pk}/conditional-moves", {"tree": text, "action": "store"}
    )
    assert answer.status_code == 400
    page = answer.content.decode()
    assert words in page and 'role="alert"' in page
    assert not ConditionalMoves.objects.filter(game=game).exists()


def test_a_page_left_open_while_the_game_moved_is_refused(alice, bob):
    game = table(alice, bob, "middle-earth-duel")
    client = _client(bob)
    sent = {"tree": json.dumps([{"if": TAKE, "then": TAKE}]), "expected_seq": game.seq}
    play(game, alice, TAKE)
    answer = client.post(f"/games/{game.pk}/conditional-moves", sent)
    assert answer.status_code == 409 and "moved on" in answer.content.decode()
    assert 'value="' + str(game.seq) + '"' in answer.content.decode()  # the page now
    assert not ConditionalMoves.objects.filter(game=game).exists()


def test_nobody_else_sees_or_sets_them(alice, bob, carol):
    game = table(alice, bob, "middle-earth-duel")
    for user in (carol, None):
        page = _client(user).get(f"/games/{game.pk}/").content.decode()
        assert "conditional-moves" not in page
    assert _client(carol).post(f"/games/{game.pk}/conditional-moves", {}).status_code == 403
    assert _client(None).post(f"/games/{game.pk}/conditional-moves", {}).status_code == 302


def test_the_seats_own_log_marks_a_conditional_move_and_the_replay_shows_the_tree(
    alice, bob, carol, api
):
    game = tigris_table(alice, bob, REVOLT_HANDS)
    put(api, alice, game, standing={"defend_revolt": "none"})
    revolt_until_attacker_commits(game, alice, bob)
    play(game, bob, commit(1))
    marked = "(played by a conditional move)"
    assert marked in _client(alice).get(f"/games/{game.pk}/").content.decode()
    assert marked not in _client(bob).get(f"/games/{game.pk}/").content.decode()
    assert marked not in _client(carol).get(f"/games/{game.pk}/replay").content.decode()
    assert (
        "conditional-review" not in _client(alice).get(f"/games/{game.pk}/replay").content.decode()
    )
    assert api(bob).post(f"/api/games/{game.pk}/resign").status_code == 200
    replay = _client(carol).get(f"/games/{game.pk}/replay").content.decode()
    assert "conditional-review" in replay and "Defending a revolt" in replay
    assert marked in replay


def test_the_section_and_the_review_read_in_korean(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    illegal = {"type": "take_card", "slot": 999, "use": "play"}
    put(api, bob, game, tree=[{"if": TAKE, "then": illegal}])
    play(game, alice, TAKE)
    pages = {"game": _client(bob).get(f"/games/{game.pk}/", **KOREAN).content.decode()}
    assert "dropped" in pages["game"]
    assert api(bob).post(f"/api/games/{game.pk}/resign").status_code == 200
    pages["replay"] = _client(bob).get(f"/games/{game.pk}/replay", **KOREAN).content.decode()
    assert "conditional-review" in pages["replay"]
    assert english_left(pages) == {}
