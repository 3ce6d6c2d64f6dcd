"""API routes of players (under /api/, as they were when games held them)."""

from django.urls import path

from players import api

urlpatterns = [
    path("auth/register", api.RegisterApi.as_view(), name="auth-register"),
    path("auth/token", api.TokenApi.as_view(), name="auth-token"),
    path("me", api.ProfileApi.as_view(), name="me"),
    path("me/vacation", api.VacationApi.as_view(), name="me-vacation"),
]
