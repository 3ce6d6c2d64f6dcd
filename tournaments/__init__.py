"""Organised tournaments (Swiss, round robin, elimination, pods); pure pairing in `pairing`."""
