"""Django app configuration for api: makes the API's fields read whole numbers by the one reader
(api.whole_numbers) and JSON bodies strictly (api.json_types) once Django starts, for every
serializer of every app."""

from django.apps import AppConfig

from api import json_types, whole_numbers


class ApiConfig(AppConfig):
    name = "api"

    def ready(self) -> None:
        whole_numbers.install()  # first: json_types wraps the number field's reading
        json_types.install()
