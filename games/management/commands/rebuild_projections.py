"""manage.py rebuild_projections: recompute every game's projections from its event log."""

from django.core.management.base import BaseCommand
from tqdm import tqdm

from games.log.projections import projections_rebuild
from games.models import Game


class Command(BaseCommand):
    help = "Rebuild every game's status, turn, outcome and seat results from the event log."

    def add_arguments(self, parser):
        parser.add_argument("--game", type=int, action="append", help="only these games")

    def handle(self, *args, game=None, **options):
        ids = list(
            Game.objects.filter(**({"pk__in": game} if game else {})).values_list("pk", flat=True)
        )
        changed = 0
        for game_id in tqdm(ids, desc="games", unit="game", file=self.stderr._out, disable=not ids):
            changed += projections_rebuild(game_id=game_id)
        self.stdout.write(f"rebuilt {len(ids)} game(s); {changed} had drifted and were corrected")
