"""API routes of tournaments (organised tournaments and challenge ladders)."""

from tournaments.ladder_urls import urlpatterns as ladder_urlpatterns
from tournaments.tournament_urls import urlpatterns as tournament_urlpatterns

urlpatterns = [*tournament_urlpatterns, *ladder_urlpatterns]
