"""Django app configuration for api: makes the API's fields read JSON bodies strictly
(api.json_types) once Django starts, for every serializer of every app."""

from django.apps import AppConfig

from api import json_types


class ApiConfig(AppConfig):
    name = "api"

    def ready(self) -> None:
        json_types.install()
