"""Moves, events, values, tie-breaks and notifications in words, in the active language."""
