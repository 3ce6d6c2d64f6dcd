"""Input and output shapes of the tournaments API, one module per format."""
