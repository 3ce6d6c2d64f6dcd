"""API routes of clubs (included under /api/)."""

from django.urls import path

from clubs import api

urlpatterns = [
    path("clubs/", api.ClubListCreateApi.as_view(), name="clubs"),
    path("clubs/invitations", api.MyClubInvitationsApi.as_view(), name="club-invitations-mine"),
    path("clubs/<int:club_id>/", api.ClubDetailApi.as_view(), name="club"),
    path("clubs/<int:club_id>/join", api.ClubJoinApi.as_view(), name="club-join"),
    path("clubs/<int:club_id>/leave", api.ClubLeaveApi.as_view(), name="club-leave"),
    path("clubs/<int:club_id>/members", api.ClubMembersApi.as_view(), name="club-members"),
    path(
        "clubs/<int:club_id>/members/<str:username>",
        api.ClubMemberApi.as_view(),
        name="club-member",
    ),
    path("clubs/<int:club_id>/bans", api.ClubBansApi.as_view(), name="club-bans"),
    path("clubs/<int:club_id>/bans/<str:username>", api.ClubBanApi.as_view(), name="club-ban"),
    path("clubs/<int:club_id>/requests", api.ClubRequestsApi.as_view(), name="club-requests"),
    path(
        "clubs/<int:club_id>/requests/<str:username>",
        api.ClubRequestApi.as_view(),
        name="club-request",
    ),
    path(
        "clubs/<int:club_id>/invitations",
        api.ClubInvitationsApi.as_view(),
        name="club-invitations",
    ),
    path(
        "clubs/<int:club_id>/invitations/decline",
        api.ClubInvitationDeclineApi.as_view(),
        name="club-invitation-decline",
    ),
    path(
        "clubs/<int:club_id>/announcements",
        api.ClubAnnouncementsApi.as_view(),
        name="club-announcements",
    ),
    path("clubs/<int:club_id>/games", api.ClubGamesApi.as_view(), name="club-games"),
    path("clubs/<int:club_id>/events", api.ClubEventsApi.as_view(), name="club-events"),
]
