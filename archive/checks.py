"""Who may look a player up in the archive: anyone, unless the player keeps a private profile
(then only themselves). Raises errors.PlatformError to refuse."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _

from archive.models import PlayerPrivacy
from errors import Forbidden


def private_user_ids() -> QuerySet:
    return PlayerPrivacy.objects.filter(private_profile=True).values("user_id")


def is_private(user: Any) -> bool:
    return PlayerPrivacy.objects.filter(user_id=user.pk, private_profile=True).exists()


def player_lookup_check(person: Any, viewer: Any) -> None:
    """A private profile is looked up by its owner only."""
    if viewer is not None and getattr(viewer, "pk", None) == person.pk:
        return
    if is_private(person):
        raise Forbidden(
            "private_profile", _("%(name)s keeps their games private.") % {"name": person.username}
        )
