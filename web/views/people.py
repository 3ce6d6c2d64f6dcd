"""A player's profile page and the notification feed (the bell's page, its live count and its
mark-read)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_POST

from api.whole_numbers import NumberRefused, optional_whole_number
from archive import checks as archive_checks
from errors import NotFound, PlatformError
from games import selectors as game_selectors
from games.models import GameStatus
from notifications import selectors as notification_selectors
from notifications.services import notifications_mark_read
from players.selectors import confirm_moves_of, user_by_name
from players.services import confirm_moves_set, notification_channels_set, time_zone_set
from reliability import selectors as reliability_selectors
from tournaments import selectors as tournament_selectors
from web.pages.game_panel import game_title, seat_names
from web.pages.game_ratings import player_changes
from web.pages.notification_settings import channels_from_form, notification_settings_context
from web.pages.profile_ratings import ladders_of, ratings_of
from web.pages.quiet_hours_form import quiet_hours_context
from web.words.notification_links import notification_groups, notification_rows

RECENT_GAMES = 15
FEED_ROWS = 100
MENU_ROWS = 8
STOP_POLLING = 286  # the status htmx reads as "stop polling this element"


@require_GET
def profile(request, username: str):
    try:
        person = user_by_name(username)
    except NotFound as error:
        raise Http404(error.message) from error
    # the games list asks social who may see each game: private games show to their players only
    games = list(game_selectors.games_of_player(person, viewer=request.user)[:RECENT_GAMES])
    changes = player_changes(person, games)
    recent = []
    for game in games:
        seat = next((s for s in game.seats.all() if s.user_id == person.pk), None)
        recent.append(
            {
                "game": game,
                "title": game_title(game),
                "names": seat_names(game),
                "rank": seat.rank if seat is not None else None,
                "finished": game.status == GameStatus.FINISHED,
                "rating_change": changes.get(game.pk),
            }
        )
    return render(
        request,
        "web/profile.html",
        {
            "person": person,
            "recent": recent,
            "tournaments": tournament_selectors.current_tournaments_of(person),
            "organised": tournament_selectors.tournaments_organised_by(person),
            "ratings": ratings_of(person),
            "ladders": ladders_of(person),
            "settings": notification_settings_context(person)
            if request.user.is_authenticated and request.user.pk == person.pk
            else None,
            "confirm_moves": confirm_moves_of(person),
            "record": reliability_selectors.record_of(person, viewer=request.user),
            "private_profile": archive_checks.is_private(person),
            "quiet": quiet_hours_context(person)
            if request.user.is_authenticated and request.user.pk == person.pk
            else None,
        },
    )


@login_required
@require_GET
def notifications(request):
    notes = notification_selectors.notifications_list(user=request.user)[:FEED_ROWS]
    rows = notification_rows(notes)
    return render(
        request, "web/notifications.html", {"rows": rows, "groups": notification_groups(rows)}
    )


@login_required
@require_GET
def notifications_menu(request):
    """The bell's dropdown: the latest entries (an htmx fragment)."""
    notes = notification_selectors.notifications_list(user=request.user)
    here = request.GET.get("next") or ""
    if not url_has_allowed_host_and_scheme(here, allowed_hosts={request.get_host()}):
        here = ""
    return render(
        request,
        "web/_bell_menu.html",
        {
            "rows": notification_rows(notes[:MENU_ROWS]),
            "unread": notification_selectors.has_unread(user=request.user),
            "here": here,
        },
    )


@require_GET
def notifications_count(request):
    """The bell's face when its unread count changed from `shown` (htmx polls it); 204 while it
    has not, and 286 (htmx: stop polling) once the person is logged out."""
    if not request.user.is_authenticated:
        return HttpResponse(status=STOP_POLLING)
    unread = notification_selectors.unread_count(user=request.user)
    if request.GET.get("shown") == str(unread):
        return HttpResponse(status=204)
    return render(request, "web/_bell_summary.html", {"unread": unread})


def _back(request, fallback: str):
    target = request.POST.get("next") or ""
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return redirect(target)
    return redirect(fallback)


@login_required
@require_POST
def notifications_read(request):
    """Mark one notification (`id`) or, asked explicitly (`all=1`), all of them read, then go
    back where the person was. Anything else marks nothing, like the API."""
    raw = request.POST.get("id", "")
    try:
        one = optional_whole_number(raw, field="id")
    except NumberRefused as refusal:
        return HttpResponseBadRequest(refusal.message)
    if one is not None:
        notifications_mark_read(user=request.user, ids=[one])
    elif request.POST.get("all") == "1":
        notifications_mark_read(user=request.user)
    return _back(request, "web:notifications")


@login_required
@require_GET
def notification_open(request, note_id: int):
    """Follow a notification: mark it read and go to its page (the feed when it has none)."""
    note = notification_selectors.notification_of(user=request.user, note_id=note_id)
    if note is None:
        raise Http404(gettext("You have no such notification."))
    notifications_mark_read(user=request.user, ids=[note.pk])
    row = notification_rows([note])[0]
    return redirect(row["target"] or "web:notifications")


@login_required
@require_POST
def notification_settings_save(request):
    """The profile's notification settings form: channels per kind and the time zone."""
    try:
        notification_channels_set(user=request.user, channels=channels_from_form(request.POST))
        time_zone_set(user=request.user, time_zone=request.POST.get("time_zone", "").strip())
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, gettext("Notification settings saved."))
    return redirect("web:profile", username=request.user.username)


@login_required
@require_POST
def confirm_moves_save(request):
    """The "confirm each click on the board" setting, from the profile's form or the game page's
    switch (which saves itself in the background: 204)."""
    confirm_moves_set(user=request.user, confirm=request.POST.get("confirm_moves") == "on")
    if request.headers.get("HX-Request"):
        return HttpResponse(status=204)
    messages.success(request, gettext("Play settings saved."))
    return redirect("web:profile", username=request.user.username)
