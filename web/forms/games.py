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
from django.utils.text import capfirst
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from api.input_bounds import InputRefused, parse_json
from api.whole_numbers import WholeNumberField
from engines import ENGINES
from engines.contract import OptionSpec, options_of
from games import time_controls
from games.bot_levels import BOT_THINK_LEVELS, DEFAULT_BOT_THINK_MS
from games.time_controls import TimeControl, TimeControlRefused
from web.words.value_words import word

TIME_CONTROL_CHOICES = [
    (time_controls.NONE, _("No clock")),
    (time_controls.PER_MOVE, _("Per move (seconds for each move)")),
    (time_controls.FISCHER, _("Fischer (initial bank + increment, capped)")),
]
# The clock's refusals in the words of its fields (the rules are games.time_controls').
CLOCK_FIELD_WORDS = {"max": _("The cap must be at least the initial bank.")}
MAX_RECORD_BYTES = 5 * 1024 * 1024
# The bot levels a table may seat (engines.bots.BOTS), in words.
BOT_LEVELS = [
    ("random", _("Random: any legal move")),
    ("greedy", _("Greedy: the best move one step ahead")),
    ("strong", _("Strong: searches many moves ahead")),
]


def engine_choices() -> list[tuple[str, str]]:
    """The installed games, by title, with their player counts."""
    return [
        (
            slug,
            (
                ngettext(
                    "%(title)s (%(low)d player)", "%(title)s (%(low)d players)", engine.min_players
                )
                if engine.min_players == engine.max_players
                else gettext("%(title)s (%(low)d–%(high)d players)")
            )
            % {
                "title": gettext(engine.title),
                "low": engine.min_players,
                "high": engine.max_players,
            },
        )
        for slug, engine in sorted(ENGINES.items(), key=lambda item: item[1].title)
    ]


def usual_seats(slug: str) -> int:
    """The seats a new table of `slug` gets unless told otherwise: two, within the game's range."""
    engine = ENGINES.get(slug)
    if engine is None:
        return 2
    return min(max(2, engine.min_players), engine.max_players)


class EngineSelect(forms.Select):
    """The game drop-down; each game carries its seat range, which the page's script copies into
    the seats field when the game changes."""

    def create_option(self, name, value, label, selected, index, subindex=None, attrs=None):
        option = super().create_option(name, value, label, selected, index, subindex, attrs)
        engine = ENGINES.get(str(value))
        if engine is not None:
            option["attrs"].update(
                {
                    "data-min": engine.min_players,
                    "data-max": engine.max_players,
                    "data-seats": usual_seats(str(value)),
                }
            )
        return option


def option_field_name(slug: str, option: OptionSpec) -> str:
    return f"option__{slug.replace('-', '_')}__{option.name}"


def fillable_options(slug: str) -> list[OptionSpec]:
    """A game's options a person picks from a list: not stacked, with a fixed few values."""
    engine = ENGINES.get(slug)
    if engine is None:
        return []
    return [o for o in options_of(engine) if o.choices and not o.stacked]


def option_value_in_words(value: object) -> str:
    return word(value) if isinstance(value, str) else str(value)


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


def options_field(label=None) -> forms.CharField:
    """A game's options as JSON (checked by options_from_json, then by the engine), with each
    game's options as help."""
    return forms.CharField(
        required=False,
        label=label or _("Options (JSON, optional)"),
        help_text=lazy(options_help, str)(),
        widget=forms.Textarea(attrs={"rows": 2, "placeholder": "{}", "spellcheck": "false"}),
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
        raise forms.ValidationError(_('Options must be JSON, e.g. {"mode": "classic"}.')) from error
    if not isinstance(options, dict):
        raise forms.ValidationError(_("Options must be a JSON object."))
    return options


class EngineOptionFields(forms.Form):
    """Each installed game's own options as fields (shown for the chosen game only), plus its
    options as JSON behind "advanced"; `chosen_options(slug)` is what the game starts with."""

    options = options_field(_("Advanced: options as JSON"))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["options"].advanced = True  # type: ignore[attr-defined]
        for slug in sorted(ENGINES):
            for option in fillable_options(slug):
                field = forms.ChoiceField(
                    required=False,
                    label=capfirst(gettext(option.description)),
                    choices=[
                        (json.dumps(value), option_value_in_words(value))
                        for value in option.choices
                    ],
                    initial=json.dumps(option.default),
                )
                field.engine = slug  # type: ignore[attr-defined]
                self.fields[option_field_name(slug, option)] = field

    def clean_options(self) -> dict:
        return options_from_json(self.cleaned_data.get("options", ""))

    def chosen_options(self, slug: str) -> dict:
        """The chosen game's options from its fields, then anything typed as JSON over them."""
        chosen = {}
        for option in fillable_options(slug):
            raw = self.cleaned_data.get(option_field_name(slug, option)) or ""
            if raw:
                chosen[option.name] = json.loads(raw)
        return {**chosen, **(self.cleaned_data.get("options") or {})}


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


def _seconds_field(label) -> WholeNumberField:
    return WholeNumberField(
        required=False, min_value=1, max_value=time_controls.MAX_SECONDS, label=label
    )


class TimeControlFields(forms.Form):
    """The clock a game or a tournament's games get: none, per move or Fischer (the fields
    of the other kinds are ignored); `cleaned_data["clock"]` is the checked
    games.time_controls.TimeControl the services take, when every field is right."""

    time_control = forms.ChoiceField(  # left out: no clock
        required=False, choices=TIME_CONTROL_CHOICES, initial="none", label=_("Clock")
    )
    seconds = _seconds_field(_("Seconds per move"))
    initial = _seconds_field(_("Initial bank (s)"))  # type: ignore[assignment]  # a field named initial
    increment = _seconds_field(_("Increment (s)"))
    max = _seconds_field(_("Bank cap (s)"))

    def clean(self):
        data = super().clean()
        kind = data.get("time_control") or time_controls.NONE
        names = time_controls.FIELDS.get(kind, ())
        for name in names:
            if not data.get(name) and name not in self.errors:
                self.add_error(name, _("Needed for this clock."))
        data["clock"] = None
        if any(name in self.errors for name in ("time_control", *names)):
            return data
        try:
            data["clock"] = TimeControl.of({"kind": kind, **{name: data[name] for name in names}})
        except TimeControlRefused as refused:
            field = refused.field if refused.field in self.fields else None
            self.add_error(field, CLOCK_FIELD_WORDS.get(field or "", refused.message))
        return data


class GameCreateForm(EngineOptionFields, TimeControlFields):
    """A table: the game (its seats follow it), bots, rating, seating, clock, the game's options."""

    engine = forms.ChoiceField(label=_("Game"), widget=EngineSelect)
    players = WholeNumberField(
        required=False,
        min_value=1,
        max_value=8,
        label=_("Seats"),
        help_text=_("Follows the game; empty: the game's usual number."),
    )
    bots = WholeNumberField(
        required=False,
        min_value=0,
        max_value=7,
        label=_("Bots"),
        help_text=_(
            "Empty: bots take every other seat and the game starts at once. A smaller number "
            "leaves seats open for other players. Bots sit only at unrated tables."
        ),
    )
    bot_kind = forms.ChoiceField(
        choices=BOT_LEVELS,
        required=False,
        initial="greedy",
        label=_("Bot level"),
        help_text=_("How well the bots play; a strong bot thinks as long as chosen below."),
    )
    bot_think_ms = forms.TypedChoiceField(
        choices=list(BOT_THINK_LEVELS.items()),
        coerce=int,
        required=False,
        initial=DEFAULT_BOT_THINK_MS,
        label=_("Strong bots think"),
        help_text=_("The time a strong bot takes for each move: longer plays better."),
    )
    rated = forms.BooleanField(required=False, label=_("Rated"))
    random_seating = forms.BooleanField(
        required=False, initial=True, label=_("Draw the seats at random")
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        choices = engine_choices()
        self.fields["engine"].choices = choices
        if choices:
            self.fields["players"].initial = usual_seats(choices[0][0])
        self.order_fields(
            [
                "engine",
                "players",
                "bots",
                "rated",
                "random_seating",
                *TimeControlFields.base_fields,
                *(name for name in self.fields if name.startswith("option__")),
                "options",
            ]
        )

    def clean(self):
        data = super().clean()
        slug = data.get("engine")
        engine = ENGINES.get(slug or "")
        if engine is None:
            return data
        players = data.get("players")
        if players is None and "players" not in self.errors:
            data["players"] = usual_seats(slug)
        elif players is not None and not engine.min_players <= players <= engine.max_players:
            self.add_error("players", seats_refusal(slug))
        if data.get("bots") is None and "bots" not in self.errors:
            # a new player on an empty site plays at once; a rated table seats no bots
            seats = data.get("players") or usual_seats(slug)
            data["bots"] = 0 if data.get("rated") else seats - 1
        return data

    def service_arguments(self) -> dict:
        data = self.cleaned_data
        return {
            "engine": data["engine"],
            "players": data["players"],
            "bots": data["bots"],
            "bot_kind": data.get("bot_kind") or "random",  # as the API: random when not given
            "bot_think_ms": data.get("bot_think_ms") or DEFAULT_BOT_THINK_MS,
            "rated": data["rated"],
            "random_seating": data["random_seating"],
            "time_control": data["clock"],
            "options": self.chosen_options(data["engine"]),
        }


def seats_refusal(slug: str) -> str:
    """ "Tigris Euphyu takes 1 to 4 players." / "After the Flood takes exactly 3 players."."""
    engine = ENGINES[slug]
    low, high = engine.min_players, engine.max_players
    words = (
        gettext("%(title)s takes exactly %(low)d players.")
        if low == high
        else gettext("%(title)s takes %(low)d to %(high)d players.")
    )
    return words % {"title": gettext(engine.title), "low": low, "high": high}


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
    at = WholeNumberField(min_value=1)
    seat = WholeNumberField(min_value=0, max_value=7)
