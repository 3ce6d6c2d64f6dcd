"""Forms of the pages: sign up, create a game (and the clock fields tournaments share), import a
record, fork a position."""

from __future__ import annotations

import json

from django import forms
from django.contrib.auth.forms import UserCreationForm
from django.core.validators import RegexValidator
from django.utils.functional import lazy
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engines import ENGINES
from engines.contract import OptionSpec, options_of
from games.input_bounds import InputRefused, parse_json
from games.services.lifecycle import MAX_TIME_CONTROL_SECONDS

TIME_CONTROL_CHOICES = [
    ("none", _("No clock")),
    ("per_move", _("Per move (seconds for each move)")),
    ("fischer", _("Fischer (initial bank + increment, capped)")),
]
MAX_RECORD_BYTES = 5 * 1024 * 1024


def engine_choices() -> list[tuple[str, str]]:
    """The installed games, by title, with their player counts."""
    return [
        (
            slug,
            _("%(title)s (%(low)d–%(high)d players)")
            % {"title": _(engine.title), "low": engine.min_players, "high": engine.max_players},
        )
        for slug, engine in sorted(ENGINES.items(), key=lambda item: item[1].title)
    ]


def _as_code(value: object) -> SafeString:
    """An option's value as typed in the options field (JSON), set as code."""
    return format_html("<code>{}</code>", json.dumps(value, ensure_ascii=False))


def option_in_words(option: OptionSpec) -> SafeString:
    """One option as the help names it: its name (as typed), its description in the active
    language, the values it takes and its default, or that it fixes the draws."""
    words = format_html("<code>{}</code>: {}", option.name, gettext(option.description))
    if option.stacked:
        return format_html("{} {}", words, gettext("(fixes the draws: unrated games only)"))
    notes = []
    if option.choices:
        values = format_html_join(", ", "{}", ((_as_code(value),) for value in option.choices))
        notes.append(format_html(gettext("one of {values}"), values=values))
    if option.default is not None:
        notes.append(format_html(gettext("default {value}"), value=_as_code(option.default)))
    if not notes:
        return words
    return format_html("{} ({})", words, format_html_join("; ", "{}", ((note,) for note in notes)))


def options_help() -> SafeString:
    """Each installed game's options, read from its spec: one line per game, by title."""
    games = [
        (
            gettext(engine.title),
            format_html_join("; ", "{}", ((option_in_words(o),) for o in options)),
        )
        for engine in ENGINES.values()
        if (options := options_of(engine))
    ]
    return format_html_join(mark_safe("<br>"), "<b>{}</b> — {}", sorted(games))


def options_field() -> forms.CharField:
    """A game's options as JSON (checked by options_from_json, then by the engine), with each
    game's options as help."""
    return forms.CharField(
        required=False,
        label=_("Options (JSON, optional)"),
        help_text=lazy(options_help, str)(),
        widget=forms.Textarea(
            attrs={"rows": 2, "placeholder": '{"pile": 12}', "spellcheck": "false"}
        ),
    )


def options_from_json(raw: str) -> dict:
    """A form's options field: empty, or a JSON object (the engine checks what is in it)."""
    raw = (raw or "").strip()
    if not raw:
        return {}
    try:
        options = parse_json(raw)
    except InputRefused as refused:
        raise forms.ValidationError(refused.message) from refused
    except ValueError as error:
        raise forms.ValidationError(_('Options must be JSON, e.g. {"pile": 12}.')) from error
    if not isinstance(options, dict):
        raise forms.ValidationError(_("Options must be a JSON object."))
    return options


class SignupForm(UserCreationForm):
    username = forms.CharField(
        label=_("Username"),
        max_length=30,
        validators=[
            RegexValidator(r"^[\w.@+-]{3,30}$", _("3 to 30 letters, digits and . @ + - _ only."))
        ],
        help_text=_("3 to 30 letters, digits and . @ + - _"),
        widget=forms.TextInput(attrs={"autocomplete": "username", "autofocus": True}),
    )

    class Meta(UserCreationForm.Meta):
        fields = ("username",)


def _seconds_field(label) -> forms.IntegerField:
    return forms.IntegerField(
        required=False, min_value=1, max_value=MAX_TIME_CONTROL_SECONDS, label=label
    )


class TimeControlFields(forms.Form):
    """The clock a game or a tournament's games get: none, per move or Fischer (the fields
    of the other kinds are ignored); `cleaned_data["time_control_dict"]` is what
    games' `_check_time_control` takes."""

    time_control = forms.ChoiceField(  # left out: no clock
        required=False, choices=TIME_CONTROL_CHOICES, initial="none", label=_("Clock")
    )
    seconds = _seconds_field(_("Seconds per move"))
    initial = _seconds_field(_("Initial bank (s)"))
    increment = _seconds_field(_("Increment (s)"))
    max = _seconds_field(_("Bank cap (s)"))

    def clean(self):
        data = super().clean()
        kind = data.get("time_control") or "none"
        names = {"per_move": ["seconds"], "fischer": ["initial", "increment", "max"]}.get(kind, [])
        for name in names:
            if not data.get(name) and name not in self.errors:
                self.add_error(name, _("Needed for this clock."))
        if (
            kind == "fischer"
            and data.get("initial")
            and data.get("max")
            and data["max"] < data["initial"]
        ):
            self.add_error("max", _("The cap must be at least the initial bank."))
        data["time_control_dict"] = {"kind": kind, **{name: data.get(name) for name in names}}
        return data


class GameCreateForm(TimeControlFields):
    field_order = [
        "engine",
        "players",
        "bots",
        "rated",
        "random_seating",
        *TimeControlFields.base_fields,
        "options",
    ]

    engine = forms.ChoiceField(label=_("Game"))
    players = forms.IntegerField(min_value=1, max_value=8, initial=2, label=_("Seats"))
    bots = forms.IntegerField(
        min_value=0,
        max_value=7,
        initial=1,
        label=_("Bots"),
        help_text=_("Bots take seats after yours; only at unrated tables."),
    )
    rated = forms.BooleanField(required=False, label=_("Rated"))
    random_seating = forms.BooleanField(
        required=False, initial=True, label=_("Draw the seats at random")
    )
    options = options_field()

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["engine"].choices = engine_choices()

    def clean_options(self) -> dict:
        return options_from_json(self.cleaned_data.get("options", ""))

    def service_arguments(self) -> dict:
        data = self.cleaned_data
        return {
            "engine": data["engine"],
            "players": data["players"],
            "bots": data["bots"],
            "rated": data["rated"],
            "random_seating": data["random_seating"],
            "time_control": data["time_control_dict"],
            "options": data["options"],
        }


class RecordImportForm(forms.Form):
    file = forms.FileField(required=False, label=_("Game record file (.json)"))
    text = forms.CharField(
        required=False,
        label=_("…or paste the record"),
        widget=forms.Textarea(attrs={"rows": 6, "spellcheck": "false"}),
    )

    def clean(self):
        data = super().clean()
        upload = data.get("file")
        if upload is not None:
            if upload.size > MAX_RECORD_BYTES:
                raise forms.ValidationError(_("That file is larger than 5 MB."))
            raw = upload.read()
        else:
            raw = (data.get("text") or "").encode()
        if not raw.strip():
            raise forms.ValidationError(_("Choose a file or paste a record."))
        try:
            data["record"] = parse_json(raw)
        except InputRefused as refused:
            raise forms.ValidationError(refused.message) from refused
        except ValueError as error:
            raise forms.ValidationError(_("That is not JSON.")) from error
        return data


class ForkForm(forms.Form):
    at = forms.IntegerField(min_value=1)
    seat = forms.IntegerField(min_value=0, max_value=7)
