"""After the Flood (Martin Wallace, 2008) for exactly 3 players: the engine, registered on import."""

from engines.after_the_flood.engine import AfterTheFlood
from engines.registry import register

AFTER_THE_FLOOD = register(AfterTheFlood())
