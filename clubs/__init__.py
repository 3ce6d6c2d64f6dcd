"""Clubs: players who gather under a name, with owners, moderators and members."""
