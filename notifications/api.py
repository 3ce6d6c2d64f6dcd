"""The notifications API: one's feed and webhooks (thin views)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from notifications import selectors, services
from notifications.serializers import (
    MarkedOut,
    NotificationOut,
    NotificationsIn,
    NotificationsReadIn,
    WebhookCreatedOut,
    WebhookIn,
    WebhookOut,
)


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class NotificationListApi(APIView):
    pagination_class = PageOfList  # GET lists are pages: the schema says so
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(parameters=[NotificationsIn], responses={200: NotificationOut(many=True)})
    def get(self, request):
        query = _valid(NotificationsIn, request.query_params)
        notes = selectors.notifications_list(user=request.user, unread=query["unread"])
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(notes, request, view=self)
        return paginator.get_paginated_response(NotificationOut(page, many=True).data)


class NotificationReadApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=NotificationsReadIn, responses={200: MarkedOut})
    def post(self, request):
        data = _valid(NotificationsReadIn, request.data)
        marked = services.notifications_mark_read(user=request.user, ids=data.get("ids"))
        return Response({"marked": marked})


class WebhookListCreateApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses={200: WebhookOut(many=True)})
    def get(self, request):
        return Response(WebhookOut(selectors.webhooks_list(user=request.user), many=True).data)

    @extend_schema(request=WebhookIn, responses={201: WebhookCreatedOut})
    def post(self, request):
        webhook = services.webhook_register(user=request.user, **_valid(WebhookIn, request.data))
        return Response(WebhookCreatedOut(webhook).data, status=status.HTTP_201_CREATED)


class WebhookDetailApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, webhook_id: int):
        services.webhook_delete(user=request.user, webhook_id=webhook_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
