"""Input and output shapes of the reviews API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from games.serializers import MAX_ID, MAX_SEQ, MoveField
from reviews.models import MAX_TEXT, MAX_TITLE, MarkKind, Visibility
from reviews.services.variations import MAX_REDRAW


class NoteIn(serializers.Serializer):
    text = serializers.CharField(max_length=MAX_TEXT)


class NoteOut(serializers.Serializer):
    id = serializers.IntegerField()
    seat = serializers.IntegerField()
    at_seq = serializers.IntegerField(help_text="the game's seq when the note was written")
    text = serializers.CharField()
    created_at = serializers.DateTimeField()
    published_in = serializers.IntegerField(
        source="published_in_id", allow_null=True, help_text="the review it became comments of"
    )


class NotesPublishIn(serializers.Serializer):
    review = serializers.IntegerField(
        required=False, allow_null=True, min_value=1, max_value=MAX_ID,
        help_text="a review you write in; none: a new review of yours",
    )  # fmt: skip
    visibility = serializers.ChoiceField(
        choices=Visibility.values, required=False, default=Visibility.PUBLIC
    )


class ReviewListIn(serializers.Serializer):
    game = serializers.IntegerField(required=False, min_value=1, max_value=MAX_ID)
    mine = serializers.BooleanField(required=False, default=False)


class ReviewCreateIn(serializers.Serializer):
    game = serializers.IntegerField(min_value=1, max_value=MAX_ID)
    title = serializers.CharField(required=False, max_length=MAX_TITLE, allow_blank=True)
    visibility = serializers.ChoiceField(
        choices=Visibility.values, required=False, default=Visibility.PUBLIC
    )


class ReviewUpdateIn(serializers.Serializer):
    title = serializers.CharField(required=False, max_length=MAX_TITLE)
    visibility = serializers.ChoiceField(choices=Visibility.values, required=False)


class ReviewReadIn(serializers.Serializer):
    key = serializers.CharField(required=False, max_length=64, help_text="an unlisted link's key")
    author = serializers.CharField(
        required=False, max_length=150, help_text="only what this user wrote"
    )


class ReviewOut(serializers.Serializer):
    id = serializers.IntegerField()
    game_id = serializers.IntegerField()
    title = serializers.CharField()
    owner = serializers.CharField(source="owner.username")
    visibility = serializers.CharField()
    forked_from = serializers.IntegerField(source="forked_from_id", allow_null=True)
    version = serializers.IntegerField()
    created_at = serializers.DateTimeField()


class ReviewCreatedOut(ReviewOut):
    link_key = serializers.CharField(help_text="the unlisted link's key (for its authors)")


class NodeOut(serializers.Serializer):
    id = serializers.IntegerField()
    # DRF takes declared fields off the class, so this `parent` does not shadow Field.parent
    parent = serializers.IntegerField(allow_null=True)  # type: ignore[assignment]
    ply = serializers.IntegerField(help_text="the game's ply the variation leaves from")
    depth = serializers.IntegerField()
    seat = serializers.IntegerField()
    move = serializers.JSONField()
    events = serializers.JSONField(allow_null=True, help_text="none during a fork's play")
    redraw = serializers.IntegerField()
    author = serializers.CharField()
    credited = serializers.CharField(
        allow_null=True, help_text="the author an imported record named"
    )
    created_at = serializers.DateTimeField()


class CommentOut(serializers.Serializer):
    id = serializers.IntegerField()
    ply = serializers.IntegerField()
    node = serializers.IntegerField(allow_null=True)
    author = serializers.CharField()
    text = serializers.CharField()
    from_note = serializers.BooleanField()
    credited = serializers.CharField(
        required=False, allow_null=True, help_text="the author an imported record named"
    )
    created_at = serializers.DateTimeField()


class MarkOut(serializers.Serializer):
    id = serializers.IntegerField()
    ply = serializers.IntegerField()
    node = serializers.IntegerField(allow_null=True)
    author = serializers.CharField()
    kind = serializers.CharField()
    place = serializers.CharField()
    to_place = serializers.CharField(allow_null=True)
    credited = serializers.CharField(
        required=False, allow_null=True, help_text="the author an imported record named"
    )
    created_at = serializers.DateTimeField()


class ReviewTreeOut(serializers.Serializer):
    id = serializers.IntegerField()
    game_id = serializers.IntegerField()
    title = serializers.CharField()
    owner = serializers.CharField()
    contributors = serializers.ListField(child=serializers.CharField())
    visibility = serializers.CharField()
    forked_from = serializers.IntegerField(allow_null=True)
    version = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    link_key = serializers.CharField(
        required=False, help_text="the unlisted link's key: shown to the review's authors only"
    )
    nodes = NodeOut(many=True)
    comments = CommentOut(many=True)
    marks = MarkOut(many=True)


class _Anchored(serializers.Serializer):
    ply = serializers.IntegerField(
        required=False, allow_null=True, min_value=0, max_value=MAX_SEQ,
        help_text="a ply of the game's line",
    )  # fmt: skip
    node = serializers.IntegerField(
        required=False, allow_null=True, min_value=1, max_value=MAX_ID,
        help_text="a variation move of this review (instead of a ply)",
    )  # fmt: skip


class CommentIn(_Anchored):
    text = serializers.CharField(max_length=MAX_TEXT)


class MarkIn(_Anchored):
    kind = serializers.ChoiceField(choices=MarkKind.values)
    place = serializers.CharField(max_length=64, help_text="a place's id on the board")
    to_place = serializers.CharField(
        required=False, allow_null=True, max_length=64, help_text="where an arrow points"
    )


class VariationIn(serializers.Serializer):
    move = MoveField(help_text="a legal move in that position")
    ply = serializers.IntegerField(
        required=False, allow_null=True, min_value=0, max_value=MAX_SEQ,
        help_text="leave the game's line after this ply",
    )  # fmt: skip
    parent = serializers.IntegerField(  # type: ignore[assignment]  # as NodeOut's
        required=False, allow_null=True, min_value=1, max_value=MAX_ID,
        help_text="continue after this variation move (instead of a ply)",
    )  # fmt: skip
    seat = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=7)
    redraw = serializers.IntegerField(
        required=False, default=0, min_value=0, max_value=MAX_REDRAW,
        help_text="0: chance as the game's seed draws it; N: the seed's N-th other draw",
    )  # fmt: skip


class ReviewsImportIn(serializers.Serializer):
    record = serializers.DictField(help_text="a complete record exported from this game's page")


class ContributorIn(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class MistakeOut(serializers.Serializer):
    game = serializers.IntegerField()
    engine = serializers.CharField()
    seq = serializers.IntegerField(help_text="the move row retried (the position before it)")
    seat = serializers.IntegerField()
    played = serializers.JSONField(help_text="the move played there")
    verdict = serializers.ChoiceField(
        choices=["inaccuracy", "mistake", "blunder"],
        help_text="the verdict of the search from the mover's view",
    )
    loss = serializers.FloatField(help_text="the drop in the mover's win chance, as it saw it")
    tries = serializers.IntegerField()
    solved = serializers.BooleanField()


class MistakesOut(serializers.Serializer):
    positions = MistakeOut(many=True)


class MistakePositionOut(MistakeOut):
    view = serializers.JSONField(help_text="the seat's view of the position, as it was")
    legal_moves = serializers.ListField(child=serializers.JSONField())
    preferred = serializers.JSONField(
        allow_null=True, help_text="the search's best move, once the position is solved"
    )


class MistakeRetryIn(serializers.Serializer):
    move = MoveField(help_text="a legal move in that position")


class MistakeRetryOut(serializers.Serializer):
    seq = serializers.IntegerField()
    move = serializers.JSONField()
    loss = serializers.FloatField(help_text="its drop from the search's best, from the seat's view")
    verdict = serializers.ChoiceField(choices=["", "inaccuracy", "mistake", "blunder"])
    solved = serializers.BooleanField(help_text="within the inaccuracy threshold of the best")
    tries = serializers.IntegerField()
    preferred = serializers.JSONField(allow_null=True, help_text="shown once solved")


class MistakesAcrossIn(serializers.Serializer):
    engine = serializers.CharField(max_length=64, help_text="an engine's slug")
