"""Input and output shapes of the leagues API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from games.serializers import EngineSlugField
from leagues.models import AdjudicationFallback, League, LeagueEvent
from tournaments.pairing import TIEBREAK_NAMES


class LeagueCreateIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    engine = EngineSlugField()
    players_per_table = serializers.IntegerField(min_value=2, max_value=4, default=2)
    cycles = serializers.IntegerField(min_value=1, max_value=2, default=1)
    options = serializers.DictField(required=False, default=dict)
    time_control = serializers.DictField(required=False, default=dict)
    quiet_hours_max = serializers.IntegerField(
        min_value=0, max_value=168, required=False, allow_null=True, default=None
    )
    promoted = serializers.IntegerField(min_value=0, max_value=20, default=2)
    relegated_from = serializers.IntegerField(min_value=1, max_value=50, default=6)
    division_size = serializers.IntegerField(min_value=2, max_value=30, default=10)
    rookie_minimum = serializers.IntegerField(min_value=2, max_value=100, default=6)
    season_days = serializers.IntegerField(min_value=1, max_value=365, default=60)
    tiebreaks = serializers.ListField(
        child=serializers.ChoiceField(choices=TIEBREAK_NAMES), max_length=8, default=list
    )
    adjudication_fallback = serializers.ChoiceField(
        choices=AdjudicationFallback.choices, default=AdjudicationFallback.RANKING
    )
    adjudication_iterations = serializers.IntegerField(min_value=1, max_value=5000, default=200)
    signup_opens_at = serializers.DateTimeField(required=False, allow_null=True, default=None)
    signup_closes_at = serializers.DateTimeField(required=False, allow_null=True, default=None)
    next_season_at = serializers.DateTimeField(required=False, allow_null=True, default=None)


class LeagueEditIn(serializers.Serializer):
    """What a director may change (each optional): checked as at creation."""

    name = serializers.CharField(max_length=120, required=False)
    options = serializers.DictField(required=False)
    time_control = serializers.DictField(required=False)
    signup_opens_at = serializers.DateTimeField(required=False, allow_null=True)
    signup_closes_at = serializers.DateTimeField(required=False, allow_null=True)
    next_season_at = serializers.DateTimeField(required=False, allow_null=True)


class LeagueOut(serializers.ModelSerializer):
    director = serializers.CharField(source="director.username")

    class Meta:
        model = League
        fields = [
            "id",
            "name",
            "engine",
            "players_per_table",
            "cycles",
            "time_control",
            "quiet_hours_max",
            "promoted",
            "relegated_from",
            "division_size",
            "rookie_minimum",
            "season_days",
            "tiebreaks",
            "adjudication_fallback",
            "adjudication_iterations",
            "signup_opens_at",
            "signup_closes_at",
            "next_season_at",
            "director",
            "created_at",
        ]


class DivisionRowOut(serializers.Serializer):
    place = serializers.IntegerField()
    rank = serializers.IntegerField(help_text="shared when points and tie-breaks are level")
    username = serializers.CharField()
    points = serializers.CharField(help_text="an exact fraction, e.g. 5/2")
    played = serializers.IntegerField()
    left = serializers.IntegerField()
    best_place = serializers.IntegerField(help_text="the best final place still possible")
    worst_place = serializers.IntegerField(help_text="the worst final place still possible")
    status = serializers.ChoiceField(
        choices=["promoted", "relegated", "safe"],
        allow_null=True,
        help_text="once decided; null while still open",
    )


class DivisionOut(serializers.Serializer):
    tier = serializers.IntegerField()
    rookie = serializers.BooleanField(help_text="a division of newcomers only")
    rows = DivisionRowOut(many=True)


class SeasonOut(serializers.Serializer):
    number = serializers.IntegerField()
    status = serializers.CharField()
    started_at = serializers.DateTimeField()
    hard_deadline = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    divisions = DivisionOut(many=True)


class LeagueGameOut(serializers.Serializer):
    game = serializers.IntegerField()
    tier = serializers.IntegerField()
    round = serializers.IntegerField()
    seats = serializers.ListField(child=serializers.CharField())
    places = serializers.ListField(child=serializers.IntegerField(), allow_null=True)
    adjudication = serializers.DictField(
        allow_null=True,
        help_text="the ruling's evidence (seq, chances, iterations, seed, fallback, threshold, "
        "places), shown once the game is over",
    )


class OverrideIn(serializers.Serializer):
    places = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=4), min_length=2, max_length=4
    )
    reason = serializers.CharField(max_length=500)


class LeagueEventOut(serializers.ModelSerializer):
    actor = serializers.CharField(source="actor.username", allow_null=True, default=None)

    class Meta:
        model = LeagueEvent
        fields = ["id", "type", "actor", "data", "created_at"]
