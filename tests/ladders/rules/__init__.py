"""Tests for the pure challenge-ladder rules."""
