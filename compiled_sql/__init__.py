"""ORM statements compiled to SQL once and run again with new values: the reads and writes on
every move's and every request's path (a game locked, its seats, the new log rows, the game
row, the API token). Under every app; imports Django alone."""
