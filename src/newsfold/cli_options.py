"""Options shared by every command that touches the store (a CLI contract).

Kept apart from :mod:`newsfold.cli` so the sub-command modules
(``newsfold.crawl.cli``, ``newsfold.sim.cli``) can use the same spelling and
help text without importing the main app.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

__all__ = ["ConfigOption", "DbOption"]

DbOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        help="SQLAlchemy database URL [default: sqlite:///newsfold.db; env NEWSFOLD_DB].",
        show_default=False,
    ),
]
ConfigOption = Annotated[
    Path | None,
    typer.Option("--config", help="Settings file [default: ./newsfold.toml if present]."),
]
