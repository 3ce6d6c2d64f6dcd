"""Input and output shapes of the ratings API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from ratings.models import Rating, RatingChange


class LeaderboardIn(serializers.Serializer):
    active_days = serializers.IntegerField(required=False, min_value=1, max_value=36500)
    min_games = serializers.IntegerField(required=False, min_value=0)
    order = serializers.ChoiceField(choices=["elo", "openskill"], required=False, default="elo")
    include_provisional = serializers.BooleanField(required=False, default=True)


class RatingOut(serializers.ModelSerializer):
    username = serializers.CharField(source="user.username")
    display = serializers.FloatField(help_text="OpenSkill mu - 3 sigma")

    class Meta:
        model = Rating
        fields = [
            "username",
            "engine",
            "elo",
            "games",
            "mu",
            "sigma",
            "display",
            "provisional",
            "last_played",
        ]


class LeaderboardRowOut(RatingOut):
    rank = serializers.IntegerField()

    class Meta(RatingOut.Meta):
        fields = ["rank", *RatingOut.Meta.fields]


class RatingChangeOut(serializers.ModelSerializer):
    display_before = serializers.FloatField()
    display_after = serializers.FloatField()

    class Meta:
        model = RatingChange
        fields = [
            "game",
            "finished_at",
            "seat",
            "rank",
            "elo_before",
            "elo_after",
            "elo_delta",
            "k",
            "games",
            "mu_before",
            "sigma_before",
            "mu_after",
            "sigma_after",
            "display_before",
            "display_after",
            "provisional",
        ]


class UserRatingsIn(serializers.Serializer):
    engine = serializers.CharField(required=False, max_length=64)
    history = serializers.IntegerField(required=False, default=100, min_value=0, max_value=1000)


class UserRatingOut(serializers.Serializer):
    rating = RatingOut()
    history = RatingChangeOut(many=True)


class UserRatingsOut(serializers.Serializer):
    username = serializers.CharField()
    ratings = UserRatingOut(many=True)
