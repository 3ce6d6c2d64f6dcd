"""Notes during play: a seat writes them at a position, only its author reads them on every
path while the game runs (API, pages, stream, export, error answers), and after the game the
author publishes them as comments of a review in one step."""

from __future__ import annotations

import pytest
from django.test import Client

from games import services as game_services
from games.models import Game
from reviews import services
from reviews.models import GameNote, Review

pytestmark = pytest.mark.django_db

SECRET = "SECRET-PLAN <b>take the temple</b> 사원"


def _page(user, path: str) -> str:
    client = Client(raise_request_exception=False)
    if user is not None:
        client.force_login(user)
    response = client.get(path)
    return response.content.decode()


def test_a_seat_writes_notes_and_reads_only_its_own(in_play, alice, bob, api):
    written = api(alice).post(f"/api/games/{in_play.pk}/notes", {"text": SECRET}, format="json")
    assert written.status_code == 201, written.content
    assert written.json()["at_seq"] == in_play.seq
    assert written.json()["seat"] == 0
    assert [n["text"] for n in api(alice).get(f"/api/games/{in_play.pk}/notes").json()] == [SECRET]
    assert api(bob).get(f"/api/games/{in_play.pk}/notes").json() == []
    assert (
        api(bob).post(f"/api/games/{in_play.pk}/notes", {"text": "mine"}, format="json").status_code
        == 201
    )
    assert [n["text"] for n in api(bob).get(f"/api/games/{in_play.pk}/notes").json()] == ["mine"]


def test_only_players_write_notes_and_only_during_play(in_play, finished, carol, alice, api):
    refused = api(carol).post(f"/api/games/{in_play.pk}/notes", {"text": "x"}, format="json")
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "not_a_player"
    after = api(alice).post(f"/api/games/{finished.pk}/notes", {"text": "x"}, format="json")
    assert after.status_code == 409
    assert api().get(f"/api/games/{in_play.pk}/notes").status_code == 401


@pytest.mark.parametrize(
    "body",
    [{"text": ""}, {"text": "x" * 2001}, {"text": 12}, {"text": "a\x00b"}, {}, {"text": ["x"]}],
)
def test_bad_notes_are_refused_with_400(in_play, alice, api, body):
    answer = api(alice).post(f"/api/games/{in_play.pk}/notes", body, format="json")
    assert answer.status_code == 400
    assert GameNote.objects.count() == 0


def test_notes_stay_with_their_author_on_every_path_during_play(in_play, alice, bob, carol, api):
    from tests.games.test_streams import parse

    services.note_write(game=in_play, user=alice, text=SECRET)
    game_id = in_play.pk
    marker = "SECRET-PLAN"
    for user in (bob, carol, None):
        client = api(user)
        for path in (
            f"/api/games/{game_id}/",
            f"/api/games/{game_id}/events",
            f"/api/games/{game_id}/state?at=1",
            f"/api/games/{game_id}/notes",
            f"/api/games/{game_id}/legal-moves",
            "/api/reviews/",
            f"/api/reviews/?game={game_id}",
        ):
            assert marker not in client.get(path).content.decode(), (user, path)
        for path in (
            f"/games/{game_id}/",
            f"/games/{game_id}/replay",
            f"/games/{game_id}/export.json",
            f"/games/{game_id}/panel",
            f"/games/{game_id}/notes",  # a GET of a POST-only page: an error page
            f"/api/games/{game_id}/notes/nothing",  # an unknown path: the API's 404
        ):
            assert marker not in _page(user, path), (user, path)
        # the error answers of the note routes say nothing of the author's notes either
        publish = client.post(f"/api/games/{game_id}/notes/publish", {}, format="json")
        assert publish.status_code in (401, 409)
        assert marker not in publish.content.decode()
        review = client.post("/api/reviews/", {"game": game_id}, format="json")
        assert review.status_code in (401, 409)
    # the stream, read as the other seat (the API's stream route serves these frames)
    from asgiref.sync import async_to_sync

    from games.stream.game_stream import game_frames

    async def collect():
        text = ""
        async for chunk in game_frames(game_id, bob, 0, live=False):
            text += chunk
        return text

    streamed = async_to_sync(collect)()
    assert parse(streamed) and marker not in streamed
    # and the author sees them on the game page, escaped
    mine = _page(alice, f"/games/{game_id}/")
    assert "SECRET-PLAN &lt;b&gt;take the temple&lt;/b&gt;" in mine
    assert "<b>take the temple</b>" not in mine


def test_nothing_of_a_running_game_is_reviewable(in_play, alice, api):
    refused = api(alice).post("/api/reviews/", {"game": in_play.pk}, format="json")
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "game_not_over"


def test_after_the_game_the_author_publishes_the_notes_as_comments(alice, bob, carol, api):
    from tests.reviews.play import played, two_player_game

    game = played(two_player_game("tigris-euphrates", alice, bob), 2)
    first_seq = game.seq
    services.note_write(game=game, user=alice, text=SECRET)
    game = played(game, 2)
    services.note_write(game=game, user=alice, text="second thought")
    services.note_write(game=game, user=bob, text="bob's own")
    refused = api(alice).post(f"/api/games/{game.pk}/notes/publish", {}, format="json")
    assert refused.status_code == 409  # not before the end
    game_services.game_resign(game=game, user=bob)
    game = Game.objects.get(pk=game.pk)
    # still nobody else's after the end, until published
    assert api(carol).get(f"/api/games/{game.pk}/notes").json() == []
    assert "SECRET-PLAN" not in _page(carol, f"/games/{game.pk}/export.json")
    published = api(alice).post(f"/api/games/{game.pk}/notes/publish", {}, format="json")
    assert published.status_code == 201, published.content
    review_id = published.json()["id"]
    tree = api(carol).get(f"/api/reviews/{review_id}/").json()
    assert [(c["text"], c["author"], c["from_note"]) for c in tree["comments"]] == [
        (SECRET, "alice", True),
        ("second thought", "alice", True),
    ]
    plies = [c["ply"] for c in tree["comments"]]
    assert plies[0] == 2 and plies[1] == 4, (plies, first_seq)
    # bob's note is still his alone; alice has nothing left to publish
    assert "bob's own" not in str(tree)
    again = api(alice).post(f"/api/games/{game.pk}/notes/publish", {}, format="json")
    assert again.status_code == 400 and again.json()["error"]["code"] == "no_notes"
    assert [n["published_in"] for n in api(alice).get(f"/api/games/{game.pk}/notes").json()] == [
        review_id,
        review_id,
    ]
    assert Review.objects.get(pk=review_id).owner == alice


def test_publishing_from_the_page_is_one_click(alice, bob):
    from tests.reviews.play import played, two_player_game

    game = played(two_player_game("tigris-euphrates", alice, bob), 2)
    client = Client()
    client.force_login(alice)
    client.post(f"/games/{game.pk}/notes", {"text": "a note from the page"})
    assert "a note from the page" in client.get(f"/games/{game.pk}/").content.decode()
    game_services.game_resign(game=game, user=bob)
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert 'id="notes-publish"' in page
    answer = client.post(f"/games/{game.pk}/notes/publish", {"visibility": "unlisted"})
    review = Review.objects.get()
    assert answer.status_code == 302 and answer["Location"] == f"/reviews/{review.pk}/"
    assert review.visibility == "unlisted"
    assert "a note from the page" in client.get(answer["Location"] + "?ply=2").content.decode()
