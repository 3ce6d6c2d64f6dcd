"""manage.py verify_game ID: check the hash chain and re-decide every stored move."""

from django.core.management.base import BaseCommand, CommandError

from games.log.verification import game_verify
from games.models import Game


class Command(BaseCommand):
    help = "Verify a game's hash chain and re-decide every stored move with its seed."

    def add_arguments(self, parser):
        parser.add_argument("game_ids", nargs="+", type=int, metavar="ID")
        parser.add_argument("--seed", help="verify with this seed (hex) instead of the stored one")

    def handle(self, *args, game_ids, seed=None, **options):
        failed = []
        for game_id in game_ids:
            try:
                game = Game.objects.get(pk=game_id)
            except Game.DoesNotExist as error:
                raise CommandError(f"game {game_id} does not exist") from error
            report = game_verify(game, seed)
            if report.ok:
                self.stdout.write(
                    self.style.SUCCESS(
                        f"game {game_id}: verified ({report.events} events, {report.moves} moves re-decided)"
                    )
                )
            else:
                failed.append(game_id)
                self.stdout.write(self.style.ERROR(f"game {game_id}: FAILED"))
                for problem in report.problems:
                    self.stdout.write(f"  - {problem}")
        if failed:
            raise CommandError(f"verification failed for {len(failed)} game(s): {failed}")
