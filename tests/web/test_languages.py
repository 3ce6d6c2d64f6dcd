"""English and Korean: the browser's language by default, the footer switch, Korean labels on the
lobby and a Tigris & Euphrates page (the seeds' names: 사원, 농장, 시장, 주거지), API errors and
engine refusals in Korean with their codes unchanged."""

from __future__ import annotations

import importlib

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games import services
from games.engine_messages import CODE_SENTENCES, GAME_REFUSALS, engine_refusal

pytestmark = pytest.mark.django_db

KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9,en;q=0.5"}
ENGLISH = {"HTTP_ACCEPT_LANGUAGE": "en-US,en;q=0.9"}


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


# Fixed hands (a stacked option of unrated games): every tile kind is in alice's hand.
HANDS = [
    ["red", "red", "blue", "blue", "green", "black"],
    ["red", "blue", "green", "black", "red", "red"],
]


def tigris_game(alice, bob):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="tigris-euphrates",
        players=2,
        options={"hands": HANDS},
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def test_the_lobby_follows_the_browser_language(alice):
    korean = logged_in(alice).get(reverse("web:lobby"), **KOREAN).content.decode()
    assert '<html lang="ko">' in korean
    for words in ("로비", "나의 게임", "게임 만들기", "열린 테이블", "로그아웃", "언어", "한국어"):
        assert words in korean, words
    assert "<strong>alice</strong>(으)로 로그인함" in korean
    assert "티그리스와 유프라테스(2–4명)" in korean  # the engine choice, by its Korean title
    assert "Create a game" not in korean and "Your games" not in korean
    english = logged_in(alice).get(reverse("web:lobby"), **ENGLISH).content.decode()
    assert '<html lang="en">' in english and "Create a game" in english and "로비" not in english


def test_a_tigris_game_page_in_korean(alice, bob):
    game = tigris_game(alice, bob)
    page = logged_in(alice).get(reverse("web:game", args=[game.pk]), **KOREAN).content.decode()
    assert "티그리스와 유프라테스" in page and "티그리스와 유프라테스 보드" in page
    # alice (seat 0) moves first: her hand and the families of moves name the tile kinds
    assert "당신의 차례입니다." in page and "숨긴 손패(스크린 뒤)" in page
    assert "빨강 타일 놓기(사원)" in page and "파랑 타일 놓기(농장)" in page
    assert "빨강 지도자 놓기(성직자)" in page and "검정 지도자 놓기(왕)" in page
    assert "남은 액션" in page and "주머니의 타일" in page and "보드 위의 보물" in page
    assert "분야별 승점: 종교, 농업, 상업, 정치" in page
    assert "기권" in page and "나의 수" in page
    kinds = [word for word in ("사원", "농장", "시장", "주거지") if word in page]
    assert kinds == ["사원", "농장", "시장", "주거지"]
    assert "Place a red tile" not in page and "Your hidden hand" not in page


def test_an_api_error_comes_back_in_korean_with_the_same_code(alice, bob, api):
    game = tigris_game(alice, bob)
    client = api(bob)  # seat 1: not bob's turn
    url = reverse("game-moves", args=[game.pk])
    move = {"move": {"type": "pass"}, "expected_seq": game.seq}
    korean = client.post(url, move, format="json", **KOREAN)
    english = client.post(url, move, format="json", **ENGLISH)
    assert korean.status_code == english.status_code == 409
    assert korean.json()["error"]["code"] == english.json()["error"]["code"] == "not_your_turn"
    assert korean.json()["error"]["message"] == "당신의 차례가 아닙니다."
    assert english.json()["error"]["message"] == "It is not your turn."
    missing = api(alice).get(reverse("game-detail", args=[999999]), **KOREAN).json()["error"]
    assert missing["code"] == "game_not_found" and missing["message"] == "그런 게임은 없습니다."


def test_an_engine_refusal_is_translated_at_the_platform_boundary(alice, bob, api):
    game = tigris_game(alice, bob)
    url = reverse("game-moves", args=[game.pk])
    river_temple = {"type": "place_tile", "color": "red", "at": [4, 0]}  # (4, 0) is river
    body = {"move": river_temple, "expected_seq": game.seq}
    korean = api(alice).post(url, body, format="json", **KOREAN).json()["error"]
    english = api(alice).post(url, body, format="json", **ENGLISH).json()["error"]
    assert korean["code"] == english["code"] == "land_only"
    assert english["message"] == "Only blue farms go on the river."
    assert korean["message"] == "강에는 파란 농장만 놓을 수 있습니다."


@pytest.mark.parametrize(
    ("code", "english", "korean"),
    [
        # a fixed sentence: translated word for word
        ("not_your_turn", "It is not your turn.", "당신의 차례가 아닙니다."),
        # a sentence built from values: the code's sentence (Tigris & Euphrates' face's)
        ("not_in_hand", "You hold no green tile.", "그 타일을 가지고 있지 않습니다."),
        # a sentence built from values with a code the engines share
        ("decision_pending", "First settle the pending war.", "먼저 대기 중인 결정에 답하세요."),
        # an unknown code and sentence: the engine's English
        ("brand_new_code", "Something new went wrong.", "Something new went wrong."),
    ],
)
def test_refusal_in_language(code, english, korean):
    with translation.override("ko"):
        assert engine_refusal("tigris-euphrates", code, english) == korean
    with translation.override("en"):
        assert engine_refusal("tigris-euphrates", code, english) == english


def test_a_games_own_codes_are_its_faces():
    """A code one game's face gives a sentence to is that game's: another game's refusal with
    the same code keeps its engine's English."""
    with translation.override("ko"):
        assert engine_refusal("tigris-euphyu", "not_in_hand", "You hold no green tile.") == (
            "You hold no green tile."
        )


def test_the_footer_switch_sets_the_language(alice):
    client = logged_in(alice)
    page = client.get(reverse("web:lobby"), **ENGLISH).content.decode()
    assert 'action="/i18n/setlang/"' in page and 'name="csrfmiddlewaretoken"' in page
    response = client.post(
        reverse("set_language"), {"language": "ko", "next": reverse("web:lobby")}, **ENGLISH
    )
    assert response.status_code == 302 and response["Location"] == reverse("web:lobby")
    assert "로비" in client.get(reverse("web:lobby"), **ENGLISH).content.decode()
    client.post(reverse("set_language"), {"language": "en", "next": "/"}, **KOREAN)
    assert "Your games" in client.get(reverse("web:lobby"), **KOREAN).content.decode()


def test_the_switch_refuses_a_post_without_the_csrf_token(alice):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    response = client.post(reverse("set_language"), {"language": "ko", "next": "/"})
    assert response.status_code == 403


def test_every_engines_title_and_option_descriptions_are_in_the_catalog():
    """The specs' phrases (marked `translatable`, collected by makemessages) have Korean."""
    from engines import ENGINES
    from engines.contract import options_of

    for engine in ENGINES.values():
        for phrase in [engine.title, *(option.description for option in options_of(engine))]:
            with translation.override("ko"):
                assert translation.gettext(phrase) != phrase, phrase


def test_the_lobby_explains_each_games_options_in_korean(alice):
    korean = logged_in(alice).get(reverse("web:lobby"), **KOREAN).content.decode()
    assert (
        "<b>홍수 이후</b> — <code>dice</code>: 정해 둔 순서의 주사위 눈(다 쓰면 무작위)" in korean
    )
    assert (
        "(서바이벌) (<code>&quot;classic&quot;</code>, <code>&quot;survival&quot;</code> 중 하나; "
        "기본값 <code>&quot;classic&quot;</code>)" in korean
    )
    assert (
        "<code>bag_order</code>: 뽑을 순서대로 적은 주머니 전체 (뽑기를 고정함: 비레이팅" in korean
    )


def test_every_code_of_the_engines_has_a_sentence():
    from engines import ENGINES
    from engines.registry import GAME_PACKAGES
    from games.engine_messages import ENGINE_SENTENCES
    from tests.web.engine_sentences import engine_refusals
    from web.faces.registry import face_for

    shared_sentences, shared_codes = engine_refusals(shared_only=True)
    assert sorted(set(shared_sentences) - set(ENGINE_SENTENCES)) == []
    assert sorted(shared_codes - set(CODE_SENTENCES)) == []
    for package in GAME_PACKAGES:  # each game's own refusals are its face's
        slug = importlib.import_module(f"engines.{package}").ENGINE.slug
        assert slug in ENGINES and slug in GAME_REFUSALS
        face = face_for(slug)
        sentences, codes = engine_refusals(package)
        listed = set(ENGINE_SENTENCES) | set(face.refusal_sentences)
        assert sorted(set(sentences) - listed) == [], slug
        assert sorted(codes - set(CODE_SENTENCES) - set(face.refusals)) == [], slug


@pytest.mark.parametrize(
    ("code", "english", "korean"),
    [
        ("not_on_ladder", "You are not on this ladder.", "이 래더에 있지 않습니다."),
        (
            "out_of_reach",
            "You can challenge players at most 3 places above you.",
            "그 플레이어는 도전하기에 너무 위에 있습니다.",
        ),
    ],
)
def test_ladder_refusals_in_korean(code, english, korean):
    from ladders.rules.errors import LadderUserError
    from ladders.services import _refusal

    with translation.override("ko"):
        refusal = _refusal(LadderUserError(code, english))
    assert refusal.code == code and refusal.message == korean
    with translation.override("en"):
        assert _refusal(LadderUserError(code, english)).message == english


def test_tournament_ladder_profile_and_notification_pages_in_korean(alice, bob, secret_nim):
    from notifications.services import notification_send
    from tests.factories import UserFactory
    from tests.ladders.ladder_setup import make_ladder
    from tournaments import services as tournament_services

    cup = tournament_services.tournament_create(
        user=alice, name="Autumn cup", engine="secret-nim", format="elimination"
    )
    tournament_services.tournament_registration_open(tournament=cup, user=alice)
    tournament_services.entrant_register(tournament=cup, user=bob)
    client = logged_in(alice)

    listing = client.get(reverse("web:tournaments"), **KOREAN).content.decode()
    for words in ("등록 받는 중", "토너먼트 주최하기", "주최: alice"):
        assert words in listing, words
    assert "Taking registrations" not in listing and "Organise a tournament" not in listing

    page = client.get(reverse("web:tournament", args=[cup.pk]), **KOREAN).content.decode()
    for words in ("주최자", "등록 마감", "토너먼트 시작", "참가자(1명)", "순위표", "테이블당 2명"):
        assert words in page, words
    assert "Standings" not in page and "Close registration" not in page

    staff = UserFactory(username="referee", is_staff=True)
    ladder, users = make_ladder(staff, ["carol", "dave"])
    ladder_page = (
        logged_in(users["dave"]).get(reverse("web:ladder", args=[ladder.pk]), **KOREAN)
    ).content.decode()
    for words in ("내 순위: <strong>2위</strong>", "래더 나가기", "진행 중인 도전", "나의 도전"):
        assert words in ladder_page, words
    assert "Leave the ladder" not in ladder_page and "My challenges" not in ladder_page

    profile = client.get(reverse("web:profile", args=["alice"]), **KOREAN).content.decode()
    for words in ("최근 게임", "참가 중인 토너먼트", "주최 중", "아직 레이팅 게임이 없습니다."):
        assert words in profile, words
    assert "Recent games" not in profile and "Organising" not in profile

    notification_send(
        user=alice,
        kind="tournament_round_paired",
        payload={"tournament": cup.pk, "name": "Cup", "round": 2, "table": 3, "bye": False},
    )
    feed = client.get(reverse("web:notifications"), **KOREAN).content.decode()
    assert "Cup: 2라운드 대진이 나왔습니다 — 3번 테이블에서 대국합니다." in feed
    assert "읽음으로 표시" in feed and "Mark read" not in feed
