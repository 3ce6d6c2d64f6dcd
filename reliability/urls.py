"""API routes of reliability."""

from django.urls import path

from reliability import api

urlpatterns = [
    path("users/<str:name>/reliability", api.RecordApi.as_view(), name="user-reliability"),
    path(
        "users/<str:name>/reliability/games",
        api.EntryListApi.as_view(),
        name="user-reliability-games",
    ),
    path(
        "games/<int:game_id>/reliability-minimum",
        api.TableMinimumApi.as_view(),
        name="game-reliability-minimum",
    ),
    path(
        "tournaments/<int:tournament_id>/reliability-minimum",
        api.EventMinimumApi.as_view(),
        name="tournament-reliability-minimum",
    ),
]
