"""Playing stored conditional moves inside the transaction of the change that reaches them.

`conditional_moves_play` runs in `play_settle` after the change's rows are appended (and the
dropped seats played): it shows each stored tree the moves of the log it has not seen yet,
then, while a seat that stored something is called to act and its tree (a branch keyed on
exactly the moves it observed) or a standing answer says what to play, plays it like any move
(`apply_move`, the move row marked `conditional`) and looks again, up to
MAX_CONDITIONAL_MOVES in one change: an answer may call another seat whose tree answers in turn.
An answer the rules refuse is dropped, the seat told by the `conditional_move_dropped` notice.
Games where no seat stored anything cost nothing more than reading the seats they already read.
"""

from __future__ import annotations

from django.utils import translation

from errors import PlatformError
from games.conditional.matching import Following, seen_form
from games.conditional.models import ConditionalMoves
from games.log.play_state import MOVE, TAKEN_BACK, PlayState, to_act
from games.models import Game, GameEvent, Seat
from games.services.autoplay import play_dropped_seats
from games.services.decisions import apply_move
from games.signals import conditional_move_dropped

MAX_CONDITIONAL_MOVES = 64  # answers played in one change, all seats together
DROPPED_KEPT = 20  # the last answers that could not be played, kept for the seat to read


class _Seats:
    """The stored rows of a game's seats, followed through one change."""

    def __init__(self, game: Game, rows: list[ConditionalMoves]):
        self.game = game
        self.rows = {row.seat: row for row in rows}
        self.following = {row.seat: Following(list(row.tree), list(row.observed)) for row in rows}
        self.changed: set[int] = set()

    def observe(self, engine, moves: list[GameEvent]) -> None:
        """Show every tree the move rows it has not seen yet; a move taken back leaves the
        position the trees foresaw, so it clears them (standing answers stay)."""
        for move_row in moves:
            for seat, row in self.rows.items():
                if move_row.seq <= row.seen_seq:
                    continue
                row.seen_seq = move_row.seq
                self.changed.add(seat)
                following = self.following[seat]
                if move_row.type == TAKEN_BACK:
                    following.tree, following.observed = [], []
                elif move_row.seat == seat:
                    following.moved_itself()
                else:
                    following.other_moved(seen_form(engine, move_row.data.get("move")))

    def save(self) -> None:
        """Write what changed; a seat with nothing left to play loses its mark."""
        emptied = []
        for seat in sorted(self.changed):
            row = self.rows[seat]
            row.tree = self.following[seat].tree
            row.observed = self.following[seat].observed
            row.seen_seq = max(row.seen_seq, self.game.seq)
            row.save(update_fields=["tree", "observed", "seen_seq", "dropped", "updated_at"])
            if not row.waiting:
                emptied.append(seat)
        if emptied:
            Seat.objects.filter(game=self.game, index__in=emptied).update(
                has_conditional_moves=False
            )


def _answer_for(engine, play: PlayState, seat: int, row, following: Following):
    """(move, branch) the seat's tree or standing answers give now; (None, None) if nothing."""
    branch = following.answer()
    if branch is not None:
        return branch["then"], branch
    standing_answer = getattr(engine, "standing_answer", None)
    if row.standing and standing_answer is not None:
        state = play.engine_state
        legal = engine.legal_moves(state, seat)
        move = standing_answer(engine.view(state, seat), seat, legal, row.standing)
        if move is not None:
            return move, None
    return None, None


def _play_one(game: Game, engine, play: PlayState, seats: _Seats) -> tuple[PlayState, bool]:
    """Play the first answer due among the seats to act; (state, whether one was played)."""
    for seat in to_act(engine, play):
        row = seats.rows.get(seat)
        if row is None or seat in play.dropped:
            continue
        following = seats.following[seat]
        while True:
            move, branch = _answer_for(engine, play, seat, row, following)
            if move is None:
                break
            try:
                with translation.override("en"):  # the notice words it in the reader's language
                    play, rows = apply_move(game, engine, play, seat, move, conditional=True)
            except PlatformError as refusal:
                _dropped(game, row, move, refusal)
                seats.changed.add(seat)
                if branch is None:
                    break  # a standing answer is never refused: it is one of the legal moves
                following.dropped(branch)
                continue
            row.seen_seq = rows[0].seq
            seats.changed.add(seat)
            if branch is not None:
                following.answered(branch)
            return play, True
    return play, False


def _dropped(game: Game, row: ConditionalMoves, move: dict, refusal: PlatformError) -> None:
    entry = {"seq": game.seq, "move": move, "code": refusal.code, "message": str(refusal.message)}
    row.dropped = [*row.dropped, entry][-DROPPED_KEPT:]
    conditional_move_dropped.send(
        sender=Game,
        game=game,
        seat=row.seat,
        move=move,
        code=refusal.code,
        message=entry["message"],
    )


def conditional_moves_play(game: Game, engine, play: PlayState, *, seats: list[Seat]) -> PlayState:
    """Follow the stored trees through the rows just appended and play what they answer
    (with the dropped seats' turns in between), inside the caller's transaction."""
    marked = [seat.index for seat in seats if seat.has_conditional_moves]
    if not marked:
        return play
    rows = list(ConditionalMoves.objects.filter(game=game, seat__in=marked))
    if not rows:
        return play
    followed = _Seats(game, rows)
    since = min(row.seen_seq for row in rows)
    for _answer in range(MAX_CONDITIONAL_MOVES + 1):
        moves = list(
            GameEvent.objects.filter(
                game=game, type__in=(MOVE, TAKEN_BACK), seq__gt=since
            ).order_by("seq")
        )
        since = game.seq
        followed.observe(engine, moves)
        if _answer == MAX_CONDITIONAL_MOVES:
            break
        play, played = _play_one(game, engine, play, followed)
        if not played:
            break
        play = play_dropped_seats(game, engine, play)
    followed.save()
    return play
