"""Tigris & Euphrates in words: the tiles', leaders' and points' names, and the pending decision
(who revolts or goes to war against whom, with what strength and support; what is to be chosen)
in sentences, for the board's conflict panel."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext_lazy

from web.boards.base import BoardContext
from web.boards.svg import as_int, as_list, tag, text, xy
from web.words.value_words import word
from web.words.wording import details_in_words, humanise

# The Korean names are the seeds' (사원, 농장, 시장, 주거지; 성직자, 농부, 상인, 왕).
TILE_LETTERS = {
    "red": pgettext_lazy("temple tile letter", "T"),
    "blue": pgettext_lazy("farm tile letter", "F"),
    "green": pgettext_lazy("market tile letter", "M"),
    "black": pgettext_lazy("settlement tile letter", "S"),
}
TILE_NAMES = {
    "red": gettext_lazy("temple"),
    "blue": gettext_lazy("farm"),
    "green": gettext_lazy("market"),
    "black": gettext_lazy("settlement"),
}
LEADER_LETTERS = {
    "red": pgettext_lazy("priest leader letter", "P"),
    "blue": pgettext_lazy("farmer leader letter", "F"),
    "green": pgettext_lazy("trader leader letter", "T"),
    "black": pgettext_lazy("king leader letter", "K"),
}
LEADER_NAMES = {
    "red": gettext_lazy("priest"),
    "blue": gettext_lazy("farmer"),
    "green": gettext_lazy("trader"),
    "black": gettext_lazy("king"),
}
# The points of each colour are a field of civilisation (종교, 농업, 상업, 정치).
POINT_NAMES = {
    "red": gettext_lazy("religion"),
    "blue": gettext_lazy("agriculture"),
    "green": gettext_lazy("commerce"),
    "black": gettext_lazy("politics"),
}


def named(table: dict, key) -> str:
    return str(table.get(key, key))


def monument_name(name: str) -> str:
    """'red-blue' in words: 'red-blue' / '빨강-파랑'."""
    first, _sep, second = str(name).partition("-")
    return f"{word(first)}-{word(second)}" if second else name


def conflict_panel(view: dict, ctx: BoardContext) -> str:
    """The pending decision (revolt, war, monument, treasures) as a panel of sentences."""
    pending = view.get("pending")
    if not isinstance(pending, dict):
        return ""
    kind = pending.get("kind", "decision")
    titles = {
        "revolt": _("Revolt"),
        "war": _("War"),
        "choose_war": _("Choose the next war"),
        "monument": _("A monument may be built"),
        "treasure": _("Treasures to take"),
    }
    lines = conflict_lines(pending, ctx)
    if not lines:
        details = details_in_words({k: v for k, v in pending.items() if k != "kind"}, ctx.names)
        lines = [details] if details else []
    waiting = ", ".join(ctx.name(s) for s in as_list(view.get("to_act")))
    return tag(
        "section",
        tag("h3", text(titles.get(kind, humanise(kind)))),
        *[tag("p", text(line)) for line in lines],
        tag("p", text(_("Waiting on %(names)s.") % {"names": waiting}), class_="muted")
        if waiting
        else "",
        class_="panel conflict",
        aria_live="polite",
    )


def conflict_lines(pending: dict, ctx: BoardContext) -> list[str]:
    """The pending decision in sentences (who attacks whom, from where, with what strength,
    which supporters; or what is to be chosen); [] for a decision not known here."""
    kind = pending.get("kind")
    if kind in ("revolt", "war"):
        return _fight_lines(kind, pending, ctx)
    chooser = ctx.name(pending.get("seat"))
    if kind == "choose_war":
        colours = ", ".join(named(LEADER_NAMES, c) for c in as_list(pending.get("colors")))
        return [
            _("%(name)s chooses which war to resolve first: %(leaders)s.")
            % {"name": chooser, "leaders": colours}
        ]
    if kind == "monument":
        monuments = ", ".join(monument_name(m) for m in as_list(pending.get("monuments")))
        return [
            _("%(name)s may build a monument on four %(kind)s tiles: %(monuments)s.")
            % {
                "name": chooser,
                "kind": named(TILE_NAMES, pending.get("color")),
                "monuments": monuments,
            }
        ]
    if kind == "treasure":
        count = as_int(pending.get("count"))
        return [
            ngettext(
                "%(name)s takes %(count)d treasure: click it on the board.",
                "%(name)s takes %(count)d treasures: click them on the board.",
                count,
            )
            % {"name": chooser, "count": count}
        ]
    return []


def _fight_lines(kind: str, pending: dict, ctx: BoardContext) -> list[str]:
    leader = named(LEADER_NAMES, pending.get("color"))
    attacker, defender = ctx.name(pending.get("attacker")), ctx.name(pending.get("defender"))
    lines = [
        (
            _("%(attacker)s's %(leader)s revolts against %(defender)s's.")
            if kind == "revolt"
            else _("%(attacker)s's %(leader)s goes to war against %(defender)s's.")
        )
        % {"attacker": attacker, "defender": defender, "leader": leader}
    ]
    for side, name in (("attacker", attacker), ("defender", defender)):
        at = xy(pending.get(f"{side}_at"))
        strength = pending.get(f"{side}_strength")
        support = pending.get(f"{side}_support")
        where = (_(" at %(x)s·%(y)s") % {"x": at[0], "y": at[1]}) if at else ""
        committed = (
            _("supporters not yet committed")
            if support is None
            else ngettext(
                "%(count)d supporter committed", "%(count)d supporters committed", support
            )
            % {"count": support}
        )
        lines.append(
            _("%(name)s%(where)s: strength %(strength)s, %(committed)s.")
            % {
                "name": name,
                "where": where,
                "strength": "—" if strength is None else strength,
                "committed": committed,
            }
        )
    colour = pending.get("support_color") or ("red" if kind == "revolt" else pending.get("color"))
    if colour:
        lines.append(
            _(
                "Supporters are %(kind)s tiles from the hand; the stronger side wins, the defender wins ties."
            )
            % {"kind": named(TILE_NAMES, colour)}
        )
    return lines
