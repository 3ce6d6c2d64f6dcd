"""The API of conditional moves: GET (yours while the game runs, every seat's after it), PUT
(replace your tree and standing answers), DELETE (forget them). Thin: parse, call, serialise."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from games import selectors
from games.conditional import services
from games.conditional.selectors import conditional_moves_seen
from games.conditional.shape import MAX_BRANCHES, MAX_KEY_MOVES
from games.serializers import MAX_SEQ

MOVE_SCHEMA = {"type": "object", "properties": {"type": {"type": "string"}}, "required": ["type"]}
BRANCH_SCHEMA = {
    "type": "object",
    "description": "if the others play these moves (as you see them), then play this one; "
    "`next` holds the branches that follow. At most 16 moves along a line, 200 in all.",
    "properties": {
        "if": {
            "oneOf": [
                MOVE_SCHEMA,
                {"type": "array", "items": MOVE_SCHEMA, "minItems": 1, "maxItems": MAX_KEY_MOVES},
            ]
        },
        "then": MOVE_SCHEMA,
        "next": {"type": "array", "nullable": True, "maxItems": MAX_BRANCHES, "items": {}},
    },
    "required": ["if", "then"],
    "additionalProperties": False,
}


@extend_schema_field(BRANCH_SCHEMA)
class BranchField(serializers.JSONField):
    """A branch: any JSON here; games.conditional.shape refuses what is not one, saying where."""


class ConditionalMovesIn(serializers.Serializer):
    tree = serializers.ListField(
        child=BranchField(), required=False, default=list, max_length=MAX_BRANCHES
    )
    standing = serializers.DictField(
        child=serializers.CharField(max_length=32, allow_blank=True, allow_null=True),
        required=False,
        default=dict,
        help_text="question key: answer (see `questions`); empty or null leaves it unanswered",
    )
    expected_seq = serializers.IntegerField(
        required=False, min_value=0, max_value=MAX_SEQ, help_text="refused (409) if the game moved"
    )


class QuestionOut(serializers.Serializer):
    key = serializers.CharField()
    description = serializers.CharField()
    answers = serializers.ListField(child=serializers.CharField())


class SeatConditionalOut(serializers.Serializer):
    seat = serializers.IntegerField()
    tree = serializers.ListField(child=serializers.JSONField(), help_text="what is still waiting")
    standing = serializers.DictField(child=serializers.CharField())
    observed = serializers.ListField(
        child=serializers.JSONField(allow_null=True),
        help_text="the others' moves since the tree was stored or last answered (null: hidden)",
    )
    stored = serializers.ListField(
        child=serializers.JSONField(), help_text="{seq, tree, standing} as stored, latest last"
    )
    dropped = serializers.ListField(
        child=serializers.JSONField(), help_text="{seq, move, code, message}: refused answers"
    )
    updated_at = serializers.DateTimeField(allow_null=True)


class ConditionalMovesOut(serializers.Serializer):
    seq = serializers.IntegerField()
    status = serializers.CharField()
    questions = QuestionOut(many=True)
    seats = SeatConditionalOut(many=True, help_text="yours during play; every seat's after it")


class ConditionalMovesApi(APIView):
    """A seat's conditional moves: private to it while the game runs."""

    # reading is for anyone who may see the game (the selector refuses all but the seat while
    # it runs); writing needs a player
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    def _answer(self, request, game_id: int) -> Response:
        game = selectors.game_get_for(game_id, request.user)
        return Response(conditional_moves_seen(game, request.user))

    @extend_schema(responses={200: ConditionalMovesOut})
    def get(self, request, game_id: int):
        return self._answer(request, game_id)

    @extend_schema(request=ConditionalMovesIn, responses={200: ConditionalMovesOut})
    def put(self, request, game_id: int):
        serializer = ConditionalMovesIn(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        selectors.game_get_for(game_id, request.user)  # a game the user may not see: 404 first
        services.conditional_moves_store(
            game_id=game_id,
            user=request.user,
            tree=data["tree"],
            standing=data["standing"],
            expected_seq=data.get("expected_seq"),
        )
        return self._answer(request, game_id)

    @extend_schema(request=None, responses={200: ConditionalMovesOut})
    def delete(self, request, game_id: int):
        selectors.game_get_for(game_id, request.user)
        services.conditional_moves_clear(game_id=game_id, user=request.user)
        return self._answer(request, game_id)
