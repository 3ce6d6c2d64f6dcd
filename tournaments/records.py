"""The ORM adapter: a tournament's rows turned into the pairing core's records, and back.

Player ids in the core are `Entrant.pk`. Nothing here writes; services do.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from ratings.models import Rating
from tournaments import pairing
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Round,
    RoundStatus,
    Table,
    TableSeat,
    Tournament,
    TournamentFormat,
)
from tournaments.pairing.scoring import as_fraction

DEFAULT_SEEDING_RATING = 1500.0


def seeding_rating_of(*, user, engine: str) -> float:
    """The rating an entrant is seeded by: their Elo in this game, or the starting rating for a
    player with no rated game yet (the pairing core breaks rating ties by entry)."""
    rating = Rating.objects.filter(user=user, engine=engine).values_list("elo", flat=True).first()
    return DEFAULT_SEEDING_RATING if rating is None else float(rating)


def core_entrant(entrant: Entrant) -> pairing.Entrant:
    return pairing.Entrant(id=entrant.pk, rating=entrant.rating)


def scoring_of(tournament: Tournament) -> pairing.Scoring:
    config = tournament.scoring or {}
    place_points = {int(size): points for size, points in config.get("place_points", {}).items()}
    return pairing.Scoring(
        place_points=place_points,
        bye_points=config.get("bye_points", 1),
        two_player_draw=config.get("two_player_draw"),
    )


def initial_scores_of(tournament: Tournament, entrants: list[Entrant]) -> dict | None:
    """McMahon starting scores of `entrants` by entrant id, from the ratings fixed at the start
    (their rating in this game); None for every other format."""
    if tournament.format != TournamentFormat.MCMAHON:
        return None
    return pairing.mcmahon_scores(
        [core_entrant(entrant) for entrant in entrants],
        bar=tournament.mcmahon_bar or 0.0,
        band=tournament.mcmahon_band or 1,
        groups=tournament.mcmahon_groups or 1,
    )


def late_scores_of(entrants: list[Entrant]) -> dict:
    """Points of the byes late entrants were given for the rounds they missed, by entrant id
    (only those with any)."""
    return {
        entrant.pk: as_fraction(entrant.late_points) for entrant in entrants if entrant.late_points
    }


def starting_scores_of(tournament: Tournament, entrants: list[Entrant]) -> dict | None:
    """What `entrants` start with before their games: the McMahon starting score and a late
    entry's bye points, by entrant id; None when nobody starts above zero (a plain Swiss)."""
    starts = initial_scores_of(tournament, entrants)
    late = late_scores_of(entrants)
    if not late:
        return starts
    combined = dict(starts or {})
    for entrant_id, points in late.items():
        combined[entrant_id] = combined.get(entrant_id, 0) + points
    return combined


def tiebreaks_of(tournament: Tournament) -> tuple[str, ...]:
    return tuple(tournament.tiebreaks or pairing.DEFAULT_TIEBREAKS)


def entrants_in_event(tournament: Tournament) -> list[Entrant]:
    """Everyone who took part once the event started (active or dropped), by seed."""
    return list(
        tournament.entrants.exclude(status=EntrantStatus.WITHDRAWN)
        .select_related("user")
        .order_by("seed", "registered_at", "id")
    )


def active_entrants(tournament: Tournament) -> list[Entrant]:
    return [e for e in entrants_in_event(tournament) if e.status == EntrantStatus.ACTIVE]


def history_of(tournament: Tournament, *, finished_only: bool = True) -> list[pairing.RoundRecord]:
    """Round records in round order; elimination ties (single or double) are broken by seed
    (the better goes on). Annulled tables (a withdrawn player's, tournaments.services.
    withdrawals) are left out: no one scores there."""
    query = Round.objects.filter(tournament=tournament).order_by("number")
    if finished_only:
        query = query.filter(status=RoundStatus.FINISHED)
    else:  # a proposed round is the director's until published
        query = query.exclude(status=RoundStatus.PROPOSED)
    rounds = list(query.prefetch_related("byes"))
    seats = (
        TableSeat.objects.filter(table__round__in=rounds, table__annulled=False)
        .select_related("table", "entrant")
        .order_by("table__round__number", "table__number", "index")
    )
    tables: dict[int, list[TableSeat]] = {}
    for seat in seats:
        tables.setdefault(seat.table_id, []).append(seat)
    by_round: dict[int, list[list[TableSeat]]] = {round_.pk: [] for round_ in rounds}
    for table_seats in tables.values():
        by_round[table_seats[0].table.round_id].append(table_seats)
    break_ties = tournament.format in (
        TournamentFormat.ELIMINATION,
        TournamentFormat.DOUBLE_ELIMINATION,
    )
    history = []
    for round_ in rounds:
        games = []
        for table_seats in by_round[round_.pk]:
            places = [seat.place for seat in table_seats]
            if any(place is None for place in places):
                record_places = None
            elif break_ties:
                record_places = _ties_broken_by_seed(table_seats)
            else:
                record_places = tuple(place for place in places if place is not None)
            games.append(
                pairing.GameRecord(
                    seats=[seat.entrant_id for seat in table_seats], places=record_places
                )
            )
        byes = sorted(entrant.pk for entrant in round_.byes.all())
        history.append(pairing.RoundRecord(games=games, byes=byes))
    return history


def _ties_broken_by_seed(table_seats: list[TableSeat]) -> tuple[int, ...]:
    order = sorted(
        table_seats, key=lambda seat: (seat.place, seat.entrant.seed or 0, seat.entrant_id)
    )
    place_of = {seat.pk: position for position, seat in enumerate(order, start=1)}
    return tuple(place_of[seat.pk] for seat in table_seats)


def places_from_game(table: Table) -> dict[int, int]:
    """Places of a finished table by entrant id: the game's ranks for the players who sat down
    (counted among them: bots that filled seats take no place), then the paired entrants who
    were not seated (dropped before the round), by seed."""
    table_seats = list(table.seats.select_related("entrant").order_by("index"))
    places: dict[int, int] = {}
    if table.game is not None:
        game_seats = {seat.user_id: seat for seat in table.game.seats.all() if not seat.is_bot}
        ranks: dict[int, int] = {}
        for table_seat in table_seats:
            game_seat = game_seats.get(table_seat.entrant.user_id)
            if game_seat is not None:
                if game_seat.rank is None:
                    raise PlatformError("game_unfinished", _("This table's game has no result."))
                ranks[table_seat.entrant_id] = game_seat.rank
        # ranked among the entrants (bots filling seats take no place): 1 + those ahead
        for entrant_id, rank in ranks.items():
            places[entrant_id] = 1 + sum(1 for other in ranks.values() if other < rank)
    absent = sorted(
        (seat for seat in table_seats if seat.entrant_id not in places),
        key=lambda seat: (seat.entrant.seed or 0, seat.entrant_id),
    )
    for position, seat in enumerate(absent, start=len(places) + 1):
        places[seat.entrant_id] = position
    return places
