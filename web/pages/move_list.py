"""The replay's move list as HTML, built in Python: a long game has hundreds of entries, and the
template engine spent most of a replay step on them. Every text is escaped here
(`conditional_escape`: the sentences in words may already be safe HTML)."""

from __future__ import annotations

from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _


def move_list_html(plies: list[dict], ply: int, perspective: int | None, over: bool) -> SafeString:
    """The <li> items of the move list: the current ply marked, each linking to its step (seen
    from `perspective` once the game is over), with the analysis' hint where there is one."""
    suffix = f"&amp;as={int(perspective)}" if perspective is not None and over else ""
    hint_title = conditional_escape(_("The move that lost the most, by the analysis"))
    parts: list[str] = []
    for entry in plies:
        number = int(entry["number"])
        current = number == ply
        marked = ' aria-current="step"' if current else ""
        parts.append(
            f'<li id="ply-{number}" class="{"current" if current else ""}" value="{number}">'
            f'<a href="?ply={number}{suffix}"{marked}>{conditional_escape(entry["title"])}</a>'
        )
        if entry.get("hint"):
            parts.append(
                f' <span class="analysis-hint" title="{hint_title}">'
                f"⚠ {conditional_escape(entry['hint'])}</span>"
            )
        judgement = entry.get("judgement")
        if judgement:
            parts.append(
                f' <span class="judgement judgement-{conditional_escape(judgement["kind"])}">'
                f"{conditional_escape(judgement['text'])}</span>"
            )
        if entry["events"]:
            lines = "".join(f"<li>{conditional_escape(line)}</li>" for line in entry["events"])
            parts.append(f'<ul class="ply-events">{lines}</ul>')
        parts.append("</li>")
    return mark_safe("".join(parts))  # noqa: S308 - every text above is escaped
