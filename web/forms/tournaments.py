"""The form that creates a tournament (what tournaments.services.tournament_create takes)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from api.whole_numbers import WholeNumberField
from engines import ENGINES
from tournaments import pairing
from tournaments.models import TournamentFormat
from tournaments.services.organising import (
    CHOSEN_ROUNDS,
    DEFAULT_MCMAHON_BAND,
    DEFAULT_MCMAHON_GROUPS,
    MAX_BAR,
    MAX_ENTRANTS,
    MAX_MCMAHON_GROUPS,
    MAX_PLACE_POINTS,
    MAX_ROUND_SECONDS,
    MAX_SWISS_ROUNDS,
    MAX_TABLE_SIZE,
    MIN_ENTRANTS,
    MIN_MCMAHON_GROUPS,
    MIN_ROUND_SECONDS,
)
from web.forms.games import (
    BOT_LEVELS,
    EngineOptionFields,
    EngineSelect,
    TimeControlFields,
    engine_choices,
    seats_refusal,
    usual_seats,
)
from web.words.tiebreak_words import tiebreak_choices


class TournamentCreateForm(EngineOptionFields, TimeControlFields):
    name = forms.CharField(max_length=120, label=_("Name"))
    engine = forms.ChoiceField(label=_("Game"), widget=EngineSelect)
    format = forms.ChoiceField(choices=TournamentFormat.choices, label=_("Format"))
    players_per_table = WholeNumberField(
        required=False,
        min_value=2,
        max_value=MAX_TABLE_SIZE,
        label=_("Players a table"),
        help_text=_("Follows the game; empty: the game's usual number."),
    )
    rounds = WholeNumberField(
        required=False,
        min_value=1,
        max_value=MAX_SWISS_ROUNDS,
        initial=3,
        label=_("Rounds"),
        help_text=_("Swiss and McMahon only."),
    )
    advance = WholeNumberField(
        min_value=1,
        max_value=MAX_TABLE_SIZE - 1,  # at least one of a table stays behind
        initial=1,
        label=_("Go on from each table"),
        help_text=_("Elimination only: how many of each table play the next round."),
    )
    mcmahon_bar = forms.FloatField(
        required=False,
        min_value=0,
        max_value=MAX_BAR,
        initial=1700,
        label=_("McMahon bar"),
        help_text=_(
            "McMahon only: players rated at or above it (in this game) start in the top group."
        ),
    )
    mcmahon_band = WholeNumberField(
        required=False,
        min_value=1,
        max_value=MAX_BAR,
        initial=DEFAULT_MCMAHON_BAND,
        label=_("McMahon band"),
        help_text=_("McMahon only: rating points for each starting point below the bar."),
    )
    mcmahon_groups = WholeNumberField(
        required=False,
        min_value=MIN_MCMAHON_GROUPS,
        max_value=MAX_MCMAHON_GROUPS,
        initial=DEFAULT_MCMAHON_GROUPS,
        label=_("McMahon groups"),
        help_text=_("McMahon only: the top group starts with one point fewer than this."),
    )
    max_entrants = WholeNumberField(
        required=False, min_value=MIN_ENTRANTS, max_value=MAX_ENTRANTS, label=_("Most players")
    )
    round_seconds = WholeNumberField(
        required=False,
        min_value=MIN_ROUND_SECONDS,
        max_value=MAX_ROUND_SECONDS,
        label=_("Round deadline (s)"),
        help_text=_("Empty: no deadline."),
    )
    rated = forms.BooleanField(required=False, label=_("Rated"))
    bot_fill = forms.ChoiceField(
        choices=[("", _("Nobody: tables may be smaller")), *BOT_LEVELS],
        required=False,
        label=_("Empty seats"),
        help_text=_(
            "A bot of this level takes the seats a table's players leave empty, so every "
            "game has the table's full size; only in unrated events."
        ),
    )
    review_pairings = forms.BooleanField(
        required=False,
        label=_("Review each round before publishing"),
        help_text=_(
            "Each new round waits for you to check it, change it and publish it; players see "
            "it once published."
        ),
    )
    late_bye_points = forms.FloatField(
        required=False,
        initial=0,
        min_value=-MAX_PLACE_POINTS,
        max_value=MAX_PLACE_POINTS,
        label=_("Points of a late entry's bye"),
        help_text=_("Swiss and McMahon: what each round a player entered late missed is worth."),
    )
    tiebreaks = forms.MultipleChoiceField(
        required=False,
        choices=tiebreak_choices,
        initial=list(pairing.DEFAULT_TIEBREAKS),
        widget=forms.CheckboxSelectMultiple,
        label=_("Tie-breaks"),
        help_text=_("In the order listed; none ticked: the defaults."),
    )
    field_order = [
        "name",
        "engine",
        "format",
        "players_per_table",
        "rounds",
        "advance",
        "mcmahon_bar",
        "mcmahon_band",
        "mcmahon_groups",
        "max_entrants",
        "round_seconds",
        *TimeControlFields.base_fields,
        "rated",
        "bot_fill",
        "review_pairings",
        "late_bye_points",
    ]  # then tie-breaks, the game's options and its options as JSON

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        choices = engine_choices()
        self.fields["engine"].choices = choices
        if choices:
            self.fields["players_per_table"].initial = usual_seats(choices[0][0])
        self.fields["options"] = self.fields.pop("options")  # last, after the game's own

    def clean(self):
        data = super().clean()
        slug = data.get("engine") or ""
        engine = ENGINES.get(slug)
        if engine is None:
            return data
        players = data.get("players_per_table")
        if players is None and "players_per_table" not in self.errors:
            data["players_per_table"] = max(2, usual_seats(slug))
        elif players is not None and not engine.min_players <= players <= engine.max_players:
            self.add_error("players_per_table", seats_refusal(slug))
        return data

    def service_arguments(self) -> dict:
        data = self.cleaned_data
        mcmahon = data["format"] == TournamentFormat.MCMAHON
        return {
            "name": data["name"],
            "engine": data["engine"],
            "format": data["format"],
            "players_per_table": data["players_per_table"],
            "rounds": data["rounds"] if data["format"] in CHOSEN_ROUNDS else None,
            "mcmahon_bar": data["mcmahon_bar"] if mcmahon else None,
            "mcmahon_band": data["mcmahon_band"] if mcmahon else None,
            "mcmahon_groups": data["mcmahon_groups"] if mcmahon else None,
            "advance": data["advance"] if data["format"] == TournamentFormat.ELIMINATION else 1,
            "max_entrants": data["max_entrants"],
            "round_seconds": data["round_seconds"],
            "rated": data["rated"],
            "bot_fill": data.get("bot_fill") or "",
            "tiebreaks": data["tiebreaks"] or None,
            "options": self.chosen_options(data["engine"]),
            "time_control": data["clock"],
            "review_pairings": bool(data.get("review_pairings")),
            "late_bye_points": data.get("late_bye_points") or 0.0,
        }
