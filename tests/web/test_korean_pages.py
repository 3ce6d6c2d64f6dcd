"""Every page a player sees, asked for in Korean, holds no English word: the lobby, each game's page
from every seat (at the start, mid-game and at the end), its replay, tournaments with standings,
ladders, the profile, the notification feed, the record import and the sign-in pages.

A page's text is what a reader meets: the text between tags and the titles, labels and
placeholders of its elements (not its scripts, styles, form values or code to type, such as an
option's name)."""

from __future__ import annotations

import html
import re

import pytest
from django.test import Client
from django.urls import reverse

from engines import Rng
from games import services
from games.selectors import legal_moves_for
from notifications.services import notification_send

pytestmark = pytest.mark.django_db

KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9"}
ENGLISH_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{2,}")
HEX = re.compile(r"\b[0-9a-f]{16,}\b")
READER_ATTRIBUTES = re.compile(r'\s(?:title|aria-label|placeholder|alt)="([^"]*)"')
# Words that stay as they are in a Korean page: the other language's own name in the switch,
# the keyboard's keys, the format a record is written in (and the options example), the rating
# systems' names, the exports' formats (CSV, FIDE's TRF).
LANGUAGE_NEUTRAL = {
    "English",
    "Home",
    "End",
    "JSON",
    "json",
    "pile",
    "Elo",
    "OpenSkill",
    "CSV",
    "FIDE",
    "TRF",
}
USERS = ["alice", "bob", "carol"]
SEATS = {"tigris-euphrates": 2, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}


def reader_text(page: str) -> str:
    page = re.sub(r"<(script|style|code)\b.*?</\1>", " ", page, flags=re.S)
    attributes = " ".join(READER_ATTRIBUTES.findall(page))
    text = re.sub(r"<[^>]+>", " ", page)
    return re.sub(r"\s+", " ", html.unescape(f"{text} {attributes}"))


def english_left(pages: dict[str, str]) -> dict[str, str]:
    """{word: where it was, with the words around it} for each English word on the pages."""
    left: dict[str, str] = {}
    for name, page in pages.items():
        text = HEX.sub(" ", reader_text(page))
        for match in ENGLISH_WORD.finditer(text):
            word = match.group(0)
            if word in LANGUAGE_NEUTRAL or word in USERS or word in left:
                continue
            left[word] = f"{name}: …{text[max(0, match.start() - 60) : match.end() + 40]}…"
    return left


def own_words_of(engine) -> set[str]:
    """The English words of an engine's own phrases (its title and option descriptions): the
    test-only engine's stay English, as no catalog holds them."""
    phrases = [engine.title, *(option.description for option in engine.options)]
    return {word for phrase in phrases for word in ENGLISH_WORD.findall(phrase)}


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def play(game, moves: int, seed: bytes):
    chooser = Rng(seed, "pages")
    users = {seat.index: seat.user for seat in game.seats.all()}
    for _ in range(moves):
        game.refresh_from_db()
        if not game.to_act:
            break
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    game.refresh_from_db()
    return game


def game_pages(slug: str, users, moves: int) -> dict[str, str]:
    players = SEATS[slug]
    game = services.game_create(
        random_seating=False, user=users[0], engine=slug, players=players, options={}
    )
    for user in users[1:players]:
        services.game_join(game=game, user=user)
    game = play(game, moves, seed=f"{slug}-{moves}".encode())
    pages = {}
    for seat, user in enumerate(users[:players]):
        client = client_of(user)
        pages[f"{slug} after {moves} moves, seat {seat}"] = client.get(
            reverse("web:game", args=[game.pk]), **KOREAN
        ).content.decode()
    pages[f"{slug} after {moves} moves, replay"] = (
        client_of(users[0]).get(reverse("web:replay", args=[game.pk]), **KOREAN).content.decode()
    )
    pages[f"{slug} after {moves} moves, spectator"] = (
        Client().get(reverse("web:game", args=[game.pk]), **KOREAN).content.decode()
    )
    return pages


@pytest.mark.parametrize("slug", sorted(SEATS))
def test_a_games_pages_read_in_korean_from_every_seat(slug, alice, bob, carol):
    users = [alice, bob, carol]
    pages = {}
    for moves in (0, 30):
        pages.update(game_pages(slug, users, moves))
    if slug != "tigris-euphrates":  # a whole game of it through the services takes seconds
        pages.update(game_pages(slug, users, 2000))
    assert english_left(pages) == {}


def test_the_sites_other_pages_read_in_korean(alice, bob, carol, secret_nim):
    from tests.factories import UserFactory
    from tests.ladders.ladder_setup import make_ladder
    from tournaments import services as tournament_services

    cup = tournament_services.tournament_create(
        user=alice,
        name="Autumn cup",
        engine="secret-nim",
        format="swiss",
        rounds=2,
        tiebreaks=["buchholz", "median_buchholz", "sonneborn_berger", "head_to_head", "rating"],
    )
    tournament_services.tournament_registration_open(tournament=cup, user=alice)
    for user in (alice, bob, carol):
        tournament_services.entrant_register(tournament=cup, user=user)
    tournament_services.tournament_start(tournament=cup, user=alice)
    referee = UserFactory(username="referee", is_staff=True)
    ladder, _ = make_ladder(referee, ["dave", "erin"])
    for kind, payload in (
        ("your_turn", {"game_id": 3}),
        ("game_started", {"game_id": 3}),
        ("game_finished", {"game_id": 3}),
        ("reminder", {"game_id": 3}),
        ("timeout", {"game_id": 3}),
        ("challenge_received", {"challenger": "bob", "ladder_name": "Ladder"}),
        ("tournament_round_paired", {"name": "Cup", "round": 1, "table": 2, "bye": False}),
    ):
        notification_send(user=alice, kind=kind, payload=payload)

    # social: an invitation with a link to the spare seat, a seek, a block, chat on a game
    from social.services.chat import chat_post
    from social.services.invitations import invitation_game_create, invite_link_create
    from social.services.moderation import block_create
    from social.services.seeks import seek_create

    invited, _ = invitation_game_create(
        user=alice, engine="tigris-euphrates", invitees=["bob"], players=3, public=False
    )
    link = invite_link_create(game=invited, user=alice)
    seek_create(
        user=bob, engine="tigris-euphyu", time_control={"kind": "per_move", "seconds": 3600}
    )
    block_create(user=alice, username="dave")
    chatty = services.game_create(
        random_seating=False, user=alice, engine="middle-earth-duel", players=2, options={}
    )
    services.game_join(game=chatty, user=bob)
    chat_post(game=chatty, user=alice, text="good luck")
    chat_post(game=chatty, user=bob, text="thanks")

    signed_in = client_of(alice)
    pages = {
        name: signed_in.get(url, **KOREAN).content.decode()
        for name, url in {
            "lobby": reverse("web:lobby"),
            "tournaments": reverse("web:tournaments"),
            "tournament": reverse("web:tournament", args=[cup.pk]),
            "new tournament": reverse("web:tournament-create"),
            "ladders": reverse("web:ladders"),
            "ladder": reverse("web:ladder", args=[ladder.pk]),
            "profile": reverse("web:profile", args=["alice"]),
            "notifications": reverse("web:notifications"),
            "bell": reverse("web:notifications-menu"),
            "import": reverse("web:import"),
            "invited game": reverse("web:game", args=[invited.pk]),
            "a game with chat": reverse("web:game", args=[chatty.pk]),
            "its replay": reverse("web:replay", args=[chatty.pk]),
            "chat poll": reverse("web:game-chat-poll", args=[chatty.pk]),
            "bob's profile": reverse("web:profile", args=["bob"]),
        }.items()
    }
    pages["bob's lobby"] = client_of(bob).get(reverse("web:lobby"), **KOREAN).content.decode()
    pages["invite link"] = (
        client_of(carol).get(reverse("web:invite", args=[link.token]), **KOREAN).content.decode()
    )
    visitor = Client()
    pages["sign in"] = visitor.get(reverse("web:login"), **KOREAN).content.decode()
    pages["sign up"] = visitor.get(reverse("web:signup"), **KOREAN).content.decode()
    # the sections scanned are really there, with what was written in them
    assert "내 초대" in pages["bob's lobby"] and "대국 신청" in pages["lobby"]
    assert "good luck" in pages["a game with chat"] and "채팅" in pages["a game with chat"]
    assert "내가 차단한 사람" in pages["profile"]
    words = english_left(pages)
    # names people gave, and the test-only engine's title and option descriptions
    given = ("Autumn", "cup", "Cup", "ladder", "Ladder", "dave", "erin", "referee")
    given += ("good", "luck", "thanks")  # what players wrote
    for name in (*given, *own_words_of(secret_nim)):
        words.pop(name, None)
    assert "\n".join(f"{word}: {where}" for word, where in words.items()) == ""
