"""`determinize`: a full Tigris & Euphrates state that agrees with everything one seat sees.

Hidden from a seat while the game runs (rules file, "Hidden information"): the other seats'
hands (their sizes are public), the bag's order, the other seats' points per colour and the
treasures each of them took (only how many left the board is public), and with discards "out"
the colours of the tiles other seats swapped out of the game. Everything else is in the view:
the board, leaders, monuments, catastrophes, the pending conflict and its supporters, the tiles
out of play, the wars still to fight.

What is sampled, and how:
- The tiles: of every tile the seat cannot see (153 less the board's face-up tiles, the tiles
  out of play, its own hand and swaps, and supporters committed to the pending conflict) the
  other hands are dealt one tile at a time, each uniformly among the tiles left (a hand's picks
  read off one draw: `drawn_counts`); with discards "out" as many as the others swapped out of
  the game are then taken away the same way. The rest is the bag, left unordered
  (`State.bag_loose`, engines.tigris_euphrates.bag): a draw takes its tiles uniformly from
  what is left when it comes. This is the law of the old sample (every unseen tile shuffled,
  the hands dealt from the front, then the bag in drawing order; tests/engines/tigris_euphrates/test_determinize_deal.py enumerates both), without
  shuffling tiles a sample may never draw. Uniform over what the counts allow, conditioned on
  nothing the other seats did (a seat that kept tiles, or that swapped into the bag and so
  knows the bag's bottom, is not modelled).
- Points: each other seat gets the viewer's own colour totals, dealt to the colours in a random
  order (the points are behind screens; this keeps the others as far along as the viewer).
- Treasures: the ones gone from the board and not the viewer's are given to the other seats one
  at a time, uniformly.
Once the game is over everything but the bag's order is shown, and nothing is sampled.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.dealing import shuffle_orders, spread
from engines.rng import Rng
from engines.tigris_euphrates.data import (
    COLOR_INDEX,
    COLORS,
    HEIGHT,
    MARK,
    SQUARES,
    START_TEMPLES,
    TILE_COUNTS,
    WIDTH,
)
from engines.tigris_euphrates.snapshot import pending_from_json
from engines.tigris_euphrates.state import State, at, keep_regions, regions_of

_SQUARE_OF_KEY = {f"{x},{y}": y * WIDTH + x for x in range(WIDTH) for y in range(HEIGHT)}
_MARKS = "".join(MARK[color] for color in COLORS)
_DRAW_LIMIT = 2**56  # a draw's product of radices at most this (randrange rejects < 1 in 256)


def determinize(view: dict, seat: int, rng: Rng) -> State:
    """A state whose `view(state, seat)` is `view`, its hidden parts sampled with `rng`."""
    return determinizer(view, seat)(rng)


def determinizer(view: dict, seat: int) -> Callable[[Rng], State]:
    """`determinize` for many samples of one view: the view is read once (the board, the
    leaders, the counts of unseen tiles; the regions of the board, computed at most once and
    shared, as every sample has the same board) and each call samples only the hidden parts,
    drawing from its rng exactly as `determinize` does."""
    players = view["players"]
    tile: list[str | None] = [None] * SQUARES
    monument: list[str | None] = [None] * SQUARES
    monuments: dict[str, int] = {}
    catastrophe, treasure = set(), {}
    unseen = [TILE_COUNTS[color] for color in COLORS]
    for key, square in view["squares"].items():
        sq = _SQUARE_OF_KEY[key]
        color = square["tile"]
        if color is not None:
            tile[sq] = color
            unseen[COLOR_INDEX[color]] -= 1
        name = square["monument"]
        if name is not None:
            monument[sq] = name
            if name not in monuments or sq < monuments[name]:
                monuments[name] = sq
        if square["catastrophe"]:
            catastrophe.add(sq)
        if square["treasure"] is not None:
            treasure[sq] = square["treasure"]
    out_of_play = tuple(view["out_of_play"][color] for color in COLORS)
    for index, count in enumerate(out_of_play):
        unseen[index] -= count
    pending = pending_from_json(_copied(view["pending"]))
    if pending is not None and pending["kind"] in ("revolt", "war"):
        committed = (pending["attacker_support"] or 0) + (pending["defender_support"] or 0)
        unseen[COLOR_INDEX[pending["support_color"]]] -= committed

    hidden = [index for index, player in enumerate(players) if "hand" not in player]
    known_treasures = 0
    for player in players:
        if "hand" in player:
            for color in player["hand"]:
                unseen[COLOR_INDEX[color]] -= 1
            for color, count in player["swapped_out"].items():
                unseen[COLOR_INDEX[color]] -= count
            known_treasures += player["treasures"]
    if min(unseen) < 0:
        raise ValueError("the view shows more tiles of a colour than the game has")
    dealt = sum(players[index]["hand_size"] for index in hidden) + view["bag_size"]
    if sum(unseen) < dealt or (view["discards"] == "bag" and sum(unseen) != dealt):
        raise ValueError("the view's hidden tile counts do not add up")

    own_points = [players[seat]["points"][color] for color in COLORS]
    # the viewer's totals in every order `shuffle` could deal them, by the value of its one draw
    # (the same draw and the same order as shuffling them, as engines.dealing.shuffled reads it)
    shuffled_points = [tuple(own_points[place] for place in order) for order in shuffle_orders(4)]
    taken = len(START_TEMPLES) - view["treasures_left"] - known_treasures
    known: list[tuple | None] = []  # per seat: (hand, points, treasures, swapped) when shown
    for player in players:
        if "hand" in player:
            hand = "".join(MARK[color] for color in player["hand"])
            known.append(
                (
                    tuple(hand.count(mark) for mark in _MARKS),
                    tuple(player["points"][color] for color in COLORS),
                    player["treasures"],
                    tuple(player["swapped_out"][color] for color in COLORS),
                )
            )
        else:
            known.append(None)
    hand_sizes = [player.get("hand_size", 0) for player in players]

    leader_at: list[tuple[int, str] | None] = [None] * SQUARES
    leaders = []
    for index, player in enumerate(players):
        placed: dict[str, int | None] = {}
        for color, where in player["leaders"].items():
            placed[color] = None if where is None else at(where)
            if where is not None:
                leader_at[at(where)] = (index, color)
        leaders.append(placed)

    board = State.__new__(State)
    board.players = len(players)
    board.discards_out = view["discards"] == "out"
    board.tile = tile
    board.monument = monument
    board.leader_at = leader_at
    board.catastrophe = frozenset(catastrophe)
    board.treasure = treasure
    board.leaders = tuple(leaders)
    board.catastrophes_left = tuple(player["catastrophes"] for player in players)
    board.out_of_play = out_of_play
    board.monuments_left = tuple(view["monuments_left"])
    board.monuments = monuments
    board.turn = view["turn"]
    board.actions_left = view["actions_left"]
    board.unification = None if view["unification"] is None else at(view["unification"])
    board.wars = tuple(view["wars"])
    board.placed = board.unification
    board.over = view["over"]
    board.bag_loose = 0
    outcome = view["outcome"]
    board.end_reason = None if outcome is None else outcome["details"]["end"]
    board.cache = {}  # the regions, shared by every sample (their board is this one)
    bag_size = view["bag_size"]
    bags: dict[tuple[int, ...], str] = {}  # the bag's string by its counts, built once each

    def sample(rng: Rng) -> State:
        left = list(unseen)
        hands, points, won, swapped = [], [], [], []
        given = iter(spread(taken, len(hidden), rng))
        for index, shown in enumerate(known):
            if shown is not None:
                hands.append(shown[0])
                points.append(shown[1])
                won.append(shown[2])
                swapped.append(shown[3])
                continue
            hands.append(drawn_counts(left, hand_sizes[index], rng))
            points.append(shuffled_points[rng.randrange(len(shuffled_points))])
            won.append(next(given))
            swapped.append((0, 0, 0, 0))
        if sum(left) > bag_size:  # discards "out": the others swapped the rest out of the game
            drawn_counts(left, sum(left) - bag_size, rng)
        state = board.clone()
        state.hands = tuple(hands)
        state.points = tuple(points)
        state.treasures_won = tuple(won)
        left_key = tuple(left)
        bag = bags.get(left_key)
        if bag is None:
            bag = bags[left_key] = "".join(mark * n for mark, n in zip(_MARKS, left, strict=True))
        state.bag = bag
        state.bag_loose = bag_size
        state.swapped_out = tuple(swapped)
        state.pending = pending_from_json(_copied(view["pending"]))
        keep_regions(board, state)
        if "regions" not in board.cache:  # the first sample computes them for every other
            board.cache["regions"] = regions_of(state)
            board.cache["without"] = state.cache.setdefault("without", {})
        return state

    return sample


def drawn_counts(left: list[int], count: int, rng: Rng) -> tuple[int, ...]:
    """`count` tiles drawn one at a time from the tiles `left` (counts per colour, in COLORS
    order), each uniformly among those still there; `left` loses them. The drawn tiles' counts
    per colour. The picks are the mixed-radix digits of one `randrange` below the product of
    the numbers of tiles left at each pick (as many picks a draw as keep that product within
    _DRAW_LIMIT: a hand of six from a hundred tiles is one draw): the digits of a uniform
    number are independent and uniform, each pick uniform among the tiles then left, as one
    `randrange` a tile would give (engines.dealing reads a shuffle's indices the same way)."""
    drawn = [0] * len(left)
    remaining = sum(left)
    while count:
        product, picks = 1, 0
        while picks < count and product * (remaining - picks) <= _DRAW_LIMIT:
            product *= remaining - picks
            picks += 1
        word = rng.randrange(product)
        count -= picks
        for _ in range(picks):
            pick = word % remaining
            word //= remaining
            index = 0
            while pick >= left[index]:
                pick -= left[index]
                index += 1
            left[index] -= 1
            drawn[index] += 1
            remaining -= 1
    return tuple(drawn)


def _copied(pending: dict | None) -> dict | None:
    """The pending decision with lists of its own, so the state shares nothing with the view."""
    if pending is None:
        return None
    return {
        key: list(value) if isinstance(value, list) else value for key, value in pending.items()
    }


def resample_chance(state: State, rng: Rng) -> State:
    """The state with the draws to come left to chance: its bag unordered, each tile drawn
    uniformly from what is left when a draw comes (engines.tigris_euphrates.bag: the law of a
    bag shuffled anew); everything else kept (hands, points, board). Nothing is drawn now."""
    return _unordered_bag(state)


def resampler(state: State) -> Callable[[Rng], State]:
    """`resample_chance` for many samples of one state: one state for every sample (nothing is
    drawn until a draw comes), so a search meets the moves before the first draw again by
    identity (the tree's cache, engines.bots.ismcts)."""
    unordered = _unordered_bag(state)
    return lambda rng: unordered


def _unordered_bag(state: State) -> State:
    new = keep_regions(state, state.clone())
    if "legal" in state.cache:  # the bag's order changes no legal move
        new.cache["legal"] = state.cache["legal"]
    new.bag_loose = len(state.bag)
    return new
