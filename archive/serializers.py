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


def parsed_options(raw: str) -> dict:
    """The options a finder or a statistic asks for: a JSON object of at most 8 names, each
    with a scalar value."""
    check_text(raw)
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError) as error:
        raise serializers.ValidationError(_("Options are a JSON object.")) from error
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise serializers.ValidationError(_("Options are a JSON object of at most 8 names."))
    for name, option in value.items():
        if not OPTION_NAME.match(name):
            raise serializers.ValidationError(_("An option's name is a word of letters."))
        if isinstance(option, float) and not math.isfinite(option):
            raise serializers.ValidationError(_("An option's value is a finite number."))
        if not isinstance(option, str | int | float | bool) or (
            isinstance(option, str) and len(option) > 100
        ):
            raise serializers.ValidationError(
                _("An option's value is a number, true or false, or a short text.")
            )
    return value


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
    options = serializers.CharField(
        required=False,
        max_length=2000,
        help_text='a JSON object of at most 8 options and their values, e.g. {"pile": 10}',
    )
    before = serializers.IntegerField(
        required=False, min_value=1, max_value=MAX_ID, help_text="the next page: ids below it"
    )
    limit = serializers.IntegerField(required=False, default=20, min_value=1, max_value=MAX_LIMIT)

    def validate_options(self, raw: str) -> dict:
        return parsed_options(raw)


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
    options = serializers.CharField(
        required=False, max_length=2000, help_text="a JSON object of options and their values"
    )

    def validate_options(self, raw: str) -> dict:
        return parsed_options(raw)


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
