"""The director's withdrawal of a player from a league's running season (the desk calls it
through its registry, after its director check, and logs it with the reason).

The player leaves the league after this season (opted out: the next season does not place
them). Their games still in play end as losses through the games' own resignation, recorded in
each game's log. When the league annuls (`League.annul_under_half`, on by default: a division
plays a round robin) and the player finished fewer than half of their games of the season, all
their games of the season are marked annulled: the division's table, its rank ranges and the
crosstable then count none of them, for their opponents too.
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from desk.selectors import director_log
from errors import Conflict, Forbidden
from games.models import GameStatus
from games.services.lifecycle import game_resign
from leagues.models import DivisionPlayer, League, LeagueGame, LeagueMember, SeasonStatus
from leagues.standings import ranges_refresh


def league_player_withdraw(*, event_id: int, user_id: int, director: Any) -> dict:
    """Withdraw a player (see the module); returns what the director log records of it."""
    league = League.objects.select_for_update().get(pk=event_id)
    if director is None or league.director_id != director.pk:
        raise Forbidden("not_director", _("Only the league's director may do this."))
    player = (
        DivisionPlayer.objects.filter(
            division__season__league=league,
            division__season__status=SeasonStatus.RUNNING,
            user_id=user_id,
        )
        .select_related("division", "user")
        .first()
    )
    if player is None:
        raise Conflict("not_playing", _("This player is not playing in the running season."))
    games = [
        row
        for row in LeagueGame.objects.filter(division=player.division).select_related("game")
        if user_id in row.seats
    ]
    season = player.division.season.number
    if director_log("league", league.pk).filter(
        type="player_withdrawn", data__user=user_id, data__season=season
    ):
        raise Conflict("already_withdrawn", _("This player has already been withdrawn."))
    played = sum(1 for row in games if row.places is not None)
    annul = league.annul_under_half and played * 2 < len(games)
    LeagueMember.objects.filter(league=league, user_id=user_id).update(opted_out=True)
    forfeited = []
    for row in games:
        if row.game.status == GameStatus.ACTIVE:
            game_resign(game=row.game, user=player.user)
            forfeited.append(row.game_id)
    annulled: list[int] = []
    if annul:
        LeagueGame.objects.filter(pk__in=[row.pk for row in games]).update(annulled=True)
        annulled = sorted(row.game_id for row in games)
        ranges_refresh(player.division, reset=True)
    return {
        "mode": "annulled" if annul else "forfeited",
        "played": played,
        "scheduled": len(games),
        "season": season,
        "games_forfeited": forfeited,
        "games_annulled": annulled,
    }
