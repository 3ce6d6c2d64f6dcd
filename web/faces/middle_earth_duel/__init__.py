"""Duel for Middle-earth's face: its board and its words."""
