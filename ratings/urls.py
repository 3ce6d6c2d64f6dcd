"""API routes of ratings."""

from django.urls import path

from ratings import api

urlpatterns = [
    path("ratings/<str:engine>/", api.LeaderboardApi.as_view(), name="leaderboard"),
    path("users/<str:name>/ratings", api.UserRatingsApi.as_view(), name="user-ratings"),
]
