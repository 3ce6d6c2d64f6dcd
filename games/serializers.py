"""Input and output shapes of the games API (validation only; no logic)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from engines import ENGINES
from engines.bots import BOTS
from games.bot_levels import BOT_THINK_LEVELS, DEFAULT_BOT_THINK_MS
from games.log.visibility import game_is_over
from games.models import Game, GameStatus, Seat
from games.stacked_options import options_as_seen

# Bounds of numbers a client sends: a row id (64-bit) and an event seq (a 32-bit column).
MAX_ID = 2**63 - 1
MAX_SEQ = 2**31 - 1
OPTIONS_HELP = (
    "the game's options; stacked ones (a fixed bag, hands, dice) stay hidden until the game is over"
)


@extend_schema_field({"type": "string", "enum": sorted(ENGINES)})
class EngineSlugField(serializers.CharField):
    """A game's slug: the schema lists the installed engines; the services refuse any other
    with their own code."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 64)
        super().__init__(**kwargs)


def listed_text_field(values, **kwargs) -> serializers.CharField:
    """A text field whose schema lists `values`; the service refuses others with its own code
    (a filter's `bad_filter`)."""
    field_class = extend_schema_field({"type": "string", "enum": list(values)})(
        type("ListedTextField", (serializers.CharField,), {})
    )
    return field_class(**kwargs)


@extend_schema_field({"type": "object", "properties": {"type": {"type": "string"}}})
class MoveField(serializers.JSONField):
    """A move: any JSON here; the move's own checks (games.move_bounds, then the engine) refuse
    what is not an object of the engine's fields, with the engine's codes."""


class GameCreateIn(serializers.Serializer):
    engine = EngineSlugField()
    players = serializers.IntegerField(min_value=1, max_value=8)
    options = serializers.DictField(required=False, default=dict)
    rated = serializers.BooleanField(required=False, default=False)
    time_control = serializers.DictField(required=False, default=dict)
    bots = serializers.IntegerField(required=False, default=0, min_value=0, max_value=7)
    random_seating = serializers.BooleanField(required=False, default=True)
    bot_kind = serializers.ChoiceField(choices=list(BOTS), required=False, default="random")
    bot_think_ms = serializers.ChoiceField(
        choices=list(BOT_THINK_LEVELS.items()),  # the model's choices: one enum in the schema
        required=False,
        default=DEFAULT_BOT_THINK_MS,
        help_text="how long strong bots think a move, in milliseconds (a level)",
    )
    vacation_allowed = serializers.BooleanField(required=False, default=True)
    quiet_hours_max = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=0,
        max_value=168,
        help_text="hours a week of a player's quiet hours the game honours (0: none; null: the "
        "platform's limit)",
    )


class GameListFilterIn(serializers.Serializer):
    engine = serializers.CharField(required=False, allow_blank=True, max_length=64)  # blank: any
    status = listed_text_field(GameStatus.values, required=False, max_length=16)
    mine = serializers.BooleanField(required=False, default=False)
    my_turn = serializers.BooleanField(required=False, default=False)


class MoveIn(serializers.Serializer):
    move = MoveField(help_text="a legal move: only the fields its type uses")
    expected_seq = serializers.IntegerField(min_value=0, max_value=MAX_SEQ)
    idempotency_key = serializers.CharField(required=False, max_length=128, allow_null=True)


class EventsIn(serializers.Serializer):
    after = serializers.IntegerField(required=False, default=0, min_value=0, max_value=MAX_SEQ)
    limit = serializers.IntegerField(required=False, default=500, min_value=1, max_value=1000)


class StateIn(serializers.Serializer):
    at = serializers.IntegerField(min_value=0, max_value=MAX_SEQ)


class SeatOut(serializers.ModelSerializer):
    username = serializers.SerializerMethodField()

    class Meta:
        model = Seat
        fields = [
            "index",
            "username",
            "is_bot",
            "bot_kind",
            "dropped",
            "rank",
            "score",
            "clock_deadline",
            "clock_bank",
            "clock_paused",
            "clock_quiet_until",
        ]

    def get_username(self, seat: Seat) -> str | None:
        return seat.user.username if seat.user is not None else None


class GameOut(serializers.ModelSerializer):
    seats = SeatOut(many=True)
    options = serializers.SerializerMethodField(help_text=OPTIONS_HELP)
    head_hash = serializers.SerializerMethodField(
        help_text="the hash chain's head, shown once the game is over (with the seed): during "
        "play it would let a seat test guesses at another seat's secrets"
    )

    class Meta:
        model = Game
        fields = [
            "id",
            "engine",
            "engine_version",
            "options",
            "rated",
            "seat_count",
            "time_control",
            "random_seating",
            "vacation_allowed",
            "quiet_hours_max",
            "bot_think_ms",
            "status",
            "seq",
            "to_act",
            "outcome",
            "seed_commitment",
            "head_hash",
            "created_at",
            "started_at",
            "finished_at",
            "seats",
        ]

    def get_options(self, game: Game) -> dict:
        return options_as_seen(game.engine, game.options, game_is_over(game))

    def get_head_hash(self, game: Game) -> str | None:
        return game.head_hash if game_is_over(game) else None


class WaitingOut(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["players", "human", "bot", "nothing"])
    seats = serializers.ListField(child=serializers.IntegerField())
    since = serializers.DateTimeField(allow_null=True)
    late = serializers.BooleanField(help_text="a bot seat past BOT_LATE_SECONDS: retrying")
    text = serializers.CharField(allow_null=True, help_text='"Bot 0 is thinking…"')


class FinishEstimateOut(serializers.Serializer):
    at = serializers.CharField(help_text="the estimated finish (ISO 8601)")
    median_seconds = serializers.IntegerField(help_text="the median game's length")
    games = serializers.IntegerField(help_text="how many finished games the median is of")
    in_words = serializers.CharField(help_text='the time left in words: "about 3 weeks"')


class GameDetailOut(GameOut):
    your_seat = serializers.IntegerField(allow_null=True)
    view = serializers.JSONField(allow_null=True)
    seed = serializers.CharField(allow_null=True, help_text="revealed once the game is over")
    waiting = WaitingOut(help_text="what the game waits for now")
    estimated_finish = FinishEstimateOut(
        allow_null=True,
        help_text="in play: when games like this one (engine, players, clock) finish, from the "
        "median of the finished ones; null when too few have finished",
    )
    takeback = serializers.JSONField(
        allow_null=True, help_text="the takeback waiting for answers (GET takeback's shape)"
    )

    class Meta(GameOut.Meta):
        fields = [
            *GameOut.Meta.fields,
            "your_seat",
            "view",
            "seed",
            "waiting",
            "estimated_finish",
            "takeback",
        ]


class EventOut(serializers.Serializer):
    seq = serializers.IntegerField()
    type = serializers.CharField()
    seat = serializers.IntegerField(allow_null=True)
    data = serializers.JSONField(allow_null=True)  # type: ignore[assignment]  # the event's field
    created_at = serializers.CharField(allow_null=True)


class EventsOut(serializers.Serializer):
    seq = serializers.IntegerField(help_text="the game's last seq now")
    status = serializers.CharField()
    events = EventOut(many=True)


class StateOut(serializers.Serializer):
    seq = serializers.IntegerField(
        help_text="the position shown: the last whole move at or before `at`"
    )
    at = serializers.IntegerField(help_text="the event asked for")
    view = serializers.JSONField()


class MoveOut(serializers.Serializer):
    seq = serializers.IntegerField()
    events = EventOut(many=True)
    view = serializers.JSONField()
    status = serializers.CharField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    legal_moves = serializers.ListField(
        child=serializers.JSONField(),
        help_text="the mover's legal moves now, as GET legal-moves answers ([] unless to act)",
    )


class AnalysisSeenOut(serializers.Serializer):
    preferred = serializers.JSONField(help_text="the move the mover's-view search preferred")
    chance = serializers.FloatField(
        allow_null=True, help_text="the mover's chance to win as it saw the game (best move)"
    )
    loss = serializers.FloatField(help_text="the drop in that chance the played move cost")
    verdict = serializers.ChoiceField(choices=["", "inaccuracy", "mistake", "blunder"])


class AnalysisPlyOut(serializers.Serializer):
    seq = serializers.IntegerField(help_text="the move's event in the log")
    seat = serializers.IntegerField(help_text="who moved")
    played = serializers.JSONField(help_text="the move as it was played")
    preferred = serializers.JSONField(help_text="the move the search preferred")
    chances = serializers.ListField(
        child=serializers.FloatField(), help_text="each seat's chance to win before the move"
    )
    loss = serializers.FloatField(help_text="how much of the mover's chance the move gave up")
    verdict = serializers.ChoiceField(
        choices=["", "inaccuracy", "mistake", "blunder"],
        required=False,
        help_text="the omniscient verdict on `loss` (docs/bots.md: thresholds)",
    )
    seen = AnalysisSeenOut(required=False, help_text="the judgement from the mover's view")
    accuracy = serializers.FloatField(
        required=False, help_text="the move's accuracy (0-100) from the mover's-view loss"
    )
    note = serializers.ChoiceField(
        choices=["", "unlucky", "visible"],
        required=False,
        help_text="unlucky: good given what the mover knew; visible: a mistake it could see",
    )


class AnalysisOut(serializers.Serializer):
    status = serializers.ChoiceField(choices=["queued", "running", "done", "failed"])
    plies_done = serializers.IntegerField()
    plies_total = serializers.IntegerField()
    plies = AnalysisPlyOut(many=True)
    final_chances = serializers.ListField(child=serializers.FloatField())
    biggest_losses = serializers.ListField(
        child=serializers.IntegerField(), help_text="the seqs of the costliest moves"
    )
    accuracy = serializers.ListField(
        child=serializers.FloatField(allow_null=True),
        help_text="each seat's accuracy (0-100) from its mover's-view drops; null: no choice",
    )
    key_moves = serializers.ListField(
        child=serializers.IntegerField(), help_text="the seqs of the largest swings"
    )
    seconds = serializers.FloatField(allow_null=True, help_text="how long the analysis took")
    requested_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)


class EngineOut(serializers.Serializer):
    slug = serializers.CharField()
    title = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    version = serializers.IntegerField()
    options = serializers.DictField(child=serializers.CharField())
    stacked_options = serializers.ListField(child=serializers.CharField())
    option_defaults = serializers.DictField(child=serializers.JSONField())
    option_choices = serializers.DictField(child=serializers.ListField())
