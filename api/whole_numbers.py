"""The one reader of every whole number a client sends (a stream's `after` and Last-Event-ID,
`state?at=`, paging, form fields, the API's number fields): ASCII digits only (a minus sign only
where the range goes below 0), the length bounded before any conversion, the range checked, and
anything else refused with a 400 `invalid_number` that names the field."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core.validators import MaxValueValidator
from django.utils.translation import gettext_lazy as _
from rest_framework import serializers

from errors import PlatformError

# The largest value any whole number of the platform holds: a PostgreSQL bigint (a game's id).
LARGEST = 2**63 - 1
# The most characters a whole number may be sent in: a bigint's 19 digits and a sign (leading
# zeros within that are read). Checked before conversion: nothing longer reaches int().
MAX_CHARACTERS = 20


class NumberRefused(PlatformError):
    """A value that is not a whole number in its field's range (400 `invalid_number`)."""

    def __init__(self, field: str, low: int, high: int):
        super().__init__(
            "invalid_number",
            str(
                _("%(field)s must be a whole number from %(low)d to %(high)d.")
                % {"field": field, "low": low, "high": high}
            ),
            details={"field": field, "minimum": low, "maximum": high},
        )
        self.field = field


def whole_number(raw: Any, *, field: str, low: int = 0, high: int = LARGEST) -> int:
    """`raw` (text a client sent, or a number a JSON body held) as an int in [low, high], else
    NumberRefused naming `field`. Text is ASCII digits with a leading minus only when `low` is
    below 0: no spaces, no `+`, no full-width or other digits, no `1e3`, no `1.0`; no longer than
    MAX_CHARACTERS when converted, so no length reaches Python's limit on integer conversion."""
    if isinstance(raw, bool):
        raise NumberRefused(field, low, high)
    if isinstance(raw, int):
        value = raw
    elif isinstance(raw, str) and raw.isascii() and 0 < len(raw) <= MAX_CHARACTERS:
        digits = raw[1:] if raw.startswith("-") and low < 0 else raw
        if not digits.isdigit():
            raise NumberRefused(field, low, high)
        value = int(raw)
    else:
        raise NumberRefused(field, low, high)
    if not low <= value <= high:
        raise NumberRefused(field, low, high)
    return value


def optional_whole_number(raw: Any, *, field: str, low: int = 0, high: int = LARGEST) -> int | None:
    """As `whole_number`, with None for nothing sent (None or empty text: every optional query
    parameter sent empty is as if not sent)."""
    if raw is None or raw == "":
        return None
    return whole_number(raw, field=field, low=low, high=high)


def query_whole_number(
    query, name: str, *, low: int = 0, high: int = LARGEST, default: int | None = None
) -> int | None:
    """The query parameter `name` of a QueryDict read by `whole_number`: `default` when not
    sent or sent empty, NumberRefused when sent more than once or not a number in range."""
    values = query.getlist(name)
    if len(values) > 1:
        raise NumberRefused(name, low, high)
    value = optional_whole_number(values[0] if values else None, field=name, low=low, high=high)
    return default if value is None else value


def _bounds(min_value: int | None, max_value: int | None) -> tuple[int, int]:
    return (
        -LARGEST - 1 if min_value is None else int(min_value),
        LARGEST if max_value is None else int(max_value),
    )


def field_whole_number(raw: Any, *, field: str, min_value, max_value) -> int:
    """A serializer's or form's number field read by `whole_number` within its own bounds."""
    low, high = _bounds(min_value, max_value)
    return whole_number(raw, field=field, low=low, high=high)


class WholeNumberField(forms.IntegerField):
    """A form's whole number read by `whole_number` (Django's IntegerField takes full-width
    digits, spaces and `1.0`); Django's own sentences for no number and for the field's
    bounds. Empty is empty, as for Django's field."""

    def to_python(self, value):
        if value in self.empty_values:
            return None
        try:
            return field_whole_number(value, field="value", min_value=None, max_value=None)
        except NumberRefused as refusal:
            # digits only, too many to read: past any maximum the field has
            if (
                isinstance(value, str)
                and value.isascii()
                and value.isdigit()
                and self.max_value is not None
            ):
                MaxValueValidator(self.max_value)(self.max_value + 1)
            raise forms.ValidationError(self.error_messages["invalid"], code="invalid") from refusal


def install() -> None:
    """Make DRF's IntegerField read through `whole_number` (its own reading takes full-width
    digits, spaces and `1.0` from a query string): every number field of every serializer."""
    if getattr(serializers.IntegerField, "_reads_whole_numbers", False):
        return

    def to_internal_value(self, data):
        try:
            return field_whole_number(
                data,
                field=self.field_name or "value",
                min_value=self.min_value,
                max_value=self.max_value,
            )
        except NumberRefused as refusal:
            raise serializers.ValidationError(refusal.message, code="invalid") from refusal

    serializers.IntegerField.to_internal_value = to_internal_value  # type: ignore[method-assign]
    serializers.IntegerField._reads_whole_numbers = True  # type: ignore[attr-defined]
