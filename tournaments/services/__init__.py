"""Every write of tournaments, one module per concept (organised tournaments: `tournaments`)."""
