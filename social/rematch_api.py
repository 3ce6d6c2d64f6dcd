"""The rematch API under /api/games/{id}/rematch: offer (plain or paired), read, accept, decline
(thin views over social.services.rematches)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from games import selectors as game_selectors
from social.rematch_reads import rematch_as_json, rematch_of
from social.services.rematches import rematch_answer, rematch_offer

TAGS = ["social"]
RematchOut = inline_serializer(
    "RematchOut",
    {
        "id": serializers.IntegerField(),
        "original": serializers.IntegerField(help_text="the game it is a rematch of"),
        "offered_by": serializers.CharField(),
        "paired": serializers.BooleanField(help_text="two games at once, the seats swapped"),
        "status": serializers.ChoiceField(choices=["pending", "accepted", "declined"]),
        "accepted_by": serializers.ListField(child=serializers.IntegerField()),
        "games": serializers.ListField(
            child=serializers.IntegerField(), help_text="the new game(s), once accepted"
        ),
    },
    allow_null=True,
)
RematchStateOut = inline_serializer(
    "RematchStateOut",
    {"rematch": RematchOut},  # type: ignore[dict-item]
)


class RematchIn(serializers.Serializer):
    paired = serializers.BooleanField(
        required=False, default=False, help_text="two games at once, seats swapped (2 players)"
    )


class RematchApi(APIView):
    """GET: the latest rematch offered of this game (null: none). POST: offer one to the others
    at the table, `{"paired": true}` for two games with the seats swapped (two players)."""

    permission_classes = (permissions.IsAuthenticated,)

    @extend_schema(tags=TAGS, responses={200: RematchStateOut})
    def get(self, request, game_id: int):
        game = game_selectors.game_get_for(game_id, request.user, users=False)
        return Response({"rematch": rematch_as_json(rematch_of(game))})

    @extend_schema(tags=TAGS, request=RematchIn, responses={201: RematchStateOut})
    def post(self, request, game_id: int):
        body = RematchIn(data=request.data)
        body.is_valid(raise_exception=True)
        offer = rematch_offer(
            game=game_selectors.game_get(game_id, users=False),
            user=request.user,
            paired=body.validated_data["paired"],
        )
        return Response({"rematch": rematch_as_json(offer)}, status=status.HTTP_201_CREATED)


class RematchAcceptApi(APIView):
    """Accept the rematch on offer; the last acceptance starts the game(s)."""

    permission_classes = (permissions.IsAuthenticated,)
    accept = True

    @extend_schema(tags=TAGS, request=None, responses={200: RematchStateOut})
    def post(self, request, game_id: int):
        offer = rematch_answer(
            game=game_selectors.game_get(game_id, users=False),
            user=request.user,
            accept=self.accept,
        )
        return Response({"rematch": rematch_as_json(offer)})


class RematchDeclineApi(RematchAcceptApi):
    """Decline the rematch on offer."""

    accept = False
