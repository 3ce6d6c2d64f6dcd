"""Conditional moves: what a seat stores, privately, to be played for it when the game reaches
a point it foresaw (a tree keyed by the others' moves as it sees them, and standing answers to
recurring decisions), played by the server inside the transaction of the move that leads there.
docs/correspondence.md ("Conditional moves") says how it behaves."""
