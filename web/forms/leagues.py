"""The form a league's director edits it with: what `PATCH /api/leagues/{id}/` takes (name,
options, clock, sign-up window, the next season's start), checked then by the API's own
serializer and `leagues.services.league_edit`."""

from __future__ import annotations

import json

from django import forms
from django.utils.html import format_html_join
from django.utils.translation import gettext_lazy as _

from engines import ENGINES
from engines.contract import options_of
from leagues.models import League
from web.forms.games import TimeControlFields, option_in_words, options_field, options_from_json

LOCAL_MINUTE = "%Y-%m-%dT%H:%M"


def _moment_field(label, help_text) -> forms.DateTimeField:
    return forms.DateTimeField(
        required=False,
        label=label,
        help_text=help_text,
        input_formats=[LOCAL_MINUTE, "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S"],
        widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format=LOCAL_MINUTE),
    )


class LeagueEditForm(TimeControlFields):
    name = forms.CharField(max_length=120, label=_("Name"))
    options = options_field(_("Options (JSON)"))
    signup_opens_at = _moment_field(_("Sign-up opens"), _("Empty: open until it closes."))
    signup_closes_at = _moment_field(_("Sign-up closes"), _("Empty: never closes."))
    next_season_at = _moment_field(
        _("The next season starts by itself at"), _("Empty: when you start it.")
    )
    field_order = [
        "name",
        *TimeControlFields.base_fields,
        "options",
        "signup_opens_at",
        "signup_closes_at",
        "next_season_at",
    ]

    def __init__(self, *args, engine: str, **kwargs):
        super().__init__(*args, **kwargs)
        spec = ENGINES.get(engine)  # the league's game only: its options as the help
        options = options_of(spec) if spec is not None else []
        self.fields["options"].help_text = format_html_join(
            "; ", "{}", ((option_in_words(option),) for option in options)
        )

    @classmethod
    def initial_of(cls, league: League) -> dict:
        """The league's settings as the form's first values (times in the reader's zone)."""
        clock = league.time_control or {}
        return {
            "name": league.name,
            "options": json.dumps(league.options or {}, ensure_ascii=False),
            "time_control": clock.get("kind", "none"),
            **{name: clock.get(name) for name in ("seconds", "initial", "increment", "max")},
            "signup_opens_at": league.signup_opens_at,
            "signup_closes_at": league.signup_closes_at,
            "next_season_at": league.next_season_at,
        }

    def clean_options(self) -> dict:
        return options_from_json(self.cleaned_data.get("options", ""))

    def changes(self) -> dict:
        """What the API's PATCH body would hold (every editable field, as the form has it)."""
        data = self.cleaned_data
        clock = data.get("clock")
        return {
            "name": data["name"],
            "options": data.get("options") or {},
            "time_control": clock.as_json() if clock is not None else {"kind": "none"},
            **{
                name: data.get(name)
                for name in ("signup_opens_at", "signup_closes_at", "next_season_at")
            },
        }

    def refusal_field(self, code: str) -> str | None:
        """The field a service's refusal belongs to (None: the whole form)."""
        if "time_control" in code or "clock" in code:
            return "time_control"
        if "option" in code:
            return "options"
        if "signup" in code:
            return "signup_closes_at"
        return None
