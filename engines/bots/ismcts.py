"""The "strong" bot: information-set Monte Carlo tree search (single-observer ISMCTS).

Each iteration samples a full state from the seat's view (`engine.determinize`), so the search
never sees what the seat may not, then walks one tree of move sequences on it:
- at a node, the moves legal in this determinization are its *available* children; the seat to
  act picks among them by UCB1 on its own reward, counting a child's tries only over the
  iterations where it was available (ISMCTS); opponents' nodes are searched the same way on
  their rewards (each seat plays its best as the search sees it);
- progressive widening: a node tries at most WIDEN_BASE * visits ** WIDEN_POWER distinct
  moves, new ones in random order, so games with hundreds of moves still search deep;
- the root first judges each of its moves one ply ahead (as "greedy" does) and tries them
  best-looking first, with that value as a bias that fades as visits come in;
- a new node is judged after a short random rollout (`rollout_plies`) by the engine's
  `evaluate` (every seat's chance to win), which is backed up the path.
The move played is the root's most visited. Chance inside moves is re-drawn each iteration.
The search stops after `iterations` (tests: reproducible given rng) or when the time budget
(`budget_ms`, default BOT_THINK_MS) runs out on `clock`: the thinking thread's CPU time
(`time.thread_time`), so a loaded machine slows the bot's answer but does not weaken it, and the
budget is what the move costs (a ceiling on the wall clock, `wall_factor` times the budget,
keeps a starved worker within its task's time limits).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engines.bots.collector import collector_paused
from engines.bots.judgement import (
    BOT_THINK_MS,
    Clock,
    move_key,
    own_moves,
    played,
    player_count,
    seat_value,
    seat_values,
    state_sampler,
    stream_seed,
)
from engines.contract import Engine, Move, State, View
from engines.keyed_moves import KeyedMove, KeyedMoves, plain_move_key
from engines.rng import Rng

EXPLORATION = 0.3  # UCB1's constant: rewards are win chances from `evaluate`, close together
WIDEN_BASE = 2.0
WIDEN_POWER = 0.5
ROLLOUT_PLIES = 0  # leaf evaluation by default: random plies only add noise to `evaluate`
MAX_TREE_DEPTH = 40
PRIOR_SHARE = 0.3  # of a time budget, at most, for the root's one-ply values
PRIOR_WEIGHT = 1.0  # the root's one-ply values as a bias, fading as 1 / (1 + visits)
WALL_FACTOR = 10.0  # a time budget also stops at this many times the budget on the wall clock


class Node:
    """A node of the search tree: the moves tried from here and the rewards seen through it."""

    __slots__ = (
        "available",
        "bias",
        "children",
        "keys",
        "last_keyed",
        "last_moves",
        "met",
        "order",
        "passes",
        "reached",
        "reward",
        "shift",
        "tried_cache",
        "visits",
    )

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed reward of the seat whose move led here
        # iterations in which this node's move was legal at its parent: counted lazily while
        # the node is among its parent's cached `tried()` children (its parent's `passes` since
        # it joined them, plus `shift`), written back when that list is replaced (`release`)
        self.available = 0
        self.shift = 0
        self.passes = 0  # iterations that found this node's cached `tried()` children legal
        self.bias = 0.0  # a root child's one-ply value times PRIOR_WEIGHT (0 elsewhere)
        # the legal moves met here last, their keys and each key's place among them: most
        # determinizations give a node the same moves (always at the root), and comparing lists
        # is far cheaper than keying them
        self.last_moves: list[Move] | None = None
        self.last_keyed: dict[Any, Move] | None = None  # only when a move came twice
        self.order: dict[Any, int] = {}
        self.keys: list[Any] = []
        # `tried()` as last found, with the number of children then: the same until a child
        # is added or the moves are keyed anew (never changed by its callers); while cached,
        # each of these children is available once more at every pass (`passes`)
        self.tried_cache: tuple[int, list[tuple[Any, Node]]] | None = None
        # the state met here last, its seat to act and legal moves (None: nobody acts); and the
        # state this node's move was played from last with the state it led to, kept when the
        # move drew nothing from the rng: a determinization met again (a game with nothing
        # hidden samples the same state every time) walks the tree without the rules, and
        # another sample of the view carries that result over when the engine can
        # (`transplant`)
        self.met: tuple[State, int | None, list[Move]] | None = None
        self.reached: tuple[State, State] | None = None

    def keyed(self, moves: list[Move]) -> None:
        """Key `moves` (their move_key, each key's place among them), unless they are the
        moves met last; a KeyedMove brings its key, so keying is a list and one dict."""
        if moves is self.last_moves or moves == self.last_moves:
            return
        self.last_moves = moves
        self.release()
        if type(moves) is KeyedMoves and moves.order is not None:  # keyed once by the engine
            self.keys, self.order, self.last_keyed = moves.keys, moves.order, None
            return
        keys = [move.key if type(move) is KeyedMove else plain_move_key(move) for move in moves]
        order = dict(zip(keys, range(len(keys)), strict=True))
        if len(order) == len(keys):
            self.keys, self.order, self.last_keyed = keys, order, None
            return
        # the same move twice: its first place and its last copy, as a dict of the keys keeps
        keyed = dict(zip(keys, moves, strict=True))
        self.keys = list(keyed)
        self.order = {key: place for place, key in enumerate(self.keys)}
        self.last_keyed = keyed

    def move_of(self, key: Any) -> Move:
        """The legal move (met last) of a key."""
        if self.last_keyed is None:
            moves = self.last_moves or []  # keyed before any key is asked for
            return moves[self.order[key]]
        return self.last_keyed[key]

    def fresh_place(self, tried: list[tuple[Any, Node]], rng: Rng) -> int:
        """The place among `keys` of a move not tried yet, uniformly: as rng.choice of the
        untried keys in the moves' order (the same draw), found from the tried ones' places
        instead of listing them."""
        place = rng.randrange(len(self.keys) - len(tried))
        order = self.order
        for key, _ in tried:  # in the moves' order: each tried one at or before shifts it on
            if order[key] <= place:
                place += 1
            else:
                break
        return place

    def move_at(self, place: int) -> Move:
        """The legal move (met last) whose key is `keys[place]` (no key asked for: a place
        just drawn)."""
        if self.last_keyed is None:
            moves = self.last_moves or []
            return moves[place]
        return self.last_keyed[self.keys[place]]

    def tried(self) -> list[tuple[Any, Node]]:
        """The children legal among the last keyed moves, in the moves' order."""
        order = self.order
        children = self.children
        cached = self.tried_cache
        if cached is not None:
            if cached[0] == len(children):
                return cached[1]
            self.release()
        if len(children) == 1:
            tried = [(key, child) for key, child in children.items() if key in order]
        else:
            found = [(order[key], key, child) for key, child in children.items() if key in order]
            found.sort(key=_first)
            tried = [(key, child) for _, key, child in found]
        passes = self.passes
        for _, child in tried:
            child.shift = child.available - passes
        self.tried_cache = (len(children), tried)
        return tried

    def release(self) -> None:
        """Forget the cached `tried()` children, their availability counted in."""
        cached = self.tried_cache
        if cached is not None:
            passes = self.passes
            for _, child in cached[1]:
                child.available = child.shift + passes
            self.tried_cache = None


_LOGS = [0.0, math.log(1)]  # math.log(n) at n (at 0: log(1), as max(available, 1) gives)


def _logs(upto: int) -> list[float]:
    """The table of math.log(n) for every n up to `upto` (the same floats, looked up instead
    of computed: grown as searches go deeper, to the longest search's iterations)."""
    logs = _LOGS
    if len(logs) <= upto:
        log = math.log
        logs.extend([log(n) for n in range(len(logs), upto + 1)])
    return logs


def _select(
    tried: list[tuple[Any, Node]], passes: int, exploration: float, biased: bool
) -> tuple[Any, Node]:
    """The child with the best UCB1 score (plus the root's fading bias when `biased`): the
    first of the best, as max() gives. The score of a child is
        reward / visits + exploration * sqrt(log(max(available, 1)) / visits)
        (+ PRIOR_WEIGHT * its one-ply value / (1 + visits))
    in this order of operations, a child's availability being `shift + passes` while it is
    among its parent's cached children (which `tried` are), never more than `passes`."""
    logs = _logs(passes)
    sqrt = math.sqrt
    best = tried[0]
    best_score = -math.inf
    if biased:
        for pair in tried:
            child = pair[1]
            visits = child.visits
            score = child.reward / visits + exploration * sqrt(logs[child.shift + passes] / visits)
            score += child.bias / (1 + visits)
            if score > best_score:
                best, best_score = pair, score
    else:
        for pair in tried:
            child = pair[1]
            visits = child.visits
            score = child.reward / visits + exploration * sqrt(logs[child.shift + passes] / visits)
            if score > best_score:
                best, best_score = pair, score
    return best


def _first(entry: tuple) -> int:
    return entry[0]


@dataclass
class SearchResult:
    """What a search found: the move, the root's statistics, and the work it took."""

    move: Move
    iterations: int
    seconds: float
    value: float  # the seat's estimated chance to win with the chosen move
    visits: dict[Any, int] = field(default_factory=dict)
    values: dict[Any, float] = field(default_factory=dict)
    moves: dict[Any, Move] = field(default_factory=dict)


@dataclass(frozen=True)
class StrongBot:
    """ISMCTS with a time budget (`budget_ms` per move, default BOT_THINK_MS) or, when
    `iterations` is set, exactly that many iterations (reproducible given rng and view)."""

    name: str = "strong"
    iterations: int | None = None
    rollout_plies: int = ROLLOUT_PLIES
    exploration: float = EXPLORATION
    root_prior: bool = True
    prior_visits: int = 0  # virtual visits at the root's one-ply value given to each new child
    # the budget counts the thinking thread's CPU seconds: what the move costs, whatever the load
    clock: Clock = time.thread_time
    # ... and stops at wall_factor times the budget on the wall clock (None: no such ceiling)
    wall_factor: float | None = WALL_FACTOR
    wall_clock: Clock = time.perf_counter

    def choose(
        self, engine: Engine, view: View, seat: int, rng: Rng, budget_ms: int | None = None
    ) -> Move:
        return self.search(engine, view, seat, rng, budget_ms).move

    def search(
        self, engine: Engine, view: View, seat: int, rng: Rng, budget_ms: int | None = None
    ) -> SearchResult:
        """Search from the seat's view; returns the move with the root's statistics."""
        began = self.clock()
        began_wall = self.wall_clock()
        players = player_count(engine, view)
        sampler = state_sampler(engine, view, seat)
        first = sampler(rng)
        root_moves = own_moves(engine, first, seat)
        if len(root_moves) == 1:
            return SearchResult(root_moves[0], 0, self.clock() - began, math.nan)
        with collector_paused():
            return self._run(
                engine,
                first,
                lambda: sampler(rng),
                seat,
                players,
                rng,
                budget_ms,
                (began, began_wall),
            )

    def search_state(
        self,
        engine: Engine,
        state: State,
        seat: int,
        players: int,
        rng: Rng,
        budget_ms: int | None = None,
    ) -> SearchResult:
        """Search from a fully known state (analysis of a finished game: nothing is hidden),
        with what is still to come by chance drawn anew each iteration (the engine's
        `resample_chance`; engines without it are searched on the state as it is)."""
        began = self.clock()
        began_wall = self.wall_clock()
        own_moves(engine, state, seat)
        resampler = getattr(engine, "resampler", None)
        resample = getattr(engine, "resample_chance", None)
        drawn = resampler(state) if resampler is not None else None

        def sample() -> State:
            if drawn is not None:
                return drawn(rng)
            return state if resample is None else resample(state, rng)

        with collector_paused():
            # the root's judging and the first iteration too see a resampled state, never the
            # state as given (whose bag, deck or dice may hold the real draws to come)
            return self._run(
                engine, sample(), sample, seat, players, rng, budget_ms, (began, began_wall)
            )

    def _run(
        self,
        engine: Engine,
        first: State,
        sample: Callable[[], State],
        seat: int,
        players: int,
        rng: Rng,
        budget_ms: int | None,
        began_at: tuple[float, float],
    ) -> SearchResult:
        began, began_wall = began_at
        root = Node()
        budget = (BOT_THINK_MS if budget_ms is None else budget_ms) / 1000
        timed = self.iterations is None
        wall_deadline = (
            began_wall + self.wall_factor * budget
            if timed and self.wall_factor is not None
            else math.inf
        )
        prior_until = (
            (began + PRIOR_SHARE * budget, began_wall + PRIOR_SHARE * (wall_deadline - began_wall))
            if timed
            else None
        )
        # the states the root's judging reached with moves that drew nothing: each such move's
        # first visit (and, carried over, its next ones) starts from there
        seeded: dict[Any, tuple[State, State]] = {}
        prior, judged = self._root_prior(engine, first, seat, players, rng, prior_until, seeded)
        limit = self.iterations
        deadline = began + budget
        done = 0
        state = first
        # the seat's own moves are the same in every determinization (and every resampling of
        # chance): the root reads them once
        root_moves = own_moves(engine, first, seat)
        if not prior:
            ranking: list[Any] = []
        elif not timed:
            # the root's moves best-looking first (ties: the earlier legal move), as it tries them
            keys = list(dict.fromkeys(move_key(move) for move in root_moves))
            ranking = sorted(keys, key=lambda key: -prior.get(key, 0.0))
        else:
            # the judged moves best-looking first (ties: the order judged), then the others in
            # the random order the judging drew
            ranking = sorted(judged, key=lambda key: -prior.get(key, -1.0))
        wall = self.wall_clock
        while True:
            self._iterate(
                engine, root, state, seat, players, rng, prior, root_moves, ranking, seeded
            )
            done += 1
            if limit is not None:
                if done >= limit:
                    break
            elif self.clock() >= deadline or wall() >= wall_deadline:
                break
            state = sample()
        return _result(engine, first, root, seat, done, self.clock() - began)

    def _root_prior(
        self,
        engine: Engine,
        state: State,
        seat: int,
        players: int,
        rng: Rng,
        until: tuple[float, float] | None,
        seeded: dict[Any, tuple[State, State]] | None = None,
    ) -> tuple[dict[Any, float], list[Any]]:
        """Each root move's value one ply ahead on the first determinization (what "greedy"
        sees), with the same chance draws for every move: the order in which the root tries
        its moves and a bias that fades as the search learns better. With a time budget the
        moves are judged in a random order (drawn from `rng`'s side stream) until `until`
        (the clock's and the wall clock's): the moves not judged by then get no bias, and a
        short budget judges a random part of hundreds of moves, not their first ones. Moves
        of one of the engine's `value_classes` are judged once. Returns the values and, with
        a time budget, every root move's key in the order drawn. `seeded` gets, for each move
        judged that drew nothing, the pair (state, state after it)."""
        if not self.root_prior:
            return {}, []
        chance_seed = stream_seed(rng)
        moves = own_moves(engine, state, seat)
        order: list[Any] = []
        if until is not None:
            moves = list(moves)
            Rng(chance_seed, "prior-order").shuffle(moves)
            order = list(dict.fromkeys(move_key(move) for move in moves))
        # moves the engine knows lead to positions judged alike: one judged, the others copy
        value_classes = getattr(engine, "value_classes", None)
        classes = value_classes(state, seat, moves) if value_classes is not None else None
        judged: dict[Any, float] = {}
        prior = {}
        for index, move in enumerate(moves):
            if until is not None and (self.clock() >= until[0] or self.wall_clock() >= until[1]):
                break
            alike = None if classes is None else classes[index]
            value = judged.get(alike) if alike is not None else None
            if value is None:
                chance = Rng(chance_seed, "prior")
                after = played(engine, state, seat, move, chance)
                value = seat_value(engine, after, seat, players)
                if seeded is not None and not chance.drawn():
                    seeded[move_key(move)] = (state, after)
                if alike is not None:
                    judged[alike] = value
            prior[move_key(move)] = value
        return prior, order

    def _iterate(
        self,
        engine: Engine,
        root: Node,
        state: State,
        seat: int,
        players: int,
        rng: Rng,
        prior: dict[Any, float],
        root_moves: list[Move],
        ranking: list[Any],
        seeded: dict[Any, tuple[State, State]] | None = None,
    ) -> None:
        path: list[Node] = []  # the nodes walked through, after the root
        movers: list[int] = []  # the seat whose move led to each
        node = root
        expanded = False
        advance = getattr(engine, "advance", None)  # what `played` calls, looked up once
        transplant = getattr(engine, "transplant", None)
        for depth in range(MAX_TREE_DEPTH):
            if depth == 0:
                actor, moves = seat, root_moves
            else:
                met = node.met
                if met is None or met[0] is not state:
                    acting = engine.to_act(state)
                    first = acting[0] if acting else None
                    listed = [] if first is None else engine.legal_moves(state, first)
                    met = node.met = (state, first, listed)
                if met[1] is None or not met[2]:
                    break
                actor, moves = met[1], met[2]
            if moves is not node.last_moves:
                node.keyed(moves)
            cached = node.tried_cache
            children = node.children
            tried = cached[1] if cached is not None and cached[0] == len(children) else node.tried()
            # every tried child is available once more (counted lazily: see Node.available)
            passes = node.passes = node.passes + 1
            count = len(tried)
            fresh = None  # the move of a place just drawn (its key's place is known)
            if count < len(node.keys) and count < WIDEN_BASE * (node.visits + 1) ** WIDEN_POWER:
                if depth == 0 and ranking:  # the root tries its moves best-looking first
                    key = next(key for key in ranking if key not in children)
                else:
                    place = node.fresh_place(tried, rng)
                    key = node.keys[place]
                    fresh = node.move_at(place)
                child = Node()
                child.available = 1
                if depth == 0 and seeded:
                    child.reached = seeded.get(key)
                if depth == 0 and prior:
                    child.bias = PRIOR_WEIGHT * prior.get(key, 0.0)
                    if self.prior_visits and key in prior:
                        child.visits = self.prior_visits
                        child.reward = self.prior_visits * prior[key]
                children[key] = child
                expanded = True
            else:
                key, child = _select(tried, passes, self.exploration, depth == 0 and bool(prior))
            reached = child.reached
            if reached is not None and reached[0] is state:
                state = reached[1]
            elif (
                reached is not None
                and transplant is not None
                and (moved := transplant(reached[1], reached[0], state)) is not None
            ):
                # another sample of the same view: the move's known result carried over to it
                # (what advance would give, nothing drawn); the pair is not replaced, so the
                # states further down share its board and are carried over in turn
                state = moved
            else:
                move = node.move_of(key) if fresh is None else fresh
                drawn = rng.drawn()
                if advance is not None:
                    after = advance(state, actor, move, rng)
                else:
                    after = played(engine, state, actor, move, rng)
                if rng.drawn() == drawn:  # no chance: the same state leads to the same state
                    child.reached = (state, after)
                state = after
            path.append(child)
            movers.append(actor)
            node = child
            if expanded:
                break
        values = (
            self._judge(engine, state, players, rng)
            if self.rollout_plies
            else seat_values(engine, state, players)
        )
        root.visits += 1
        for visited, mover in zip(path, movers, strict=True):
            visited.visits += 1
            visited.reward += values[mover]

    def _judge(self, engine: Engine, state: State, players: int, rng: Rng) -> list[float]:
        """Every seat's chance to win after a short random rollout from `state`."""
        for _ in range(self.rollout_plies):
            acting = engine.to_act(state)
            if not acting:
                break
            actor = acting[0]
            move = rng.choice(own_moves(engine, state, actor))
            state = played(engine, state, actor, move, rng)
        return seat_values(engine, state, players)


def _result(
    engine: Engine, first: State, root: Node, seat: int, iterations: int, seconds: float
) -> SearchResult:
    """The root's most visited move (ties: the better mean, then the earlier legal move)."""
    moves = {move_key(move): move for move in own_moves(engine, first, seat)}
    visits = {key: child.visits for key, child in root.children.items() if key in moves}
    values = {
        key: child.reward / child.visits
        for key, child in root.children.items()
        if key in moves and child.visits
    }
    order = list(moves)
    best = max(
        visits or {order[0]: 0},
        key=lambda key: (visits.get(key, 0), values.get(key, 0.0), -order.index(key)),
    )
    return SearchResult(
        moves[best],
        iterations,
        seconds,
        values.get(best, math.nan),
        visits,
        values,
        {key: moves[key] for key in visits},
    )
