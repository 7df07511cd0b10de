"""Exports that are byte-for-byte reproducible.

Rows are ordered by article id, keys by a fixed order, floats rounded, and
nothing run-dependent (like the export time) is written, so exporting the
same store twice, or the same input on another machine, gives identical
bytes. Parquet goes through pyarrow (extra ``parquet``) with a fixed schema
and no creation timestamp in the file metadata.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from newsfold.errors import InputError, MissingExtraError
from newsfold.models import Article, iso_utc

if TYPE_CHECKING:
    from newsfold.store import Store

__all__ = ["export_jsonl", "export_line", "export_parquet", "export_record", "export_records"]


def export_record(
    article: Article, story: Mapping[str, Any], related: Sequence[str] = ()
) -> dict[str, Any]:
    """The export record of one article: the extract record plus the story fields
    (``story_id``, final ``relation``, ``similarity``, ``review``, ``follows``), ``urls``,
    ``fetched_at`` and ``related`` (the stories event links relate its story to, sorted).

    The one definition of the record: the store's export and the Spark executor's
    (:mod:`newsfold.engine.spark`) both build it here.
    """
    record = article.to_record()
    record["story_id"] = story["story_id"]
    record["relation"] = story["relation"]
    record["similarity"] = round(float(story["similarity"]), 4)
    record["review"] = bool(story["review"])
    record["follows"] = story["follows"]
    record["urls"] = list(article.urls)
    record["fetched_at"] = iso_utc(article.fetched_at)
    record["related"] = list(related)
    return record


def export_line(record: Mapping[str, Any]) -> str:
    """One JSONL export line (no newline): compact, key order as built, UTF-8 kept."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def export_records(store: Store) -> list[dict[str, Any]]:
    """One record per article (:func:`export_record`), ordered by article id."""
    related = store.related_stories()
    return [
        export_record(article, extra, related.get(extra["story_id"], []))
        for article, extra in store.iter_export_rows()
    ]


def export_jsonl(store: Store, path: Path) -> int:
    """Write the JSONL export; return the number of records."""
    records = export_records(store)
    try:
        with path.open("w", encoding="utf-8", newline="\n") as handle:
            for record in records:
                handle.write(export_line(record))
                handle.write("\n")
    except OSError as exc:
        raise InputError(f"cannot write {path}: {exc}") from exc
    return len(records)


def export_parquet(store: Store, path: Path) -> int:
    """Write the Parquet export (needs pyarrow); return the number of records."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ModuleNotFoundError as exc:
        raise MissingExtraError("parquet", "pyarrow") from exc
    records = export_records(store)
    for record in records:
        for key in ("paragraphs", "authors", "date_flags", "urls", "related"):
            record[key] = list(record[key])
    table = pa.Table.from_pylist(records) if records else pa.table({})
    pq.write_table(table, path, compression="zstd", write_statistics=False)
    return len(records)
