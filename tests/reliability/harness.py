"""Shared tools of the reliability tests: simulated inputs, CLI runs in subprocesses,
and a snapshot of a store that two runs can be compared by.

A snapshot holds what a user gets out of a store (pages and their states, the
articles, the stories as sets of articles, the export rows) and the checks that
must hold in any store after any crash: no orphan row, no article in two
stories, every done page with its article, and SQLite's ``integrity_check``.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from newsfold.sim.generate import iter_pages

ROOT = Path(__file__).resolve().parents[2]

#: Rows that would be left behind by a half-written fold batch.
ORPHAN_QUERIES = {
    "articles without page": "SELECT count(*) FROM articles a "
    "LEFT JOIN pages p ON p.id = a.page_id WHERE p.id IS NULL",
    "articles without story": "SELECT count(*) FROM articles a "
    "LEFT JOIN story_members m ON m.article_id = a.id WHERE m.article_id IS NULL",
    "members without article": "SELECT count(*) FROM story_members m "
    "LEFT JOIN articles a ON a.id = m.article_id WHERE a.id IS NULL",
    "members without story": "SELECT count(*) FROM story_members m "
    "LEFT JOIN stories s ON s.id = m.story_id WHERE s.id IS NULL",
    "stories without members": "SELECT count(*) FROM stories s "
    "LEFT JOIN story_members m ON m.story_id = s.id WHERE m.story_id IS NULL",
    "fingerprints without article": "SELECT count(*) FROM fingerprints f "
    "LEFT JOIN articles a ON a.id = f.article_id WHERE a.id IS NULL",
    "articles without fingerprint": "SELECT count(*) FROM articles a "
    "LEFT JOIN fingerprints f ON f.article_id = a.id WHERE f.article_id IS NULL",
    "buckets without article": "SELECT count(*) FROM lsh_buckets b "
    "LEFT JOIN articles a ON a.id = b.article_id WHERE a.id IS NULL",
    "done pages without article": "SELECT count(*) FROM pages p "
    "LEFT JOIN articles a ON a.page_id = p.id WHERE p.state = 'done' AND a.id IS NULL",
    "articles of pages not done": "SELECT count(*) FROM articles a "
    "JOIN pages p ON p.id = a.page_id WHERE p.state <> 'done'",
}


def sim_records(seed: int, articles: int) -> list[dict[str, Any]]:
    """Page records of the simulated web (the JSONL input format)."""
    return [page.page_record() for page in iter_pages(seed=seed, articles=articles)]


def write_records(path: Path, records: list[dict[str, Any]]) -> Path:
    """Write page records as JSONL; return the path."""
    with path.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


def cli_env(**extra: str) -> dict[str, str]:
    """The environment for ``python -m newsfold`` in a subprocess (this checkout's sources)."""
    src = str(ROOT / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.update(extra)
    return env


def cli(*args: str) -> list[str]:
    """The command line of ``newsfold ARGS`` run by this interpreter."""
    return [sys.executable, "-m", "newsfold", *args]


def run_cli(*args: str, timeout: float = 300, **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``newsfold ARGS`` to the end; the completed process (not checked)."""
    return subprocess.run(
        cli(*args), env=cli_env(**env), capture_output=True, text=True, timeout=timeout
    )


@dataclass(frozen=True)
class Snapshot:
    """What a store holds, in a form two stores can be compared by."""

    pages: dict[str, str]
    articles: dict[str, tuple[str, str]]
    stories: frozenset[frozenset[str]]
    relations: dict[str, str]
    export: list[dict[str, Any]]
    orphans: dict[str, int]
    members_per_article: int

    def problems(self) -> list[str]:
        """What breaks the store's invariants (empty when none)."""
        out = [f"{name}: {n}" for name, n in self.orphans.items() if n]
        if self.members_per_article > 1:
            out.append(f"an article is in {self.members_per_article} stories")
        return out


def snapshot(url: str) -> Snapshot:
    """Read a store (SQLite or PostgreSQL URL) into a :class:`Snapshot`."""
    from newsfold.export import export_records
    from newsfold.store import open_store

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            pages = {str(i): str(s) for i, s in conn.execute(text("SELECT id, state FROM pages"))}
            articles = {
                str(i): (str(h or ""), str(p))
                for i, h, p in conn.execute(text("SELECT id, headline, paragraphs FROM articles"))
            }
            groups: dict[str, set[str]] = {}
            for article_id, story_id in conn.execute(
                text("SELECT article_id, story_id FROM story_members")
            ):
                groups.setdefault(str(story_id), set()).add(str(article_id))
            orphans = {
                name: int(conn.execute(text(q)).scalar_one()) for name, q in ORPHAN_QUERIES.items()
            }
            most = conn.execute(
                text(
                    "SELECT coalesce(max(n), 0) FROM "
                    "(SELECT count(*) AS n FROM story_members GROUP BY article_id) c"
                )
            ).scalar_one()
    finally:
        engine.dispose()
    with open_store(url) as store:
        export = export_records(store)
    return Snapshot(
        pages=pages,
        articles=articles,
        stories=frozenset(frozenset(g) for g in groups.values()),
        relations={r["id"]: r["relation"] for r in export},
        export=export,
        orphans=orphans,
        members_per_article=int(most),
    )


def integrity_check(path: Path) -> str:
    """SQLite's ``PRAGMA integrity_check`` of a store file ("ok" when sound)."""
    with sqlite3.connect(path) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def kill_at(
    command: list[str], delays: list[float], *, env: dict[str, str] | None = None
) -> list[float]:
    """Start ``command`` once per delay and SIGKILL it that many seconds later.

    Returns the delays at which the process was still running when killed
    (a run that ended first was not killed, and the next delay starts again).
    """
    import signal
    import time

    killed = []
    for delay in delays:
        proc = subprocess.Popen(
            command,
            env=env or cli_env(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + delay
        while time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.005)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            killed.append(delay)
        proc.wait(30)
    return killed
