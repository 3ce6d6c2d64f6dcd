"""Admin of tournaments (organised tournaments in tournament_admin, ladders in ladder_admin)."""

from tournaments import ladder_admin, tournament_admin  # noqa: F401  (registers the models)
