"""API routes of social, under /api/social/."""

from django.urls import path

from social import api

urlpatterns = [
    path("invitations/", api.InvitationListApi.as_view(), name="social-invitations"),
    path("invitations/games", api.InvitationGameCreateApi.as_view(), name="social-invite-game"),
    path(
        "invitations/<int:invitation_id>/accept",
        api.InvitationAcceptApi.as_view(),
        name="social-invitation-accept",
    ),
    path(
        "invitations/<int:invitation_id>/decline",
        api.InvitationDeclineApi.as_view(),
        name="social-invitation-decline",
    ),
    path(
        "games/<int:game_id>/invite-links",
        api.InviteLinkCreateApi.as_view(),
        name="social-invite-link-create",
    ),
    path("invite-links/<str:token>", api.InviteLinkRevokeApi.as_view(), name="social-invite-link"),
    path(
        "invite-links/<str:token>/join",
        api.InviteLinkJoinApi.as_view(),
        name="social-invite-link-join",
    ),
    path("seeks/", api.SeekListCreateApi.as_view(), name="social-seeks"),
    path("seeks/<int:seek_id>/accept", api.SeekAcceptApi.as_view(), name="social-seek-accept"),
    path("seeks/<int:seek_id>/cancel", api.SeekCancelApi.as_view(), name="social-seek-cancel"),
    path("games/live", api.LiveGamesApi.as_view(), name="social-live-games"),
    path("games/<int:game_id>/watch", api.WatchApi.as_view(), name="social-watch"),
    path("games/<int:game_id>/visibility", api.VisibilityApi.as_view(), name="social-visibility"),
    path("games/<int:game_id>/chat", api.ChatApi.as_view(), name="social-chat"),
    path("games/<int:game_id>/chat/mute", api.ChatMuteApi.as_view(), name="social-chat-mute"),
    path("blocks/", api.BlockListCreateApi.as_view(), name="social-blocks"),
    path("blocks/<str:username>", api.BlockDeleteApi.as_view(), name="social-block"),
    path("reports/", api.ReportCreateApi.as_view(), name="social-reports"),
]
