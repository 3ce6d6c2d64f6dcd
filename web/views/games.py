"""The pages: thin views that parse the request, call a games service or selector, and render."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from django.contrib import admin, messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from api.input_bounds import parse_json
from api.whole_numbers import whole_number
from errors import PlatformError
from games import selectors, services
from games.finish_estimates import finish_estimate
from games.history import game_record, record_read
from games.models import GameStatus
from games.open_games_cap import open_games_allowance
from games.serializers import MAX_SEQ
from games.services.attention import seat_seen
from games.services.forks import game_fork
from games.suggestions import move_suggestion
from games.waiting import waiting_on
from notifications.services import your_turn_read
from players.services import language_set, user_register
from players.throttles import Throttled, account_attempt_check, address_throttle_check
from reviews.selectors import reviews_for_export
from web.forms.games import ForkForm, GameCreateForm, RecordImportForm, SignupForm
from web.pages.game_lookup import game_or_404, watchable_game
from web.pages.game_panel import game_panel_context, game_title, seat_deadlines, seat_names
from web.pages.game_ratings import game_ratings_context
from web.pages.review import game_replay_context, imported_replay_context
from web.pages.review_page import imported_reviews_context
from web.pages.social_context import lobby_social_context, open_tables_to_show

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

IMPORTED_KEY = "web:imported_records"
IMPORTED_KEPT = 5


def _throttled_page(request, template: str, form, refusal: Throttled) -> HttpResponse:
    """The form again, empty of errors, with the refusal; 429 and Retry-After."""
    answer = render(request, template, {"form": form, "throttled": refusal.message}, status=429)
    answer["Retry-After"] = str(refusal.retry_after)
    return answer


class SignInView(auth_views.LoginView):
    """The sign-in page, throttled like POST /api/auth/token: per client address, and per
    account for wrong passwords (players.throttles)."""

    template_name = "web/login.html"

    def post(self, request, *args, **kwargs):
        try:
            address_throttle_check(request, "auth")
            account_attempt_check(request.POST.get("username", ""))
        except Throttled as refusal:
            form = self.form_class(request, initial={"username": request.POST.get("username")})
            return _throttled_page(request, self.template_name, form, refusal)
        return super().post(request, *args, **kwargs)


def admin_sign_in(request):
    """The admin's sign-in, throttled like the pages' (per address, per account): a 429 in
    plain words, then Django's admin login."""
    if request.method == "POST":
        try:
            address_throttle_check(request, "auth")
            account_attempt_check(request.POST.get("username", ""))
        except Throttled as refusal:
            answer = HttpResponse(refusal.message, status=429, content_type="text/plain")
            answer["Retry-After"] = str(refusal.retry_after)
            return answer
    return admin.site.login(request)


@require_http_methods(["GET", "POST"])
def signup(request):
    """The sign-up page, throttled like POST /api/auth/register (per client address)."""
    form = SignupForm(request.POST or None)
    if request.method == "POST":
        try:
            address_throttle_check(request, "auth")
            address_throttle_check(request, "signup")
        except Throttled as refusal:
            form = SignupForm(initial={"username": request.POST.get("username")})
            return _throttled_page(request, "web/signup.html", form, refusal)
    if request.method == "POST" and form.is_valid():
        try:
            user, _token = user_register(
                username=form.cleaned_data["username"], password=form.cleaned_data["password1"]
            )
        except PlatformError as error:
            form.add_error("username", error.message)
        else:
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            language_set(
                user=user,
                language=translation.get_supported_language_variant(
                    translation.get_language() or "en"
                ),
            )
            messages.success(request, _("Welcome, %(name)s!") % {"name": user.username})
            return redirect("web:lobby")
    return render(request, "web/signup.html", {"form": form})


def lobby_context(request, form=None) -> dict:
    user = request.user
    mine, open_games = [], []
    if user.is_authenticated:
        for game in selectors.games_in_play_of(user)[:50]:
            seat = selectors.seat_of(game, user)
            my_turn = selectors.game_actions_for(user, game).move
            mine.append(
                {
                    "game": game,
                    "title": game_title(game),
                    "names": seat_names(game),
                    "my_turn": my_turn,
                    "deadline": seat_deadlines(game).get(
                        seat if my_turn else (game.to_act or [None])[0]
                    ),
                    "finish": finish_estimate(game),
                }
            )
        mine.sort(key=lambda entry: not entry["my_turn"])
    for game in selectors.game_list(user=user, status=GameStatus.OPEN)[:50]:
        if not (user.is_authenticated and selectors.seat_of(game, user) is not None):
            open_games.append({"game": game, "title": game_title(game), "names": seat_names(game)})
    open_games = open_tables_to_show(open_games, user)
    finished = [
        {"game": game, "title": game_title(game), "names": seat_names(game)}
        for game in selectors.game_list(user=user, status=GameStatus.FINISHED)[:10]
    ]
    return {
        "mine": mine,
        "allowance": open_games_allowance(user) if user.is_authenticated else None,
        "open_games": open_games,
        "finished": finished,
        "form": form or GameCreateForm(),
        "engines": selectors.engines_list(),
    }


@require_GET
def lobby(request):
    context = {**lobby_context(request), **lobby_social_context(request)}
    return render(request, "web/lobby.html", context)


@login_required
@require_POST
def game_create(request):
    form = GameCreateForm(request.POST)
    if form.is_valid():
        try:
            game = services.game_create(user=request.user, **form.service_arguments())
        except PlatformError as error:
            form.add_error(None, error.message)
        else:
            return redirect("web:game", game_id=game.pk)
    context = {**lobby_context(request, form), **lobby_social_context(request)}
    return render(request, "web/lobby.html", context, status=400)


@require_GET
def game_page(request, game_id: int):
    game = watchable_game(request, game_id)
    if seat_seen(game=game, user=request.user):
        your_turn_read(user=request.user, game_id=game.pk)  # it is on the screen now
    return render(request, "web/game.html", game_panel_context(game, request.user))


@require_GET
def game_poll(request, game_id: int):
    """The game panel when the game has moved past `seq`; 204 (nothing to swap) while it has not."""
    game = watchable_game(request, game_id)
    seat_seen(game=game, user=request.user)
    if (
        request.GET.get("seq") == str(game.seq)
        and request.GET.get("status", game.status) == game.status
        and request.GET.get("late", "0") == ("1" if waiting_on(game).late else "0")
    ):
        return HttpResponse(status=204)
    return render(request, "web/_game_panel.html", game_panel_context(game, request.user))


@require_GET
def game_ratings(request, game_id: int):
    """The game-over panel's rating changes (asked again while the rating task has not run)."""
    game = watchable_game(request, game_id)
    context = {"game": game, "ratings": game_ratings_context(game, seat_names(game))}
    return render(request, "web/_rating_changes.html", context)


def _submitted_move(post):
    raw = post.get("move") or post.get("picked") or ""
    try:
        return parse_json(raw)  # bounded like the API's JSON; InputRefused is a PlatformError
    except ValueError as error:
        raise PlatformError(
            "bad_move", _("That move could not be read; reload the page and try again.")
        ) from error


@login_required
@require_POST
def game_move(request, game_id: int):
    game = game_or_404(game_id)
    error = ""
    try:
        expected_seq = whole_number(
            request.POST.get("expected_seq", ""), field="expected_seq", high=MAX_SEQ
        )
        services.move_submit(
            game=game,
            user=request.user,
            move=_submitted_move(request.POST),
            expected_seq=expected_seq,
        )
    except PlatformError as refusal:
        error = str(refusal.message)
    if not request.htmx:
        if error:
            messages.error(request, error)
        return redirect("web:game", game_id=game.pk)
    return render(
        request,
        "web/_game_panel.html",
        game_panel_context(game_or_404(game_id), request.user, error),
    )


@login_required
@require_POST
def game_suggest(request, game_id: int):
    """ "Suggest a move" in a sandbox: the panel again, with the strong bot's move offered."""
    game = game_or_404(game_id)
    error, suggestion = "", None
    try:
        suggestion = move_suggestion(game=game, user=request.user)
    except PlatformError as refusal:
        error = str(refusal.message)
    if not request.htmx:
        if error:
            messages.error(request, error)
            return redirect("web:game", game_id=game.pk)
        return render(
            request, "web/game.html", game_panel_context(game, request.user, "", suggestion)
        )
    return render(
        request, "web/_game_panel.html", game_panel_context(game, request.user, error, suggestion)
    )


def _act(request, game_id: int, action, done: StrOrPromise):
    game = game_or_404(game_id)
    try:
        action(game=game, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, done)
    return redirect("web:game", game_id=game.pk)


@login_required
@require_POST
def game_join(request, game_id: int):
    return _act(request, game_id, services.game_join_open_seat, _("You took a seat."))


@login_required
@require_POST
def game_start(request, game_id: int):
    return _act(request, game_id, services.game_start, _("The game has started."))


@login_required
@require_POST
def game_resign(request, game_id: int):
    return _act(request, game_id, services.game_resign, _("You resigned."))


@require_GET
def replay(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        context = game_replay_context(
            game, request.user, request.GET.get("ply"), request.GET.get("as")
        )
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:game", game_id=game.pk)
    context["fork_form"] = ForkForm()
    return render(request, "web/replay.html", context)


@require_GET
def export(request, game_id: int):
    game = watchable_game(request, game_id)
    record = game_record(game, selectors.seat_of(game, request.user))
    record["reviews"] = reviews_for_export(game, request.user)  # those the reader may see
    response = JsonResponse(record, json_dumps_params={"indent": 1, "ensure_ascii": False})
    response["Content-Disposition"] = (
        f'attachment; filename="{game.engine}-{game.pk}-seq{game.seq}.json"'
    )
    return response


@login_required
@require_POST
def fork(request, game_id: int):
    game = watchable_game(request, game_id)
    form = ForkForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Choose a position and a seat."))
        return redirect("web:replay", game_id=game.pk)
    try:
        forked = game_fork(
            game=game, user=request.user, at=form.cleaned_data["at"], seat=form.cleaned_data["seat"]
        )
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect(f"{reverse('web:replay', args=[game.pk])}")
    messages.success(
        request,
        _(
            "A sandbox copy of game #%(game)s from this position. "
            "It is unrated; bots hold the other seats."
        )
        % {"game": game.pk},
    )
    return redirect("web:game", game_id=forked.pk)


@require_http_methods(["GET", "POST"])
def record_import(request):
    """Read an exported record and keep it in the session for review (nothing is stored as a game)."""
    form = RecordImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        try:
            record_read(form.cleaned_data["record"])
        except PlatformError as error:
            form.add_error(None, error.message)
        else:
            kept = dict(request.session.get(IMPORTED_KEY, {}))
            while len(kept) >= IMPORTED_KEPT:
                kept.pop(next(iter(kept)))
            key = secrets.token_urlsafe(8)
            kept[key] = form.cleaned_data["record"]
            request.session[IMPORTED_KEY] = kept
            return redirect("web:imported-replay", key=key)
    return render(request, "web/import.html", {"form": form}, status=400 if form.errors else 200)


@require_GET
def imported_replay(request, key: str):
    record = request.session.get(IMPORTED_KEY, {}).get(key)
    if record is None:
        raise Http404(_("That imported record is no longer in your session; import it again."))
    try:
        imported = record_read(record)
    except PlatformError as error:
        raise Http404(error.message) from error
    context = imported_replay_context(imported, request.GET.get("ply"), request.GET.get("as"))
    context["imported_key"] = key
    context.update(imported_reviews_context(imported.record, context["ply"], request.user))
    return render(request, "web/replay.html", context)
