"""The registry of notification kinds: each app registers its own kinds and sentences at ready
time; notifications knows none of them by name, and refuses a kind nobody registered."""

from __future__ import annotations

import pytest
from django.utils import translation

from notifications import kinds
from notifications.kinds import notification_text
from notifications.services import notification_send

REGISTERED_BY = {
    "your_turn": "notifications.game_kinds",
    "game_started": "notifications.game_kinds",
    "game_finished": "notifications.game_kinds",
    "reminder": "notifications.game_kinds",
    "timeout": "notifications.game_kinds",
    "conditional_dropped": "notifications.game_kinds",
    "tournament_round_paired": "tournaments.notification_kinds",
    "challenge_received": "ladders.notification_kinds",
    "invitation_received": "social.notification_kinds",
    "followed_game_finished": "social.notification_kinds",
    "followed_event_finished": "social.notification_kinds",
    "rematch_offered": "social.notification_kinds",
    "takeback_asked": "notifications.takeback_notices",
    "review_contributor_added": "reviews.notification_kinds",
    "club_announcement": "clubs.notification_kinds",
    "club_invitation": "clubs.notification_kinds",
    "club_request_accepted": "clubs.notification_kinds",
    "league_season_started": "leagues.notification_kinds",
    "league_game_adjudicated": "leagues.notification_kinds",
    "desk_claim_received": "desk.notification_kinds",
    "desk_claim_answered": "desk.notification_kinds",
}


def test_each_app_registered_its_kinds_with_its_own_sentences():
    assert set(kinds.sentences) == set(REGISTERED_BY)
    for kind, module in REGISTERED_BY.items():
        assert kinds.sentences[kind].__module__ == module, kind


@pytest.mark.parametrize(
    "kind, payload, english",
    [
        ("your_turn", {"game_id": 12}, "Your turn in game 12"),
        ("timeout", {"game_id": 3}, "Game 3: a player ran out of time"),
        ("your_turn", {}, "Notification: your turn"),
        ("your_turn", "not a payload", "Notification: your turn"),
        (
            "tournament_round_paired",
            {"name": "Autumn cup", "round": 2, "table": 3},
            "Autumn cup: round 2 is paired — you play at table 3.",
        ),
        (
            "tournament_round_paired",
            {"round": 4, "bye": True},
            "your tournament: round 4 is paired — you have a bye.",
        ),
        (
            "challenge_received",
            {"challenger": "ann", "ladder_name": "Spring"},
            "ann challenged you on Spring.",
        ),
        ("challenge_received", {"from": "bob"}, "bob challenged you."),
        ("invitation_received", {"by": "alice", "game_id": 7}, "alice invited you to game 7"),
        ("birthday_party", {}, "Notification: birthday party"),
        (
            "conditional_dropped",
            {
                "game_id": 5,
                "engine": "middle-earth-duel",
                "move": {"type": "take_card", "slot": 3},
                "code": "not_your_turn",
                "message": "It is not your turn.",
            },
            "Duel for Middle-earth, game 5: your conditional move Take card: slot 3 could not "
            "be played: It is not your turn.",
        ),
        ("conditional_dropped", {}, "Notification: conditional dropped"),
    ],
)
def test_a_notification_in_a_sentence(kind, payload, english):
    with translation.override("en"):
        assert notification_text(kind, payload) == english


@pytest.mark.django_db
def test_a_kind_another_app_registers_is_sent_and_worded(alice, api, monkeypatch):
    with pytest.raises(ValueError):
        notification_send(user=alice, kind="puzzle_solved", payload={"puzzle": 9})
    monkeypatch.setitem(kinds.sentences, "puzzle_solved", lambda p: f"Puzzle {p['puzzle']} solved")
    notification_send(user=alice, kind="puzzle_solved", payload={"puzzle": 9})
    [note] = api(alice).get("/api/notifications").json()["results"]
    assert (note["kind"], note["text"]) == ("puzzle_solved", "Puzzle 9 solved")
