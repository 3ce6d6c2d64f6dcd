"""Who meets a table's or an event's minimum, and who may set one: the checks the services, the
join paths (games.access, tournaments' registration) and the pages run. Each raises an
errors.PlatformError naming the rule."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, PlatformError
from games.models import Game, GameStatus
from reliability.models import EventMinimum, MinimumFields, TableMinimum
from reliability.selectors import recent_share
from tournaments.models import Tournament, TournamentStatus

MOST_GAMES = 100


def minimum_values_check(min_finished_percent: Any, last_games: Any) -> None:
    """A minimum is a whole percentage from 1 to 100 of the last 1 to 100 games."""
    for name, value in (("min_finished_percent", min_finished_percent), ("last_games", last_games)):
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MOST_GAMES:
            raise PlatformError(
                "bad_minimum",
                _("%(name)s is a whole number from 1 to 100.") % {"name": name},
                details={"field": name},
            )


REFUSALS = {
    "table": _(
        "This table asks for players who finished at least %(percent)d %% of their last "
        "%(window)d games; you finished %(finished)d of your last %(games)d."
    ),
    "event": _(
        "This event asks for players who finished at least %(percent)d %% of their last "
        "%(window)d games; you finished %(finished)d of your last %(games)d."
    ),
}


def minimum_met_check(user: Any, minimum: MinimumFields | None, *, where: str = "table") -> None:
    """Refuse `user` unless they played to the end at least the minimum's share of their last
    games. A player with fewer games is judged on those they have (none: nothing to hold
    against them)."""
    if minimum is None:
        return
    share = recent_share(user, minimum.last_games)
    if share.games == 0 or 100 * share.finished >= minimum.min_finished_percent * share.games:
        return
    raise Forbidden(
        "reliability_too_low",
        REFUSALS[where]
        % {
            "percent": minimum.min_finished_percent,
            "window": minimum.last_games,
            "finished": share.finished,
            "games": share.games,
        },
        details={
            "rule": {
                "min_finished_percent": minimum.min_finished_percent,
                "last_games": minimum.last_games,
            },
            "finished": share.finished,
            "games": share.games,
        },
    )


def table_minimum_of(game: Game) -> TableMinimum | None:
    return TableMinimum.objects.filter(game_id=game.pk).first()


def event_minimum_of(tournament: Tournament) -> EventMinimum | None:
    return EventMinimum.objects.filter(tournament_id=tournament.pk).first()


def table_minimum_check(game: Game, user: Any) -> None:
    """games.access's join check: the table's minimum, if it has one."""
    minimum_met_check(user, table_minimum_of(game))


def event_minimum_check(tournament: Tournament, user: Any) -> None:
    """Tournaments' registration check: the event's minimum, if it has one."""
    minimum_met_check(user, event_minimum_of(tournament), where="event")


def table_minimum_set_check(game: Game, user: Any) -> None:
    """Only a table's creator sets its minimum, while it takes players."""
    if user is None or game.created_by_id != user.pk:
        raise Forbidden("not_creator", _("Only the game's creator can do this."))
    if game.status != GameStatus.OPEN:
        raise Conflict("game_not_open", _("This game is not taking players."))


def event_minimum_set_check(tournament: Tournament, user: Any) -> None:
    """Only an event's organiser sets its minimum, before it starts."""
    if user is None or tournament.organiser_id != user.pk:
        raise Forbidden("not_organiser", _("Only the tournament's organiser can do this."))
    if tournament.status not in (
        TournamentStatus.DRAFT,
        TournamentStatus.REGISTRATION,
        TournamentStatus.CLOSED,
    ):
        raise Conflict("wrong_state", _("The tournament has started."))
