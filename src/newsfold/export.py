"""Exports that are byte-for-byte reproducible.

Rows are ordered by article id, keys by a fixed order, floats rounded, and
nothing run-dependent (like the export time) is written, so exporting the
same store twice, or the same input on another machine, gives identical
bytes. Parquet goes through pyarrow (extra ``parquet``) with a fixed schema
and no creation timestamp in the file metadata.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from newsfold.errors import InputError, MissingExtraError
from newsfold.models import iso_utc
from newsfold.store import Store

__all__ = ["export_jsonl", "export_parquet", "export_records"]


def export_records(store: Store) -> list[dict[str, Any]]:
    """One record per article: the extract record plus story fields, ``urls`` and ``fetched_at``
    (and ``related``: the stories event links relate the article's story to)."""
    out: list[dict[str, Any]] = []
    related = store.related_stories()
    for article, extra in store.iter_export_rows():
        record = article.to_record()
        record["story_id"] = extra["story_id"]
        record["relation"] = extra["relation"]
        record["similarity"] = round(float(extra["similarity"]), 4)
        record["review"] = extra["review"]
        record["follows"] = extra["follows"]
        record["urls"] = list(article.urls)
        record["fetched_at"] = iso_utc(article.fetched_at)
        record["related"] = related.get(extra["story_id"], [])
        out.append(record)
    return out


def export_jsonl(store: Store, path: Path) -> int:
    """Write the JSONL export; return the number of records."""
    records = export_records(store)
    try:
        with path.open("w", encoding="utf-8", newline="\n") as handle:
            for record in records:
                handle.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
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
