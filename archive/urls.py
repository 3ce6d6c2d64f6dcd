"""API routes of the archive."""

from django.urls import path

from archive import api

urlpatterns = [
    path("games/search", api.GameFindApi.as_view(), name="games-find"),
    path(
        "users/<str:first>/versus/<str:second>",
        api.HeadToHeadApi.as_view(),
        name="head-to-head",
    ),
    path("users/<str:name>/statistics", api.PlayerStatisticsApi.as_view(), name="player-stats"),
    path("statistics/<str:engine>", api.EngineStatisticsApi.as_view(), name="engine-stats"),
    path("me/privacy", api.PrivacyApi.as_view(), name="me-privacy"),
]
