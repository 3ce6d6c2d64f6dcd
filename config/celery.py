"""The Celery app: configured from Django settings (CELERY_*), tasks discovered in each app; a
worker keeps its database connection between tasks while it is usable."""

import os

from celery import Celery
from celery.signals import task_prerun

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("platform")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@task_prerun.connect
def _usable_database_connection(task=None, **kwargs) -> None:
    """Before each task a worker runs, as before each request: drop a connection that is broken
    or too old (the next query opens a fresh one), keep a good one (CELERY_DB_REUSE_MAX). A task
    run eagerly, inside its caller's transaction, keeps the caller's connection untouched."""
    if task is not None and getattr(task.request, "is_eager", False):
        return
    from django.db import close_old_connections  # noqa: PLC0415 - loaded before the settings

    close_old_connections()
