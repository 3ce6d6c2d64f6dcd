"""Reads of leagues for the API, the pages and the exports: a league, a season's tables, a league
game with its evidence (only once the game is over), the log, and CSV exports."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.utils.translation import gettext_lazy as _

from api.csv_export import csv_text
from errors import NotFound
from games.models import GameStatus
from leagues.models import League, LeagueGame, LeagueMember, Season
from leagues.standings import division_rows


def leagues_latest(limit: int = 100) -> list[League]:
    """The newest leagues first, with their directors."""
    return list(League.objects.select_related("director").order_by("-created_at", "-id")[:limit])


def membership_of(league: League, user: Any) -> LeagueMember | None:
    """`user`'s membership of `league`, if any."""
    return LeagueMember.objects.filter(league=league, user=user).first()


def league_get(league_id: int | str) -> League:
    try:
        return League.objects.select_related("director").get(pk=league_id)
    except (League.DoesNotExist, ValueError, TypeError) as error:
        raise NotFound("league_not_found", _("There is no such league.")) from error


def season_get(league: League, number: int | str | None = None) -> Season:
    """A season of the league by number (None: the latest)."""
    seasons = league.seasons.order_by("-number")
    season = seasons.first() if number is None else seasons.filter(number=number).first()
    if season is None:
        raise NotFound("season_not_found", _("There is no such season."))
    return season


def division_count(league: League) -> int:
    """How many divisions the latest season has; before the first season, how many its members
    would fill (at least one)."""
    season = league.seasons.order_by("-number").first()
    if season is not None:
        return season.divisions.count()
    members = league.members.filter(opted_out=False).count()
    return max(1, -(-members // max(1, league.division_size)))


def season_tables(season: Season) -> dict:
    return {
        "number": season.number,
        "status": season.status,
        "started_at": season.started_at,
        "hard_deadline": season.hard_deadline,
        "finished_at": season.finished_at,
        "divisions": [
            {
                "tier": division.tier,
                "rookie": division.rookie,
                "rows": division_rows(division),
            }
            for division in season.divisions.order_by("tier")
        ],
    }


def league_game_get(game_id: int) -> dict:
    # through the game's key, whose exact lookup finds nothing for a number past its range (the
    # column's own lookup hands such a number to the database, which SQLite refuses)
    row = LeagueGame.objects.select_related("division", "game").filter(game__pk=game_id).first()
    if row is None:
        raise NotFound("league_game_not_found", _("No league game has this game."))
    names = dict(get_user_model().objects.filter(pk__in=row.seats).values_list("pk", "username"))
    over = row.game.status == GameStatus.FINISHED
    return {
        "game": row.game_id,
        "tier": row.division.tier,
        "round": row.round_number,
        "seats": [names.get(user_id, "") for user_id in row.seats],
        "places": row.places,
        "adjudication": row.adjudication if over else None,
    }


CSV_FIELDS = ["tier", "place", "rank", "username", "points", "played", "left", "best_place",
              "worst_place", "status"]  # fmt: skip


def season_standings_csv(season: Season) -> str:
    """Every division's table as CSV, one row per player, the top tier first."""
    rows: list[list] = [CSV_FIELDS]
    for division in season.divisions.order_by("tier"):
        for row in division_rows(division):
            rows.append([division.tier] + [row[field] or "" for field in CSV_FIELDS[1:]])
    return csv_text(rows)


def season_crosstable_csv(season: Season) -> str:
    """Each division's crosstable: per pair, the points the row's player took from the
    column's player in their games together: 1 finishing ahead, ½ level, 0 behind (finished
    games only, annulled ones left out)."""
    table: list[list] = []
    for division in season.divisions.order_by("tier"):
        rows = division_rows(division)
        order = [row["user"] for row in rows]
        names = [row["username"] for row in rows]
        table.append([f"tier {division.tier}", *names])
        cells: dict[tuple[int, int], float] = {}
        for game in division.games.exclude(places__isnull=True).filter(annulled=False):
            places = list(game.places or ())
            for index, user_id in enumerate(game.seats):
                for other_index, other in enumerate(game.seats):
                    if other == user_id:
                        continue
                    mine, theirs = places[index], places[other_index]
                    value = 1 if mine < theirs else (0.5 if mine == theirs else 0)
                    key = (user_id, other)
                    cells[key] = cells.get(key, 0.0) + value
        for user_id, name in zip(order, names, strict=True):
            table.append(
                [name]
                + ["x" if other == user_id else cells.get((user_id, other), "") for other in order]
            )
    return csv_text(table)
