"""The game chat's pages: the polled message list, posting, mute and unmute, reporting a message."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from api.whole_numbers import NumberRefused, optional_whole_number, query_whole_number
from errors import PlatformError
from social import services as social_services
from social.models import ReportKind
from social.services.moderation import MAX_REASON
from web.pages.chat_panel import chat_messages, chat_panel_context, has_news
from web.pages.game_lookup import watchable_game

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def _chat_on_game_page(game) -> str:
    return reverse("web:game", args=[game.pk]) + "#chat"


def _panel(request, game, *, notice: StrOrPromise = "", error: StrOrPromise = "", text: str = ""):
    """After a form: htmx swaps the panel in place; without JavaScript, back to the game page."""
    if not request.htmx:
        if error:
            messages.error(request, error)
        elif notice:
            messages.success(request, notice)
        return redirect(_chat_on_game_page(game))
    context = chat_panel_context(
        game, request.user, notice=str(notice), error=str(error), text=text
    )
    return render(request, "web/_chat_panel.html", context)


def _flag(raw) -> bool:
    return raw in ("1", "true", "on")


@require_GET
def chat_poll(request, game_id: int):
    """The message list when it changed since `after` (a new message, mute, the game's end);
    204 (nothing to swap) while it has not."""
    game = watchable_game(request, game_id)
    try:
        after = query_whole_number(request.GET, "after")
    except NumberRefused as refusal:
        return HttpResponseBadRequest(refusal.message)
    try:
        if after is not None and not has_news(
            game,
            request.user,
            after=after,
            muted=_flag(request.GET.get("muted")),
            over=_flag(request.GET.get("over")),
        ):
            return HttpResponse(status=204)
        context = chat_panel_context(game, request.user)
    except PlatformError as error:
        raise PermissionDenied(error.message) from error
    return render(request, "web/_chat_log.html", context)


@login_required
@require_POST
def chat_post(request, game_id: int):
    game = watchable_game(request, game_id)
    text = request.POST.get("text", "")
    try:
        social_services.chat_post(game=game, user=request.user, text=text)
    except PlatformError as refusal:
        return _panel(request, game, error=refusal.message, text=text[:1000])
    return _panel(request, game)


@login_required
@require_POST
def chat_mute(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        social_services.chat_mute(game=game, user=request.user)
    except PlatformError as refusal:
        return _panel(request, game, error=refusal.message)
    return _panel(request, game, notice=_("Chat is off for you in this game."))


@login_required
@require_POST
def chat_unmute(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        social_services.chat_unmute(game=game, user=request.user)
    except PlatformError as refusal:
        return _panel(request, game, error=refusal.message)
    return _panel(request, game, notice=_("Chat is on again."))


def _message_id(raw) -> int | None:
    try:
        return optional_whole_number(raw, field="message")
    except NumberRefused:
        return None


@login_required
@require_http_methods(["GET", "POST"])
def chat_report(request, game_id: int):
    """GET: the small form to report one message (into the panel, or as a page without
    JavaScript). POST: the report, for staff to handle."""
    game = watchable_game(request, game_id)
    message_id = _message_id(request.POST.get("message") or request.GET.get("message"))
    if request.method == "POST":
        try:
            social_services.report_create(
                user=request.user,
                kind=ReportKind.MESSAGE,
                reason=request.POST.get("reason", ""),
                message_id=message_id,
            )
        except PlatformError as refusal:
            return _panel(request, game, error=refusal.message)
        return _panel(
            request, game, notice=_("Thank you: the message was reported to the moderators.")
        )
    try:
        readable = chat_messages(game, request.user)["messages"]
    except PlatformError as error:
        raise PermissionDenied(error.message) from error
    message = next((m for m in readable if m.pk == message_id), None)
    if message is None:
        raise Http404(_("There is no such message in this game's chat."))
    context = {"game": game, "message": message, "max_reason": MAX_REASON}
    template = "web/_chat_report.html" if request.htmx else "web/chat_report.html"
    return render(request, template, context)
