"""API routes of notes and reviews (included under /api/)."""

from django.urls import path

from reviews import api
from reviews.stream import review_stream

urlpatterns = [
    path("games/<int:game_id>/notes", api.NotesApi.as_view(), name="game-notes"),
    path(
        "games/<int:game_id>/notes/publish",
        api.NotesPublishApi.as_view(),
        name="game-notes-publish",
    ),
    path("games/<int:game_id>/mistakes", api.MistakesApi.as_view(), name="game-mistakes"),
    path("games/<int:game_id>/mistakes/<int:seq>", api.MistakeApi.as_view(), name="game-mistake"),
    path("mistakes", api.MistakesAcrossApi.as_view(), name="mistakes"),
    path("reviews/", api.ReviewListCreateApi.as_view(), name="reviews"),
    path("reviews/import", api.ReviewsImportApi.as_view(), name="reviews-import"),
    path("reviews/<int:review_id>/", api.ReviewDetailApi.as_view(), name="review-detail"),
    path(
        "reviews/<int:review_id>/variations", api.VariationApi.as_view(), name="review-variations"
    ),
    path("reviews/<int:review_id>/comments", api.CommentApi.as_view(), name="review-comments"),
    path("reviews/<int:review_id>/marks", api.MarkApi.as_view(), name="review-marks"),
    path(
        "reviews/<int:review_id>/contributors",
        api.ContributorsApi.as_view(),
        name="review-contributors",
    ),
    path(
        "reviews/<int:review_id>/contributors/<str:username>",
        api.ContributorRemoveApi.as_view(),
        name="review-contributor",
    ),
    path("reviews/<int:review_id>/fork", api.ReviewForkApi.as_view(), name="review-fork"),
    path("reviews/<int:review_id>/stream", review_stream, name="review-stream"),
]
