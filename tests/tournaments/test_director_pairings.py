"""The director's pairings: a round proposed for review, swapped, edited, re-paired and published
(each a log entry of the event's director log); late entry with byes; the idle proposals' sweep;
what a proposed round shows nobody but its director."""

from __future__ import annotations

from datetime import timedelta
from fractions import Fraction

import pytest
from django.utils import timezone

from engines import Rng
from errors import Conflict, Forbidden, PlatformError
from notifications.models import Notification
from social.models import Block
from tournaments import services
from tournaments.models import Entrant, Round, RoundStatus, Table, TournamentStatus
from tournaments.notification_kinds import ROUND_PAIRED
from tournaments.proposals import proposal_for
from tournaments.selectors import rounds_of, tournament_standings
from tournaments.services.directing import PROPOSAL_WAIT

from .director_log import log_of
from .tournament_play import open_with, play_round_by_hand, players, unfinished_tables

pytestmark = pytest.mark.django_db


def reviewed(organiser, count=6, **kwargs):
    """A started Swiss of `count` players whose rounds are reviewed: round 1 proposed."""
    options = {"name": "Reviewed", "format": "swiss", "rounds": 3, "review_pairings": True}
    tournament = open_with(organiser, players(count), **{**options, **kwargs})
    services.tournament_start(tournament=tournament, user=organiser)
    tournament.refresh_from_db()
    return tournament


def tables_of(tournament, number=1) -> list[list[str]]:
    return [
        [player["username"] for player in table["players"]]
        for table in proposal_for(tournament, number, tournament.organiser)["tables"]
    ]


def test_review_off_starts_the_round_at_once(secret_nim, alice):
    tournament = open_with(alice, players(4), name="Plain", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=alice)
    round_ = Round.objects.get(tournament=tournament, number=1)
    assert round_.status == RoundStatus.PLAYING
    assert Table.objects.filter(round=round_, game__isnull=False).count() == 2
    assert log_of(tournament) == []


def test_a_reviewed_round_is_proposed_without_games_deadline_or_notice(secret_nim, alice):
    tournament = reviewed(alice, round_seconds=3600)
    round_ = Round.objects.get(tournament=tournament, number=1)
    assert round_.status == RoundStatus.PROPOSED
    assert round_.deadline is None
    assert not Table.objects.filter(round=round_, game__isnull=False).exists()
    assert Table.objects.filter(round=round_).count() == 3, "tables and seats exist"
    assert not Notification.objects.filter(kind=ROUND_PAIRED).exists()
    assert rounds_of(tournament) == [], "nobody reads a proposal's pairings"
    proposal = proposal_for(tournament, 1, alice)
    assert proposal["problem"] is None and proposal["unplaced"] == []
    assert len(proposal["tables"]) == 3


def test_publishing_starts_the_round_as_the_automatic_path_does(secret_nim, alice):
    tournament = reviewed(alice, round_seconds=3600)
    before = tables_of(tournament)
    services.round_publish(tournament=tournament, user=alice, number=1, reason="looks right")
    round_ = Round.objects.get(tournament=tournament, number=1)
    assert round_.status == RoundStatus.PLAYING
    assert round_.deadline is not None and round_.deadline > timezone.now()
    published = rounds_of(tournament)[0]
    assert [[p["username"] for p in t["players"]] for t in published["tables"]] == before
    assert all(table["game"] is not None for table in published["tables"])
    assert Notification.objects.filter(kind=ROUND_PAIRED).count() == 6
    entry = log_of(tournament)[-1]
    assert (entry["type"], entry["actor"], entry["reason"]) == (
        "pairings_published",
        alice.pk,
        "looks right",
    )
    assert entry["data"]["tables"] == before and entry["data"]["automatic"] is False
    with pytest.raises(Conflict) as again:
        services.round_publish(tournament=tournament, user=alice, number=1)
    assert again.value.code == "not_proposed"


def test_the_next_round_waits_as_a_proposal_after_the_last_game(secret_nim, alice):
    tournament = reviewed(alice)
    services.round_publish(tournament=tournament, user=alice, number=1)
    play_round_by_hand(tournament, Rng(b"review", "moves"))
    tournament.refresh_from_db()
    assert tournament.current_round == 2
    second = Round.objects.get(tournament=tournament, number=2)
    assert second.status == RoundStatus.PROPOSED
    assert unfinished_tables(tournament) == [], "nothing starts by itself"
    assert [r["number"] for r in rounds_of(tournament)] == [1]
    services.round_publish(tournament=tournament, user=alice, number=2)
    assert len(unfinished_tables(tournament)) == 3


def test_only_the_director_reads_and_changes_a_proposal(secret_nim, alice, bob):
    tournament = reviewed(alice)
    player = Entrant.objects.filter(tournament=tournament).first().user
    for user in (bob, player):
        with pytest.raises(Forbidden) as refused:
            proposal_for(tournament, 1, user)
        assert refused.value.code == "not_director"
        for act in (
            lambda u: services.round_publish(tournament=tournament, user=u, number=1),
            lambda u: services.pairings_swap(
                tournament=tournament, user=u, number=1, first="p1", second="p2"
            ),
            lambda u: services.pairings_repair(tournament=tournament, user=u, number=1, keep=[]),
            lambda u: services.pairings_table_set(
                tournament=tournament, user=u, number=1, table=1, players=["p1", "p2"]
            ),
        ):
            with pytest.raises(Forbidden):
                act(user)
    assert log_of(tournament) == []


def test_a_swap_exchanges_two_players_places_and_is_logged(secret_nim, alice):
    tournament = reviewed(alice)
    before = tables_of(tournament)
    first, second = before[0][0], before[1][1]
    services.pairings_swap(
        tournament=tournament, user=alice, number=1, first=first, second=second, reason="friends"
    )
    after = tables_of(tournament)
    assert after[0][0] == second and after[1][1] == first
    assert after[2] == before[2]
    entry = log_of(tournament)[-1]
    assert entry["type"] == "pairings_swapped" and entry["reason"] == "friends"
    assert (entry["data"]["first"], entry["data"]["second"]) == (first, second)
    assert entry["data"] == {"round": 1, "first": first, "second": second}


def test_a_swap_into_a_blocked_pair_is_refused(secret_nim, alice):
    tournament = reviewed(alice)
    before = tables_of(tournament)
    a, b = before[0]
    c = before[1][0]
    Block.objects.create(
        blocker=Entrant.objects.get(user__username=c).user,
        blocked=Entrant.objects.get(user__username=b).user,
    )
    with pytest.raises(Conflict) as refused:  # a swaps with c: c would sit with b
        services.pairings_swap(tournament=tournament, user=alice, number=1, first=a, second=c)
    assert refused.value.code == "blocked_pair"
    assert tables_of(tournament) == before and log_of(tournament) == []


@pytest.mark.parametrize(
    ("first", "second", "code", "error"),
    [
        ("p1", "p1", "same_player", PlatformError),
        ("p1", "nobody", "not_an_entrant", Conflict),
    ],
)
def test_swap_refusals(secret_nim, alice, first, second, code, error):
    tournament = reviewed(alice)
    with pytest.raises(error) as refused:
        services.pairings_swap(
            tournament=tournament, user=alice, number=1, first=first, second=second
        )
    assert refused.value.code == code


def test_a_table_edit_passes_the_one_check(secret_nim, alice):
    tournament = reviewed(alice)
    before = tables_of(tournament)
    with pytest.raises(Conflict) as twice:  # a player of table 2 set at table 1 too
        services.pairings_table_set(
            tournament=tournament,
            user=alice,
            number=1,
            table=1,
            players=[before[0][0], before[1][0]],
        )
    assert twice.value.code == "entrant_twice"
    with pytest.raises(Conflict) as size:
        services.pairings_table_set(
            tournament=tournament, user=alice, number=1, table=1, players=[before[0][0]]
        )
    assert size.value.code == "bad_table_size"
    with pytest.raises(PlatformError) as unknown:
        services.pairings_table_set(
            tournament=tournament, user=alice, number=1, table=9, players=before[0]
        )
    assert unknown.value.code == "unknown_table"
    # removing a table leaves its players unplaced: publishing is refused until they are placed
    services.pairings_table_set(tournament=tournament, user=alice, number=1, table=1, players=[])
    proposal = proposal_for(tournament, 1, alice)
    assert sorted(proposal["unplaced"]) == sorted(before[0])
    assert proposal["problem"]["code"] == "entrant_unplaced"
    with pytest.raises(Conflict) as unplaced:
        services.round_publish(tournament=tournament, user=alice, number=1)
    assert unplaced.value.code == "entrant_unplaced"
    services.pairings_table_set(
        tournament=tournament, user=alice, number=1, table=3, players=list(reversed(before[0]))
    )
    assert tables_of(tournament)[2] == list(reversed(before[0]))
    services.pairings_table_set(tournament=tournament, user=alice, number=1, table=3, players=[])
    services.pairings_table_set(
        tournament=tournament, user=alice, number=1, table=0, players=before[0]
    )
    with pytest.raises(Conflict) as byes:  # two byes in an even field
        services.round_publish(tournament=tournament, user=alice, number=1)
    assert byes.value.code == "bad_byes"
    types = [entry["type"] for entry in log_of(tournament)]
    assert types == ["pairings_table_set"] * 4, "refusals leave no entry"


def test_a_dropped_player_in_a_proposal_must_be_replaced(secret_nim, alice, bob):
    tournament = reviewed(alice)
    dropped = tables_of(tournament)[0][0]
    services.entrant_drop(tournament=tournament, user=alice, username=dropped)
    assert proposal_for(tournament, 1, alice)["problem"]["code"] == "entrant_not_playing"
    services.pairings_repair(tournament=tournament, user=alice, number=1, keep=[2, 3])
    proposal = proposal_for(tournament, 1, alice)
    placed = [name for table in tables_of(tournament) for name in table] + proposal["byes"]
    assert dropped not in placed and len(proposal["byes"]) == 1
    assert proposal["problem"] is None


def test_repairing_keeps_fixed_tables_and_pairs_the_rest_apart_from_blocks(secret_nim, alice):
    tournament = reviewed(alice, count=8)
    before = tables_of(tournament)
    # every player of tables 2-4 blocks the partner the core gave them: the re-pairing avoids it
    for table in before[1:]:
        Block.objects.create(
            blocker=Entrant.objects.get(user__username=table[0]).user,
            blocked=Entrant.objects.get(user__username=table[1]).user,
        )
    assert proposal_for(tournament, 1, alice)["problem"]["code"] == "blocked_pair"
    services.pairings_repair(tournament=tournament, user=alice, number=1, keep=[1], reason="b")
    after = tables_of(tournament)
    assert after[0] == before[0]
    assert {frozenset(t) for t in after[1:]}.isdisjoint({frozenset(t) for t in before[1:]})
    assert proposal_for(tournament, 1, alice)["problem"] is None
    entry = log_of(tournament)[-1]
    assert (entry["type"], entry["data"]) == ("pairings_repaired", {"round": 1, "kept": [1]})
    with pytest.raises(PlatformError) as unknown:
        services.pairings_repair(tournament=tournament, user=alice, number=1, keep=[7])
    assert unknown.value.code == "unknown_table"


def test_repairing_respects_the_history(secret_nim, alice):
    tournament = reviewed(alice, count=4)
    services.round_publish(tournament=tournament, user=alice, number=1)
    first_round = {
        frozenset(t)
        for t in (
            [p["username"] for p in table["players"]]
            for table in rounds_of(tournament)[0]["tables"]
        )
    }
    play_round_by_hand(tournament, Rng(b"history", "moves"))
    services.pairings_repair(tournament=tournament, user=alice, number=2, keep=[])
    assert {frozenset(t) for t in tables_of(tournament, 2)}.isdisjoint(first_round)


def test_pairings_of_fixed_formats_are_published_as_they_are(secret_nim, alice):
    tournament = open_with(
        alice, players(4), name="Robin", format="round_robin", review_pairings=True
    )
    services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(Conflict) as fixed:
        services.pairings_swap(tournament=tournament, user=alice, number=1, first="p1", second="p2")
    assert fixed.value.code == "pairings_not_editable"
    assert proposal_for(tournament, 1, alice)["editable"] is False
    services.round_publish(tournament=tournament, user=alice, number=1)
    assert len(unfinished_tables(tournament)) == 2


def test_an_idle_proposal_is_published_by_the_sweep(secret_nim, alice):
    tournament = reviewed(alice)
    assert services.round_proposals_sweep() == 0, "not idle yet"
    later = timezone.now() + PROPOSAL_WAIT + timedelta(minutes=1)
    assert services.round_proposals_sweep(now=later) == 1
    assert Round.objects.get(tournament=tournament, number=1).status == RoundStatus.PLAYING
    entry = log_of(tournament)[-1]
    assert (entry["type"], entry["actor"], entry["data"]["automatic"]) == (
        "pairings_published",
        None,
        True,
    )
    assert services.round_proposals_sweep(now=later) == 0


def test_the_sweep_repairs_an_idle_proposal_left_unpublishable(secret_nim, alice):
    tournament = reviewed(alice)
    services.pairings_table_set(tournament=tournament, user=alice, number=1, table=1, players=[])
    later = timezone.now() + PROPOSAL_WAIT + timedelta(minutes=1)
    assert services.round_proposals_sweep(now=later) == 1
    assert len(unfinished_tables(tournament)) == 3
    assert log_of(tournament)[-1]["data"]["repaired"] is True


def test_late_entry_gets_a_bye_for_each_round_missed(secret_nim, alice, bob):
    tournament = open_with(
        alice, players(4), name="Late", format="swiss", rounds=3, late_bye_points=0.5
    )
    services.tournament_start(tournament=tournament, user=alice)
    play_round_by_hand(tournament, Rng(b"late", "moves"))
    tournament.refresh_from_db()
    assert tournament.current_round == 2
    with pytest.raises(Forbidden):
        services.entrant_late_enter(tournament=tournament, user=bob, username="bob")
    entrant = services.entrant_late_enter(
        tournament=tournament, user=alice, username="bob", reason="arrived late"
    )
    assert (entrant.first_round, entrant.late_byes, entrant.late_points) == (3, 2, 1.0)
    row = next(r for r in tournament_standings(tournament) if r["username"] == "bob")
    assert (row["late_byes"], Fraction(row["score_exact"])) == (2, 1)
    entry = log_of(tournament)[-1]
    assert (entry["type"], entry["reason"], entry["data"]) == (
        "late_entry",
        "arrived late",
        {"username": "bob", "first_round": 3, "byes": 2, "points": 1.0},
    )
    with pytest.raises(Conflict) as twice:
        services.entrant_late_enter(tournament=tournament, user=alice, username="bob")
    assert twice.value.code == "already_registered"
    play_round_by_hand(tournament, Rng(b"late", "moves-2"))
    third = rounds_of(tournament)[2]
    placed = [p["username"] for t in third["tables"] for p in t["players"]] + third["byes"]
    assert "bob" in placed


def test_late_entry_into_a_proposed_round_leaves_the_player_to_place(secret_nim, alice, bob):
    tournament = reviewed(alice)
    entrant = services.entrant_late_enter(tournament=tournament, user=alice, username="bob")
    assert (entrant.first_round, entrant.late_byes, entrant.late_points) == (1, 0, 0.0)
    assert proposal_for(tournament, 1, alice)["unplaced"] == ["bob"]
    services.pairings_repair(tournament=tournament, user=alice, number=1, keep=[1, 2])
    proposal = proposal_for(tournament, 1, alice)
    assert proposal["problem"] is None and proposal["unplaced"] == []


def test_late_entry_refusals(secret_nim, alice, bob):
    knockout = open_with(alice, players(4, "k"), name="Knockout", format="elimination")
    services.tournament_start(tournament=knockout, user=alice)
    with pytest.raises(Conflict) as fixed:
        services.entrant_late_enter(tournament=knockout, user=alice, username="bob")
    assert fixed.value.code == "late_entry_not_possible"
    draft = services.tournament_create(
        user=alice, name="Draft", engine="secret-nim", format="swiss", rounds=1
    )
    with pytest.raises(Conflict) as early:
        services.entrant_late_enter(tournament=draft, user=alice, username="bob")
    assert early.value.code == "wrong_state"
    one_round = open_with(alice, players(4, "o"), name="Short", format="swiss", rounds=1)
    services.tournament_start(tournament=one_round, user=alice)
    with pytest.raises(Conflict) as over:
        services.entrant_late_enter(tournament=one_round, user=alice, username="bob")
    assert over.value.code == "no_round_left"
    assert log_of(knockout) == [] and log_of(one_round) == []


def test_late_bye_points_are_bounded(secret_nim, alice):
    with pytest.raises(PlatformError) as refused:
        services.tournament_create(
            user=alice,
            name="X",
            engine="secret-nim",
            format="swiss",
            rounds=2,
            late_bye_points=10**6,
        )
    assert refused.value.code == "bad_late_bye_points"
    assert TournamentStatus.DRAFT  # the module's enum is in use
