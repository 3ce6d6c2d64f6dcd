"""Tests for challenge ladders: the pure rules, the services, the API and their races."""
