"""Input and output shapes of the players API (validation only; no logic)."""

from __future__ import annotations

from django.conf import settings
from rest_framework import serializers

from players.models import CHANNELS, EmailMode
from players.quiet_hours import DAYS, MAX_RULES

LANGUAGE_CODES = [code for code, _name in settings.LANGUAGES]


class RegisterIn(serializers.Serializer):
    username = serializers.RegexField(r"^[\w.@+-]{3,30}$", max_length=30)
    password = serializers.CharField(min_length=8, max_length=128, write_only=True)
    email = serializers.EmailField(required=False, allow_blank=True)


class TokenIn(serializers.Serializer):
    username = serializers.CharField(max_length=150)
    password = serializers.CharField(max_length=128, write_only=True)


class TokenOut(serializers.Serializer):
    token = serializers.CharField()
    username = serializers.CharField()


class VacationIn(serializers.Serializer):
    days = serializers.IntegerField(min_value=1, max_value=366)


QUIET_HOURS_HELP = (
    "weekly hours when your clocks do not run and reminders wait, in your time zone: rules "
    '{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}; an end not after the start '
    "runs into the next day; at most 14 rules"
)


class QuietRuleSerializer(serializers.Serializer):
    days = serializers.ListField(
        child=serializers.ChoiceField(choices=DAYS), min_length=1, max_length=len(DAYS)
    )
    start = serializers.RegexField(r"^([01]\d|2[0-3]):[0-5]\d$", max_length=5)
    end = serializers.RegexField(r"^(([01]\d|2[0-3]):[0-5]\d|24:00)$", max_length=5)


class ProfileOut(serializers.Serializer):
    on_vacation_until = serializers.DateTimeField(allow_null=True)
    vacation_days_left = serializers.IntegerField()
    email_mode = serializers.ChoiceField(choices=EmailMode.values)
    language = serializers.ChoiceField(
        choices=LANGUAGE_CODES, help_text="The language of emails and webhook texts."
    )
    notification_channels = serializers.DictField(
        child=serializers.ListField(child=serializers.ChoiceField(choices=CHANNELS)),
        help_text="per notification kind, the channels it goes to (a kind not named: all of "
        "in_app, email, webhook; [] is off)",
    )
    time_zone = serializers.CharField(help_text='an IANA name, or "" for the browser\'s')
    confirm_moves = serializers.BooleanField(
        help_text='a click on a board is shown first and played on "Confirm"'
    )
    quiet_hours = QuietRuleSerializer(many=True, help_text=QUIET_HOURS_HELP)
    quiet_hours_weekly_hours = serializers.FloatField(help_text="hours a week they take")
    quiet_hours_limit = serializers.IntegerField(help_text="the most hours a week they may take")


class ProfileIn(serializers.Serializer):
    email_mode = serializers.ChoiceField(choices=EmailMode.values, required=False)
    language = serializers.ChoiceField(choices=LANGUAGE_CODES, required=False)
    notification_channels = serializers.DictField(
        child=serializers.ListField(child=serializers.ChoiceField(choices=CHANNELS), max_length=3),
        required=False,
        help_text='per notification kind, its channels: {"your_turn": ["in_app"]}; [] is off',
    )
    time_zone = serializers.CharField(
        max_length=64, required=False, allow_blank=True, help_text='"Asia/Seoul"; "" for none'
    )
    confirm_moves = serializers.BooleanField(
        required=False, help_text="false: a click on a board plays at once"
    )
    quiet_hours = QuietRuleSerializer(  # type: ignore[call-arg]  # DRF's ListSerializer takes it
        many=True, required=False, max_length=MAX_RULES, help_text=QUIET_HOURS_HELP
    )
