"""Accounts: registering a player and issuing API tokens."""

from __future__ import annotations

from django.contrib.auth import authenticate, get_user_model
from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _
from rest_framework.authtoken.models import Token

from games.errors import Conflict, PlatformError


def user_register(*, username: str, password: str, email: str = "") -> tuple:
    """A new user and their API token."""
    User = get_user_model()
    try:
        with transaction.atomic():
            if User.objects.filter(username__iexact=username).exists():
                raise Conflict("username_taken", _("That username is taken."))
            user = User.objects.create_user(username=username, password=password, email=email or "")
            token = Token.objects.create(user=user)
    except IntegrityError as error:
        raise Conflict("username_taken", _("That username is taken.")) from error
    return user, token


def token_issue(*, username: str, password: str) -> tuple:
    """The API token of a user who gives the right password."""
    user = authenticate(username=username, password=password)
    if user is None:
        raise PlatformError("bad_credentials", _("Wrong username or password."), status=401)
    token, _created = Token.objects.get_or_create(user=user)
    return user, token
