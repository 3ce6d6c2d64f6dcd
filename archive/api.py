"""The archive's API: find any game, two players' head-to-head, statistics per engine and per
player, and your privacy setting. Thin views: parse, call a selector, serialise."""

from __future__ import annotations

from dataclasses import asdict

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema
from rest_framework import permissions
from rest_framework.response import Response
from rest_framework.views import APIView

from archive import checks, finding, selectors, services
from archive.serializers import (
    EngineStatisticsIn,
    EngineStatisticsOut,
    GameFindIn,
    GamePageOut,
    HeadToHeadOut,
    PlayerStatisticsIn,
    PlayerStatisticsOut,
    PrivacyIn,
    PrivacyOut,
    found_game,
)
from engines import ENGINES
from errors import NotFound
from players.selectors import user_by_name

TAGS = ["archive"]


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def game_filter_from(query: dict) -> finding.GameFilter:
    """The finder's filter from a validated query (names read as players)."""
    return finding.GameFilter(
        player=_named(query.get("player")),
        opponent=_named(query.get("opponent")),
        engine=query.get("engine") or None,
        players=query.get("players"),
        rated=query.get("rated"),
        status=query.get("status") or None,
        result=query.get("result") or None,
        started_from=query.get("started_from"),
        started_to=query.get("started_to"),
        rating_min=query.get("rating_min"),
        rating_max=query.get("rating_max"),
        event=query.get("event"),
        options=query.get("option") or {},
    )


def _named(name: str | None):
    """The player called `name`; one nobody has (finding.NOBODY) sat at no game."""
    if not name:
        return None
    try:
        return user_by_name(name)
    except NotFound:
        return finding.NOBODY


def games_page(query: dict, viewer) -> dict:
    games = finding.games_matching(game_filter_from(query), viewer)
    rows, next_before = finding.page_of(games, before=query.get("before"), limit=query["limit"])
    hidden = selectors.hidden_user_ids() - {getattr(viewer, "pk", None)}
    return {"results": [found_game(game, hidden) for game in rows], "next_before": next_before}


class GameFindApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, parameters=[GameFindIn], responses={200: GamePageOut})
    def get(self, request):
        query = _valid(GameFindIn, request.query_params)
        return Response(GamePageOut(games_page(query, request.user)).data)


def head_to_head_body(first, second, viewer) -> dict:
    result = selectors.head_to_head(first, second, viewer=viewer)
    hidden = selectors.hidden_user_ids() - {getattr(viewer, "pk", None)}
    return {
        "first": first.username,
        "second": second.username,
        "total": asdict(result.total),
        "by_engine": {engine: asdict(tally) for engine, tally in result.by_engine.items()},
        "games": [
            {"game": found_game(row["game"], hidden), "ahead": row["ahead"]} for row in result.games
        ],
    }


class HeadToHeadApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, responses={200: HeadToHeadOut})
    def get(self, request, first: str, second: str):
        body = head_to_head_body(user_by_name(first), user_by_name(second), request.user)
        return Response(HeadToHeadOut(body).data)


def engine_named(slug: str) -> str:
    if slug not in ENGINES:
        raise NotFound("engine_not_found", _("There is no such game."))
    return slug


class EngineStatisticsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, parameters=[EngineStatisticsIn], responses={200: EngineStatisticsOut})
    def get(self, request, engine: str):
        query = _valid(EngineStatisticsIn, request.query_params)
        result = selectors.engine_statistics(
            engine_named(engine), players=query.get("players"), options=query.get("option")
        )
        return Response(EngineStatisticsOut(asdict(result)).data)


class PlayerStatisticsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, parameters=[PlayerStatisticsIn], responses={200: PlayerStatisticsOut})
    def get(self, request, name: str):
        query = _valid(PlayerStatisticsIn, request.query_params)
        result = selectors.player_statistics(
            user_by_name(name), viewer=request.user, engine=query.get("engine") or None
        )
        body = {
            "username": result.person.username,
            "games": result.games,
            "by_seat": result.by_seat,
            "by_opponent": result.by_opponent,
        }
        return Response(PlayerStatisticsOut(body).data)


class PrivacyApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: PrivacyOut})
    def get(self, request):
        return Response({"private_profile": checks.is_private(request.user)})

    @extend_schema(tags=TAGS, request=PrivacyIn, responses={200: PrivacyOut})
    def put(self, request):
        privacy = services.privacy_set(user=request.user, **_valid(PrivacyIn, request.data))
        return Response({"private_profile": privacy.private_profile})
