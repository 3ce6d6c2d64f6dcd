"""Webhooks reach only global addresses: refused at registration (shared 100.64.0.0/10,
metadata, documentation, multicast, IPv4 written as IPv6 included) and at delivery, where the
name is resolved once, checked, and those very addresses are connected to."""

from __future__ import annotations

import socket

import pytest

from errors import PlatformError
from notifications.models import Webhook, WebhookDelivery
from notifications.services import notification_deliver, notification_send, webhook_register
from notifications.services.webhooks import webhook_delivery_attempt

pytestmark = pytest.mark.django_db


@pytest.fixture
def no_private_hosts(settings):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = False


@pytest.mark.parametrize(
    "url",
    [
        "http://100.64.0.1/",  # shared address space (carrier-grade NAT, cloud metadata)
        "http://169.254.169.254/latest/meta-data/",
        "http://192.0.2.10/",  # documentation
        "http://0.0.0.0:8000/",
        "http://224.0.0.1/",  # multicast
        "http://[::ffff:127.0.0.1]/",
        "http://[::ffff:100.64.0.1]/",
        "http://[fd00::1]/",
        "http://[64:ff9b:1::a00:1]/",  # local-use NAT64
        "http://[64:ff9b::a00:1]/",  # NAT64 of 10.0.0.1
        "http://[2002:a00:1::1]/",  # 6to4 of 10.0.0.1
    ],
)
def test_registration_refuses_every_non_global_address(no_private_hosts, alice, url):
    with pytest.raises(PlatformError) as refused:
        webhook_register(user=alice, url=url)
    assert refused.value.code == "bad_webhook_url"
    assert not Webhook.objects.exists()


class FakeNetwork:
    """getaddrinfo answers from a script; connections are recorded, never made."""

    def __init__(self, monkeypatch, *answers: str):
        self.answers = list(answers)
        self.connected: list[tuple] = []
        monkeypatch.setattr(socket, "getaddrinfo", self.getaddrinfo)
        monkeypatch.setattr(socket, "create_connection", self.create_connection)

    def getaddrinfo(self, host, port, *args, **kwargs):
        address = self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port or 0))]

    def create_connection(self, address, *args, **kwargs):
        self.connected.append(address)
        raise OSError("no network in tests")


def _deliver(user) -> WebhookDelivery:
    note = notification_send(user=user, kind="timeout", payload={"game_id": 1})
    [delivery_id] = notification_deliver(notification_id=note.pk)
    assert webhook_delivery_attempt(delivery_id=delivery_id) is False
    return WebhookDelivery.objects.get(pk=delivery_id)


def test_a_name_that_resolves_to_a_private_address_at_delivery_is_not_reached(
    no_private_hosts, monkeypatch, alice
):
    network = FakeNetwork(monkeypatch, "93.184.216.34", "100.64.0.1")
    webhook_register(user=alice, url="http://hooks.example.com/in")  # public when registered
    delivery = _deliver(alice)  # private when delivered
    assert network.connected == []
    assert "non-global" in delivery.last_error


def test_a_global_address_is_connected_to_as_checked(no_private_hosts, monkeypatch, alice):
    network = FakeNetwork(monkeypatch, "93.184.216.34")
    webhook_register(user=alice, url="http://hooks.example.com:8080/in")
    delivery = _deliver(alice)
    assert network.connected == [("93.184.216.34", 8080)]  # the address checked, not the name
    assert "no network in tests" in delivery.last_error
