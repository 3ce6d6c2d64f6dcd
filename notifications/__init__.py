"""Notifications: the in-app feed, email (each or a daily digest), signed webhooks, and the
registry of kinds other apps add their sentences to."""
