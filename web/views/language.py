"""The footer's language switch: Django's set_language, and for a signed-in player the choice is
kept on their profile too, so their emails and webhook texts follow it."""

from __future__ import annotations

from contextlib import suppress

from django.views.decorators.http import require_POST
from django.views.i18n import set_language

from errors import PlatformError
from players.services import language_set


@require_POST
def language_switch(request):
    response = set_language(request)
    if request.user.is_authenticated:
        # not a language of the site: set_language ignored it too
        with suppress(PlatformError):
            language_set(user=request.user, language=request.POST.get("language", ""))
    return response
