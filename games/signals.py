"""The notices games sends out: apps that import games connect receivers; games imports none of them.

Sent after the commit (a receiver only queues its own Celery task):
- `game_finished` (sender=Game, game_id): a game finished. Ratings, tournaments and ladders
  connect receivers.

Sent inside the transaction that made the change, because today's rows are written atomically
with it (a receiver's rows commit or roll back with the move; it queues its slow work itself,
after the commit). The notifications app turns them into the feed:
- `game_settled` (sender=Game, game, seats, started, finished, called_to_act): a change of whose
  turn it is has been projected; `seats` are the game's seats with their users as projected now,
  `called_to_act` the seat indexes this change asks to act (none once the game is over).
- `seats_timed_out` (sender=Game, game, seats, timed_out): the seats whose clocks ran out, just
  written to the log (before it, `game_settled` for the same change).
- `takeback_asked` (sender=Game, game, request, seats): a player asked to take back their last
  move; `seats` are the other people seated, whose consent it needs.
- `clock_reminder_due` (sender=Seat, seat, seconds_left): a running clock passed one of
  settings.CLOCK_REMINDERS; the seat's reminder count is already claimed.
- `conditional_move_dropped` (sender=Game, game, seat, move, code, message): a seat's stored
  answer could not be played (the rules refused it: `code`, and `message` in English); the
  branch is gone (games.conditional.firing).
"""

from django.dispatch import Signal

game_finished = Signal()
game_settled = Signal()
seats_timed_out = Signal()
clock_reminder_due = Signal()
takeback_asked = Signal()
conditional_move_dropped = Signal()
