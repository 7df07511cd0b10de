"""The engine's per-item stages: one envelope per item, failures carried, never raised."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import newsfold.engine.stages as stages
from newsfold.config import Settings
from newsfold.crawl.reextract import reextract_publisher
from newsfold.engine import (
    DateStage,
    Envelope,
    ExtractStage,
    FingerprintStage,
    compose,
    extract_page,
)
from newsfold.extract import ExtractFailure, SourceHints
from newsfold.fold import Fingerprinter
from newsfold.models import Article, Page
from newsfold.pipeline import ingest
from newsfold.store import open_store
from tests.foundation.helpers import page_html, write_jsonl

WHEN = datetime(2024, 5, 1, 9, tzinfo=UTC)


def _page(n: int, *, body: str | None = None) -> Page:
    html = body or page_html(
        f"Harbour report {n}",
        [f"Paragraph {i} of report {n}: the harbour board met on Tuesday." for i in range(4)],
        published="2024-05-01T08:00:00Z",
        publisher="Test Gazette",
    )
    return Page(url=f"https://gazette.example/{n}", body=html.encode(), fetched_at=WHEN)


def test_pages_become_articles_and_failures_travel_in_order() -> None:
    pages = [_page(1), _page(2, body="   "), _page(3)]
    settings = Settings()
    out = list(
        compose(
            (Envelope.of_page(p, n) for n, p in enumerate(pages)),
            ExtractStage(settings),
            DateStage(settings),
            FingerprintStage(Fingerprinter(settings)),
        )
    )
    assert [e.ordinal for e in out] == [0, 1, 2]
    assert [e.failed for e in out] == [False, True, False]
    failure = out[1].failure
    assert failure is not None
    assert (failure.stage, failure.kind) == ("extract", "empty")
    assert out[1].article is None
    assert out[1].entry is None
    for envelope in (out[0], out[2]):
        assert envelope.article is not None
        assert envelope.entry is not None
        assert envelope.article.published_at == datetime(2024, 5, 1, 8, tzinfo=UTC)
        assert envelope.content is None  # the parsed tree never outlives its stage
        assert envelope.entry.article_id == envelope.id


@pytest.mark.parametrize("error", [RecursionError("too deep"), MemoryError()])
def test_a_resource_error_is_the_pages_failure(
    monkeypatch: pytest.MonkeyPatch, error: BaseException
) -> None:
    def explode(*_args: Any, **_kwargs: Any) -> Any:
        raise error

    monkeypatch.setattr(stages, "article_from_content", explode)
    failed = extract_page(_page(1))
    assert isinstance(failed, ExtractFailure)
    assert failed.kind == "resource_limit"
    assert type(error).__name__ in failed.message


def test_extract_page_gives_what_extract_article_gives() -> None:
    from newsfold.extract import extract_article

    hints = SourceHints(publisher="Configured Name", rank=0.7)
    article = extract_page(_page(4), Settings(), hints)
    assert isinstance(article, Article)
    assert article == extract_article(_page(4), settings=Settings(), hints=hints)
    assert Envelope.of_page(_page(4), hints=hints).rank == 0.7


def test_reextract_counts_a_pathological_page_instead_of_crashing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``newsfold reextract`` lacked the RecursionError/MemoryError guard every other
    extraction had: one pathological page stopped the whole re-extraction."""
    records = [
        {
            "id": f"p{n}",
            "url": f"https://gazette.example/{n}",
            "html": page_html(
                f"Harbour report {n}",
                [f"Paragraph {i} of report {n}: the harbour board met again." for i in range(4)],
                published="2024-05-01T08:00:00Z",
                publisher="Test Gazette",
            ),
        }
        for n in range(3)
    ]
    path = write_jsonl(tmp_path / "pages.jsonl", records)
    with open_store(f"sqlite:///{tmp_path / 'r.db'}") as store:
        ingest(store, [path], Settings())
        real = stages.extract_content

        def deep(page: Page, **kwargs: Any) -> Any:
            if page.id == "p1":
                raise RecursionError("maximum recursion depth exceeded")
            return real(page, **kwargs)

        monkeypatch.setattr(stages, "extract_content", deep)
        summary = reextract_publisher(store, Settings(), "Test Gazette")
    assert summary.pages == 3
    assert summary.failed == {"resource_limit": 1}
    assert summary.unchanged == 2
