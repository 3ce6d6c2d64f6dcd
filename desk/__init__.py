"""The director's desk: the append-only log of what a director did to a tournament, league or
ladder, who directs which event (a registry the event apps fill), claims and appeals, and the
withdrawal of a player."""
