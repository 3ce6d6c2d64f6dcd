"""Every read of tournaments, one module per format (ladders now; tournaments to come)."""
