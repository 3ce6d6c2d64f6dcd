"""The leagues API: list and create leagues, join, opt out, start a season (director), a season's
division tables with rank ranges, league games with their adjudication evidence, a director's
override, the league's log, and CSV exports of standings and crosstables."""

from __future__ import annotations

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from leagues import adjudication, selectors, services
from leagues.models import League, LeagueGame
from leagues.serializers import (
    LeagueCreateIn,
    LeagueEditIn,
    LeagueEventOut,
    LeagueGameOut,
    LeagueOut,
    OverrideIn,
    SeasonOut,
)

CSV_RESPONSE = OpenApiResponse(OpenApiTypes.STR, description="text/csv")


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class LeagueListCreateApi(APIView):
    pagination_class = PageOfList

    def get_permissions(self):
        if self.request.method == "GET":
            return [permissions.AllowAny()]
        return [permissions.IsAuthenticated()]

    @extend_schema(responses={200: LeagueOut(many=True)})
    def get(self, request):
        leagues = League.objects.select_related("director").order_by("-created_at", "-id")
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(leagues, request, view=self)
        return paginator.get_paginated_response(LeagueOut(page, many=True).data)

    @extend_schema(request=LeagueCreateIn, responses={201: LeagueOut})
    def post(self, request):
        league = services.league_create(user=request.user, **_valid(LeagueCreateIn, request.data))
        return Response(LeagueOut(league).data, status=status.HTTP_201_CREATED)


class LeagueDetailApi(APIView):
    def get_permissions(self):
        if self.request.method == "GET":
            return [permissions.AllowAny()]
        return [permissions.IsAuthenticated()]

    @extend_schema(responses={200: LeagueOut})
    def get(self, request, league_id: int):
        return Response(LeagueOut(selectors.league_get(league_id)).data)

    @extend_schema(request=LeagueEditIn, responses={200: LeagueOut})
    def patch(self, request, league_id: int):
        league = services.league_edit(
            league=selectors.league_get(league_id),
            user=request.user,
            **_valid(LeagueEditIn, request.data),
        )
        return Response(LeagueOut(league).data)


class LeagueJoinApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={204: None})
    def post(self, request, league_id: int):
        services.league_join(league=selectors.league_get(league_id), user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class LeagueOptOutApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={204: None})
    def post(self, request, league_id: int):
        services.league_opt_out(league=selectors.league_get(league_id), user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class SeasonStartApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={201: SeasonOut})
    def post(self, request, league_id: int):
        season = services.season_start(league=selectors.league_get(league_id), user=request.user)
        return Response(selectors.season_tables(season), status=status.HTTP_201_CREATED)


class SeasonDetailApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: SeasonOut})
    def get(self, request, league_id: int, number: int):
        season = selectors.season_get(selectors.league_get(league_id), number)
        return Response(SeasonOut(selectors.season_tables(season)).data)


class SeasonStandingsCsvApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={(200, "text/csv"): CSV_RESPONSE})
    def get(self, request, league_id: int, number: int):
        season = selectors.season_get(selectors.league_get(league_id), number)
        return _csv(selectors.season_standings_csv(season), f"league-{league_id}-{number}")


class SeasonCrosstableCsvApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={(200, "text/csv"): CSV_RESPONSE})
    def get(self, request, league_id: int, number: int):
        season = selectors.season_get(selectors.league_get(league_id), number)
        return _csv(selectors.season_crosstable_csv(season), f"league-{league_id}-{number}-x")


def _csv(text: str, name: str) -> HttpResponse:
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{name}.csv"'
    return response


class LeagueGameApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: LeagueGameOut})
    def get(self, request, game_id: int):
        return Response(LeagueGameOut(selectors.league_game_get(game_id)).data)


class LeagueGameOverrideApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=OverrideIn, responses={200: LeagueGameOut})
    def post(self, request, game_id: int):
        data = _valid(OverrideIn, request.data)
        selectors.league_game_get(game_id)  # 404 first
        row = LeagueGame.objects.get(game_id=game_id)
        adjudication.ruling_override(
            row=row, user=request.user, places=data["places"], reason=data["reason"]
        )
        return Response(LeagueGameOut(selectors.league_game_get(game_id)).data)


class LeagueEventsApi(APIView):
    permission_classes = [permissions.AllowAny]
    pagination_class = PageOfList

    @extend_schema(responses={200: LeagueEventOut(many=True)})
    def get(self, request, league_id: int):
        league = selectors.league_get(league_id)
        events = league.events.select_related("actor").order_by("id")
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(events, request, view=self)
        return paginator.get_paginated_response(LeagueEventOut(page, many=True).data)
