"""Challenge ladders: tables, services, selectors and API around the pure rules in `rules`."""
