"""Tournaments and ladders (the Django app files come later; `pairing` is its pure core)."""
