"""manage.py create_demo_user: a user `demo` (password `demo-password`) for a first look."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from rest_framework.authtoken.models import Token


class Command(BaseCommand):
    help = "Create the demo user (idempotent) and print its API token."

    def add_arguments(self, parser):
        parser.add_argument("--username", default="demo")
        parser.add_argument("--password", default="demo-password")

    def handle(self, *args, username, password, **options):
        User = get_user_model()
        user, created = User.objects.get_or_create(username=username)
        if created:
            user.set_password(password)
            user.save()
        token, _ = Token.objects.get_or_create(user=user)
        state = "created" if created else "already there"
        self.stdout.write(
            f"demo user {username!r} {state}; password {password!r}; API token {token.key}"
        )
