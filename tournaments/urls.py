"""API routes of tournaments (challenge ladders in ladder_urls)."""

from tournaments.ladder_urls import urlpatterns as ladder_urlpatterns

urlpatterns = [*ladder_urlpatterns]
