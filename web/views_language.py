"""The footer's language switch: Django's set_language, and for a signed-in player the choice is
kept on their profile too, so their emails and webhook texts follow it."""

from __future__ import annotations

from django.conf import settings
from django.views.decorators.http import require_POST
from django.views.i18n import set_language

from games.services.notifications import language_set

LANGUAGE_CODES = {code for code, _name in settings.LANGUAGES}


@require_POST
def language_switch(request):
    response = set_language(request)
    language = request.POST.get("language")
    if request.user.is_authenticated and language in LANGUAGE_CODES:
        language_set(user=request.user, language=language)
    return response
