"""Scenario tests for Tigris Euphyu (engines/tigris_euphyu)."""
