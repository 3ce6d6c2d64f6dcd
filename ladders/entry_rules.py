"""Entry rules other apps add to ladders (a club's members only): a check and its words.

An app appends to these lists in its AppConfig.ready (clubs does), so ladders imports none of
them. A check raises an errors.PlatformError with the sentence the player reads; a words source
returns the ladder's extra rules as sentences for its page (empty when it has none).
"""

from __future__ import annotations

from collections.abc import Callable

entry_checks: list[Callable] = []  # (ladder, user) -> None; may `user` join this ladder?
rule_words: list[Callable] = []  # (ladder) -> list[str]; the extra rules in words


def entry_check(ladder, user) -> None:
    for check in entry_checks:
        check(ladder, user)


def entry_rule_lines(ladder) -> list[str]:
    return [line for words in rule_words for line in words(ladder)]
