"""The notices players sends out: a vacation began or ended; quiet hours changed.

`vacation_changed` (sender=PlayerProfile, user, now, reason: "vacation" or "vacation_end") is
sent inside the transaction that changed the profile: games connects a receiver that pauses or
resumes the player's clocks in that same transaction (players imports no games code).
"""

from django.dispatch import Signal

vacation_changed = Signal()

# (sender=PlayerProfile, user, now, old_rules: the quiet rules before, old_zone: the time zone
# before), sent inside the transaction that changed the quiet hours or the time zone: games
# moves the player's running clocks' deadlines onto the new schedule in that transaction.
quiet_hours_changed = Signal()
