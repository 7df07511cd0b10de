"""Fixtures of the crawler tests: a local test site and a fresh SQLite store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from newsfold.store import Store, open_store
from tests.crawl.crawl_site import Site


@pytest.fixture
def site() -> Iterator[Site]:
    """A scriptable HTTP site on 127.0.0.1 with a request log."""
    server = Site()
    with server.serving():
        yield server


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """An empty store in a temp folder."""
    with open_store(f"sqlite:///{tmp_path / 'crawl.db'}") as opened:
        yield opened
