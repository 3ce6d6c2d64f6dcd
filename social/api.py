"""The social API: thin views that parse, call a service or selector, and serialise."""

from __future__ import annotations

from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from games import selectors as game_selectors
from games.serializers import GameOut
from social import checks, selectors, services
from social.serializers import (
    BlockIn,
    BlockOut,
    ChatFilterIn,
    ChatIn,
    ChatMessageOut,
    ChatOut,
    FollowIn,
    FollowOut,
    InvitationGameCreateIn,
    InvitationGameOut,
    InvitationListIn,
    InvitationOut,
    InviteLinkOut,
    MuteOut,
    ReportIn,
    ReportOut,
    SeekCreateIn,
    SeekFilterIn,
    SeekOut,
    VisibilityIn,
    VisibilityOut,
    WatchOut,
)

TAGS = ["social"]


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _as_seen(game, user) -> dict:
    """The game as `user` may see it: their seat's view, or the public one (refused at a
    private game for anyone but its players)."""
    seat = checks.watch_check(game, user)
    return {
        "game": GameOut(game).data,
        "your_seat": seat,
        "public": checks.is_public(game),
        "view": game_selectors.game_view(game, seat),
        "seed": game_selectors.seed_if_revealed(game),
    }


def _paginated(view, request, rows, serializer_class):
    paginator = view.pagination_class()
    page = paginator.paginate_queryset(rows, request, view=view)
    return paginator.get_paginated_response(serializer_class(page, many=True).data)


class InvitationGameCreateApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=InvitationGameCreateIn, responses={201: InvitationGameOut})
    def post(self, request):
        game, invitations = services.invitation_game_create(
            user=request.user, **_valid(InvitationGameCreateIn, request.data)
        )
        game = game_selectors.game_get(game.pk)
        detail = {
            **GameOut(game).data,
            "your_seat": game_selectors.seat_of(game, request.user),
            "view": game_selectors.game_view(game, game_selectors.seat_of(game, request.user)),
            "seed": None,
        }
        body = {"game": detail, "invitations": InvitationOut(invitations, many=True).data}
        return Response(body, status=status.HTTP_201_CREATED)


class InvitationListApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        tags=TAGS, parameters=[InvitationListIn], responses={200: InvitationOut(many=True)}
    )
    def get(self, request):
        rows = selectors.invitations_of(
            request.user, **_valid(InvitationListIn, request.query_params)
        )
        return _paginated(self, request, rows, InvitationOut)


class InvitationAcceptApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: InvitationOut})
    def post(self, request, invitation_id: int):
        invitation = services.invitation_accept(invitation_id=invitation_id, user=request.user)
        return Response(InvitationOut(invitation).data)


class InvitationDeclineApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: InvitationOut})
    def post(self, request, invitation_id: int):
        invitation = services.invitation_decline(invitation_id=invitation_id, user=request.user)
        return Response(InvitationOut(invitation).data)


class InviteLinkCreateApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={201: InviteLinkOut})
    def post(self, request, game_id: int):
        game = game_selectors.game_get(game_id)
        link = services.invite_link_create(game=game, user=request.user)
        body = {
            "token": link.token,
            "game_id": game.pk,
            "join_path": reverse("social-invite-link-join", kwargs={"token": link.token}),
        }
        return Response(body, status=status.HTTP_201_CREATED)


class InviteLinkRevokeApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def delete(self, request, token: str):
        services.invite_link_revoke(token=token, user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class InviteLinkJoinApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: WatchOut})
    def post(self, request, token: str):
        game = services.invite_link_join(token=token, user=request.user)
        return Response(_as_seen(game_selectors.game_get(game.pk), request.user))


class SeekListCreateApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so

    @extend_schema(tags=TAGS, parameters=[SeekFilterIn], responses={200: SeekOut(many=True)})
    def get(self, request):
        filters = _valid(SeekFilterIn, request.query_params)
        return _paginated(
            self, request, selectors.lobby_seeks(user=request.user, **filters), SeekOut
        )

    @extend_schema(tags=TAGS, request=SeekCreateIn, responses={201: SeekOut})
    def post(self, request):
        seek = services.seek_create(user=request.user, **_valid(SeekCreateIn, request.data))
        return Response(SeekOut(seek).data, status=status.HTTP_201_CREATED)


class SeekAcceptApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: SeekOut})
    def post(self, request, seek_id: int):
        return Response(SeekOut(services.seek_accept(seek_id=seek_id, user=request.user)).data)


class SeekCancelApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: SeekOut})
    def post(self, request, seek_id: int):
        return Response(SeekOut(services.seek_cancel(seek_id=seek_id, user=request.user)).data)


class LiveGamesApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, responses={200: GameOut(many=True)})
    def get(self, request):
        engine = request.query_params.get("engine") or None
        return _paginated(self, request, selectors.live_games(engine=engine), GameOut)


class WatchApi(APIView):
    permission_classes = [permissions.AllowAny]

    @extend_schema(tags=TAGS, responses={200: WatchOut})
    def get(self, request, game_id: int):
        return Response(_as_seen(game_selectors.game_get(game_id), request.user))


class VisibilityApi(APIView):
    @extend_schema(tags=TAGS, responses={200: VisibilityOut})
    def get(self, request, game_id: int):
        game = game_selectors.game_get(game_id)
        checks.watch_check(game, request.user)
        return Response(
            {
                "game_id": game.pk,
                "public": checks.is_public(game),
                "friends_only": checks.is_friends_only(game),
            }
        )

    @extend_schema(tags=TAGS, request=VisibilityIn, responses={200: VisibilityOut})
    def put(self, request, game_id: int):
        game = game_selectors.game_get(game_id)
        visibility = services.visibility_set(
            game=game, user=request.user, **_valid(VisibilityIn, request.data)
        )
        return Response(
            {
                "game_id": game.pk,
                "public": visibility.public,
                "friends_only": visibility.public and visibility.friends_only,
            }
        )


class ChatApi(APIView):
    @extend_schema(tags=TAGS, parameters=[ChatFilterIn], responses={200: ChatOut})
    def get(self, request, game_id: int):
        query = _valid(ChatFilterIn, request.query_params)
        chat = selectors.chat_read(game_selectors.game_get(game_id), request.user, **query)
        return Response(ChatOut(chat).data)

    @extend_schema(tags=TAGS, request=ChatIn, responses={201: ChatMessageOut})
    def post(self, request, game_id: int):
        message = services.chat_post(
            game=game_selectors.game_get(game_id),
            user=request.user,
            text=_valid(ChatIn, request.data)["text"],
        )
        return Response(ChatMessageOut(message).data, status=status.HTTP_201_CREATED)


class ChatMuteApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={200: MuteOut})
    def post(self, request, game_id: int):
        services.chat_mute(game=game_selectors.game_get(game_id), user=request.user)
        return Response({"muted": True})

    @extend_schema(tags=TAGS, request=None, responses={200: MuteOut})
    def delete(self, request, game_id: int):
        services.chat_unmute(game=game_selectors.game_get(game_id), user=request.user)
        return Response({"muted": False})


class BlockListCreateApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: BlockOut(many=True)})
    def get(self, request):
        return _paginated(self, request, selectors.blocks_of(request.user), BlockOut)

    @extend_schema(tags=TAGS, request=BlockIn, responses={201: BlockOut})
    def post(self, request):
        block = services.block_create(user=request.user, **_valid(BlockIn, request.data))
        return Response(BlockOut(block).data, status=status.HTTP_201_CREATED)


class BlockDeleteApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def delete(self, request, username: str):
        services.block_delete(user=request.user, username=username)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ReportCreateApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=ReportIn, responses={201: ReportOut})
    def post(self, request):
        report = services.report_create(user=request.user, **_valid(ReportIn, request.data))
        return Response(ReportOut(report).data, status=status.HTTP_201_CREATED)


def _follow_page(view, request, follows, *, person_of):
    """One page of follows, each as the other player, when, and whether they are a friend."""
    paginator = view.pagination_class()
    page = paginator.paginate_queryset(follows, request, view=view)
    friends = selectors.friend_id_set(request.user)
    rows = [
        {
            "username": person_of(follow).username,
            "since": follow.created_at,
            "friend": person_of(follow).pk in friends,
        }
        for follow in page
    ]
    return paginator.get_paginated_response(FollowOut(rows, many=True).data)


class FollowingApi(APIView):
    """The players you follow; POST follows one more."""

    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: FollowOut(many=True)})
    def get(self, request):
        return _follow_page(
            self,
            request,
            selectors.following_of(request.user),
            person_of=lambda follow: follow.followed,
        )

    @extend_schema(tags=TAGS, request=FollowIn, responses={201: FollowOut})
    def post(self, request):
        follow = services.follow_create(user=request.user, **_valid(FollowIn, request.data))
        body = {
            "username": follow.followed.username,
            "since": follow.created_at,
            "friend": follow.followed_id in selectors.friend_id_set(request.user),
        }
        return Response(FollowOut(body).data, status=status.HTTP_201_CREATED)


class FollowingDeleteApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def delete(self, request, username: str):
        services.follow_delete(user=request.user, username=username)
        return Response(status=status.HTTP_204_NO_CONTENT)


class FollowersApi(APIView):
    """The players who follow you."""

    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: FollowOut(many=True)})
    def get(self, request):
        return _follow_page(
            self,
            request,
            selectors.followers_of(request.user),
            person_of=lambda follow: follow.follower,
        )


class FriendsApi(APIView):
    """Your friends: the players you follow who follow you back."""

    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: FollowOut(many=True)})
    def get(self, request):
        return _follow_page(
            self,
            request,
            selectors.friends_of(request.user),
            person_of=lambda follow: follow.followed,
        )
