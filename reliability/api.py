"""The reliability API: a player's record (each figure with its games), their entries, and the
minimums of tables and events. Thin views: parse, call a service or selector, serialise."""

from __future__ import annotations

from dataclasses import asdict

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from games import selectors as game_selectors
from players.selectors import user_by_name
from reliability import checks, selectors, services
from reliability.serializers import EntryListIn, EntryOut, MinimumIn, MinimumOut, RecordOut
from tournaments import selectors as tournament_selectors

TAGS = ["reliability"]


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _minimum_body(minimum) -> dict:
    if minimum is None:
        return {"min_finished_percent": None, "last_games": None}
    return {"min_finished_percent": minimum.min_finished_percent, "last_games": minimum.last_games}


def record_body(user, viewer) -> dict:
    record = selectors.record_of(user, viewer=viewer)
    body = asdict(record)
    body["recent"]["percent"] = record.recent.percent
    return {"username": user.username, **body}


class RecordApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, responses={200: RecordOut})
    def get(self, request, name: str):
        return Response(RecordOut(record_body(user_by_name(name), request.user)).data)


class EntryListApi(APIView):
    permission_classes = [permissions.AllowAny]
    pagination_class = PageOfList

    @extend_schema(tags=TAGS, parameters=[EntryListIn], responses={200: EntryOut(many=True)})
    def get(self, request, name: str):
        query = _valid(EntryListIn, request.query_params)
        entries = selectors.entries_by_outcome(
            user_by_name(name), query.get("outcome"), viewer=request.user
        )
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(entries, request, view=self)
        return paginator.get_paginated_response(EntryOut(page, many=True).data)


class TableMinimumApi(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, responses={200: MinimumOut})
    def get(self, request, game_id: int):
        game = game_selectors.game_get_for(game_id, request.user)
        return Response(_minimum_body(checks.table_minimum_of(game)))

    @extend_schema(tags=TAGS, request=MinimumIn, responses={200: MinimumOut})
    def put(self, request, game_id: int):
        game = game_selectors.game_get_for(game_id, request.user)
        minimum = services.table_minimum_set(
            game=game, user=request.user, **_valid(MinimumIn, request.data)
        )
        return Response(_minimum_body(minimum))

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def delete(self, request, game_id: int):
        game = game_selectors.game_get_for(game_id, request.user)
        services.table_minimum_clear(game=game, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class EventMinimumApi(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, responses={200: MinimumOut})
    def get(self, request, tournament_id: int):
        tournament = tournament_selectors.tournament_get(tournament_id)
        return Response(_minimum_body(checks.event_minimum_of(tournament)))

    @extend_schema(tags=TAGS, request=MinimumIn, responses={200: MinimumOut})
    def put(self, request, tournament_id: int):
        tournament = tournament_selectors.tournament_get(tournament_id)
        minimum = services.event_minimum_set(
            tournament=tournament, user=request.user, **_valid(MinimumIn, request.data)
        )
        return Response(_minimum_body(minimum))

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def delete(self, request, tournament_id: int):
        tournament = tournament_selectors.tournament_get(tournament_id)
        services.event_minimum_clear(tournament=tournament, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)
