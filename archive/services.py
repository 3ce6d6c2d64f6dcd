"""The archive's one write: a player keeps their profile private, or opens it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from archive.models import PlayerPrivacy
from errors import PlatformError

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def privacy_set(*, user: User, private_profile: bool) -> PlayerPrivacy:
    if not isinstance(private_profile, bool):
        raise PlatformError("bad_private_profile", _("private_profile is true or false."))
    privacy, _created = PlayerPrivacy.objects.update_or_create(
        user=user, defaults={"private_profile": private_profile}
    )
    return privacy
