"""What a seat may store: a tree of at most MAX_PLIES moves along any line and MAX_NODES moves in
all, each a bounded move object (games.move_bounds), keyed only on moves whose whole content
the seat will see; standing answers among the questions its game asks. Every refusal is a 400
naming where in the tree it is (`details.path`)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from games.conditional.matching import Tree, canonical
from games.move_bounds import bounded_move

MAX_PLIES = 16  # moves along one line of the tree: the others' and the seat's
MAX_NODES = 200  # moves written in the whole tree
MAX_BRANCHES = 200
MAX_KEY_MOVES = 8  # the others' moves one branch waits for
BRANCH_KEYS = frozenset({"if", "then", "next"})


def _refuse(code: str, message, path: str, **details) -> PlatformError:
    return PlatformError(code, str(message), details={"path": path, **details})


def _move(value: Any, path: str) -> dict:
    try:
        move = bounded_move(value)
    except PlatformError as error:
        raise _refuse(error.code, error.message, path) from error
    if not isinstance(move.get("type"), str) or not move["type"]:
        raise _refuse("bad_conditional_tree", _("A move here is an object with a 'type'."), path)
    return move


def _keys(engine, value: Any, path: str) -> list[dict]:
    keys = value if isinstance(value, list) else [value]
    if not 1 <= len(keys) <= MAX_KEY_MOVES:
        raise _refuse(
            "bad_conditional_tree",
            _("A branch waits for 1 to %(most)d moves of the others.") % {"most": MAX_KEY_MOVES},
            path,
        )
    public = getattr(engine, "public_move", None)
    moves = []
    for index, key in enumerate(keys):
        move = _move(key, f"{path}[{index}]")
        if public is None or not public(move):
            raise _refuse(
                "hidden_move_key",
                _(
                    "A move whose content is hidden from you (%(type)s) cannot be a key of a "
                    "conditional move: you would not see what was played."
                )
                % {"type": move["type"]},
                f"{path}[{index}]",
            )
        moves.append(move)
    return moves


def tree_checked(engine, tree: Any) -> Tree:
    """The tree in its stored form ("if" always a list), or a 400 saying what is wrong."""
    if not isinstance(tree, list):
        raise _refuse("bad_conditional_tree", _("A conditional tree is a list of branches."), "")
    nodes = 0
    checked: Tree = []
    # (branches to read, where the checked ones go, plies above, path), read without recursion
    stack: list[tuple[list, Tree, int, str]] = [(tree, checked, 0, "tree")]
    while stack:
        branches, out, plies, path = stack.pop()
        if not isinstance(branches, list) or len(branches) > MAX_BRANCHES:
            raise _refuse(
                "bad_conditional_tree",
                _("Branches are a list of at most %(most)d.") % {"most": MAX_BRANCHES},
                path,
            )
        seen_keys: set[str] = set()
        for index, branch in enumerate(branches):
            here = f"{path}[{index}]"
            if not isinstance(branch, dict) or not {"if", "then"} <= set(branch) <= BRANCH_KEYS:
                raise _refuse(
                    "bad_conditional_tree",
                    _("A branch is an object with 'if', 'then' and, if more follows, 'next'."),
                    here,
                )
            keys = _keys(engine, branch["if"], f"{here}.if")
            answer = _move(branch["then"], f"{here}.then")
            key_text = canonical(keys)
            if key_text in seen_keys:
                raise _refuse(
                    "duplicate_branch",
                    _("Two branches here wait for the same moves."),
                    here,
                )
            seen_keys.add(key_text)
            nodes += len(keys) + 1
            depth = plies + len(keys) + 1
            if nodes > MAX_NODES:
                raise _refuse(
                    "conditional_tree_too_big",
                    _("A conditional tree holds at most %(most)d moves.") % {"most": MAX_NODES},
                    here,
                )
            if depth > MAX_PLIES:
                raise _refuse(
                    "conditional_tree_too_deep",
                    _("A line of a conditional tree holds at most %(most)d moves.")
                    % {"most": MAX_PLIES},
                    here,
                )
            follows: Tree = []
            out.append({"if": keys, "then": answer, "next": follows})
            if branch.get("next") not in (None, []):
                stack.append((branch["next"], follows, depth, f"{here}.next"))
    return checked


def standing_checked(engine, standing: Any) -> dict[str, str]:
    """The standing answers in their stored form ({question: answer}; an empty answer or null
    leaves a question unanswered), or a 400 naming the question or answer it does not know."""
    if standing is None:
        return {}
    if not isinstance(standing, dict):
        raise _refuse(
            "bad_standing_answer", _("Standing answers are an object: question: answer."), ""
        )
    questions = {q.key: q for q in getattr(engine, "standing_questions", ())}
    checked = {}
    for key, answer in standing.items():
        question = questions.get(key)
        if question is None:
            raise _refuse(
                "unknown_standing_question",
                _("This game asks no standing question %(key)s.") % {"key": repr(key)[:80]},
                f"standing.{str(key)[:80]}",
                questions=sorted(questions),
            )
        if answer in (None, ""):
            continue
        if answer not in question.answers:
            raise _refuse(
                "bad_standing_answer",
                _("The answers to this question are: %(answers)s.")
                % {"answers": ", ".join(question.answers)},
                f"standing.{key}",
            )
        checked[key] = answer
    return checked
