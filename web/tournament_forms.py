"""The form that creates a tournament (what tournaments.services.tournaments.tournament_create takes)."""

from __future__ import annotations

import json

from django import forms

from engines import ENGINES
from tournaments import pairing
from tournaments.tournament_models import TournamentFormat


class TournamentCreateForm(forms.Form):
    name = forms.CharField(max_length=120, label="Name")
    engine = forms.ChoiceField(label="Game")
    format = forms.ChoiceField(choices=TournamentFormat.choices, label="Format")
    players_per_table = forms.IntegerField(
        min_value=2, max_value=8, initial=2, label="Players a table"
    )
    rounds = forms.IntegerField(
        required=False, min_value=1, max_value=50, label="Rounds", help_text="Swiss only."
    )
    advance = forms.IntegerField(
        min_value=1,
        initial=1,
        label="Go on from each table",
        help_text="Elimination only: how many of each table play the next round.",
    )
    max_entrants = forms.IntegerField(required=False, min_value=2, label="Most players")
    round_seconds = forms.IntegerField(
        required=False, min_value=60, label="Round deadline (s)", help_text="Empty: no deadline."
    )
    rated = forms.BooleanField(required=False, label="Rated")
    tiebreaks = forms.MultipleChoiceField(
        required=False,
        choices=[(name, name.replace("_", " ").capitalize()) for name in pairing.TIEBREAK_NAMES],
        initial=list(pairing.DEFAULT_TIEBREAKS),
        widget=forms.CheckboxSelectMultiple,
        label="Tie-breaks",
        help_text="In the order listed; none ticked: the defaults.",
    )
    options = forms.CharField(
        required=False,
        label="Options (JSON, optional)",
        widget=forms.Textarea(attrs={"rows": 2, "spellcheck": "false"}),
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["engine"].choices = [
            (slug, f"{engine.title} ({engine.min_players}–{engine.max_players} players)")
            for slug, engine in sorted(ENGINES.items(), key=lambda item: item[1].title)
        ]

    def clean_options(self) -> dict:
        raw = self.cleaned_data.get("options", "").strip()
        if not raw:
            return {}
        try:
            options = json.loads(raw)
        except ValueError as error:
            raise forms.ValidationError('Options must be JSON, e.g. {"pile": 12}.') from error
        if not isinstance(options, dict):
            raise forms.ValidationError("Options must be a JSON object.")
        return options

    def service_arguments(self) -> dict:
        data = self.cleaned_data
        swiss = data["format"] == TournamentFormat.SWISS
        return {
            "name": data["name"],
            "engine": data["engine"],
            "format": data["format"],
            "players_per_table": data["players_per_table"],
            "rounds": data["rounds"] if swiss else None,
            "advance": data["advance"] if data["format"] == TournamentFormat.ELIMINATION else 1,
            "max_entrants": data["max_entrants"],
            "round_seconds": data["round_seconds"],
            "rated": data["rated"],
            "tiebreaks": data["tiebreaks"] or None,
            "options": data["options"],
        }
