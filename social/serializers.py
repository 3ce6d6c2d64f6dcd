"""Input and output shapes of the social API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from games import time_controls
from games.log.visibility import game_is_over
from games.serializers import MAX_ID, OPTIONS_HELP, EngineSlugField, GameDetailOut, GameOut
from games.stacked_options import options_as_seen
from social.models import (
    Block,
    ChatChannel,
    ChatMessage,
    Invitation,
    InvitationStatus,
    Report,
    ReportKind,
    Seek,
)


class InvitationGameCreateIn(serializers.Serializer):
    engine = EngineSlugField()
    invitees = serializers.ListField(child=serializers.CharField(max_length=150), max_length=7)
    players = serializers.IntegerField(required=False, min_value=2, max_value=8)
    options = serializers.DictField(required=False, default=dict)
    rated = serializers.BooleanField(required=False, default=False)
    time_control = serializers.DictField(required=False, default=dict)
    public = serializers.BooleanField(required=False, default=True)


class InvitationOut(serializers.ModelSerializer):
    inviter = serializers.CharField(source="inviter.username")
    invitee = serializers.CharField(source="invitee.username")
    game_id = serializers.IntegerField()
    engine = serializers.CharField(source="game.engine")
    status = serializers.CharField(help_text="pending, accepted or declined")

    class Meta:
        model = Invitation
        fields = [
            "id",
            "game_id",
            "engine",
            "inviter",
            "invitee",
            "status",
            "created_at",
            "answered_at",
        ]


class InvitationGameOut(serializers.Serializer):
    game = GameDetailOut()
    invitations = InvitationOut(many=True)


class InvitationListIn(serializers.Serializer):
    box = serializers.ChoiceField(choices=["received", "sent"], required=False, default="received")
    status = serializers.ChoiceField(
        choices=InvitationStatus.values, required=False, default=InvitationStatus.PENDING
    )


class InviteLinkOut(serializers.Serializer):
    token = serializers.CharField()
    game_id = serializers.IntegerField()
    join_path = serializers.CharField(help_text="POST here (logged in) to take a seat")


class SeekCreateIn(serializers.Serializer):
    engine = EngineSlugField()
    players = serializers.IntegerField(required=False, default=2, min_value=2, max_value=8)
    options = serializers.DictField(required=False, default=dict)
    rated = serializers.BooleanField(required=False, default=False)
    time_control = serializers.DictField(required=False, default=dict)
    public = serializers.BooleanField(required=False, default=True)
    rating_window = serializers.IntegerField(
        required=False, allow_null=True, default=None, min_value=1, max_value=3000
    )
    friends_only = serializers.BooleanField(
        required=False,
        default=False,
        help_text="only your friends (mutual follows) see and take it",
    )


class SeekFilterIn(serializers.Serializer):
    engine = serializers.CharField(required=False, allow_blank=True, max_length=64)  # blank: any
    rating_min = serializers.FloatField(required=False)
    rating_max = serializers.FloatField(required=False)
    time_control = serializers.ChoiceField(
        choices=list(time_controls.KINDS), required=False, help_text="time control kind"
    )


class SeekOut(serializers.ModelSerializer):
    seeker = serializers.CharField(source="seeker.username")
    options = serializers.SerializerMethodField(help_text=OPTIONS_HELP)
    entrants = serializers.SerializerMethodField()
    game_id = serializers.IntegerField(allow_null=True)
    status = serializers.CharField(help_text="open, filled or cancelled")

    class Meta:
        model = Seek
        fields = [
            "id",
            "seeker",
            "engine",
            "players",
            "options",
            "rated",
            "time_control",
            "public",
            "friends_only",
            "rating_window",
            "seeker_rating",
            "status",
            "entrants",
            "game_id",
            "created_at",
        ]

    def get_options(self, seek: Seek) -> dict:
        over = seek.game is not None and game_is_over(seek.game)
        return options_as_seen(seek.engine, seek.options, over)

    def get_entrants(self, seek: Seek) -> list[str]:
        return [entry.user.username for entry in seek.entries.all()]


class ChatIn(serializers.Serializer):
    text = serializers.CharField(max_length=500, trim_whitespace=False)


class ChatFilterIn(serializers.Serializer):
    channel = serializers.ChoiceField(choices=ChatChannel.values, required=False)
    after = serializers.IntegerField(required=False, default=0, min_value=0, max_value=MAX_ID)
    limit = serializers.IntegerField(required=False, default=200, min_value=1, max_value=500)


class ChatMessageOut(serializers.ModelSerializer):
    author = serializers.CharField(source="author.username")

    class Meta:
        model = ChatMessage
        fields = ["id", "channel", "author", "seat", "at_seq", "text", "created_at"]


class ChatOut(serializers.Serializer):
    muted = serializers.BooleanField()
    channels = serializers.ListField(child=serializers.CharField(), help_text="readable now")
    messages = ChatMessageOut(many=True)


class MuteOut(serializers.Serializer):
    muted = serializers.BooleanField()


class WatchOut(serializers.Serializer):
    game = GameOut()
    your_seat = serializers.IntegerField(allow_null=True)
    public = serializers.BooleanField()
    view = serializers.JSONField(allow_null=True, help_text="the seat's view, or the public one")
    seed = serializers.CharField(allow_null=True)


class VisibilityIn(serializers.Serializer):
    public = serializers.BooleanField()
    friends_only = serializers.BooleanField(
        required=False, default=False, help_text="with public: only your friends and the players"
    )


class VisibilityOut(serializers.Serializer):
    game_id = serializers.IntegerField()
    public = serializers.BooleanField()
    friends_only = serializers.BooleanField()


class FollowIn(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class FollowOut(serializers.Serializer):
    username = serializers.CharField()
    since = serializers.DateTimeField()
    friend = serializers.BooleanField(help_text="they follow you too")


class BlockIn(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class BlockOut(serializers.ModelSerializer):
    username = serializers.CharField(source="blocked.username")

    class Meta:
        model = Block
        fields = ["username", "created_at"]


class ReportIn(serializers.Serializer):
    kind = serializers.ChoiceField(choices=ReportKind.values)
    reason = serializers.CharField(max_length=1000)
    message_id = serializers.IntegerField(
        required=False, allow_null=True, default=None, min_value=1, max_value=MAX_ID
    )
    username = serializers.CharField(required=False, allow_null=True, default=None, max_length=150)


class ReportOut(serializers.ModelSerializer):
    reported_user = serializers.CharField(source="reported_user.username")
    message_id = serializers.IntegerField(allow_null=True)
    status = serializers.CharField(help_text="open, resolved or dismissed")

    class Meta:
        model = Report
        fields = ["id", "kind", "reported_user", "message_id", "reason", "status", "created_at"]
