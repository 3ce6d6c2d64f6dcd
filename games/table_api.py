"""The table's courtesies in the API: abort in the opening, and taking back a move with the
others' consent (thin views over games.services.aborts and games.services.takebacks)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from games import selectors
from games.api import _detail
from games.serializers import GameDetailOut
from games.services.aborts import game_abort
from games.services.takebacks import takeback_answer, takeback_ask
from games.takeback_reads import takeback_as_json, takeback_latest

TakebackOut = inline_serializer(
    "TakebackOut",
    {
        "id": serializers.IntegerField(),
        "seat": serializers.IntegerField(help_text="the seat asking to take back its move"),
        "move_seq": serializers.IntegerField(help_text="the seq of the move to take back"),
        "status": serializers.ChoiceField(
            choices=["pending", "accepted", "declined", "lapsed"],
            help_text="accepted: the move was taken back (a platform.move_taken_back row)",
        ),
        "accepted_by": serializers.ListField(child=serializers.IntegerField()),
        "asked_at": serializers.CharField(allow_null=True),
        "answered_at": serializers.CharField(allow_null=True),
    },
    allow_null=True,
)
TakebackStateOut = inline_serializer(
    "TakebackStateOut",
    {"takeback": TakebackOut},  # type: ignore[dict-item]
)


class GameAbortApi(APIView):
    """Abort the game while some seat has not made its first move: annulled, never rated."""

    permission_classes = (permissions.IsAuthenticated,)

    @extend_schema(request=None, responses={200: GameDetailOut})
    def post(self, request, game_id: int):
        game_abort(game=selectors.game_get(game_id), user=request.user)
        return Response(_detail(selectors.game_get(game_id), request.user))


class TakebackApi(APIView):
    """GET: the game's latest takeback request (null: none). POST: ask the others to let you
    take back your last move (201; taken back at once when only bots sit with you)."""

    permission_classes = (permissions.IsAuthenticated,)

    @extend_schema(responses={200: TakebackStateOut})
    def get(self, request, game_id: int):
        game = selectors.game_get_for(game_id, request.user, users=False)
        return Response({"takeback": takeback_as_json(takeback_latest(game), game)})

    @extend_schema(request=None, responses={201: TakebackStateOut})
    def post(self, request, game_id: int):
        asked = takeback_ask(game=selectors.game_get(game_id), user=request.user)
        game = selectors.game_get(game_id)
        return Response({"takeback": takeback_as_json(asked, game)}, status=status.HTTP_201_CREATED)


class TakebackAcceptApi(APIView):
    """Agree to the pending takeback; the last agreement takes the move back."""

    permission_classes = (permissions.IsAuthenticated,)
    accept = True

    @extend_schema(request=None, responses={200: TakebackStateOut})
    def post(self, request, game_id: int):
        answered = takeback_answer(
            game=selectors.game_get(game_id), user=request.user, accept=self.accept
        )
        game = selectors.game_get(game_id)
        return Response({"takeback": takeback_as_json(answered, game)})


class TakebackDeclineApi(TakebackAcceptApi):
    """Decline the pending takeback: the move stands."""

    accept = False
