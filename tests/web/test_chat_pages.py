"""The game chat on the pages: read and post beside the board, the players' and spectators'
channels kept apart until the end (page, polled fragment and replay), mute, reports, blocks,
private games, Korean, CSRF."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from games import services as game_services
from social import services as social_services
from social.models import Block, ChatMessage, ChatMute, GameVisibility, Report
from tests.games.play import play_to_end

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}
KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9"}


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def dora(db):
    from tests.factories import UserFactory

    return UserFactory(username="dora")


@pytest.fixture
def table(secret_nim, alice, bob):
    """A public secret-nim game in play: alice (seat 0) against bob (seat 1)."""
    game = game_services.game_create(
        user=alice, engine="secret-nim", players=2, options={"pile": 9}, random_seating=False
    )
    game_services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


@pytest.fixture
def private_table(table):
    GameVisibility.objects.create(game=table, public=False)
    return table


@pytest.fixture
def chatter(table, alice, bob, dora):
    """One message on each side: alice to the players, dora (a spectator) to the spectators."""
    return (
        social_services.chat_post(game=table, user=alice, text="good luck, bob"),
        social_services.chat_post(game=table, user=dora, text="bob should take two"),
    )


def page(client, game, **headers) -> str:
    response = client.get(reverse("web:game", args=[game.pk]), **headers)
    assert response.status_code == 200
    return response.content.decode()


def fragment(client, game, **headers) -> str:
    """The polled message list, as asked with no state (the whole list)."""
    response = client.get(reverse("web:game-chat-poll", args=[game.pk]), **HTMX, **headers)
    assert response.status_code == 200
    return response.content.decode()


def replay(client, game) -> str:
    response = client.get(reverse("web:replay", args=[game.pk]))
    assert response.status_code == 200
    return response.content.decode()


def post(client, game, text: str, **headers):
    return client.post(reverse("web:game-chat-post", args=[game.pk]), {"text": text}, **headers)


def test_a_player_posts_beside_the_board_and_the_other_player_reads_it(table, alice, bob):
    sent = post(logged_in(alice), table, "  good luck  ", **HTMX)
    assert sent.status_code == 200
    panel = sent.content.decode()
    assert 'id="chat"' in panel and "good luck" in panel and "alice" in panel
    message = ChatMessage.objects.get()
    assert (message.channel, message.text, message.author) == ("players", "good luck", alice)
    for html in (page(logged_in(bob), table), fragment(logged_in(bob), table)):
        assert f'id="chat-message-{message.pk}"' in html and "good luck" in html
        assert f'datetime="{message.created_at.isoformat()}"' in html
    board_page = page(logged_in(bob), table)
    assert board_page.index('id="game-panel"') < board_page.index('id="chat"')  # beside the board
    assert "Players&#x27; chat" in board_page and 'name="text"' in board_page


def test_without_javascript_posting_redirects_back_to_the_chat(table, alice):
    sent = post(logged_in(alice), table, "hello")
    assert sent.status_code == 302
    assert sent["Location"] == reverse("web:game", args=[table.pk]) + "#chat"
    assert ChatMessage.objects.get().text == "hello"
    refused = logged_in(alice)
    followed = post(refused, table, "x" * 501, follow=True).content.decode()
    assert "A message has 1 to 500 characters." in followed


def test_the_poll_answers_204_until_something_is_new(table, alice, bob):
    url = reverse("web:game-chat-poll", args=[table.pk])
    client = logged_in(bob)
    assert client.get(url, {"after": 0, "muted": 0, "over": 0}, **HTMX).status_code == 204
    message = social_services.chat_post(game=table, user=alice, text="your move")
    news = client.get(url, {"after": 0, "muted": 0, "over": 0}, **HTMX)
    assert news.status_code == 200 and b"your move" in news.content
    assert f"after={message.pk}&amp;muted=0&amp;over=0".encode() in news.content
    assert client.get(url, {"after": message.pk, "muted": 0, "over": 0}).status_code == 204
    # a message the poller may not read (the spectators') is no news to a player
    social_services.chat_post(game=table, user=social_spectator(), text="psst")
    assert client.get(url, {"after": message.pk, "muted": 0, "over": 0}).status_code == 204
    assert client.get(url).status_code == 200  # no state: the whole list
    play_to_end(table)
    ended = client.get(url, {"after": message.pk, "muted": 0, "over": 0})
    assert ended.status_code == 200 and b"psst" in ended.content  # the end opens both channels


def social_spectator():
    from tests.factories import UserFactory

    return UserFactory(username="erin")


def test_the_board_poll_and_the_chat_poll_are_apart(table, alice):
    html = page(logged_in(alice), table)
    assert f'hx-get="/games/{table.pk}/panel' in html
    assert f'hx-get="/games/{table.pk}/chat?after=0' in html
    panel_start = html.index('id="game-panel"')
    chat_start = html.index('id="chat"')
    log_start = html.index('id="chat-log"')
    assert panel_start < chat_start < log_start
    # the chat is not inside the board's panel (the board's poll swaps that panel whole)
    assert "chat" not in fragment_of_game_panel(logged_in(alice), table)


def fragment_of_game_panel(client, game) -> str:
    return client.get(reverse("web:game-poll", args=[game.pk])).content.decode()


@pytest.mark.parametrize("where", ["page", "fragment", "replay"])
def test_players_and_spectators_do_not_read_each_others_channel_until_the_end(
    where, table, alice, bob, dora, chatter
):
    read = {"page": page, "fragment": fragment, "replay": replay}[where]
    for player in (alice, bob):
        html = read(logged_in(player), table)
        assert "good luck, bob" in html and "bob should take two" not in html
    for spectator in (logged_in(dora), Client()):
        html = read(spectator, table)
        assert "bob should take two" in html and "good luck, bob" not in html
    play_to_end(table)
    for client in (logged_in(alice), logged_in(bob), logged_in(dora), Client()):
        html = read(client, table)
        assert "good luck, bob" in html and "bob should take two" in html
        assert "chat-channel" in html  # each labelled with its channel
        assert html.index("good luck, bob") < html.index("bob should take two")  # time order


def test_a_spectator_posts_to_the_spectators_channel_only(table, alice, dora):
    assert post(logged_in(dora), table, "nice opening", **HTMX).status_code == 200
    assert ChatMessage.objects.get().channel == "spectators"
    assert "nice opening" not in page(logged_in(alice), table)
    assert "nice opening" in page(Client(), table)
    assert "Spectators&#x27; chat" in page(logged_in(dora), table)


def test_a_visitor_reads_the_spectators_channel_but_must_log_in_to_write(table, chatter):
    html = page(Client(), table)
    assert "Log in to chat." in html and 'name="text"' not in html and "Report" not in html
    refused = post(Client(), table, "hi")
    assert refused.status_code == 302 and reverse("web:login") in refused["Location"]
    assert ChatMessage.objects.count() == 2


def test_mute_hides_the_chat_and_stops_posting_for_that_user_only(table, alice, bob, chatter):
    client = logged_in(alice)
    muted = client.post(reverse("web:game-chat-mute", args=[table.pk]), **HTMX)
    assert muted.status_code == 200 and ChatMute.objects.filter(user=alice).exists()
    panel = muted.content.decode()
    assert "good luck, bob" not in panel and "Turn chat on" in panel and 'name="text"' not in panel
    assert "good luck, bob" not in page(client, table)
    refused = post(client, table, "still here?", **HTMX).content.decode()
    assert "You turned this game&#x27;s chat off: turn it on to write." in refused
    assert "good luck, bob" in page(logged_in(bob), table)  # bob's chat is untouched
    unmuted = client.post(reverse("web:game-chat-unmute", args=[table.pk]))
    assert unmuted.status_code == 302 and not ChatMute.objects.exists()
    assert "good luck, bob" in page(client, table) and "Mute chat" in page(client, table)


def test_report_a_message_with_a_reason(table, alice, bob, chatter):
    message = chatter[0]
    client = logged_in(bob)
    html = page(client, table)
    report_url = reverse("web:game-chat-report", args=[table.pk]) + f"?message={message.pk}"
    assert f'href="{report_url}"' in html
    assert f'href="{report_url}"' not in page(logged_in(alice), table)  # not on one's own
    form = client.get(report_url, **HTMX)
    assert form.status_code == 200 and b'name="reason"' in form.content
    assert b"good luck, bob" in form.content
    assert client.get(report_url).status_code == 200  # a page of its own without JavaScript
    url = reverse("web:game-chat-report", args=[table.pk])
    done = client.post(url, {"message": message.pk, "reason": "rude"}, **HTMX)
    assert "the message was reported to the moderators" in done.content.decode()
    report = Report.objects.get()
    assert (report.kind, report.message, report.reporter, report.reason) == (
        "message",
        message,
        bob,
        "rude",
    )
    again = client.post(url, {"message": message.pk, "reason": "rude"}, follow=True)
    assert "You have already reported this message." in again.content.decode()
    empty = client.post(url, {"message": chatter[0].pk, "reason": " "}, **HTMX).content.decode()
    assert "Say what is wrong in 1 to 1000 characters." in empty
    own = logged_in(alice).post(url, {"message": message.pk, "reason": "x"}, **HTMX)
    assert "You cannot report yourself." in own.content.decode()


def test_a_player_cannot_report_the_spectators_hidden_message(table, bob, chatter):
    hidden = chatter[1]
    client = logged_in(bob)
    url = reverse("web:game-chat-report", args=[table.pk])
    assert client.get(url, {"message": hidden.pk}).status_code == 404
    refused = client.post(url, {"message": hidden.pk, "reason": "cheating"}, **HTMX)
    assert "There is no such message." in refused.content.decode()
    assert client.post(url, {"message": "nope", "reason": "x"}, **HTMX).status_code == 200
    assert not Report.objects.exists()


def test_a_blocked_player_is_refused_with_the_services_sentence(table, alice, bob):
    Block.objects.create(blocker=bob, blocked=alice)
    refused = post(logged_in(alice), table, "hello?", **HTMX)
    assert refused.status_code == 200
    sentence = "A player at this table has blocked you: your message was not sent."
    assert sentence in refused.content.decode()
    assert 'value="hello?"' in refused.content.decode()  # the text is kept to try again
    assert not ChatMessage.objects.exists()
    followed = post(logged_in(alice), table, "hello?", follow=True)
    assert followed.status_code == 200 and sentence in followed.content.decode()


def test_blocked_authors_are_hidden_from_the_reader_who_blocked_them(table, alice, bob):
    social_services.chat_post(game=table, user=alice, text="gloating")
    Block.objects.create(blocker=bob, blocked=alice)
    assert "gloating" not in page(logged_in(bob), table)
    assert "gloating" in page(logged_in(alice), table)


@pytest.mark.parametrize("text", ["", "   ", "x" * 501])
def test_a_message_of_the_wrong_length_is_refused(table, alice, text):
    refused = post(logged_in(alice), table, text, **HTMX)
    assert refused.status_code == 200
    assert "A message has 1 to 500 characters." in refused.content.decode()
    assert not ChatMessage.objects.exists()


def test_a_private_games_chat_is_for_its_players_only(private_table, alice, dora):
    social_services.chat_post(game=private_table, user=alice, text="between us")
    game = private_table.pk
    for client in (logged_in(dora), Client()):
        assert client.get(reverse("web:game", args=[game])).status_code == 403
        assert client.get(reverse("web:game-chat-poll", args=[game]), **HTMX).status_code == 403
        assert client.get(reverse("web:replay", args=[game])).status_code == 403
        assert (
            client.get(reverse("web:game-chat-report", args=[game]), {"message": 1}).status_code
            in (302, 403)  # a visitor is asked to log in first
        )
    stranger = logged_in(dora)
    assert post(stranger, private_table, "let me in", **HTMX).status_code == 403
    for name in ("web:game-chat-mute", "web:game-chat-unmute"):
        assert stranger.post(reverse(name, args=[game]), **HTMX).status_code == 403
    assert ChatMessage.objects.count() == 1 and not ChatMute.objects.exists()
    assert "between us" in page(logged_in(alice), private_table)
    missing = logged_in(alice).get(reverse("web:game-chat-poll", args=[999999]))
    assert missing.status_code == 404


def test_the_replay_shows_the_chat_in_time_order_with_the_ply_of_each_message(table, alice, bob):
    social_services.chat_post(game=table, user=alice, text="opening words")
    finished = play_to_end(table)
    social_services.chat_post(game=finished, user=bob, text="good game, all")
    html = replay(logged_in(alice), finished)
    assert html.index("opening words") < html.index("good game, all")
    assert 'class="chat-ply"' in html and "?ply=0" in html
    early = logged_in(alice).get(reverse("web:replay", args=[table.pk]), {"ply": 0})
    assert "chat-message later" in early.content.decode()  # "good game" came after ply 0


def test_the_chat_panel_reads_in_korean(table, alice, bob, chatter):
    html = page(logged_in(bob), table, **KOREAN)
    for words in ("플레이어 채팅", "보내기", "채팅 끄기", "신고", "good luck, bob"):
        assert words in html, words
    Block.objects.create(blocker=bob, blocked=alice)
    refused = post(logged_in(alice), table, "hi", **HTMX, **KOREAN).content.decode()
    assert "이 테이블의 플레이어가 회원님을 차단해서 메시지를 보내지 못했습니다." in refused
    spectator = page(Client(), table, **KOREAN)
    assert "관전자 채팅" in spectator and "채팅에 참여하려면 로그인하세요." in spectator
    muted = logged_in(bob).post(reverse("web:game-chat-mute", args=[table.pk]), **HTMX, **KOREAN)
    assert "채팅 켜기" in muted.content.decode()


def test_every_chat_form_needs_its_csrf_token(table, alice, chatter):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(alice)
    html = page(strict, table)
    assert html.count('name="csrfmiddlewaretoken"') >= 3  # log out, mute, post
    for name, data in (
        ("web:game-chat-post", {"text": "hi"}),
        ("web:game-chat-mute", {}),
        ("web:game-chat-unmute", {}),
        ("web:game-chat-report", {"message": chatter[1].pk, "reason": "x"}),
    ):
        assert strict.post(reverse(name, args=[table.pk]), data).status_code == 403, name
    assert ChatMessage.objects.count() == 2 and not Report.objects.exists()


CHAT_PART = re.compile(
    r'<(aside) id="chat"|<(div) id="chat-log"|<(section) class="card replay-chat'
    r'|<(form) class="card chat-report'
)


def chat_part(html: str) -> str:
    """The chat's own part of a page (the test-only engine's board around it is in English)."""
    found = CHAT_PART.search(html)
    assert found, html
    tag = next(group for group in found.groups() if group)
    return html[found.start() : html.index(f"</{tag}>", found.start())]


def test_no_english_word_is_left_in_the_korean_chat(table, alice, bob, carol):
    from tests.web.test_korean_pages import english_left

    greeting = social_services.chat_post(game=table, user=alice, text="잘 부탁해요")
    social_services.chat_post(game=table, user=carol, text="재미있네요")
    during = {
        "page": page(logged_in(bob), table, **KOREAN),
        "spectator page": page(Client(), table, **KOREAN),
        "report form": logged_in(bob)
        .get(reverse("web:game-chat-report", args=[table.pk]), {"message": greeting.pk}, **KOREAN)
        .content.decode(),
    }
    play_to_end(table)
    social_services.chat_post(game=table, user=bob, text="좋은 게임이었어요")
    after = {
        "page at the end": page(logged_in(carol), table, **KOREAN),
        "fragment at the end": fragment(logged_in(alice), table, **KOREAN),
        "replay at the end": logged_in(bob)
        .get(reverse("web:replay", args=[table.pk]), **KOREAN)
        .content.decode(),
    }
    assert all("재미있네요" in html for html in after.values())
    chat_parts = {name: chat_part(html) for name, html in {**during, **after}.items()}
    assert english_left(chat_parts) == {}
