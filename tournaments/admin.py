"""Admin of tournaments (challenge ladders in ladder_admin)."""

from tournaments import ladder_admin  # noqa: F401  (registers the models)
