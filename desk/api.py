"""The desk API, the same for every kind of event (the URL names the kind): an event's claims
(list, ask), a director's answer, a claimant's withdrawal of a claim, a director's withdrawal of
a player, and the director log (public, in pages)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from desk import selectors
from desk.serializers import (
    ClaimAnswerIn,
    ClaimIn,
    DeskClaimOut,
    DirectorActionOut,
    WithdrawIn,
)
from desk.services import claims, withdrawals
from desk.services.claims import event_check

TAGS = ["director's desk"]


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _event_id(kwargs: dict) -> int:
    """The event's id from the URL (`tournament_id`, `league_id` or `ladder_id`)."""
    return int(kwargs[f"{kwargs['event_kind']}_id"])


class ClaimsApi(APIView):
    permission_classes = [permissions.IsAuthenticated]
    pagination_class = PageOfList

    @extend_schema(tags=TAGS, responses={200: DeskClaimOut(many=True)})
    def get(self, request, **kwargs):
        """The event's claims the caller may read: all of them for a director, else their own."""
        event_kind, event_id = kwargs["event_kind"], _event_id(kwargs)
        event_check(event_kind, event_id)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(
            selectors.claims_for(request.user, event_kind, event_id), request, view=self
        )
        return paginator.get_paginated_response(DeskClaimOut(page, many=True).data)

    @extend_schema(tags=TAGS, request=ClaimIn, responses={201: DeskClaimOut})
    def post(self, request, **kwargs):
        """A player of the event makes a claim or an appeal; its directors are told."""
        data = _valid(ClaimIn, request.data)
        claim = claims.claim_ask(
            event_kind=kwargs["event_kind"],
            event_id=_event_id(kwargs),
            user=request.user,
            text=data["text"],
            kind=data["kind"],
            game_id=data.get("game"),
        )
        return Response(DeskClaimOut(claim).data, status=status.HTTP_201_CREATED)


class ClaimAnswerApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=ClaimAnswerIn, responses={200: DeskClaimOut})
    def post(self, request, claim_id: int, **kwargs):
        """A director accepts or rejects an open claim, with a sentence; the claimant is told."""
        data = _valid(ClaimAnswerIn, request.data)
        claim = claims.claim_answer(
            event_kind=kwargs["event_kind"],
            event_id=_event_id(kwargs),
            claim_id=claim_id,
            director=request.user,
            decision=data["decision"],
            answer=data["answer"],
        )
        return Response(DeskClaimOut(claim).data)


class ClaimWithdrawApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: DeskClaimOut})
    def post(self, request, claim_id: int, **kwargs):
        """The claimant takes back an open claim."""
        claim = claims.claim_withdraw(
            event_kind=kwargs["event_kind"],
            event_id=_event_id(kwargs),
            claim_id=claim_id,
            user=request.user,
        )
        return Response(DeskClaimOut(claim).data)


class WithdrawApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=WithdrawIn, responses={201: DirectorActionOut})
    def post(self, request, **kwargs):
        """A director withdraws a player (games left forfeited, or results annulled when the
        event says so and the player played under half); logged with the reason."""
        data = _valid(WithdrawIn, request.data)
        action = withdrawals.player_withdraw(
            event_kind=kwargs["event_kind"],
            event_id=_event_id(kwargs),
            director=request.user,
            user_id=data["user_id"],
            reason=data["reason"],
        )
        return Response(DirectorActionOut(action).data, status=status.HTTP_201_CREATED)


class DirectorLogApi(APIView):
    permission_classes = [permissions.AllowAny]
    pagination_class = PageOfList

    @extend_schema(tags=TAGS, responses={200: DirectorActionOut(many=True)})
    def get(self, request, **kwargs):
        """The event's director log in order (public: actions and their reasons)."""
        event_kind, event_id = kwargs["event_kind"], _event_id(kwargs)
        event_check(event_kind, event_id)
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(
            selectors.director_log(event_kind, event_id), request, view=self
        )
        return paginator.get_paginated_response(DirectorActionOut(page, many=True).data)
