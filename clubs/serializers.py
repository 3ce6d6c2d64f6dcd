"""Input and output shapes of the clubs API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from clubs.models import EventKind, JoinPolicy, Role
from games.serializers import MAX_ID

MAX_NAME = 80
MAX_DESCRIPTION = 2000
MAX_ANNOUNCEMENT = 4000
MAX_USERNAME = 150


class ClubListIn(serializers.Serializer):
    q = serializers.CharField(required=False, max_length=MAX_NAME, allow_blank=True)


class ClubCreateIn(serializers.Serializer):
    name = serializers.CharField(max_length=MAX_NAME)
    description = serializers.CharField(
        required=False, max_length=MAX_DESCRIPTION, allow_blank=True, default=""
    )
    policy = serializers.ChoiceField(choices=JoinPolicy.values, default=JoinPolicy.OPEN)


class ClubUpdateIn(serializers.Serializer):
    description = serializers.CharField(
        required=False, max_length=MAX_DESCRIPTION, allow_blank=True
    )
    policy = serializers.ChoiceField(choices=JoinPolicy.values, required=False)


class ClubOut(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    policy = serializers.CharField()
    members = serializers.IntegerField(source="member_count")
    created_at = serializers.DateTimeField()


class ClubDetailOut(ClubOut):
    your_role = serializers.CharField(allow_null=True)
    invited = serializers.BooleanField(help_text="you have an invitation to accept or decline")
    requested = serializers.BooleanField(help_text="you asked to join; a moderator answers")


class JoinOut(serializers.Serializer):
    result = serializers.ChoiceField(choices=["joined", "requested"])


class MemberOut(serializers.Serializer):
    username = serializers.CharField()
    role = serializers.CharField()
    joined_at = serializers.DateTimeField()
    ratings = serializers.DictField(
        child=serializers.IntegerField(), help_text="Elo per game (rated games only)"
    )


class UsernameIn(serializers.Serializer):
    username = serializers.CharField(max_length=MAX_USERNAME)


class RoleIn(serializers.Serializer):
    role = serializers.ChoiceField(choices=Role.values)


class AnswerIn(serializers.Serializer):
    accept = serializers.BooleanField()


class PlayerAtOut(serializers.Serializer):
    username = serializers.CharField(source="user.username")
    created_at = serializers.DateTimeField()


class ClubInvitationOut(serializers.Serializer):
    club = serializers.IntegerField(source="club_id")
    club_name = serializers.CharField(source="club.name")
    invited_by = serializers.CharField(source="invited_by.username")
    created_at = serializers.DateTimeField()


class AnnouncementIn(serializers.Serializer):
    text = serializers.CharField(max_length=MAX_ANNOUNCEMENT)


class AnnouncementOut(serializers.Serializer):
    id = serializers.IntegerField()
    author = serializers.CharField(source="author.username")
    text = serializers.CharField()
    created_at = serializers.DateTimeField()


class ClubGameOut(serializers.Serializer):
    id = serializers.IntegerField()
    engine = serializers.CharField()
    status = serializers.CharField()
    created_at = serializers.DateTimeField()


class EventIn(serializers.Serializer):
    kind = serializers.ChoiceField(choices=EventKind.values)
    id = serializers.IntegerField(min_value=1, max_value=MAX_ID)


class ClubEventOut(serializers.Serializer):
    kind = serializers.CharField()
    id = serializers.IntegerField()
    name = serializers.CharField()
