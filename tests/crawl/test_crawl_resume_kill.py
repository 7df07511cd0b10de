"""A crawl of the simulated web killed with SIGKILL and restarted ends with exactly the
articles of an uninterrupted crawl, and fetches (almost) nothing twice."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
import yaml

from newsfold.crawl.sources import parse_sources
from newsfold.sim.server import SimServer
from newsfold.store import open_store
from newsfold.urls import canonicalize
from tests.crawl.crawl_harness import crawl

KILL_AFTER_PAGES = 5


def _outlets(server: SimServer) -> list[str]:
    """Base URLs of the three outlets with the most articles (a small, fast crawl)."""
    outlets = sorted(server.web.outlets.values(), key=lambda o: -len(server.web.articles(o)))
    return [o.base for o in outlets[:3]]


def _write_config(server: SimServer, folder: Path) -> Path:
    doc = yaml.safe_load(server.sources_yaml("newsfold-test/0.1 (+https://example.org)"))
    keep = _outlets(server)
    doc["sources"] = [src for src in doc["sources"] if src["url"].rstrip("/") in keep]
    doc.update(archive_dir="warc", politeness={"min_delay": 0.05, "autothrottle": False})
    path = folder / "sources.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    parse_sources(path.read_text(encoding="utf-8"))  # valid as written
    return path


def _crawl_cmd(config: Path, db: Path, proxy: str) -> list[str]:
    return [
        *(sys.executable, "-m", "newsfold", "crawl", "--sources", str(config)),
        *("--db", f"sqlite:///{db}", "--once", "--json", "--proxy", proxy),
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


@pytest.mark.slow
def test_sigkill_mid_crawl_then_restart_matches_uninterrupted(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with SimServer(seed=8, articles=60, faults=False, crawl_delay=0.0) as server:
        config_a = _write_config(server, tmp_path / "a")
        config_b = _write_config(server, tmp_path / "b")
        killed_db, clean_db = tmp_path / "a" / "killed.db", tmp_path / "b" / "clean.db"
        command = _crawl_cmd(config_a, killed_db, server.proxy_url)

        process = subprocess.Popen(
            command, env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        deadline = time.monotonic() + 60
        while (
            _stored_pages(killed_db) < KILL_AFTER_PAGES
            and process.poll() is None
            and time.monotonic() < deadline
        ):
            time.sleep(0.01)
        assert process.poll() is None, "the crawl finished before it could be killed"
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        assert _stored_pages(killed_db) >= KILL_AFTER_PAGES
        hits_before_restart = len(server.log)

        resumed = subprocess.run(command, env=_env(), capture_output=True, text=True, timeout=120)
        assert resumed.returncode == 0, resumed.stderr
        summary = json.loads(resumed.stdout)
        assert summary["frontier"].get("in_flight", 0) == 0
        assert len(server.log) > hits_before_restart

        # Nothing fetched twice, except what was in flight when the process died
        # (one request per host lane at most).
        served = {a.canonical_url.split("://", 1)[1] for a in server.web.articles()}
        fetches = Counter(
            f"{r.host.removeprefix('www.')}{r.path}"
            for r in server.log
            if r.status == 200 and f"{r.host}{r.path}" in served
        )
        twice = sum(n - 1 for n in fetches.values() if n > 1)
        assert twice <= len({r.host for r in server.log})

        keep = _outlets(server)
        expected = {
            canonicalize(a.canonical_url) for a in server.web.articles() if a.outlet.base in keep
        }
        with open_store(f"sqlite:///{clean_db}") as store:
            crawl(config_b, store, proxy=server.proxy_url)

    killed = _articles(killed_db)
    assert {url for _, url, _, _ in killed} == expected
    assert killed == _articles(clean_db)
