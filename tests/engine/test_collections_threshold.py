"""Pages are processed with fewer cycle collections, and the threshold is put back after."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from newsfold.config import Settings
from newsfold.engine import local
from newsfold.pipeline import ingest
from newsfold.store import open_store
from tests.foundation.helpers import page_html


@pytest.fixture
def default_threshold() -> Iterator[tuple[int, int, int]]:
    saved = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield gc.get_threshold()
    gc.set_threshold(*saved)


def test_the_threshold_is_raised_inside_and_put_back_by_the_last_user(
    default_threshold: tuple[int, int, int],
) -> None:
    fewer = local._FewerCollections()
    first_in, second_in = threading.Event(), threading.Event()
    first_out = threading.Event()
    seen: dict[str, tuple[int, int, int]] = {}

    def first() -> None:
        with fewer():
            seen["first inside"] = gc.get_threshold()
            first_in.set()
            second_in.wait(5)
        first_out.set()

    def second() -> None:
        first_in.wait(5)
        with fewer():
            second_in.set()
            first_out.wait(5)
            seen["second inside, first gone"] = gc.get_threshold()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    raised = (local.GC_YOUNG_THRESHOLD, 10, 10)
    assert seen == {"first inside": raised, "second inside, first gone": raised}
    assert gc.get_threshold() == default_threshold


def test_ingest_leaves_the_threshold_as_it_found_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, default_threshold: tuple[int, int, int]
) -> None:
    folder = tmp_path / "pages"
    folder.mkdir()
    paragraphs = ["The harbour council said on Monday that the works open next spring."] * 3
    (folder / "a.html").write_text(page_html("Harbour works", paragraphs), encoding="utf-8")
    seen: list[tuple[int, int, int]] = []
    real = local._extract_one

    def spy(*args: Any) -> Any:
        seen.append(gc.get_threshold())
        return real(*args)

    monkeypatch.setattr(local, "_extract_one", spy)
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        summary = ingest(store, [folder], Settings())
    assert summary.articles == 1
    assert seen == [(local.GC_YOUNG_THRESHOLD, 10, 10)]
    assert gc.get_threshold() == default_threshold
