"""``python -m newsfold`` runs the CLI."""

from newsfold.cli import main

main()
