"""Forms of social play on the pages: filter and post seeks, invite players, report a player."""

from __future__ import annotations

import re

from django import forms
from django.utils.translation import gettext_lazy as _

from api.whole_numbers import WholeNumberField
from web.forms.games import (
    TIME_CONTROL_CHOICES,
    TimeControlFields,
    engine_choices,
    options_field,
    options_from_json,
)

MAX_RATING = 4000
MAX_RATING_WINDOW = 3000
REPORT_PREFIX = "report"


class SeekFilterForm(forms.Form):
    """The lobby's seek filters (a GET form): game, the seeker's rating range, the clock."""

    engine = forms.ChoiceField(required=False, label=_("Game"))
    rating_min = WholeNumberField(
        required=False, min_value=0, max_value=MAX_RATING, label=_("Rated from")
    )
    rating_max = WholeNumberField(
        required=False, min_value=0, max_value=MAX_RATING, label=_("Rated up to")
    )
    time_control = forms.ChoiceField(
        required=False, choices=[("", _("Any clock")), *TIME_CONTROL_CHOICES], label=_("Clock")
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["engine"].choices = [("", _("Any game")), *engine_choices()]

    def filters(self) -> dict:
        """The selector's keyword arguments (none when the form is unbound or invalid)."""
        if not self.is_bound or not self.is_valid():
            return {}
        data = self.cleaned_data
        return {
            "engine": data.get("engine") or None,
            "rating_min": data.get("rating_min"),
            "rating_max": data.get("rating_max"),
            "time_control": data.get("time_control") or None,
        }


class _TableFields(TimeControlFields):
    """What a seek and an invitation game share: the game, rated, watchable, options."""

    engine = forms.ChoiceField(label=_("Game"))
    rated = forms.BooleanField(required=False, label=_("Rated"))
    public = forms.BooleanField(
        required=False,
        initial=True,
        label=_("Public: anyone may watch"),
        help_text=_("A private game is seen by its players only."),
    )
    options = options_field()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["engine"].choices = engine_choices()

    def clean_options(self) -> dict:
        return options_from_json(self.cleaned_data.get("options", ""))

    def table_arguments(self) -> dict:
        data = self.cleaned_data
        return {
            "engine": data["engine"],
            "rated": data["rated"],
            "public": data["public"],
            "time_control": data["clock"],
            "options": data["options"],
        }


class SeekPostForm(_TableFields):
    field_order = [
        "engine",
        "players",
        "rated",
        "rating_window",
        "public",
        "friends_only",
        *TimeControlFields.base_fields,
        "options",
    ]

    players = WholeNumberField(min_value=2, max_value=8, initial=2, label=_("Seats"))
    friends_only = forms.BooleanField(
        required=False,
        label=_("Friends only"),
        help_text=_("Only your friends (players who follow each other with you) see and take it."),
    )
    rating_window = WholeNumberField(
        required=False,
        min_value=1,
        max_value=MAX_RATING_WINDOW,
        label=_("Rating window (± points, optional)"),
        help_text=_("Only players rated within this many points of you may take the seek."),
    )

    def service_arguments(self) -> dict:
        return {
            **self.table_arguments(),
            "players": self.cleaned_data["players"],
            "rating_window": self.cleaned_data.get("rating_window"),
            "friends_only": self.cleaned_data.get("friends_only", False),
        }


class InviteForm(_TableFields):
    field_order = [
        "invitees",
        "engine",
        "players",
        "rated",
        "public",
        *TimeControlFields.base_fields,
        "options",
    ]

    invitees = forms.CharField(
        max_length=1200,
        label=_("Players to invite"),
        help_text=_("Their usernames, separated by commas or spaces (at most seven)."),
    )
    players = WholeNumberField(
        required=False,
        min_value=2,
        max_value=8,
        label=_("Seats (optional)"),
        help_text=_(
            "Leave empty for you and the invited players; extra seats can be filled by invite link."
        ),
    )

    def clean_invitees(self) -> list[str]:
        return [name for name in re.split(r"[\s,]+", self.cleaned_data["invitees"]) if name]

    def service_arguments(self) -> dict:
        return {
            **self.table_arguments(),
            "invitees": self.cleaned_data["invitees"],
            "players": self.cleaned_data.get("players"),
        }


class ReportForm(forms.Form):
    """Shown on a profile (prefix REPORT_PREFIX); the report service checks the reason."""

    reason = forms.CharField(
        max_length=1000,
        label=_("What is wrong?"),
        widget=forms.Textarea(attrs={"rows": 3}),
    )
