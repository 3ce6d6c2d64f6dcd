"""The search's fast path, `advance(state, seat, move, rng)`, is the fold of `decide`'s events: at
every ply of random games of every player count and mode, for every legal move (a sample of the
attacks), on the real state (its bag unordered, or stacked) and on a determinization of the seat's
view (an unordered bag, wells as tuples), it gives the state the fold gives (dump_state, the evaluation) and leaves the rng where
decide leaves it. The memos behind it (settled drops, legal moves, the wells' evaluation terms)
give what the plain functions give, whether filled or emptied."""

from __future__ import annotations

from collections import Counter

import pytest

from engines import ENGINES, Rng
from engines.tigris_euphyu import evaluation, rules
from engines.tigris_euphyu.bitboards import near_groups
from engines.tigris_euphyu.board import resolve
from engines.tigris_euphyu.data import COLOUR_INDEX, ORIENTATIONS, WIDTH, standard_bag
from engines.tigris_euphyu.determinize import determinize
from engines.tigris_euphyu.search import _SETTLED, advance, folded, settle
from engines.tigris_euphyu.state import dump_state

ENGINE = ENGINES["tigris-euphyu"]


def _stacked_bag() -> list[str]:
    bag = standard_bag()
    Rng(b"advance", "stacked").shuffle(bag)
    return bag


SETUPS = [
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"mode": "survival"}),
    (3, {"mode": "survival"}),
    (4, {"mode": "survival"}),
    (2, {"bag_order": _stacked_bag()}),  # pairs from the ordered bag's front
    (3, {"mode": "survival", "bag_order": _stacked_bag()}),
]
ATTACKS_CHECKED = 12  # attacks per position (of up to hundreds), a sample drawn from the game


def _same_after(state, seat, move, seed: bytes) -> None:
    fast_rng, fold_rng = Rng(seed, "advance"), Rng(seed, "advance")
    fast = advance(state, seat, move, fast_rng)
    slow = folded(state, ENGINE.decide(state, seat, move, fold_rng))
    assert dump_state(fast) == dump_state(slow), move
    assert fast_rng.randrange(2**64) == fold_rng.randrange(2**64)  # the same draws
    if ENGINE.outcome(slow) is None:
        for each in range(slow.players):
            assert ENGINE.evaluate(fast, each) == ENGINE.evaluate(slow, each)
    # the state moved from is untouched
    assert dump_state(state) == before[id(state)]


before: dict[int, dict] = {}


def _checked_moves(moves: list[dict], rng: Rng) -> list[dict]:
    others = [move for move in moves if move["type"] != "attack"]
    attacks = [move for move in moves if move["type"] == "attack"]
    if len(attacks) > ATTACKS_CHECKED:
        attacks = rng.sample(attacks, ATTACKS_CHECKED)
    return others + attacks


@pytest.mark.parametrize(("players", "options"), SETUPS)
@pytest.mark.parametrize("game", range(2))
def test_advance_is_the_fold_of_decide_at_every_ply(players, options, game):
    rng = Rng(b"advance", f"{players}-{options}-{game}")
    state = None
    for event in ENGINE.start(players, options, rng):
        state = ENGINE.evolve(state, event)
    ply = 0
    while ENGINE.to_act(state):
        seat = ENGINE.to_act(state)[0]
        determinized = determinize(ENGINE.view(state, seat), seat, Rng(b"det", str(ply)))
        for position in (state, determinized):
            before[id(position)] = dump_state(position)
            moves = ENGINE.legal_moves(position, seat)
            for index, move in enumerate(_checked_moves(moves, rng)):
                _same_after(position, seat, move, f"{game}-{ply}-{index}".encode())
        before.clear()
        # mostly drops and ends of turn, an attack now and then, so games reach their ends
        moves = ENGINE.legal_moves(state, seat)
        plain = [move for move in moves if move["type"] != "attack"]
        move = rng.choice(moves if not plain or rng.randrange(4) == 0 else plain)
        for event in ENGINE.decide(state, seat, move, rng):
            state = ENGINE.evolve(state, event)
        ply += 1
    assert ENGINE.outcome(state) is not None


def _settled_wells(rng: Rng, count: int):
    """Random wells, settled as every well of a game is (no group of four left to pop)."""
    colours = list(COLOUR_INDEX)
    for _ in range(count):
        raw = [
            [rng.choice([*colours, "wall:red"]) for _ in range(rng.randrange(7))]
            for _ in range(WIDTH)
        ]
        _steps, settled = resolve(raw)
        yield tuple(tuple(cells) for cells in settled)


def test_settle_is_resolve_with_the_captures_counted():
    rng = Rng(b"settle", "wells")
    colours = list(COLOUR_INDEX)
    chains = Counter()
    for well in _settled_wells(rng, 2000):
        pair = [rng.choice(colours), rng.choice(colours)]
        column = rng.randrange(WIDTH - 1)
        orientation = rng.choice(ORIENTATIONS)
        after, chain, gains = settle(well, column, orientation, pair)
        placed = [list(cells) for cells in well]
        for tile in rules.landed_tiles(well, column, orientation, pair):
            placed[tile["column"]].append(tile["color"])
        steps, settled = resolve(placed)
        assert [list(cells) for cells in after] == [list(cells) for cells in settled]
        assert chain == len(steps)
        counted = [0, 0, 0, 0]
        for step in steps:
            for tile in step["tiles"]:
                counted[COLOUR_INDEX[tile["color"]]] += 1
        assert list(gains) == counted
        chains[min(chain, 2)] += 1
    assert chains[1] and chains[2]  # single pops and chains of two links and more were met


def test_the_memos_give_what_the_plain_functions_give_and_stay_bounded(monkeypatch):
    rng = Rng(b"memo", "game")
    state = None
    for event in ENGINE.start(2, {}, rng):
        state = ENGINE.evolve(state, event)
    for _ in range(40):
        seat = ENGINE.to_act(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        if state.phase == "drop":
            assert [(m["column"], m["orientation"]) for m in moves] == (
                rules.fitting_drops(state.wells[seat])
            )
        else:
            expected = rules._attack_moves_built(
                state.captured[seat], rules.opponents_in(state, seat)
            )
            assert moves == [{"type": "end_turn"}, *expected]
        assert ENGINE.legal_moves(state, seat) == moves
        assert ENGINE.legal_moves(state, seat) is not moves  # each caller gets its own list
        well = state.wells[seat]
        assert evaluation._well_terms(well, "classic") == (
            evaluation.chain_potential(well),
            evaluation.full_well_danger(well, "classic"),
        )
        plain = [move for move in moves if move["type"] != "attack"]
        for event in ENGINE.decide(state, seat, rng.choice(plain), rng):
            state = ENGINE.evolve(state, event)
    monkeypatch.setattr("engines.tigris_euphyu.search.SETTLED_KEPT", 2)
    _SETTLED.clear()
    start = None
    for event in ENGINE.start(2, {}, Rng(b"memo", "bounded")):
        start = ENGINE.evolve(start, event)
    for move in ENGINE.legal_moves(start, 0):  # 18 drops: each a new entry
        after = advance(start, 0, move, Rng(b"memo", "drop"))
        assert dump_state(after) == dump_state(
            folded(start, ENGINE.decide(start, 0, move, Rng(b"memo", "drop")))
        )
        assert len(_SETTLED) <= 2


def _plain_group_sizes(well) -> list[int]:
    """Every group's size, found cell by cell (walls apart)."""
    colours = set(COLOUR_INDEX)
    cells = {
        (column, row): cell
        for column, stack in enumerate(well)
        for row, cell in enumerate(stack)
        if cell in colours
    }
    sizes, seen = [], set()
    for start, colour in cells.items():
        if start in seen:
            continue
        seen.add(start)
        group = [start]
        for column, row in group:
            for near in (
                (column + 1, row),
                (column - 1, row),
                (column, row + 1),
                (column, row - 1),
            ):
                if near not in seen and cells.get(near) == colour:
                    seen.add(near)
                    group.append(near)
        sizes.append(len(group))
    return sizes


def test_the_potential_is_the_first_formula_to_the_bit():
    """The near groups read off the tiles' neighbour counts give the potential summed from every
    group's size, as first written, on any well (settled or not, walls among the tiles)."""
    rng = Rng(b"potential", "wells")
    colours = list(COLOUR_INDEX)
    seen = set()
    for _ in range(3000):
        palette = colours[: 1 + rng.randrange(4)]  # fewer colours: bigger groups
        well = tuple(
            tuple(rng.choice([*palette, "wall:red"]) for _ in range(rng.randrange(9)))
            for _ in range(WIDTH)
        )
        sizes = _plain_group_sizes(well)
        promised = sorted((evaluation.NEAR_GROUP.get(size, 0.0) for size in sizes), reverse=True)
        potential = evaluation.chain_potential(well)
        assert potential == sum(promised[: evaluation.NEAR_GROUPS_COUNTED])
        assert near_groups(well) == (sizes.count(3), sizes.count(2))
        seen.add(potential)
    assert len(seen) > 10


def test_attacks_depend_on_each_colours_count_up_to_four_and_are_built_once():
    rng = Rng(b"attacks", "held")
    for _ in range(200):
        held = [rng.randrange(12) for _ in range(4)]
        targets = [1, 2, 3][: 1 + rng.randrange(3)]
        capped = [min(count, 4) for count in held]
        assert rules._attack_moves_built(capped, targets) == rules._attack_moves_built(
            held, targets
        )
    assert len(rules.ATTACK_MOVES) <= 4 * 5 * 4 * len(rules.RETURN_LISTS)  # 1,600
