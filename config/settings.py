"""Settings, one module driven by the environment.

Embedded default (nothing set): SQLite in var/, a serverless Celery broker in a SQLite file,
DEBUG off (players never see a technical page; DJANGO_DEBUG=1 turns it on for a developer).
Production: DATABASE_URL (PostgreSQL), REDIS_URL (Celery broker), CACHE_URL (Redis for
throttle counters), DJANGO_SECRET_KEY, DJANGO_DEBUG=0, DJANGO_ALLOWED_HOSTS, DJANGO_PRODUCTION=1
(HTTPS only: SSL redirect, secure cookies, HSTS; see the security block below).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config import task_queues
from config.broker_file import broker_file_prepare

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("PLATFORM_VAR_DIR", BASE_DIR / "var"))


def _env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEFAULT_SECRET_KEY = "dev-only-insecure-secret-key-change-me"  # noqa: S105 - production refuses it
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", DEFAULT_SECRET_KEY)
DEBUG = _env_bool("DJANGO_DEBUG", False)
PRODUCTION = _env_bool("DJANGO_PRODUCTION", False)
if PRODUCTION and (DEBUG or SECRET_KEY == DEFAULT_SECRET_KEY):
    raise ImproperlyConfigured(
        "Production mode refuses to start with DEBUG on or the default secret key: "
        "set DJANGO_DEBUG=0 and DJANGO_SECRET_KEY."
    )
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver").split(",")
CSRF_TRUSTED_ORIGINS = [
    origin for origin in os.environ.get("DJANGO_CSRF_TRUSTED_ORIGINS", "").split(",") if origin
]

# Production (DJANGO_PRODUCTION=1): HTTPS only. TLS ends at a proxy or load balancer that sets
# X-Forwarded-Proto; cookies are sent over HTTPS only; browsers are told to insist on HTTPS.
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
if PRODUCTION:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = _env_bool("DJANGO_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^api/health$"]
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", str(365 * 24 * 3600)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = _env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = False

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "django_htmx",
    "api",
    "players",
    "games",
    "notifications",
    "social",
    "ratings",
    "desk",
    "tournaments",
    "ladders",
    "leagues",
    "reliability",
    "archive",
    "reviews",
    "clubs",
    "web",
]

MIDDLEWARE = [
    # first: oversized bodies (413) and NUL bytes or lone surrogates (400) stop at the door
    "config.boundary.InputBoundsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # after sessions (it reads the chosen language), before common (404 redirects in the language)
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # after authentication: the profile's time zone, else the browser's (the `tz` cookie)
    "web.time_zones.TimeZoneMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    }
]

DATABASE_URL = os.environ.get("DATABASE_URL", "")
DATABASES: dict[str, Any]
if DATABASE_URL:
    DATABASES = {
        "default": dj_database_url.parse(DATABASE_URL, conn_max_age=60, conn_health_checks=True)
    }
else:
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": VAR_DIR / "platform.sqlite3",
            # WAL lets the worker and the web server read while one writes; IMMEDIATE takes the
            # write lock at BEGIN, so a move's read-decide-append cannot interleave with another.
            "OPTIONS": {
                "timeout": 20,
                "transaction_mode": "IMMEDIATE",
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
            # The tests' database is a file too (one per xdist worker): SQLite's default test
            # database, a shared in-memory cache, fails a read at once with "database table is
            # locked" while another thread writes (a stream beside a move in the browser tests),
            # where a file waits out the timeout as the platform's own database does.
            "TEST": {"NAME": str(VAR_DIR / "test_platform.sqlite3")},
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LANGUAGE_CODE = "en"
# English and Korean: the browser's Accept-Language decides, the footer switch (a cookie) wins.
LANGUAGES = [("en", "English"), ("ko", "한국어")]
LOCALE_PATHS = [BASE_DIR / "config" / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
LOGIN_URL = "web:login"
LOGIN_REDIRECT_URL = "web:lobby"
LOGOUT_REDIRECT_URL = "web:lobby"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
STATIC_ROOT.mkdir(parents=True, exist_ok=True)
# Without collectstatic (`make run`, DEBUG off) WhiteNoise serves the apps' static files itself.
WHITENOISE_USE_FINDERS = not PRODUCTION

# Request bodies: a whole body (a record's upload included) up to MAX_REQUEST_BODY_BYTES, JSON
# and form fields up to DATA_UPLOAD_MAX_MEMORY_SIZE; beyond either the answer is a 413.
MAX_REQUEST_BODY_BYTES = int(os.environ.get("MAX_REQUEST_BODY_BYTES", str(6 * 1024 * 1024)))
DATA_UPLOAD_MAX_MEMORY_SIZE = int(
    os.environ.get("DATA_UPLOAD_MAX_MEMORY_SIZE", str(2 * 1024 * 1024 + 512 * 1024))
)

# How many reverse proxies stand in front of the web server. Unset or 0: the client address is
# the connection's (X-Forwarded-For is ignored: any client could write it). N: the address the
# N-th proxy from us saw, read from the right of X-Forwarded-For (SECURITY.md).
NUM_PROXIES = int(os.environ.get("DJANGO_NUM_PROXIES") or 0)
if NUM_PROXIES < 0:
    raise ImproperlyConfigured("DJANGO_NUM_PROXIES is a number of proxies, 0 or more.")

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "players.token_auth.CompiledTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_SCHEMA_CLASS": "api.schema.PlatformAutoSchema",
    "EXCEPTION_HANDLER": "api.errors.exception_handler",
    # The API reads JSON only (what the schema says), within the platform's bounds (depth, size,
    # no NUL or lone surrogates): api.input_bounds. Other bodies are a 415.
    "DEFAULT_PARSER_CLASSES": ["api.input_bounds.BoundedJSONParser"],
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 50,
    # Views name their scope (`throttle_scope`); views without one are not throttled. Counters
    # live in the cache (Redis when CACHE_URL is set, so every web process shares them).
    # Auth is counted per client address, moves per user; defaults leave room for benchmarks.
    # Sign-in and sign-up (API and pages) count per address (`auth`; new accounts `signup` too)
    # and wrong passwords per account (`auth_account`); players.throttles reads the client
    # address (NUM_PROXIES).
    "DEFAULT_THROTTLE_CLASSES": ["players.throttles.PlatformScopedThrottle"],
    "DEFAULT_THROTTLE_RATES": {
        "auth": os.environ.get("THROTTLE_AUTH_RATE", "60/min"),
        "auth_account": os.environ.get("THROTTLE_AUTH_ACCOUNT_RATE", "20/hour"),
        "signup": os.environ.get("THROTTLE_SIGNUP_RATE", "20/hour"),
        "moves": os.environ.get("THROTTLE_MOVES_RATE", "1200/min"),
        # each suggestion is up to SUGGEST_THINK_MS of a web process's CPU
        "suggestions": os.environ.get("THROTTLE_SUGGESTIONS_RATE", "20/min"),
    },
    "NUM_PROXIES": NUM_PROXIES,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Board game platform API",
    "DESCRIPTION": "Asynchronous play of four board games: games, moves, history, fairness.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.schema.stream_paths",
    ],
    "ENUM_NAME_OVERRIDES": {
        "GameStatusEnum": "games.models.GameStatus",
        "TournamentStatusEnum": "tournaments.models.TournamentStatus",
        "EntrantStatusEnum": "tournaments.models.EntrantStatus",
        "LadderChallengeStatusEnum": "ladders.models.ChallengeStatus",
        "DeskClaimKindEnum": "desk.models.ClaimKind",
        "DeskClaimStatusEnum": "desk.models.ClaimStatus",
        "DeskClaimDecisionEnum": "desk.models.ClaimDecision",
        # engines.bots.BOTS: a game's bot_kind and a tournament's bot_fill ("" aside)
        "BotKindEnum": ["random", "greedy", "strong"],
    },
}

# Celery: Redis when REDIS_URL is set, else an embedded broker: kombu's SQLAlchemy transport on a
# SQLite file (no server needed). SQLite's locking makes it safe for a web process and a worker
# writing at once (the file-system transport raced: a consumer read a half-written message and
# the worker died). A message of either broker can still be lost (a killed worker, a deleted
# queue): the sweeps below re-derive every piece of work from the database after PLATFORM_GRACE.
REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CELERY_BROKER_URL = REDIS_URL
    # An unacknowledged task comes back after this; ETA tasks are only queued for deadlines
    # nearer than CLOCK_ETA_HORIZON_SECONDS (less than this), the sweep handles the rest.
    CELERY_BROKER_TRANSPORT_OPTIONS: dict = {"visibility_timeout": 3600}
else:
    BROKER_FILE = Path(os.environ.get("PLATFORM_BROKER_FILE", VAR_DIR / "broker.sqlite3"))
    broker_file_prepare(BROKER_FILE)
    CELERY_BROKER_URL = f"sqla+sqlite:///{BROKER_FILE}"
    # kombu hands this transport's options to SQLAlchemy's create_engine: none of kombu's own
    CELERY_BROKER_TRANSPORT_OPTIONS = {}
    # Broadcast (remote control) has no table in this transport; heartbeats are rows instead.
    CELERY_WORKER_ENABLE_REMOTE_CONTROL = False
# The cache (throttle counters): CACHE_URL names a Redis database of its own (not the broker's),
# shared by every web process; without it each process counts for itself.
CACHE_URL = os.environ.get("CACHE_URL", "")
if CACHE_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": CACHE_URL,
            "KEY_PREFIX": "platform",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Pushed updates (games.stream): each process serving streams also polls, in one query per kind
# for all its open streams, this often (seconds): the wake-ups' safety net (Redis carries them
# between processes when REDIS_URL is set; without it, only this process's own writes do).
STREAM_POLL_SECONDS = float(os.environ.get("STREAM_POLL_SECONDS", "5" if REDIS_URL else "1"))
# A comment line this often keeps idle streams open through proxies.
STREAM_KEEPALIVE_SECONDS = float(os.environ.get("STREAM_KEEPALIVE_SECONDS", "15"))
CELERY_TASK_ALWAYS_EAGER = _env_bool("CELERY_TASK_ALWAYS_EAGER", False)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# Celery's Django fixup closes the database connection around every task unless this is set:
# a worker then keeps its connection (recycled every 1,000 tasks), and config.celery checks it
# before each task like a request does (CONN_MAX_AGE, CONN_HEALTH_CHECKS). 0: Celery's default.
CELERY_DB_REUSE_MAX = int(os.environ.get("CELERY_DB_REUSE_MAX", "1000")) or None
CELERY_TIMEZONE = "UTC"
# Tests give each real worker its own queue so parallel test processes never share tasks.
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_QUEUE", "celery")
# Bots' moves on the queue `bots`, analyses on `analysis` (config.task_queues), so the web's and
# the moves' and timers' tasks on `celery` never wait behind them.
CELERY_TASK_ROUTES = ("config.task_queues.task_queue_route",)
PLATFORM_QUEUES = [
    CELERY_TASK_DEFAULT_QUEUE,
    *task_queues.OWN_QUEUES,
]  # platform_status counts them

# Clocks, reminders, notifications (issue 7).
# A fresh install gets one open challenge ladder per two-player game (after `migrate`).
STARTER_LADDERS = os.environ.get("STARTER_LADDERS", "1") != "0"
# The sweep is the safety net behind each deadline's ETA task (a lost message, a worker down):
# an idle tick is one indexed query (about 1 ms over 10,000 running clocks), and a deadline it
# catches waits at most one interval.
CLOCK_SWEEP_SECONDS = float(os.environ.get("CLOCK_SWEEP_SECONDS", "4"))
# A sweep decides this many overdue games itself and queues a task for each one beyond (so a
# backlog spreads over every worker); a queued game is not queued again for REQUEUE seconds.
CLOCK_SWEEP_INLINE_GAMES = int(os.environ.get("CLOCK_SWEEP_INLINE_GAMES", "20"))
CLOCK_SWEEP_REQUEUE_SECONDS = int(os.environ.get("CLOCK_SWEEP_REQUEUE_SECONDS", "60"))
CLOCK_ETA_HORIZON_SECONDS = int(os.environ.get("CLOCK_ETA_HORIZON_SECONDS", "3000"))
CLOCK_REMINDERS = [
    int(s) for s in os.environ.get("CLOCK_REMINDERS", "86400,3600").split(",") if s.strip()
]
VACATION_DAYS_PER_YEAR = int(os.environ.get("VACATION_DAYS_PER_YEAR", "30"))
# A player's quiet hours (their clocks stop) may take at most this many hours of a week; under
# 168 so that every clock still runs out some day.
QUIET_HOURS_MAX_WEEKLY_HOURS = min(120, int(os.environ.get("QUIET_HOURS_MAX_WEEKLY_HOURS", "72")))
# Open correspondence games a player may hold at once (BGA's rule): OPEN_GAMES_CAP, plus
# OPEN_GAMES_CAP_PER_FINISHED for each game they finished (games.open_games_cap).
OPEN_GAMES_CAP = int(os.environ.get("OPEN_GAMES_CAP", "21"))
OPEN_GAMES_CAP_PER_FINISHED = int(os.environ.get("OPEN_GAMES_CAP_PER_FINISHED", "1"))
# A running game's estimated finish: the median duration of at least FINISH_ESTIMATE_MIN_GAMES
# finished games of its engine, player count and clock, the newest FINISH_ESTIMATE_SAMPLE of them
FINISH_ESTIMATE_MIN_GAMES = int(os.environ.get("FINISH_ESTIMATE_MIN_GAMES", "5"))
FINISH_ESTIMATE_SAMPLE = int(os.environ.get("FINISH_ESTIMATE_SAMPLE", "200"))
BOT_MOVE_DELAY_SECONDS = float(os.environ.get("BOT_MOVE_DELAY_SECONDS", "1"))
# How long a "strong" bot thinks about a move (milliseconds of the thinking thread's CPU time; a
# starved search also stops at 10 times that on the wall clock), and the limits of the worker task
# that runs it: the soft one raises inside the task, the hard one ends the worker's process.
BOT_THINK_MS = int(os.environ.get("BOT_THINK_MS", "1000"))
# "suggest a move" in a sandbox: how long the strong bot thinks while the player waits
SUGGEST_THINK_MS = int(os.environ.get("SUGGEST_THINK_MS", "1000"))
BOT_TASK_SOFT_TIME_LIMIT_SECONDS = int(os.environ.get("BOT_TASK_SOFT_TIME_LIMIT_SECONDS", "30"))
BOT_TASK_TIME_LIMIT_SECONDS = int(os.environ.get("BOT_TASK_TIME_LIMIT_SECONDS", "60"))
# Analysis of a finished game: search iterations per move, and the worker task's time limits.
ANALYSIS_ITERATIONS = int(os.environ.get("ANALYSIS_ITERATIONS", "200"))
# An analysis is cut into chunks of this many moves, each a task of the `analysis` queue: the
# workers on that queue share one game's chunks (the task that started it computes the first).
ANALYSIS_CHUNK_PLIES = int(os.environ.get("ANALYSIS_CHUNK_PLIES", "20"))
ANALYSIS_SOFT_TIME_LIMIT_SECONDS = int(os.environ.get("ANALYSIS_SOFT_TIME_LIMIT_SECONDS", "1800"))
ANALYSIS_TIME_LIMIT_SECONDS = int(os.environ.get("ANALYSIS_TIME_LIMIT_SECONDS", "1900"))
# Analyses waiting or running that one user may have asked for, analyses waiting in all, and the
# Retry-After of the 429 that refuses one more.
ANALYSIS_QUEUED_PER_USER = int(os.environ.get("ANALYSIS_QUEUED_PER_USER", "2"))
ANALYSIS_QUEUE_DEPTH = int(os.environ.get("ANALYSIS_QUEUE_DEPTH", "50"))
ANALYSIS_RETRY_AFTER_SECONDS = int(os.environ.get("ANALYSIS_RETRY_AFTER_SECONDS", "120"))
WEBHOOK_TIMEOUT_SECONDS = float(os.environ.get("WEBHOOK_TIMEOUT_SECONDS", "5"))
WEBHOOK_RETRY_BASE_SECONDS = float(os.environ.get("WEBHOOK_RETRY_BASE_SECONDS", "30"))
WEBHOOK_MAX_RETRIES = int(os.environ.get("WEBHOOK_MAX_RETRIES", "6"))
# Webhooks to loopback/private addresses (a local bot, the tests) only in development: the
# embedded default and DJANGO_DEBUG=1 (an operator's DJANGO_DEBUG=0 refuses them).
WEBHOOK_ALLOW_PRIVATE_HOSTS = _env_bool(
    "WEBHOOK_ALLOW_PRIVATE_HOSTS", not PRODUCTION and _env_bool("DJANGO_DEBUG", True)
)
RATINGS_SWEEP_SECONDS = float(os.environ.get("RATINGS_SWEEP_SECONDS", "600"))
# Healing: work whose message is older than PLATFORM_GRACE_SECONDS is queued again by
# a sweep every PLATFORM_SWEEP_SECONDS (each task checks the log, so it takes effect once); a
# bot that has not moved for BOT_LATE_SECONDS reads as late on its game's page.
PLATFORM_GRACE_SECONDS = float(os.environ.get("PLATFORM_GRACE_SECONDS", "30"))
PLATFORM_SWEEP_SECONDS = float(os.environ.get("PLATFORM_SWEEP_SECONDS", "10"))
BOT_LATE_SECONDS = float(os.environ.get("BOT_LATE_SECONDS", "60"))
# No "your turn" for a player who had the game open or moved in it within this many seconds.
NOTIFY_QUIET_SECONDS = float(os.environ.get("NOTIFY_QUIET_SECONDS", "300"))
# A worker's beat writes a heartbeat this often; platform_status calls a worker silent for
# three of them gone.
WORKER_HEARTBEAT_SECONDS = float(os.environ.get("WORKER_HEARTBEAT_SECONDS", "10"))
CELERY_BEAT_SCHEDULE = {
    "bot-turns-sweep": {"task": "games.bot_turns_sweep", "schedule": PLATFORM_SWEEP_SECONDS},
    "ratings-overdue-sweep": {"task": "ratings.overdue_sweep", "schedule": PLATFORM_SWEEP_SECONDS},
    "ladder-results-sweep": {
        "task": "tournaments.ladder_results_sweep",
        "schedule": PLATFORM_SWEEP_SECONDS,
    },
    "notifications-deliver-sweep": {
        "task": "games.notifications_deliver_sweep",
        "schedule": PLATFORM_SWEEP_SECONDS,
    },
    "worker-heartbeat": {"task": "games.worker_heartbeat", "schedule": WORKER_HEARTBEAT_SECONDS},
    "clocks-sweep": {"task": "games.clocks_sweep", "schedule": CLOCK_SWEEP_SECONDS},
    "reminders-send": {"task": "games.reminders_send", "schedule": 60.0},
    "digests-send": {"task": "games.digests_send", "schedule": 3600.0},
    # round deadlines, and tournament results whose task was lost (idempotent)
    "tournaments-rounds-sweep": {
        "task": "tournaments.tournament_rounds_sweep",
        "schedule": min(60.0, PLATFORM_SWEEP_SECONDS),
    },
    # catches rating tasks lost to a broker outage or a killed worker (the task is idempotent)
    "ratings-apply-pending": {"task": "ratings.apply_pending", "schedule": RATINGS_SWEEP_SECONDS},
    "ladders-drop-inactive": {"task": "tournaments.ladders_inactive_drop", "schedule": 3600.0},
    # league seasons past their hard deadline: their running games adjudicated (idempotent)
    "leagues-deadlines-sweep": {"task": "leagues.league_deadlines_sweep", "schedule": 600.0},
    # league seasons whose start time has come: started (idempotent: a start clears the time)
    "leagues-seasons-start-sweep": {
        "task": "leagues.league_seasons_start_sweep",
        "schedule": 300.0,
    },
}

# Email: printed on the console unless EMAIL_HOST is set (then SMTP).
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
if EMAIL_HOST:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
    EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = _env_bool("EMAIL_USE_TLS", True)
else:
    EMAIL_BACKEND = os.environ.get(
        "EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend"
    )
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "games@localhost")

# Games
SNAPSHOT_EVERY = int(os.environ.get("SNAPSHOT_EVERY", "50"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
    # SQL statements hold games' secret seeds: never log them, whatever LOG_LEVEL says.
    "loggers": {"django.db.backends": {"level": "INFO", "propagate": True}},
}
