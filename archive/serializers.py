"""What the archive's API reads and answers. A found game carries only what anyone may see:
options with stacked values hidden while it runs, no seed or hash head, places and scores once
it is over, and no name of a player who keeps a private profile."""

from __future__ import annotations

import json
import math
import re

from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from api.input_bounds import check_text
from archive.finding import LOST, MAX_LIMIT, WON
from games.log.visibility import game_is_over
from games.models import GameStatus
from games.stacked_options import options_as_seen

MAX_ID = 2**63 - 1
MAX_OPTIONS = 8
OPTION_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")
RATING_BOUND = 10000


OPTION_PATTERN = r"^[A-Za-z_][A-Za-z0-9_]{0,63}=[^\u0000]{0,100}$"


def option_value(text: str):
    """An option's value as sent after `name=`: JSON when it reads as a number, true, false or
    a quoted text, else the text itself (`discards=out` and `discards="out"` are alike)."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return text
    if isinstance(value, bool | str | int) or (isinstance(value, float) and math.isfinite(value)):
        return value
    return text


def parsed_options(pairs: list[str]) -> dict:
    """`option=name=value` parameters (at most 8) as {name: value}."""
    found = {}
    for pair in pairs:
        check_text(pair)
        name, _sign, text = pair.partition("=")
        if not OPTION_NAME.match(name) or len(text) > 100:
            raise serializers.ValidationError(_("An option is name=value: a word and its value."))
        found[name] = option_value(text)
    return found


def option_field() -> serializers.ListField:
    return serializers.ListField(
        child=serializers.RegexField(OPTION_PATTERN, max_length=170),
        required=False,
        max_length=MAX_OPTIONS,
        help_text="name=value, at most 8 times: games with these options (value as JSON or "
        "text: pile=10, discards=out)",
    )


class GameFindIn(serializers.Serializer):
    player = serializers.CharField(required=False, max_length=150)
    opponent = serializers.CharField(required=False, max_length=150, help_text="with player")
    engine = serializers.CharField(required=False, max_length=64)
    players = serializers.IntegerField(required=False, min_value=1, max_value=16)
    rated = serializers.BooleanField(required=False, allow_null=True, default=None)
    status = serializers.ChoiceField(choices=GameStatus.values, required=False)
    result = serializers.ChoiceField(
        choices=[WON, LOST], required=False, help_text="the player's: won (ranked first) or lost"
    )
    started_from = serializers.DateField(required=False, help_text="started on or after")
    started_to = serializers.DateField(required=False, help_text="started on or before")
    rating_min = serializers.FloatField(
        required=False, min_value=-RATING_BOUND, max_value=RATING_BOUND
    )
    rating_max = serializers.FloatField(
        required=False, min_value=-RATING_BOUND, max_value=RATING_BOUND
    )
    event = serializers.IntegerField(required=False, min_value=1, max_value=MAX_ID)
    option = option_field()
    before = serializers.IntegerField(
        required=False, min_value=1, max_value=MAX_ID, help_text="the next page: ids below it"
    )
    limit = serializers.IntegerField(required=False, default=20, min_value=1, max_value=MAX_LIMIT)

    def validate_option(self, pairs: list[str]) -> dict:
        return parsed_options(pairs)


class FoundSeatOut(serializers.Serializer):
    index = serializers.IntegerField()
    username = serializers.CharField(allow_null=True, help_text="null: a bot, or a private profile")
    is_bot = serializers.BooleanField()
    dropped = serializers.BooleanField()
    rank = serializers.IntegerField(allow_null=True, help_text="once the game is over")


class FoundGameOut(serializers.Serializer):
    id = serializers.IntegerField()
    engine = serializers.CharField()
    seat_count = serializers.IntegerField()
    rated = serializers.BooleanField()
    status = serializers.CharField()
    options = serializers.DictField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    seats = FoundSeatOut(many=True)


def found_game(game, hidden_users: set[int]) -> dict:
    """A game as anyone may see it in a list of games found."""
    over = game_is_over(game)
    return {
        "id": game.pk,
        "engine": game.engine,
        "seat_count": game.seat_count,
        "rated": game.rated,
        "status": game.status,
        "options": options_as_seen(game.engine, game.options, over),
        "created_at": game.created_at,
        "started_at": game.started_at,
        "finished_at": game.finished_at,
        "seats": [
            {
                "index": seat.index,
                "username": None
                if seat.user is None or seat.user_id in hidden_users
                else seat.user.username,
                "is_bot": seat.is_bot,
                "dropped": seat.dropped,
                "rank": seat.rank if over else None,
            }
            for seat in game.seats.all()
        ],
    }


class GamePageOut(serializers.Serializer):
    results = FoundGameOut(many=True)
    next_before = serializers.IntegerField(
        allow_null=True, help_text="send as `before` for the next page; null: the last page"
    )


class TallyOut(serializers.Serializer):
    games = serializers.IntegerField()
    first_ahead = serializers.IntegerField()
    second_ahead = serializers.IntegerField()
    even = serializers.IntegerField()


class HeadToHeadGameOut(serializers.Serializer):
    game = FoundGameOut()
    ahead = serializers.ChoiceField(choices=["first", "second", "even"])


class HeadToHeadOut(serializers.Serializer):
    first = serializers.CharField()
    second = serializers.CharField()
    total = TallyOut()
    by_engine = serializers.DictField(child=TallyOut())
    games = HeadToHeadGameOut(many=True)


class EngineStatisticsIn(serializers.Serializer):
    players = serializers.IntegerField(required=False, min_value=1, max_value=16)
    option = option_field()

    def validate_option(self, pairs: list[str]) -> dict:
        return parsed_options(pairs)


class SeatRateOut(serializers.Serializer):
    seat = serializers.IntegerField()
    games = serializers.IntegerField()
    wins = serializers.IntegerField()
    rate = serializers.FloatField(allow_null=True)


class EngineStatisticsOut(serializers.Serializer):
    engine = serializers.CharField()
    players = serializers.IntegerField(allow_null=True)
    options = serializers.DictField()
    games = serializers.IntegerField()
    seat_wins = SeatRateOut(many=True)
    first_player_wins = serializers.DictField()
    moves = serializers.DictField(help_text="moves a game: median, mean, min, max")
    move_seconds = serializers.DictField(help_text="seconds a player's move took: median, moves")


class PlayerStatisticsIn(serializers.Serializer):
    engine = serializers.CharField(required=False, max_length=64)


class OpponentOut(serializers.Serializer):
    username = serializers.CharField(help_text='"": players with a private profile')
    games = serializers.IntegerField()
    ahead = serializers.IntegerField()
    behind = serializers.IntegerField()
    even = serializers.IntegerField()


class PlayerStatisticsOut(serializers.Serializer):
    username = serializers.CharField()
    games = serializers.IntegerField()
    by_seat = SeatRateOut(many=True)
    by_opponent = OpponentOut(many=True)


class PrivacyIn(serializers.Serializer):
    private_profile = serializers.BooleanField()


class PrivacyOut(serializers.Serializer):
    private_profile = serializers.BooleanField()
