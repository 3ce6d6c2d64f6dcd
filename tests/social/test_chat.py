"""In-game chat: two channels kept apart until the end, mute, append-only storage."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, connection, transaction

from errors import Conflict, Forbidden, PlatformError
from social import selectors, services
from social.models import ChatMessage
from tests.games.play import play_to_end
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def _texts(chat) -> list[tuple[str, str]]:
    return [(m.channel, m.text) for m in chat["messages"]]


def _chat(api, user, game, **query):
    response = api(user).get(f"/api/social/games/{game.pk}/chat", query)
    assert response.status_code == 200, response.content
    return [(m["channel"], m["author"], m["text"]) for m in response.json()["messages"]]


def test_channels_are_apart_during_play_and_both_open_at_the_end(table, alice, bob, dora, api):
    for user, text in [(alice, "good luck"), (dora, "alice should take 1"), (bob, "thanks")]:
        posted = api(user).post(f"/api/social/games/{table.pk}/chat", {"text": text})
        assert posted.status_code == 201, posted.content
    players = [("players", "alice", "good luck"), ("players", "bob", "thanks")]
    spectators = [("spectators", "dora", "alice should take 1")]
    assert _chat(api, alice, table) == players
    assert _chat(api, bob, table) == players
    assert _chat(api, dora, table) == spectators
    assert _chat(api, None, table) == spectators  # anonymous watchers of a public game
    for user, hidden in [(alice, "spectators"), (dora, "players"), (None, "players")]:
        refused = api(user).get(f"/api/social/games/{table.pk}/chat", {"channel": hidden})
        assert refused.status_code == 403 and error_of(refused)["code"] == "channel_hidden"

    play_to_end(table)
    everything = [players[0], spectators[0], players[1]]
    for user in (alice, bob, dora, None):
        assert _chat(api, user, table) == everything
    assert _chat(api, dora, table, channel="players") == players


def test_polling_after_an_id_and_the_ply_of_each_message(table, alice, bob):
    first = services.chat_post(game=table, user=alice, text="one")
    play_to_end(table)
    table.refresh_from_db()
    second = services.chat_post(game=table, user=bob, text="gg")
    assert (first.at_seq, second.at_seq) == (1, table.seq)
    assert _texts(selectors.chat_read(table, alice, after=first.pk)) == [("players", "gg")]


def test_spectators_write_only_at_public_games(private_table, table, dora):
    with pytest.raises(Forbidden) as private:
        services.chat_post(game=private_table, user=dora, text="hello")
    assert private.value.code == "private_game"
    with pytest.raises(Forbidden):
        selectors.chat_read(private_table, dora)
    assert services.chat_post(game=table, user=dora, text="hello").channel == "spectators"


@pytest.mark.parametrize("text", ["", "   ", "x" * 501, 42])
def test_a_message_has_one_to_five_hundred_characters(table, alice, text):
    with pytest.raises(PlatformError) as refused:
        services.chat_post(game=table, user=alice, text=text)
    assert refused.value.code == "bad_text"
    assert not ChatMessage.objects.exists()


def test_mute_hides_the_chat_for_that_user_in_that_game_only(table, alice, bob, api):
    services.chat_post(game=table, user=bob, text="hi")
    assert api(alice).post(f"/api/social/games/{table.pk}/chat/mute").json() == {"muted": True}
    muted = api(alice).get(f"/api/social/games/{table.pk}/chat").json()
    assert muted["muted"] is True and muted["messages"] == []
    with pytest.raises(Conflict) as refused:
        services.chat_post(game=table, user=alice, text="hello?")
    assert refused.value.code == "chat_muted"
    assert [m.text for m in selectors.chat_read(table, bob)["messages"]] == ["hi"]  # bob unmuted
    assert api(alice).delete(f"/api/social/games/{table.pk}/chat/mute").json() == {"muted": False}
    assert [m.text for m in selectors.chat_read(table, alice)["messages"]] == ["hi"]


def test_chat_messages_are_append_only_at_the_database(table, alice):
    message = services.chat_post(game=table, user=alice, text="original")
    with pytest.raises(DatabaseError), transaction.atomic():
        ChatMessage.objects.filter(pk=message.pk).update(text="forged")
    with pytest.raises(DatabaseError), transaction.atomic():
        ChatMessage.objects.filter(pk=message.pk).delete()
    with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("DELETE FROM social_chatmessage WHERE id = %s", [message.pk])
    assert ChatMessage.objects.get(pk=message.pk).text == "original"


def test_the_latest_messages_and_how_many_came_before(table, alice, bob, dora):
    for number in range(5):
        services.chat_post(game=table, user=alice if number % 2 else bob, text=f"m{number}")
    services.chat_post(game=table, user=dora, text="from the stands")  # another channel
    latest = selectors.chat_latest(table, alice, limit=3)
    assert [m.text for m in latest["messages"]] == ["m2", "m3", "m4"] and latest["earlier"] == 2
    everything = selectors.chat_latest(table, alice, limit=10)
    assert len(everything["messages"]) == 5 and everything["earlier"] == 0
    services.chat_mute(game=table, user=alice)
    muted = selectors.chat_latest(table, alice, limit=3)
    assert muted["muted"] and muted["messages"] == [] and muted["earlier"] == 0
