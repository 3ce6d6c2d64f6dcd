"""Running rounds: pair and start a round, record a finished table, advance, deadlines, finish.

The functions that take a `tournament` expect the caller to hold its row lock inside a
transaction; `table_result_record`, `round_deadlines_enforce` and `table_results_sweep` take ids
(they are what the Celery tasks call) and lock it themselves. Everything is idempotent: a table
is recorded once, a round is paired once (unique round numbers, checked under the lock).
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from engines import ENGINES
from errors import Conflict, PlatformError
from games.models import Game, GameStatus
from games.services import game_create, game_resign
from games.services.seating import game_seat_users
from notifications.services import notifications_send
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
    TournamentStatus,
)
from tournaments.notification_kinds import ROUND_PAIRED
from tournaments.records import (
    active_entrants,
    core_entrant,
    entrants_in_event,
    history_of,
    places_from_game,
    scoring_of,
    starting_scores_of,
)
from tournaments.selectors import standings_compute
from tournaments.signals import tournament_finished

if TYPE_CHECKING:
    from datetime import datetime

# more than any format needs: a round per loop, and rounds of forfeits only are rare
MAX_ROUNDS_AT_ONCE = 64


def pairing_error(error: pairing.PairingUserError, *, status: int = 409) -> PlatformError:
    """The pairing core's refusal as a platform error (same code and sentence)."""
    return PlatformError(error.code, error.message, status=status)


def next_pairing(tournament: Tournament) -> pairing.Pairing | None:
    """The pairing of the round after `current_round`, or None when the event is over."""
    number = tournament.current_round + 1
    history = history_of(tournament)
    try:
        if tournament.format in (TournamentFormat.SWISS, TournamentFormat.MCMAHON):
            active = active_entrants(tournament)
            if number > (tournament.rounds or 0) or (number > 1 and len(active) < 2):
                return None
            return pairing.swiss_round(
                [core_entrant(entrant) for entrant in active],
                history,
                table_size=tournament.players_per_table,
                min_table_size=tournament.min_table_size,
                scoring=scoring_of(tournament),
                initial_scores=starting_scores_of(tournament, active),
            )
        if tournament.format == TournamentFormat.DOUBLE_ELIMINATION:
            # players who dropped are left out: they lose no game, they simply stop
            return pairing.double_elimination_round(
                [core_entrant(entrant) for entrant in active_entrants(tournament)], history
            )
        if tournament.format in (TournamentFormat.ROUND_ROBIN, TournamentFormat.DOUBLE_ROUND_ROBIN):
            if number > (tournament.rounds or 0):
                return None
            if tournament.players_per_table > 2:  # tables of 3+: fewest repeat meetings
                return pairing.table_round_robin_round(
                    [core_entrant(entrant) for entrant in active_entrants(tournament)],
                    history,
                    tournament.players_per_table,
                    tournament.min_table_size,
                )
            field = [e for e in entrants_in_event(tournament) if e.first_round == 1]
            cycles = 2 if tournament.format == TournamentFormat.DOUBLE_ROUND_ROBIN else 1
            return pairing.round_robin_round([core_entrant(e) for e in field], number, cycles)
        return pairing.elimination_round(
            [core_entrant(entrant) for entrant in entrants_in_event(tournament)],
            history,
            table_size=tournament.players_per_table,
            advance=tournament.advance,
            min_table_size=tournament.min_table_size,
        )
    except pairing.PairingUserError as error:
        if error.code == "tournament_finished":
            return None
        if number > 1 and error.code == "too_few_players":
            return None  # drops left too few to pair: the standings so far are final
        raise pairing_error(error) from error


def round_pair_and_start(tournament: Tournament) -> Round | None:
    """Pair the next round, create its games (seated in the pairing's seat order) and start
    them; or finish the tournament when no round is left. The caller holds the lock.

    With `review_pairings` on, the round is only proposed: its tables and seats exist, but no
    game, no deadline and no notification until the director publishes it (`round_start`)."""
    result = next_pairing(tournament)
    if result is None:
        tournament_finish(tournament)
        return None
    number = tournament.current_round + 1
    if Round.objects.filter(tournament=tournament, number=number).exists():
        raise Conflict(
            "round_exists", _("Round %(number)s has already been paired.") % {"number": number}
        )
    round_ = Round.objects.create(
        tournament=tournament, number=number, status=RoundStatus.PROPOSED, deadline=None
    )
    round_.byes.set([int(pk) for pk in result.byes])  # the pairing's players are entrant ids
    entrants: dict[pairing.PlayerId, Entrant] = {
        entrant.pk: entrant for entrant in entrants_in_event(tournament)
    }
    for table_number, players in enumerate(result.tables, start=1):
        table_seats_create(round_, table_number, [entrants[pk] for pk in players])
    tournament.current_round = number
    tournament.save(update_fields=["current_round"])
    if tournament.review_pairings:
        return round_
    round_start(tournament, round_)
    return round_


def table_seats_create(round_: Round, number: int, players: list[Entrant]) -> Table:
    """A table of a round with its entrants seated in order (no game yet)."""
    table = Table.objects.create(round=round_, number=number)
    TableSeat.objects.bulk_create(
        [TableSeat(table=table, entrant=entrant, index=i) for i, entrant in enumerate(players)]
    )
    return table


def round_start(tournament: Tournament, round_: Round) -> Round:
    """Start a paired round: a game per table, the deadline running from now, every entrant
    told where they play. The automatic path and the director's publishing both end here."""
    now = timezone.now()
    tables = list(round_.tables.order_by("number"))
    for table in tables:
        seats = list(table.seats.select_related("entrant__user").order_by("index"))
        _table_game_start(tournament, table, seats)
    round_.status = RoundStatus.PLAYING
    round_.started_at = now
    round_.deadline = (
        now + timedelta(seconds=tournament.round_seconds) if tournament.round_seconds else None
    )
    round_.save(update_fields=["status", "started_at", "deadline"])
    round_paired_notify(round_=round_)
    return round_


def _table_game_start(tournament: Tournament, table: Table, seats: list[TableSeat]) -> Table:
    """The table's game; players who dropped are not seated. When fewer than a game needs
    are left, the table is a forfeit: those present first, then the absent, each by seed."""
    players = [seat.entrant for seat in seats]
    present = [entrant for entrant in players if entrant.status == EntrantStatus.ACTIVE]
    bots = _bot_seats(tournament, len(present))
    if len(present) >= 2 and len(present) + bots >= ENGINES[tournament.engine].min_players:
        game = game_create(
            user=tournament.organiser,
            engine=tournament.engine,
            players=len(present) + bots,
            options=tournament.options,
            rated=tournament.rated,
            time_control=tournament.time_control,
            join=False,
            random_seating=False,  # the pairing chose the seats (balanced first moves)
            quiet_hours_max=tournament.quiet_hours_max,
        )
        game_seat_users(
            game=game,
            users=[entrant.user for entrant in present] + [None] * bots,
            bot_kind=tournament.bot_fill,
        )
        table.game = game
        table.save(update_fields=["game"])
        return table
    by_seed = sorted(players, key=lambda e: (e.status != EntrantStatus.ACTIVE, e.seed or 0, e.pk))
    place_of = {entrant.pk: place for place, entrant in enumerate(by_seed, start=1)}
    for seat in seats:
        seat.place = place_of[seat.entrant_id]
    TableSeat.objects.bulk_update(seats, ["place"])
    table.finished = True
    table.forfeit = True
    table.save(update_fields=["finished", "forfeit"])
    return table


def _bot_seats(tournament: Tournament, present: int) -> int:
    """Bots to seat beside `present` entrants: with the event's `bot_fill`, as many as the
    table's size lacks (after the entrants, who keep the pairing's order); else none."""
    if not tournament.bot_fill:
        return 0
    return max(0, tournament.players_per_table - present)


def round_paired_notify(*, round_: Round) -> list:
    """Tell each active entrant of a new round where they play (or that they have a bye).

    Sent through games' notifications inside this transaction: the feed rows commit with the
    round, and email and webhooks go out after the commit.
    """
    tournament = round_.tournament
    base = {
        "tournament": tournament.pk,
        "name": tournament.name,
        "round": round_.number,
        "deadline": round_.deadline.isoformat() if round_.deadline else None,
    }
    items = []
    seats = TableSeat.objects.filter(table__round=round_).select_related("table", "entrant__user")
    for seat in seats:
        if seat.entrant.status == EntrantStatus.ACTIVE:
            payload = {
                **base,
                "table": seat.table.number,
                "game": seat.table.game_id,
                "seat": seat.index,
                "bye": False,
            }
            items.append((seat.entrant.user, ROUND_PAIRED, payload))
    for entrant in round_.byes.select_related("user"):
        items.append(
            (entrant.user, ROUND_PAIRED, {**base, "table": None, "game": None, "bye": True})
        )
    return notifications_send(items=items)


def table_result_record(*, game_id: int) -> bool:
    """Copy a finished game's places onto its tournament table; when that was the round's last
    table, pair and start the next round (or finish). False when there was nothing to do."""
    table = Table.objects.filter(game_id=game_id).select_related("round").first()
    if table is None:
        return False
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=table.round.tournament_id)
        table = Table.objects.select_related("game").get(pk=table.pk)
        if table.finished or tournament.status != TournamentStatus.RUNNING:
            return False
        if table.game is None or table.game.status != GameStatus.FINISHED:
            return False
        places = places_from_game(table)
        seats = list(table.seats.all())
        for seat in seats:
            seat.place = places[seat.entrant_id]
        TableSeat.objects.bulk_update(seats, ["place"])
        table.finished = True
        table.save(update_fields=["finished"])
        rounds_advance(tournament)
    return True


def rounds_advance(tournament: Tournament) -> None:
    """While the current round has every table finished, close it and pair the next."""
    for _round in range(MAX_ROUNDS_AT_ONCE):
        if tournament.status != TournamentStatus.RUNNING:
            return
        round_ = Round.objects.get(tournament=tournament, number=tournament.current_round)
        if round_.status == RoundStatus.PROPOSED:
            return  # the director publishes it (or the proposals' sweep, when left idle)
        if round_.status == RoundStatus.PLAYING:
            if round_.tables.filter(finished=False).exists():
                return
            round_.status = RoundStatus.FINISHED
            round_.finished_at = timezone.now()
            round_.save(update_fields=["status", "finished_at"])
        if round_pair_and_start(tournament) is None:
            return
    raise RuntimeError(f"tournament {tournament.pk}: too many rounds paired at once")


def tournament_finish(tournament: Tournament) -> None:
    """Final standings written onto the tournament and its entrants (the caller holds the lock)."""
    rows = standings_compute(tournament)
    rank_of = {row["entrant"]: row["rank"] for row in rows}
    entrants = list(tournament.entrants.filter(pk__in=rank_of).select_related("user"))
    for entrant in entrants:
        entrant.final_rank = rank_of[entrant.pk]
    Entrant.objects.bulk_update(entrants, ["final_rank"])
    tournament.final_standings = rows
    tournament.status = TournamentStatus.FINISHED
    tournament.finished_at = timezone.now()
    tournament.save(update_fields=["final_standings", "status", "finished_at"])
    tournament_finished.send(
        sender=Tournament,
        tournament=tournament,
        standings=[(e.user, e.final_rank) for e in entrants if e.user_id is not None],
    )


def _game_end_at_deadline(game: Game) -> bool:
    """Seats still owing a move when the round's deadline passes forfeit (recorded as
    resignations) until the game is over."""
    for _seat in range(game.seat_count):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        for seat in game.seats.filter(index__in=game.to_act, dropped=False).select_related("user"):
            if seat.user is None:  # a bot's turn: the bots' task plays it
                continue
            try:
                game_resign(game=game, user=seat.user)
            except Conflict:
                continue  # moved or finished meanwhile
    game.refresh_from_db()
    return game.status == GameStatus.FINISHED


def round_deadlines_enforce(*, now: datetime | None = None) -> int:
    """End the unfinished games of rounds past their deadline; returns how many were ended."""
    now = now or timezone.now()
    late = Table.objects.filter(
        finished=False,
        game__isnull=False,
        round__status=RoundStatus.PLAYING,
        round__deadline__lte=now,
        round__tournament__status=TournamentStatus.RUNNING,
    ).select_related("game")
    ended = 0
    for table in late:
        if table.game is None:  # not read: the query asks for a game
            continue
        if _game_end_at_deadline(table.game):
            ended += 1
        table_result_record(game_id=table.game.pk)
    return ended


def table_results_sweep() -> int:
    """Record finished games whose task was lost (a broker outage); returns how many."""
    game_ids = list(
        Table.objects.filter(
            finished=False,
            game__status=GameStatus.FINISHED,
            round__tournament__status=TournamentStatus.RUNNING,
        ).values_list("game_id", flat=True)
    )
    return sum(1 for game_id in game_ids if table_result_record(game_id=game_id))
