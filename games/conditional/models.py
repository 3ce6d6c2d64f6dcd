"""The table of conditional moves: one row per seat that stored some (imported by games.models)."""

from __future__ import annotations

from django.db import models


class ConditionalMoves(models.Model):
    """What one seat stored to be played for it, private to that seat until the game ends.

    `tree`: the branches still waiting ([{"if": [moves of the others], "then": move, "next":
    [...]}]); `standing`: {question key: answer}; `observed`: the others' moves since the tree
    was stored or last answered (each as this seat sees it, null when hidden from it);
    `seen_seq`: the last event of the log taken into account; `stored`: every tree and standing
    answers as the seat stored them ({seq, tree, standing}, the latest last) and `dropped`: the
    answers that could not be played ({seq, move, code, message}), both shown after the game.
    """

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    tree = models.JSONField(default=list, blank=True)
    standing = models.JSONField(default=dict, blank=True)
    observed = models.JSONField(default=list, blank=True)
    seen_seq = models.PositiveIntegerField(default=0)
    stored = models.JSONField(default=list, blank=True)
    dropped = models.JSONField(default=list, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        app_label = "games"
        constraints = [
            models.UniqueConstraint(fields=["game", "seat"], name="conditional_moves_unique_seat")
        ]

    def __str__(self) -> str:
        return f"conditional moves of seat {self.seat} in game {self.game_id}"

    @property
    def waiting(self) -> bool:
        """Whether anything is still to be played for the seat (a branch or a standing answer)."""
        return bool(self.tree or self.standing)
