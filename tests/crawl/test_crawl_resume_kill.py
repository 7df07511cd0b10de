"""A crawl killed with SIGKILL and restarted ends with the articles of an uninterrupted one."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from newsfold.store import open_store
from tests.crawl.crawl_harness import crawl, write_sources
from tests.crawl.crawl_site import Site, build_news_site

N_FEED, N_SITEMAP = 10, 10


@pytest.fixture
def site() -> Iterator[Site]:
    server = Site()
    with server.serving():
        build_news_site(server, n_feed=N_FEED, n_sitemap=N_SITEMAP)
        yield server


def _crawl_cmd(config: Path, db: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "newsfold",
        "crawl",
        "--sources",
        str(config),
        "--db",
        f"sqlite:///{db}",
        "--once",
        "--json",
    ]


def _env() -> dict[str, str]:
    src = str(Path(__file__).resolve().parents[2] / "src")
    return {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}


def _stored_pages(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1) as conn:
            return int(conn.execute("select count(*) from pages").fetchone()[0])
    except sqlite3.OperationalError:
        return 0


def _articles(db: Path) -> list[tuple[str, str, str, str]]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "select id, canonical_url, coalesce(headline, ''), paragraphs from articles order by id"
        )
        return [(str(a), str(b), str(c), str(d)) for a, b, c, d in rows]


def test_sigkill_mid_crawl_then_restart_matches_uninterrupted(site: Site, tmp_path: Path) -> None:
    source = {
        "politeness": {"min_delay": 0.04, "autothrottle": False},
        "sitemaps": [f"{site.base}/sitemap_index.xml"],
    }
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    config_a = write_sources(tmp_path / "a", site.base, source=source)
    config_b = write_sources(tmp_path / "b", site.base, source=source)
    killed_db, clean_db = tmp_path / "a" / "killed.db", tmp_path / "b" / "clean.db"

    process = subprocess.Popen(
        _crawl_cmd(config_a, killed_db), env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 60
    while _stored_pages(killed_db) < 8 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert process.poll() is None, "the crawl finished before it could be killed"
    process.send_signal(signal.SIGKILL)
    process.wait(10)
    interrupted_at = _stored_pages(killed_db)
    assert 8 <= interrupted_at < N_FEED + N_SITEMAP
    hits_before_restart = len(site.hits)

    resumed = subprocess.run(
        _crawl_cmd(config_a, killed_db), env=_env(), capture_output=True, text=True, timeout=120
    )
    assert resumed.returncode == 0, resumed.stderr
    summary = json.loads(resumed.stdout)
    assert summary["frontier"].get("in_flight", 0) == 0

    article_paths = {p for p in site.routes if "story" in p}
    fetched = [h.path for h in site.hits if h.path in article_paths]
    # Each article is fetched once, except at most the one that was in flight when killed.
    assert len(fetched) <= len(article_paths) + 1
    assert set(fetched) == article_paths
    assert len(site.hits) > hits_before_restart

    with open_store(f"sqlite:///{clean_db}") as store:
        crawl(config_b, store)  # the same crawl, uninterrupted (in-process to save a start-up)

    killed_articles = _articles(killed_db)
    assert len(killed_articles) == N_FEED + N_SITEMAP
    assert killed_articles == _articles(clean_db)
