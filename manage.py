#!/usr/bin/env python
"""Django's command-line entry point for the platform (in a checkout; installed: platform-manage)."""

from config.cli import main

if __name__ == "__main__":
    main()
