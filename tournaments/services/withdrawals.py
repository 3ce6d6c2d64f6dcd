"""The director's withdrawal of a player from a running tournament (the desk calls it through its
registry, after its director check, and logs it with the reason).

The entrant is dropped (no later round pairs it; fixed schedules forfeit its tables to the
others). Its games still in play end as losses through the games' own resignation, recorded in
each game's log like a resignation at a round's deadline. When the tournament annuls
(`Tournament.annul_under_half`; by default on for round robins, off otherwise; never in an
elimination, whose bracket needs every result) and the player finished fewer than half of its
scheduled games, every table it sat at is marked annulled: standings, pairings by score and the
crosstable then skip those tables, for its opponents too.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.utils.translation import gettext_lazy as _

from errors import Conflict
from games.models import GameStatus
from games.services.lifecycle import game_resign
from tournaments.checks import drop_check
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Table,
    TableSeat,
    Tournament,
    TournamentFormat,
)

ROUND_ROBINS = (TournamentFormat.ROUND_ROBIN, TournamentFormat.DOUBLE_ROUND_ROBIN)
ELIMINATIONS = (TournamentFormat.ELIMINATION, TournamentFormat.DOUBLE_ELIMINATION)


def annuls_under_half(tournament: Tournament) -> bool:
    """Whether a withdrawal after fewer than half of the games annuls the player's results."""
    if tournament.format in ELIMINATIONS:
        return False
    if tournament.annul_under_half is None:
        return tournament.format in ROUND_ROBINS
    return tournament.annul_under_half


def entrant_withdraw_by_director(*, event_id: int, user_id: int, director: Any) -> dict:
    """Withdraw a player (see the module); returns what the director log records of it."""
    tournament = Tournament.objects.select_for_update().get(pk=event_id)
    drop_check(tournament, director)
    entrant = (
        Entrant.objects.filter(tournament=tournament, user_id=user_id, status=EntrantStatus.ACTIVE)
        .select_related("user")
        .first()
    )
    if entrant is None:
        name = get_user_model().objects.filter(pk=user_id).values_list("username", flat=True)
        raise Conflict(
            "not_an_entrant",
            _("%(name)s is not playing in this tournament.") % {"name": name.first() or "?"},
        )
    seats = list(TableSeat.objects.filter(entrant=entrant).select_related("table", "table__game"))
    played = sum(1 for seat in seats if seat.table.finished and not seat.table.forfeit)
    scheduled = max(tournament.rounds or 0, len(seats), 1)
    annul = annuls_under_half(tournament) and played * 2 < scheduled
    entrant.status = EntrantStatus.DROPPED
    entrant.dropped_after_round = tournament.current_round
    entrant.save(update_fields=["status", "dropped_after_round"])
    forfeited = []
    for seat in seats:
        game = seat.table.game
        if game is not None and game.status == GameStatus.ACTIVE:
            game_resign(game=game, user=entrant.user)
            forfeited.append(game.pk)
    annulled: list[int] = []
    if annul:
        tables = [seat.table_id for seat in seats]
        Table.objects.filter(pk__in=tables).update(annulled=True)
        annulled = sorted(
            game for game in (seat.table.game_id for seat in seats) if game is not None
        )
    return {
        "mode": "annulled" if annul else "forfeited",
        "played": played,
        "scheduled": scheduled,
        "games_forfeited": forfeited,
        "games_annulled": annulled,
    }
