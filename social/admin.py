"""Admin: reports for staff to handle; chat read-only (append-only); the other tables."""

from django.contrib import admin, messages
from django.utils.translation import gettext_lazy as _

from social.models import (
    Block,
    ChatMessage,
    GameVisibility,
    Invitation,
    InviteLink,
    Report,
    ReportStatus,
    Seek,
)
from social.services import report_handle


@admin.register(Report)
class ReportAdmin(admin.ModelAdmin):
    list_display = ("id", "kind", "reported_user", "reporter", "status", "created_at", "game")
    list_filter = ("status", "kind")
    search_fields = ("reported_user__username", "reporter__username", "reason")
    readonly_fields = (
        "reporter",
        "kind",
        "reported_user",
        "message",
        "message_text",
        "game",
        "reason",
        "created_at",
        "handled_by",
        "handled_at",
    )
    fields = (*readonly_fields, "status", "staff_note")
    actions = ["mark_resolved", "mark_dismissed"]

    @admin.display(description=_("Reported message"))
    def message_text(self, report: Report) -> str:
        return report.message.text if report.message is not None else ""

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    def save_model(self, request, obj, form, change):
        """Closing a report goes through report_handle (who and when are recorded)."""
        if "status" in form.changed_data and obj.status != ReportStatus.OPEN:
            report_handle(report=obj, staff=request.user, status=obj.status, note=obj.staff_note)
        else:
            super().save_model(request, obj, form, change)

    def _close(self, request, queryset, status):
        for report in queryset:
            report_handle(report=report, staff=request.user, status=status)
        self.message_user(
            request, _("%(count)d reports closed.") % {"count": queryset.count()}, messages.SUCCESS
        )

    @admin.action(description=_("Mark as resolved"))
    def mark_resolved(self, request, queryset):
        self._close(request, queryset, ReportStatus.RESOLVED)

    @admin.action(description=_("Dismiss"))
    def mark_dismissed(self, request, queryset):
        self._close(request, queryset, ReportStatus.DISMISSED)


@admin.register(ChatMessage)
class ChatMessageAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "channel", "author", "created_at", "text")
    list_filter = ("channel",)
    search_fields = ("text", "author__username")

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(Invitation)
class InvitationAdmin(admin.ModelAdmin):
    list_display = ("id", "game", "inviter", "invitee", "status", "created_at")
    list_filter = ("status",)


@admin.register(Seek)
class SeekAdmin(admin.ModelAdmin):
    list_display = ("id", "seeker", "engine", "players", "rated", "rating_window", "status")
    list_filter = ("status", "engine")


@admin.register(Block)
class BlockAdmin(admin.ModelAdmin):
    list_display = ("blocker", "blocked", "created_at")


admin.site.register(GameVisibility)
admin.site.register(InviteLink)
