"""A division's table: standings by points with the tournaments' tie-breaks, each player's rank
range still possible (leagues.rules.rank_ranges) and "promoted / relegated / safe" once decided.

`ranges_refresh` runs after every result under the league's lock and stores the ranges on the
division players; a new range is intersected with the stored one, so it only narrows. Annulled
games (a player withdrawn by the director under half-way, leagues.withdrawals) count for no one.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

from leagues import rules
from leagues.models import Division, DivisionPlayer, LeagueGame
from tournaments import pairing


def _history(games: list[LeagueGame]) -> list[pairing.RoundRecord]:
    by_round: dict[int, list[pairing.GameRecord]] = defaultdict(list)
    for game in games:
        if game.places is not None:
            by_round[game.round_number].append(pairing.GameRecord(game.seats, game.places))
    return [pairing.RoundRecord(games=by_round[number]) for number in sorted(by_round)]


def _points(
    players: list[DivisionPlayer], games: list[LeagueGame]
) -> dict[pairing.PlayerId, Fraction]:
    scoring = pairing.Scoring()
    points: dict[pairing.PlayerId, Fraction] = {player.user_id: Fraction(0) for player in players}
    for game in games:
        if game.places is not None:
            values = scoring.points_for_places(list(game.places))
            for user_id, value in zip(game.seats, values, strict=True):
                points[user_id] += value
    return points


def ranges_refresh(division: Division, *, reset: bool = False) -> None:
    """Recompute and store every player's rank range (narrowed by the stored one; `reset` after
    a director changed a recorded result, which may widen a range)."""
    players = list(division.players.all())
    games = list(division.games.filter(annulled=False))
    previous: dict[pairing.PlayerId, rules.RankRange] = {
        player.user_id: rules.RankRange(player.best_place, player.worst_place)
        for player in players
        if player.best_place is not None and player.worst_place is not None and not reset
    }
    left = [game.seats for game in games if game.places is None]
    found = rules.rank_ranges(_points(players, games), left, previous=previous)
    for player in players:
        player.best_place = found[player.user_id].best
        player.worst_place = found[player.user_id].worst
    DivisionPlayer.objects.bulk_update(players, ["best_place", "worst_place"])


def movement_places(division: Division) -> tuple[int, int | None]:
    """(how many go up, the first place that goes down) for this tier: none up from the top,
    none down from the bottom."""
    league = division.season.league
    tiers = division.season.divisions.count()
    promoted = league.promoted if division.tier > 1 else 0
    relegated_from = league.relegated_from if division.tier < tiers else None
    return promoted, relegated_from


def division_rows(division: Division) -> list[dict]:
    """The division's table, best first: place, user, username, points, games played and left,
    tie-breaks, the rank range and its status."""
    players = list(division.players.select_related("user"))
    games = list(division.games.filter(annulled=False))
    entrants = [pairing.Entrant(player.user_id) for player in players]
    tiebreaks = division.season.league.tiebreaks or pairing.DEFAULT_TIEBREAKS
    lines = pairing.standings(entrants, _history(games), tiebreaks=tiebreaks)
    by_user: dict[pairing.PlayerId, DivisionPlayer] = {p.user_id: p for p in players}
    promoted, relegated_from = movement_places(division)
    played: dict[int, int] = defaultdict(int)
    left: dict[int, int] = defaultdict(int)
    for game in games:
        for user_id in game.seats:
            (played if game.places is not None else left)[user_id] += 1
    rows = []
    for place, line in enumerate(lines, start=1):
        player = by_user[line.player]
        found = rules.RankRange(player.best_place or 1, player.worst_place or len(players))
        rows.append(
            {
                "place": place,
                "rank": line.rank,
                "user": player.user_id,
                "username": player.user.username,
                "points": str(line.score),
                "played": played[player.user_id],
                "left": left[player.user_id],
                "tiebreaks": {name: str(value) for name, value in line.tiebreaks.items()},
                "best_place": found.best,
                "worst_place": found.worst,
                "status": rules.stake_status(found, len(players), promoted, relegated_from),
            }
        )
    return rows
