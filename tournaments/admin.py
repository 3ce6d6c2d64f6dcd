"""Admin of tournaments (organised tournaments in tournament_admin)."""

from tournaments import tournament_admin  # noqa: F401  (registers the models)
