"""The ``newsfold`` command line, one package: the main app and its sub-commands.

``main`` builds the app and its core commands; ``crawl``, ``review`` and ``sim``
hold the sub-commands registered on it; ``options`` the options they share.
Only this package prints and turns errors into exit codes.
"""

from newsfold.cli.main import app, main

__all__ = ["app", "main"]
