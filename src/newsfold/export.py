"""Exports with a contract: streamed, typed, byte-for-byte reproducible, with a manifest.

Records come from :mod:`newsfold.store.export_rows` one at a time and go
straight to the writer, so memory stays flat whatever the store's size (the
Parquet writer holds one row group, :data:`ROW_GROUP` records). Every record
has every field of :mod:`newsfold.export_schema` (explicit nulls), in that
order; article records are ordered by article id, story records by story id.

Nothing run-dependent (an export time, a temporary name) is written, so the
same store exported twice with the same options gives identical files, and
the manifest (counts, options, schema version, SHA-256 of the file) is
identical too. Files are written under a temporary name and renamed when
complete, so a failed export never leaves a partial file under the real name.

Sampling (``sample``) is deterministic: each record gets a hash of its id
and ``seed``, and the smallest hashes win; with ``stratify`` the sample is
split over the strata (source_rank in fifths, or syntactic_depth 1-5, plus
"unknown") in proportion to their sizes (largest remainders), then the
smallest hashes win within each stratum.
"""

from __future__ import annotations

import csv
import hashlib
import heapq
import io
import json
import logging
import os
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import IO, Any

import xxhash

from newsfold.errors import InputError, MissingExtraError, OutputError
from newsfold.export_schema import SCHEMA_VERSION, Field, arrow_schema, fields_for
from newsfold.models import Article, iso_utc
from newsfold.store import Store
from newsfold.store.export_rows import RowFilter, iter_article_rows, iter_story_rows

__all__ = [
    "FORMATS",
    "ROW_GROUP",
    "ExportOptions",
    "ExportResult",
    "export",
    "export_jsonl",
    "export_line",
    "export_parquet",
    "export_record",
    "export_records",
    "iter_records",
]

log = logging.getLogger(__name__)

FORMATS = ("jsonl", "parquet", "csv")
LEVELS = ("article", "story")
TEXT_MODES = ("full", "snippet", "none")
STRATA = ("source_rank", "syntactic_depth")
#: Records per Parquet row group (and the most the Parquet writer holds).
ROW_GROUP = 2000
#: Code points of a ``--text snippet`` body (cut at a word or sentence end when one is near).
SNIPPET_CHARS = 280


@dataclass(frozen=True, slots=True)
class ExportOptions:
    """What to export and how; recorded in the manifest."""

    format: str = "jsonl"
    level: str = "article"
    since: datetime | None = None
    until: datetime | None = None
    publishers: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    min_quality: float | None = None
    sample: int | None = None
    stratify: str | None = None
    text: str = "full"
    seed: int = 0
    #: The window is on the article's time (``published``) or its arrival (``fetched``).
    by: str = "published"

    def __post_init__(self) -> None:
        checks = (
            (self.format, FORMATS, "format"),
            (self.level, LEVELS, "level"),
            (self.text, TEXT_MODES, "text"),
            (self.by, ("published", "fetched"), "by"),
        )
        for value, allowed, name in checks:
            if value not in allowed:
                raise InputError(f"unknown --{name} {value!r}; use {' or '.join(allowed)}")
        if self.stratify is not None and self.stratify not in STRATA:
            raise InputError(f"unknown --stratify {self.stratify!r}; use {' or '.join(STRATA)}")
        if self.stratify is not None and self.sample is None:
            raise InputError("--stratify needs --sample N")
        if self.sample is not None and self.sample < 0:
            raise InputError(f"--sample must be >= 0, got {self.sample}")
        if self.min_quality is not None and not 0.0 <= self.min_quality <= 1.0:
            raise InputError(f"--min-quality must be between 0 and 1, got {self.min_quality}")
        if self.since and self.until and self.until <= self.since:
            raise InputError("--until must be later than --since")

    def manifest(self) -> dict[str, Any]:
        """The options as the manifest states them."""
        out = asdict(self)
        out["since"] = iso_utc(self.since)
        out["until"] = iso_utc(self.until)
        out["publishers"] = list(self.publishers)
        out["languages"] = list(self.languages)
        return out


@dataclass(slots=True)
class ExportResult:
    """What one export wrote."""

    records: int = 0
    path: str = "-"
    sha256: str = ""
    bytes: int = 0
    by_language: Counter[str] = field(default_factory=Counter)
    by_relation: Counter[str] = field(default_factory=Counter)
    publishers: set[str] = field(default_factory=set)

    def count(self, record: Mapping[str, Any]) -> None:
        """Count one written record."""
        self.records += 1
        self.by_language[str(record.get("language"))] += 1
        if "relation" in record:
            self.by_relation[str(record["relation"])] += 1
        if record.get("publisher"):
            self.publishers.add(str(record["publisher"]))


# --- records -------------------------------------------------------------------------

_SCORE_FIELDS = (
    "source_rank",
    "source_rank_from",
    "completeness",
    "completeness_parts",
    "syntactic_depth",
    "syntactic_depth_from",
    "entities",
    "entity_backend",
    "quality_score",
)


def _scores(quality: Mapping[str, Any]) -> dict[str, Any]:
    return {name: quality.get(name) for name in _SCORE_FIELDS}


def snippet(body: str, limit: int = SNIPPET_CHARS) -> str:
    """The body's start, at most ``limit`` code points, cut at a sentence or word end
    in its last fifth when there is one."""
    if len(body) <= limit:
        return body
    head = body[:limit]
    floor = limit * 4 // 5
    for marks in (".!?。！？\n", " ，、,;；"):
        cut = max(head.rfind(m) for m in marks)
        if cut >= floor:
            return head[: cut + 1].rstrip()
    return head


def _text_fields(record: dict[str, Any], paragraphs: list[str], mode: str) -> None:
    if mode == "full":
        return
    body = "\n".join(paragraphs)
    record["body"] = snippet(body) if mode == "snippet" and body else None
    if "paragraphs" in record:
        record["paragraphs"] = None


def _article_record(
    article: Article, extra: Mapping[str, Any], related: Mapping[str, list[str]], text: str
) -> dict[str, Any]:
    record = article.to_record()
    record["published_at"] = article.published_at
    record["modified_at"] = article.modified_at
    record["story_id"] = extra["story_id"]
    record["relation"] = extra["relation"]
    record["similarity"] = round(float(extra["similarity"]), 4)
    record["review"] = extra["review"]
    record["follows"] = extra["follows"]
    record["urls"] = list(article.urls)
    record["fetched_at"] = article.fetched_at
    record["related"] = related.get(extra["story_id"], [])
    record.update(_scores(article.quality))
    _text_fields(record, article.paragraphs, text)
    return record


def _story_record(
    story: Mapping[str, Any],
    rep: Article,
    members: list[dict[str, Any]],
    related: Mapping[str, list[str]],
    text: str,
) -> dict[str, Any]:
    outlets = list(dict.fromkeys(m["publisher"] for m in members if m["publisher"]))
    tenth = story["tenth_outlet_at"]
    first = story["first_seen"]
    record: dict[str, Any] = {
        "story_id": story["story_id"],
        "headline": rep.headline,
        "representative_id": story["representative_id"],
        "publisher": rep.publisher,
        "language": rep.language,
        "follows": story["follows"],
        "related": related.get(story["story_id"], []),
        "first_seen": first,
        "last_seen": story["last_seen"],
        "n_members": len(members),
        "n_outlets": len(outlets),
        "outlets": outlets,
        "time_to_10th_outlet_s": (tenth - first).total_seconds() if tenth and first else None,
        "members": [
            {
                "article_id": m["article_id"],
                "publisher": m["publisher"],
                "url": m["url"],
                "published_at": m["published_at"],
                "relation": m["relation"],
                "similarity": round(float(m["similarity"]), 4),
                "review": bool(m["review"]),
            }
            for m in members
        ],
        "body": rep.body,
    }
    record.update(_scores(rep.quality))
    _text_fields(record, rep.paragraphs, text)
    return record


def _filter(options: ExportOptions) -> RowFilter:
    return RowFilter(
        options.since, options.until, options.publishers, options.languages, options.by
    )


def _candidates(store: Store, options: ExportOptions) -> Iterator[dict[str, Any]]:
    """Every record the filters keep, in order, before sampling (datetimes still objects)."""
    related = store.related_stories()
    where = _filter(options)
    minimum = options.min_quality
    if options.level == "article":
        for article, extra in iter_article_rows(store.engine, where):
            if minimum is not None and (article.quality.get("quality_score") or 0.0) < minimum:
                continue
            yield _article_record(article, extra, related, options.text)
    else:
        for story, rep, members in iter_story_rows(store.engine, where):
            if minimum is not None and (rep.quality.get("quality_score") or 0.0) < minimum:
                continue
            yield _story_record(story, rep, members, related, options.text)


def _id_of(record: Mapping[str, Any]) -> str:
    return str(record.get("id") or record["story_id"])


def _stratum(record: Mapping[str, Any], by: str | None) -> str:
    if by is None:
        return "all"
    value = record.get(by)
    if value is None:
        return "unknown"
    if by == "source_rank":
        fifth = min(4, int(float(value) * 5))
        return f"{fifth / 5:.1f}-{(fifth + 1) / 5:.1f}"
    return str(value)


def _sample_ids(store: Store, options: ExportOptions) -> tuple[set[str], dict[str, int]]:
    """Ids of a deterministic (optionally stratified) sample, and its size per stratum."""
    size = options.sample or 0
    heaps: dict[str, list[tuple[int, str]]] = {}
    totals: Counter[str] = Counter()
    for record in _candidates(store, options):
        key = _stratum(record, options.stratify)
        rid = _id_of(record)
        rank = -xxhash.xxh3_64_intdigest(f"{options.seed}\x1f{rid}".encode())
        totals[key] += 1
        heap = heaps.setdefault(key, [])
        if len(heap) < size:
            heapq.heappush(heap, (rank, rid))
        elif heap and rank > heap[0][0]:
            heapq.heapreplace(heap, (rank, rid))
    quota = _allocate(size, totals)
    chosen: set[str] = set()
    for key, heap in heaps.items():
        best = sorted(heap, reverse=True)[: quota.get(key, 0)]
        chosen.update(rid for _, rid in best)
    return chosen, quota


def _allocate(size: int, totals: Mapping[str, int]) -> dict[str, int]:
    """Split ``size`` over strata in proportion to ``totals`` (largest remainders)."""
    whole = sum(totals.values())
    if whole <= size:
        return dict(totals)
    shares = {k: size * n / whole for k, n in totals.items()}
    quota = {k: int(v) for k, v in shares.items()}
    left = size - sum(quota.values())
    for key in sorted(shares, key=lambda k: (-(shares[k] - quota[k]), k))[:left]:
        quota[key] += 1
    return quota


def iter_records(store: Store, options: ExportOptions | None = None) -> Iterator[dict[str, Any]]:
    """The export's records in order, datetimes as aware ``datetime`` objects."""
    options = options or ExportOptions()
    if options.sample is None:
        yield from _candidates(store, options)
        return
    chosen, _ = _sample_ids(store, options)
    for record in _candidates(store, options):
        if _id_of(record) in chosen:
            yield record


def _jsonable(record: Mapping[str, Any], fields: tuple[Field, ...]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields:
        value = record.get(f.name)
        if f.kind == "timestamp":
            value = iso_utc(value)
        elif f.kind == "members" and value is not None:
            value = [{**m, "published_at": iso_utc(m["published_at"])} for m in value]
        out[f.name] = value
    return out


def jsonable_article(record: Mapping[str, Any]) -> dict[str, Any]:
    """An article record as JSONL carries it (timestamps as ISO 8601 text)."""
    from newsfold.export_schema import ARTICLE_FIELDS

    return _jsonable(record, ARTICLE_FIELDS)


def export_records(store: Store, options: ExportOptions | None = None) -> list[dict[str, Any]]:
    """Every record as JSONL carries it (a list: for tests and small stores)."""
    options = options or ExportOptions()
    fields = fields_for(options.level)
    return [_jsonable(r, fields) for r in iter_records(store, options)]


# --- writers ---------------------------------------------------------------------------


class _HashingWriter(io.RawIOBase):
    """Binary sink that hashes and counts what passes through."""

    def __init__(self, target: IO[bytes]) -> None:
        self.target = target
        self.digest = hashlib.sha256()
        self.size = 0

    def writable(self) -> bool:
        return True

    def tell(self) -> int:
        return self.size

    def write(self, data: Any) -> int:
        chunk = bytes(data)
        self.digest.update(chunk)
        self.size += len(chunk)
        self.target.write(chunk)
        return len(chunk)


def _write_jsonl(
    records: Iterator[dict[str, Any]], sink: IO[bytes], fields: Any, result: Any
) -> None:
    for record in records:
        line = json.dumps(_jsonable(record, fields), ensure_ascii=False, separators=(",", ":"))
        sink.write(line.encode("utf-8") + b"\n")
        result.count(record)


def _csv_cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | dict):
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return str(value)


def _write_csv(
    records: Iterator[dict[str, Any]], sink: IO[bytes], fields: Any, result: Any
) -> None:
    text = io.TextIOWrapper(sink, encoding="utf-8", newline="", write_through=True)
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow([f.name for f in fields])
    for record in records:
        row = _jsonable(record, fields)
        writer.writerow([_csv_cell(row[f.name]) for f in fields])
        result.count(record)
    text.flush()
    text.detach()


def _write_parquet(
    records: Iterator[dict[str, Any]], sink: IO[bytes], fields: Any, result: Any, level: str
) -> None:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ModuleNotFoundError as exc:
        raise MissingExtraError("parquet", "pyarrow") from exc
    schema = arrow_schema(level)
    names = [f.name for f in fields]
    with pq.ParquetWriter(sink, schema, compression="zstd", write_statistics=False) as writer:
        batch: list[dict[str, Any]] = []
        for record in records:
            batch.append({n: record.get(n) for n in names})
            result.count(record)
            if len(batch) >= ROW_GROUP:
                writer.write_table(pa.Table.from_pylist(batch, schema=schema))
                batch.clear()
        if batch or result.records == 0:
            writer.write_table(pa.Table.from_pylist(batch, schema=schema))


Writer = Callable[[Iterator[dict[str, Any]], IO[bytes], Any, "ExportResult"], None]


def _stdout() -> IO[bytes]:
    return sys.stdout.buffer


def export(
    store: Store,
    out: Path | str,
    options: ExportOptions | None = None,
    *,
    manifest: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> ExportResult:
    """Write the export to ``out`` (``-``: standard output) and, when asked, its manifest.

    The file is written under a temporary name beside it (``.NAME.*.part``)
    and renamed over it when complete; on any error the temporary file is
    removed and an earlier file of that name is left as it was.
    """
    options = options or ExportOptions()
    fields = fields_for(options.level)
    result = ExportResult(path=str(out))
    source = iter_records(store, options)
    records = source if progress is None else _ticking(source, progress)
    to_stdout = str(out) == "-"
    path = Path(out)
    partial = None if to_stdout else _temporary(path)
    try:
        target: IO[bytes] = _stdout() if partial is None else partial.open("wb")
        try:
            sink = _HashingWriter(target)
            if options.format == "jsonl":
                _write_jsonl(records, sink, fields, result)  # type: ignore[arg-type]
            elif options.format == "csv":
                _write_csv(records, sink, fields, result)  # type: ignore[arg-type]
            else:
                _write_parquet(records, sink, fields, result, options.level)  # type: ignore[arg-type]
            target.flush()
        finally:
            if partial is not None:
                target.close()
        if partial is not None:
            os.replace(partial, path)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from exc
    finally:
        # A write that failed half-way (a closed pipe, a full disk) leaves the rows'
        # generators paused inside their scan, each holding a store connection the
        # traceback keeps alive: closed here, not whenever the collector frees them.
        _close(records)
        _close(source)
        if partial is not None:
            partial.unlink(missing_ok=True)
    result.sha256 = sink.digest.hexdigest()
    result.bytes = sink.size
    if manifest is not None:
        write_manifest(manifest, [result], options)
    return result


def _close(records: Iterator[Any]) -> None:
    close = getattr(records, "close", None)
    if close is not None:
        close()


def _temporary(destination: Path) -> Path:
    """A new empty file beside ``destination`` (renamed over it once complete)."""
    import tempfile

    folder = destination.parent
    if destination.is_dir():
        raise OutputError(f"cannot write {destination}: it is a folder")
    if not folder.is_dir():
        raise OutputError(f"cannot write {destination}: folder {folder} does not exist")
    try:
        handle, name = tempfile.mkstemp(prefix=f".{destination.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write {destination}: {exc.strerror or exc}") from exc
    os.close(handle)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(name, 0o666 & ~umask)  # what a plain open() makes, not mkstemp's 0600
    return Path(name)


def _ticking(records: Iterator[dict[str, Any]], progress: Callable[[int], None]) -> Iterator[Any]:
    for n, record in enumerate(records, 1):
        yield record
        if n % 1000 == 0:
            progress(n)


def manifest_record(results: list[ExportResult], options: ExportOptions) -> dict[str, Any]:
    """The manifest: schema version, options, counts and each file's SHA-256."""
    from newsfold import __version__

    return {
        "schema_version": SCHEMA_VERSION,
        "newsfold_version": __version__,
        "level": options.level,
        "format": options.format,
        "options": options.manifest(),
        "counts": {
            "records": sum(r.records for r in results),
            "by_language": dict(sorted(sum((r.by_language for r in results), Counter()).items())),
            "by_relation": dict(sorted(sum((r.by_relation for r in results), Counter()).items())),
            "publishers": len(set().union(*(r.publishers for r in results))),
        },
        "files": [
            {
                "path": Path(r.path).name if r.path != "-" else "-",
                "records": r.records,
                "bytes": r.bytes,
                "sha256": r.sha256,
            }
            for r in results
        ],
    }


def write_manifest(path: Path, results: list[ExportResult], options: ExportOptions) -> None:
    """Write the manifest as indented JSON with sorted keys (reproducible bytes)."""
    text = json.dumps(manifest_record(results, options), indent=2, sort_keys=True)
    try:
        path.write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from exc


# --- the original API (kept: a contract) ---------------------------------------------


def export_jsonl(store: Store, path: Path) -> int:
    """Write the JSONL export; return the number of records."""
    return export(store, path, ExportOptions(format="jsonl")).records


def export_parquet(store: Store, path: Path) -> int:
    """Write the Parquet export (needs pyarrow); return the number of records."""
    return export(store, path, ExportOptions(format="parquet")).records


# --- one record definition, shared with the Spark executor (newsfold.engine.spark) -------


def export_record(
    article: Article, story: Mapping[str, Any], related: list[str] | tuple[str, ...] = ()
) -> dict[str, Any]:
    """The JSONL export record of one article with its story fields (``story_id``, final
    ``relation``, ``similarity``, ``review``, ``follows``) and ``related``: every field of
    the article schema, scores included (null when the article was not scored)."""
    record = _article_record(article, story, {story["story_id"]: list(related)}, "full")
    return jsonable_article(record)


def export_line(record: Mapping[str, Any]) -> str:
    """One JSONL export line (no newline): compact, key order as built, UTF-8 kept."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))
