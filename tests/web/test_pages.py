"""The pages over the Django test client: sign up, lobby, play, refusals, polling, replay, export,
import, and analysing from a position — all with the test-only secret-nim engine."""

from __future__ import annotations

import json
import re

import pytest
from django.test import Client
from django.urls import reverse

from games import services
from games.log.verification import game_verify
from games.models import Game, GameEvent
from tests.games.play import play_to_end

pytestmark = pytest.mark.django_db


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def finished_game(alice, bob, pile: int = 9) -> Game:
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": pile}
    )
    services.game_join(game=game, user=bob)
    return play_to_end(game)


def test_signup_logs_in_and_refuses_a_taken_name(client):
    response = client.post(
        reverse("web:signup"),
        {"username": "dora", "password1": "a long passphrase", "password2": "a long passphrase"},
    )
    assert response.status_code == 302 and response["Location"] == reverse("web:lobby")
    lobby = client.get(reverse("web:lobby"))
    assert b"Signed in as <strong>dora</strong>" in lobby.content
    client.post(reverse("web:logout"))
    again = client.post(
        reverse("web:signup"),
        {"username": "DORA", "password1": "a long passphrase", "password2": "a long passphrase"},
    )
    assert again.status_code == 200 and b"already exists" in again.content


def test_login_and_logout(client, alice):
    bad = client.post(reverse("web:login"), {"username": "alice", "password": "wrong"})
    assert bad.status_code == 200 and b"correct username and password" in bad.content
    good = client.post(
        reverse("web:login"), {"username": "alice", "password": "correct-horse-battery"}
    )
    assert good.status_code == 302
    assert client.post(reverse("web:logout")).status_code == 302
    assert b"Log in" in client.get(reverse("web:lobby")).content


def test_every_form_needs_its_csrf_token(alice, secret_nim):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(alice)
    assert (
        strict.post(
            reverse("web:game-create"), {"engine": "secret-nim", "players": 2, "bots": 1}
        ).status_code
        == 403
    )
    page = strict.get(reverse("web:lobby")).content.decode()
    assert page.count('name="csrfmiddlewaretoken"') >= 2  # log out + create


def test_create_against_a_bot_and_play_by_button(
    alice, secret_nim, eager_bots, django_capture_on_commit_callbacks
):
    client = logged_in(alice)
    form = {
        "engine": "secret-nim",
        "players": 2,
        "bots": 1,
        "time_control": "none",
        "options": '{"pile": 10}',
    }
    with django_capture_on_commit_callbacks(execute=True):
        created = client.post(reverse("web:game-create"), form)
    game = Game.objects.get()
    assert created.status_code == 302 and created["Location"] == reverse("web:game", args=[game.pk])
    page = client.get(created["Location"]).content.decode()
    assert "Your turn." in page and "Take: count 3" in page and 'id="legal-moves"' in page
    with django_capture_on_commit_callbacks(execute=True):
        moved = client.post(
            reverse("web:game-move", args=[game.pk]),
            {"expected_seq": game.seq, "move": json.dumps({"type": "take", "count": 2})},
            HTTP_HX_REQUEST="true",
        )
    panel = moved.content.decode()
    assert moved.status_code == 200 and 'id="game-panel"' in panel and "<html" not in panel
    assert "Stones taken: seat alice, count 2" in panel
    page = client.get(reverse("web:game", args=[game.pk])).content.decode()
    assert "Your turn." in page
    assert "(bot) moved." not in page  # a move row is left out: its events say what it did
    bot_moves = ("Stones taken: seat Bot 1", "Bot 1 passed.")  # the bot may pass once
    assert any(words in page for words in bot_moves)
    game.refresh_from_db()
    assert game.to_act == [0] and game.events.filter(type="move").count() == 2


def test_a_refusal_shows_its_message_and_changes_nothing(alice, bob, secret_nim):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    before = game.seq
    stale = logged_in(alice).post(
        reverse("web:game-move", args=[game.pk]),
        {"expected_seq": before - 1, "move": json.dumps({"type": "take", "count": 1})},
        HTTP_HX_REQUEST="true",
    )
    assert "The game has moved on since you last looked" in stale.content.decode()
    not_yours = logged_in(bob).post(
        reverse("web:game-move", args=[game.pk]),
        {"expected_seq": before, "move": json.dumps({"type": "take", "count": 1})},
        follow=True,
    )
    assert "It is not your turn." in not_yours.content.decode()
    garbage = logged_in(alice).post(
        reverse("web:game-move", args=[game.pk]),
        {"expected_seq": before, "picked": "{not json"},
        HTTP_HX_REQUEST="true",
    )
    assert "That move could not be read" in garbage.content.decode()
    game.refresh_from_db()
    assert game.seq == before


def test_polling_answers_204_until_the_game_moves(alice, bob, secret_nim):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    watcher = logged_in(bob)
    url = reverse("web:game-poll", args=[game.pk])
    assert watcher.get(url, {"seq": game.seq, "status": "active"}).status_code == 204
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    changed = watcher.get(url, {"seq": game.seq, "status": "active"})
    assert changed.status_code == 200 and "Your turn." in changed.content.decode()


def test_join_and_start_from_the_pages(alice, bob, carol, secret_nim):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=3)
    lobby = logged_in(bob).get(reverse("web:lobby")).content.decode()
    assert reverse("web:game-join", args=[game.pk]) in lobby
    logged_in(bob).post(reverse("web:game-join", args=[game.pk]))
    refused = logged_in(bob).post(reverse("web:game-start", args=[game.pk]), follow=True)
    assert "Only the game&#x27;s creator can start it." in refused.content.decode()
    logged_in(alice).post(reverse("web:game-start", args=[game.pk]))
    game.refresh_from_db()
    assert game.status == "active" and game.seat_count == 2


def test_my_games_list_your_turn_first(alice, bob, secret_nim):
    waiting = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=waiting, user=bob)
    waiting.refresh_from_db()
    services.move_submit(
        game=waiting, user=alice, move={"type": "take", "count": 1}, expected_seq=waiting.seq
    )
    mine = services.game_create(random_seating=False, user=bob, engine="secret-nim", players=2)
    services.game_join(game=mine, user=alice)
    mine.refresh_from_db()
    services.move_submit(
        game=mine, user=bob, move={"type": "take", "count": 1}, expected_seq=mine.seq
    )
    page = logged_in(alice).get(reverse("web:lobby")).content.decode()
    first, second = (
        page.index(f"Secret Nim (test only) #{mine.pk}"),
        page.index(f"Secret Nim (test only) #{waiting.pk}"),
    )
    assert first < second and page.count("Your turn") == 1


def test_replay_during_play_shows_only_the_viewers_secrets(alice, bob, secret_nim):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 2}, expected_seq=game.seq
    )
    cards = GameEvent.objects.get(game=game, seq=1).data["cards"]
    page = logged_in(bob).get(reverse("web:replay", args=[game.pk]), {"ply": 0}).content.decode()
    assert "still being played" in page and "Seed:" not in page
    assert f"cards —, {cards[1]}" in page  # the start event shows bob his card only
    assert "Ply <strong>0</strong> of 1" in page


def test_the_cached_move_list_of_one_viewer_is_never_shown_to_another(alice, bob, secret_nim):
    """The replay caches its log in words per position and viewer: alice's page, asked first,
    must not serve bob or a spectator her card."""
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    cards = GameEvent.objects.get(game=game, seq=1).data["cards"]
    url = reverse("web:replay", args=[game.pk])
    mine = logged_in(alice).get(url, {"ply": 0}).content.decode()
    assert f"cards {cards[0]}, —" in mine
    theirs = logged_in(bob).get(url, {"ply": 0}).content.decode()
    assert f"cards —, {cards[1]}" in theirs and f"cards {cards[0]}, —" not in theirs
    watched = Client().get(url, {"ply": 0}).content.decode()
    assert "cards —, —" in watched
    assert f"{cards[0]}, —" not in watched and f"—, {cards[1]}" not in watched


def test_replay_of_a_finished_game_steps_and_verifies(alice, bob, secret_nim):
    game = finished_game(alice, bob)
    spectator = Client()
    last = spectator.get(reverse("web:replay", args=[game.pk])).content.decode()
    moves = game.events.filter(type="move").count()
    assert f"Ply <strong>{moves}</strong> of {moves}" in last
    assert "✔ Verified" in last and game.seed in last
    first = spectator.get(
        reverse("web:replay", args=[game.pk]), {"ply": 1, "as": 1}
    ).content.decode()
    assert "Ply <strong>1</strong> of" in first and 'aria-current="step"' in first
    clamped = spectator.get(reverse("web:replay", args=[game.pk]), {"ply": 999}).content.decode()
    assert f"Ply <strong>{moves}</strong>" in clamped


def test_export_then_import_replays_and_verifies(alice, bob, secret_nim):
    game = finished_game(alice, bob)
    exported = Client().get(reverse("web:export", args=[game.pk]))
    record = json.loads(exported.content)
    assert exported["Content-Disposition"].startswith("attachment")
    assert record["seed"] == game.seed and record["complete"] and len(record["events"]) == game.seq
    assert [p["name"] for p in record["players"]] == ["alice", "bob"]
    client = Client()
    imported = client.post(reverse("web:import"), {"text": json.dumps(record)}, follow=True)
    page = imported.content.decode()
    assert "Imported record of" in page and "✔ Verified" in page
    record["events"][2]["data"] = {"type": "stones_taken", "seat": 0, "count": 3}
    tampered = client.post(
        reverse("web:import"), {"text": json.dumps(record)}, follow=True
    ).content.decode()
    assert "✘ Not verified" in tampered and "hash does not match" in tampered
    bad = client.post(reverse("web:import"), {"text": '{"format": "something else"}'})
    assert (
        bad.status_code == 400
        and "not a game record exported by this platform" in bad.content.decode()
    )


def test_export_during_play_hides_the_seed_and_other_secrets(alice, bob, secret_nim):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    record = json.loads(logged_in(alice).get(reverse("web:export", args=[game.pk])).content)
    assert record["seed"] is None and not record["complete"] and record["head_hash"] is None
    assert all(event["hash"] is None for event in record["events"])  # a hash would betray the cards
    assert record["events"][0]["data"]["cards"][1] is None


def test_export_hides_stacked_option_values_until_the_end(alice, bob, secret_nim):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        options={"cards": [4, 7], "pile": 5},
    )
    services.game_join(game=game, user=bob)
    record = json.loads(logged_in(alice).get(reverse("web:export", args=[game.pk])).content)
    assert record["options"] == {"cards": "hidden until the game ends", "pile": 5}
    assert record["events"][0]["data"]["cards"] == [4, None]
    finished = json.loads(Client().get(reverse("web:export", args=[play_to_end(game).pk])).content)
    assert finished["options"] == {"cards": [4, 7], "pile": 5}


def test_a_registered_game_brings_its_title_and_option_help_to_the_lobby(alice, secret_nim):
    """Everything the lobby says about a game comes from its spec: nothing else names it."""
    page = logged_in(alice).get(reverse("web:lobby")).content.decode()
    assert "Secret Nim (test only) (2–3 players)" in page
    assert "<b>Secret Nim (test only)</b> — <code>pile</code>: stones in the pile" in page
    assert "3 to 100 (default <code>15</code>); <code>cards</code>: each seat&#x27;s hidden" in page
    assert "card, 1 to 9 (fixes the draws: unrated games only)" in page


def test_analyse_from_here_forks_an_honest_sandbox(
    alice, bob, carol, secret_nim, eager_bots, django_capture_on_commit_callbacks
):
    game = finished_game(alice, bob, pile=12)
    moves = list(game.events.filter(type="move").order_by("seq"))
    at = moves[2].seq - 1  # the position before the third move
    with django_capture_on_commit_callbacks(execute=True):
        response = logged_in(carol).post(reverse("web:fork", args=[game.pk]), {"at": at, "seat": 0})
    fork = Game.objects.exclude(pk=game.pk).get()
    assert response["Location"] == reverse("web:game", args=[fork.pk])
    assert not fork.rated and fork.seed == game.seed
    original = list(game.events.filter(seq__lte=at).values_list("seq", "type", "data", "hash"))
    copied = list(fork.events.filter(seq__lte=at).values_list("seq", "type", "data", "hash"))
    assert copied == original
    marker = fork.events.get(seq=at + 1)
    assert marker.type == "platform.forked" and marker.data == {
        "from_game": game.pk,
        "at": at,
        "from_hash": original[-1][3],
    }
    assert fork.seats.get(index=0).user == carol and fork.seats.get(index=1).is_bot
    assert game_verify(fork).ok
    inside = logged_in(carol).post(
        reverse("web:fork", args=[game.pk]), {"at": moves[2].seq, "seat": 0}, follow=True
    )
    assert "A fork starts between two decisions" in inside.content.decode()


def test_analyse_needs_a_finished_game(alice, bob, secret_nim):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    response = logged_in(alice).post(
        reverse("web:fork", args=[game.pk]), {"at": 1, "seat": 0}, follow=True
    )
    assert "once the game is over" in response.content.decode() and Game.objects.count() == 1


def test_unknown_game_is_a_404(client):
    assert client.get(reverse("web:game", args=[999])).status_code == 404
    assert client.get(reverse("web:imported-replay", args=["nope"])).status_code == 404


def test_the_clock_shows_the_time_left(alice, bob, secret_nim):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control={"kind": "per_move", "seconds": 3 * 86400},
    )
    services.game_join(game=game, user=bob)
    assert game.seats.get(index=0).clock_deadline is not None
    page = logged_in(alice).get(reverse("web:game", args=[game.pk])).content.decode()
    assert "2\xa0days, 23\xa0hours left" in page
    lobby = logged_in(alice).get(reverse("web:lobby")).content.decode()
    assert "2\xa0days, 23\xa0hours left" in lobby


def test_a_private_game_shows_only_to_its_players(alice, bob, carol, secret_nim):
    from social.services.invitations import visibility_set

    game = finished_game(alice, bob)
    visibility_set(game=game, user=alice, public=False)
    for url in ("web:game", "web:replay", "web:export", "web:game-poll"):
        assert logged_in(carol).get(reverse(url, args=[game.pk])).status_code == 403, url
        assert Client().get(reverse(url, args=[game.pk])).status_code == 403, url
        assert logged_in(bob).get(reverse(url, args=[game.pk])).status_code == 200, url
    assert f"#{game.pk}" not in logged_in(carol).get(reverse("web:lobby")).content.decode()
    assert f"#{game.pk}" in logged_in(bob).get(reverse("web:lobby")).content.decode()


def test_after_the_flood_page_offers_the_fee_as_its_own_choice(alice, bob, carol):
    """Once somebody has passed, the page shows each action once and a drop-down of the fees."""
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="after-the-flood",
        players=3,
        options={"turn_order": [0, 1, 2]},
    )
    services.game_join(game=game, user=bob)
    services.game_join(game=game, user=carol)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "pass", "bid": {}}, expected_seq=game.seq
    )
    page = logged_in(bob).get(reverse("web:game", args=[game.pk])).content.decode()
    assert '<select id="move-option" name="option">' in page
    assert "Pay the action&#x27;s fee with" in page
    assert '<option value="{&quot;resource&quot;: &quot;grain&quot;}">grain</option>' in page
    assert '<option value="{&quot;worker&quot;: 1}">a worker</option>' in page
    labels = re.findall(r'class="move-button" data-group="\d+">([^<]*)</button>', page)
    assert labels and len(labels) == len(set(labels))  # one button per action, whatever the fee
    assert not [label for label in labels if "fee" in label.lower()]
