"""Tournaments and challenge ladders: pure cores in `tournaments.pairing` and `tournaments.ladder`."""
