"""The web pages app: registers each game's face when ready (web.faces.registry)."""

from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "web"
    verbose_name = "Web pages"

    def ready(self) -> None:
        # Imported here, not at the top: an app module is loaded before the apps are ready.
        from web.faces.registry import register_faces

        register_faces()
