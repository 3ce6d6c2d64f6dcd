"""The review pages: notes during play, a game's reviews, a review's page and its forms. Thin:
each parses the form, calls a reviews service or selector, and renders or redirects."""

from __future__ import annotations

from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from api.input_bounds import parse_json
from errors import PlatformError
from players.selectors import user_by_name
from reviews import selectors, services, words
from web.pages.game_lookup import watchable_game
from web.pages.review_page import board_size, review_page_context
from web.views.games import IMPORTED_KEY


def _number(raw) -> int | None:
    if raw in (None, ""):
        return None
    try:
        value = int(str(raw))
    except ValueError as error:
        raise PlatformError("bad_form", words.BAD_FORM) from error
    if not 0 <= value < 2**62:
        raise PlatformError("bad_form", words.BAD_FORM)
    return value


def _review_url(review_id: int, post, moved_to: dict | None = None) -> str:
    """Back to the position the form was sent from (its node, else its ply) and its key, or
    to the one `moved_to` names."""
    query = {
        name: post.get(name)
        for name in ("node", "ply", "key")
        if post.get(name) not in (None, "") and len(str(post.get(name))) < 80
    }
    query.update(moved_to or {})
    url = reverse("web:review", args=[review_id])
    return f"{url}?{urlencode(query)}" if query else url


@login_required
@require_POST
def note_write(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        services.note_write(game=game, user=request.user, text=request.POST.get("text", ""))
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, words.NOTE_SAVED)
    return redirect("web:game", game_id=game.pk)


@login_required
@require_POST
def notes_publish(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        review = services.notes_publish(
            game=game,
            user=request.user,
            visibility=request.POST.get("visibility", "public"),
        )
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:game", game_id=game.pk)
    messages.success(request, words.NOTES_PUBLISHED)
    return redirect("web:review", review_id=review.pk)


@login_required
@require_POST
def review_create(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        review = services.review_create(
            game=game,
            user=request.user,
            title=request.POST.get("title") or None,
            visibility=request.POST.get("visibility", "public"),
        )
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:game", game_id=game.pk)
    messages.success(request, words.REVIEW_CREATED)
    return redirect("web:review", review_id=review.pk)


def _readable(request, review_id: int, key=None):
    try:
        return selectors.review_for(review_id, request.user, key)
    except PlatformError as error:
        raise Http404(error.message) from error


@require_GET
def review_page(request, review_id: int):
    review = _readable(request, review_id, request.GET.get("key"))
    context = review_page_context(review, request.user, request.GET)
    return render(request, "reviews/review.html", context)


def _write(request, review_id: int, write, done):
    """Run `write(review)` for the form's sender; back to the review with what happened."""
    review = _readable(request, review_id, request.POST.get("key"))
    moved_to = None
    try:
        moved_to = write(review)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, done)
    return redirect(_review_url(review.pk, request.POST, moved_to))


def _anchor(post) -> dict:
    node = _number(post.get("node"))
    return {"node": node} if node is not None else {"ply": _number(post.get("ply"))}


@login_required
@require_POST
def review_comment(request, review_id: int):
    def write(review):
        services.comment_add(
            review=review,
            user=request.user,
            text=request.POST.get("text", ""),
            **_anchor(request.POST),
        )

    return _write(request, review_id, write, words.COMMENT_ADDED)


@login_required
@require_POST
def review_variation(request, review_id: int):
    def write(review):
        try:
            move = parse_json(request.POST.get("move") or "")
        except ValueError as error:
            raise PlatformError("bad_move", words.BAD_FORM) from error
        anchor = _anchor(request.POST)
        node = services.variation_add(
            review=review,
            user=request.user,
            move=move,
            ply=anchor.get("ply"),
            parent=anchor.get("node"),
            seat=_number(request.POST.get("seat")),
            redraw=_number(request.POST.get("redraw")) or 0,
        )
        return {"node": str(node.pk)}  # show the position the move reached

    return _write(request, review_id, write, words.VARIATION_ADDED)


@login_required
@require_POST
def review_mark(request, review_id: int):
    def write(review):
        anchor = _anchor(request.POST)
        services.mark_add(
            review=review,
            user=request.user,
            kind=request.POST.get("kind"),
            place=request.POST.get("place"),
            to_place=request.POST.get("to_place") or None,
            bounds=board_size(review, request.user, ply=anchor.get("ply"), node=anchor.get("node")),
            **anchor,
        )

    return _write(request, review_id, write, words.MARK_ADDED)


@login_required
@require_POST
def review_settings(request, review_id: int):
    def write(review):
        services.review_update(
            review=review,
            user=request.user,
            title=request.POST.get("title") or None,
            visibility=request.POST.get("visibility") or None,
        )

    return _write(request, review_id, write, words.REVIEW_SAVED)


@login_required
@require_POST
def review_contributor_add(request, review_id: int):
    def write(review):
        contributor = user_by_name(str(request.POST.get("username", ""))[:150])
        services.contributor_add(review=review, user=request.user, contributor=contributor)

    return _write(request, review_id, write, words.CONTRIBUTOR_ADDED)


@login_required
@require_POST
def review_contributor_remove(request, review_id: int):
    def write(review):
        contributor = user_by_name(str(request.POST.get("username", ""))[:150])
        services.contributor_remove(review=review, user=request.user, contributor=contributor)

    return _write(request, review_id, write, words.CONTRIBUTOR_REMOVED)


@login_required
@require_POST
def review_fork(request, review_id: int):
    key = request.POST.get("key")
    review = _readable(request, review_id, key)
    try:
        fork = services.review_fork(review=review, user=request.user, key=key)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect(_review_url(review.pk, request.POST))
    messages.success(request, words.REVIEW_FORKED)
    return redirect("web:review", review_id=fork.pk)


@login_required
@require_POST
def imported_reviews_keep(request, key: str):
    """The reviews of a record imported in this session, kept as private reviews of its game."""
    record = request.session.get(IMPORTED_KEY, {}).get(key)
    game = selectors.record_game(record, request.user) if record is not None else None
    if game is None:
        raise Http404(words.BAD_FORM)
    try:
        reviews = services.reviews_import(game=game, user=request.user, record=record)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:imported-replay", key=key)
    messages.success(request, words.REVIEWS_IMPORTED)
    return redirect("web:review", review_id=reviews[0].pk)
