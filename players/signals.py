"""The notice players sends out: a vacation began or ended.

`vacation_changed` (sender=PlayerProfile, user, now, reason: "vacation" or "vacation_end") is
sent inside the transaction that changed the profile: games connects a receiver that pauses or
resumes the player's clocks in that same transaction (players imports no games code).
"""

from django.dispatch import Signal

vacation_changed = Signal()
