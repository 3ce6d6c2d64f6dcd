"""API routes of social under /api/me/: the players you follow, your followers, your friends."""

from django.urls import path

from social import api

urlpatterns = [
    path("following", api.FollowingApi.as_view(), name="me-following"),
    path("following/<str:username>", api.FollowingDeleteApi.as_view(), name="me-following-one"),
    path("followers", api.FollowersApi.as_view(), name="me-followers"),
    path("friends", api.FriendsApi.as_view(), name="me-friends"),
]
