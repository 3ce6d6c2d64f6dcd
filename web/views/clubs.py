"""The club pages: the list of clubs (and the form that creates one), a club's page and its
forms. Thin: each form is read by the clubs API's own serializers, then a clubs service runs
(the same checks as the API); refusals show as the page's message."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST
from rest_framework import serializers

from clubs import checks, selectors, services, words
from clubs.serializers import (
    AnnouncementIn,
    ClubCreateIn,
    ClubUpdateIn,
    EventIn,
    RoleIn,
    UsernameIn,
)
from errors import NotFound, PlatformError
from players.selectors import user_by_name
from web.pages.game_panel import engine_title


def _form(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    if not serializer.is_valid():
        raise PlatformError("bad_form", words.BAD_FORM)
    return dict(serializer.validated_data)


def _club_or_404(club_id: int):
    try:
        return selectors.club_get(club_id)
    except NotFound as error:
        raise Http404(str(error.message)) from error


@require_GET
def clubs_page(request):
    query = str(request.GET.get("q", ""))[:80]
    user = request.user if request.user.is_authenticated else None
    return render(
        request,
        "clubs/clubs.html",
        {
            "clubs": selectors.clubs_list(query=query)[:200],
            "query": query,
            "mine": selectors.clubs_of(user) if user else [],
            "invitations": selectors.invitations_to(user) if user else [],
            "policies": list(words.POLICY_NAMES.items()),
        },
    )


@login_required
@require_POST
def club_create(request):
    try:
        data = _form(ClubCreateIn, request.POST)
        club = services.club_create(user=request.user, **data)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:clubs")
    messages.success(request, words.CLUB_CREATED)
    return redirect("web:club", club_id=club.pk)


@require_GET
def club_page(request, club_id: int):
    club = _club_or_404(club_id)
    user = request.user if request.user.is_authenticated else None
    role = checks.role_of(club, user)
    moderator = role in checks.MODERATING
    members = selectors.members_of(club, user)
    for member in members:
        member["role_name"] = words.ROLE_NAMES.get(member["role"], member["role"])
        member["games"] = [
            {"title": engine_title(engine), "elo": elo} for engine, elo in member["ratings"].items()
        ]
    events = selectors.events_of(club)
    offered = selectors.events_to_offer(user) if moderator else []
    for event in events + offered:
        event["kind_name"] = words.KIND_NAMES.get(event["kind"], event["kind"])
    context = {
        "club": club,
        "role": role,
        "role_name": words.ROLE_NAMES.get(role or "", ""),
        "policy_name": words.POLICY_NAMES.get(club.policy, club.policy),
        "moderator": moderator,
        "owner": role == "owner",
        "members": members,
        "events": events,
        "offered": offered,
        "games": [
            {"game": game, "title": engine_title(game.engine)}
            for game in selectors.games_of(club, user)[:30]
        ],
        "invited": selectors.invited(club, user),
        "requested": selectors.requested(club, user),
        "announcements": selectors.announcements_of(club)[:20] if role else [],
        "requests": selectors.requests_of(club) if moderator else [],
        "pending_invitations": selectors.invitations_of_club(club) if moderator else [],
        "bans": selectors.bans_of(club) if moderator else [],
        "policies": list(words.POLICY_NAMES.items()),
        "roles": list(words.ROLE_NAMES.items()),
        "kinds": list(words.KIND_NAMES.items()),
    }
    return render(request, "clubs/club.html", context)


def _player(post):
    return user_by_name(_form(UsernameIn, post)["username"])


def _act(request, club, action: str):
    """Run one form's service; returns the sentence to show."""
    user, post = request.user, request.POST
    if action == "join":
        return (
            words.JOINED
            if services.club_join(club=club, user=user) == "joined"
            else (words.REQUESTED)
        )
    if action == "leave":
        services.club_leave(club=club, user=user)
        return words.LEFT
    if action == "decline":
        services.invitation_decline(club=club, user=user)
        return words.DECLINED
    if action == "invite":
        services.club_invite(club=club, by=user, user=_player(post))
        return words.INVITED
    if action == "answer":
        accept = _form(_AcceptIn, post)["accept"]
        services.join_request_answer(club=club, by=user, user=_player(post), accept=accept)
        return words.ANSWERED
    if action == "remove":
        services.member_remove(club=club, by=user, user=_player(post))
        return words.REMOVED
    if action == "ban":
        services.member_ban(club=club, by=user, user=_player(post))
        return words.BANNED
    if action == "unban":
        services.ban_lift(club=club, by=user, user=_player(post))
        return words.UNBANNED
    if action == "role":
        role = _form(RoleIn, post)["role"]
        services.role_set(club=club, by=user, user=_player(post), role=role)
        return words.ROLE_SET
    if action == "announce":
        services.announcement_post(club=club, user=user, text=_form(AnnouncementIn, post)["text"])
        return words.ANNOUNCED
    if action == "event":
        data = _form(EventIn, post)
        services.club_event_set(club=club, user=user, kind=data["kind"], event_id=data["id"])
        return words.EVENT_SET
    if action == "settings":
        services.club_update(club=club, user=user, **_form(ClubUpdateIn, post))
        return words.SETTINGS_SAVED
    raise Http404("no such form")


class _AcceptIn(serializers.Serializer):
    accept = serializers.BooleanField()


ACTIONS = (
    "join", "leave", "decline", "invite", "answer", "remove", "ban", "unban", "role",
    "announce", "event", "settings",
)  # fmt: skip


@login_required
@require_POST
def club_act(request, club_id: int, action: str):
    if action not in ACTIONS:
        raise Http404("no such form")
    club = _club_or_404(club_id)
    try:
        said = _act(request, club, action)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, said)
    return redirect("web:club", club_id=club.pk)
