"""`GET /api/reviews/{id}/stream`: a review's edits as server-sent events, on the games' bus.

Events: `review` ({version}) each time the review changed (someone added a variation move, a
comment, a mark, an author or changed its title or visibility): the page reads the review
again. The read check is made again before each event; a review that became unreadable ends
the stream with an `error` event. `?key=` carries an unlisted review's link key.
"""

from __future__ import annotations

from django.conf import settings

from errors import PlatformError
from games.stream import sse
from games.stream.bus import hub, poller_register
from reviews import selectors
from reviews.models import Review
from reviews.services.reviews import review_channel


def _version(review_id: int, user, key: str | None) -> int:
    return selectors.review_for(review_id, user, key).version


async def review_frames(review_id: int, user, key: str | None, *, live: bool = True):
    subscription = hub.subscribe([review_channel(review_id)])
    try:
        yield sse.opening()
        shown = None
        while True:
            subscription.clear()
            try:
                version = await sse.db_read(_version, review_id, user, key)
            except PlatformError as error:
                yield sse.frame({"code": error.code, "message": str(error.message)}, event="error")
                return
            if version != shown:
                shown = version
                yield sse.frame({"version": version}, event="review")
            if not live:
                return
            while not await subscription.wait(settings.STREAM_KEEPALIVE_SECONDS):
                yield sse.keepalive()
    finally:
        await subscription.aclose()


@sse.get_only
async def review_stream(request, review_id: int):
    key = request.GET.get("key") or None
    try:
        user = await sse.stream_user(request)
        await sse.db_read(selectors.review_for, review_id, user, key)  # 404 before streaming
    except PlatformError as error:
        return sse.error_response(error)
    await sse.request_connection_release()
    return sse.event_stream(review_frames(review_id, user, key, live=sse.is_live(request)))


def review_versions(ids: list[int]) -> dict[int, object]:
    """The poll's view of reviews: their version, for every open review stream at once."""
    return dict(Review.objects.filter(pk__in=ids).values_list("pk", "version"))


def poll_register() -> None:
    poller_register("review", review_versions)
