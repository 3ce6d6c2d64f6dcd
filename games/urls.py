"""API routes of games."""

from django.urls import path

from games import api, clock_api, table_api
from games.conditional.api import ConditionalMovesApi
from games.stream.game_stream import game_stream

urlpatterns = [
    path("health", api.HealthApi.as_view(), name="health"),
    path("engines/", api.EngineListApi.as_view(), name="engines"),
    path("games/", api.GameListCreateApi.as_view(), name="games"),
    path("games/<int:game_id>/", api.GameDetailApi.as_view(), name="game-detail"),
    path("games/<int:game_id>/join", api.GameJoinApi.as_view(), name="game-join"),
    path("games/<int:game_id>/start", api.GameStartApi.as_view(), name="game-start"),
    path("games/<int:game_id>/resign", api.GameResignApi.as_view(), name="game-resign"),
    path("games/<int:game_id>/moves", api.MoveSubmitApi.as_view(), name="game-moves"),
    path("games/<int:game_id>/legal-moves", api.LegalMovesApi.as_view(), name="game-legal-moves"),
    path("games/<int:game_id>/events", api.EventsApi.as_view(), name="game-events"),
    path("games/<int:game_id>/analysis", api.GameAnalysisApi.as_view(), name="game-analysis"),
    path("games/<int:game_id>/suggestion", api.SuggestionApi.as_view(), name="game-suggestion"),
    path("games/<int:game_id>/state", api.StateApi.as_view(), name="game-state"),
    path("games/<int:game_id>/stream", game_stream, name="game-stream"),
    path("games/<int:game_id>/give-time", clock_api.GiveTimeApi.as_view(), name="game-give-time"),
    path("games/<int:game_id>/abort", table_api.GameAbortApi.as_view(), name="game-abort"),
    path("games/<int:game_id>/takeback", table_api.TakebackApi.as_view(), name="game-takeback"),
    path(
        "games/<int:game_id>/takeback/accept",
        table_api.TakebackAcceptApi.as_view(),
        name="game-takeback-accept",
    ),
    path(
        "games/<int:game_id>/takeback/decline",
        table_api.TakebackDeclineApi.as_view(),
        name="game-takeback-decline",
    ),
    path(
        "games/<int:game_id>/conditional-moves",
        ConditionalMovesApi.as_view(),
        name="game-conditional-moves",
    ),
]
