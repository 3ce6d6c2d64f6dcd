"""API token authentication with its one read compiled once (compiled_sql.reads).

Every API request with a token reads the token and its user. DRF's TokenAuthentication builds
and compiles that query anew each time, which was the largest single cost of a request after
the move's own statements; this class reads the same row through a compiled read and answers
exactly as DRF does (the same refusals, the same `(user, token)`). A key that no token can be
(longer than a key, or holding a NUL) is refused before any read. `token_key_of` is the one
reading of the header, for the API and the streams alike: the keyword in any case, any
whitespace after it, exactly one key.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from rest_framework.authentication import TokenAuthentication, get_authorization_header
from rest_framework.authtoken.models import Token
from rest_framework.exceptions import AuthenticationFailed

from compiled_sql.reads import CompiledRead

KEY_LENGTH = Token._meta.get_field("key").max_length or 40  # DRF's tokens: 40 characters
KEYWORD = "Token"


class BadTokenHeader(Exception):
    """An Authorization header that names the Token scheme but holds no single readable key."""

    def __init__(self, message):
        super().__init__(str(message))
        self.message = str(message)


def token_key_of(request) -> str | None:
    """The key of the request's `Authorization: Token <key>` header, read as DRF reads it (the
    keyword in any case, then any whitespace); None when the header names another scheme or is
    absent; BadTokenHeader when it names Token without exactly one key."""
    parts = get_authorization_header(request).split()
    if not parts or parts[0].lower() != KEYWORD.lower().encode():
        return None
    if len(parts) == 1:
        raise BadTokenHeader(_("Invalid token header. No credentials provided."))
    if len(parts) > 2:
        raise BadTokenHeader(_("Invalid token header. Token string should not contain spaces."))
    try:
        return parts[1].decode()
    except UnicodeError as error:
        raise BadTokenHeader(
            _("Invalid token header. Token string should not contain invalid characters.")
        ) from error


_token_with_user = CompiledRead(lambda key: Token.objects.select_related("user").filter(key=key))


def _token(key: str) -> Token | None:
    """The token whose key is `key` with its user, else None (no read for a key no token can
    be)."""
    if not isinstance(key, str) or len(key) > KEY_LENGTH or "\x00" in key:
        return None
    tokens = _token_with_user(key)
    return tokens[0] if tokens else None


def token_user(key: str):
    """The active user whose API token is `key`, else None."""
    token = _token(key)
    return token.user if token is not None and token.user.is_active else None


class CompiledTokenAuthentication(TokenAuthentication):
    """`Authorization: Token <key>`, as DRF's TokenAuthentication, with the compiled read and
    the header read by `token_key_of` (the streams read it the same way)."""

    keyword = KEYWORD

    def authenticate(self, request):
        try:
            key = token_key_of(request)
        except BadTokenHeader as error:
            raise AuthenticationFailed(error.message) from error
        return None if key is None else self.authenticate_credentials(key)

    def authenticate_credentials(self, key):
        token = _token(key)
        if token is None:
            raise AuthenticationFailed(_("Invalid token."))
        if not token.user.is_active:
            raise AuthenticationFailed(_("User inactive or deleted."))
        return (token.user, token)
