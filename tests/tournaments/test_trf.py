"""The FIDE report (TRF-16) of a two-player Swiss: a real event played through the services
(a bye each round, a player dropped, a player added late, a Korean name) read back by fixed
columns and checked field by field against the tables and the standings; a small file checked
by hand; rounds in play left out (and the file unchanged by moves made in them); other formats
and events not yet started refused; the download's name and type."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engines import Rng
from games import services as game_services
from games.selectors import legal_moves_for
from tests.factories import UserFactory
from tests.tournaments.tournament_play import (
    open_with,
    play_round_by_hand,
    players,
    ratings_by_username,
    unfinished_tables,
)
from tournaments import services
from tournaments.models import Round, TableSeat
from tournaments.records import entrants_in_event
from tournaments.selectors import tournament_standings
from tournaments.trf import PlayerLine, RoundCell, TrfEvent, trf_text

pytestmark = pytest.mark.django_db


def columns(line: str, first: int, last: int) -> str:
    """Columns `first` to `last` of a line, counted from 1 as the TRF's tables count them."""
    return line[first - 1 : last]


def parse(text: str) -> tuple[dict[str, str], list[dict]]:
    """The file read back by the TRF-16 columns: header lines by tag, players by field."""
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    header: dict[str, str] = {}
    found = []
    for line in text.split("\r\n")[:-1]:
        tag = line[:3]
        if tag != "001":
            header[tag] = line[4:]
            continue
        assert columns(line, 4, 4) == " " and (len(line) - 89) % 10 == 0, repr(line)
        for gap in (9, 14, 48, 53, 57, 69, 80, 85):
            assert columns(line, gap, gap) == " ", (gap, line)
        rounds = []
        for start in range(89, len(line), 10):  # column 90 is index 89
            block = line[start : start + 10]
            assert block[:2] == "  " and block[6] == " " and block[8] == " ", repr(block)
            rounds.append({"opponent": block[2:6], "colour": block[7], "result": block[9]})
        found.append(
            {
                "start_rank": int(columns(line, 5, 8)),
                "sex": columns(line, 10, 10),
                "title": columns(line, 11, 13),
                "name": columns(line, 15, 47).rstrip(),
                "rating": int(columns(line, 49, 52)),
                "federation": columns(line, 54, 56),
                "fide_id": columns(line, 58, 68),
                "birth": columns(line, 70, 79),
                "points": Fraction(columns(line, 81, 84).strip()),
                "rank": int(columns(line, 86, 89)),
                "rounds": rounds,
            }
        )
    return header, found


def download(api, tournament) -> str:
    response = api().get(f"/api/tournaments/{tournament.pk}/export.trf")
    assert response.status_code == 200, response.content
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert (
        response["Content-Disposition"] == f'attachment; filename="tournament-{tournament.pk}.trf"'
    )
    return response.content.decode("utf-8")


def one_move(tournament) -> None:
    """A legal move in a game of the round in play (hidden state changes; results do not)."""
    table = unfinished_tables(tournament)[0]
    game = table.game
    seat = game.to_act[0]
    user = game.seats.get(index=seat).user
    move = Rng(b"one", "move").choice(legal_moves_for(game, seat))
    game_services.move_submit(game=game, user=user, move=move, expected_seq=game.seq)


def check_against_the_event(tournament, header: dict, found: list[dict]) -> None:
    """Every field of every line against the tables, byes and standings."""
    entrants = entrants_in_event(tournament)
    rank_of = {entrant.pk: number for number, entrant in enumerate(entrants, start=1)}
    standing = {row["entrant"]: row for row in tournament_standings(tournament)}
    rounds = list(Round.objects.filter(tournament=tournament, status="finished").order_by("number"))
    assert header["012"] == tournament.name
    assert header["022"].endswith(f"/tournaments/{tournament.pk}/")
    assert header["042"] == tournament.started_at.strftime("%Y/%m/%d")
    assert header["062"] == str(len(entrants)) and header["082"] == "0"
    assert header["092"] == "Individual: Swiss-System"
    assert header["102"] == tournament.organiser.username
    assert header["XXR"] == str(tournament.rounds)
    assert [line["start_rank"] for line in found] == list(range(1, len(entrants) + 1))
    by_rank = {line["start_rank"]: line for line in found}
    win, draw, bye = Fraction(1), Fraction(1, 2), Fraction(1)
    value = {"1": win, "+": win, "=": draw, "0": 0, "-": 0, "U": bye, "H": draw, "Z": 0}
    for entrant in entrants:
        line = by_rank[rank_of[entrant.pk]]
        row = standing[entrant.pk]
        assert line["name"] == entrant.user.username
        assert line["rating"] == round(entrant.rating)
        assert (line["sex"], line["title"], line["federation"]) == (" ", "   ", "   ")
        assert line["fide_id"].strip() == "" and line["birth"].strip() == ""
        assert line["points"] == Fraction(row["score_exact"])
        assert line["rank"] == row["rank"]
        assert len(line["rounds"]) == len(rounds)
        assert sum(value[cell["result"]] for cell in line["rounds"]) == line["points"]
        for round_, cell in zip(rounds, line["rounds"], strict=True):
            seat = TableSeat.objects.filter(table__round=round_, entrant=entrant).first()
            if seat is not None:
                other = seat.table.seats.exclude(pk=seat.pk).get()
                assert int(cell["opponent"]) == rank_of[other.entrant_id]
                assert cell["colour"] == ("w" if seat.index == 0 else "b")
                expected = "1" if seat.place < other.place else "0"
                if seat.place == other.place:
                    expected = "="
                assert cell["result"] == expected
                mirror = by_rank[rank_of[other.entrant_id]]["rounds"][round_.number - 1]
                assert int(mirror["opponent"]) == rank_of[entrant.pk]
                assert {cell["colour"], mirror["colour"]} == {"w", "b"}
            elif round_.byes.filter(pk=entrant.pk).exists():
                assert cell == {"opponent": "0000", "colour": "-", "result": "U"}
            else:  # not paired: dropped before, or added after, this round
                assert cell == {"opponent": "0000", "colour": "-", "result": "Z"}


def test_a_swiss_played_through_the_services_reads_back_field_by_field(
    api, secret_nim, monkeypatch
):
    organiser = UserFactory(username="arbiter")
    entrants = [*players(6), UserFactory(username="김민준")]
    ratings_by_username(monkeypatch, {u.username: 2000 - 10 * i for i, u in enumerate(entrants)})
    tournament = open_with(organiser, entrants, name="Swiss TRF", format="swiss", rounds=3)
    services.tournament_start(tournament=tournament, user=organiser)
    chooser = Rng(b"trf", "moves")

    # round 1 in play: the file lists the players and no round yet
    header, found = parse(download(api, tournament))
    assert header["052"] == "" and all(line["rounds"] == [] for line in found)

    play_round_by_hand(tournament, chooser)  # round 1 recorded, round 2 paired
    services.entrant_drop(tournament=tournament, user=organiser, username="p2")
    services.entrant_add(
        tournament=tournament, user=organiser, username=UserFactory(username="late").username
    )
    during = download(api, tournament)
    one_move(tournament)  # a move in round 2 changes nothing the file shows
    assert download(api, tournament) == during
    header, found = parse(during)
    assert all(len(line["rounds"]) == 1 for line in found)
    tournament.refresh_from_db()
    check_against_the_event(tournament, header, found)

    for _round in range(2):
        play_round_by_hand(tournament, chooser)
    tournament.refresh_from_db()
    assert tournament.status == "finished"
    text = download(api, tournament)
    header, found = parse(text)
    check_against_the_event(tournament, header, found)
    assert header["052"] == tournament.finished_at.strftime("%Y/%m/%d")
    results = {cell["result"] for line in found for cell in line["rounds"]}
    assert {"1", "0", "U", "Z"} <= results  # wins, losses, byes and rounds not paired
    korean = next(line for line in found if line["name"] == "김민준")
    assert len(korean["name"]) == 3  # columns count characters: the line stays aligned
    dropped = next(line for line in found if line["name"] == "p2")
    assert dropped["rounds"][2] == {"opponent": "0000", "colour": "-", "result": "Z"}
    late = next(line for line in found if line["name"] == "late")
    assert late["rounds"][0] == {"opponent": "0000", "colour": "-", "result": "Z"}
    assert late["start_rank"] == len(found)  # seeded last


GOLDEN = (
    "012 Golden cup\r\n"
    "022 https://example.org/tournaments/1/\r\n"
    "032\r\n"
    "042 2026/12/01\r\n"
    "052 2026/12/03\r\n"
    "062 3\r\n"
    "072 2\r\n"
    "082 0\r\n"
    "092 Individual: Swiss-System\r\n"
    "102 arbiter\r\n"
    "122 86400 s a move\r\n"
    # 1-3 001, 5-8 rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating, 54-56 fed, 58-68 id,
    # 70-79 birth, 81-84 points, 86-89 rank, then 10 columns a round from 90
    "001    1      ann                               1612                             1.5    1"
    "     2 w 1  0000 - H\r\n"
    "001    2      김민준                               1500                             1.0    2"
    "     1 b 0     3 b +\r\n"
    "001    3      cat                                  0                             0.0    3"
    "  0000 - U     2 w -\r\n"
    "XXR 2\r\n"
)


def test_a_small_file_checked_by_hand():
    event = TrfEvent(
        name="Golden cup",
        place="https://example.org/tournaments/1/",
        start_date="2026/12/01",
        end_date="2026/12/03",
        kind="Individual: Swiss-System",
        arbiter="arbiter",
        clock="86400 s a move",
        rounds_planned=2,
        players=[
            PlayerLine(
                1, "ann", 1612, Fraction(3, 2), 1, [RoundCell(2, "w", "1"), RoundCell(0, "-", "H")]
            ),
            PlayerLine(
                2, "김민준", 1500, Fraction(1), 2, [RoundCell(1, "b", "0"), RoundCell(3, "b", "+")]
            ),
            PlayerLine(
                3, "cat", 0, Fraction(0), 3, [RoundCell(0, "-", "U"), RoundCell(2, "w", "-")]
            ),
        ],
    )
    text = trf_text(event)
    assert text == GOLDEN
    lines = text.split("\r\n")
    ann = lines[11]
    assert (ann[4:8], ann[14:47].rstrip(), ann[48:52], ann[80:84], ann[85:89]) == (
        "   1",
        "ann",
        "1612",
        " 1.5",
        "   1",
    )
    assert (ann[91:95], ann[96], ann[98]) == ("   2", "w", "1")  # round 1: 92-95, 97, 99
    assert (ann[101:105], ann[106], ann[108]) == ("0000", "-", "H")  # round 2: 102-105, 107, 109
    assert all(len(line) == 109 for line in lines[11:14])  # in characters, Korean too


def test_names_and_header_lines_cannot_break_the_columns():
    event = TrfEvent(
        name="Two\r\nlines\x00",
        place="",
        start_date="",
        end_date="",
        kind="Individual: Swiss-System",
        arbiter="a",
        clock="no clock",
        rounds_planned=1,
        players=[PlayerLine(1, "x" * 50 + "\n", 99999, Fraction(250), 1, [])],
    )
    header, found = parse(trf_text(event))
    assert header["012"] == "Two  lines"
    assert found[0]["name"] == "x" * 33 and found[0]["rating"] == 9999
    assert found[0]["points"] == 250


@pytest.mark.parametrize(
    "settings_, code",
    [
        ({"format": "round_robin"}, "trf_swiss_only"),
        ({"format": "swiss", "rounds": 2, "players_per_table": 3}, "trf_swiss_only"),
        ({"format": "elimination"}, "trf_swiss_only"),
    ],
)
def test_other_formats_are_refused_with_a_code(api, secret_nim, settings_, code):
    organiser = UserFactory(username="arbiter")
    tournament = open_with(organiser, players(4), name="Other", **settings_)
    services.tournament_start(tournament=tournament, user=organiser)
    response = api().get(f"/api/tournaments/{tournament.pk}/export.trf")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == code


def test_an_event_not_started_is_refused_and_an_unknown_one_is_not_found(api, secret_nim):
    organiser = UserFactory(username="arbiter")
    tournament = open_with(organiser, players(4), name="Soon", format="swiss", rounds=2)
    response = api().get(f"/api/tournaments/{tournament.pk}/export.trf")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "tournament_not_started"
    assert api().get("/api/tournaments/999999/export.trf").status_code == 404


def test_the_tournament_page_links_the_exports_and_the_trf_only_where_it_answers(secret_nim):
    from django.test import Client

    organiser = UserFactory(username="arbiter")
    swiss = open_with(organiser, players(4), name="Swiss", format="swiss", rounds=2)
    services.tournament_start(tournament=swiss, user=organiser)
    page = Client().get(f"/tournaments/{swiss.pk}/").content.decode()
    assert f"/api/tournaments/{swiss.pk}/export.trf" in page and 'id="trf-export"' in page
    assert f"/api/tournaments/{swiss.pk}/standings.csv" in page
    korean = Client(HTTP_ACCEPT_LANGUAGE="ko").get(f"/tournaments/{swiss.pk}/").content.decode()
    assert "FIDE 보고서 (TRF)" in korean and "순위표 (CSV)" in korean
    robin = open_with(organiser, players(4, "r"), name="Robin", format="round_robin")
    services.tournament_start(tournament=robin, user=organiser)
    page = Client().get(f"/tournaments/{robin.pk}/").content.decode()
    assert "export.trf" not in page and f"/api/tournaments/{robin.pk}/crosstable.csv" in page
    response = Client(HTTP_ACCEPT_LANGUAGE="ko").get(f"/api/tournaments/{robin.pk}/export.trf")
    assert response.status_code == 409
    assert "2인 스위스와 맥마흔 대회만" in response.json()["error"]["message"]


def test_a_mcmahon_writes_the_games_points_and_the_events_rank(api, secret_nim, monkeypatch):
    organiser = UserFactory(username="arbiter")
    entrants = players(4)
    ratings_by_username(monkeypatch, {"p1": 2100, "p2": 2000, "p3": 1500, "p4": 1400})
    tournament = open_with(
        organiser,
        entrants,
        name="McMahon",
        format="mcmahon",
        rounds=2,
        mcmahon_bar=2000,
        mcmahon_band=100,
        mcmahon_groups=3,
    )
    services.tournament_start(tournament=tournament, user=organiser)
    play_round_by_hand(tournament, Rng(b"mcmahon-trf", "moves"))
    header, found = parse(download(api, tournament))
    assert header["092"] == "Individual: McMahon-System"
    standing = {row["username"]: row for row in tournament_standings(tournament)}
    assert any(row["start_score"] for row in standing.values())  # some start ahead
    for line in found:
        row = standing[line["name"]]
        games = Fraction(row["score_exact"]) - Fraction(row["start_score"]).limit_denominator()
        assert line["points"] == games and line["rank"] == row["rank"]
        value = {"1": 1, "0": 0, "=": Fraction(1, 2), "U": 1, "Z": 0}
        assert sum(value[cell["result"]] for cell in line["rounds"]) == line["points"]


def test_the_export_is_in_the_schema_and_odd_requests_are_never_a_server_error(api, secret_nim):
    schema = api().get("/api/schema/", HTTP_ACCEPT="application/json").json()
    operation = schema["paths"]["/api/tournaments/{tournament_id}/export.trf"]["get"]
    assert "text/plain" in operation["responses"]["200"]["content"]
    organiser = UserFactory(username="arbiter")
    tournament = open_with(organiser, players(4), name="Odd", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=organiser)
    path = f"/api/tournaments/{tournament.pk}/export.trf"
    client = api(organiser)
    client.raise_request_exception = False
    for query in ("", "?x=%00", "?round=-1", "?" + "a=b&" * 200, "?%ff=%fe"):
        assert client.get(path + query).status_code in (200, 400), query
    for method in (client.post, client.put, client.patch, client.delete):
        assert method(path, {"a": 1}, format="json").status_code == 405
    for odd in ("/api/tournaments/0/export.trf", "/api/tournaments/99999999999/export.trf"):
        assert client.get(odd).status_code == 404


def test_a_late_entrys_byes_are_written_by_what_they_are_worth(api, secret_nim, monkeypatch):
    from tournaments.services.directing import entrant_late_enter

    organiser = UserFactory(username="arbiter")
    entrants = players(4)
    ratings_by_username(monkeypatch, {u.username: 2000 - 10 * i for i, u in enumerate(entrants)})
    tournament = open_with(
        organiser, entrants, name="Late", format="swiss", rounds=3, late_bye_points=0.5
    )
    services.tournament_start(tournament=tournament, user=organiser)
    play_round_by_hand(tournament, Rng(b"late-trf", "moves"))
    entrant_late_enter(
        tournament=tournament, user=organiser, username=UserFactory(username="late").username
    )
    play_round_by_hand(tournament, Rng(b"late-trf-2", "moves"))
    tournament.refresh_from_db()
    _header, found = parse(download(api, tournament))
    late = next(line for line in found if line["name"] == "late")
    assert late["rounds"][0] == {"opponent": "0000", "colour": "-", "result": "H"}
    standing = {row["username"]: row for row in tournament_standings(tournament)}
    value = {"1": 1, "0": 0, "=": Fraction(1, 2), "U": 1, "H": Fraction(1, 2), "Z": 0}
    for line in found:
        assert line["points"] == Fraction(standing[line["name"]]["score_exact"])
        assert sum(value[cell["result"]] for cell in line["rounds"]) == line["points"]
