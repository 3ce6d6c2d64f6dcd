"""Scenario tests for the Tigris & Euphrates engine."""
