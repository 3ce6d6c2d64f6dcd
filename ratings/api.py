"""The ratings API: leaderboards and a player's ratings with history (thin views)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from players.selectors import user_by_name
from ratings import selectors
from ratings.serializers import (
    LeaderboardIn,
    LeaderboardRowOut,
    UserRatingOut,
    UserRatingsIn,
    UserRatingsOut,
)


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class LeaderboardApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.AllowAny]

    @extend_schema(parameters=[LeaderboardIn], responses={200: LeaderboardRowOut(many=True)})
    def get(self, request, engine: str):
        ratings = selectors.leaderboard(
            engine=engine, **_valid(LeaderboardIn, request.query_params)
        )
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(ratings, request, view=self)
        return paginator.get_paginated_response(LeaderboardRowOut(page, many=True).data)


class UserRatingsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(parameters=[UserRatingsIn], responses={200: UserRatingsOut})
    def get(self, request, name: str):
        user = user_by_name(name)
        ratings = selectors.user_ratings(user=user, **_valid(UserRatingsIn, request.query_params))
        return Response(
            {"username": user.username, "ratings": UserRatingOut(ratings, many=True).data}
        )
