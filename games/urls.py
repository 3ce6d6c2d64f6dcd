"""API routes of games."""

from django.urls import path

from games import api

urlpatterns = [
    path("auth/register", api.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", api.TokenApi.as_view(), name="auth-token"),
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
    path("games/<int:game_id>/state", api.StateApi.as_view(), name="game-state"),
    path("notifications", api.NotificationListApi.as_view(), name="notifications"),
    path("notifications/read", api.NotificationReadApi.as_view(), name="notifications-read"),
    path("webhooks", api.WebhookListCreateApi.as_view(), name="webhooks"),
    path("webhooks/<int:webhook_id>", api.WebhookDetailApi.as_view(), name="webhook-detail"),
    path("me", api.ProfileApi.as_view(), name="me"),
    path("me/vacation", api.VacationApi.as_view(), name="me-vacation"),
]
