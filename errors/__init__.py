"""Errors the platform shows a player (every app raises them; the API turns them into its one
shape): a stable code, a sentence, an HTTP status, details."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


class PlatformError(Exception):
    """A refusal for the user (not a bug): maps to {"error": {"code", "message", "details"}}."""

    status = 400

    def __init__(
        self, code: str, message: StrOrPromise, *, status: int | None = None, details=None
    ):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        if status is not None:
            self.status = status
        self.details = details or {}


class Conflict(PlatformError):
    """The request came too late or out of turn (409)."""

    status = 409


class Forbidden(PlatformError):
    """The user may not do this to this game (403)."""

    status = 403


class NotFound(PlatformError):
    """No such thing (404)."""

    status = 404
