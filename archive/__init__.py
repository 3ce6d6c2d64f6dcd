"""The games' archive: finding any game (by players, engine, options, result, dates, ratings,
event), two players' head-to-head, statistics per engine and per player, and the monthly open
data dump of finished public games. What a player hides (private and friends-only games, a
private profile) stays out of all of them; a running game shows only what anyone may see."""
