"""Ratings: Elo and OpenSkill (Plackett-Luce) per game; the pure rating maths lives here."""
