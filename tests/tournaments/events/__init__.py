"""Tests of organised tournaments on the Django side: services, automation, API."""
