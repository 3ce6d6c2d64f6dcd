"""What tournaments tell the apps beside them, which they never import: an event has ended."""

from __future__ import annotations

from django.dispatch import Signal

# Sent inside the transaction that finishes a tournament: sender the Tournament class,
# `tournament` and `standings` ((user, final rank) pairs of its entrants with an account).
tournament_finished = Signal()
