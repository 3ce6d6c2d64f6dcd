"""Each game's face, one package per game: how it is drawn and told in words."""
