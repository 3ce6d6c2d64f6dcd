"""Tigris & Euphrates's face: its board and its words."""
