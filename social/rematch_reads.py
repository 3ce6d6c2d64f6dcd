"""Reading rematches: the latest offered of a game, the two games of a paired rematch (shown
together on their pages), and an offer as the API shows it."""

from __future__ import annotations

from django.db.models import Q

from games.models import Game
from social.models import RematchOffer, RematchStatus


def rematch_of(game: Game) -> RematchOffer | None:
    """The latest rematch offered of `game`."""
    return RematchOffer.objects.filter(original=game).order_by("-id").first()


def rematch_pair_of(game: Game) -> Game | None:
    """The other game of the paired rematch `game` is one of (None if it is not paired)."""
    offer = (
        RematchOffer.objects.filter(paired=True, status=RematchStatus.ACCEPTED)
        .filter(Q(game=game) | Q(paired_game=game))
        .first()
    )
    if offer is None:
        return None
    other_id = offer.paired_game_id if offer.game_id == game.pk else offer.game_id
    return None if other_id is None else Game.objects.filter(pk=other_id).first()


def rematch_as_json(offer: RematchOffer | None) -> dict | None:
    if offer is None:
        return None
    return {
        "id": offer.pk,
        "original": offer.original_id,
        "offered_by": offer.offered_by.username,
        "paired": offer.paired,
        "status": offer.status,
        "accepted_by": [int(user_id) for user_id in offer.accepted_by],
        "games": [g for g in (offer.game_id, offer.paired_game_id) if g is not None],
    }
