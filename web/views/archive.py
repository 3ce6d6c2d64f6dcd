"""The archive's pages: find any game, two players' head-to-head, and statistics per engine
and per player with their charts. Each reads through the archive's selectors and refuses with
the same checks as the API."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, QueryDict
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from archive import selectors, services
from archive.api import engine_named, games_page, head_to_head_body
from archive.serializers import EngineStatisticsIn, GameFindIn
from engines import ENGINES
from errors import NotFound, PlatformError
from players.selectors import user_by_name
from web.forms.games import engine_choices
from web.pages.bar_chart import Bar, bar_chart


def _person(username: str):
    try:
        return user_by_name(username)
    except NotFound as error:
        raise Http404(error.message) from error


def _asked(request) -> QueryDict:
    """The query without its empty fields (a form's unfilled boxes), still a QueryDict: read as
    text, like the API's query strings."""
    query = request.GET.copy()
    for name in [name for name, value in query.items() if value == ""]:
        del query[name]
    return query


def _percent(rate: float | None) -> str:
    return "—" if rate is None else f"{100 * rate:.0f} %"


@require_GET
def games_find(request):
    """The finder: the form (a GET, so a search is a link) and a page of games."""
    query = _asked(request)
    asked = bool(query)
    form = GameFindIn(data=query)
    page, refusal = None, ""
    if asked and form.is_valid():
        try:
            page = games_page(form.validated_data, request.user)
        except PlatformError as error:
            refusal = str(error.message)
    elif asked:
        refusal = "; ".join(
            f"{name}: {' '.join(str(m) for m in messages)}"
            for name, messages in form.errors.items()
        )
    if page is not None:
        for game in page["results"]:
            game["title"] = (
                ENGINES[game["engine"]].title if game["engine"] in ENGINES else game["engine"]
            )
    next_query = None
    if page and page["next_before"]:
        next_query = request.GET.copy()
        next_query["before"] = page["next_before"]
        next_query = next_query.urlencode()
    return render(
        request,
        "web/games_find.html",
        {
            "query": request.GET,
            "engines": engine_choices(),
            "page": page,
            "refusal": refusal,
            "next_query": next_query,
        },
    )


@require_GET
def head_to_head_pick(request):
    """The finder's head-to-head form: on to /users/A/versus/B."""
    first, second = request.GET.get("first", "").strip(), request.GET.get("second", "").strip()
    if not first or not second:
        return redirect("web:games-find")
    return redirect("web:head-to-head", first=first[:150], second=second[:150])


@require_GET
def head_to_head(request, first: str, second: str):
    one, other = _person(first), _person(second)
    try:
        body = head_to_head_body(one, other, request.user)
    except PlatformError as error:
        return render(
            request,
            "web/head_to_head.html",
            {"refusal": error.message, "first": one, "second": other},
            status=error.status,
        )
    total = body["total"]
    share = (lambda n: n / total["games"]) if total["games"] else (lambda n: 0.0)
    chart = bar_chart(
        [
            Bar(one.username, share(total["first_ahead"]), str(total["first_ahead"])),
            Bar(other.username, share(total["second_ahead"]), str(total["second_ahead"])),
            Bar(_("even"), share(total["even"]), str(total["even"])),
        ],
        label=_("Who finished ahead"),
    )
    engines = [
        {"title": ENGINES[slug].title if slug in ENGINES else slug, **tally}
        for slug, tally in sorted(body["by_engine"].items())
    ]
    return render(
        request,
        "web/head_to_head.html",
        {"first": one, "second": other, "body": body, "chart": chart, "engines": engines},
    )


@require_GET
def engine_statistics(request, engine: str):
    try:
        slug = engine_named(engine)
    except NotFound as error:
        raise Http404(error.message) from error
    form = EngineStatisticsIn(data=_asked(request))
    query = form.validated_data if form.is_valid() else {}
    result = selectors.engine_statistics(
        slug, players=query.get("players"), options=query.get("option")
    )
    seat_chart = bar_chart(
        [
            Bar(
                _("seat %(seat)d") % {"seat": row["seat"] + 1},
                row["rate"] or 0.0,
                _percent(row["rate"]),
            )
            for row in result.seat_wins
        ],
        label=_("Win rate by seat"),
    )
    first = result.first_player_wins
    first_chart = bar_chart(
        [Bar(_("first player"), first.get("rate") or 0.0, _percent(first.get("rate")))],
        label=_("Win rate of the first player"),
    )
    return render(
        request,
        "web/engine_statistics.html",
        {
            "title": ENGINES[slug].title,
            "slug": slug,
            "result": result,
            "seat_chart": seat_chart,
            "first_chart": first_chart,
            "form_errors": form.errors if not form.is_valid() else {},
            "players_choices": range(ENGINES[slug].min_players, ENGINES[slug].max_players + 1),
            "query": request.GET,
        },
    )


@require_GET
def player_statistics(request, username: str):
    person = _person(username)
    try:
        result = selectors.player_statistics(person, viewer=request.user)
    except PlatformError as error:
        return render(
            request,
            "web/player_statistics.html",
            {"person": person, "refusal": error.message},
            status=error.status,
        )
    seat_chart = bar_chart(
        [
            Bar(
                _("seat %(seat)d") % {"seat": row["seat"] + 1},
                row["rate"] or 0.0,
                _percent(row["rate"]),
            )
            for row in result.by_seat
        ],
        label=_("Win rate by seat"),
    )
    opponent_chart = bar_chart(
        [
            Bar(
                row["username"] or _("private profiles"),
                row["ahead"] / row["games"] if row["games"] else 0.0,
                f"{row['ahead']}–{row['behind']}–{row['even']}",
            )
            for row in result.by_opponent[:12]
        ],
        label=_("Finished ahead of each opponent"),
    )
    return render(
        request,
        "web/player_statistics.html",
        {
            "person": person,
            "result": result,
            "seat_chart": seat_chart,
            "opponent_chart": opponent_chart,
        },
    )


@login_required
@require_POST
def privacy_save(request):
    """The profile's "keep my profile private" switch."""
    private = request.POST.get("private_profile") == "on"
    services.privacy_set(user=request.user, private_profile=private)
    messages.success(
        request,
        _("Your profile is private: others cannot look up your games or statistics.")
        if private
        else _("Your profile is public."),
    )
    return redirect("web:profile", username=request.user.username)
