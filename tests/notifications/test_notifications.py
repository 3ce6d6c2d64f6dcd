"""Notifications: the feed and its API, email (each or a daily digest), signed webhooks."""

from __future__ import annotations

import hashlib
import hmac
import json
import threading
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from django.core import mail
from django.utils import timezone

from errors import PlatformError
from games import services
from games.models import Seat
from notifications.models import Notification, Webhook, WebhookDelivery
from notifications.services import (
    digests_send,
    notification_deliver,
    notification_send,
    webhook_delivery_attempt,
    webhook_register,
    webhook_retry_countdown,
)
from players.models import EmailMode, PlayerProfile

pytestmark = pytest.mark.django_db


class Receiver:
    """A webhook endpoint on 127.0.0.1 that records what it is sent and answers `status`."""

    def __init__(self, status: int = 204):
        self.status = status
        self.received: list[tuple[dict, bytes]] = []
        self.arrived = threading.Event()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append((dict(self.headers), body))
                self.send_response(receiver.status)
                self.end_headers()
                receiver.arrived.set()

            def log_message(self, *args):
                pass

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver():
    server = Receiver()
    yield server
    server.close()


def test_a_game_notifies_start_turns_and_finish(secret_nim, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 3}
    )
    Seat.objects.filter(game=game).update(last_seen_at=None)  # alice has left the table
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 3}, expected_seq=game.seq
    )
    kinds = list(
        Notification.objects.filter(user=alice).order_by("id").values_list("kind", flat=True)
    )
    assert kinds == ["game_started", "your_turn", "game_finished"]
    kinds = list(
        Notification.objects.filter(user=bob).order_by("id").values_list("kind", flat=True)
    )
    assert kinds == ["game_finished"]  # bob was at the table when it started (he joined)
    finished = Notification.objects.get(user=alice, kind="game_finished")
    assert finished.payload["rank"] == 1 and finished.payload["game_id"] == game.pk


def test_notification_send_refuses_unknown_kinds_and_skips_no_user(alice):
    with pytest.raises(ValueError):
        notification_send(user=alice, kind="birthday", payload={})
    assert notification_send(user=None, kind="your_turn", payload={}) is None
    note = notification_send(user=alice, kind="challenge_received", payload={"from": "bob"})
    assert note.kind == "challenge_received"


def test_feed_api_lists_and_marks_read(api, alice, bob):
    for kind in ("challenge_received", "tournament_round_paired", "reminder"):
        notification_send(user=alice, kind=kind, payload={"game_id": 7})
    notification_send(user=bob, kind="reminder", payload={"game_id": 8})
    client = api(alice)
    listed = client.get("/api/notifications").json()
    assert listed["count"] == 3
    assert next(n["kind"] for n in listed["results"]) == "reminder"
    assert listed["results"][0]["text"] == "Game 7: your time runs out soon"
    first = listed["results"][0]["id"]
    assert client.post("/api/notifications/read", {"ids": [first]}, format="json").json() == {
        "marked": 1
    }
    assert client.get("/api/notifications?unread=true").json()["count"] == 2
    assert client.post("/api/notifications/read", {"all": True}, format="json").json() == {
        "marked": 2
    }
    assert api(None).get("/api/notifications").status_code == 401
    bob_note = Notification.objects.get(user=bob)
    client.post("/api/notifications/read", {"ids": [bob_note.pk]}, format="json")
    bob_note.refresh_from_db()
    assert bob_note.read_at is None


def test_webhook_api_shows_the_secret_once_and_deletes(api, alice, bob):
    client = api(alice)
    created = client.post("/api/webhooks", {"url": "https://example.org/hook"}, format="json")
    assert created.status_code == 201 and len(created.json()["secret"]) == 64
    listed = client.get("/api/webhooks").json()
    assert listed == [
        {
            "id": created.json()["id"],
            "url": "https://example.org/hook",
            "created_at": listed[0]["created_at"],
        }
    ]
    refused = client.post("/api/webhooks", {"url": "ftp://example.org/x"}, format="json")
    assert refused.status_code == 400
    assert api(bob).delete(f"/api/webhooks/{created.json()['id']}").status_code == 404
    assert client.delete(f"/api/webhooks/{created.json()['id']}").status_code == 204
    assert client.get("/api/webhooks").json() == []


def test_a_webhook_post_is_signed_with_hmac_sha256_of_the_body(alice, receiver):
    webhook = webhook_register(user=alice, url=receiver.url)
    note = notification_send(user=alice, kind="your_turn", payload={"game_id": 3, "seat": 0})
    [delivery_id] = notification_deliver(notification_id=note.pk)
    assert webhook_delivery_attempt(delivery_id=delivery_id) is True
    [(headers, body)] = receiver.received
    expected = "sha256=" + hmac.new(webhook.secret.encode(), body, hashlib.sha256).hexdigest()
    assert headers["X-Platform-Signature"] == expected
    assert headers["X-Platform-Event"] == "your_turn"
    document = json.loads(body)
    assert document["kind"] == "your_turn" and document["payload"] == {"game_id": 3, "seat": 0}
    assert notification_deliver(notification_id=note.pk) == []  # delivered: not again
    assert webhook_delivery_attempt(delivery_id=delivery_id) is True
    assert len(receiver.received) == 1


def test_a_failing_webhook_is_retried_with_backoff(alice, settings):
    failing = Receiver(status=500)
    try:
        webhook_register(user=alice, url=failing.url)
        note = notification_send(user=alice, kind="timeout", payload={"game_id": 1})
        [delivery_id] = notification_deliver(notification_id=note.pk)
        assert webhook_delivery_attempt(delivery_id=delivery_id) is False
        delivery = WebhookDelivery.objects.get(pk=delivery_id)
        assert (delivery.attempts, delivery.last_status, delivery.delivered_at) == (1, 500, None)
    finally:
        failing.close()
    settings.WEBHOOK_RETRY_BASE_SECONDS = 30
    assert [webhook_retry_countdown(n) for n in range(3)] == [30, 60, 120]
    assert webhook_retry_countdown(20) == 3600


def test_an_unreachable_webhook_records_the_error(alice):
    Webhook.objects.create(user=alice, url="http://127.0.0.1:9/nothing", secret="s")
    note = notification_send(user=alice, kind="timeout", payload={})
    [delivery_id] = notification_deliver(notification_id=note.pk)
    assert webhook_delivery_attempt(delivery_id=delivery_id) is False
    assert WebhookDelivery.objects.get(pk=delivery_id).last_error


def test_email_each_or_a_daily_digest(alice, bob, api):
    alice.email, bob.email = "alice@example.org", "bob@example.org"
    alice.save(), bob.save()
    note = notification_send(user=alice, kind="your_turn", payload={"game_id": 5})
    notification_deliver(notification_id=note.pk)
    assert [m.subject for m in mail.outbox] == ["Your turn in game 5"]
    assert (
        api(bob).patch("/api/me", {"email_mode": "digest"}, format="json").json()["email_mode"]
        == "digest"
    )
    for game_id in (1, 2):
        note = notification_send(user=bob, kind="your_turn", payload={"game_id": game_id})
        notification_deliver(notification_id=note.pk)
    assert len(mail.outbox) == 1  # no email each for bob
    assert digests_send() == 1
    assert mail.outbox[-1].subject == "Your games: 2 updates today"
    assert "Your turn in game 2" in mail.outbox[-1].body
    assert digests_send() == 0  # once a day
    assert digests_send(now=timezone.now() + timedelta(days=1, minutes=1)) == 0  # nothing new
    assert PlayerProfile.objects.get(user=bob).email_mode == EmailMode.DIGEST


def test_private_webhook_hosts_are_refused_unless_allowed(alice, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = False
    for url in ("http://127.0.0.1:8000/x", "http://10.1.2.3/x", "http://[::1]/x"):
        with pytest.raises(PlatformError) as refused:
            webhook_register(user=alice, url=url)
        assert refused.value.code == "bad_webhook_url"
    hook = Webhook.objects.create(user=alice, url="http://127.0.0.1:9/x", secret="s")
    note = notification_send(user=alice, kind="timeout", payload={})
    [delivery_id] = notification_deliver(notification_id=note.pk)
    assert webhook_delivery_attempt(delivery_id=delivery_id) is False
    assert "private" in WebhookDelivery.objects.get(pk=delivery_id).last_error
    assert hook.active


def test_emails_digests_and_webhook_texts_follow_the_players_language(api, alice, bob, settings):
    """The profile's language (set through the API or the footer's switch) writes the emails;
    the feed keeps following the page's language."""
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    alice.email, bob.email = "alice@example.org", "bob@example.org"
    alice.save(), bob.save()
    changed = api(alice).patch("/api/me", {"language": "ko"}, format="json")
    assert changed.status_code == 200 and changed.json()["language"] == "ko"
    assert changed.json()["email_mode"] == "each"  # a partial change leaves the rest
    refused = api(alice).patch("/api/me", {"language": "fr"}, format="json")
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "invalid"

    for user in (alice, bob):
        note = notification_send(user=user, kind="your_turn", payload={"game_id": 9})
        notification_deliver(notification_id=note.pk)
    subjects = {message.to[0]: message.subject for message in mail.outbox}
    assert subjects == {
        "alice@example.org": "9번 게임에서 당신의 차례입니다",
        "bob@example.org": "Your turn in game 9",
    }
    api(alice).patch("/api/me", {"email_mode": "digest"}, format="json")
    assert digests_send() == 1
    assert mail.outbox[-1].subject == "나의 게임: 오늘 소식 1건"
    assert "- 9번 게임에서 당신의 차례입니다" in mail.outbox[-1].body
