"""The tournaments API: thin views that parse, call a service or selector, and serialise.

Reads are open to anyone; writes need a login, and the services refuse anyone but the organiser
for managing (403 not_organiser). Errors come out in the one shape of api.errors.
"""

from __future__ import annotations

from collections.abc import Callable

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from tournaments import proposals, selectors, services
from tournaments.serializers import (
    DirectorReasonIn,
    EntrantOut,
    LateEntryIn,
    PairingReviewIn,
    PairingsRepairIn,
    PairingsSwapIn,
    PairingsTableIn,
    PlayerIn,
    ProposalOut,
    RoundOut,
    StandingOut,
    TournamentCreateIn,
    TournamentDetailOut,
    TournamentListFilterIn,
    TournamentOut,
)


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _detail(tournament_id: int) -> dict:
    tournament = selectors.tournament_get(tournament_id)
    data = TournamentOut(tournament).data
    data["entrants"] = EntrantOut(selectors.entrants_of(tournament), many=True).data
    return data


class TournamentListCreateApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(parameters=[TournamentListFilterIn], responses={200: TournamentOut(many=True)})
    def get(self, request):
        tournaments = selectors.tournament_list(
            **_valid(TournamentListFilterIn, request.query_params)
        )
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(tournaments, request, view=self)
        return paginator.get_paginated_response(TournamentOut(page, many=True).data)

    @extend_schema(request=TournamentCreateIn, responses={201: TournamentDetailOut})
    def post(self, request):
        data = _valid(TournamentCreateIn, request.data)
        tournament = services.tournament_create(user=request.user, **data)
        return Response(_detail(tournament.pk), status=status.HTTP_201_CREATED)


class TournamentDetailApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: TournamentDetailOut})
    def get(self, request, tournament_id: int):
        return Response(_detail(tournament_id))


class TournamentStandingsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: StandingOut(many=True)})
    def get(self, request, tournament_id: int):
        tournament = selectors.tournament_get(tournament_id)
        return Response(selectors.tournament_standings(tournament))


class TournamentRoundsApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(responses={200: RoundOut(many=True)})
    def get(self, request, tournament_id: int):
        tournament = selectors.tournament_get(tournament_id)
        return Response(RoundOut(selectors.rounds_of(tournament), many=True).data)


class _TournamentActionApi(APIView):
    """POST with no body: one service applied to the tournament by the requesting user."""

    permission_classes = [permissions.IsAuthenticated]
    service: Callable[..., object]  # each action's own

    @extend_schema(request=None, responses={200: TournamentDetailOut})
    def post(self, request, tournament_id: int):
        tournament = selectors.tournament_get(tournament_id)
        type(self).service(tournament=tournament, user=request.user)
        return Response(_detail(tournament_id))


class RegistrationOpenApi(_TournamentActionApi):
    service = services.tournament_registration_open


class RegistrationCloseApi(_TournamentActionApi):
    service = services.tournament_registration_close


class TournamentStartApi(_TournamentActionApi):
    service = services.tournament_start


class TournamentCancelApi(_TournamentActionApi):
    service = services.tournament_cancel


class RegisterApi(_TournamentActionApi):
    service = services.entrant_register


class WithdrawApi(_TournamentActionApi):
    service = services.entrant_withdraw


class _PlayerActionApi(APIView):
    """POST {"username"}: the organiser acts on one player."""

    permission_classes = [permissions.IsAuthenticated]
    service: Callable[..., object]  # each action's own

    @extend_schema(request=PlayerIn, responses={200: TournamentDetailOut})
    def post(self, request, tournament_id: int):
        data = _valid(PlayerIn, request.data)
        tournament = selectors.tournament_get(tournament_id)
        type(self).service(tournament=tournament, user=request.user, username=data["username"])
        return Response(_detail(tournament_id))


class EntrantDropApi(_PlayerActionApi):
    service = services.entrant_drop


class EntrantAddApi(_PlayerActionApi):
    service = services.entrant_add


# --- the director's pairings (a proposed round) and late entries --------------------------------


def _proposal(request, tournament_id: int, number: int) -> dict:
    tournament = selectors.tournament_get(tournament_id)
    return proposals.proposal_for(tournament, number, request.user)


class ProposalApi(APIView):
    """A proposed round as its director reviews it (403 for anyone else)."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses={200: ProposalOut})
    def get(self, request, tournament_id: int, number: int):
        return Response(ProposalOut(_proposal(request, tournament_id, number)).data)


class _ProposalActionApi(APIView):
    """POST: one director action on a proposed round; answers the proposal as it now stands."""

    permission_classes = [permissions.IsAuthenticated]
    input_class: type  # each action's own body
    service: Callable[..., object]  # each action's own, called with the checked body

    def post(self, request, tournament_id: int, number: int):
        data = _valid(self.input_class, request.data)
        type(self).service(tournament=tournament_id, user=request.user, number=number, **data)
        return Response(ProposalOut(_proposal(request, tournament_id, number)).data)


class ProposalSwapApi(_ProposalActionApi):
    """POST {"first", "second"}: two players of a proposed round change places (director)."""

    input_class = PairingsSwapIn
    service = services.pairings_swap

    @extend_schema(request=PairingsSwapIn, responses={200: ProposalOut})
    def post(self, request, tournament_id: int, number: int):
        return super().post(request, tournament_id, number)


class ProposalTableApi(_ProposalActionApi):
    """POST {"table", "players"}: one table of a proposed round set, in seat order; a new table
    (the next number), no players to remove one, table 0 for the byes (director)."""

    input_class = PairingsTableIn
    service = services.pairings_table_set

    @extend_schema(request=PairingsTableIn, responses={200: ProposalOut})
    def post(self, request, tournament_id: int, number: int):
        return super().post(request, tournament_id, number)


class ProposalRepairApi(_ProposalActionApi):
    """POST {"keep"}: the tables named kept, everyone else paired again by the pairing core
    (history respected, blocked pairs apart) (director)."""

    input_class = PairingsRepairIn
    service = services.pairings_repair

    @extend_schema(request=PairingsRepairIn, responses={200: ProposalOut})
    def post(self, request, tournament_id: int, number: int):
        return super().post(request, tournament_id, number)


class ProposalPublishApi(APIView):
    """POST: publish a proposed round (games created, deadline running, players told)."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=DirectorReasonIn, responses={200: RoundOut(many=True)})
    def post(self, request, tournament_id: int, number: int):
        data = _valid(DirectorReasonIn, request.data)
        services.round_publish(tournament=tournament_id, user=request.user, number=number, **data)
        tournament = selectors.tournament_get(tournament_id)
        return Response(RoundOut(selectors.rounds_of(tournament), many=True).data)


class LateEntryApi(APIView):
    """POST {"username"}: the director enters a player late, with byes for the rounds missed."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=LateEntryIn, responses={201: TournamentDetailOut})
    def post(self, request, tournament_id: int):
        data = _valid(LateEntryIn, request.data)
        selectors.tournament_get(tournament_id)  # 404 before anything else
        services.entrant_late_enter(tournament=tournament_id, user=request.user, **data)
        return Response(_detail(tournament_id), status=status.HTTP_201_CREATED)


class PairingReviewApi(APIView):
    """POST {"on"}: the director turns review before publishing on or off for the rounds
    paired from now on."""

    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=PairingReviewIn, responses={200: TournamentDetailOut})
    def post(self, request, tournament_id: int):
        data = _valid(PairingReviewIn, request.data)
        selectors.tournament_get(tournament_id)  # 404 before anything else
        services.pairings_review_set(tournament=tournament_id, user=request.user, **data)
        return Response(_detail(tournament_id))
