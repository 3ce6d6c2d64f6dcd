"""Tigris Euphyu's face: its board."""
