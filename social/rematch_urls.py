"""API routes of rematches, under /api/games/{id}/ beside games' own."""

from django.urls import path

from social import rematch_api

urlpatterns = [
    path("games/<int:game_id>/rematch", rematch_api.RematchApi.as_view(), name="game-rematch"),
    path(
        "games/<int:game_id>/rematch/accept",
        rematch_api.RematchAcceptApi.as_view(),
        name="game-rematch-accept",
    ),
    path(
        "games/<int:game_id>/rematch/decline",
        rematch_api.RematchDeclineApi.as_view(),
        name="game-rematch-decline",
    ),
]
