"""Ingest memory follows the page size, not the batch size (issue 14, defect 3).

60 pages of 15 MB each once took 7.8 GB and then a numpy ``ArrayMemoryError``,
on every rerun, because a fold batch loaded all its pages' bodies and held all
its articles at once. Now a batch closes when its pages reach
``max_batch_bytes``, and bodies are read a few at a time. The test measures the
peak of Python's allocations (numpy's included) while the pending pages are
extracted and folded: three times the pages must not cost three times the memory.
"""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from newsfold.config import Settings
from newsfold.models import Page
from newsfold.pipeline import process_pending
from newsfold.store import open_store
from tests.foundation.helpers import page_html

#: About 120 KB of article text a page.
_PARAGRAPHS = 1200


def _pages(n: int) -> list[Page]:
    pages = []
    for i in range(n):
        paragraphs = [
            f"Paragraph {j} of report {i} follows the harbour works, word{i}x{j}, in detail."
            for j in range(_PARAGRAPHS)
        ]
        body = page_html(f"Long report {i}", paragraphs).encode()
        pages.append(Page(url=f"https://example.org/long/{i}", body=body))
    return pages


def _peak(tmp_path: Path, n: int, settings: Settings) -> tuple[int, int]:
    """Peak traced bytes of extracting and folding ``n`` pending pages; articles made."""
    with open_store(f"sqlite:///{tmp_path / f'{n}-{settings.max_batch_bytes}.db'}") as store:
        store.add_pages(_pages(n))
        tracemalloc.start()
        try:
            summary = process_pending(store, settings)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    return peak, summary.articles


def test_memory_does_not_grow_with_the_batch(tmp_path: Path) -> None:
    settings = Settings(max_batch_bytes=250 * 1024)
    few, made_few = _peak(tmp_path, 3, settings)
    many, made_many = _peak(tmp_path, 9, settings)
    assert (made_few, made_many) == (3, 9)
    assert many < 1.6 * few, f"peak {many / 1e6:.1f} MB for 9 pages, {few / 1e6:.1f} MB for 3"


def test_the_batch_bound_is_what_limits_memory(tmp_path: Path) -> None:
    """The same 9 pages in one unbounded batch cost far more: the bound is what holds."""
    bounded, _ = _peak(tmp_path, 9, Settings(max_batch_bytes=250 * 1024))
    unbounded, _ = _peak(tmp_path, 9, Settings(max_batch_bytes=1024 * 1024 * 1024))
    assert unbounded > 2 * bounded
