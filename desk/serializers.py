"""The desk API's shapes: claims in and out, an answer, a withdrawal, a director action."""

from __future__ import annotations

from rest_framework import serializers

from desk.models import Claim, ClaimDecision, ClaimKind, DirectorAction
from desk.services.claims import MAX_TEXT
from desk.services.withdrawals import MAX_REASON
from games.serializers import MAX_ID


class ClaimIn(serializers.Serializer):
    kind = serializers.ChoiceField(choices=ClaimKind.choices, default=ClaimKind.CLAIM)
    text = serializers.CharField(max_length=MAX_TEXT, trim_whitespace=False)
    game = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False, allow_null=True)


class ClaimAnswerIn(serializers.Serializer):
    decision = serializers.ChoiceField(choices=ClaimDecision.choices)
    answer = serializers.CharField(max_length=MAX_TEXT, trim_whitespace=False)


class WithdrawIn(serializers.Serializer):
    user_id = serializers.IntegerField(min_value=1, max_value=MAX_ID)
    reason = serializers.CharField(max_length=MAX_REASON, trim_whitespace=False)


class DeskClaimOut(serializers.ModelSerializer):
    claimant = serializers.CharField(source="claimant.username")
    answered_by = serializers.CharField(
        source="answered_by.username", allow_null=True, default=None
    )
    game = serializers.IntegerField(source="game_id", allow_null=True)

    class Meta:
        model = Claim
        fields = [
            "id",
            "event_kind",
            "event_id",
            "claimant",
            "kind",
            "game",
            "text",
            "status",
            "decision",
            "answer",
            "answered_by",
            "created_at",
            "answered_at",
        ]


class DirectorActionOut(serializers.ModelSerializer):
    actor = serializers.CharField(source="actor.username", allow_null=True, default=None)

    class Meta:
        model = DirectorAction
        fields = ["seq", "type", "actor", "reason", "data", "created_at"]
