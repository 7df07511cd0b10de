"""Options and error exits shared by every command (a CLI contract).

Kept apart from :mod:`newsfold.cli` so the sub-command modules
(``newsfold.cli.crawl``, ``newsfold.cli.review``, ``newsfold.cli.sim``) can use
the same spelling, help text and error line without importing the main app.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from newsfold.errors import NewsfoldError

__all__ = ["ConfigOption", "DbOption", "fail", "usage_errors"]

_stderr = Console(stderr=True)


def _print_error(message: str) -> None:
    # escaped: messages quote user input, paths and URLs, never markup
    _stderr.print(f"[bold red]error:[/] {escape(message)}", soft_wrap=True)


def fail(message: str) -> NoReturn:
    """Report bad usage or input and exit with status 2."""
    _print_error(message)
    raise typer.Exit(2)


@contextmanager
def usage_errors() -> Iterator[None]:
    """Turn a :class:`~newsfold.errors.NewsfoldError` into an error line and status 2,
    and a database error the library did not expect into one line and status 1
    (a read-only store, a full disk, a lost connection: never a traceback)."""
    from sqlalchemy.exc import SQLAlchemyError

    try:
        yield
    except NewsfoldError as exc:
        _print_error(str(exc))
        raise typer.Exit(2) from exc
    except SQLAlchemyError as exc:
        text = str(getattr(exc, "orig", None) or exc).strip()
        line = text.splitlines()[0] if text else type(exc).__name__
        if "readonly" in line or "read-only" in line:
            line = f"the store is read-only: {line}"
        _print_error(f"store error: {line}")
        raise typer.Exit(1) from exc


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
