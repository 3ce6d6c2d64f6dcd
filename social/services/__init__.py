"""Every write of social (keyword-only, one transaction each)."""

from social.services.chat import chat_mute, chat_post, chat_unmute
from social.services.follows import follow_create, follow_delete
from social.services.invitations import (
    invitation_accept,
    invitation_decline,
    invitation_game_create,
    invite_link_create,
    invite_link_join,
    invite_link_revoke,
    visibility_set,
)
from social.services.moderation import block_create, block_delete, report_create, report_handle
from social.services.seeks import seek_accept, seek_cancel, seek_create

__all__ = [
    "block_create",
    "block_delete",
    "chat_mute",
    "chat_post",
    "chat_unmute",
    "follow_create",
    "follow_delete",
    "invitation_accept",
    "invitation_decline",
    "invitation_game_create",
    "invite_link_create",
    "invite_link_join",
    "invite_link_revoke",
    "report_create",
    "report_handle",
    "seek_accept",
    "seek_cancel",
    "seek_create",
    "visibility_set",
]
