"""The door every request passes: bodies over MAX_REQUEST_BODY_BYTES are a 413, NUL bytes and
lone surrogates in the path, the query or a form field are a 400 (the JSON parser checks JSON
bodies with the same rules, `api.input_bounds`); and the error pages of `/api/` paths (404,
405, 500, …) answer the API's one error shape instead of Django's HTML."""

from __future__ import annotations

import logging

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse
from django.utils.translation import gettext
from django.views import defaults

from api.errors import error_body
from api.input_bounds import text_problem

logger = logging.getLogger(__name__)

FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def is_api(request: HttpRequest) -> bool:
    return request.path_info.startswith("/api/")


def too_large(request: HttpRequest) -> HttpResponse:
    limit = settings.MAX_REQUEST_BODY_BYTES
    message = gettext("The request body is larger than %(most)d bytes.") % {"most": limit}
    if is_api(request):
        return JsonResponse(
            error_body("request_too_large", message, {"max_bytes": limit}), status=413
        )
    return HttpResponse(message, status=413, content_type="text/plain; charset=utf-8")


def refused(request: HttpRequest, problem: str) -> HttpResponse:
    message = gettext("The request holds characters the platform does not accept (%(what)s).") % {
        "what": problem
    }
    if is_api(request):
        return JsonResponse(error_body("invalid_input", message, {"problem": problem}), status=400)
    return HttpResponseBadRequest(message, content_type="text/plain; charset=utf-8")


def _declared_length(request: HttpRequest) -> int:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


def _problem_in(pairs) -> str | None:
    for key, values in pairs:
        for text in (key, *values):
            if isinstance(text, str) and (problem := text_problem(text)):
                return problem
    return None


class InputBoundsMiddleware:
    """Refuses oversized bodies and unclean text before any view runs."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if _declared_length(request) > settings.MAX_REQUEST_BODY_BYTES:
            return too_large(request)
        problem = text_problem(request.path_info) or _problem_in(request.GET.lists())
        if problem is None and request.content_type in FORM_TYPES:
            try:
                problem = _problem_in(request.POST.lists())
            except RequestDataTooBig:
                return too_large(request)
            except SuspiciousOperation:
                return refused(request, "too_many_fields")
        if problem:
            return refused(request, problem)
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception):
        if isinstance(exception, RequestDataTooBig):
            return too_large(request)
        return None


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    if is_api(request):
        return JsonResponse(
            error_body("not_found", gettext("There is nothing at this address.")), status=404
        )
    return defaults.page_not_found(request, exception)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    if is_api(request):
        return JsonResponse(
            error_body("bad_request", gettext("The request could not be read.")), status=400
        )
    return defaults.bad_request(request, exception)


def permission_denied(request: HttpRequest, exception: Exception) -> HttpResponse:
    if is_api(request):
        return JsonResponse(
            error_body("permission_denied", gettext("You may not do this.")), status=403
        )
    return defaults.permission_denied(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    """The 500 answer: a sentence and nothing of the request or the game (DEBUG off)."""
    if is_api(request):
        return JsonResponse(
            error_body(
                "server_error", gettext("Something went wrong on our side; nothing was changed.")
            ),
            status=500,
        )
    return defaults.server_error(request)
