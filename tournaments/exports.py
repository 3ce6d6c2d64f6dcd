"""Exports of a tournament as CSV: its standings (rank, player, score, tie-breaks) and its
crosstable (per pair, what the row's player scored against the column's: 1 finishing ahead,
½ level, 0 behind, summed over their finished tables)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions
from rest_framework.views import APIView

from api.csv_export import CSV_RESPONSE, csv_response
from tournaments.models import TableSeat, Tournament
from tournaments.selectors import standings_compute, tournament_get


def standings_rows(tournament: Tournament) -> list[list]:
    lines = standings_compute(tournament)
    names = sorted({name for line in lines for name in line["tiebreaks"]})
    rows: list[list] = [["rank", "username", "status", "score", *names]]
    for line in lines:
        tiebreaks = [line["tiebreaks"].get(name, "") for name in names]
        rows.append([line["rank"], line["username"], line["status"], line["score"], *tiebreaks])
    return rows


def crosstable_rows(tournament: Tournament) -> list[list]:
    lines = standings_compute(tournament)
    order = [line["entrant"] for line in lines]
    cells: dict[tuple[int, int], float] = {}
    seats = TableSeat.objects.filter(table__round__tournament=tournament, place__isnull=False)
    by_table: dict[int, list[TableSeat]] = {}
    for seat in seats:
        by_table.setdefault(seat.table_id, []).append(seat)
    for table in by_table.values():
        for seat in table:
            for other in table:
                if other.entrant_id != seat.entrant_id and seat.place and other.place:
                    value = (
                        1.0
                        if seat.place < other.place
                        else (0.5 if seat.place == other.place else 0.0)
                    )
                    key = (seat.entrant_id, other.entrant_id)
                    cells[key] = cells.get(key, 0.0) + value
    rows: list[list] = [["", *[line["username"] for line in lines]]]
    for line in lines:
        me = line["entrant"]
        rows.append(
            [line["username"], *["x" if o == me else cells.get((me, o), "") for o in order]]
        )
    return rows


class TournamentStandingsCsvApi(APIView):
    permission_classes = (permissions.AllowAny,)

    @extend_schema(responses={200: CSV_RESPONSE})
    def get(self, request, tournament_id: int):
        tournament = tournament_get(tournament_id)
        return csv_response(standings_rows(tournament), f"tournament-{tournament.pk}-standings")


class TournamentCrosstableCsvApi(APIView):
    permission_classes = (permissions.AllowAny,)

    @extend_schema(responses={200: CSV_RESPONSE})
    def get(self, request, tournament_id: int):
        tournament = tournament_get(tournament_id)
        return csv_response(crosstable_rows(tournament), f"tournament-{tournament.pk}-crosstable")
