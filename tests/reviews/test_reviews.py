"""Reviews: who reads them (public listed on the game page, unlisted by its link, private to its
authors: a 404 to anyone else, on every path), who writes in them (the owner and invited
contributors, each line with its author, filterable), comments and marks with their bounds
and escaping, forks, the stream of edits, the export and the import of a record."""

from __future__ import annotations

import json

import pytest
from django.test import Client, override_settings

from games.services.forks import game_fork
from reviews import services
from reviews.models import Review, ReviewComment, ReviewMark

pytestmark = pytest.mark.django_db

NASTY = '<script>alert("x")</script> & 사원'


def _client(user=None) -> Client:
    client = Client(raise_request_exception=False)
    if user is not None:
        client.force_login(user)
    return client


@pytest.fixture
def review(finished, alice) -> Review:
    return services.review_create(game=finished, user=alice, title="첫 복기")


def test_a_review_is_created_for_a_finished_game_and_listed_on_its_page(
    finished, alice, carol, api
):
    created = api(alice).post(
        "/api/reviews/", {"game": finished.pk, "title": "Opening ideas"}, format="json"
    )
    assert created.status_code == 201, created.content
    body = created.json()
    assert body["owner"] == "alice" and body["visibility"] == "public" and body["link_key"]
    listed = api(carol).get(f"/api/reviews/?game={finished.pk}").json()["results"]
    assert [r["title"] for r in listed] == ["Opening ideas"]
    page = _client(carol).get(f"/games/{finished.pk}/").content.decode()
    assert f'href="/reviews/{body["id"]}/"' in page and "Opening ideas" in page
    assert "link_key" not in json.dumps(api(carol).get(f"/api/reviews/{body['id']}/").json())
    mine = api(alice).get(f"/api/reviews/{body['id']}/").json()
    assert mine["link_key"] == body["link_key"]


def test_private_reviews_are_not_there_for_others_and_unlisted_need_the_link(
    review, alice, bob, carol, api
):
    services.comment_add(review=review, user=alice, ply=1, text="hidden thought")
    services.review_update(review=review, user=alice, visibility="private")
    for user in (bob, carol, None):
        assert api(user).get(f"/api/reviews/{review.pk}/").status_code == 404
        assert _client(user).get(f"/reviews/{review.pk}/").status_code == 404
        assert (
            "hidden thought" not in _client(user).get(f"/games/{review.game_id}/").content.decode()
        )
        assert (
            "hidden thought"
            not in _client(user).get(f"/games/{review.game_id}/export.json").content.decode()
        )
        assert review.pk not in [r["id"] for r in api(user).get("/api/reviews/").json()["results"]]
    assert api(alice).get(f"/api/reviews/{review.pk}/").status_code == 200
    assert (
        "hidden thought"
        in _client(alice).get(f"/games/{review.game_id}/export.json").content.decode()
    )
    services.review_update(review=review, user=alice, visibility="unlisted")
    assert api(carol).get(f"/api/reviews/{review.pk}/").status_code == 404
    assert api(carol).get(f"/api/reviews/{review.pk}/?key=wrong").status_code == 404
    by_link = api(carol).get(f"/api/reviews/{review.pk}/?key={review.link_key}")
    assert by_link.status_code == 200 and by_link.json()["comments"][0]["text"] == "hidden thought"
    page = _client(carol).get(f"/reviews/{review.pk}/?ply=1&key={review.link_key}")
    assert page.status_code == 200 and "hidden thought" in page.content.decode()
    assert review.pk not in [r["id"] for r in api(carol).get("/api/reviews/").json()["results"]]


def test_owner_and_contributors_write_and_every_line_names_its_author(
    review, alice, bob, carol, api
):
    assert (
        api(bob)
        .post(f"/api/reviews/{review.pk}/comments", {"ply": 1, "text": "bob here"}, format="json")
        .status_code
        == 403
    )
    invited = api(alice).post(
        f"/api/reviews/{review.pk}/contributors", {"username": "bob"}, format="json"
    )
    assert invited.status_code == 201 and invited.json()["contributors"] == ["bob"]
    assert (
        api(bob)
        .post(f"/api/reviews/{review.pk}/contributors", {"username": "carol"}, format="json")
        .status_code
        == 403
    )  # only the owner invites
    for user, text in ((alice, "alice's view"), (bob, "bob's view")):
        answer = api(user).post(
            f"/api/reviews/{review.pk}/comments", {"ply": 2, "text": text}, format="json"
        )
        assert answer.status_code == 201 and answer.json()["author"] == user.username
    tree = api(carol).get(f"/api/reviews/{review.pk}/").json()
    assert [(c["author"], c["text"]) for c in tree["comments"]] == [
        ("alice", "alice's view"),
        ("bob", "bob's view"),
    ]
    only_bob = api(carol).get(f"/api/reviews/{review.pk}/?author=bob").json()
    assert [c["text"] for c in only_bob["comments"]] == ["bob's view"]
    page = _client(carol).get(f"/reviews/{review.pk}/?ply=2&author=bob").content.decode()
    assert "bob&#x27;s view" in page and "alice&#x27;s view" not in page
    assert (
        api(carol)
        .post(f"/api/reviews/{review.pk}/comments", {"ply": 2, "text": "me too"}, format="json")
        .status_code
        == 403
    )
    removed = api(alice).delete(f"/api/reviews/{review.pk}/contributors/bob")
    assert removed.status_code == 204
    assert (
        api(bob)
        .post(f"/api/reviews/{review.pk}/comments", {"ply": 2, "text": "again"}, format="json")
        .status_code
        == 403
    )


@pytest.mark.parametrize(
    "body",
    [
        {"ply": 1, "text": "x" * 2001},
        {"ply": 1, "text": ""},
        {"ply": 1, "text": "a\x00b"},
        {"ply": 10**6, "text": "far"},
        {"node": 999999, "text": "nowhere"},
        {"ply": "1", "text": "x"},
        {"ply": 1, "text": 5},
        {"text": "no place"},
    ],
)
def test_bad_comments_are_refused(review, alice, api, body):
    answer = api(alice).post(f"/api/reviews/{review.pk}/comments", body, format="json")
    assert 400 <= answer.status_code < 500, answer.content
    assert not ReviewComment.objects.exists()


def test_text_is_escaped_on_the_pages_and_kept_as_data_in_the_export(review, alice, carol):
    services.comment_add(review=review, user=alice, ply=1, text=NASTY)
    page = _client(carol).get(f"/reviews/{review.pk}/?ply=1").content.decode()
    assert "<script>alert" not in page and "&lt;script&gt;alert" in page
    export = _client(carol).get(f"/games/{review.game_id}/export.json")
    record = json.loads(export.content)
    assert record["reviews"][0]["comments"][0]["text"] == NASTY


def test_marks_ring_and_arrow_are_drawn_in_the_boards_svg(review, alice, api):
    ring = api(alice).post(
        f"/api/reviews/{review.pk}/marks",
        {"ply": 1, "kind": "ring", "place": "40,50"},
        format="json",
    )
    assert ring.status_code == 201, ring.content
    arrow = api(alice).post(
        f"/api/reviews/{review.pk}/marks",
        {"ply": 1, "kind": "arrow", "place": "40,50", "to_place": "120.5,80"},
        format="json",
    )
    assert arrow.status_code == 201 and arrow.json()["to_place"] == "120.5,80"
    page = _client(alice).get(f"/reviews/{review.pk}/?ply=1").content.decode()
    board = page[page.index("review-board") :]
    svg = board[board.index("<svg") : board.index("comments-title")]
    assert 'class="review-ring" cx="40" cy="50"' in svg
    assert 'class="review-arrow" x1="40" y1="50" x2="120.5" y2="80"' in svg
    for bad in (
        {"ply": 1, "kind": "ring", "place": "x"},
        {"ply": 1, "kind": "circle", "place": "1,1"},
        {"ply": 1, "kind": "arrow", "place": "1,1"},
        {"ply": 1, "kind": "ring", "place": "1,1,1"},
        {"ply": 1, "kind": "ring", "place": "999999,1"},
    ):
        answer = api(alice).post(f"/api/reviews/{review.pk}/marks", bad, format="json")
        assert answer.status_code == 400, (bad, answer.content)
    # the page refuses a point outside the board's drawing
    client = _client(alice)
    client.post(f"/reviews/{review.pk}/mark", {"ply": 1, "kind": "ring", "place": "99999,5"})
    assert ReviewMark.objects.count() == 2


def test_a_review_is_forked_into_a_private_copy(review, alice, carol, api):
    services.comment_add(review=review, user=alice, ply=1, text="original")
    forked = api(carol).post(f"/api/reviews/{review.pk}/fork")
    assert forked.status_code == 201, forked.content
    copy = api(carol).get(f"/api/reviews/{forked.json()['id']}/").json()
    assert copy["owner"] == "carol" and copy["visibility"] == "private"
    assert copy["forked_from"] == review.pk
    assert [(c["author"], c["text"]) for c in copy["comments"]] == [("alice", "original")]
    assert (
        api(carol)
        .post(f"/api/reviews/{copy['id']}/comments", {"ply": 1, "text": "mine now"}, format="json")
        .status_code
        == 201
    )
    services.review_update(review=review, user=alice, visibility="private")
    assert api(carol).post(f"/api/reviews/{review.pk}/fork").status_code == 404


def test_a_fork_in_play_is_reviewable_and_shows_what_the_fork_allows(
    finished, alice, bob, carol, api
):
    fork = game_fork(game=finished, user=carol, at=3, seat=0)
    assert fork.status == "active"
    review = api(carol).post("/api/reviews/", {"game": fork.pk}, format="json")
    assert review.status_code == 201, review.content
    tree = api(carol).get(f"/api/reviews/{review.json()['id']}/").json()
    assert tree["game_id"] == fork.pk
    page = _client(carol).get(f"/reviews/{review.json()['id']}/")
    assert page.status_code == 200
    assert "This fork is still being played" in page.content.decode()
    # a variation's draws stay out of the API while the fork is played
    from reviews.positions import last_ply, line_position

    made = Review.objects.get(pk=review.json()["id"])
    position = line_position(fork, last_ply(fork))
    seat = position.to_act[0]
    services.variation_add(
        review=made,
        user=carol,
        ply=last_ply(fork),
        move=position.engine.legal_moves(position.state, seat)[0],
        seat=seat,
    )
    [node] = api(carol).get(f"/api/reviews/{made.pk}/").json()["nodes"]
    assert node["events"] is None
    # the page lists moves only for the reader's own seat of the fork
    listed = 'id="variation-move"' in _client(carol).get(f"/reviews/{made.pk}/").content.decode()
    assert listed == (seat == 0)


@override_settings(STREAM_POLL_SECONDS=60)
def test_the_stream_tells_readers_of_each_edit(
    review, alice, carol, django_capture_on_commit_callbacks
):
    from reviews.stream import review_frames
    from tests.games.test_streams import read

    def comment():
        with django_capture_on_commit_callbacks(execute=True):  # the bus wakes the stream
            services.comment_add(
                review=Review.objects.get(pk=review.pk), user=alice, ply=1, text="hi"
            )

    events = read(
        review_frames(review.pk, carol, None),
        until=lambda events: len(events) >= 2,
        meanwhile=comment,
    )
    assert [e["event"] for e in events] == ["review", "review"]
    assert events[1]["data"]["version"] > events[0]["data"]["version"]
    services.review_update(
        review=Review.objects.get(pk=review.pk), user=alice, visibility="private"
    )
    ended = read(review_frames(review.pk, carol, None, live=False), until=bool)
    assert ended[0]["event"] == "error"


def test_an_exported_record_brings_its_reviews_back_on_import(review, alice, carol):
    services.comment_add(review=review, user=alice, ply=2, text="look here")
    client = _client(carol)
    record = client.get(f"/games/{review.game_id}/export.json").content
    answer = client.post("/review/import", {"text": record.decode()})
    assert answer.status_code == 302, answer.content[:500]
    page = client.get(answer["Location"] + "?ply=2").content.decode()
    assert "Reviews in this record" in page and "look here" in page
    broken = json.loads(record)
    broken["reviews"][0]["comments"][0]["text"] = ["not text"]
    answer = client.post("/review/import", {"text": json.dumps(broken)})
    page = client.get(answer["Location"] + "?ply=2").content.decode()
    assert "The record&#x27;s reviews could not be read." in page


def test_the_review_page_in_korean_has_no_english_left(review, alice, bob):
    from tests.web.test_korean_pages import KOREAN, english_left

    services.contributor_add(review=review, user=alice, contributor=bob)
    services.comment_add(review=review, user=bob, ply=2, text="좋은 수")
    services.mark_add(review=review, user=alice, ply=2, kind="ring", place="30,30")
    services.mark_add(
        review=review, user=alice, ply=2, kind="arrow", place="30,30", to_place="60,60"
    )
    client = _client(alice)
    pages = {
        "review": client.get(f"/reviews/{review.pk}/?ply=2", **KOREAN).content.decode(),
        "game": client.get(f"/games/{review.game_id}/", **KOREAN).content.decode(),
    }
    left = {
        word: where
        for word, where in english_left(pages).items()
        if word not in {"Tigris", "Euphrates"}  # the engine's title in a test-made game
    }
    assert left == {}


def test_an_invited_contributor_is_told_with_a_link_to_the_review(review, alice, bob, api):
    from notifications.models import Notification

    services.review_update(review=review, user=alice, title="<i>Where</i> it turned")
    services.contributor_add(review=review, user=alice, contributor=bob)
    services.contributor_add(review=review, user=alice, contributor=bob)  # told once
    notes = list(Notification.objects.filter(user=bob, kind="review_contributor_added"))
    assert len(notes) == 1
    feed = api(bob).get("/api/notifications").json()
    texts = [row.get("text", "") for row in feed.get("results", feed)]
    assert any("alice invited you to write in the review" in text for text in texts), texts
    opened = _client(bob).get(f"/notifications/{notes[0].pk}/")
    assert opened.status_code == 302 and opened["Location"] == f"/reviews/{review.pk}/"
    page = _client(bob).get("/notifications/").content.decode()
    assert "<i>Where</i>" not in page and "&lt;i&gt;Where&lt;/i&gt;" in page


def _exported_with_a_review(review, alice, reader) -> dict:
    from reviews.positions import line_position

    position = line_position(review.game, 1)
    seat = position.to_act[0]
    node = services.variation_add(
        review=review,
        user=alice,
        ply=1,
        move=position.engine.legal_moves(position.state, seat)[-1],
        seat=seat,
    )
    services.comment_add(review=review, user=alice, node=node.pk, text="on the variation")
    services.comment_add(review=review, user=alice, ply=2, text="on the line")
    services.mark_add(review=review, user=alice, ply=2, kind="ring", place="10,10")
    return json.loads(_client(reader).get(f"/games/{review.game_id}/export.json").content)


def test_a_records_reviews_are_kept_as_private_reviews_of_the_importer(review, alice, carol, api):
    record = _exported_with_a_review(review, alice, carol)
    kept = api(carol).post("/api/reviews/import", {"record": record}, format="json")
    assert kept.status_code == 201, kept.content
    [copy] = kept.json()
    assert copy["owner"] == "carol" and copy["visibility"] == "private"
    tree = api(carol).get(f"/api/reviews/{copy['id']}/").json()
    original = api(carol).get(f"/api/reviews/{review.pk}/").json()
    assert [n["events"] for n in tree["nodes"]] == [n["events"] for n in original["nodes"]]
    assert [(c["author"], c["credited"], c["text"]) for c in tree["comments"]] == [
        ("carol", "alice", "on the variation"),
        ("carol", "alice", "on the line"),
    ]
    assert tree["comments"][0]["node"] == tree["nodes"][0]["id"]
    assert [(m["place"], m["credited"]) for m in tree["marks"]] == [("10,10", "alice")]
    page = _client(carol).get(f"/reviews/{copy['id']}/?ply=2").content.decode()
    assert "(imported by carol)" in page


def test_a_tampered_record_or_another_games_brings_no_reviews(review, alice, carol, api, in_play):
    record = _exported_with_a_review(review, alice, carol)
    before = Review.objects.count()
    tampered = json.loads(json.dumps(record))
    tampered["reviews"][0]["nodes"][0]["move"] = {"type": "no_such_move"}
    refused = api(carol).post("/api/reviews/import", {"record": tampered}, format="json")
    assert refused.status_code == 400
    other = {**record, "head_hash": "0" * 64}
    assert (
        api(carol).post("/api/reviews/import", {"record": other}, format="json").status_code == 400
    )
    for bad in ({"record": []}, {"record": {"game_id": 10**30}}, {"record": {"game_id": "1"}}, {}):
        answer = api(carol).post("/api/reviews/import", bad, format="json")
        assert 400 <= answer.status_code < 500, (bad, answer.content)
    assert Review.objects.count() == before


def test_the_imported_records_page_keeps_its_reviews_in_one_click(review, alice, carol):
    record = _exported_with_a_review(review, alice, carol)
    client = _client(carol)
    answer = client.post("/review/import", {"text": json.dumps(record)})
    page = client.get(answer["Location"]).content.decode()
    assert 'id="reviews-import"' in page
    key = answer["Location"].rstrip("/").rsplit("/", 1)[-1]
    kept = client.post(f"/review/{key}/reviews-import")
    copy = Review.objects.filter(owner=carol).get()
    assert kept.status_code == 302 and kept["Location"] == f"/reviews/{copy.pk}/"
