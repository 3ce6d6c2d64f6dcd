"""The pages of social play: seeks and invitations from the lobby, invite links and a game's
visibility from its page, follows, blocks and reports from a profile, the follows page. Thin: each view parses the form,
calls a social service and says what happened (a refusal in the service's own sentence)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from errors import NotFound, PlatformError
from games import selectors as game_selectors
from games.access import game_view_check
from games.models import GameStatus
from social import checks, selectors, services
from web.forms.social import REPORT_PREFIX, InviteForm, SeekPostForm
from web.pages.game_lookup import game_or_404
from web.pages.game_panel import game_title, seat_names
from web.pages.social_context import lobby_social_context
from web.views.games import lobby_context

MAX_LISTED = 500  # follows listed on the page (the API pages through all of them)


def _lobby(anchor: str):
    return redirect(f"{reverse('web:lobby')}#{anchor}")


def _lobby_with_errors(request, **forms):
    """The lobby again with a refused form and its errors (status 400), like game_create does."""
    context = {**lobby_context(request), **lobby_social_context(request, **forms)}
    return render(request, "web/lobby.html", context, status=400)


def _back(request, fallback: str):
    target = request.POST.get("next") or ""
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}):
        return redirect(target)
    return redirect(fallback)


def _to_game(request, game, anchor: str = ""):
    """Back to the game's page, or to the lobby if this user may not see the game."""
    try:
        game_view_check(game, request.user)
    except PlatformError:
        return redirect("web:lobby")
    return redirect(f"{reverse('web:game', args=[game.pk])}{anchor}")


# --- seeks ------------------------------------------------------------------------------------


@login_required
@require_POST
def seek_post(request):
    form = SeekPostForm(request.POST, prefix="seek")
    if form.is_valid():
        try:
            services.seek_create(user=request.user, **form.service_arguments())
        except PlatformError as error:
            form.add_error(None, error.message)
        else:
            messages.success(
                request, _("Your seek is in the lobby: the game starts when it fills.")
            )
            return _lobby("seeks")
    return _lobby_with_errors(request, seek_form=form)


@login_required
@require_POST
def seek_accept(request, seek_id: int):
    try:
        seek = services.seek_accept(seek_id=seek_id, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
        return _lobby("seeks")
    if seek.game_id is not None:
        messages.success(request, _("The seek is filled: the game has started."))
        return redirect("web:game", game_id=seek.game_id)
    messages.success(request, _("You took the seek: the game starts when every seat is taken."))
    return _lobby("seeks")


@login_required
@require_POST
def seek_cancel(request, seek_id: int):
    try:
        services.seek_cancel(seek_id=seek_id, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Your seek is cancelled."))
    return _lobby("seeks")


# --- invitations --------------------------------------------------------------------------------


@login_required
@require_POST
def invitation_game_create(request):
    form = InviteForm(request.POST, prefix="invite")
    if form.is_valid():
        try:
            game, invitations = services.invitation_game_create(
                user=request.user, **form.service_arguments()
            )
        except PlatformError as error:
            form.add_error(None, error.message)
        else:
            names = ", ".join(invitation.invitee.username for invitation in invitations)
            messages.success(
                request,
                _("Invitations sent to %(names)s; the game starts when they have all accepted.")
                % {"names": names},
            )
            return redirect("web:game", game_id=game.pk)
    return _lobby_with_errors(request, invite_form=form)


@login_required
@require_POST
def invitation_accept(request, invitation_id: int):
    try:
        invitation = services.invitation_accept(invitation_id=invitation_id, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
        return _lobby("invitations")
    game = game_selectors.game_get(invitation.game_id)
    if game.status == GameStatus.ACTIVE:
        messages.success(request, _("You accepted the invitation: the game has started."))
    else:
        messages.success(
            request, _("You accepted the invitation: the game starts when every seat is taken.")
        )
    return redirect("web:game", game_id=game.pk)


@login_required
@require_POST
def invitation_decline(request, invitation_id: int):
    try:
        services.invitation_decline(invitation_id=invitation_id, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("You declined the invitation."))
    return _lobby("invitations")


# --- invite links and visibility ------------------------------------------------------------


@login_required
@require_POST
def invite_link_create(request, game_id: int):
    game = game_or_404(game_id)
    try:
        services.invite_link_create(game=game, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("An invite link is ready: share it with the players you want."))
    return _to_game(request, game, "#invite-links")


@login_required
@require_POST
def invite_link_revoke(request, token: str):
    try:
        link = services.invite_link_revoke(token=token, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
        return _back(request, reverse("web:lobby"))
    messages.success(request, _("The invite link is withdrawn: it no longer works."))
    return redirect(f"{reverse('web:game', args=[link.game_id])}#invite-links")


@login_required
@require_GET
def invite_page(request, token: str):
    """The game an invite link leads to, with a Join button (the game is shown even if private:
    the link is the invitation)."""
    try:
        link = selectors.invite_link_get(token)
    except NotFound as error:
        return render(request, "web/invite.html", {"refusal": error.message}, status=404)
    game = link.game
    seated = game_selectors.seat_of(game, request.user) is not None
    can_join, refusal = checks.allowed(checks.invite_link_join_check, game, request.user)
    return render(
        request,
        "web/invite.html",
        {
            "link": link,
            "game": game,
            "title": game_title(game),
            "names": seat_names(game),
            "public": checks.is_public(game),
            "seated": seated,
            "can_join": can_join,
            "join_refusal": refusal,
        },
    )


@login_required
@require_POST
def invite_join(request, token: str):
    try:
        game = services.invite_link_join(token=token, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:invite", token=token)
    game = game_selectors.game_get(game.pk)
    if game.status == GameStatus.ACTIVE:
        messages.success(request, _("You took a seat: the game has started."))
    else:
        messages.success(request, _("You took a seat."))
    return redirect("web:game", game_id=game.pk)


@login_required
@require_POST
def visibility_set(request, game_id: int):
    game = game_or_404(game_id)
    public = request.POST.get("public") == "1"
    friends_only = public and request.POST.get("friends_only") == "1"
    try:
        services.visibility_set(
            game=game, user=request.user, public=public, friends_only=friends_only
        )
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        if friends_only:
            said = _("The game is for your friends: they and its players may watch and join it.")
        elif public:
            said = _("The game is public: anyone may watch it.")
        else:
            said = _("The game is private: only its players can see it.")
        messages.success(request, said)
    return _to_game(request, game)


# --- follows ----------------------------------------------------------------------------------


@login_required
@require_POST
def follow(request, username: str):
    try:
        services.follow_create(user=request.user, username=username)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("You follow %(name)s.") % {"name": username})
    return _back(request, reverse("web:profile", args=[username]))


@login_required
@require_POST
def unfollow(request, username: str):
    try:
        services.follow_delete(user=request.user, username=username)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("You no longer follow %(name)s.") % {"name": username})
    return _back(request, reverse("web:profile", args=[username]))


@login_required
@require_GET
def following(request):
    """The players you follow, your followers and your friends."""
    user = request.user
    friends = selectors.friend_id_set(user)
    return render(
        request,
        "web/following.html",
        {
            "following": list(selectors.following_of(user)[:MAX_LISTED]),
            "followers": list(selectors.followers_of(user)[:MAX_LISTED]),
            "friends": list(selectors.friends_of(user)[:MAX_LISTED]),
            "friend_ids": friends,
        },
    )


# --- blocks and reports -------------------------------------------------------------------------


@login_required
@require_POST
def block(request, username: str):
    try:
        services.block_create(user=request.user, username=username)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(
            request,
            _(
                "You blocked %(name)s: no invitations, seeks or chat between you until you "
                "unblock them."
            )
            % {"name": username},
        )
    return _back(request, reverse("web:profile", args=[username]))


@login_required
@require_POST
def unblock(request, username: str):
    try:
        services.block_delete(user=request.user, username=username)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("You unblocked %(name)s.") % {"name": username})
    return _back(request, reverse("web:profile", args=[username]))


@login_required
@require_POST
def report(request, username: str):
    """Report a player; the service checks the reason (1 to 1000 characters) in its own words."""
    try:
        services.report_create(
            user=request.user,
            kind="player",
            username=username,
            reason=request.POST.get(f"{REPORT_PREFIX}-reason", ""),
        )
    except NotFound as error:
        raise Http404(error.message) from error
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Thank you: your report was sent to the staff."))
    return redirect("web:profile", username=username)
