"""`{% game_chat game %}` beside the board and `{% replay_chat %}` beside the replay's move list."""

from __future__ import annotations

from django import template

from web.pages.chat_panel import chat_panel_context, replay_chat_context

register = template.Library()


@register.inclusion_tag("web/_chat.html", takes_context=True)
def game_chat(context, game) -> dict:
    return chat_panel_context(game, context["request"].user)


@register.inclusion_tag("web/_replay_chat.html", takes_context=True)
def replay_chat(context) -> dict:
    """The chat of the replayed game (imported records have none: nothing is shown)."""
    game = context.get("game")
    if game is None:
        return {"show": False}
    user = context["request"].user
    return {"show": True, **replay_chat_context(game, user, context["plies"], context["ply"])}
