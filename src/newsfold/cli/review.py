"""``newsfold review``: the review queue an editor works through, on the command line.

The folder opens a review item for every fold below the automatic threshold
(``fold``: the article, the representative it was compared with, their
similarity and the paragraphs they share) and for every event link between
two stories (``related``). ``newsfold review`` lists them; ``newsfold review
decide ID same|different|follow-up|related`` applies a decision to the stories
at once and ``newsfold review undo ID`` takes it back, exactly as the web app's
buttons do (:mod:`newsfold.editorial`).
"""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape as _escape

from newsfold.cli.options import ConfigOption, DbOption, fail, usage_errors
from newsfold.config import load_settings
from newsfold.hygiene import terminal_safe
from newsfold.models import iso_utc

__all__ = ["review_app", "review_cmd", "review_record"]

out_console = Console()

review_app = typer.Typer(
    help="The review queue: list borderline folds and related stories, decide, undo.",
    no_args_is_help=False,
    invoke_without_command=True,
)


def review_record(row: Any) -> dict[str, Any]:
    """One review item as a JSON-ready record (the ``--json`` line format)."""

    def side(a: dict[str, Any]) -> dict[str, Any]:
        return {**a, "published_at": iso_utc(a.get("published_at"))}

    return {
        "review_id": row.id,
        "kind": row.kind,
        "status": row.status,
        "story_id": row.story_id,
        "similarity": round(row.similarity, 4),
        "created_at": iso_utc(row.created_at),
        "article": side(row.article),
        "other": side(row.other),
        "shared_paragraphs": row.shared_paragraphs,
        "decided_by": row.decided_by,
        "decided_at": iso_utc(row.decided_at),
    }


@review_app.callback(invoke_without_command=True)
def review_cmd(
    ctx: typer.Context,
    db: DbOption = None,
    config: ConfigOption = None,
    kind: Annotated[
        str | None, typer.Option("--kind", help="Only this kind: fold or related.")
    ] = None,
    status: Annotated[
        str, typer.Option("--status", help="open, accepted, rejected or all.")
    ] = "open",
    limit: Annotated[int | None, typer.Option("--limit", help="Show at most this many.")] = 50,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON lines instead.")] = False,
) -> None:
    """List review items: borderline folds and related stories, oldest first.

    Sub-commands ``decide`` and ``undo`` act on one item (see their --help).
    """
    if ctx.invoked_subcommand is not None:
        return
    from newsfold.store import open_store
    from newsfold.store.reviews import REVIEW_KINDS, REVIEW_STATUSES

    if kind is not None and kind not in REVIEW_KINDS:
        fail(f"unknown --kind {kind!r}; use fold or related")
    if status != "all" and status not in REVIEW_STATUSES:
        fail(f"unknown --status {status!r}; use {', '.join(REVIEW_STATUSES)} or all")
    if limit is not None and limit < 1:
        fail("--limit must be at least 1")
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            rows = store.review_items(
                kind=kind, status=None if status == "all" else status, limit=limit
            )
    if as_json:
        for row in rows:
            typer.echo(json.dumps(review_record(row), ensure_ascii=False))  # one per line
        return
    out_console.print(f"[bold]{len(rows)} review items[/]")
    for row in rows:
        _print_item(review_record(row))


def escape(text: str) -> str:
    """Stored text as it may reach a terminal: no escapes, controls, bidi overrides or markup."""
    return _escape(terminal_safe(text))


def _print_item(item: dict[str, Any]) -> None:
    """One item as indented text (article content escaped: it comes from the web)."""
    out_console.print()
    head = escape(f"{item['kind']} ({item['status']}) story {item['story_id']}")
    if item["kind"] == "fold":
        shared = len(item["shared_paragraphs"])
        head += f"  similarity {item['similarity']:.3f}, {shared} paragraph(s) alike"
    out_console.print(f"[bold]#{item['review_id']}[/] {head}", soft_wrap=True)
    for label, side in (("article", item["article"]), ("compared with", item["other"])):
        out_console.print(
            f"  {label}: {escape(side.get('headline') or '(no headline)')}"
            f" | {escape(side.get('publisher') or '?')}"
            f" | {side.get('published_at') or 'undated'}"
            f" | {escape(side.get('url') or side['id'])}",
            overflow="ignore",
            crop=False,
            soft_wrap=True,
        )
    if item["shared_paragraphs"]:
        pairs = ", ".join(f"{a}~{b}" for a, b in item["shared_paragraphs"])
        out_console.print(f"  same paragraphs (article~compared): {pairs}", soft_wrap=True)


def _who(by: str | None) -> str:
    """Who acts from the command line: ``--by``, else ``cli:<login name>``."""
    if by:
        return by
    import getpass

    try:
        return f"cli:{getpass.getuser()}"
    except (KeyError, OSError):  # no login name in a bare container
        return "cli"


ByOption = Annotated[
    str | None,
    typer.Option("--by", help="Who decides (kept with the decision) [default: cli:<login>]."),
]


@review_app.command("decide")
def decide_cmd(
    review_id: Annotated[int, typer.Argument(help="The review item (its number in the list).")],
    decision: Annotated[str, typer.Argument(help="same, different, follow-up or related.")],
    db: DbOption = None,
    config: ConfigOption = None,
    by: ByOption = None,
) -> None:
    """Decide a review item; the stories change at once (merge or split, undoable)."""
    from newsfold.editorial import Editorial
    from newsfold.store import open_store
    from newsfold.store.decisions import DECISIONS

    if decision not in DECISIONS:
        fail(f"unknown decision {decision!r}; use one of {', '.join(DECISIONS)}")
    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            done = Editorial(store, settings).decide(review_id, decision, _who(by))
    out_console.print(
        f"review item {done.review_id}: {done.decision}; the article is in story "
        f"{escape(done.story_id)} (changed: {escape(', '.join(done.stories))}); "
        f"undo with `newsfold review undo {done.review_id}`",
        soft_wrap=True,
    )


@review_app.command("undo")
def undo_cmd(
    review_id: Annotated[int, typer.Argument(help="The review item whose decision to undo.")],
    db: DbOption = None,
    config: ConfigOption = None,
    by: ByOption = None,
) -> None:
    """Undo the decision on a review item: the stories go back as they were, the item reopens."""
    from newsfold.editorial import Editorial
    from newsfold.store import open_store

    with usage_errors():
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            done = Editorial(store, settings).undo(review_id, _who(by))
    out_console.print(
        f"review item {done.review_id}: {done.decision} undone; the article is in story "
        f"{escape(done.story_id)} again",
        soft_wrap=True,
    )
