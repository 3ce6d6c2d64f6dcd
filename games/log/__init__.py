"""A game's event log: hash chain, append-only tables, the fold, snapshots, projections,
visibility and verification. Only games' services write through it."""
