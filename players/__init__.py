"""Players: accounts and API tokens, the player profile (language, email mode), vacations."""
