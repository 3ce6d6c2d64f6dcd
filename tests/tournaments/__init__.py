"""Tests for tournaments."""
