"""Board renderers, from hand-made views that follow the rules files (the engines land later):
what is drawn, which moves become clickable targets, and robustness to missing or odd keys."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from tests.web.sample_views import (
    ATTACK_MOVES,
    CHOICE_MOVES,
    MIDDLE_EARTH_CHOICE,
    NAMES,
    REVOLT_MOVES,
    SAMPLES,
    TIGRIS_EUPHRATES_REVOLT,
    sample,
)
from web.boards.rendering import render_board

SLUGS = sorted(SAMPLES)


def ids_of_live_targets(html: str) -> set[str]:
    return set(re.findall(r'<rect id="([^"]+)"[^>]*class="target"', html))


@pytest.mark.parametrize("slug", SLUGS)
def test_a_full_view_draws_without_falling_back(slug):
    view, moves, seat = sample(slug)
    board = render_board(slug, view, seat, NAMES, moves)
    assert board.notice == ""
    assert board.html.startswith('<div class="board') and "<svg" in board.html
    assert ids_of_live_targets(board.html) == {c.target for c in board.targeted}
    assert len(board.choices) == len(moves) and all(c.label for c in board.choices)


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize(
    "view",
    [
        {},
        {
            "players": None,
            "squares": [],
            "areas": "x",
            "slots": [None, 3],
            "regions": {"arnor": None},
        },
        {
            "players": [None, {"well": "?", "leaders": 5}],
            "pair": ["red"],
            "track": {"hobbits": "far"},
        },
    ],
    ids=["empty", "wrong-types", "partial"],
)
def test_missing_or_odd_keys_never_break_a_board(slug, view):
    _, moves, seat = sample(slug)
    board = render_board(slug, view, seat, NAMES, moves)
    assert board.notice == "" and "<svg" in board.html


def test_a_renderer_that_fails_falls_back_to_the_view_as_data(monkeypatch):
    from web.faces.registry import face_for

    def broken(ctx):
        raise KeyError("surprise")

    monkeypatch.setattr(face_for("tigris-euphyu").board, "draw", broken)
    view, moves, seat = sample("tigris-euphyu")
    board = render_board("tigris-euphyu", view, seat, NAMES, moves)
    assert board.notice.startswith("The board could not be drawn")
    assert "view-table" in board.html and all(c.target is None for c in board.choices)


def test_tigris_euphrates_board_pieces_and_targets():
    view, moves, seat = sample("tigris-euphrates")
    board = render_board("tigris-euphrates", view, seat, NAMES, moves)
    html = board.html
    assert html.count('fill="#9fd3ee"') == 41  # the river squares of the map
    assert html.count("<polygon points=") >= 10 + 2  # ten treasures + the monument's halves
    assert "9,6, king of alice" in html and "11,0, priest of bob" in html
    assert "red-black monument" in html and "11,5, catastrophe" in html
    assert "Your hidden hand" in html and html.count('title="red tile"') == 2
    assert board.families == [
        "Place a red tile (temple)",
        "Place a blue tile (farm)",
        "Place the blue leader (farmer)",
        "Place a catastrophe",
    ]
    assert {c.target for c in board.targeted} == {"te-9-7", "te-7-5", "te-4-3", "te-9-5", "te-2-2"}
    assert [c.label for c in board.buttons] == ["Withdraw the priest", "Pass (use one action)"]
    # the swap is played by selecting the hand's tiles, then one button of the status bar
    assert [(c.label, c.picks) for c in board.picked] == [("Swap temple, farm", ["red", "blue"])]
    assert board.pick_labels[2] == "Swap 2 tiles" and board.pick_labels[1] == "Swap 1 tile"
    assert html.count('class="chip hand-tile"') == len(view["players"][seat]["hand"])
    assert 'data-pick="red"' in html and 'aria-pressed="false"' in html


def test_tigris_euphrates_hides_what_the_view_hides():
    view, _moves, _ = sample("tigris-euphrates")
    board = render_board("tigris-euphrates", view, 1, NAMES, [])
    assert "Your hidden hand" not in board.html  # bob's view has no hand for bob in this sample
    assert board.html.count(">hidden<") >= 2  # bob's points and treasures are not in the view


def test_tigris_euphrates_conflict_panel_offers_supporters():
    board = render_board("tigris-euphrates", TIGRIS_EUPHRATES_REVOLT, 1, NAMES, REVOLT_MOVES)
    assert "<h3>Revolt</h3>" in board.html and "Waiting on bob." in board.html
    assert "bob&#x27;s priest revolts against alice&#x27;s." in board.html
    assert "bob: strength 1, supporters not yet committed." in board.html
    assert "Supporters are temple tiles from the hand" in board.html
    assert [c.label for c in board.buttons] == [
        "Commit 0 supporters",
        "Commit 1 supporter",
        "Commit 2 supporters",
    ]


def test_tigris_euphyu_wells_pair_and_orientations():
    view, moves, seat = sample("tigris-euphyu")
    board = render_board("tigris-euphyu", view, seat, NAMES, moves)
    assert board.families == [
        "Drop upright: red below blue",
        "Drop upright: blue below red",
        "Drop flat: red left, blue right (click the left column)",
        "Drop flat: blue left, red right (click the left column)",
    ]
    assert {c.target for c in board.targeted} == {f"eu-0-{c}" for c in range(5)}
    assert "wall (a black tile turned face down)" in board.html and "Pair to drop" in board.html
    assert "7 pts · chain 2" in board.html
    # alice: 7 points + her weakest colour (black 0), in her box
    assert "Score now <strong>7</strong>" in board.html
    assert "Score now <strong>4</strong>" in board.html  # bob: 3 points + 1


def test_tigris_euphyu_attacks_target_the_opponents_well():
    view, _, seat = sample("tigris-euphyu")
    board = render_board("tigris-euphyu", view, seat, NAMES, ATTACK_MOVES)
    assert {c.target for c in board.targeted} == {f"eu-1-{c}" for c in range(5)}
    assert board.families == ["Attack bob: a red wall, returning red, red, blue"]
    assert [c.label for c in board.buttons] == ["End the turn"]


def test_after_the_flood_map_boxes_and_panels():
    view, moves, seat = sample("after-the-flood")
    board = render_board("after-the-flood", view, seat, NAMES, moves)
    html = board.html
    assert html.count('class="border"') == 31 and html.count('class="border one-way"') == 4
    assert (
        "expanded city of alice" in html
        and "2 workers of alice" in html
        and "2 armies of bob" in html
    )
    assert "Turn </li>" not in html and "2 of 5" in html and "bob → alice → carol" in html
    assert {c.target for c in board.targeted} == {
        "atf-ur",
        "atf-eridu",
        "atf-mittani",
        "atf-irrigation",
        "atf-isin",
    }
    assert "Build a city" in board.families and any(
        f.startswith("Start the Isin empire") for f in board.families
    )
    assert [c.move["type"] for c in board.buttons] == ["trade", "pass"]


def test_middle_earth_duel_layout_regions_and_track():
    view, moves, seat = sample("middle-earth-duel")
    board = render_board("middle-earth-duel", view, seat, NAMES, moves)
    html = board.html
    assert html.count('class="card-back"') == 8  # rows 2 and 4 of chapter 1 are face down
    assert html.count('class="card-gone"') == 1 and html.count('class="card-available"') == 6
    assert "Frodo and Sam on space 15" in html and "The Nazgûl on space 3" in html
    assert (
        "Rohan, 1 units of Sauron, 1 units of Fellowship, fortress of Fellowship, Rohan landmark: "
        "Place 3 units in Rohan. Cost: ruse 3, knowledge 1, leadership 2, plus 1 coin per fortress."
        in html
    )
    assert board.families == [
        "Take a card and play it",
        "Take a card and discard it for coins",
        "Take a landmark (place a fortress)",
    ]
    assert {c.target for c in board.targeted} == {
        f"me-slot-{s}" for s in (9, 14, 15, 16, 18, 19)
    } | {"me-region-gondor"}


def test_middle_earth_duel_cards_landmarks_and_tokens_say_what_they_do():
    view, moves, seat = sample("middle-earth-duel")
    view = {**view, "players": [dict(player) for player in view["players"]]}
    view["players"][0]["tokens"] = [{"race": "elves", "token": 0}, {"race": "ents", "token": 2}]
    html = render_board("middle-earth-duel", view, seat, NAMES, moves).html
    # a face-up card's title: colour, effect, cost and chain symbols, from the engine's table
    assert (
        "slot 6: Green card: Race symbol: humans. Cost: courage 2, knowledge 1. Free with the "
        "horseshoe chain symbol. Gives the scroll chain symbol." in html
    )
    # what can be taken now, in a panel: the available cards and the face-up landmarks
    assert "<h3>On offer</h3>" in html
    assert "Slot 19 — Grey card: One skill of knowledge / leadership / ruse each turn." in html
    assert "Lindon landmark: Reveal 2 alliance tokens of a race you choose and keep 1." in html
    assert "Slot 6 —" not in html  # not available: only its title tells it
    # kept alliance tokens by their effect
    assert "Elves token: Whenever you play a yellow card: Take another turn." in html
    assert (
        "Ents token: 3 times, each one of: Remove 1 enemy unit. / The opponent loses 1 coin. / "
        "Move 1 of your units to an adjacent region." in html
    )
    with translation.override("ko"):
        korean = render_board("middle-earth-duel", view, seat, NAMES, moves).html
    assert "요정 토큰: 노란 카드를 낼 때마다: 한 턴 더 합니다." in korean
    assert "린돈 장소 타일:" in korean and "On offer" not in korean


def test_middle_earth_duel_region_choice_is_clickable():
    board = render_board("middle-earth-duel", MIDDLE_EARTH_CHOICE, 0, NAMES, CHOICE_MOVES)
    assert board.families == ["Choose a region"]
    assert {c.target for c in board.targeted} == {"me-region-gondor", "me-region-rohan"}
    assert "Decision: a region" in board.html


def test_middle_earth_duel_unit_moves_are_named_in_the_active_language(caplog):
    """A move_unit decision's options are objects (from, to): listed, not placed, no error."""
    moves = [{"type": "choose", "option": {"from": "mordor", "to": "gondor"}}]
    view = {
        **MIDDLE_EARTH_CHOICE,
        "pending": {"kind": "move_unit", "options": [moves[0]["option"]], "optional": True},
    }
    board = render_board("middle-earth-duel", view, 0, NAMES, moves)
    assert "Decision: a unit to move" in board.html and not caplog.records
    with translation.override("ko"):
        korean = render_board("middle-earth-duel", view, 0, NAMES, moves).html
    assert "결정: 이동할 부대" in korean


def test_text_from_a_view_is_escaped():
    view, moves, seat = sample("after-the-flood")
    names = ["<script>alert(1)</script>", "bob", "carol"]
    board = render_board("after-the-flood", view, seat, names, moves)
    assert "<script>" not in board.html and "&lt;script&gt;" in board.html


REAL_ENGINES = sorted(slug for slug in __import__("engines").ENGINES if slug in SAMPLES)


@pytest.mark.parametrize("slug", REAL_ENGINES)
def test_the_registered_engines_views_draw_without_falling_back(slug, caplog):
    """Every seat's view (and a spectator's) along a random game, with its moves placed."""
    from engines import ENGINES, Rng
    from engines.bots import random_move

    engine = ENGINES[slug]
    players = {"after-the-flood": 3, "middle-earth-duel": 2}.get(slug, 2)
    seed = b"board-sweep"
    state = None
    events = engine.start(players, {}, Rng(seed, "0"))
    for event in events:
        state = engine.evolve(state, event)
    count, chooser = len(events), Rng(seed, "bots")
    for ply in range(60):
        if ply % 6 == 0:
            for seat in [None, *range(players)]:
                moves = engine.legal_moves(state, seat) if seat is not None else []
                board = render_board(slug, engine.view(state, seat), seat, NAMES[:players], moves)
                assert board.notice == "" and ids_of_live_targets(board.html) == {
                    c.target for c in board.targeted
                }
        acting = engine.to_act(state)
        if not acting:
            break
        move = random_move(engine, state, acting[0], chooser)
        for event in engine.decide(state, acting[0], move, Rng(seed, str(count))):
            state, count = engine.evolve(state, event), count + 1
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


# --- After the Flood's fee: one choice of its own, not a copy of every target and button ---------

GRAIN, TEXTILE, WORKER = {"resource": "grain"}, {"resource": "textile"}, {"worker": 1}


def _with_fees(moves: list[dict]) -> list[dict]:
    """The sample's actions once per fee, as the engine lists them once anybody passed (grain
    cannot pay for the action that spends the last grain)."""
    listed = [move for move in moves if move["type"] == "pass"]
    for fee in (GRAIN, TEXTILE, WORKER):
        for move in moves:
            if move["type"] != "pass" and not (fee == GRAIN and move.get("pay") == "grain"):
                listed.append({**move, "fee": fee})
    return listed


def test_after_the_flood_fee_is_chosen_apart_from_the_targets_and_buttons():
    view, moves, seat = sample("after-the-flood")
    plain = render_board("after-the-flood", view, seat, NAMES, moves)
    board = render_board("after-the-flood", view, seat, NAMES, _with_fees(moves))
    assert len(board.choices) == len(_with_fees(moves))
    assert sorted(board.families) == sorted(plain.families)  # the fee adds no family
    assert not any("fee" in c.label.lower() or "fee" in (c.family or "") for c in board.choices)
    assert [c.move["type"] for c in board.buttons] == ["pass", "trade"]  # one trade button
    assert board.buttons[1].move["fee"] == GRAIN  # the cheapest fee first
    assert {c.target for c in board.targeted} == {c.target for c in plain.targeted}
    assert ids_of_live_targets(board.html) == {c.target for c in board.targeted}
    assert board.option_legend == "Pay the action's fee with"
    assert board.options == [
        ('{"resource": "grain"}', "grain"),
        ('{"resource": "textile"}', "textile"),
        ('{"worker": 1}', "a worker"),
    ]
    irrigation = [c for c in board.choices if c.target == "atf-irrigation"]
    assert [c.option for c in irrigation] == ['{"resource": "textile"}', '{"worker": 1}']
    assert len({c.group for c in irrigation}) == 1 and irrigation[0].full_label.endswith(
        "— textile"
    )
    data = board.script_data()
    assert {(d["group"], d["option"]) for d in data if d["move"]["type"] == "trade"} == {
        (board.buttons[1].group, option) for option, _ in board.options
    }
    assert plain.options == [] and plain.option_legend == ""


def test_after_the_flood_fee_choice_in_korean():
    from django.utils import translation

    view, moves, seat = sample("after-the-flood")
    with translation.override("ko"):
        board = render_board("after-the-flood", view, seat, NAMES, _with_fees(moves))
        words = [label for _, label in board.options]
        legend = board.option_legend
    assert words == ["곡물", "직물", "일꾼 1명"] and legend == "행동 비용으로 낼 것"


def test_after_the_flood_real_fees_keep_families_and_buttons_few():
    """After a pass, the engine's moves (every action once per fee) make no more families, buttons
    or targets than the same actions with one fee."""
    from tests.engines.after_the_flood.game_setup import Game, place

    game = Game()
    game.run((0, place("textile", "guti", 1)), (1, {"type": "pass", "bid": {}}))
    moves = game.legal(2)
    one_fee = [m for m in moves if m.get("fee", GRAIN) == GRAIN]
    assert len(moves) > 3 * len(one_fee)
    view = game.view(2)
    board = render_board("after-the-flood", view, 2, NAMES, moves)
    single = render_board("after-the-flood", view, 2, NAMES, one_fee)
    assert sorted(board.families) == sorted(single.families)
    assert sorted(c.label for c in board.buttons) == sorted(c.label for c in single.buttons)
    assert {c.target for c in board.targeted} == {c.target for c in single.targeted}
    assert [label for _, label in board.options][:2] == ["grain", "textile"]
    assert {label for _, label in board.options} >= {"a worker", "wood", "gold"}


def test_after_the_flood_names_a_players_empire_in_words():
    view, moves, seat = sample("after-the-flood")
    players = [dict(p) for p in view["players"]]
    players[1]["empire"] = {
        "name": "amorites",
        "armies": 3,
        "owner": 1,
        "equipment": 2,
        "equip": {"textile": 1},
        "area": "amorites",
        "rating": "A",
    }
    board = render_board("after-the-flood", {**view, "players": players}, seat, NAMES, moves)
    assert "<b>Empire</b> Amorites, rated A</div>" in board.html
    assert "equipment" not in board.html and "owner" not in board.html


def test_tigris_euphrates_conflict_panel_reads_as_sentences():
    war = {
        **TIGRIS_EUPHRATES_REVOLT,
        "pending": {
            "kind": "war",
            "color": "green",
            "attacker": 0,
            "defender": 1,
            "attacker_at": [9, 10],
            "defender_at": [11, 10],
            "attacker_strength": 3,
            "defender_strength": 2,
            "support_color": "green",
            "attacker_support": 2,
            "defender_support": None,
        },
    }
    html = render_board("tigris-euphrates", war, 1, NAMES, REVOLT_MOVES).html
    assert "alice&#x27;s trader goes to war against bob&#x27;s." in html
    assert "alice at 9·10: strength 3, 2 supporters committed." in html
    assert "bob at 11·10: strength 2, supporters not yet committed." in html
    for raw in ("attacker_at", "support color", "attacker support", "None", "[9"):
        assert raw not in html
    chooser = {**war, "pending": {"kind": "choose_war", "seat": 0, "colors": ["red", "blue"]}}
    html = render_board("tigris-euphrates", chooser, 0, NAMES, []).html
    assert "alice chooses which war to resolve first: priest, farmer." in html


PENDING_DECISIONS = [
    (
        {
            "kind": "battle",
            "seat": 0,
            "area": "nippur",
            "enter": 2,
            "after": "expand",
            "defender": 1,
            "needs": 5,
        },
        "Battle in Nippur",
        [
            "alice attacks bob&#x27;s armies in Nippur.",
            "Each roll of two dice totalling 5 or more removes one defending army; a miss costs "
            "alice one available army.",
            "alice rolls the dice or calls the battle off.",
        ],
    ),
    (
        {"kind": "after_expand", "seat": 2},
        "Expand again?",
        ["carol may pay 1 army to expand once more, or end the action."],
    ),
    (
        {"kind": "expand_next", "seat": 1},
        "One more expansion",
        ["bob has paid 1 army and chooses where to expand."],
    ),
]


@pytest.mark.parametrize(("pending", "title", "lines"), PENDING_DECISIONS)
def test_after_the_flood_tells_the_pending_decision_in_sentences(pending, title, lines):
    view, moves, seat = sample("after-the-flood")
    board = render_board("after-the-flood", {**view, "pending": pending}, seat, NAMES, moves)
    panel = re.search(r'<section class="panel conflict"[^>]*>(.*?)</section>', board.html).group(1)
    assert f"<h3>{title}</h3>" in panel
    assert re.findall(r"<p>(.*?)</p>", panel) == lines
    assert "seat:" not in panel and "_" not in panel  # no field names, no identifiers


def test_after_the_flood_pending_decision_in_korean():
    view, moves, seat = sample("after-the-flood")
    with translation.override("ko"):
        board = render_board(
            "after-the-flood",
            {**view, "pending": {"kind": "expand_next", "seat": 1}},
            seat,
            NAMES,
            moves,
        )
    assert "추가 확장" in board.html
    assert "bob이(가) 군대 1개를 냈고, 확장할 곳을 고릅니다." in board.html
    assert "Expand" not in board.html.split('class="panel conflict"')[1].split("</section>")[0]


def test_a_pending_decision_of_a_kind_the_board_does_not_know_is_still_a_sentence():
    view, moves, seat = sample("after-the-flood")
    board = render_board(
        "after-the-flood", {**view, "pending": {"kind": "mystery", "seat": 0}}, seat, NAMES, moves
    )
    panel = board.html.split('class="panel conflict"')[1].split("</section>")[0]
    assert "A decision is pending" in panel and "alice is to decide" in panel


def test_after_the_flood_decision_buttons_say_what_they_do():
    view, _moves, seat = sample("after-the-flood")
    pending = {"kind": "after_expand", "seat": seat}
    moves = [{"type": "expand_again", "pay_army": True}, {"type": "end_action"}]
    board = render_board("after-the-flood", {**view, "pending": pending}, seat, NAMES, moves)
    assert [c.label for c in board.choices] == ["Expand again (pay 1 army)", "End the action"]
    battle = [{"type": "roll"}, {"type": "call_off"}]
    with translation.override("ko"):
        board = render_board("after-the-flood", view, seat, NAMES, battle)
    assert [c.label for c in board.choices] == ["주사위 굴리기", "전투 그만두기"]
