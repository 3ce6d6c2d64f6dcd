"""The rules of a tournament in words, one sentence each, in the active language (for its page,
shown before anyone registers): pairing, scoring, tie-breaks, timeouts, vacation, deadlines."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from django.utils.translation import gettext as _

from games.quiet_keeping import quiet_hours_rule_line
from tournaments.entry_rules import entry_rule_lines
from tournaments.models import Tournament, TournamentFormat
from tournaments.records import DEFAULT_SEEDING_RATING, scoring_of


def _number(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def _pairing_line(tournament: Tournament) -> str:
    size = tournament.players_per_table
    if tournament.format == TournamentFormat.SWISS:
        if size == 2:
            return _(
                "Swiss pairing: players meet others on the same score, never the same opponent "
                "twice when it can be avoided; an odd player out gets a bye, the lowest-ranked "
                "player who has not had one."
            )
        return _(
            "Swiss pairing at tables of %(size)s: tables by score, with the fewest repeat "
            "opponents possible; byes go to the lowest-ranked players with the fewest byes."
        ) % {"size": size}
    if tournament.format == TournamentFormat.ROUND_ROBIN:
        if size == 2:
            return _("Round robin: everyone meets everyone once (FIDE's Berger tables).")
        return _(
            "Round robin at tables of %(size)s: each round seats players with the fewest "
            "repeat meetings, so everyone meets everyone as evenly as possible."
        ) % {"size": size}
    if tournament.format == TournamentFormat.DOUBLE_ROUND_ROBIN:
        return _(
            "Double round robin: everyone meets everyone twice, seats reversed in the second cycle."
        )
    if tournament.format == TournamentFormat.MCMAHON:
        return _mcmahon_line(tournament)
    if tournament.format == TournamentFormat.DOUBLE_ELIMINATION:
        return _(
            "Double elimination: a player is out after a second loss. Players without a loss "
            "and players with one loss are paired apart, never the same opponent twice when it "
            "can be avoided; an odd player out gets a bye. The last players of the two brackets "
            "meet in a grand final, played a second time if the player with one loss wins it."
        )
    return _("Single elimination: the best %(advance)s of each table go on to the next round.") % {
        "advance": tournament.advance
    }


def _bot_level(kind: str) -> str:
    return {"random": _("random"), "greedy": _("greedy"), "strong": _("strong")}.get(kind, kind)


def _rating(value: float) -> str:
    return f"{value:g}"


def _mcmahon_line(tournament: Tournament) -> str:
    """McMahon's starting scores in words: the bar, the band and the groups."""
    groups = tournament.mcmahon_groups or 1
    band = tournament.mcmahon_band or 1
    bar = tournament.mcmahon_bar or 0.0
    return _(
        "McMahon pairing: players start with points by their rating in this game (%(unrated)s "
        "for a player with no rated game in it), fixed at the start — %(top)s for a rating of "
        "%(bar)s or more, one point less for every %(band)s rating points (or part of them) "
        "below it, down to 0 for a rating under %(bottom)s (%(groups)s groups). The starting "
        "points count in the score; then players meet others on the same score, as in a Swiss, "
        "never the same opponent twice when it can be avoided."
    ) % {
        "unrated": _rating(DEFAULT_SEEDING_RATING),
        "top": groups - 1,
        "bar": _rating(bar),
        "band": band,
        "bottom": _rating(bar - (groups - 2) * band),
        "groups": groups,
    }


def _scoring_line(tournament: Tournament) -> str:
    scoring = scoring_of(tournament)
    bye = _number(scoring.bye_value())
    if tournament.players_per_table == 2:
        win, loss = scoring.points_for_places([1, 2])
        draw = scoring.points_for_places([1, 1])[0]
        return _("A win scores %(win)s, a draw %(draw)s, a loss %(loss)s, a bye %(bye)s.") % {
            "win": _number(win),
            "draw": _number(draw),
            "loss": _number(loss),
            "bye": bye,
        }
    points = scoring.points_for_places(list(range(1, tournament.players_per_table + 1)))
    return _("Points by finishing place: %(points)s; a bye %(bye)s.") % {
        "points": ", ".join(_number(value) for value in points),
        "bye": bye,
    }


def event_rule_lines(tournament: Tournament, tiebreak_names: Sequence[str]) -> list[str]:
    """Every rule of the event as a sentence; `tiebreak_names` in the reader's words, in order."""
    lines = [_pairing_line(tournament), _scoring_line(tournament)]
    if tournament.bot_fill:
        lines.append(
            _(
                "Every game has %(size)s seats: a %(level)s bot takes each seat the table's "
                "players leave empty. Places are counted among the players only; bots take no "
                "place."
            )
            % {"size": tournament.players_per_table, "level": _bot_level(tournament.bot_fill)}
        )
    if tournament.format == TournamentFormat.DOUBLE_ELIMINATION:
        lines.append(
            _(
                "Final places: the winner, the loser of the grand final, then the others by the "
                "round of their second loss (later is better); a drawn game goes to the better "
                "seed."
            )
        )
    if tiebreak_names:
        lines.append(
            _("Ties on score are broken by %(order)s.")
            % {"order": _(", then ").join(tiebreak_names)}
        )
    lines.append(_("A player whose clock runs out loses the game."))
    lines.append(_("Tournament games allow no vacation: their clocks always run."))
    lines.append(quiet_hours_rule_line(tournament.quiet_hours_max))
    if tournament.round_seconds:
        lines.append(
            _(
                "A round lasts at most %(seconds)s s; players still owing a move then forfeit "
                "the game."
            )
            % {"seconds": tournament.round_seconds}
        )
    lines.extend(entry_rule_lines(tournament))  # the rules other apps add (a club's members only)
    return lines
