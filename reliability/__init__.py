"""A player's reliability record, read from the games' logs: games finished, left and lost on
time, the time a move takes them, the vacation they used, and the minimums tables and events
may require."""
