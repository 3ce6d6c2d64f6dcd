"""Input and output shapes of the ladders API (validation only; no logic)."""

from __future__ import annotations

from dataclasses import asdict

from rest_framework import serializers

from games.serializers import MAX_ID, OPTIONS_HELP, EngineSlugField
from games.stacked_options import options_as_seen
from ladders.models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent


class LadderListIn(serializers.Serializer):
    engine = serializers.CharField(required=False, allow_blank=True, max_length=64)  # blank: any


class LadderCreateIn(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    engine = EngineSlugField()
    options = serializers.DictField(required=False, default=dict)
    time_control = serializers.DictField(required=False, default=dict)
    rules = serializers.DictField(required=False, default=dict)


class LadderOut(serializers.ModelSerializer):
    rules = serializers.SerializerMethodField()
    options = serializers.SerializerMethodField(help_text=f"{OPTIONS_HELP} (a ladder never ends)")

    class Meta:
        model = Ladder
        fields = [
            "id",
            "name",
            "engine",
            "options",
            "time_control",
            "rules",
            "is_open",
            "created_at",
        ]

    def get_options(self, ladder: Ladder) -> dict:
        return options_as_seen(ladder.engine, ladder.options, game_over=False)

    def get_rules(self, ladder) -> dict:
        return asdict(ladder.ladder_rules)


class LadderStandingOut(serializers.Serializer):
    position = serializers.IntegerField()
    username = serializers.CharField()
    elo = serializers.FloatField(
        allow_null=True, help_text="the player's Elo in this game, if rated"
    )
    open_challenges = serializers.IntegerField()
    can_challenge = serializers.BooleanField(help_text="whether you may challenge this player now")


class LadderStandingsOut(serializers.Serializer):
    ladder = serializers.IntegerField()
    seq = serializers.IntegerField(help_text="seq of the last ladder event folded")
    standings = LadderStandingOut(many=True)
    your_position = serializers.IntegerField(allow_null=True)


class LadderJoinOut(serializers.Serializer):
    position = serializers.IntegerField()


class LadderChallengeIn(serializers.Serializer):
    defender = serializers.CharField(max_length=150, help_text="the username to challenge")


class LadderChallengeOut(serializers.ModelSerializer):
    ladder_name = serializers.CharField(source="ladder.name")
    challenger = serializers.CharField(source="challenger.username")
    defender = serializers.CharField(source="defender.username")
    winner = serializers.CharField(source="winner.username", allow_null=True, default=None)

    class Meta:
        model = LadderChallenge
        fields = [
            "id",
            "ladder",
            "ladder_name",
            "game",
            "challenger",
            "defender",
            "challenger_position",
            "defender_position",
            "status",
            "winner",
            "reason",
            "issued_at",
            "closed_at",
        ]


class LadderChallengeListIn(serializers.Serializer):
    status = serializers.ChoiceField(choices=ChallengeStatus.choices, required=False)
    ladder = serializers.IntegerField(required=False, min_value=1, max_value=MAX_ID)


class LadderEventsIn(serializers.Serializer):
    after = serializers.IntegerField(required=False, default=0, min_value=0)
    limit = serializers.IntegerField(required=False, default=500, min_value=1, max_value=1000)


class LadderEventOut(serializers.ModelSerializer):
    class Meta:
        model = LadderEvent
        fields = ["seq", "type", "data", "created_at"]
