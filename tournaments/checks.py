"""Who may do what to a tournament now: the checks the organising services run under their lock,
and that `selectors.tournament_controls_for` runs to decide which buttons a page offers. Each
check raises an errors.PlatformError to refuse, with the sentence the player reads."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden
from reliability.checks import event_minimum_check
from tournaments.entry_rules import entry_check
from tournaments.models import (
    Entrant,
    EntrantStatus,
    Table,
    Tournament,
    TournamentFormat,
    TournamentStatus,
)

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

BEFORE_START = (TournamentStatus.DRAFT, TournamentStatus.REGISTRATION, TournamentStatus.CLOSED)
OVER = (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)


def organised_by(tournament: Tournament, user) -> None:
    if user is None or tournament.organiser_id != user.pk:
        raise Forbidden("not_organiser", _("Only the tournament's organiser can do this."))


def status_in(tournament: Tournament, allowed: Iterable[object], message: StrOrPromise) -> None:
    if tournament.status not in allowed:
        raise Conflict("wrong_state", message, details={"status": tournament.status})


def registration_open_check(tournament: Tournament, user) -> None:
    organised_by(tournament, user)
    status_in(
        tournament,
        (TournamentStatus.DRAFT, TournamentStatus.CLOSED),
        _("Registration can be opened only before the tournament starts."),
    )


def registration_close_check(tournament: Tournament, user) -> None:
    organised_by(tournament, user)
    status_in(tournament, (TournamentStatus.REGISTRATION,), _("Registration is not open."))


def register_check(tournament: Tournament, user, now: datetime) -> Entrant | None:
    """The user's earlier entry (withdrawn, to be made active again) or None, when `user` may
    register now: registration open and inside its window, not registered, a place free, and the
    event's reliability minimum met."""
    status_in(tournament, (TournamentStatus.REGISTRATION,), _("Registration is not open."))
    if tournament.registration_opens_at and now < tournament.registration_opens_at:
        raise Conflict("registration_not_yet_open", _("Registration has not opened yet."))
    if tournament.registration_closes_at and now >= tournament.registration_closes_at:
        raise Conflict("registration_closed", _("Registration has closed."))
    entrant = Entrant.objects.filter(tournament=tournament, user=user).first()
    if entrant is not None and entrant.status == EntrantStatus.ACTIVE:
        raise Conflict("already_registered", _("You are already registered."))
    active = tournament.entrants.filter(status=EntrantStatus.ACTIVE).count()
    if tournament.max_entrants is not None and active >= tournament.max_entrants:
        raise Conflict("tournament_full", _("This tournament is full."))
    event_minimum_check(tournament, user)  # the organiser's reliability minimum, if any
    entry_check(tournament, user)  # the rules other apps add (a club's members only)
    return entrant


def withdraw_check(tournament: Tournament, user) -> Entrant:
    """The entry that withdraws: registered, and the tournament not started."""
    entrant = Entrant.objects.filter(
        tournament=tournament, user=user, status=EntrantStatus.ACTIVE
    ).first()
    if entrant is None:
        raise Conflict("not_registered", _("You are not registered for this tournament."))
    status_in(
        tournament,
        BEFORE_START,
        _("The tournament has started; ask the organiser to drop you."),
    )
    return entrant


def start_check(tournament: Tournament, user) -> None:
    """The organiser, before the start (whether there are players enough is the start's own
    refusal, so that the organiser reads how many are missing)."""
    organised_by(tournament, user)
    status_in(
        tournament,
        (TournamentStatus.REGISTRATION, TournamentStatus.CLOSED),
        _("Only a tournament taking or done taking registrations can start."),
    )


def drop_check(tournament: Tournament, user) -> None:
    organised_by(tournament, user)
    status_in(
        tournament, (TournamentStatus.RUNNING,), _("Only a running tournament drops players.")
    )


def add_check(tournament: Tournament, user) -> None:
    organised_by(tournament, user)
    status_in(tournament, (TournamentStatus.RUNNING,), _("Players are added during the event."))
    if tournament.format not in (TournamentFormat.SWISS, TournamentFormat.MCMAHON):
        raise Conflict(
            "fixed_field",
            _(
                "Round robins and elimination brackets are fixed at the start; "
                "only Swiss and McMahon tournaments take players later."
            ),
        )


def cancel_check(tournament: Tournament, user) -> None:
    organised_by(tournament, user)
    if tournament.status in OVER:
        raise Conflict(
            "wrong_state",
            _("This tournament is already over."),
            details={"status": tournament.status},
        )


def tournament_game_abort_check(game) -> None:
    """A tournament's game is never aborted: its table is part of a round (games asks this)."""
    if Table.objects.filter(game_id=game.pk).exists():
        raise Conflict(
            "tournament_game", _("A tournament's game cannot be aborted: resign instead.")
        )


def tournament_game_takeback_check(game) -> None:
    """No event permits takebacks yet: a tournament's game takes none (games asks this)."""
    if Table.objects.filter(game_id=game.pk).exists():
        raise Conflict("takebacks_not_permitted", _("This tournament does not permit takebacks."))


def trf_check(tournament: Tournament) -> None:
    """The FIDE report (TRF) describes two-player Swiss and McMahon events once started (the
    export and the page's link)."""
    if (
        tournament.format not in (TournamentFormat.SWISS, TournamentFormat.MCMAHON)
        or tournament.players_per_table != 2
    ):
        raise Conflict(
            "trf_swiss_only",
            _("A FIDE report (TRF) is written for two-player Swiss and McMahon events only."),
        )
    if tournament.status in BEFORE_START or (
        tournament.status == TournamentStatus.CANCELLED and tournament.started_at is None
    ):
        raise Conflict("tournament_not_started", _("This tournament has not started."))
