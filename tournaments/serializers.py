"""Input and output shapes of the tournaments API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from engines.bots import BOTS
from games.serializers import OPTIONS_HELP, EngineSlugField, listed_text_field
from games.stacked_options import options_as_seen
from tournaments.models import Entrant, Tournament, TournamentFormat, TournamentStatus
from tournaments.services.organising import (
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


class TournamentCreateIn(serializers.Serializer):
    name = serializers.CharField(max_length=120)
    engine = EngineSlugField()
    format = serializers.ChoiceField(choices=TournamentFormat.choices)
    players_per_table = serializers.IntegerField(
        required=False, default=2, min_value=2, max_value=MAX_TABLE_SIZE
    )
    rounds = serializers.IntegerField(
        required=False, allow_null=True, default=None, min_value=1, max_value=MAX_SWISS_ROUNDS
    )
    min_table_size = serializers.IntegerField(
        required=False, allow_null=True, default=None, min_value=2, max_value=MAX_TABLE_SIZE
    )
    advance = serializers.IntegerField(
        required=False, default=1, min_value=1, max_value=MAX_TABLE_SIZE - 1
    )
    options = serializers.DictField(required=False, default=dict)
    time_control = serializers.DictField(required=False, default=dict)
    rated = serializers.BooleanField(required=False, default=False)
    bot_fill = serializers.ChoiceField(
        choices=["", *BOTS],
        required=False,
        default="",
        help_text="the bot that takes the seats a table's entrants leave empty, so every game "
        "has players_per_table seats ('' none: tables may be smaller); unrated events only",
    )
    scoring = serializers.DictField(required=False, default=dict)
    tiebreaks = serializers.ListField(
        child=serializers.CharField(max_length=32), required=False, allow_null=True, default=None
    )
    round_seconds = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=MIN_ROUND_SECONDS,
        max_value=MAX_ROUND_SECONDS,
    )
    quiet_hours_max = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=0,
        max_value=168,
        help_text="hours a week of a player's quiet hours the games honour (0: none; null: the "
        "platform's limit)",
    )
    max_entrants = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=MIN_ENTRANTS,
        max_value=MAX_ENTRANTS,
    )
    registration_opens_at = serializers.DateTimeField(required=False, allow_null=True, default=None)
    registration_closes_at = serializers.DateTimeField(
        required=False, allow_null=True, default=None
    )
    mcmahon_bar = serializers.FloatField(
        required=False,
        allow_null=True,
        default=None,
        min_value=0,
        max_value=MAX_BAR,
        help_text="McMahon only: players rated at or above it start in the top group",
    )
    mcmahon_band = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        max_value=MAX_BAR,
        help_text="McMahon only: rating points per starting point below the bar (default 100)",
    )
    mcmahon_groups = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=MIN_MCMAHON_GROUPS,
        max_value=MAX_MCMAHON_GROUPS,
        help_text="McMahon only: groups of starting score, the top one included (default 4)",
    )
    review_pairings = serializers.BooleanField(
        required=False,
        default=False,
        help_text="each new round is proposed to the director, who reviews and publishes it "
        "(off: it starts at once)",
    )
    late_bye_points = serializers.FloatField(
        required=False,
        default=0.0,
        min_value=-MAX_PLACE_POINTS,
        max_value=MAX_PLACE_POINTS,
        help_text="points a late entrant gets for each round missed (Swiss and McMahon)",
    )


class TournamentListFilterIn(serializers.Serializer):
    status = listed_text_field(TournamentStatus.values, required=False, max_length=16)
    engine = serializers.CharField(required=False, allow_blank=True, max_length=64)  # blank: any


class PlayerIn(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class TournamentOut(serializers.ModelSerializer):
    organiser = serializers.CharField(source="organiser.username")
    options = serializers.SerializerMethodField(
        help_text=f"{OPTIONS_HELP} (for an event: until it is finished)"
    )

    class Meta:
        model = Tournament
        fields = [
            "id",
            "name",
            "engine",
            "format",
            "players_per_table",
            "min_table_size",
            "advance",
            "rounds",
            "options",
            "time_control",
            "rated",
            "bot_fill",
            "scoring",
            "tiebreaks",
            "mcmahon_bar",
            "mcmahon_band",
            "mcmahon_groups",
            "round_seconds",
            "quiet_hours_max",
            "review_pairings",
            "late_bye_points",
            "max_entrants",
            "registration_opens_at",
            "registration_closes_at",
            "organiser",
            "status",
            "current_round",
            "created_at",
            "started_at",
            "finished_at",
        ]

    def get_options(self, tournament: Tournament) -> dict:
        over = tournament.status == TournamentStatus.FINISHED
        return options_as_seen(tournament.engine, tournament.options, over)


class EntrantOut(serializers.ModelSerializer):
    username = serializers.CharField(source="user.username")

    class Meta:
        model = Entrant
        fields = [
            "id",
            "username",
            "status",
            "rating",
            "seed",
            "first_round",
            "dropped_after_round",
            "late_byes",
            "late_points",
            "final_rank",
        ]


class TournamentDetailOut(TournamentOut):
    entrants = EntrantOut(many=True)

    class Meta(TournamentOut.Meta):
        fields = [*TournamentOut.Meta.fields, "entrants"]


class StandingOut(serializers.Serializer):
    rank = serializers.IntegerField()
    entrant = serializers.IntegerField()
    username = serializers.CharField()
    status = serializers.CharField()
    score = serializers.FloatField()
    score_exact = serializers.CharField(help_text="the score as a fraction, e.g. 5/2")
    start_score = serializers.FloatField(
        allow_null=True, help_text="McMahon: the starting score (included in score); else null"
    )
    late_byes = serializers.IntegerField(
        required=False, default=0, help_text="rounds missed before a late entry, each a bye"
    )
    late_points = serializers.FloatField(
        required=False, default=0.0, help_text="the points of those byes (included in score)"
    )
    tiebreaks = serializers.DictField(child=serializers.FloatField())


class TablePlayerOut(serializers.Serializer):
    username = serializers.CharField()
    entrant = serializers.IntegerField()
    place = serializers.IntegerField(allow_null=True)


class TableOut(serializers.Serializer):
    number = serializers.IntegerField()
    game = serializers.IntegerField(allow_null=True)
    finished = serializers.BooleanField()
    forfeit = serializers.BooleanField()
    bracket = serializers.CharField(
        allow_null=True,
        help_text="double elimination: winners, losers, grand_final or grand_final_again",
    )
    players = TablePlayerOut(many=True)


class RoundOut(serializers.Serializer):
    number = serializers.IntegerField()
    status = serializers.CharField()
    started_at = serializers.DateTimeField()
    deadline = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    byes = serializers.ListField(child=serializers.CharField())
    bye_brackets = serializers.ListField(
        child=serializers.CharField(allow_null=True),
        help_text="double elimination: the bracket of each bye (winners or losers); else nulls",
    )
    tables = TableOut(many=True)


# --- the director's pairings and late entries ----------------------------------------------------

MAX_REASON = 500
MAX_PLAYERS_SET = 64  # a table seats 8 at most; byes are fewer than a table
MAX_KEPT_TABLES = 5000


class DirectorReasonIn(serializers.Serializer):
    reason = serializers.CharField(
        required=False, allow_blank=True, default="", max_length=MAX_REASON
    )


class PairingsSwapIn(DirectorReasonIn):
    first = serializers.CharField(max_length=150)
    second = serializers.CharField(max_length=150)


class PairingsTableIn(DirectorReasonIn):
    table = serializers.IntegerField(
        min_value=0,
        max_value=MAX_KEPT_TABLES,
        help_text="a table's number, the next for a new table, or 0 for the byes",
    )
    players = serializers.ListField(
        child=serializers.CharField(max_length=150),
        max_length=MAX_PLAYERS_SET,
        help_text="usernames in seat order (none: the table is removed)",
    )


class PairingsRepairIn(DirectorReasonIn):
    keep = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_KEPT_TABLES),
        max_length=MAX_KEPT_TABLES,
        required=False,
        default=list,
        help_text="numbers of the tables to keep as they are; everyone else is paired again",
    )


class PairingReviewIn(DirectorReasonIn):
    on = serializers.BooleanField(help_text="review each new round before it is published")


class LateEntryIn(DirectorReasonIn):
    username = serializers.CharField(max_length=150)


class ProposalPlayerOut(serializers.Serializer):
    username = serializers.CharField()
    entrant = serializers.IntegerField()


class ProposalTableOut(serializers.Serializer):
    number = serializers.IntegerField()
    players = ProposalPlayerOut(many=True)


class ProposalProblemOut(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()


class ProposalOut(serializers.Serializer):
    number = serializers.IntegerField()
    status = serializers.CharField()
    proposed_at = serializers.DateTimeField()
    editable = serializers.BooleanField(help_text="whether the format lets the director change it")
    tables = ProposalTableOut(many=True)
    byes = serializers.ListField(child=serializers.CharField())
    unplaced = serializers.ListField(
        child=serializers.CharField(), help_text="players of the round with no table nor bye"
    )
    problem = ProposalProblemOut(
        allow_null=True, help_text="why it cannot be published as it stands (null: it can)"
    )
