"""API routes of leagues (included under /api/)."""

from django.urls import path

from leagues import api

urlpatterns = [
    path("leagues/", api.LeagueListCreateApi.as_view(), name="leagues"),
    path("leagues/<int:league_id>/", api.LeagueDetailApi.as_view(), name="league-detail"),
    path("leagues/<int:league_id>/join", api.LeagueJoinApi.as_view(), name="league-join"),
    path("leagues/<int:league_id>/opt-out", api.LeagueOptOutApi.as_view(), name="league-opt-out"),
    path("leagues/<int:league_id>/seasons", api.SeasonStartApi.as_view(), name="league-seasons"),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/",
        api.SeasonDetailApi.as_view(),
        name="league-season",
    ),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/standings.csv",
        api.SeasonStandingsCsvApi.as_view(),
        name="league-season-standings-csv",
    ),
    path(
        "leagues/<int:league_id>/seasons/<int:number>/crosstable.csv",
        api.SeasonCrosstableCsvApi.as_view(),
        name="league-season-crosstable-csv",
    ),
    path("leagues/<int:league_id>/events", api.LeagueEventsApi.as_view(), name="league-events"),
    path("leagues/games/<int:game_id>", api.LeagueGameApi.as_view(), name="league-game"),
    path(
        "leagues/games/<int:game_id>/override",
        api.LeagueGameOverrideApi.as_view(),
        name="league-game-override",
    ),
]
