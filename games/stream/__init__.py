"""Pushed updates: server-sent event streams of a game and of a user, woken by a bus.

The database stays the truth: a stream reads what it sends from the log (and the feed), so a
lost wake-up only delays an event and a reconnect with Last-Event-ID misses nothing.
"""
