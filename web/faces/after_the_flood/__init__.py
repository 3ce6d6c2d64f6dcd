"""After the Flood's face: its board."""
