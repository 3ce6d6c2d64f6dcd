"""API routes of challenge ladders (included under /api/)."""

from django.urls import path

from ladders import api as ladders
from ladders import exports

urlpatterns = [
    path("ladders/", ladders.LadderListCreateApi.as_view(), name="ladders"),
    path("ladders/challenges/mine", ladders.MyChallengesApi.as_view(), name="ladder-my-challenges"),
    path("ladders/<int:ladder_id>/", ladders.LadderDetailApi.as_view(), name="ladder-detail"),
    path(
        "ladders/<int:ladder_id>/standings",
        ladders.LadderStandingsApi.as_view(),
        name="ladder-standings",
    ),
    path(
        "ladders/<int:ladder_id>/standings.csv",
        exports.LadderStandingsCsvApi.as_view(),
        name="ladder-standings-csv",
    ),
    path(
        "ladders/<int:ladder_id>/crosstable.csv",
        exports.LadderCrosstableCsvApi.as_view(),
        name="ladder-crosstable-csv",
    ),
    path("ladders/<int:ladder_id>/join", ladders.LadderJoinApi.as_view(), name="ladder-join"),
    path("ladders/<int:ladder_id>/leave", ladders.LadderLeaveApi.as_view(), name="ladder-leave"),
    path(
        "ladders/<int:ladder_id>/challenges",
        ladders.LadderChallengeApi.as_view(),
        name="ladder-challenge",
    ),
    path("ladders/<int:ladder_id>/events", ladders.LadderEventsApi.as_view(), name="ladder-events"),
]
