"""Tournaments and challenge ladders; the pure ladder rules live in `tournaments.ladder`."""
