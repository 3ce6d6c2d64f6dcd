"""The API of a game's clocks beyond moves: giving time to another seat (a thin view)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from games import selectors
from games.api import _detail
from games.serializers import GameDetailOut
from games.services.time_gifts import MAX_HOURS, MIN_HOURS, time_give


class GiveTimeIn(serializers.Serializer):
    seat = serializers.IntegerField(min_value=0, max_value=63, help_text="the seat to give to")
    hours = serializers.IntegerField(
        min_value=MIN_HOURS, max_value=MAX_HOURS, help_text="running hours added to its clock"
    )


class GiveTimeApi(APIView):
    permission_classes = (permissions.IsAuthenticated,)

    @extend_schema(request=GiveTimeIn, responses={200: GameDetailOut})
    def post(self, request, game_id: int):
        """Add hours to another player's clock in this game (a player of the game in play, not
        to yourself, not to a bot): logged as a clock row with reason "time_given"."""
        serializer = GiveTimeIn(data=request.data)
        serializer.is_valid(raise_exception=True)
        time_give(game=game_id, user=request.user, **serializer.validated_data)
        return Response(_detail(selectors.game_get(game_id), request.user))
