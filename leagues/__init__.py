"""Leagues: seasons of divisions (tiers) playing round robins, with promotion and relegation."""
