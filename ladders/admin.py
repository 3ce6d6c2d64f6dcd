"""Admin: ladders editable; their event log and challenges read-only (the log is the truth)."""

from django.contrib import admin

from ladders.models import Ladder, LadderChallenge, LadderEvent


@admin.register(Ladder)
class LadderAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "engine", "is_open", "seq", "created_at")
    list_filter = ("engine", "is_open")
    readonly_fields = ("seq",)


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(LadderEvent)
class LadderEventAdmin(ReadOnlyAdmin):
    list_display = ("ladder", "seq", "type", "created_at")
    list_filter = ("type",)


@admin.register(LadderChallenge)
class LadderChallengeAdmin(ReadOnlyAdmin):
    list_display = ("ladder", "game", "challenger", "defender", "status", "winner", "issued_at")
    list_filter = ("status",)
