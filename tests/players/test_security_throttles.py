"""Password guessing is throttled on the pages as on the API, per address and per account; the
client address comes from X-Forwarded-For only when the operator set how many proxies there
are; API tokens can be revoked and retire with a new password."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client, RequestFactory
from rest_framework.authtoken.models import Token
from rest_framework.throttling import ScopedRateThrottle

from players.throttles import client_address
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

PASSWORD = "the right password"


@pytest.fixture
def tight_rates(monkeypatch):
    rates = {"auth": "3/min", "auth_account": "3/hour", "signup": "2/hour", "moves": "9/min"}
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", rates)


@pytest.fixture
def dana(db):
    user = UserFactory(username="dana")
    user.set_password(PASSWORD)
    user.save()
    return user


def _sign_in(password: str, address: str = "198.51.100.7", **headers):
    return Client(REMOTE_ADDR=address, **headers).post(
        "/login/", {"username": "dana", "password": password}
    )


# Finding 3: the sign-in and sign-up pages are throttled, with a clear message.


def test_the_sign_in_page_is_throttled_per_address(tight_rates, dana):
    answers = [_sign_in("wrong") for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 200]  # the form again, with its error
    refused = _sign_in(PASSWORD)  # even the right password, from this address, for a while
    assert refused.status_code == 429 and refused.has_header("Retry-After")
    assert "Too many attempts. Try again in" in refused.content.decode()
    assert "_auth_user_id" not in refused.wsgi_request.session


def test_wrong_passwords_lock_the_account_from_every_address(tight_rates, dana, api):
    for n in range(3):  # a new address each time: the per-address counter never fills
        assert _sign_in("wrong", address=f"203.0.113.{n}").status_code == 200
    assert _sign_in(PASSWORD, address="203.0.113.50").status_code == 429
    by_api = api().post(
        "/api/auth/token",
        {"username": "DANA", "password": PASSWORD},
        format="json",
        REMOTE_ADDR="203.0.113.51",
    )
    assert by_api.status_code == 429 and by_api.json()["error"]["code"] == "throttled"
    assert by_api.json()["error"]["details"]["retry_after"] > 0
    assert by_api.has_header("Retry-After")


def test_a_right_password_below_the_limit_signs_in(tight_rates, dana):
    assert _sign_in("wrong").status_code == 200
    signed_in = _sign_in(PASSWORD, address="198.51.100.8")
    assert signed_in.status_code == 302


def test_the_sign_up_page_is_throttled_per_address(tight_rates):
    def sign_up(name: str):
        return Client(REMOTE_ADDR="198.51.100.9").post(
            "/signup/",
            {"username": name, "password1": "a long password 1", "password2": "a long password 1"},
        )

    assert [sign_up(f"newcomer{n}").status_code for n in range(2)] == [302, 302]
    refused = sign_up("newcomer9")
    assert refused.status_code == 429 and "Too many attempts" in refused.content.decode()
    assert not get_user_model().objects.filter(username="newcomer9").exists()


def test_api_sign_ups_are_counted_per_address_too(tight_rates, api):
    def register(name: str):
        body = {"username": name, "password": "a long password"}
        return api().post("/api/auth/register", body, format="json", REMOTE_ADDR="198.51.100.10")

    assert [register(f"joiner{n}").status_code for n in range(3)] == [201, 201, 429]


def test_the_throttled_sign_in_page_is_in_korean(tight_rates, dana):
    for _ in range(3):
        _sign_in("wrong", HTTP_ACCEPT_LANGUAGE="ko")
    refused = _sign_in("wrong", HTTP_ACCEPT_LANGUAGE="ko")
    assert refused.status_code == 429 and "시도가 너무 많습니다" in refused.content.decode()


def test_the_admin_sign_in_is_throttled_too(tight_rates, dana):
    def sign_in(password: str):
        return Client(REMOTE_ADDR="198.51.100.11").post(
            "/admin/login/", {"username": "dana", "password": password}
        )

    assert [sign_in("wrong").status_code for _ in range(3)] == [200, 200, 200]
    refused = sign_in(PASSWORD)
    assert refused.status_code == 429 and "Too many attempts" in refused.content.decode()


# Finding 4: X-Forwarded-For counts only behind the proxies the operator declared.


def test_a_forged_forwarded_for_does_not_escape_the_api_throttle(tight_rates, api, dana):
    codes = [
        api()
        .post(
            "/api/auth/token",
            {"username": f"nobody{n}", "password": "wrong"},
            format="json",
            HTTP_X_FORWARDED_FOR=f"192.0.2.{n}",
        )
        .status_code
        for n in range(4)
    ]
    assert codes == [401, 401, 401, 429]


@pytest.mark.parametrize(
    ("proxies", "forwarded", "expected"),
    [
        (0, "192.0.2.1", "10.0.0.5"),  # no proxy declared: the header is the client's own words
        (1, "192.0.2.1", "192.0.2.1"),
        (1, "6.6.6.6, 192.0.2.1", "192.0.2.1"),  # the client wrote the first hop itself
        (2, "6.6.6.6, 192.0.2.1, 10.0.0.9", "192.0.2.1"),
        (3, "192.0.2.1", "192.0.2.1"),  # fewer hops than proxies: the leftmost
        (1, "", "10.0.0.5"),
    ],
)
def test_the_client_address(settings, proxies, forwarded, expected):
    settings.NUM_PROXIES = proxies
    request = RequestFactory().get("/", REMOTE_ADDR="10.0.0.5", HTTP_X_FORWARDED_FOR=forwarded)
    assert client_address(request) == expected


def test_behind_a_declared_proxy_each_client_has_its_own_counter(tight_rates, api, settings):
    settings.NUM_PROXIES = 1
    codes = [
        api()
        .post(
            "/api/auth/token",
            {"username": f"nobody{n}", "password": "wrong"},
            format="json",
            HTTP_X_FORWARDED_FOR=f"6.6.6.{n}, 192.0.2.{n % 2}",  # the proxy appends the client
        )
        .status_code
        for n in range(7)
    ]
    assert codes == [401] * 6 + [429]


# Finding 17: tokens can be revoked and rotate with a new password.


def test_a_token_can_be_revoked_and_a_new_one_issued(api, dana):
    old = Token.objects.create(user=dana)
    assert api(dana).delete("/api/auth/token").status_code == 204
    assert not Token.objects.filter(key=old.key).exists()
    client = api()
    client.credentials(HTTP_AUTHORIZATION=f"Token {old.key}")
    assert client.get("/api/me").status_code == 401
    fresh = api().post("/api/auth/token", {"username": "dana", "password": PASSWORD}).json()
    assert fresh["token"] != old.key
    assert api().delete("/api/auth/token").status_code == 401


def test_a_new_password_retires_the_token(api, dana):
    old = Token.objects.create(user=dana)
    dana.set_password("another long password")
    dana.save()
    assert not Token.objects.filter(key=old.key).exists()
    dana.first_name = "Dana"
    dana.save()  # other changes keep the token
    again = Token.objects.create(user=dana)
    dana.save()
    assert Token.objects.filter(key=again.key).exists()


def test_signing_out_of_the_pages_keeps_the_api_token(api, dana):
    token = Token.objects.create(user=dana)
    page = Client()
    page.force_login(dana)
    page.post("/logout/")
    assert Token.objects.filter(key=token.key).exists()
