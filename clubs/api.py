"""The clubs API: clubs, joining (open, by request, by invitation), members and their roles,
removing and banning, announcements, the club's games and its club-only events."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from clubs import checks, selectors, services
from clubs.models import ClubInvitation, JoinRequest
from clubs.serializers import (
    AnnouncementIn,
    AnnouncementOut,
    AnswerIn,
    ClubCreateIn,
    ClubDetailOut,
    ClubEventOut,
    ClubGameOut,
    ClubInvitationOut,
    ClubListIn,
    ClubOut,
    ClubUpdateIn,
    EventIn,
    JoinOut,
    MemberOut,
    PlayerAtOut,
    RoleIn,
    UsernameIn,
)
from players.selectors import user_by_name

TAGS = ["clubs"]


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _page(view: APIView, request, rows, serializer_class) -> Response:
    paginator = PageOfList()
    page: list | None = paginator.paginate_queryset(rows, request, view=view)
    return paginator.get_paginated_response(serializer_class(page, many=True).data)


def _detail(club, user) -> dict:
    signed_in = user is not None and user.is_authenticated
    return {
        "id": club.pk,
        "name": club.name,
        "description": club.description,
        "policy": club.policy,
        "member_count": selectors.member_count(club),
        "created_at": club.created_at,
        "your_role": checks.role_of(club, user),
        "invited": signed_in and ClubInvitation.objects.filter(club=club, user=user).exists(),
        "requested": signed_in and JoinRequest.objects.filter(club=club, user=user).exists(),
    }


class ClubListCreateApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, parameters=[ClubListIn], responses={200: ClubOut(many=True)})
    def get(self, request):
        """Clubs by name; `?q=` keeps those whose name holds it."""
        query = _valid(ClubListIn, request.query_params).get("q", "")
        return _page(self, request, selectors.clubs_list(query=query), ClubOut)

    @extend_schema(tags=TAGS, request=ClubCreateIn, responses={201: ClubDetailOut})
    def post(self, request):
        """A new club; you are its first owner."""
        club = services.club_create(user=request.user, **_valid(ClubCreateIn, request.data))
        return Response(
            ClubDetailOut(_detail(club, request.user)).data, status=status.HTTP_201_CREATED
        )


class ClubDetailApi(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, responses={200: ClubDetailOut})
    def get(self, request, club_id: int):
        club = selectors.club_get(club_id)
        return Response(ClubDetailOut(_detail(club, request.user)).data)

    @extend_schema(tags=TAGS, request=ClubUpdateIn, responses={200: ClubDetailOut})
    def patch(self, request, club_id: int):
        """Owners change the description or how players join."""
        club = selectors.club_get(club_id)
        club = services.club_update(
            club=club, user=request.user, **_valid(ClubUpdateIn, request.data)
        )
        return Response(ClubDetailOut(_detail(club, request.user)).data)


class ClubJoinApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: JoinOut})
    def post(self, request, club_id: int):
        """Join an open club or one that invited you; ask to join one that takes requests."""
        club = selectors.club_get(club_id)
        return Response({"result": services.club_join(club=club, user=request.user)})


class ClubLeaveApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def post(self, request, club_id: int):
        services.club_leave(club=selectors.club_get(club_id), user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ClubMembersApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, responses={200: MemberOut(many=True)})
    def get(self, request, club_id: int):
        """The members you may see (a block hides players from each other), with their Elo per
        game."""
        club = selectors.club_get(club_id)
        return _page(self, request, selectors.members_of(club, request.user), MemberOut)


class ClubMemberApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=RoleIn, responses={200: MemberOut})
    def patch(self, request, club_id: int, username: str):
        """Owners make a member a moderator, an owner, or a member again."""
        club = selectors.club_get(club_id)
        membership = services.role_set(
            club=club,
            by=request.user,
            user=user_by_name(username),
            role=_valid(RoleIn, request.data)["role"],
        )
        return Response(
            MemberOut(
                {
                    "username": username,
                    "role": membership.role,
                    "joined_at": membership.joined_at,
                    "ratings": {},
                }
            ).data
        )

    @extend_schema(tags=TAGS, responses={204: None})
    def delete(self, request, club_id: int, username: str):
        """Remove a member (moderators remove members; owners anyone but the last owner)."""
        club = selectors.club_get(club_id)
        services.member_remove(club=club, by=request.user, user=user_by_name(username))
        return Response(status=status.HTTP_204_NO_CONTENT)


class ClubBansApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: PlayerAtOut(many=True)})
    def get(self, request, club_id: int):
        club = selectors.club_get(club_id)
        checks.moderates_check(club, request.user)
        return _page(self, request, selectors.bans_of(club), PlayerAtOut)

    @extend_schema(tags=TAGS, request=UsernameIn, responses={201: PlayerAtOut})
    def post(self, request, club_id: int):
        """Ban a player: out of the club, and no coming back until the ban is lifted."""
        club = selectors.club_get(club_id)
        user = user_by_name(_valid(UsernameIn, request.data)["username"])
        ban = services.member_ban(club=club, by=request.user, user=user)
        return Response(PlayerAtOut(ban).data, status=status.HTTP_201_CREATED)


class ClubBanApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={204: None})
    def delete(self, request, club_id: int, username: str):
        club = selectors.club_get(club_id)
        services.ban_lift(club=club, by=request.user, user=user_by_name(username))
        return Response(status=status.HTTP_204_NO_CONTENT)


class ClubRequestsApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: PlayerAtOut(many=True)})
    def get(self, request, club_id: int):
        """Requests to join, for the club's owners and moderators."""
        club = selectors.club_get(club_id)
        checks.moderates_check(club, request.user)
        return _page(self, request, selectors.requests_of(club), PlayerAtOut)


class ClubRequestApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=AnswerIn, responses={204: None})
    def post(self, request, club_id: int, username: str):
        """Accept (the player joins) or decline a request to join."""
        club = selectors.club_get(club_id)
        services.join_request_answer(
            club=club,
            by=request.user,
            user=user_by_name(username),
            accept=_valid(AnswerIn, request.data)["accept"],
        )
        return Response(status=status.HTTP_204_NO_CONTENT)


class ClubInvitationsApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: PlayerAtOut(many=True)})
    def get(self, request, club_id: int):
        club = selectors.club_get(club_id)
        checks.moderates_check(club, request.user)
        return _page(self, request, selectors.invitations_of_club(club), PlayerAtOut)

    @extend_schema(tags=TAGS, request=UsernameIn, responses={201: PlayerAtOut})
    def post(self, request, club_id: int):
        """Invite a player (they are notified; they join or decline)."""
        club = selectors.club_get(club_id)
        user = user_by_name(_valid(UsernameIn, request.data)["username"])
        invitation = services.club_invite(club=club, by=request.user, user=user)
        return Response(PlayerAtOut(invitation).data, status=status.HTTP_201_CREATED)


class ClubInvitationDeclineApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def post(self, request, club_id: int):
        services.invitation_decline(club=selectors.club_get(club_id), user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class MyClubInvitationsApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        tags=TAGS,
        operation_id="clubs_my_invitations_list",
        responses={200: ClubInvitationOut(many=True)},
    )
    def get(self, request):
        """The clubs that invited you."""
        return _page(self, request, selectors.invitations_to(request.user), ClubInvitationOut)


class ClubAnnouncementsApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: AnnouncementOut(many=True)})
    def get(self, request, club_id: int):
        """The club's announcements, newest first (members only)."""
        club = selectors.club_get(club_id)
        checks.member_check(club, request.user)
        return _page(self, request, selectors.announcements_of(club), AnnouncementOut)

    @extend_schema(tags=TAGS, request=AnnouncementIn, responses={201: AnnouncementOut})
    def post(self, request, club_id: int):
        """Owners and moderators announce to every member (a notification, on the channels each
        member chose for club announcements)."""
        club = selectors.club_get(club_id)
        announcement = services.announcement_post(
            club=club, user=request.user, text=_valid(AnnouncementIn, request.data)["text"]
        )
        return Response(AnnouncementOut(announcement).data, status=status.HTTP_201_CREATED)


class ClubGamesApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, responses={200: ClubGameOut(many=True)})
    def get(self, request, club_id: int):
        """Games two or more members sat at, newest first (only those you may see)."""
        club = selectors.club_get(club_id)
        return _page(self, request, selectors.games_of(club, request.user), ClubGameOut)


class ClubEventsApi(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, responses={200: ClubEventOut(many=True)})
    def get(self, request, club_id: int):
        """The club's club-only tournaments and ladders."""
        return Response(
            ClubEventOut(selectors.events_of(selectors.club_get(club_id)), many=True).data
        )

    @extend_schema(tags=TAGS, request=EventIn, responses={201: ClubEventOut})
    def post(self, request, club_id: int):
        """Make your tournament or ladder club-only (before anyone plays in it): only the club's
        members may then enter, and the event's rules say so."""
        club = selectors.club_get(club_id)
        data = _valid(EventIn, request.data)
        services.club_event_set(
            club=club, user=request.user, kind=data["kind"], event_id=data["id"]
        )
        event = next(e for e in selectors.events_of(club) if e["id"] == data["id"])
        return Response(ClubEventOut(event).data, status=status.HTTP_201_CREATED)
