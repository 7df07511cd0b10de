"""Fixtures of the web tests: a folded simulated web, copied fresh for each test."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from newsfold.config import Settings
from newsfold.store import Store, open_store
from newsfold.store.search import sync_search
from newsfold.store.users import add_user

from .helpers import PASSWORD, fold_pages, hostile_pages, sim_pages

#: Pages of the simulated web in the shared test store.
SIM_PAGES = 300


@pytest.fixture(scope="session")
def sim_db_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with the simulated web and the hostile article folded, searchable, with users."""
    path = tmp_path_factory.mktemp("websim") / "template.db"
    url = f"sqlite:///{path}"
    with open_store(url) as store:
        settings = Settings(db=url)
        fold_pages(store, [p.to_page() for p in sim_pages(SIM_PAGES)], settings)
        fold_pages(store, hostile_pages(), settings)
        sync_search(store.engine)
        with store.engine.begin() as conn:
            add_user(conn, "editor", PASSWORD, "editor")
            add_user(conn, "reader", PASSWORD, "reader")
    return path


@pytest.fixture
def sim_url(sim_db_template: Path, tmp_path: Path) -> str:
    """A private copy of the template store."""
    target = tmp_path / "store.db"
    shutil.copy(sim_db_template, target)
    return f"sqlite:///{target}"


@pytest.fixture
def sim_store(sim_url: str) -> Iterator[Store]:
    """The private copy, opened."""
    with open_store(sim_url) as store:
        yield store
