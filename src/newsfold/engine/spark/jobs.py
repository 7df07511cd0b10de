"""The Spark executor's jobs: ``newsfold fold --engine spark`` and ``ingest --engine spark``.

Per-item stages map directly (``mapPartitions`` over the same stage objects
the local executor chains). Folding is not per item, so it runs in four steps:

1. fingerprint every article (the same :class:`~newsfold.engine.stages.FingerprintStage`);
2. list each article's closure keys (:mod:`newsfold.engine.spark.closure`) and
   join, per key, every article that touches a key someone is indexed under;
3. find the connected components of that graph with a distributed algorithm
   (:mod:`newsfold.engine.spark.components`);
4. bring each component into one partition, sorted by fold key, and fold it
   with the same :class:`~newsfold.fold.Folder` over a fresh in-memory index
   (:func:`newsfold.engine.folding.fold_in_order`).

Since a component holds everything its articles' decisions can look at, the
stories equal those of one process folding everything in key order, and the
outputs equal the local engine's byte for byte: ``fold`` writes the records
``newsfold fold`` writes, in input order; ``ingest`` writes the records
``newsfold export`` writes for a store that ingested the same pages, ordered
by article id. Outputs are folders of part files (``part-00000``, ...), whose
concatenation in name order is the local output.
"""

from __future__ import annotations

import glob
import io
import json
import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from newsfold.config import Settings
from newsfold.engine.envelope import Envelope
from newsfold.engine.folding import MemoryFold, article_or_skip, fold_in_order, memory_folder
from newsfold.engine.spark.closure import closure_keys
from newsfold.engine.spark.components import connected_components, key_edges
from newsfold.engine.stages import DateStage, ExtractStage, FingerprintStage, compose, scored
from newsfold.errors import InputError
from newsfold.export import export_line, export_record
from newsfold.fold import Method
from newsfold.fold.order import fold_key
from newsfold.inputs import iter_input_pages, page_from_record, read_jsonl
from newsfold.models import Article, BadRecord, Page

__all__ = ["SparkSummary", "fold_job", "ingest_job"]

log = logging.getLogger(__name__)

#: Bits of an ordinal given to the record number within one input file.
_RECORD_BITS = 32


@dataclass(slots=True)
class SparkSummary:
    """What one Spark run did (for the CLI's summary)."""

    articles: int = 0
    skipped: int = 0
    failed: Counter[str] = field(default_factory=Counter)
    stories: int = 0
    components: int = 0
    largest_component: int = 0
    records: int = 0

    def as_dict(self) -> dict[str, object]:
        """Plain dict for JSON."""
        return {
            "articles": self.articles,
            "skipped": self.skipped,
            "failed": dict(self.failed),
            "stories": self.stories,
            "components": self.components,
            "largest_component": self.largest_component,
            "records": self.records,
        }


# -- inputs ------------------------------------------------------------------------------


def _is_remote(path: str) -> bool:
    return "://" in path and not path.startswith("file://")


def _local(path: str) -> Path:
    return Path(path.removeprefix("file://"))


def expand_inputs(inputs: Iterable[str], suffixes: tuple[str, ...]) -> list[str]:
    """Input files in a fixed order: a folder's files (recursively, sorted), a glob's
    matches (sorted), a file as given; remote paths (``s3a://``, ``hdfs://``, ...) are
    passed to Spark as they are."""
    out: list[str] = []
    for item in inputs:
        if _is_remote(item):
            out.append(item)
            continue
        path = _local(item)
        if any(ch in item for ch in "*?["):
            matches = sorted(glob.glob(str(path), recursive=True))
            out.extend(m for m in matches if Path(m).is_file())
        elif path.is_dir():
            out.extend(
                str(p)
                for p in sorted(path.rglob("*"))
                if p.is_file() and p.name.lower().endswith(suffixes)
            )
        elif path.exists():
            out.append(str(path))
        else:
            raise InputError(f"input {item} does not exist")
    if not out:
        raise InputError(
            f"no input files in {', '.join(inputs)} (looked for {', '.join(suffixes)})"
        )
    return out


def _parquet(files: list[str]) -> list[str]:
    return [
        f for f in files if f.lower().endswith(".parquet") or f.rstrip("/").endswith(".parquet")
    ]


def _article_lines(sc: Any, spark: Any, files: list[str]) -> Any:
    """``(ordinal, Article | None)`` from JSONL (text) and Parquet files of articles."""
    parquet = _parquet(files)
    text = [f for f in files if f not in parquet]
    parts = []
    if text:
        lines = sc.textFile(",".join(text)).filter(lambda line: line.strip()).zipWithIndex()
        parts.append(lines.map(lambda li: (li[1], _article_from_line(li[0]))))
    if parquet:
        offset = 1 << 62
        rows = spark.read.parquet(*parquet).rdd.zipWithIndex()
        parts.append(
            rows.map(lambda ri: (offset + ri[1], _article_from_mapping(ri[0].asDict(True))))
        )
    return parts[0] if len(parts) == 1 else sc.union(parts)


def _article_from_line(line: str) -> Article | None:
    for _, obj in read_jsonl(io.BytesIO(line.encode("utf-8", "surrogatepass")), "line"):
        if isinstance(obj, BadRecord):
            return None
        return _article_from_mapping(obj)
    return None


def _article_from_mapping(obj: dict[str, Any]) -> Article | None:
    article = article_or_skip(obj)
    return article if isinstance(article, Article) else None


def _read_page_file(settings: Settings) -> Callable[[tuple[int, str]], Iterator[tuple[int, Any]]]:
    def read(item: tuple[int, str]) -> Iterator[tuple[int, Page | BadRecord]]:
        index, name = item
        pages = iter_input_pages([_local(name)], max_page_bytes=settings.max_page_bytes)
        for n, page in enumerate(pages):
            yield (index << _RECORD_BITS) | n, page

    return read


def _pages(sc: Any, spark: Any, files: list[str], settings: Settings) -> Any:
    """``(ordinal, Page | BadRecord)`` of every input: JSONL, WARC and HTML files read by
    the executors with :mod:`newsfold.inputs` (one task a file), Parquet by Spark."""
    parquet = _parquet(files)
    others = [(i, f) for i, f in enumerate(files) if f not in parquet]
    remote = [f for _, f in others if _is_remote(f)]
    if remote:
        raise InputError(
            f"{remote[0]}: JSONL, WARC and HTML inputs of a Spark ingest are read from a "
            "file system every executor mounts; give object storage as Parquet pages"
        )
    parts = []
    if others:
        parts.append(sc.parallelize(others, max(1, len(others))).flatMap(_read_page_file(settings)))
    if parquet:
        offset = len(files) << _RECORD_BITS
        limit = settings.max_page_bytes
        rows = spark.read.parquet(*parquet).rdd.zipWithIndex()
        parts.append(
            rows.map(
                lambda ri: (
                    offset + ri[1],
                    page_from_record(ri[0].asDict(True), f"parquet:{ri[1]}", max_page_bytes=limit),
                )
            )
        )
    return parts[0] if len(parts) == 1 else sc.union(parts)


# -- per-item stages ---------------------------------------------------------------------


def _extract_partition(settings: Settings) -> Callable[[Iterable[tuple[int, Page]]], Iterator[Any]]:
    def run(items: Iterable[tuple[int, Page]]) -> Iterator[tuple[int, Article | str]]:
        from newsfold.quality.scores import Scorer

        scorer = Scorer(settings)  # as a fresh store scores: no computed ranks yet

        def score(article: Article) -> dict[str, Any]:
            return scorer.score(article, None)

        envelopes = (Envelope.of_page(page, ordinal) for ordinal, page in items)
        for envelope in compose(envelopes, ExtractStage(settings), DateStage(settings)):
            if settings.score_at_ingest:
                scored(envelope, score)  # a scorer's bug fails the page, not the job
            failure = envelope.failure
            if failure is not None or envelope.article is None:
                yield envelope.ordinal, failure.kind if failure else "empty"
            else:
                yield envelope.ordinal, envelope.article

    return run


def _fingerprint_partition(
    settings: Settings, method: Method, failed: Any = None
) -> Callable[[Iterable[tuple[int, Article]]], Iterator[Any]]:
    """Fingerprint a partition's articles; one the stage failed (``resource_limit``, a
    bug's ``internal_error``) is left out and its kind added to ``failed`` (an
    accumulator of ``{kind: articles}``), which the summary and the exit status read."""

    def run(items: Iterable[tuple[int, Article]]) -> Iterator[tuple[int, Any]]:
        stage = FingerprintStage(memory_folder(settings, method).fingerprinter)
        envelopes = (Envelope.of_article(article, ordinal) for ordinal, article in items)
        for envelope in stage.run(envelopes):
            if envelope.entry is None or envelope.article is None:
                if failed is not None:
                    failure = envelope.failure
                    failed.add({failure.kind if failure else "empty": 1})
                continue
            yield envelope.ordinal, (fold_key(envelope.article), envelope.article, envelope.entry)

    return run


def _touches(item: tuple[int, Any]) -> Iterator[tuple[int, tuple[int, bool]]]:
    node, (_, _, entry) = item
    indexed, looked_up = closure_keys(entry)
    for key in indexed:
        yield key, (node, True)
    for key in looked_up - indexed:
        yield key, (node, False)


# -- folding per component ---------------------------------------------------------------


def _fold_partition(
    settings: Settings, method: Method, ingest: bool, stats: Any
) -> Callable[[Iterable[tuple[tuple[int, str, int], Any]]], Iterator[tuple[Any, str]]]:
    """Fold the components of one partition (sorted by component, then fold key) and
    yield ``(sort key, output line)`` per article."""

    def finish(nodes: list[tuple[int, Article]], folded: MemoryFold) -> Iterator[tuple[Any, str]]:
        stats.add((1, len(folded.members), len(nodes)))
        if ingest:
            related = folded.related()
            for _, article in nodes:
                fields = folded.story_fields(article.id)
                record = export_record(article, fields, related.get(fields["story_id"], []))
                yield article.id, export_line(record)
        else:
            for node, article in nodes:
                yield node, json.dumps(folded.record(article.id), ensure_ascii=False)

    def run(items: Iterable[tuple[tuple[int, str, int], Any]]) -> Iterator[tuple[Any, str]]:
        label: int | None = None
        folder = memory_folder(settings, method)
        nodes: list[tuple[int, Article]] = []
        entries: list[Any] = []
        for (component, _, node), (article, entry) in items:
            if component != label:
                if nodes:
                    yield from finish(nodes, _fold(folder, entries))
                label, nodes, entries = component, [], []
                folder = memory_folder(settings, method)
            nodes.append((node, article))
            entries.append(entry)
        if nodes:
            yield from finish(nodes, _fold(folder, entries))

    return run


def _fold(folder: Any, entries: list[Any]) -> MemoryFold:
    return MemoryFold(folder.index, fold_in_order(folder, entries))


def _kinds_accumulator(sc: Any) -> Any:
    """An accumulator of ``{failure kind: items}``."""
    from pyspark import AccumulatorParam

    class Kinds(AccumulatorParam[dict[str, int]]):
        def zero(self, value: dict[str, int]) -> dict[str, int]:
            return {}

        def addInPlace(  # noqa: N802  (Spark's AccumulatorParam interface)
            self, a: dict[str, int], b: dict[str, int]
        ) -> dict[str, int]:
            for kind, n in b.items():
                a[kind] = a.get(kind, 0) + n
            return a

    return sc.accumulator({}, Kinds())


def _stats_accumulator(sc: Any) -> Any:
    """An accumulator of (components, stories, largest component)."""
    from pyspark import AccumulatorParam

    class Stats(AccumulatorParam[tuple[int, int, int]]):
        def zero(self, value: tuple[int, int, int]) -> tuple[int, int, int]:
            return (0, 0, 0)

        def addInPlace(  # noqa: N802  (Spark's AccumulatorParam interface)
            self, a: tuple[int, int, int], b: tuple[int, int, int]
        ) -> tuple[int, int, int]:
            return (a[0] + b[0], a[1] + b[1], max(a[2], b[2]))

    return sc.accumulator((0, 0, 0), Stats())


def _fold_articles(
    sc: Any, articles: Any, settings: Settings, method: Method, ingest: bool, summary: SparkSummary
) -> Any:
    """Fold ``(node, Article)`` pairs; ``(sort key, output line)`` per article."""
    from pyspark import StorageLevel
    from pyspark.rdd import portable_hash

    partitions = max(2, sc.defaultParallelism)
    unfingerprinted = _kinds_accumulator(sc)
    fingerprinted = articles.mapPartitions(
        _fingerprint_partition(settings, method, unfingerprinted)
    )
    fingerprinted.persist(StorageLevel.MEMORY_AND_DISK)
    summary.articles = fingerprinted.count()
    # read after the one action that computes it (persisted: later ones read it back)
    summary.failed.update(unfingerprinted.value)
    edges = key_edges(fingerprinted.flatMap(_touches), partitions)
    labels = connected_components(edges, partitions=partitions)
    keyed = fingerprinted.leftOuterJoin(labels, partitions).map(
        lambda kv: (
            (kv[0] if kv[1][1] is None else kv[1][1], kv[1][0][0], kv[0]),
            (kv[1][0][1], kv[1][0][2]),
        )
    )
    ordered = keyed.repartitionAndSortWithinPartitions(
        partitions, partitionFunc=lambda key: portable_hash(key[0])
    )
    stats = _stats_accumulator(sc)
    out = ordered.mapPartitions(_fold_partition(settings, method, ingest, stats))
    return out, stats, fingerprinted


def _save(lines: Any, out: str, summary: SparkSummary, stats: Any) -> None:
    lines.persist()
    summary.records = lines.count()
    lines.sortByKey().values().saveAsTextFile(out)
    summary.components, summary.stories, summary.largest_component = stats.value


def _check_out(out: str) -> None:
    if not _is_remote(out) and _local(out).exists():
        raise InputError(f"output folder {out} exists already: remove it or give another --out")


# -- the two jobs --------------------------------------------------------------------------


def fold_job(
    spark: Any, inputs: list[str], out: str, settings: Settings, method: Method = "minhash"
) -> SparkSummary:
    """``newsfold fold --engine spark``: fold records in, the records ``newsfold fold``
    writes out (input order), into the folder ``out``."""
    _check_out(out)
    sc = spark.sparkContext
    files = expand_inputs(inputs, (".jsonl", ".jsonl.gz", ".ndjson", ".parquet"))
    summary = SparkSummary()
    parsed = _article_lines(sc, spark, files)
    # as newsfold fold: an id given twice is folded once, with its last article, and
    # written once, where it first appeared
    articles = (
        parsed.filter(lambda kv: kv[1] is not None)
        .map(lambda kv: (kv[1].id, (kv[0], kv[0], kv[1])))
        .reduceByKey(lambda a, b: (min(a[0], b[0]), *(a[1:] if a[1] >= b[1] else b[1:])))
        .map(lambda kv: (kv[1][0], kv[1][2]))
    )
    lines, stats, fingerprinted = _fold_articles(sc, articles, settings, method, False, summary)
    summary.skipped = parsed.filter(lambda kv: kv[1] is None).count()
    _save(lines, out, summary, stats)
    fingerprinted.unpersist()
    return summary


def ingest_job(spark: Any, inputs: list[str], out: str, settings: Settings) -> SparkSummary:
    """``newsfold ingest --engine spark``: pages in, the records ``newsfold export`` writes
    for a store that ingested them (ordered by article id), into the folder ``out``."""
    _check_out(out)
    sc = spark.sparkContext
    files = expand_inputs(
        inputs,
        (
            ".jsonl",
            ".jsonl.gz",
            ".ndjson",
            ".warc",
            ".warc.gz",
            ".arc.gz",
            ".html",
            ".htm",
            ".html.gz",
            ".htm.gz",
            ".parquet",
        ),
    )
    summary = SparkSummary()
    records = _pages(sc, spark, files, settings)
    records.persist()
    bad = records.filter(lambda kv: isinstance(kv[1], BadRecord))
    for kind, n in bad.map(lambda kv: (kv[1].kind, 1)).reduceByKey(lambda a, b: a + b).collect():
        summary.failed[kind] += n
    # a page id seen twice is stored once, the first one read (as ingest keeps it)
    pages = (
        records.filter(lambda kv: isinstance(kv[1], Page))
        .map(lambda kv: (kv[1].id, kv))
        .reduceByKey(lambda a, b: a if a[0] <= b[0] else b)
        .values()
    )
    extracted = pages.mapPartitions(_extract_partition(settings))
    extracted.persist()
    failures = extracted.filter(lambda kv: isinstance(kv[1], str))
    for kind, n in failures.map(lambda kv: (kv[1], 1)).reduceByKey(lambda a, b: a + b).collect():
        summary.failed[kind] += n
    articles = extracted.filter(lambda kv: isinstance(kv[1], Article))
    lines, stats, fingerprinted = _fold_articles(sc, articles, settings, "minhash", True, summary)
    _save(lines, out, summary, stats)
    fingerprinted.unpersist()
    extracted.unpersist()
    records.unpersist()
    return summary
