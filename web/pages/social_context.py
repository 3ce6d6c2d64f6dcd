"""What the lobby, the game page and the profile show of social play: seeks, invitations, live
games, invite links, a game's visibility, blocks."""

from __future__ import annotations

from django.urls import reverse

from social import checks, selectors
from web.forms.social import REPORT_PREFIX, InviteForm, ReportForm, SeekFilterForm, SeekPostForm
from web.pages.game_panel import engine_title, game_title, seat_names

LOBBY_ROWS = 50
SENT_ROWS = 20
LIVE_ROWS = 20


def _seek_row(seek, user) -> dict:
    entrants = [entry.user for entry in seek.entries.all()]
    mine = user.is_authenticated and seek.seeker_id == user.pk
    entered = user.is_authenticated and any(entrant.pk == user.pk for entrant in entrants)
    can_accept = (
        user.is_authenticated
        and (checks.allowed(checks.seek_accept_check, seek, user, entrants=entrants)[0])
    )
    return {
        "seek": seek,
        "title": engine_title(seek.engine),
        "clock": seek.time_control or {},
        "entrants": [entrant.username for entrant in entrants],
        "mine": mine,
        "entered": entered,
        "can_accept": can_accept,
    }


def lobby_social_context(request, *, seek_form=None, invite_form=None) -> dict:
    """The lobby's seeks (filtered by the GET form), invitations and live games."""
    user = request.user
    seek_filter = SeekFilterForm(
        request.GET if any(key.startswith("seeks-") for key in request.GET) else None,
        prefix="seeks",
    )
    seeks = selectors.lobby_seeks(user=user, **seek_filter.filters())[:LOBBY_ROWS]
    context = {
        "seek_filter": seek_filter,
        "seeks": [_seek_row(seek, user) for seek in seeks],
        "live_games": [
            {"game": game, "title": game_title(game), "names": seat_names(game)}
            for game in selectors.live_games()[:LIVE_ROWS]
        ],
        "received": [],
        "sent": [],
    }
    if user.is_authenticated:
        context["seek_form"] = seek_form or SeekPostForm(prefix="seek")
        context["invite_form"] = invite_form or InviteForm(prefix="invite")
        context["received"] = [
            {
                "invitation": row,
                "title": game_title(row.game),
                "public": checks.is_public(row.game),
                "refusal": checks.allowed(checks.invitation_accept_check, row, user)[1],
            }
            for row in selectors.invitations_of(user, box="received")
        ]
        context["sent"] = [
            {"invitation": row, "title": game_title(row.game)}
            for row in selectors.invitations_of(user, box="sent", status=None)[:SENT_ROWS]
        ]
    return context


def open_tables_to_show(open_games: list[dict], user) -> list[dict]:
    """The lobby's open tables without those whose free seats are all kept for invited players
    (nobody else could sit down there)."""
    kept = selectors.seats_kept(entry["game"].pk for entry in open_games)
    shown = []
    for entry in open_games:
        game = entry["game"]
        if checks.seats_all_kept(game.seat_count - len(game.seats.all()), kept.get(game.pk, 0)):
            continue
        shown.append(entry)
    return shown


def game_social_context(request, game) -> dict:
    """The game page's social controls: visibility and invite links for the creator, the
    invitations to the table, and an invited player's answer buttons."""
    user = request.user
    is_creator = user.is_authenticated and checks.allowed(checks.creator_check, game, user)[0]
    context = {
        "game": game,
        "public": checks.is_public(game),
        "friends_only": checks.is_friends_only(game),
        "is_creator": is_creator,
        "links": [],
        "can_link": False,
        "invitations": [],
        "my_invitation": None,
    }
    if not user.is_authenticated:
        return context
    if is_creator:
        context["can_link"] = checks.allowed(checks.invite_link_create_check, game, user)[0]
        if context["can_link"]:
            context["links"] = [
                {
                    "link": link,
                    "url": request.build_absolute_uri(
                        reverse("web:invite", kwargs={"token": link.token})
                    ),
                }
                for link in selectors.invite_links_of(game, user)
            ]
        context["invitations"] = list(selectors.invitations_to(game))
    context["my_invitation"] = invitation = selectors.invitation_to(game, user)
    if invitation is not None:
        context["invitation_refusal"] = checks.allowed(
            checks.invitation_accept_check, invitation, user
        )[1]
    return context


def profile_social_context(request, person) -> dict:
    """Follow, block, unblock and report on someone else's profile; the blocked list on one's
    own."""
    user = request.user
    if not user.is_authenticated:
        return {"person": person, "signed_in": False}
    own = user.pk == person.pk
    return {
        "person": person,
        "signed_in": True,
        "own": own,
        "blocked": (not own) and selectors.has_blocked(user, person),
        "following": (not own) and selectors.follows(user, person),
        "follows_back": (not own) and selectors.follows(person, user),
        "blocks": list(selectors.blocks_of(user)) if own else [],
        "report_form": None if own else ReportForm(prefix=REPORT_PREFIX),
    }
