"""Admin pages of reviews and notes (read by staff for moderation)."""

from django.contrib import admin

from reviews.models import GameNote, Review, ReviewComment

admin.site.register(Review)
admin.site.register(ReviewComment)
admin.site.register(GameNote)
