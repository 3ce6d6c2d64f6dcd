"""API routes of tournaments (organised tournaments now; ladders are merged in later)."""

from tournaments.tournament_urls import urlpatterns as tournament_urlpatterns

urlpatterns = [*tournament_urlpatterns]
