"""Double elimination for two-player games: out after a second loss.

Each round, from the finished games of `history` (a game needs a winner; byes lose nothing):
the players with no loss (the winners' bracket) are paired among themselves, and so are the
players with one loss (the losers' bracket), each in seed order (see `elimination.seed_order`) by
the two-player Swiss matching with every score equal: no rematch when avoidable, an odd player
out gets a bye (the lowest seed without one). A player alone in the winners' bracket waits (a
bye) while the losers' bracket has more than one player; when one player is left in each, they
meet in the grand final, and if the winners' bracket player loses it, both have one loss and they
play once more. The event is over when one player has fewer than two losses.

Unlike a printed bracket, the losers' bracket is re-paired every round rather than following
fixed lines: every player still gets two lives, and the field halves about as fast.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .elimination import seed_order
from .errors import PairingUserError
from .records import Entrant, Pairing, PlayerId, RoundRecord, check_entrants, check_finished
from .scoring import Scoring, Tally, check_places, tally_history
from .swiss import pair_two_player


def losses_of(history: Sequence[RoundRecord]) -> Counter:
    """Losses per player in the finished two-player games of `history` (a draw is refused)."""
    losses: Counter = Counter()
    for number, round_record in enumerate(history, start=1):
        for game in round_record.games:
            check_places(game)
            if len(game.seats) != 2:
                raise PairingUserError("bad_table_size", "Double elimination is two-player.")
            places = list(game.places or ())
            if places[0] == places[1]:
                raise PairingUserError(
                    "tied_game", f"Round {number}: an elimination game needs a winner."
                )
            losses[game.seats[places.index(2)]] += 1
    return losses


def double_elimination_round(
    entrants: Sequence[Entrant], history: Sequence[RoundRecord]
) -> Pairing:
    """The next round of a double elimination (see the module)."""
    check_entrants(entrants, 2)
    check_finished(history)
    losses = losses_of(history)
    seeds = seed_order(entrants)
    alive = [player for player in seeds if losses[player] < 2]
    if len(alive) <= 1:
        raise PairingUserError("tournament_finished", "The event already has its winner.")
    known = tally_history(history, Scoring())
    tallies = {
        player: Tally(byes=known.get(player, Tally()).byes, met=known.get(player, Tally()).met)
        for player in alive
    }
    winners = [player for player in alive if losses[player] == 0]
    losers = [player for player in alive if losses[player] == 1]
    if len(winners) == 1 and len(losers) == 1:
        return Pairing(tables=[[winners[0], losers[0]]])  # the grand final
    pairing = Pairing()
    if len(winners) == 1:
        pairing.byes.append(winners[0])  # waits for the losers' bracket
    elif winners:
        _add(pairing, pair_two_player(winners, tallies))
    if len(losers) == 1:
        pairing.byes.append(losers[0])
    elif losers:
        _add(pairing, pair_two_player(losers, tallies))
    return pairing


def _add(pairing: Pairing, part: Pairing) -> None:
    pairing.tables.extend(part.tables)
    pairing.byes.extend(part.byes)


def champion(entrants: Sequence[Entrant], history: Sequence[RoundRecord]) -> PlayerId | None:
    """The winner once one player has fewer than two losses, else None."""
    losses = losses_of(history)
    alive = [entrant.id for entrant in entrants if losses[entrant.id] < 2]
    return alive[0] if len(alive) == 1 else None
