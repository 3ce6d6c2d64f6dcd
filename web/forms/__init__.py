"""The forms the pages read: a game, a fork, an import, a seek, an invitation, a tournament."""
