"""The bounds of what people write in reviews and notes: clean text of bounded length."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from api.input_bounds import check_text
from errors import PlatformError
from reviews.models import MAX_TEXT, MAX_TITLE


def written_text(text: object, *, most: int = MAX_TEXT, field: str = "text") -> str:
    """`text` stripped, when it is text of 1 to `most` characters without NUL bytes or lone
    surrogates; else a 400 naming the field."""
    if not isinstance(text, str):
        raise PlatformError(
            "bad_text", _("%(field)s must be text.") % {"field": field}, details={"field": field}
        )
    text = check_text(text).strip()
    if not text or len(text) > most:
        raise PlatformError(
            "bad_text",
            _("%(field)s must hold 1 to %(most)d characters.") % {"field": field, "most": most},
            details={"field": field},
        )
    return text


def review_title(title: object) -> str:
    return written_text(title, most=MAX_TITLE, field="title")
