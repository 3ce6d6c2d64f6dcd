"""Admin: games and seats editable as projections; the event log read-only."""

from django.contrib import admin

from games.models import Game, GameEvent, Seat


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    readonly_fields = ("index", "user", "is_bot", "dropped", "rank", "score")


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("id", "engine", "status", "rated", "seat_count", "seq", "created_at")
    list_filter = ("engine", "status", "rated")
    readonly_fields = ("seed", "seed_commitment", "seq", "head_hash", "to_act", "outcome")
    inlines = [SeatInline]


@admin.register(GameEvent)
class GameEventAdmin(admin.ModelAdmin):
    list_display = ("game", "seq", "type", "seat", "created_at")
    list_filter = ("type",)

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
