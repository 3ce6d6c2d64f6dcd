"""The one notice games sends out: a game finished (sent after the commit that finished it)."""

from django.dispatch import Signal

# Sent with sender=Game and game_id=<int>; ratings and tournaments connect receivers that only
# queue their own Celery tasks.
game_finished = Signal()
