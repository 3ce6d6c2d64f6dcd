"""Exports of a ladder as CSV: its standings (position, player, Elo, open challenges) and its
crosstable (per pair, the row's player's wins over the column's in decided challenges)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions
from rest_framework.views import APIView

from api.csv_export import CSV_RESPONSE, csv_response
from ladders.models import ChallengeStatus, Ladder
from ladders.selectors import ladder_get, ladder_standings, ladder_state


def standings_rows(ladder: Ladder) -> list[list]:
    rows: list[list] = [["position", "username", "elo", "open_challenges"]]
    for line in ladder_standings(ladder=ladder)["standings"]:
        elo = "" if line["elo"] is None else round(line["elo"])
        rows.append([line["position"], line["username"], elo, line["open_challenges"]])
    return rows


def crosstable_rows(ladder: Ladder) -> list[list]:
    standings = ladder_standings(ladder=ladder)["standings"]
    order = list(ladder_state(ladder).players)
    wins: dict[tuple, int] = {}
    decided = ladder.challenges.filter(status=ChallengeStatus.DECIDED, winner__isnull=False)
    for challenge in decided.only("challenger_id", "defender_id", "winner_id"):
        loser = (
            challenge.defender_id
            if challenge.winner_id == challenge.challenger_id
            else challenge.challenger_id
        )
        key = (challenge.winner_id, loser)
        wins[key] = wins.get(key, 0) + 1
    names = [line["username"] for line in standings]
    rows: list[list] = [["", *names]]
    for player, name in zip(order, names, strict=True):
        rows.append([name, *["x" if o == player else wins.get((player, o), 0) for o in order]])
    return rows


class LadderStandingsCsvApi(APIView):
    permission_classes = (permissions.AllowAny,)

    @extend_schema(responses={(200, "text/csv"): CSV_RESPONSE})
    def get(self, request, ladder_id: int):
        ladder = ladder_get(ladder_id)
        return csv_response(standings_rows(ladder), f"ladder-{ladder.pk}-standings")


class LadderCrosstableCsvApi(APIView):
    permission_classes = (permissions.AllowAny,)

    @extend_schema(responses={(200, "text/csv"): CSV_RESPONSE})
    def get(self, request, ladder_id: int):
        ladder = ladder_get(ladder_id)
        return csv_response(crosstable_rows(ladder), f"ladder-{ladder.pk}-crosstable")
