"""The reviews API: a seat's notes during play, reviews and what is written in them."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from api.paging import PageOfList
from games import selectors as game_selectors
from players.selectors import user_by_name
from reviews import selectors, services
from reviews.checks import is_author
from reviews.serializers import (
    CommentIn,
    CommentOut,
    ContributorIn,
    MarkIn,
    MarkOut,
    MistakePositionOut,
    MistakeRetryIn,
    MistakeRetryOut,
    MistakesAcrossIn,
    MistakesOut,
    NodeOut,
    NoteIn,
    NoteOut,
    NotesPublishIn,
    ReviewCreatedOut,
    ReviewCreateIn,
    ReviewListIn,
    ReviewOut,
    ReviewReadIn,
    ReviewsImportIn,
    ReviewTreeOut,
    ReviewUpdateIn,
    VariationIn,
)
from reviews.services.mistakes import (
    marked_positions,
    marked_positions_across,
    mistake_position,
    mistake_retry,
)

TAGS = ["reviews"]


def _valid(serializer_class, data) -> dict:
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class NotesApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: NoteOut(many=True)})
    def get(self, request, game_id: int):
        """Your own notes at this game (nobody else's, ever)."""
        game = game_selectors.game_get_for(game_id, request.user)
        return Response(NoteOut(selectors.notes_of(game, request.user), many=True).data)

    @extend_schema(tags=TAGS, request=NoteIn, responses={201: NoteOut})
    def post(self, request, game_id: int):
        """A note of your seat, anchored to the game's position now (during play only)."""
        game = game_selectors.game_get_for(game_id, request.user)
        note = services.note_write(game=game, user=request.user, **_valid(NoteIn, request.data))
        return Response(NoteOut(note).data, status=status.HTTP_201_CREATED)


class NotesPublishApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=NotesPublishIn, responses={201: ReviewOut})
    def post(self, request, game_id: int):
        """Once the game is over: your unpublished notes as comments of a review."""
        game = game_selectors.game_get_for(game_id, request.user)
        data = _valid(NotesPublishIn, request.data)
        review = selectors.review_get(data["review"]) if data.get("review") else None
        review = services.notes_publish(
            game=game, user=request.user, review=review, visibility=data["visibility"]
        )
        return Response(ReviewOut(review).data, status=status.HTTP_201_CREATED)


class ReviewListCreateApi(APIView):
    pagination_class = PageOfList
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, parameters=[ReviewListIn], responses={200: ReviewOut(many=True)})
    def get(self, request):
        filters = _valid(ReviewListIn, request.query_params)
        # a game's filter, not its page: a game nobody may see lists nothing, like no game
        reviews = selectors.reviews_listed(
            request.user, game=filters.get("game"), mine=filters["mine"]
        )
        paginator = self.pagination_class()
        page = paginator.paginate_queryset(reviews, request, view=self)
        return paginator.get_paginated_response(ReviewOut(page, many=True).data)

    @extend_schema(tags=TAGS, request=ReviewCreateIn, responses={201: ReviewCreatedOut})
    def post(self, request):
        data = _valid(ReviewCreateIn, request.data)
        game = game_selectors.game_get_for(data.pop("game"), request.user)
        review = services.review_create(game=game, user=request.user, **data)
        return Response(ReviewCreatedOut(review).data, status=status.HTTP_201_CREATED)


class ReviewsImportApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, request=ReviewsImportIn, responses={201: ReviewCreatedOut(many=True)})
    def post(self, request):
        """The reviews a complete record of a finished game here carries, as private reviews of
        yours (each line credited to the author the record names)."""
        record = _valid(ReviewsImportIn, request.data)["record"]
        game_id = record.get("game_id")
        known = isinstance(game_id, int) and not isinstance(game_id, bool) and 0 < game_id < 2**62
        game = game_selectors.game_get_for(game_id if known else 0, request.user)
        reviews = services.reviews_import(game=game, user=request.user, record=record)
        return Response(ReviewCreatedOut(reviews, many=True).data, status=status.HTTP_201_CREATED)


class ReviewDetailApi(APIView):
    permission_classes = [permissions.IsAuthenticatedOrReadOnly]

    @extend_schema(tags=TAGS, parameters=[ReviewReadIn], responses={200: ReviewTreeOut})
    def get(self, request, review_id: int):
        """The review's tree; `?key=` opens an unlisted one, `?author=` keeps one author's."""
        data = _valid(ReviewReadIn, request.query_params)
        review = selectors.review_for(review_id, request.user, data.get("key"))
        tree = selectors.review_tree(review, author=data.get("author"))
        if is_author(review, request.user):
            tree["link_key"] = review.link_key
        return Response(ReviewTreeOut(tree).data)

    @extend_schema(tags=TAGS, request=ReviewUpdateIn, responses={200: ReviewOut})
    def patch(self, request, review_id: int):
        """The owner retitles the review or changes who may read it."""
        review = selectors.review_for(review_id, request.user)
        review = services.review_update(
            review=review, user=request.user, **_valid(ReviewUpdateIn, request.data)
        )
        return Response(ReviewOut(review).data)


class _Writing(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def review(self, request, review_id: int):
        return selectors.review_for(review_id, request.user)


class VariationApi(_Writing):
    @extend_schema(tags=TAGS, request=VariationIn, responses={201: NodeOut})
    def post(self, request, review_id: int):
        """A variation move, decided by the game's engine (an illegal one: 400 with its code)."""
        review = self.review(request, review_id)
        node = services.variation_add(
            review=review, user=request.user, **_valid(VariationIn, request.data)
        )
        tree = selectors.review_tree(review)
        return Response(
            next(n for n in tree["nodes"] if n["id"] == node.pk), status=status.HTTP_201_CREATED
        )


class CommentApi(_Writing):
    @extend_schema(tags=TAGS, request=CommentIn, responses={201: CommentOut})
    def post(self, request, review_id: int):
        review = self.review(request, review_id)
        comment = services.comment_add(
            review=review, user=request.user, **_valid(CommentIn, request.data)
        )
        body = {
            "id": comment.pk,
            "ply": comment.ply,
            "node": comment.node_id,
            "author": request.user.get_username(),
            "text": comment.text,
            "from_note": comment.from_note,
            "created_at": comment.created_at,
        }
        return Response(CommentOut(body).data, status=status.HTTP_201_CREATED)


class MarkApi(_Writing):
    @extend_schema(tags=TAGS, request=MarkIn, responses={201: MarkOut})
    def post(self, request, review_id: int):
        review = self.review(request, review_id)
        mark = services.mark_add(review=review, user=request.user, **_valid(MarkIn, request.data))
        body = {
            "id": mark.pk,
            "ply": mark.ply,
            "node": mark.node_id,
            "author": request.user.get_username(),
            "kind": mark.kind,
            "place": mark.place,
            "to_place": mark.to_place or None,
            "created_at": mark.created_at,
        }
        return Response(MarkOut(body).data, status=status.HTTP_201_CREATED)


class ContributorsApi(_Writing):
    @extend_schema(tags=TAGS, request=ContributorIn, responses={201: ReviewTreeOut})
    def post(self, request, review_id: int):
        """The owner invites a user to write in the review."""
        review = self.review(request, review_id)
        contributor = user_by_name(_valid(ContributorIn, request.data)["username"])
        services.contributor_add(review=review, user=request.user, contributor=contributor)
        return Response(
            ReviewTreeOut(selectors.review_tree(review)).data, status=status.HTTP_201_CREATED
        )


class ContributorRemoveApi(_Writing):
    @extend_schema(tags=TAGS, request=None, responses={204: None})
    def delete(self, request, review_id: int, username: str):
        review = self.review(request, review_id)
        services.contributor_remove(
            review=review, user=request.user, contributor=user_by_name(username)
        )
        return Response(status=status.HTTP_204_NO_CONTENT)


class ReviewForkApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(
        tags=TAGS, request=None, parameters=[ReviewReadIn], responses={201: ReviewCreatedOut}
    )
    def post(self, request, review_id: int):
        """A private copy of the review, yours to write in."""
        key = _valid(ReviewReadIn, request.query_params).get("key")
        review = selectors.review_get(review_id)
        fork = services.review_fork(review=review, user=request.user, key=key)
        return Response(ReviewCreatedOut(fork).data, status=status.HTTP_201_CREATED)


class MistakesApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, responses={200: MistakesOut})
    def get(self, request, game_id: int):
        """Your marked positions of a judged game (your moves the search from your view called
        an inaccuracy or worse), with your retries so far; 409 `not_judged` before its analysis."""
        game = game_selectors.game_get_for(game_id, request.user)
        return Response({"positions": marked_positions(game=game, user=request.user)})


class MistakeApi(APIView):
    permission_classes = [permissions.IsAuthenticated]
    throttle_scope = "suggestions"  # a retry is one search at the analysis' budget

    @extend_schema(
        tags=TAGS,
        operation_id="games_mistake_position_retrieve",
        responses={200: MistakePositionOut},
    )
    def get(self, request, game_id: int, seq: int):
        """One marked position from your seat's view as it was, with its legal moves."""
        game = game_selectors.game_get_for(game_id, request.user)
        return Response(mistake_position(game=game, user=request.user, seq=seq))

    @extend_schema(tags=TAGS, request=MistakeRetryIn, responses={200: MistakeRetryOut})
    def post(self, request, game_id: int, seq: int):
        """Retry the position: the search from your view judges your move; `solved` once it is
        within the inaccuracy threshold of the best (then the best is shown)."""
        game = game_selectors.game_get_for(game_id, request.user)
        move = _valid(MistakeRetryIn, request.data)["move"]
        return Response(mistake_retry(game=game, user=request.user, seq=seq, move=move))


class MistakesAcrossApi(APIView):
    permission_classes = [permissions.IsAuthenticated]

    @extend_schema(tags=TAGS, parameters=[MistakesAcrossIn], responses={200: MistakesOut})
    def get(self, request):
        """Your marked positions over all your judged games of one engine, unsolved first."""
        engine = _valid(MistakesAcrossIn, request.query_params)["engine"]
        return Response({"positions": marked_positions_across(user=request.user, engine=engine)})
