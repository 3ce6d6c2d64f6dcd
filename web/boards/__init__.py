"""The board machinery every face shares: the renderer base, SVG helpers and rendering a view."""
