"""One error shape for the whole API: {"error": {"code", "message", "details"}}."""

from __future__ import annotations

import logging

from django.core.exceptions import PermissionDenied, RequestDataTooBig, SuspiciousOperation
from django.db import InterfaceError, OperationalError
from django.http import Http404
from django.utils.translation import gettext, gettext_noop
from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from errors import PlatformError

logger = logging.getLogger(__name__)

DRF_CODES = {
    exceptions.NotAuthenticated: "not_authenticated",
    exceptions.AuthenticationFailed: "authentication_failed",
    exceptions.PermissionDenied: "permission_denied",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.ParseError: "parse_error",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.Throttled: "throttled",
    exceptions.ValidationError: "invalid",
    exceptions.NotAcceptable: "not_acceptable",
}


# DRF's own sentences, in our catalog too (DRF ships Korean only as ko_KR, which "ko" never reads).
DRF_SENTENCES = [
    gettext_noop("Authentication credentials were not provided."),
    gettext_noop("Incorrect authentication credentials."),
    gettext_noop("Invalid token."),
    gettext_noop("You do not have permission to perform this action."),
    gettext_noop("Not found."),
    gettext_noop("Malformed request."),
    gettext_noop("Request was throttled."),
    gettext_noop("This field is required."),
    gettext_noop("This field may not be blank."),
    gettext_noop("This field may not be null."),
    gettext_noop("A valid integer is required."),
    gettext_noop("Not a valid string."),
    gettext_noop("Must be a valid boolean."),
]


def error_body(code: str, message: str, details=None) -> dict:
    return {"error": {"code": code, "message": message, "details": details or {}}}


def exception_handler(exc, context):
    if isinstance(exc, PlatformError):
        wait = exc.details.get("retry_after") if exc.status == 429 else None
        return Response(
            error_body(exc.code, exc.message, exc.details),
            status=exc.status,
            headers={"Retry-After": str(wait)} if wait else None,
        )
    if isinstance(exc, OperationalError | InterfaceError):
        # The database is unreachable (restarting, failing over): a moment's outage, not a bug.
        # Whatever was in flight rolled back, or committed with its idempotency receipt.
        logger.warning("database unavailable in %s: %s", context.get("view"), exc)
        return Response(
            error_body(
                "unavailable",
                gettext(
                    "The service is unavailable for a moment; retry (with the same idempotency key)."
                ),
            ),
            status=status.HTTP_503_SERVICE_UNAVAILABLE,
            headers={"Retry-After": "1"},
        )
    if isinstance(exc, RequestDataTooBig):
        return Response(
            error_body("request_too_large", gettext("The request body is too large.")),
            status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE,
        )
    if isinstance(exc, SuspiciousOperation):  # too many fields, a malformed multipart body, …
        return Response(
            error_body("bad_request", gettext("The request could not be read.")),
            status=status.HTTP_400_BAD_REQUEST,
        )
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    response = drf_exception_handler(exc, context)
    if response is None:
        logger.exception("unhandled error in %s", context.get("view"))
        return Response(
            error_body(
                "server_error", gettext("Something went wrong on our side; nothing was changed.")
            ),
            status=status.HTTP_500_INTERNAL_SERVER_ERROR,
        )
    code = next((c for cls, c in DRF_CODES.items() if isinstance(exc, cls)), "error")
    if isinstance(exc, exceptions.ValidationError):
        message = gettext("Some fields are missing or invalid.")
        details = exc.detail if isinstance(exc.detail, dict) else {"non_field_errors": exc.detail}
    else:
        message = str(exc.detail) if hasattr(exc, "detail") else str(exc)
        message = gettext(message) if message else message  # DRF's sentence, from our catalog
        details = {}
    response.data = error_body(code, message, details)
    return response
