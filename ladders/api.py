"""The ladders API: list and create ladders, join, leave, standings, challenge, my challenges."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from ladders import selectors, services
from ladders.serializers import (
    LadderChallengeIn,
    LadderChallengeListIn,
    LadderChallengeOut,
    LadderCreateIn,
    LadderEventOut,
    LadderEventsIn,
    LadderJoinOut,
    LadderListIn,
    LadderOut,
    LadderStandingsOut,
)
from players.selectors import user_by_name


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class LadderListCreateApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so

    @extend_schema(parameters=[LadderListIn], responses={200: LadderOut(many=True)})
    def get(self, request):
        ladders = selectors.ladder_list(**_valid(LadderListIn, request.query_params))
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(ladders, request, view=self)
        return paginator.get_paginated_response(LadderOut(page, many=True).data)

    @extend_schema(request=LadderCreateIn, responses={201: LadderOut})
    def post(self, request):
        ladder = services.ladder_create(user=request.user, **_valid(LadderCreateIn, request.data))
        return Response(LadderOut(ladder).data, status=status.HTTP_201_CREATED)


class LadderDetailApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: LadderOut})
    def get(self, request, ladder_id: int):
        return Response(LadderOut(selectors.ladder_get(ladder_id)).data)


class LadderStandingsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: LadderStandingsOut})
    def get(self, request, ladder_id: int):
        ladder = selectors.ladder_get(ladder_id)
        return Response(selectors.ladder_standings(ladder=ladder, viewer=request.user))


class LadderJoinApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={200: LadderJoinOut})
    def post(self, request, ladder_id: int):
        position = services.ladder_join(ladder=selectors.ladder_get(ladder_id), user=request.user)
        return Response({"position": position})


class LadderLeaveApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={204: None})
    def post(self, request, ladder_id: int):
        services.ladder_leave(ladder=selectors.ladder_get(ladder_id), user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LadderChallengeApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=LadderChallengeIn, responses={201: LadderChallengeOut})
    def post(self, request, ladder_id: int):
        ladder = selectors.ladder_get(ladder_id)
        defender = user_by_name(_valid(LadderChallengeIn, request.data)["defender"])
        challenge = services.ladder_challenge(
            ladder=ladder, challenger=request.user, defender=defender
        )
        return Response(LadderChallengeOut(challenge).data, status=status.HTTP_201_CREATED)


class LadderEventsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(parameters=[LadderEventsIn], responses={200: LadderEventOut(many=True)})
    def get(self, request, ladder_id: int):
        ladder = selectors.ladder_get(ladder_id)
        events = selectors.ladder_events(
            ladder=ladder, **_valid(LadderEventsIn, request.query_params)
        )
        return Response(LadderEventOut(events, many=True).data)


class MyChallengesApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        parameters=[LadderChallengeListIn], responses={200: LadderChallengeOut(many=True)}
    )
    def get(self, request):
        filters = _valid(LadderChallengeListIn, request.query_params)
        challenges = selectors.challenges_of(
            user=request.user, status=filters.get("status"), ladder_id=filters.get("ladder")
        )
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(challenges, request, view=self)
        return paginator.get_paginated_response(LadderChallengeOut(page, many=True).data)
