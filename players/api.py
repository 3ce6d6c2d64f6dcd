"""The players API: registering, tokens, one's profile and vacation (thin views)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from players import selectors, services
from players.serializers import ProfileIn, ProfileOut, RegisterIn, TokenIn, TokenOut, VacationIn
from players.throttles import PlatformScopedThrottle, SignupThrottle


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class RegisterApi(APIView):
    permission_classes = [permissions.AllowAny]
    throttle_scope = "auth"
    throttle_classes = [PlatformScopedThrottle, SignupThrottle]

    @extend_schema(request=RegisterIn, responses={201: TokenOut})
    def post(self, request):
        data = _valid(RegisterIn, request.data)
        user, token = services.user_register(**data)
        return Response(
            {"token": token.key, "username": user.username}, status=status.HTTP_201_CREATED
        )


class TokenApi(APIView):
    permission_classes = [permissions.AllowAny]
    throttle_scope = "auth"

    def get_permissions(self):
        if self.request.method == "DELETE":
            return [permissions.IsAuthenticated()]
        return super().get_permissions()

    @extend_schema(request=TokenIn, responses={200: TokenOut})
    def post(self, request):
        user, token = services.token_issue(**_valid(TokenIn, request.data))
        return Response({"token": token.key, "username": user.username})

    @extend_schema(request=None, responses={204: None})
    def delete(self, request):
        """Revoke your API token: it stops working now; POST here for a new one."""
        services.token_revoke(user=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ProfileApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(responses={200: ProfileOut})
    def get(self, request):
        return Response(ProfileOut(selectors.profile_summary(user=request.user)).data)

    @extend_schema(request=ProfileIn, responses={200: ProfileOut})
    def patch(self, request):
        changes = _valid(ProfileIn, request.data)
        if "email_mode" in changes:
            services.email_mode_set(user=request.user, mode=changes["email_mode"])
        if "language" in changes:
            services.language_set(user=request.user, language=changes["language"])
        if "notification_channels" in changes:
            services.notification_channels_set(
                user=request.user, channels=changes["notification_channels"]
            )
        # quiet hours are hours of the time zone: a zone set comes before them, a zone cleared
        # after them (clearing both at once works)
        zone_first = bool(changes.get("time_zone"))
        if "time_zone" in changes and zone_first:
            services.time_zone_set(user=request.user, time_zone=changes["time_zone"])
        if "confirm_moves" in changes:
            services.confirm_moves_set(user=request.user, confirm=changes["confirm_moves"])
        if "quiet_hours" in changes:
            services.quiet_hours_set(
                user=request.user, quiet_hours=[dict(rule) for rule in changes["quiet_hours"]]
            )
        if "time_zone" in changes and not zone_first:
            services.time_zone_set(user=request.user, time_zone=changes["time_zone"])
        return Response(ProfileOut(selectors.profile_summary(user=request.user)).data)


class VacationApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(request=VacationIn, responses={200: ProfileOut})
    def post(self, request):
        services.vacation_start(user=request.user, **_valid(VacationIn, request.data))
        return Response(ProfileOut(selectors.profile_summary(user=request.user)).data)

    @extend_schema(request=None, responses={200: ProfileOut})
    def delete(self, request):
        services.vacation_stop(user=request.user)
        return Response(ProfileOut(selectors.profile_summary(user=request.user)).data)
