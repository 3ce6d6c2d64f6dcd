"""Routes of the web pages."""

from django.contrib.auth import views as auth_views
from django.urls import path

# One module per part of the site (web/views/); named here as they read in the routes below.
from web.views import analysis as views_analysis
from web.views import archive as views_archive
from web.views import chat as views_chat
from web.views import clock as views_clock
from web.views import clubs as views_clubs
from web.views import conditional as views_conditional
from web.views import desk as views_desk
from web.views import director_pairings as views_director_pairings
from web.views import games as views
from web.views import ladders as views_ladders
from web.views import leagues as views_leagues
from web.views import mistakes as views_mistakes
from web.views import people as views_people
from web.views import reliability as views_reliability
from web.views import reviews as views_reviews
from web.views import social as views_social
from web.views import staff as views_staff
from web.views import table as views_table
from web.views import tournaments as views_tournaments

app_name = "web"

urlpatterns = [
    path("", views.lobby, name="lobby"),
    path("staff/status", views_staff.platform_status_page, name="platform-status"),
    path("signup/", views.signup, name="signup"),
    path("login/", views.SignInView.as_view(), name="login"),
    path("logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("games/new", views.game_create, name="game-create"),
    path("games/<int:game_id>/", views.game_page, name="game"),
    path("games/<int:game_id>/panel", views.game_poll, name="game-poll"),
    path("games/<int:game_id>/ratings", views.game_ratings, name="game-ratings"),
    path("games/<int:game_id>/move", views.game_move, name="game-move"),
    path("games/<int:game_id>/join", views.game_join, name="game-join"),
    path("games/<int:game_id>/start", views.game_start, name="game-start"),
    path("games/<int:game_id>/resign", views.game_resign, name="game-resign"),
    path("games/<int:game_id>/give-time", views_clock.game_give_time, name="game-give-time"),
    path("games/<int:game_id>/suggest", views.game_suggest, name="game-suggest"),
    path("games/<int:game_id>/abort", views_table.abort, name="game-abort"),
    path("games/<int:game_id>/takeback", views_table.takeback_ask_page, name="takeback-ask"),
    path(
        "games/<int:game_id>/takeback/accept",
        views_table.takeback_accept_page,
        name="takeback-accept",
    ),
    path(
        "games/<int:game_id>/takeback/decline",
        views_table.takeback_decline_page,
        name="takeback-decline",
    ),
    path("games/<int:game_id>/rematch", views_table.rematch_offer_page, name="rematch-offer"),
    path(
        "games/<int:game_id>/rematch/accept",
        views_table.rematch_accept_page,
        name="rematch-accept",
    ),
    path(
        "games/<int:game_id>/rematch/decline",
        views_table.rematch_decline_page,
        name="rematch-decline",
    ),
    path("games/<int:game_id>/replay", views.replay, name="replay"),
    path("games/<int:game_id>/analysis", views_analysis.analysis_start, name="analysis"),
    path("games/<int:game_id>/mistakes", views_mistakes.game_mistakes, name="game-mistakes"),
    path(
        "games/<int:game_id>/mistakes/<int:seq>",
        views_mistakes.game_mistake,
        name="game-mistake",
    ),
    path("mistakes/", views_mistakes.mistakes_across, name="mistakes"),
    path("games/<int:game_id>/export.json", views.export, name="export"),
    path("games/<int:game_id>/fork", views.fork, name="fork"),
    path(
        "games/<int:game_id>/conditional-moves",
        views_conditional.conditional_moves_set,
        name="game-conditional",
    ),
    path("games/<int:game_id>/chat", views_chat.chat_poll, name="game-chat-poll"),
    path("games/<int:game_id>/chat/post", views_chat.chat_post, name="game-chat-post"),
    path("games/<int:game_id>/chat/mute", views_chat.chat_mute, name="game-chat-mute"),
    path("games/<int:game_id>/chat/unmute", views_chat.chat_unmute, name="game-chat-unmute"),
    path("games/<int:game_id>/chat/report", views_chat.chat_report, name="game-chat-report"),
    path("games/<int:game_id>/notes", views_reviews.note_write, name="game-notes"),
    path("games/<int:game_id>/notes/publish", views_reviews.notes_publish, name="notes-publish"),
    path("games/<int:game_id>/reviews/new", views_reviews.review_create, name="review-create"),
    path("reviews/<int:review_id>/", views_reviews.review_page, name="review"),
    path("clubs/", views_clubs.clubs_page, name="clubs"),
    path("clubs/new", views_clubs.club_create, name="club-create"),
    path("clubs/<int:club_id>/", views_clubs.club_page, name="club"),
    *[
        path(f"clubs/<int:club_id>/{action}", views_clubs.club_act, {"action": action})
        for action in views_clubs.ACTIONS
    ],
    path("reviews/<int:review_id>/comment", views_reviews.review_comment, name="review-comment"),
    path(
        "reviews/<int:review_id>/variation", views_reviews.review_variation, name="review-variation"
    ),
    path("reviews/<int:review_id>/mark", views_reviews.review_mark, name="review-mark"),
    path("reviews/<int:review_id>/settings", views_reviews.review_settings, name="review-settings"),
    path(
        "reviews/<int:review_id>/contributors/add",
        views_reviews.review_contributor_add,
        name="review-contributor-add",
    ),
    path(
        "reviews/<int:review_id>/contributors/remove",
        views_reviews.review_contributor_remove,
        name="review-contributor-remove",
    ),
    path("reviews/<int:review_id>/fork", views_reviews.review_fork, name="review-fork"),
    path("review/import", views.record_import, name="import"),
    path(
        "review/<str:key>/reviews-import",
        views_reviews.imported_reviews_keep,
        name="reviews-import",
    ),
    path("review/<str:key>/", views.imported_replay, name="imported-replay"),
    path("tournaments/", views_tournaments.tournament_list, name="tournaments"),
    path("tournaments/new", views_tournaments.tournament_create, name="tournament-create"),
    path("tournaments/<int:tournament_id>/", views_tournaments.tournament_page, name="tournament"),
    path(
        "tournaments/<int:tournament_id>/register",
        views_tournaments.tournament_register,
        name="tournament-register",
    ),
    path(
        "tournaments/<int:tournament_id>/withdraw",
        views_tournaments.tournament_withdraw,
        name="tournament-withdraw",
    ),
    path(
        "tournaments/<int:tournament_id>/open",
        views_tournaments.tournament_open,
        name="tournament-open",
    ),
    path(
        "tournaments/<int:tournament_id>/close",
        views_tournaments.tournament_close,
        name="tournament-close",
    ),
    path(
        "tournaments/<int:tournament_id>/start",
        views_tournaments.tournament_start,
        name="tournament-start",
    ),
    path(
        "tournaments/<int:tournament_id>/cancel",
        views_tournaments.tournament_cancel,
        name="tournament-cancel",
    ),
    path(
        "tournaments/<int:tournament_id>/entrants/drop",
        views_tournaments.tournament_entrant_drop,
        name="tournament-entrant-drop",
    ),
    path(
        "tournaments/<int:tournament_id>/entrants/add",
        views_tournaments.tournament_entrant_add,
        name="tournament-entrant-add",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/pairings/swap",
        views_director_pairings.pairings_swap,
        name="tournament-pairings-swap",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/pairings/table",
        views_director_pairings.pairings_table,
        name="tournament-pairings-table",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/pairings/repair",
        views_director_pairings.pairings_repair,
        name="tournament-pairings-repair",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/pairings/publish",
        views_director_pairings.pairings_publish,
        name="tournament-pairings-publish",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/pairings/review",
        views_director_pairings.pairings_review,
        name="tournament-pairings-review",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/late-entry",
        views_director_pairings.late_entry,
        name="tournament-late-entry",
    ),
    path("leagues/", views_leagues.league_list, name="leagues"),
    path("leagues/<int:league_id>/", views_leagues.league_page, name="league"),
    path("leagues/<int:league_id>/edit", views_leagues.league_edit, name="league-edit"),
    path("leagues/<int:league_id>/join", views_leagues.league_join, name="league-join"),
    path("leagues/<int:league_id>/opt-out", views_leagues.league_opt_out, name="league-opt-out"),
    path(
        "tournaments/<int:tournament_id>/desk",
        views_desk.desk_page,
        {"event_kind": "tournament"},
        name="tournament-desk",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/claims/<int:claim_id>/answer",
        views_desk.desk_claim_answer,
        {"event_kind": "tournament"},
        name="tournament-desk-claim-answer",
    ),
    path(
        "tournaments/<int:tournament_id>/desk/withdraw",
        views_desk.desk_withdraw,
        {"event_kind": "tournament"},
        name="tournament-desk-withdraw",
    ),
    path(
        "tournaments/<int:tournament_id>/claims",
        views_desk.claims_page,
        {"event_kind": "tournament"},
        name="tournament-claims",
    ),
    path(
        "leagues/<int:league_id>/desk",
        views_desk.desk_page,
        {"event_kind": "league"},
        name="league-desk",
    ),
    path(
        "leagues/<int:league_id>/desk/claims/<int:claim_id>/answer",
        views_desk.desk_claim_answer,
        {"event_kind": "league"},
        name="league-desk-claim-answer",
    ),
    path(
        "leagues/<int:league_id>/desk/withdraw",
        views_desk.desk_withdraw,
        {"event_kind": "league"},
        name="league-desk-withdraw",
    ),
    path(
        "leagues/<int:league_id>/claims",
        views_desk.claims_page,
        {"event_kind": "league"},
        name="league-claims",
    ),
    path(
        "ladders/<int:ladder_id>/desk",
        views_desk.desk_page,
        {"event_kind": "ladder"},
        name="ladder-desk",
    ),
    path(
        "ladders/<int:ladder_id>/desk/claims/<int:claim_id>/answer",
        views_desk.desk_claim_answer,
        {"event_kind": "ladder"},
        name="ladder-desk-claim-answer",
    ),
    path(
        "ladders/<int:ladder_id>/desk/withdraw",
        views_desk.desk_withdraw,
        {"event_kind": "ladder"},
        name="ladder-desk-withdraw",
    ),
    path(
        "ladders/<int:ladder_id>/claims",
        views_desk.claims_page,
        {"event_kind": "ladder"},
        name="ladder-claims",
    ),
    path("ladders/", views_ladders.ladder_list, name="ladders"),
    path("ladders/<int:ladder_id>/", views_ladders.ladder_page, name="ladder"),
    path("ladders/<int:ladder_id>/join", views_ladders.ladder_join, name="ladder-join"),
    path("ladders/<int:ladder_id>/leave", views_ladders.ladder_leave, name="ladder-leave"),
    path(
        "ladders/<int:ladder_id>/challenge",
        views_ladders.ladder_challenge,
        name="ladder-challenge",
    ),
    path("users/<str:username>/", views_people.profile, name="profile"),
    path("games/find", views_archive.games_find, name="games-find"),
    path("versus", views_archive.head_to_head_pick, name="head-to-head-pick"),
    path(
        "users/<str:first>/versus/<str:second>",
        views_archive.head_to_head,
        name="head-to-head",
    ),
    path(
        "users/<str:username>/statistics",
        views_archive.player_statistics,
        name="player-statistics",
    ),
    path("statistics/<str:engine>", views_archive.engine_statistics, name="engine-statistics"),
    path(
        "games/<int:game_id>/reliability-minimum",
        views_reliability.table_minimum,
        name="table-minimum",
    ),
    path(
        "users/<str:username>/reliability",
        views_reliability.reliability,
        name="reliability",
    ),
    path(
        "settings/notifications",
        views_people.notification_settings_save,
        name="notification-settings",
    ),
    path("settings/confirm-moves", views_people.confirm_moves_save, name="confirm-moves"),
    path("settings/privacy", views_archive.privacy_save, name="privacy"),
    path("settings/quiet-hours", views_clock.quiet_hours_save, name="quiet-hours"),
    path("notifications/", views_people.notifications, name="notifications"),
    path("notifications/menu", views_people.notifications_menu, name="notifications-menu"),
    path("notifications/count", views_people.notifications_count, name="notifications-count"),
    path("notifications/read", views_people.notifications_read, name="notifications-read"),
    path("notifications/<int:note_id>/", views_people.notification_open, name="notification-open"),
    path("seeks/new", views_social.seek_post, name="seek-post"),
    path("seeks/<int:seek_id>/accept", views_social.seek_accept, name="seek-accept"),
    path("seeks/<int:seek_id>/cancel", views_social.seek_cancel, name="seek-cancel"),
    path("invitations/new", views_social.invitation_game_create, name="invitation-game-create"),
    path(
        "invitations/<int:invitation_id>/accept",
        views_social.invitation_accept,
        name="invitation-accept",
    ),
    path(
        "invitations/<int:invitation_id>/decline",
        views_social.invitation_decline,
        name="invitation-decline",
    ),
    path("games/<int:game_id>/invite-link", views_social.invite_link_create, name="invite-link"),
    path("games/<int:game_id>/visibility", views_social.visibility_set, name="visibility"),
    path("invite/<str:token>", views_social.invite_page, name="invite"),
    path("invite/<str:token>/join", views_social.invite_join, name="invite-join"),
    path("invite/<str:token>/revoke", views_social.invite_link_revoke, name="invite-revoke"),
    path("users/<str:username>/follow", views_social.follow, name="follow"),
    path("users/<str:username>/unfollow", views_social.unfollow, name="unfollow"),
    path("following", views_social.following, name="following"),
    path("users/<str:username>/block", views_social.block, name="block"),
    path("users/<str:username>/unblock", views_social.unblock, name="unblock"),
    path("users/<str:username>/report", views_social.report, name="report"),
]
