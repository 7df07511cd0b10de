"""A bug (an unexpected exception) met on one page fails that page, never the run, and
is never taken for the page's fault.

Every step run per page goes through ``newsfold.engine.stages.guarded``: extract and
date, the fingerprint stage (a batch that meets a bug is fingerprinted again one
article at a time) and the scores made at ingest, in the local and the Spark executor.
Such a page fails as ``internal_error``; any of them makes ``ingest``, ``crawl`` and
``extract`` exit 1 whatever the failed share, the first tracebacks of each (stage,
exception type) are logged and the rest counted, and the next run extracts those pages
again, so a rerun once the bug is fixed completes.

Each bug here is patched in with ``monkeypatch`` (as tests/foundation/test_bad_urls.py
does) and hits some of the pages, as a regression on one class of pages would.
"""

from __future__ import annotations

import logging
import pickle
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import newsfold.engine.stages as stages
from newsfold.cli import app
from newsfold.cli.exits import EXIT_ERROR, crawl_verdict, ingest_verdict
from newsfold.config import Settings
from newsfold.engine.envelope import Envelope
from newsfold.engine.local import retry_bugs
from newsfold.fold import Fingerprinter
from newsfold.models import Article, Page
from newsfold.quality.scores import Scorer
from newsfold.store import open_store
from tests.foundation.helpers import page_html, read_jsonl, write_jsonl

runner = CliRunner()


def _html(n: int) -> str:
    return page_html(
        f"Harbour report {n}",
        [
            f"Paragraph {i} of harbour report {n}: the council met on Tuesday to discuss "
            "the new pier, the ferry timetable and the budget for dredging the channel."
            for i in range(5)
        ],
        published=f"2024-05-{n:02d}T08:00:00Z",
    )


def _pages(tmp_path: Path, n: int = 5, first: int = 1) -> Path:
    records = [
        {"id": f"p{i}", "url": f"https://gazette.example/{i}", "html": _html(i)}
        for i in range(first, first + n)
    ]
    return write_jsonl(tmp_path / f"pages{first}.jsonl", records)


def _ingest(pages: Path, db: str) -> Any:
    return runner.invoke(app, ["ingest", str(pages), "--db", db])


#: (articles, stories, failures) of the five pages ingested with no bug.
_CLEAN = (5, 1, {})


def _store_state(db: str) -> tuple[int, int, dict[str, int]]:
    with open_store(db) as store:
        counts = store.counts()
        return counts["articles"], counts["stories"], store.failures_by_kind()


def _hits(article: Article, which: tuple[str, ...] = ("report 2",)) -> bool:
    return any(w in (article.headline or "") for w in which)


def test_a_bug_while_fingerprinting_fails_one_article_and_a_rerun_completes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It used to end every ingest: 5 articles stored, 0 stories, on every rerun."""
    real_many, real_one = Fingerprinter.fingerprint_many, Fingerprinter.fingerprint

    def many(self: Fingerprinter, articles: list[Article], ranks: list[float]) -> Any:
        if any(_hits(a) for a in articles):
            raise KeyError("a bug met on one article")
        return real_many(self, articles, ranks)

    def one(self: Fingerprinter, article: Article, rank: float = 0.0) -> Any:
        if _hits(article):
            raise KeyError("a bug met on one article")
        return real_one(self, article, rank)

    monkeypatch.setattr(Fingerprinter, "fingerprint_many", many)
    monkeypatch.setattr(Fingerprinter, "fingerprint", one)
    pages, db = _pages(tmp_path), f"sqlite:///{tmp_path / 'n.db'}"
    result = _ingest(pages, db)
    assert result.exit_code == EXIT_ERROR, result.output
    assert "1 page met a bug (internal_error)" in result.output
    articles, stories, failures = _store_state(db)
    assert (articles, failures) == (4, {"internal_error": 1})
    assert stories > 0  # folded: the run went on past the bug

    monkeypatch.setattr(Fingerprinter, "fingerprint_many", real_many)
    monkeypatch.setattr(Fingerprinter, "fingerprint", real_one)
    again = _ingest(pages, db)
    assert again.exit_code == 0, again.output
    assert _store_state(db) == _CLEAN


def test_the_fingerprint_stage_keeps_the_batch_when_one_article_meets_a_bug(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The stage (the Spark executor's too) fails only the article that meets the bug,
    in a batch and alone; the others get the entries a bug-free run gives them."""
    settings = Settings()
    articles = [a for n in range(1, 4) if isinstance(a := stages.extract_page(_page(n)), Article)]
    assert len(articles) == 3
    clean = stages.FingerprintStage(Fingerprinter(settings))
    expected = [
        e.entry for e in clean.run(Envelope.of_article(a, i) for i, a in enumerate(articles))
    ]
    real, real_many = Fingerprinter.fingerprint, Fingerprinter.fingerprint_many

    def one(self: Fingerprinter, article: Article, rank: float = 0.0) -> Any:
        if _hits(article):
            raise ValueError("a bug")
        return real(self, article, rank)

    def many(self: Fingerprinter, items: list[Article], ranks: list[float]) -> Any:
        if any(_hits(a) for a in items):
            raise ValueError("a bug")
        return real_many(self, items, ranks)

    monkeypatch.setattr(Fingerprinter, "fingerprint", one)
    monkeypatch.setattr(Fingerprinter, "fingerprint_many", many)
    for batch in (3, 1):
        stage = stages.FingerprintStage(Fingerprinter(settings), batch=batch)
        done = list(stage.run(Envelope.of_article(a, i) for i, a in enumerate(articles)))
        assert [e.failure.kind if e.failure else None for e in done] == [
            None,
            "internal_error",
            None,
        ]
        assert done[1].failure is not None
        assert done[1].failure.stage == "fingerprint"
        got = [pickle.dumps(done[0].entry), pickle.dumps(done[2].entry)]
        assert got == [pickle.dumps(expected[0]), pickle.dumps(expected[2])]


def _page(n: int) -> Page:
    return Page(url=f"https://gazette.example/{n}", body=_html(n).encode(), id=f"p{n}")


def _buggy_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Scorer.score

    def score(self: Scorer, article: Article, configured_rank: float | None = None) -> Any:
        if _hits(article):
            raise ValueError("a bug met on one article's scores")
        return real(self, article, configured_rank)

    monkeypatch.setattr(Scorer, "score", score)


def test_the_spark_fingerprint_partition_counts_what_it_leaves_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Spark executor's fingerprint partition, run as a plain function (no Spark):
    the article that met the bug is left out and counted, so ``ingest --engine spark``
    sees it (summary, exit status) instead of losing it silently."""
    from newsfold.engine.spark.jobs import _fingerprint_partition

    real = Fingerprinter.fingerprint_many

    def many(self: Fingerprinter, items: list[Article], ranks: list[float]) -> Any:
        if any(_hits(a) for a in items):
            raise ValueError("a bug")
        return real(self, items, ranks)

    class Added:
        def __init__(self) -> None:
            self.value: list[dict[str, int]] = []

        def add(self, item: dict[str, int]) -> None:
            self.value.append(item)

    monkeypatch.setattr(Fingerprinter, "fingerprint_many", many)
    articles = [a for n in range(1, 4) if isinstance(a := stages.extract_page(_page(n)), Article)]
    failed = Added()
    out = list(_fingerprint_partition(Settings(), "minhash", failed)(enumerate(articles)))
    assert [node for node, _ in out] == [0, 2]
    assert failed.value == [{"internal_error": 1}]


def test_a_bug_in_the_scores_made_at_ingest_fails_its_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It used to end the ingest with no article stored."""
    pages, db = _pages(tmp_path), f"sqlite:///{tmp_path / 'n.db'}"
    with monkeypatch.context() as patch:
        _buggy_scores(patch)
        result = _ingest(pages, db)
    assert result.exit_code == EXIT_ERROR, result.output
    assert _store_state(db) == (4, 1, {"internal_error": 1})
    again = _ingest(pages, db)
    assert again.exit_code == 0, again.output
    assert _store_state(db) == _CLEAN


def test_a_bug_in_the_scores_fails_its_page_in_the_spark_executor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Spark executor's extract partition, run as a plain function (no Spark)."""
    from newsfold.engine.spark.jobs import _extract_partition

    _buggy_scores(monkeypatch)
    out = list(_extract_partition(Settings())([(n, _page(n)) for n in range(1, 4)]))
    kinds = [r if isinstance(r, str) else type(r).__name__ for _, r in out]
    assert kinds == ["Article", "internal_error", "Article"]


def test_any_bug_exits_1_whatever_the_failed_share_and_few_tracebacks_are_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """2 of 5 pages under max_failed_share used to exit 0, stay failed after the fix,
    and log one traceback per page."""
    real = stages.article_from_content
    hit = ("/2", "/4")

    def buggy(page: Page, *args: Any, **kwargs: Any) -> Article:
        if page.url.endswith(hit):
            raise AttributeError("'NoneType' object has no attribute 'text'")
        return real(page, *args, **kwargs)

    monkeypatch.setattr(stages, "article_from_content", buggy)
    pages, db = _pages(tmp_path), f"sqlite:///{tmp_path / 'n.db'}"
    result = _ingest(pages, db)
    assert result.exit_code == EXIT_ERROR, result.output
    assert "2 pages met a bug (internal_error)" in result.output
    assert _store_state(db)[2] == {"internal_error": 2}

    # now every page meets it: 3 tracebacks, one line saying the rest are counted
    hit = ("",)
    more = _pages(tmp_path, 5, first=6)
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="newsfold.engine.stages"):
        again = _ingest(more, db)  # 5 new pages, and the 2 the bug failed before
    assert again.exit_code == EXIT_ERROR, again.output
    assert "7 pages met a bug (internal_error)" in again.output
    assert stages.bugs.counts() == {("date", "AttributeError"): 7}
    logged = [r for r in caplog.records if r.name == "newsfold.engine.stages"]
    assert [r.exc_info is not None for r in logged] == [True, True, True, False]
    assert "counted, not logged" in logged[-1].getMessage()
    assert _store_state(db)[::2] == (3, {"internal_error": 7})

    monkeypatch.setattr(stages, "article_from_content", real)  # the bug is fixed
    fixed = _ingest(pages, db)  # no new page: the 7 are retried
    assert fixed.exit_code == 0, fixed.output
    assert "pages retried after a bug" in fixed.output
    assert _store_state(db)[::2] == (10, {})


def test_extract_exits_1_on_a_bug_without_strict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every record is still written, the bug's as an error record."""
    real = stages.article_from_content

    def buggy(page: Page, *args: Any, **kwargs: Any) -> Article:
        if page.url.endswith("/2"):
            raise KeyError("missing")
        return real(page, *args, **kwargs)

    monkeypatch.setattr(stages, "article_from_content", buggy)
    out = tmp_path / "articles.jsonl"
    result = runner.invoke(app, ["extract", "--in", str(_pages(tmp_path, 3)), "--out", str(out)])
    assert result.exit_code == EXIT_ERROR, result.output
    assert "1 page met a bug" in result.output
    records = read_jsonl(out)
    assert [r.get("error", {}).get("kind") for r in records] == [None, "internal_error", None]


def test_the_verdicts_put_a_bug_first() -> None:
    """A bug is status 1 under the failed share, over it, and when every page failed;
    an input with no readable page met no bug and stays 3."""
    assert (
        ingest_verdict(
            readable=10, extracted=9, extract_failed=1, failed=1, max_share=0.5, bugs=1
        ).code
        == EXIT_ERROR
    )
    assert (
        ingest_verdict(
            readable=10, extracted=0, extract_failed=10, failed=10, max_share=0.5, bugs=3
        ).code
        == EXIT_ERROR
    )
    assert (
        ingest_verdict(readable=0, extracted=0, extract_failed=0, failed=0, max_share=0.5).code == 3
    )
    assert (
        ingest_verdict(readable=10, extracted=9, extract_failed=1, failed=1, max_share=0.5).code
        == 0
    )
    verdict = crawl_verdict(requests=9, responses=9, handled=9, failed=1, max_share=0.5, bugs=1)
    assert verdict.code == EXIT_ERROR
    assert "1 page met a bug" in verdict.message


def test_retry_bugs_puts_only_the_bugs_pages_back(tmp_path: Path) -> None:
    """What the start of every ingest and crawl does: pages failed by a bug are pending
    again (their error cleared), pages failed for their own reasons stay failed."""
    db = f"sqlite:///{tmp_path / 'n.db'}"
    with open_store(db) as store:
        store.add_pages([_page(n) for n in range(1, 4)])
        store.mark_failed("p1", "internal_error", "KeyError: 'x'")
        store.mark_failed("p2", "empty", "no article")
        assert retry_bugs(store) == 1
        assert store.pending_page_ids() == ["p1", "p3"]
        assert store.failures_by_kind() == {"empty": 1}
        assert retry_bugs(store) == 0


def test_a_crawl_extracts_the_pages_a_bug_failed_before(tmp_path: Path) -> None:
    """The crawl's engine puts them back once, at its start, then extracts them with
    what arrives (the crawler's fetching is stood in for: it has stored the pages)."""
    import asyncio

    from newsfold.crawl.crawler import Crawler
    from newsfold.crawl.sources import load_sources
    from newsfold.engine.crawl import crawl
    from tests.crawl.crawl_harness import write_sources

    with open_store(f"sqlite:///{tmp_path / 'crawl.db'}") as store:
        store.add_pages([_page(n) for n in range(1, 4)])
        store.mark_failed("p2", "internal_error", "KeyError: 'x'")
        config = load_sources(write_sources(tmp_path, "http://127.0.0.1:9"))
        crawler = Crawler(config, store, Settings())

        async def fetched(*, until: Any = None) -> Any:
            crawler.fetching_done = True
            await until
            return crawler.summary

        crawler.run = fetched  # type: ignore[method-assign]
        summary = asyncio.run(crawl(crawler))
        assert summary.extraction.retried == 1
        assert summary.extraction.articles == 3
        assert store.failures_by_kind() == {}
