"""Tigris Euphyu's rules: options, whose move it is, the legal moves and `decide`."""

from __future__ import annotations

from itertools import combinations_with_replacement

from engines.contract import OptionSpec, translatable
from engines.decision_log import DecisionLog
from engines.errors import IllegalMove
from engines.keyed_moves import KeyedMove
from engines.move_fields import choice_field, int_field, is_int
from engines.opening_checks import checked_move_type, checked_options
from engines.rng import Rng
from engines.tigris_euphyu.board import (
    can_drop,
    drop_fits,
    fitting_drops,
    landed_tiles,
    resolve,
    wall_landing_column,
)
from engines.tigris_euphyu.data import (
    ATTACK_COST,
    BAG_COUNTS,
    BAG_SIZE,
    COLOUR_INDEX,
    COLOURS,
    MODES,
    ORIENTATIONS,
    TARGET_POINTS,
    WIDTH,
    chain_points,
    survival_walls,
)
from engines.tigris_euphyu.state import State, evolve

MIN_PLAYERS = 1
MAX_PLAYERS = 4
OPTIONS = (
    OptionSpec(
        "mode",
        translatable(
            "how the game ends: a last round from 20 points (classic) or at the first player "
            "out (survival)"
        ),
        default="classic",
        choices=("classic", "survival"),
    ),
    OptionSpec("bag_order", translatable("the whole bag in draw order"), stacked=True),
)

# Every `return` list an attack may name: 3 colours in the order red, blue, green, black.
RETURN_LISTS: list[tuple[str, ...]] = list(combinations_with_replacement(COLOURS, 3))


# --- options and the first events -------------------------------------------------------------


def start_events(players, options, rng: Rng) -> list[dict]:
    """`game_started` with the checked options, then seat 0's first pair."""
    if not is_int(players):
        raise IllegalMove("bad_options", "The number of players must be a whole number.")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalMove("bad_options", "Tigris Euphyu takes 1 to 4 players.")
    checked_options(options, OPTIONS)
    mode = options.get("mode", "classic")
    if mode not in MODES:
        raise IllegalMove("bad_options", "The mode is 'classic' or 'survival'.")
    if mode == "survival" and players < 2:
        raise IllegalMove("bad_options", "Survival mode takes 2 to 4 players.")
    started = {"type": "game_started", "players": players, "mode": mode}
    if "bag_order" in options:
        started["bag_order"] = _checked_bag_order(options["bag_order"])
    state = evolve(None, started)
    return [started, *_turn_begins(state, None, rng)]


def _checked_bag_order(order) -> list[str]:
    if not isinstance(order, list) or len(order) != BAG_SIZE:
        raise IllegalMove("bad_options", f"bag_order must list all {BAG_SIZE} tiles.")
    counts = dict.fromkeys(COLOURS, 0)
    for tile in order:
        if not isinstance(tile, str) or tile not in counts:
            raise IllegalMove("bad_options", "bag_order holds only red, blue, green and black.")
        counts[tile] += 1
    if counts != BAG_COUNTS:
        raise IllegalMove(
            "bad_options", "bag_order must hold 57 red, 36 blue, 30 green and 30 black tiles."
        )
    return list(order)


# --- who acts and what they may do ------------------------------------------------------------


def to_act(state: State) -> list[int]:
    """The seat owing a decision (the player whose turn it is), or [] once the game is over."""
    if state.phase == "over" or state.seat is None:
        return []
    return [state.seat]


def opponents_in(state: State, seat: int) -> list[int]:
    """The other seats still in, in turn order after `seat`."""
    others = ((seat + step) % state.players for step in range(1, state.players))
    return [other for other in others if not state.out[other]]


def legal_moves(state: State, seat) -> list[dict]:
    """Every move `seat` may make now (complete), [] if it owes nothing. The moves are shared
    KeyedMoves, built once (engines.keyed_moves): like every legal move handed out, they must
    not be changed."""
    if not is_int(seat) or seat not in to_act(state):
        return []
    if state.phase == "drop":
        return list(_drop_moves(state.wells[seat]))
    if state.phase == "send_walls":
        return [SEND_WALLS_MOVES[target] for target in opponents_in(state, seat)]
    return [END_TURN_MOVE, *_attack_moves(state, seat)]


DROP_MOVES: dict[tuple[int, str], KeyedMove] = {
    (column, orientation): KeyedMove(type="drop", column=column, orientation=orientation)
    for column in range(WIDTH)
    for orientation in ORIENTATIONS
}
SEND_WALLS_MOVES = [KeyedMove(type="send_walls", target=target) for target in range(MAX_PLAYERS)]
END_TURN_MOVE = KeyedMove(type="end_turn")

# The legal moves of recent wells' heights and of captures (pure functions' memos: a search meets
# the same ones again and again), emptied when full; callers copy what they hand out. Which
# attacks are affordable depends on each colour's count up to ATTACK_COST only (a wall and three
# returned tiles), so captures are keyed by those: at most 5**4 keys per seat and seats out, each
# a tuple of the attack moves, every one built once (ATTACK_MOVES, at most 1,600).
MOVES_KEPT = 4096
_DROPS: dict[tuple[int, ...], tuple[KeyedMove, ...]] = {}
_ATTACKS: dict[tuple, tuple[KeyedMove, ...]] = {}
ATTACK_MOVES: dict[tuple[int, int, str, tuple[str, ...]], KeyedMove] = {}


def _drop_moves(well) -> tuple[KeyedMove, ...]:
    heights = tuple(map(len, well))
    moves = _DROPS.get(heights)
    if moves is None:
        if len(_DROPS) >= MOVES_KEPT:
            _DROPS.clear()
        moves = _DROPS[heights] = tuple(DROP_MOVES[drop] for drop in fitting_drops(well))
    return moves


def _attack_moves(state: State, seat: int) -> tuple[KeyedMove, ...]:
    held = state.captured[seat]
    if sum(held) < ATTACK_COST:
        return ()
    capped = [count if count < ATTACK_COST else ATTACK_COST for count in held]
    key = (*capped, seat, *state.out)  # the targets: the seats still in after `seat`
    moves = _ATTACKS.get(key)
    if moves is None:
        if len(_ATTACKS) >= MOVES_KEPT:
            _ATTACKS.clear()
        moves = _ATTACKS[key] = tuple(_attack_moves_built(capped, opponents_in(state, seat)))
    return moves


def _attack_moves_built(held: list[int], targets: list[int]) -> list[KeyedMove]:
    moves = []
    for wall_index, wall_colour in enumerate(COLOURS):
        if not held[wall_index]:
            continue
        for returned in RETURN_LISTS:
            if not _affordable(held, wall_colour, returned):
                continue
            for target in targets:
                for column in range(WIDTH):
                    moves.append(_attack_move(target, column, wall_colour, returned))
    return moves


def _attack_move(target: int, column: int, wall_colour: str, returned: tuple[str, ...]):
    key = (target, column, wall_colour, returned)
    move = ATTACK_MOVES.get(key)
    if move is None:
        move = ATTACK_MOVES[key] = KeyedMove(
            type="attack",
            target=target,
            column=column,
            wall=wall_colour,
            **{"return": list(returned)},
        )
    return move


def _affordable(held: list[int], wall_colour: str, returned) -> bool:
    needed = [0, 0, 0, 0]
    for colour in (wall_colour, *returned):
        needed[COLOUR_INDEX[colour]] += 1
    return all(need <= have for need, have in zip(needed, held, strict=True))


# --- decide -----------------------------------------------------------------------------------


def decide(state: State, seat, move, rng: Rng) -> list[dict]:
    """The events a legal move causes; IllegalMove for anything else. Never mutates `state`."""
    kind = checked_move_type(
        move,
        seat,
        move_types=MOVE_HANDLERS,
        game_over=state.phase == "over",
        to_act=to_act(state),
    )
    if kind not in _STEP_MOVES[state.phase]:
        raise IllegalMove("wrong_step", _WRONG_STEP[state.phase])
    return MOVE_HANDLERS[kind](state, seat, move, rng)


_STEP_MOVES = {"drop": ("drop",), "send_walls": ("send_walls",), "act": ("attack", "end_turn")}
_WRONG_STEP = {
    "drop": "Drop your pair first.",
    "send_walls": "Choose who receives your walls first.",
    "act": "Your pair is down: interfere or end your turn.",
}


def _drop(state: State, seat: int, move: dict, rng: Rng) -> list[dict]:
    orientation = choice_field(
        move,
        "orientation",
        ORIENTATIONS,
        "bad_orientation",
        "Orientation is vertical, vertical-flipped, horizontal or horizontal-flipped.",
    )
    column = int_field(move, "column", 0, WIDTH - 1, "bad_column", "Columns are 0 to 4.")
    if orientation.startswith("horizontal") and column == WIDTH - 1:
        raise IllegalMove("bad_column", "A horizontal pair takes columns 0 to 3 (and the next).")
    well = state.wells[seat]
    if not drop_fits(well, column, orientation):
        raise IllegalMove("well_overflow", "That drop would leave a tile above the top row.")
    tiles = landed_tiles(well, column, orientation, state.pair)
    events = [
        {
            "type": "pair_dropped",
            "seat": seat,
            "column": column,
            "orientation": orientation,
            "tiles": tiles,
        }
    ]
    placed = [list(cells) for cells in well]
    for tile in tiles:
        placed[tile["column"]].append(tile["color"])
    steps, _settled = resolve(placed)
    for link, step in enumerate(steps, start=1):
        events.append({"type": "tiles_popped", "seat": seat, "link": link, **step})
    chain = len(steps)
    gained = chain_points(chain)
    total = state.points[seat] + gained
    events.append(
        {"type": "chain_scored", "seat": seat, "chain": chain, "points": gained, "total": total}
    )
    if state.mode == "classic":
        events.extend(_classic_end_checks(state, seat, total))
    elif chain and state.bag:
        events.extend(_survival_walls(state, seat, survival_walls(chain), rng))
    return events


def _classic_end_checks(state: State, seat: int, total: int) -> list[dict]:
    """The last round starting at 20 points, or the game ending after this drop."""
    if state.last_round is None:
        if total < TARGET_POINTS:
            return []
        seats = opponents_in(state, seat)
        events = [{"type": "last_round_started", "seat": seat, "seats": seats}]
        if not seats:
            events.append({"type": "game_ended", "reason": "target_reached"})
        return events
    if not state.last_round:
        return [{"type": "game_ended", "reason": "last_round"}]
    return []


def _survival_walls(state: State, seat: int, count: int, rng: Rng) -> list[dict]:
    targets = opponents_in(state, seat)
    if not targets:
        return []
    if len(targets) == 1:
        return [_walls_sent(state, seat, targets[0], count, rng)]
    return [{"type": "walls_due", "seat": seat, "count": count}]


def _walls_sent(state: State, seat: int, target: int, count: int, rng: Rng) -> dict:
    """Draw up to `count` walls and let them fall: the k-th into column k mod 5 or the next
    column right with room (wrapping); a wall with no room anywhere leaves the game."""
    drawn = draw_tiles(state, min(count, len(state.bag)), rng)
    heights = [len(cells) for cells in state.wells[target]]
    placed, discarded = [], []
    for index, colour in enumerate(drawn):
        column = wall_landing_column(heights, index % WIDTH)
        if column is None:
            discarded.append(colour)
            continue
        placed.append({"color": colour, "column": column, "row": heights[column]})
        heights[column] += 1
    return {
        "type": "walls_sent",
        "seat": seat,
        "target": target,
        "walls": placed,
        "discarded": discarded,
    }


def draw_tiles(state: State, count: int, rng: Rng) -> list[str]:
    """`count` tiles from the bag: its front when ordered, else uniformly at random."""
    if state.ordered:
        return list(state.bag[:count])
    indices = rng.sample(range(len(state.bag)), count)
    return [state.bag[index] for index in indices]


def _target_field(state: State, seat: int, move: dict) -> int:
    target = int_field(
        move, "target", 0, state.players - 1, "bad_target", "Name an opponent's seat."
    )
    if target == seat or state.out[target]:
        raise IllegalMove("bad_target", "The target must be an opponent still in the game.")
    return target


def _send_walls(state: State, seat: int, move: dict, rng: Rng) -> list[dict]:
    target = _target_field(state, seat, move)
    return [_walls_sent(state, seat, target, state.walls_due, rng)]


def _attack(state: State, seat: int, move: dict, rng: Rng) -> list[dict]:
    target = _target_field(state, seat, move)
    column = int_field(move, "column", 0, WIDTH - 1, "bad_column", "Columns are 0 to 4.")
    wall_colour = choice_field(
        move, "wall", COLOURS, "bad_colour", "The wall is a red, blue, green or black tile."
    )
    returned = move.get("return")
    if (
        not isinstance(returned, list)
        or len(returned) != ATTACK_COST - 1
        or not all(isinstance(c, str) and c in COLOUR_INDEX for c in returned)
    ):
        raise IllegalMove("bad_return", "Return exactly 3 captured tiles to the bag.")
    order = [COLOUR_INDEX[c] for c in returned]
    if order != sorted(order):
        raise IllegalMove(
            "return_order", "List returned tiles in the order red, blue, green, black."
        )
    if not _affordable(state.captured[seat], wall_colour, returned):
        raise IllegalMove("not_enough_captured", "You have not captured those 4 tiles.")
    heights = [len(cells) for cells in state.wells[target]]
    landed_column = wall_landing_column(heights, column)
    landed = None if landed_column is None else [landed_column, heights[landed_column]]
    return [
        {
            "type": "attacked",
            "seat": seat,
            "target": target,
            "column": column,
            "wall": wall_colour,
            "returned": list(returned),
            "landed": landed,
        }
    ]


def _end_turn(state: State, seat: int, move: dict, rng: Rng) -> list[dict]:
    ended = {"type": "turn_ended", "seat": seat}
    return [ended, *_turn_begins(evolve(state, ended), seat, rng)]


def _turn_begins(state: State, previous: int | None, rng: Rng) -> list[dict]:
    """The next player's pair, skipping (and putting out) players who cannot drop it; or the
    end of the game when nobody is left to play or the bag cannot supply a pair."""
    log = DecisionLog(state, evolve)
    after = previous
    while True:
        state = log.state
        if state.last_round is not None:
            if not state.last_round:
                log.emit({"type": "game_ended", "reason": "last_round"})
                return log.events
            seat = state.last_round[0]
        else:
            seat = _next_seat_in(state, after)
            if seat is None:
                log.emit({"type": "game_ended", "reason": "all_out"})
                return log.events
        if len(state.bag) < 2:
            log.emit({"type": "game_ended", "reason": "bag_empty"})
            return log.events
        pair = draw_tiles(state, 2, rng)
        log.emit({"type": "pair_drawn", "seat": seat, "tiles": pair})
        if can_drop(log.state.wells[seat]):
            return log.events
        log.emit({"type": "player_out", "seat": seat, "returned": pair})
        if log.state.mode == "survival":
            log.emit({"type": "game_ended", "reason": "player_out"})
            return log.events
        after = seat


def _next_seat_in(state: State, after: int | None) -> int | None:
    """The first seat still in after `after` in turn order (seat 0 to begin), else None."""
    first = 0 if after is None else after + 1
    for step in range(state.players):
        seat = (first + step) % state.players
        if not state.out[seat]:
            return seat
    return None


MOVE_HANDLERS = {
    "drop": _drop,
    "send_walls": _send_walls,
    "attack": _attack,
    "end_turn": _end_turn,
}
