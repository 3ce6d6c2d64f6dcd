"""The rules of a ladder in words, one sentence each, in the active language (for its page)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.quiet_keeping import quiet_hours_rule_line
from ladders.rules import LadderRules


def _days(value: float) -> str:
    return f"{value:g}"


def rule_lines(rules: LadderRules) -> list[str]:
    """Every rule of `rules` as a sentence a player reads before joining."""
    lines = [
        _(
            "You may challenge players up to %(places)s places above you, or %(percent)s%% of "
            "your position if that is more."
        )
        % {"places": rules.reach_places, "percent": f"{rules.reach_fraction * 100:g}"}
    ]
    if rules.reach_by_rating > 0:
        lines.append(
            _("You may also challenge the %(count)s players above you nearest your rating.")
            % {"count": rules.reach_by_rating}
        )
    lines.append(
        ngettext(
            "You may have at most %(count)s open challenge of your own.",
            "You may have at most %(count)s open challenges of your own.",
            rules.max_open_challenges,
        )
        % {"count": rules.max_open_challenges}
    )
    lines.append(
        _(
            "A player answers at most %(top)s open challenges at positions 1–5, %(middle)s at "
            "6–10 and %(below)s below."
        )
        % {
            "top": rules.incoming_cap_top_5,
            "middle": rules.incoming_cap_top_10,
            "below": rules.incoming_cap_below,
        }
    )
    if rules.rechallenge_from_game_end:
        lines.append(
            _("You may challenge the same player again %(days)s days after your last game ends.")
            % {"days": _days(rules.rechallenge_after_days)}
        )
    else:
        lines.append(
            _("You may challenge the same player again %(days)s days after your last challenge.")
            % {"days": _days(rules.rechallenge_after_days)}
        )
    if rules.timeout_removes_player:
        lines.append(_("A player who times out loses the game and is removed from the ladder."))
    else:
        lines.append(_("A player who times out loses the game."))
    if rules.annul_timeout_without_moves:
        lines.append(_("A game that times out before any move is annulled."))
    lines.append(_("Ladder games allow no vacation: their clocks always run."))
    lines.append(quiet_hours_rule_line(rules.quiet_hours_max))
    if rules.leaving_resigns_challenges:
        lines.append(_("Leaving the ladder resigns your open challenges."))
    else:
        lines.append(_("Leaving the ladder cancels your open challenges."))
    if rules.inactivity_spares_top:
        lines.append(
            _(
                "Players with no game for %(days)s days are dropped, except the player at the "
                "top, who can challenge no one."
            )
            % {"days": _days(rules.inactive_after_days)}
        )
    else:
        lines.append(
            _("Players with no game for %(days)s days are dropped.")
            % {"days": _days(rules.inactive_after_days)}
        )
    return lines
