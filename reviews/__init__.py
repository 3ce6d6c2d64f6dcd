"""Reviews of games: private notes during play, and after it reviews (variations, comments,
marks) written by an owner and invited contributors."""
