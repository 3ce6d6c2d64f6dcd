"""Server-sent events over Django's async views: frames, the response, who is asking, where to
resume. Served live by an ASGI server (uvicorn). Under WSGI (a sync worker cannot hold a stream
open: it would collect it whole) a stream answers what there is now and ends; the browser
reconnects after `retry` with Last-Event-ID, so it degrades into polling, never into a hang."""

from __future__ import annotations

import functools
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from asgiref.sync import sync_to_async
from django.contrib.auth import get_user
from django.core.handlers.asgi import ASGIRequest
from django.db import close_old_connections, connection
from django.http import JsonResponse, StreamingHttpResponse
from django.utils.translation import gettext_lazy as _

from api.errors import error_body
from api.whole_numbers import optional_whole_number, query_whole_number
from errors import PlatformError
from players.token_auth import BadTokenHeader, token_key_of, token_user

RETRY_MILLISECONDS = 2000  # how soon a browser reconnects after the stream drops

# Database reads of open streams run on the event loop's pool of threads (each thread keeps one
# connection), not on each request's own thread: 500 open streams hold a handful of database
# connections, not 500. Tests turn this off to read inside their transaction, on their thread.
SHARED_DB_THREADS = True


def _checked(read: Callable[..., Any], *args: Any) -> Any:
    close_old_connections()  # CONN_MAX_AGE and health checks, as a request would
    return read(*args)


async def db_read(read: Callable[..., Any], *args: Any) -> Any:
    """`read(*args)` (a function that queries the database) from a stream's coroutine."""
    if not SHARED_DB_THREADS:
        return await sync_to_async(read)(*args)
    return await sync_to_async(_checked, thread_sensitive=False)(read, *args)


async def request_connection_release() -> None:
    """Close the connection the request's own thread opened (authentication, the first check)
    before the stream starts: it would otherwise stay open as long as the stream."""
    if SHARED_DB_THREADS:
        await sync_to_async(_close_connection)()


def _close_connection() -> None:
    connection.close()  # the connection of the thread this runs on (the request's)


def is_live(request) -> bool:
    """Served by an ASGI server, which can hold the stream open."""
    return isinstance(request, ASGIRequest)


def frame(data: dict, *, event: str, ident: int | None = None) -> str:
    """One event: `id:` (when given) is what the client sends back as Last-Event-ID."""
    head = f"id: {ident}\n" if ident is not None else ""
    return f"{head}event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n"


def keepalive() -> str:
    return ": keepalive\n\n"


def opening() -> str:
    return f"retry: {RETRY_MILLISECONDS}\n\n"


def event_stream(frames: AsyncIterator[str]) -> StreamingHttpResponse:
    response = StreamingHttpResponse(frames, content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache, no-transform"
    response["X-Accel-Buffering"] = "no"  # a proxy (nginx) passes each event on at once
    return response


def error_response(error: PlatformError) -> JsonResponse:
    return JsonResponse(
        error_body(error.code, str(error.message), error.details), status=error.status
    )


async def stream_user(request):
    """The user of a stream request: an API token (`Authorization: Token …`, read by the API's
    own `token_key_of`) or the session (a page's EventSource). Anonymous when there is neither.
    Read on the shared threads."""
    try:
        key = token_key_of(request)
    except BadTokenHeader as error:
        raise PlatformError("bad_token", _("That API token is not valid."), status=401) from error
    if key is not None:
        user = await db_read(token_user, key)
        if user is None:
            raise PlatformError("bad_token", _("That API token is not valid."), status=401)
        return user
    return await db_read(get_user, request)


# seqs are PostgreSQL integers: an id past the largest cannot name an event
MAX_EVENT_ID = 2**31 - 1


def resume_after(request, name: str = "after") -> int:
    """Where to resume: the Last-Event-ID header (a reconnecting EventSource sends it), else the
    `after` query parameter (a page opening its stream at what it shows), else 0. Each one sent
    must be an event id (one whole number from 0 to MAX_EVENT_ID, read by `whole_number`; empty
    is as if not sent), even the one the other overrides."""
    header = optional_whole_number(
        request.headers.get("Last-Event-ID", ""), field="Last-Event-ID", high=MAX_EVENT_ID
    )
    query = query_whole_number(request.GET, name, high=MAX_EVENT_ID)
    return header if header is not None else (query if query is not None else 0)


def get_only(view: Callable[..., Any]) -> Callable[..., Any]:
    """A stream view answers GET (and HEAD); another method is a 405 in the API's error shape,
    with `Allow` (Django's `require_GET` answers an empty HTML page)."""

    @functools.wraps(view)
    async def checked(request, *args: Any, **kwargs: Any):
        if request.method not in ("GET", "HEAD"):
            response = error_response(
                PlatformError(
                    "method_not_allowed", _("Only GET is offered at this address."), status=405
                )
            )
            response["Allow"] = "GET, HEAD"
            return response
        return await view(request, *args, **kwargs)

    return checked
