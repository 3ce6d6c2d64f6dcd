"""How long a table's strong bots think a move: a few levels a table chooses from (API, create
form), shown on the table. The default is the cheapest level that beats the greedy bot in at
least 75 % of two-player games (measured: docs/bots.md, "The default level",
tests/benchmarks/bench_bot_levels.py): 100 ms, which won 64 of 68 two-player games against
greedy (94 %, 95 % interval 86-98 %; every engine at 89 % or more). A level is CPU time of the
thinking thread (engines.bots.ismcts)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

BOT_THINK_LEVELS: dict[int, object] = {
    100: _("Quick: 0.1 s a move"),
    250: _("Standard: 0.25 s a move"),
    1000: _("Deep: 1 s a move"),
}
DEFAULT_BOT_THINK_MS = 100


def bot_level_label(think_ms: int) -> str:
    """The level's words ("Standard: 0.25 s a move"), or the milliseconds of another value."""
    label = BOT_THINK_LEVELS.get(think_ms)
    return str(label) if label is not None else f"{think_ms} ms"
