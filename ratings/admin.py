"""Admin: ratings and their history, read-only (they are projections of the finished games)."""

from django.contrib import admin

from ratings.models import Rating, RatingChange


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(Rating)
class RatingAdmin(ReadOnlyAdmin):
    list_display = ("user", "engine", "elo", "games", "mu", "sigma", "provisional", "last_played")
    list_filter = ("engine", "provisional")


@admin.register(RatingChange)
class RatingChangeAdmin(ReadOnlyAdmin):
    list_display = ("game", "user", "engine", "rank", "elo_before", "elo_after", "elo_delta")
    list_filter = ("engine",)
