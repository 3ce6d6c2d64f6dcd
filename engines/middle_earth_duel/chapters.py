"""The three chapters: each lays out its cards in the layout of data.LAYOUTS, some face up; a
card is revealed once the cards covering it are taken; when every card of a chapter is taken
the next one is laid out, and after the last the game ends on the regions count. As plain
functions over the decision in progress (`ChapterHost`); the facts they leave
(`chapter_started`, `card_revealed`, `game_ended`) are applied in `state`."""

from __future__ import annotations

from typing import Protocol

from engines.rng import Rng

from .data import CHAPTER_CARDS, LAST_CHAPTER, LAYOUTS
from .state import presence


class ChapterHost(Protocol):
    """The decision being made: its working state and Rng, emitting facts."""

    state: dict
    rng: Rng

    def emit(self, *events: dict) -> None: ...


def draw_card(state: dict, rng: Rng, pool: list[int], chapter: int) -> int:
    """The next card of a chapter: the stacked order first, else at random from the pool."""
    for card in state["card_order"].get(str(chapter), []):
        if card in pool:
            return card
    return rng.choice(sorted(pool))


def lay_out_chapter(host: ChapterHost, chapter: int) -> None:
    """Lay out `chapter`'s cards, drawing the face-up ones."""
    pool = list(CHAPTER_CARDS[chapter])  # in order (sorted), as `draw_card` draws from it
    cards = []
    stacked = str(chapter) in host.state["card_order"]
    randrange = host.rng.randrange
    for slot in LAYOUTS[chapter]["slots"]:
        if slot["face_up"]:
            if stacked:
                card = draw_card(host.state, host.rng, pool, chapter)
                pool.remove(card)
            else:  # draw_card's draw (rng.choice of the sorted pool), the pool kept sorted
                card = pool.pop(randrange(len(pool)))
            cards.append({"slot": slot["slot"], "card": card})
    host.emit({"type": "chapter_started", "chapter": chapter, "cards": cards})


# chapter -> slot -> the face-down slots it covers, in the layout's order
_COVERED: dict[int, list[list[int]]] = {
    chapter: [
        [
            other["slot"]
            for other in layout["slots"]
            if not other["face_up"] and slot["slot"] in other["covered_by"]
        ]
        for slot in layout["slots"]
    ]
    for chapter, layout in LAYOUTS.items()
}


def reveal_uncovered_cards(host: ChapterHost, taken: int) -> None:
    """Draw and turn face up each face-down card whose covering cards are all taken, now that
    the card of slot `taken` is: only the slots it covered can be (every face-down slot has a
    cover, and each is turned up as soon as its last cover is taken)."""
    slots = host.state["slots"]
    layout = LAYOUTS[host.state["chapter"]]["slots"]
    for index in _COVERED[host.state["chapter"]][taken]:
        if slots[index]["taken"] or slots[index]["face_up"]:
            continue
        if all(slots[cover]["taken"] for cover in layout[index]["covered_by"]):
            drawn = draw_card(host.state, host.rng, host.state["pool"], host.state["chapter"])
            host.emit({"type": "card_revealed", "slot": index, "card": drawn})


def chapter_done(state: dict) -> bool:
    """Whether every card of the current chapter has been taken."""
    return all(slot["taken"] for slot in state["slots"])


def lay_out_next_chapter(host: ChapterHost) -> bool:
    """Lay out the chapter after the current one; after the last, end the game on the regions
    count: the player present in more regions wins, equal counts draw. False when it ended."""
    chapter = host.state["chapter"]
    if chapter == LAST_CHAPTER:
        scores = [len(presence(host.state, s)) for s in range(2)]
        winner = None if scores[0] == scores[1] else scores.index(max(scores))
        host.emit(
            {"type": "game_ended", "reason": "regions_count", "scores": scores, "winner": winner}
        )
        return False
    lay_out_chapter(host, chapter + 1)
    return True
