"""A JSON body's values must have the JSON type the schema gives them: `"username": 12` is not
a name, `"players": "3"` is not a number and `"rated": "yes"` is not a boolean.

DRF's fields read like forms: a text field takes a number and makes it text, a number field
takes a string of digits, a boolean field takes "yes" or 1. That suits query strings and forms,
where everything arrives as text, but in a JSON body it lets through what the schema refuses (and
what a client did not mean). `install` makes the fields strict when the data they read came from
a JSON body (the serializer's data is not a QueryDict); query strings are parsed as before.
Installed once, for every serializer of every app, by the api app when Django starts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from django.http import QueryDict
from rest_framework import fields


def _from_json(field: fields.Field) -> bool:
    data = getattr(field.root, "initial_data", None)
    return data is not None and not isinstance(data, QueryDict)


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_boolean(value: Any) -> bool:
    return isinstance(value, bool)


def _strict(field_class: type[fields.Field], accepts: Callable[[Any], bool]) -> None:
    reads = field_class.to_internal_value

    def to_internal_value(self, data):
        if _from_json(self) and not accepts(data):
            self.fail("invalid")
        return reads(self, data)

    field_class.to_internal_value = to_internal_value  # type: ignore[method-assign]


@cache
def install() -> None:
    """Make DRF's text, whole-number, number and boolean fields strict on JSON bodies (once)."""
    _strict(fields.CharField, _is_text)  # and its kinds: slugs, e-mails, URLs, regexes
    _strict(fields.IntegerField, _is_whole)
    _strict(fields.FloatField, _is_number)
    _strict(fields.DecimalField, _is_number)
    _strict(fields.BooleanField, _is_boolean)
