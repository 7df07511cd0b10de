"""``newsfold export``: the corpus as JSONL, Parquet or CSV, with a manifest.

Registered on the main app in :mod:`newsfold.cli.main`. Exit codes: 0 written,
2 bad usage, configuration or input (an unwritable file among them).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from newsfold.cli.options import ConfigOption, DbOption, fail, usage_errors
from newsfold.config import load_settings

__all__ = ["SinceOption", "UntilOption", "export_cmd", "parse_since", "parse_until"]

console = Console(stderr=True)

SinceOption = Annotated[
    str | None,
    typer.Option(
        "--since",
        help="From this day (YYYY-MM-DD, UTC) or instant (ISO 8601), inclusive; an article's "
        "time is its publication, else its fetch.",
    ),
]
UntilOption = Annotated[
    str | None,
    typer.Option(
        "--until",
        help="Up to this day (YYYY-MM-DD: the whole day, UTC) or instant (exclusive).",
    ),
]


def _parse(value: str, option: str) -> tuple[datetime, bool]:
    text = value.strip()
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            return datetime(day.year, day.month, day.day, tzinfo=UTC), True
        when = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        fail(f"{option}: cannot read {value!r}; use YYYY-MM-DD or an ISO 8601 instant")
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return when.astimezone(UTC), False


def parse_since(value: str | None) -> datetime | None:
    """``--since`` as an aware instant (a day starts at midnight UTC)."""
    return None if value is None else _parse(value, "--since")[0]


def parse_until(value: str | None) -> datetime | None:
    """``--until`` as an exclusive aware instant (a day includes all of itself)."""
    if value is None:
        return None
    when, is_day = _parse(value, "--until")
    return when + timedelta(days=1) if is_day else when


def export_cmd(
    out_path: Annotated[
        str, typer.Option("--out", help="File to write, or - for standard output.")
    ],
    fmt: Annotated[str, typer.Option("--format", help="jsonl, parquet or csv.")] = "jsonl",
    level: Annotated[
        str, typer.Option("--level", help="article (one record per article) or story.")
    ] = "article",
    since: SinceOption = None,
    until: UntilOption = None,
    publisher: Annotated[
        list[str] | None, typer.Option("--publisher", help="Only this publisher (repeatable).")
    ] = None,
    language: Annotated[
        list[str] | None, typer.Option("--language", help="Only this language (repeatable).")
    ] = None,
    min_quality: Annotated[
        float | None, typer.Option("--min-quality", help="Only records with quality_score >= this.")
    ] = None,
    sample: Annotated[
        int | None,
        typer.Option("--sample", help="A deterministic sample of N records (by hashed id)."),
    ] = None,
    stratify: Annotated[
        str | None,
        typer.Option(
            "--stratify", help="Split --sample over source_rank or syntactic_depth strata."
        ),
    ] = None,
    text: Annotated[
        str,
        typer.Option("--text", help="full (body and paragraphs), snippet (body start) or none."),
    ] = "full",
    seed: Annotated[int, typer.Option("--seed", help="Seed of the --sample hash.")] = 0,
    by: Annotated[
        str,
        typer.Option(
            "--by",
            help="Apply --since/--until to the article's time (published: publication, else "
            "fetch) or to when it came in (fetched).",
        ),
    ] = "published",
    manifest: Annotated[
        Path | None,
        typer.Option(
            "--manifest",
            help="Manifest file [default: FILE.manifest.json beside a file; none for -].",
        ),
    ] = None,
    no_manifest: Annotated[bool, typer.Option("--no-manifest", help="Write no manifest.")] = False,
    db: DbOption = None,
    config: ConfigOption = None,
) -> None:
    """Export one record per article (or story); the same store gives the same bytes.

    Every record has every field of the published JSON Schema
    (newsfold/schemas/*.schema.json), null where there is no value; the
    manifest gives the counts, the options, the schema version and the file's SHA-256.
    """
    from newsfold.export import ExportOptions, export
    from newsfold.store import open_store

    with usage_errors():
        options = ExportOptions(
            format=fmt,
            level=level,
            since=parse_since(since),
            until=parse_until(until),
            publishers=tuple(publisher or ()),
            languages=tuple(language or ()),
            min_quality=min_quality,
            sample=sample,
            stratify=stratify,
            text=text,
            seed=seed,
            by=by,
        )
        to_stdout = out_path == "-"
        where = None
        if not no_manifest:
            where = manifest or (None if to_stdout else Path(out_path + ".manifest.json"))
        settings = load_settings(config, overrides={"db": db})
        with open_store(settings.db, create=False) as store:
            result = export(store, out_path, options, manifest=where)
    console.print(
        f"wrote {result.records} records to {'standard output' if to_stdout else out_path}"
        + (f" (manifest {where})" if where else "")
    )
