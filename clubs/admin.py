"""The admin's view of clubs."""

from django.contrib import admin

from clubs.models import Announcement, Club, Membership


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    list_display = ("name", "policy", "created_by", "created_at")
    search_fields = ("name",)


admin.site.register(Membership)
admin.site.register(Announcement)
