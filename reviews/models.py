"""Tables of reviews: a seat's private notes, reviews, their variation nodes, comments, marks
and contributors. The game's own line is not stored: it is the game's log, read at each ply."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from games.models import Game

MAX_TEXT = 2000  # characters of a note or a comment
MAX_NODES = 500  # variation nodes of one review
MAX_DEPTH = 60  # plies of one variation
MAX_COMMENTS = 2000  # comments of one review
MAX_MARKS = 2000  # marks of one review
MAX_NOTES = 500  # notes of one seat at one game
MAX_TITLE = 120


class GameNote(models.Model):
    """A note a seat wrote during play, anchored to the game's seq when written. Only its
    author reads it; after the game it may become a comment of a review."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    at_seq = models.PositiveIntegerField(help_text="the game's seq when written")
    text = models.TextField(max_length=MAX_TEXT)
    created_at = models.DateTimeField(auto_now_add=True)
    published_in = models.ForeignKey(
        "Review", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["game", "at_seq", "id"]
        indexes = [models.Index(fields=["game", "author", "id"])]

    def __str__(self) -> str:
        return f"note #{self.pk} of game {self.game_id}"


class Visibility(models.TextChoices):
    PUBLIC = "public", _("Public: listed on the game's page")
    UNLISTED = "unlisted", _("Unlisted: anyone with the link")
    PRIVATE = "private", _("Private: its authors only")


class Review(models.Model):
    """A review of one game: the game's line plus variations, comments and marks."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    title = models.CharField(max_length=MAX_TITLE)
    visibility = models.CharField(
        max_length=16, choices=Visibility.choices, default=Visibility.PUBLIC
    )
    link_key = models.CharField(max_length=32, help_text="the unlisted link's secret part")
    forked_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    version = models.PositiveIntegerField(default=0, help_text="counts the edits (the stream)")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["game", "visibility"])]

    def __str__(self) -> str:
        return f"review #{self.pk} of game {self.game_id}"


class ReviewContributor(models.Model):
    """A user the owner invited to write in a review."""

    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="contributors")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["review", "user"], name="one_contribution_per_user")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} writes in review {self.review_id}"


class ReviewNode(models.Model):
    """One move of a variation: it follows `parent`, or the game's own position after ply
    `ply` when it has none. `events` are what the engine decided (chance drawn as documented
    in reviews.variations)."""

    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="nodes")
    parent = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.CASCADE, related_name="children"
    )
    ply = models.PositiveIntegerField(help_text="the game's ply the variation leaves from")
    depth = models.PositiveSmallIntegerField(help_text="1 for the variation's first move")
    seat = models.PositiveSmallIntegerField()
    move = models.JSONField()
    events = models.JSONField(default=list)
    redraw = models.PositiveIntegerField(
        default=0, help_text="which draw of chance (0: the game's)"
    )
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    credited = models.CharField(
        max_length=150, blank=True, default="", help_text="the author a record named (imported)"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["review", "id"]

    def __str__(self) -> str:
        return f"node #{self.pk} of review {self.review_id}"


class ReviewComment(models.Model):
    """A comment on a ply of the game's line (`node` None) or on a variation node."""

    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="comments")
    ply = models.PositiveIntegerField()
    node = models.ForeignKey(
        ReviewNode, null=True, blank=True, on_delete=models.CASCADE, related_name="comments"
    )
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    text = models.TextField(max_length=MAX_TEXT)
    from_note = models.BooleanField(default=False, help_text="published from a note of play")
    credited = models.CharField(
        max_length=150, blank=True, default="", help_text="the author a record named (imported)"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["review", "id"]

    def __str__(self) -> str:
        return f"comment #{self.pk} of review {self.review_id}"


class MarkKind(models.TextChoices):
    RING = "ring", _("a ring")
    ARROW = "arrow", _("an arrow")


class ReviewMark(models.Model):
    """A ring on a place of the board, or an arrow from one place to another, at a position."""

    review = models.ForeignKey(Review, on_delete=models.CASCADE, related_name="marks")
    ply = models.PositiveIntegerField()
    node = models.ForeignKey(
        ReviewNode, null=True, blank=True, on_delete=models.CASCADE, related_name="marks"
    )
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=8, choices=MarkKind.choices)
    place = models.CharField(max_length=64)
    to_place = models.CharField(max_length=64, blank=True, default="")
    credited = models.CharField(
        max_length=150, blank=True, default="", help_text="the author a record named (imported)"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["review", "id"]

    def __str__(self) -> str:
        return f"mark #{self.pk} of review {self.review_id}"


class MistakeRetry(models.Model):
    """A player's retries of one of their marked positions ("learn from your mistakes"): how
    many moves they tried there and when one came within the inaccuracy threshold of the best."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seq = models.PositiveIntegerField(help_text="the move row of the game's log retried")
    tries = models.PositiveIntegerField(default=0)
    solved_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "game", "seq"], name="one_retry_per_position")
        ]

    def __str__(self) -> str:
        return f"retry of game {self.game_id} at {self.seq}"
