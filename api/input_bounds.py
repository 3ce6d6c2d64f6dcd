"""The bounds every value from outside meets at the door: JSON no deeper than MAX_JSON_DEPTH,
no bigger than MAX_JSON_NODES, text without NUL bytes or lone surrogates. One checker for the
API's JSON parser, the pages' JSON fields (options, a pasted record), paths, query strings and
form fields; a value past a bound is a 400 `invalid_input`, never a 500."""

from __future__ import annotations

import json
import math
from typing import Any

from django.conf import settings
from django.utils.translation import gettext_lazy as _
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from errors import PlatformError

MAX_JSON_DEPTH = 32  # a game record or a move nests a handful of levels; 32 is generous
MAX_JSON_NODES = 200_000  # values (scalars, lists, dicts) in one document
MAX_INTEGER_DIGITS = 30  # integers beyond this are junk (and slow to print)


class InputRefused(PlatformError):
    """Input the platform does not read (400 `invalid_input`), with the problem in `details`."""

    def __init__(self, problem: str, message):
        super().__init__("invalid_input", str(message), details={"problem": problem})


def text_problem(text: str) -> str | None:
    """Why `text` may not be stored ("nul" or "surrogate"), or None when it is clean."""
    if "\x00" in text:
        return "nul"
    if any("\ud800" <= char <= "\udfff" for char in text):
        return "surrogate"
    return None


def check_text(text: str) -> str:
    """`text` itself, or InputRefused when it holds a NUL byte or a lone surrogate."""
    problem = text_problem(text)
    if problem == "nul":
        raise InputRefused(problem, _("Text may not contain NUL bytes."))
    if problem == "surrogate":
        raise InputRefused(problem, _("Text may not contain unpaired surrogate characters."))
    return text


def check_json_tree(
    value: Any, *, max_depth: int = MAX_JSON_DEPTH, max_nodes: int = MAX_JSON_NODES
) -> Any:
    """`value` itself when it is a JSON tree within the bounds (depth, size, clean text, finite
    numbers); else InputRefused. Iterative, so no value is too deep for it."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    nodes = 0
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise InputRefused("too_big", _("This value has too many parts."))
        if isinstance(item, str):
            check_text(item)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if len(str(abs(item))) > MAX_INTEGER_DIGITS:
                raise InputRefused("number_too_big", _("A number here is too big."))
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise InputRefused("number_not_finite", _("Numbers must be finite."))
        elif isinstance(item, dict | list):
            if depth > max_depth:
                raise InputRefused(
                    "too_deep",
                    _("This value nests deeper than %(most)d levels.") % {"most": max_depth},
                )
            if isinstance(item, dict):
                for key, child in item.items():
                    if not isinstance(key, str):
                        raise InputRefused("bad_key", _("Object keys must be strings."))
                    check_text(key)
                    stack.append((child, depth + 1))
            else:
                stack.extend((child, depth + 1) for child in item)
        else:
            raise InputRefused("not_json", _("This value is not JSON."))
    return value


def _refuse_constant(name: str):
    raise InputRefused("number_not_finite", _("Numbers must be finite."))


def parse_json(raw: str | bytes, *, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """A JSON document read within the bounds; InputRefused for a bound, ValueError for text
    that is not JSON at all."""
    try:
        # NaN and Infinity are not JSON; huge exponents (1e400) read as inf and are refused.
        value = json.loads(raw, parse_constant=_refuse_constant)
    except RecursionError as error:
        raise InputRefused(
            "too_deep", _("This value nests deeper than %(most)d levels.") % {"most": max_depth}
        ) from error
    except UnicodeDecodeError as error:
        raise InputRefused("not_utf8", _("The body must be UTF-8.")) from error
    return check_json_tree(value, max_depth=max_depth)


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser with the platform's bounds (depth, size, clean text)."""

    def parse(self, stream, media_type=None, parser_context=None):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        raw = stream.read(limit + 1) if stream is not None else b""
        if len(raw) > limit:
            raise PlatformError(
                "request_too_large",
                str(_("The request body is larger than %(most)d bytes.") % {"most": limit}),
                status=413,
                details={"max_bytes": limit},
            )
        try:
            return parse_json(raw)
        except ValueError as error:
            # Not JSON at all: DRF's own ParseError (400 parse_error), as before.
            raise ParseError(_("JSON parse error.")) from error
