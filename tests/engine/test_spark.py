"""The Spark executor against the local engine: the same bytes on the simulated web.

pyspark runs in local mode (two cores, Java 17); the tests are skipped, with
the reason shown, only where pyspark or Java is missing, and fail under CI.
"""

from __future__ import annotations

import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.engine.spark.closure import UnionFind
from newsfold.engine.spark.components import connected_components
from newsfold.export import export_jsonl
from newsfold.pipeline import ingest
from newsfold.sim.generate import generate
from newsfold.store import open_store

#: Simulated pages: a few thousand, so every relation, late originals and follow-ups occur.
ARTICLES = 2000


def _spark_or_skip() -> Any:
    reason = None
    try:
        import pyspark  # noqa: F401
    except ModuleNotFoundError:
        reason = "pyspark is not installed (extra 'spark')"
    if reason is None and shutil.which("java") is None:
        reason = "no Java runtime for Spark"
    if reason is not None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI must run the Spark tests: {reason}")
        pytest.skip(reason)
    from newsfold.engine.spark import spark_session

    return spark_session("local[2]", app_name="newsfold-tests")


@pytest.fixture(scope="module")
def spark() -> Iterator[Any]:
    session = _spark_or_skip()
    yield session
    session.stop()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[Path], Path]:
    """The simulated web's pages (two JSONL files) and the local engine's export of them."""
    root = tmp_path_factory.mktemp("spark-corpus")
    generate(root / "web", ARTICLES, seed=11, pages_per_file=ARTICLES // 2 + 1)
    pages = sorted((root / "web").glob("pages-*.jsonl"))
    assert len(pages) == 2
    with open_store(f"sqlite:///{root / 'local.db'}") as store:
        summary = ingest(store, pages, Settings())
        assert summary.articles > ARTICLES * 0.9
        export_jsonl(store, root / "export.jsonl")
    return pages, root / "export.jsonl"


def _parts(folder: Path) -> bytes:
    assert (folder / "_SUCCESS").exists()
    return b"".join(p.read_bytes() for p in sorted(folder.glob("part-*")))


def test_spark_ingest_writes_the_local_export_byte_for_byte(
    spark: Any, corpus: tuple[list[Path], Path], tmp_path: Path
) -> None:
    pages, local_export = corpus
    out = tmp_path / "out"
    result = CliRunner().invoke(
        app,
        ["ingest", "--engine", "spark", "--master", "local[2]", "--out", str(out)]
        + [str(p) for p in pages],
    )
    assert result.exit_code == 0, result.output
    assert "ingest (spark)" in result.output
    assert _parts(out) == local_export.read_bytes()

    again = CliRunner().invoke(
        app, ["ingest", "--engine", "spark", "--out", str(out), *map(str, pages)]
    )
    assert again.exit_code == 2
    assert "exists already" in again.output


def test_spark_fold_writes_what_newsfold_fold_writes(
    spark: Any, corpus: tuple[list[Path], Path], tmp_path: Path
) -> None:
    _, local_export = corpus
    # the fold input split over two files of a folder: read in name order
    lines = local_export.read_text(encoding="utf-8").splitlines(keepends=True)
    folder = tmp_path / "articles"
    folder.mkdir()
    half = len(lines) // 2
    (folder / "a.jsonl").write_text("".join(lines[:half]), encoding="utf-8")
    (folder / "b.jsonl").write_text("".join(lines[half:]), encoding="utf-8")
    local = tmp_path / "local.jsonl"
    runner = CliRunner()
    done = runner.invoke(app, ["fold", "--in", str(local_export), "--out", str(local)])
    assert done.exit_code == 0, done.output
    out = tmp_path / "spark"
    done = runner.invoke(
        app,
        [
            "fold",
            "--engine",
            "spark",
            "--master",
            "local[2]",
            "--in",
            str(folder),
            "--out",
            str(out),
        ],
    )
    assert done.exit_code == 0, done.output
    assert _parts(out) == local.read_bytes()


def test_distributed_connected_components_equal_union_find(spark: Any) -> None:
    rng = random.Random(5)
    # chains (many rounds for label propagation), stars and random edges
    edges = [(i, i + 1) for i in range(60)] + [(100, 100 + k) for k in range(1, 30)]
    edges += [(rng.randrange(200, 500), rng.randrange(200, 500)) for _ in range(150)]
    found = UnionFind()
    for u, v in edges:
        found.union(u, v)
    nodes = {n for edge in edges for n in edge}
    expected = found.labels(nodes)
    rdd = spark.sparkContext.parallelize(edges, 3)
    for driver_edges in (0, 10_000):  # every round on Spark; finished on the driver
        labels = dict(connected_components(rdd, partitions=3, driver_edges=driver_edges).collect())
        assert {n: labels.get(n, n) for n in nodes} == expected


def _looked_up(entries: list[Any]) -> list[tuple[str, str]]:
    """Fold ``entries`` (in key order) in one process and list every (asking article,
    article whose story or entry the index answered with)."""
    from newsfold.engine.folding import fold_in_order, memory_folder
    from newsfold.fold import FoldEntry, MemoryFoldIndex

    asking: list[str] = []
    met: list[tuple[str, str]] = []

    class Watching(MemoryFoldIndex):
        def candidate_stories(self, buckets: Any) -> list[str]:
            found = super().candidate_stories(buckets)
            met.extend((asking[-1], story.removeprefix("s-")) for story in found)
            return found

        def find_url(self, canonical_url: str) -> FoldEntry | None:
            found = super().find_url(canonical_url)
            if found is not None:
                met.append((asking[-1], found.article_id))
            return found

        def find_body(self, key: str) -> FoldEntry | None:
            found = super().find_body(key)
            if found is not None:
                met.append((asking[-1], found.article_id))
            return found

    folder = memory_folder(Settings())
    folder.index = Watching()
    for entry in entries:
        asking.append(entry.article_id)
        fold_in_order(folder, [entry])
    return met


def _entries(articles: list[Any]) -> list[Any]:
    from newsfold.engine.folding import memory_folder
    from newsfold.fold.order import fold_key

    ordered = sorted(articles, key=fold_key)
    return memory_folder(Settings()).fingerprinter.fingerprint_many(ordered)


def _crossing(entries: list[Any], labels: dict[int, int]) -> list[tuple[str, str]]:
    node_of = {entry.article_id: n for n, entry in enumerate(entries)}
    return [(a, b) for a, b in _looked_up(entries) if labels[node_of[a]] != labels[node_of[b]]]


def test_a_component_holds_everything_its_folds_look_up() -> None:
    """Every answer the index gives while everything is folded in one process comes
    from the asking article's component: what Spark folds apart never meets. Made-up
    stories (copies, trimmed copies, revisions under one URL, follow-ups recapping a
    lead) fall into many components."""
    from newsfold.engine.spark.closure import closure_keys, components_of
    from tests.fold.fold_helpers import article, paragraph, story

    rng = random.Random(2)
    articles = []
    for s in range(40):
        text = story(1000 + s)
        base = f"https://outlet{s % 5}.example/{s}"
        articles.append(article(f"o{s}", text, hours=s, url=base, publisher=f"P{s % 5}"))
        articles.append(article(f"c{s}", text, hours=s + 1, publisher=f"Q{s % 7}"))
        articles.append(article(f"t{s}", text[:3], hours=s + 2, publisher=f"R{s % 3}"))
        articles.append(article(f"r{s}", [*text, paragraph(rng)], hours=s + 3, url=base))
        if s % 4 == 0:
            follow = [paragraph(rng), text[0], paragraph(rng), paragraph(rng)]
            articles.append(article(f"f{s}", follow, hours=s + 20, publisher="F"))
    entries = _entries(articles)
    labels = components_of({n: closure_keys(e) for n, e in enumerate(entries)})
    assert len(set(labels.values())) >= 20
    assert _crossing(entries, labels) == []


def test_lsh_bands_alone_would_split_what_folding_joins(
    corpus: tuple[list[Path], Path],
) -> None:
    """Components of the MinHash bands, URLs and bodies only (what "band the
    fingerprints" suggests) leave lookups crossing them on the simulated web: the
    lead, sketch and passage bands must be in the closure, and are."""
    from newsfold.engine.spark.closure import _bucket, _text, closure_keys, components_of
    from newsfold.inputs import iter_jsonl
    from newsfold.models import Article

    _, export = corpus
    entries = _entries(
        [Article.from_record(obj) for _, obj in iter_jsonl(export) if isinstance(obj, dict)]
    )

    def bands_only(entry: Any) -> tuple[set[int], set[int]]:
        keys = {_bucket(b, k) for b, k in entry.buckets() if b >= 0}
        keys |= {_text("u", entry.canonical_url), _text("k", entry.body_key)}
        return keys, set()

    coarse = components_of({n: bands_only(e) for n, e in enumerate(entries)})
    assert len(set(coarse.values())) > 10
    assert _crossing(entries, coarse) != []
    exact = components_of({n: closure_keys(e) for n, e in enumerate(entries)})
    assert _crossing(entries, exact) == []
