"""The games API: thin views that parse, call a service or selector, and serialise."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import permissions, serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from games import selectors, services
from games.legal_moves import etag_matches, legal_moves_etag
from games.serializers import (
    AnalysisOut,
    EngineOut,
    EventsIn,
    EventsOut,
    GameCreateIn,
    GameDetailOut,
    GameListFilterIn,
    GameOut,
    MoveIn,
    MoveOut,
    StateIn,
    StateOut,
)
from games.services.analysis import analysis_request
from games.services.attention import seat_seen
from games.suggestions import move_suggestion
from games.table_extras import table_extras
from games.waiting import waiting_in_words


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _detail(game, user) -> dict:
    seat = selectors.seat_of(game, user)
    data = GameOut(game).data
    data["your_seat"] = seat
    data["view"] = selectors.game_view(game, seat)
    data["seed"] = selectors.seed_if_revealed(game)
    data["waiting"] = waiting_in_words(game)
    data.update(table_extras(game))
    return data


class HealthApi(APIView):
    """For load balancers and container health checks: the process answers and the database too."""

    permission_classes = [permissions.AllowAny]
    authentication_classes: list = []

    @extend_schema(
        responses={
            200: inline_serializer("HealthOut", {"ok": serializers.BooleanField()}),
        }
    )
    def get(self, request):
        return Response({"ok": selectors.database_answers()})


class EngineListApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: EngineOut(many=True)})
    def get(self, request):
        return Response(selectors.engines_list())


class GameListCreateApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so

    @extend_schema(parameters=[GameListFilterIn], responses={200: GameOut(many=True)})
    def get(self, request):
        filters = _valid(GameListFilterIn, request.query_params)
        games = selectors.game_list(user=request.user, **filters)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(games, request, view=self)
        return paginator.get_paginated_response(GameOut(page, many=True).data)

    @extend_schema(request=GameCreateIn, responses={201: GameDetailOut})
    def post(self, request):
        game = services.game_create(user=request.user, **_valid(GameCreateIn, request.data))
        return Response(
            _detail(selectors.game_get(game.pk), request.user), status=status.HTTP_201_CREATED
        )


class GameDetailApi(APIView):
    @extend_schema(responses={200: GameDetailOut})
    def get(self, request, game_id: int):
        game = selectors.game_get_for(game_id, request.user)
        seat_seen(game=game, user=request.user)
        return Response(_detail(game, request.user))


class GameJoinApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={200: GameDetailOut})
    def post(self, request, game_id: int):
        services.game_join_open_seat(game=selectors.game_get(game_id), user=request.user)
        return Response(_detail(selectors.game_get(game_id), request.user))


class GameStartApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={200: GameDetailOut})
    def post(self, request, game_id: int):
        services.game_start(game=selectors.game_get(game_id), user=request.user)
        return Response(_detail(selectors.game_get(game_id), request.user))


class GameResignApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={200: GameDetailOut})
    def post(self, request, game_id: int):
        services.game_resign(game=selectors.game_get(game_id), user=request.user)
        return Response(_detail(selectors.game_get(game_id), request.user))


class MoveSubmitApi(APIView):
    permission_classes = [permissions.IsAuthenticated]
    throttle_scope = "moves"

    @extend_schema(request=MoveIn, responses={201: MoveOut})
    def post(self, request, game_id: int):
        data = _valid(MoveIn, request.data)
        result = services.move_submit(
            game=game_id,  # locked and read there (a missing game is the same 404)
            user=request.user,
            move=data["move"],
            expected_seq=data["expected_seq"],
            idempotency_key=data.get("idempotency_key"),
        )
        return Response(result.body, status=result.status_code)


class LegalMovesApi(APIView):
    """Cached per (game, seq, seat); `If-None-Match` with the ETag of the answer held is a 304."""

    @extend_schema(
        responses={
            200: inline_serializer(
                "LegalMovesOut",
                {
                    "seq": serializers.IntegerField(),
                    "seat": serializers.IntegerField(allow_null=True),
                    "moves": serializers.ListField(child=serializers.JSONField()),
                },
            ),
            304: None,
        }
    )
    def get(self, request, game_id: int):
        game = selectors.game_get_for(game_id, request.user, users=False)
        seat = selectors.seat_of(game, request.user)
        seat_seen(game=game, user=request.user)
        etag = legal_moves_etag(game, seat)
        if etag_matches(request.headers.get("If-None-Match"), etag):
            response = Response(status=status.HTTP_304_NOT_MODIFIED)
        else:
            response = Response(
                {"seq": game.seq, "seat": seat, "moves": selectors.legal_moves_for(game, seat)}
            )
        response["ETag"] = etag
        response["Cache-Control"] = "private, no-cache"
        return response


class EventsApi(APIView):
    @extend_schema(parameters=[EventsIn], responses={200: EventsOut})
    def get(self, request, game_id: int):
        query = _valid(EventsIn, request.query_params)
        game = selectors.game_get_for(game_id, request.user, users=False)
        seat = selectors.seat_of(game, request.user)
        events = selectors.events_after(game, seat, query["after"], query["limit"])
        return Response({"seq": game.seq, "status": game.status, "events": events})


class GameAnalysisApi(APIView):
    """A finished game's analysis: POST queues it (202), or answers the one done at the engine's
    current version and budget, or under way, as it is (200: never computed again on request);
    429 with Retry-After when the user's or the platform's analysis queue is full. GET reads it
    with its progress."""

    refuses_when_queue_full = True

    @extend_schema(request=None, responses={200: AnalysisOut, 202: AnalysisOut})
    def post(self, request, game_id: int):
        game = selectors.game_get_for(game_id, request.user)
        _analysis, queued = analysis_request(game=game, user=request.user)
        answer = status.HTTP_202_ACCEPTED if queued else status.HTTP_200_OK
        return Response(selectors.analysis_of(game), status=answer)

    @extend_schema(responses={200: AnalysisOut})
    def get(self, request, game_id: int):
        game = selectors.game_get_for(game_id, request.user)
        return Response(selectors.analysis_of(game))


class SuggestionApi(APIView):
    """In an unrated sandbox, the strong bot's move for the player to act (not played)."""

    throttle_scope = "suggestions"

    @extend_schema(
        request=None,
        responses={
            200: inline_serializer(
                "SuggestionOut",
                {
                    "seq": serializers.IntegerField(help_text="the position it was asked at"),
                    "seat": serializers.IntegerField(),
                    "move": serializers.JSONField(help_text="a legal move, as POST moves takes"),
                },
            )
        },
    )
    def post(self, request, game_id: int):
        game = selectors.game_get_for(game_id, request.user)
        return Response(move_suggestion(game=game, user=request.user))


class StateApi(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "at",
                int,
                required=True,
                description="an event seq: the answer is the position after the last whole move "
                "at or before it",
            )
        ],
        responses={200: StateOut},
    )
    def get(self, request, game_id: int):
        query = _valid(StateIn, request.query_params)
        game = selectors.game_get_for(game_id, request.user, users=False)
        seat = selectors.seat_of(game, request.user)
        return Response(selectors.state_at(game, seat, query["at"]))
