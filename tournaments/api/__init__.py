"""The tournaments API, one module per format (ladders now; tournaments to come)."""
