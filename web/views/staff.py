"""Pages for the staff: the platform's status (the same read as `manage.py platform_status`)."""

from __future__ import annotations

from django.contrib.admin.views.decorators import staff_member_required
from django.shortcuts import render
from django.views.decorators.http import require_GET

from web.pages.platform_status import platform_status


@staff_member_required
@require_GET
def platform_status_page(request):
    status = platform_status()
    report = status.as_dict()
    healthy = any(w.alive for w in status.workers) and not status.games_waiting_on_platform
    return render(request, "web/platform_status.html", {"report": report, "healthy": healthy})
