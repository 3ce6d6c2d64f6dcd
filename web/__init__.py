"""Web pages: sign up, lobby, play by clicking, history review, export, import and forks."""
