"""What a page shows, built apart from its view: the game panel, chat, social controls, replays,
ratings, brackets and the game a page is about."""
