"""Exports of a tournament as CSV: its standings (rank, player, score, tie-breaks) and its
crosstable (per pair, what the row's player scored against the column's: 1 finishing ahead,
½ level, 0 behind, summed over their finished tables); and a two-player Swiss or McMahon as a
FIDE report (TRF, `tournaments.trf`)."""

from __future__ import annotations

from django.http import HttpResponse
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import permissions
from rest_framework.views import APIView

from api.csv_export import CSV_RESPONSE, csv_response
from tournaments.models import TableSeat, Tournament
from tournaments.selectors import standings_compute, tournament_get
from tournaments.trf import trf_event_of, trf_text

TRF_RESPONSE = OpenApiResponse(
    OpenApiTypes.STR,
    description="text/plain (UTF-8, CR LF), a FIDE Tournament Report File (TRF-16)",
)


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
    seats = TableSeat.objects.filter(
        table__round__tournament=tournament, table__annulled=False, place__isnull=False
    )
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

    @extend_schema(responses={(200, "text/csv"): CSV_RESPONSE})
    def get(self, request, tournament_id: int):
        tournament = tournament_get(tournament_id)
        return csv_response(standings_rows(tournament), f"tournament-{tournament.pk}-standings")


class TournamentCrosstableCsvApi(APIView):
    permission_classes = (permissions.AllowAny,)

    @extend_schema(responses={(200, "text/csv"): CSV_RESPONSE})
    def get(self, request, tournament_id: int):
        tournament = tournament_get(tournament_id)
        return csv_response(crosstable_rows(tournament), f"tournament-{tournament.pk}-crosstable")


class TournamentTrfApi(APIView):
    """A two-player Swiss or McMahon as a FIDE report (TRF-16): its finished rounds; other
    formats and events not yet started are refused (409 `trf_swiss_only`,
    `tournament_not_started`)."""

    permission_classes = (permissions.AllowAny,)

    @extend_schema(responses={(200, "text/plain"): TRF_RESPONSE})
    def get(self, request, tournament_id: int):
        tournament = tournament_get(tournament_id)
        page_url = request.build_absolute_uri(reverse("web:tournament", args=[tournament.pk]))
        text = trf_text(trf_event_of(tournament, page_url=page_url))
        response = HttpResponse(text.encode("utf-8"), content_type="text/plain; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="tournament-{tournament.pk}.trf"'
        return response
