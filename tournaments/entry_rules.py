"""Entry rules other apps add to tournaments (a club's members only): a check and its words.

An app appends to these lists in its AppConfig.ready (clubs does), so tournaments imports none
of them. A check raises an errors.PlatformError with the sentence the player reads; a words
source returns the event's extra rules as sentences for its page (empty when it has none).
"""

from __future__ import annotations

from collections.abc import Callable

entry_checks: list[Callable] = []  # (tournament, user) -> None; may `user` enter this event?
rule_words: list[Callable] = []  # (tournament) -> list[str]; the extra rules in words


def entry_check(tournament, user) -> None:
    for check in entry_checks:
        check(tournament, user)


def entry_rule_lines(tournament) -> list[str]:
    return [line for words in rule_words for line in words(tournament)]
