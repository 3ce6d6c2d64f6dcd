"""What the reliability API reads and answers."""

from __future__ import annotations

import statistics

from rest_framework import serializers

from reliability.models import Outcome


class FigureOut(serializers.Serializer):
    value = serializers.FloatField(allow_null=True)
    games = serializers.ListField(
        child=serializers.IntegerField(), help_text="the games it comes from that you may see"
    )
    hidden = serializers.IntegerField(help_text="how many more are private games")


class RecentShareOut(serializers.Serializer):
    window = serializers.IntegerField()
    games = serializers.IntegerField()
    finished = serializers.IntegerField()
    percent = serializers.FloatField(allow_null=True)


class RecordOut(serializers.Serializer):
    username = serializers.CharField()
    games = serializers.IntegerField(help_text="games the player is done with")
    finished = FigureOut(help_text="played to the end")
    left = FigureOut(help_text="resigned")
    timed_out = FigureOut(help_text="lost on time")
    median_move_seconds = FigureOut(help_text="the median of the seconds each of their moves took")
    moves = serializers.IntegerField()
    vacation_days = FigureOut(help_text="days a vacation paused their clocks (overlaps once)")
    recent = RecentShareOut(help_text="the last 20 games")


class EntryListIn(serializers.Serializer):
    outcome = serializers.ChoiceField(choices=Outcome.choices, required=False)


class EntryOut(serializers.Serializer):
    game_id = serializers.IntegerField()
    seat = serializers.IntegerField()
    outcome = serializers.CharField()
    concluded_at = serializers.DateTimeField()
    moves = serializers.SerializerMethodField()
    median_move_seconds = serializers.SerializerMethodField()
    move_seconds = serializers.ListField(child=serializers.FloatField())
    vacations = serializers.ListField(
        child=serializers.ListField(child=serializers.FloatField()),
        help_text="[start, end] in epoch seconds",
    )

    def get_moves(self, entry) -> int:
        return len(entry.move_seconds)

    def get_median_move_seconds(self, entry) -> float | None:
        return round(statistics.median(entry.move_seconds), 3) if entry.move_seconds else None


class MinimumIn(serializers.Serializer):
    min_finished_percent = serializers.IntegerField(min_value=1, max_value=100)
    last_games = serializers.IntegerField(min_value=1, max_value=100)


class MinimumOut(serializers.Serializer):
    min_finished_percent = serializers.IntegerField(allow_null=True)
    last_games = serializers.IntegerField(allow_null=True)
