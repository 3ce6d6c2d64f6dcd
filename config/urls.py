"""URL map: the API under /api/, its OpenAPI schema and docs, the admin, the web pages (and,
for benchmarks only, /api/bench/ when DEBUG or PLATFORM_BENCH_ENDPOINTS=1)."""

import os

from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from web.views.games import admin_sign_in
from web.views.language import language_switch

# Errors under /api/ answer the API's one shape; pages keep Django's plain pages (DEBUG off).
handler400 = "config.boundary.bad_request"
handler403 = "config.boundary.permission_denied"
handler404 = "config.boundary.not_found"
handler500 = "config.boundary.server_error"

urlpatterns = [
    path("admin/login/", admin_sign_in, name="admin-login"),  # throttled, then the admin's
    path("admin/", admin.site.urls),
    # the footer's switch: Django's set_language, kept on the player's profile for their emails
    path("i18n/setlang/", language_switch, name="set_language"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/social/", include("social.urls")),
    path("api/me/", include("social.me_urls")),
    path("api/", include("archive.urls")),
    path("api/", include("players.urls")),
    path("api/", include("games.urls")),
    path("api/", include("social.rematch_urls")),
    path("api/", include("notifications.urls")),
    path("api/", include("ratings.urls")),
    path("api/", include("tournaments.urls")),
    path("api/", include("ladders.urls")),
    path("api/", include("leagues.urls")),
    path("api/", include("desk.urls")),
    path("api/", include("reliability.urls")),
    path("api/", include("reviews.urls")),
    path("api/", include("clubs.urls")),
    path("", include("web.urls")),
]

if settings.DEBUG or os.environ.get("PLATFORM_BENCH_ENDPOINTS") == "1":
    from config.bench_endpoints import BaselineApi

    urlpatterns.insert(0, path("api/bench/baseline", BaselineApi.as_view(), name="bench-baseline"))
