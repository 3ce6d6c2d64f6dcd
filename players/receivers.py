"""Players' answers to Django's signals: wrong passwords count against the account, a new
password retires the API token."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.signals import user_login_failed
from django.db.models.signals import post_save
from django.dispatch import receiver
from rest_framework.authtoken.models import Token

from players.throttles import account_failure_record


@receiver(user_login_failed)
def count_wrong_password(sender, credentials: dict, **kwargs) -> None:
    """Every failed authenticate() (API token, sign-in page, admin) counts for the account."""
    username = credentials.get("username")
    if isinstance(username, str) and username:
        account_failure_record(username)


@receiver(post_save, sender=get_user_model())
def retire_token_on_new_password(sender, instance, created: bool, **kwargs) -> None:
    """set_password() then save(): the old API token stops working; POST /api/auth/token gives
    a new one. (Django clears `_password` itself when it only upgrades a hash on sign-in.)"""
    if not created and getattr(instance, "_password", None) is not None:
        Token.objects.filter(user=instance).delete()
