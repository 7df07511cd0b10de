"""``newsfold users``, ``newsfold calibrate`` and ``newsfold serve``: the editors' commands.

``users`` manages who may log in to the web app; ``calibrate`` turns the
decisions editors made on the review queue into proposed fold thresholds
(and applies one, as a new version in the store that the next fold uses);
``serve`` runs the web app on the same store.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from newsfold.calibration import AUTO_PRECISION, MISSED_FOLD_COST, WRONG_FOLD_COST, Calibration
from newsfold.cli.options import ConfigOption, DbOption, fail, usage_errors
from newsfold.cli.review import ByOption, _who
from newsfold.config import load_settings

__all__ = ["calibrate_cmd", "serve_cmd", "users_app"]

out_console = Console()
err_console = Console(stderr=True)

users_app = typer.Typer(help="Accounts of the web app (editors decide; readers read).")


def _read_password(from_stdin: bool) -> str:
    if from_stdin:
        line = sys.stdin.readline()
        return line.rstrip("\r\n")
    password: str = typer.prompt("password", hide_input=True, confirmation_prompt=True)
    return password


@users_app.command("add")
def users_add(
    name: Annotated[str, typer.Argument(help="Login name (lower-case letters, digits, ._-@).")],
    role: Annotated[str, typer.Option(help="editor (may decide) or reader.")] = "editor",
    password_stdin: Annotated[
        bool, typer.Option("--password-stdin", help="Read the password from standard input.")
    ] = False,
    db: DbOption = None,
    config: ConfigOption = None,
) -> None:
    """Create a user; the password is asked twice (or read from stdin) and stored as argon2."""
    from newsfold.store import open_store
    from newsfold.store.users import add_user

    password = _read_password(password_stdin)
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db) as store, store.engine.begin() as conn:
            user = add_user(conn, name, password, role)
    out_console.print(f"user {escape(user.name)} added ({user.role})")


@users_app.command("passwd")
def users_passwd(
    name: Annotated[str, typer.Argument(help="Login name.")],
    password_stdin: Annotated[
        bool, typer.Option("--password-stdin", help="Read the password from standard input.")
    ] = False,
    db: DbOption = None,
    config: ConfigOption = None,
) -> None:
    """Set a new password for a user; their open sessions end."""
    from newsfold.store import open_store
    from newsfold.store.users import set_password

    password = _read_password(password_stdin)
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db) as store, store.engine.begin() as conn:
            set_password(conn, name, password)
    out_console.print(f"password of {escape(name)} changed")


@users_app.command("list")
def users_list(db: DbOption = None, config: ConfigOption = None) -> None:
    """List the users with their role."""
    from newsfold.store import open_store
    from newsfold.store.users import list_users

    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db) as store, store.engine.connect() as conn:
            found = list_users(conn)
    for user in found:
        state = " (disabled)" if user.disabled else ""
        typer.echo(f"{user.name}\t{user.role}{state}")  # tab-separated, for scripts


def calibration_record(cal: Calibration) -> dict[str, object]:
    """The calibration as one JSON object (``--json``)."""
    return {
        "decisions": cal.decisions,
        "same": cal.same,
        "wrong_fold_cost": cal.wrong_fold_cost,
        "missed_fold_cost": cal.missed_fold_cost,
        "auto_precision": cal.auto_precision,
        "proposal": None
        if cal.fold_low is None
        else {"fold_low": cal.fold_low, "fold_high": cal.fold_high},
        "reason": cal.reason,
        "candidates": [
            {
                "threshold": c.threshold,
                "precision": round(c.precision, 4),
                "recall": round(c.recall, 4),
                "folded_right": c.folded_right,
                "folded_wrong": c.folded_wrong,
                "missed": c.missed,
                "cost": c.cost,
            }
            for c in cal.candidates
        ],
    }


def calibrate_cmd(
    wrong_fold_cost: Annotated[
        float,
        typer.Option(help="Price of folding two distinct stories into one.", min=0.0001),
    ] = WRONG_FOLD_COST,
    missed_fold_cost: Annotated[
        float, typer.Option(help="Price of leaving a copy as its own story.", min=0.0001)
    ] = MISSED_FOLD_COST,
    auto_precision: Annotated[
        float,
        typer.Option(
            help="Precision (95% lower bound) the decided pairs above fold_high must reach.",
            min=0.01,
            max=1.0,
        ),
    ] = AUTO_PRECISION,
    apply: Annotated[
        bool, typer.Option("--apply", help="Apply the proposal: the next fold uses it.")
    ] = False,
    reset: Annotated[
        bool, typer.Option("--reset", help="Go back to the configured thresholds (a version).")
    ] = False,
    note: Annotated[str | None, typer.Option(help="A note kept with the version.")] = None,
    by: ByOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    db: DbOption = None,
    config: ConfigOption = None,
) -> None:
    """Propose fold thresholds from review decisions: precision, recall, cost per candidate."""
    from newsfold.editorial import Editorial
    from newsfold.store import open_store

    if apply and reset:
        fail("--apply and --reset exclude each other")
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            editorial = Editorial(store, settings)
            if reset:
                version = editorial.reset(_who(by), note)
                out_console.print(
                    f"version {version.version}: back to the configured thresholds "
                    f"(fold_low {settings.fold_low}, fold_high {settings.fold_high})"
                )
                return
            cal = editorial.calibrate(
                wrong_fold_cost=wrong_fold_cost,
                missed_fold_cost=missed_fold_cost,
                auto_precision=auto_precision,
            )
            now = editorial.thresholds()
            applied = editorial.apply(cal, _who(by), note) if apply else None
    if as_json:
        record = calibration_record(cal)
        record["current"] = {
            "fold_low": now.fold_low,
            "fold_high": now.fold_high,
            "version": now.version.version if now.version else None,
        }
        record["applied_version"] = applied.version if applied else None
        typer.echo(json.dumps(record))
        return
    _print_calibration(cal, now.fold_low, now.fold_high)
    source = f"version {now.version.version}" if now.version else "the configuration"
    out_console.print(
        f"in force: fold_low {now.fold_low:.2f}, fold_high {now.fold_high:.2f} (from {source})"
    )
    if cal.fold_low is None:
        out_console.print(f"no proposal: {escape(cal.reason or '')}")
    else:
        out_console.print(
            f"[bold]proposal[/]: fold_low {cal.fold_low:.2f}, fold_high {cal.fold_high:.2f}"
        )
    if applied:
        out_console.print(f"applied as version {applied.version}; the next fold uses it")
    elif cal.fold_low is not None:
        out_console.print("apply it with `newsfold calibrate --apply`")


def _print_calibration(cal: Calibration, low: float, high: float) -> None:
    table = Table(title=f"{cal.decisions} decisions ({cal.same} same story)")
    for name in ("threshold", "precision", "recall", "wrong", "missed", "cost", ""):
        table.add_column(name, justify="right")
    previous = None
    for c in cal.candidates:
        marks = []
        if cal.fold_low is not None and abs(c.threshold - cal.fold_low) < 1e-9:
            marks.append("proposed low")
        if cal.fold_high is not None and abs(c.threshold - cal.fold_high) < 1e-9:
            marks.append("proposed high")
        if abs(c.threshold - low) < 1e-9:
            marks.append("low now")
        if abs(c.threshold - high) < 1e-9:
            marks.append("high now")
        figures = (c.folded_right, c.folded_wrong, c.missed)
        if figures == previous and not marks:
            continue  # the same as the row above: nothing decided in between
        previous = figures
        table.add_row(
            f"{c.threshold:.2f}",
            f"{c.precision:.3f}",
            f"{c.recall:.3f}",
            str(c.folded_wrong),
            str(c.missed),
            f"{c.cost:g}",
            ", ".join(marks),
        )
    out_console.print(table)


def serve_cmd(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8000,
    workers: Annotated[
        int, typer.Option(help="Server processes (one per core is a good start).", min=1, max=64)
    ] = 1,
    db: DbOption = None,
    config: ConfigOption = None,
) -> None:
    """Serve the newsroom web app (stories, review queue, calibration) on the store."""
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        from newsfold.web import serve

        if host not in ("127.0.0.1", "localhost", "::1"):
            err_console.print(
                f"serving on {escape(host)}: put it behind HTTPS (a reverse proxy) so that "
                "passwords and session cookies never travel in clear text"
            )
        serve(settings, host=host, port=port, workers=workers)
