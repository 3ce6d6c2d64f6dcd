"""API routes of organised tournaments (included under /api/)."""

from django.urls import path

from tournaments import api, exports

urlpatterns = [
    path("tournaments/", api.TournamentListCreateApi.as_view(), name="tournaments"),
    path(
        "tournaments/<int:tournament_id>/",
        api.TournamentDetailApi.as_view(),
        name="tournament-detail",
    ),
    path(
        "tournaments/<int:tournament_id>/standings",
        api.TournamentStandingsApi.as_view(),
        name="tournament-standings",
    ),
    path(
        "tournaments/<int:tournament_id>/standings.csv",
        exports.TournamentStandingsCsvApi.as_view(),
        name="tournament-standings-csv",
    ),
    path(
        "tournaments/<int:tournament_id>/crosstable.csv",
        exports.TournamentCrosstableCsvApi.as_view(),
        name="tournament-crosstable-csv",
    ),
    path(
        "tournaments/<int:tournament_id>/export.trf",
        exports.TournamentTrfApi.as_view(),
        name="tournament-trf",
    ),
    path(
        "tournaments/<int:tournament_id>/rounds",
        api.TournamentRoundsApi.as_view(),
        name="tournament-rounds",
    ),
    path(
        "tournaments/<int:tournament_id>/registration/open",
        api.RegistrationOpenApi.as_view(),
        name="tournament-registration-open",
    ),
    path(
        "tournaments/<int:tournament_id>/registration/close",
        api.RegistrationCloseApi.as_view(),
        name="tournament-registration-close",
    ),
    path(
        "tournaments/<int:tournament_id>/start",
        api.TournamentStartApi.as_view(),
        name="tournament-start",
    ),
    path(
        "tournaments/<int:tournament_id>/cancel",
        api.TournamentCancelApi.as_view(),
        name="tournament-cancel",
    ),
    path(
        "tournaments/<int:tournament_id>/register",
        api.RegisterApi.as_view(),
        name="tournament-register",
    ),
    path(
        "tournaments/<int:tournament_id>/withdraw",
        api.WithdrawApi.as_view(),
        name="tournament-withdraw",
    ),
    path(
        "tournaments/<int:tournament_id>/entrants/drop",
        api.EntrantDropApi.as_view(),
        name="tournament-entrant-drop",
    ),
    path(
        "tournaments/<int:tournament_id>/entrants/add",
        api.EntrantAddApi.as_view(),
        name="tournament-entrant-add",
    ),
]
