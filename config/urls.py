"""URL map: the API under /api/, its OpenAPI schema and docs, the admin, the web pages (and,
for benchmarks only, /api/bench/ when DEBUG or PLATFORM_BENCH_ENDPOINTS=1)."""

import os

from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

urlpatterns = [
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),  # set_language: the footer's switch
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/social/", include("social.urls")),
    path("api/", include("games.urls")),
    path("api/", include("ratings.urls")),
    path("api/", include("tournaments.urls")),
    path("", include("web.urls")),
]

if settings.DEBUG or os.environ.get("PLATFORM_BENCH_ENDPOINTS") == "1":
    from config.bench_endpoints import BaselineApi

    urlpatterns.insert(0, path("api/bench/baseline", BaselineApi.as_view(), name="bench-baseline"))
