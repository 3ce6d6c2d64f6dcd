"""Tests for the pure rating maths."""
