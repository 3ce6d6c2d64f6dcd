"""Admin of organised tournaments: browse events, entrants and rounds (writes go through services)."""

from django.contrib import admin

from tournaments.models import Entrant, Round, Table, TableSeat, Tournament


class EntrantInline(admin.TabularInline):
    model = Entrant
    extra = 0
    readonly_fields = ("user", "status", "rating", "seed", "first_round", "final_rank")


@admin.register(Tournament)
class TournamentAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "engine", "format", "status", "current_round", "organiser")
    list_filter = ("format", "status", "engine")
    readonly_fields = ("status", "current_round", "final_standings", "started_at", "finished_at")
    inlines = [EntrantInline]


class TableSeatInline(admin.TabularInline):
    model = TableSeat
    extra = 0
    readonly_fields = ("entrant", "index", "place")


@admin.register(Table)
class TableAdmin(admin.ModelAdmin):
    list_display = ("id", "round", "number", "game", "finished", "forfeit")
    readonly_fields = ("round", "number", "game", "finished", "forfeit")
    inlines = [TableSeatInline]


@admin.register(Round)
class RoundAdmin(admin.ModelAdmin):
    list_display = ("id", "tournament", "number", "status", "deadline")
    readonly_fields = ("tournament", "number", "status", "byes", "finished_at")
