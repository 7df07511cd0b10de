"""SIGKILL at random points of ingest and fold, restart, compare with an uninterrupted run
(issue 14): no lost article, no duplicate story, no orphan row, ``integrity_check`` clean.

The kill points are drawn from a seeded generator over the length of a run, so
they fall in every phase: start-up and migration, storing pages, extracting,
folding and committing a batch. CI runs a few kills per test;
``NEWSFOLD_CRASH_KILLS=N`` runs more (docs/reliability.md gives the figures and
the command). The crawl is killed at random points in
``tests/crawl/test_crawl_crash_points.py``.
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from tests.reliability.harness import (
    cli,
    cli_env,
    integrity_check,
    kill_at,
    run_cli,
    sim_records,
    snapshot,
    write_records,
)

#: Kills per test (CI: a few; the documented longer run sets more).
KILLS = int(os.environ.get("NEWSFOLD_CRASH_KILLS", "3"))
#: Pages of the simulated web ingested: a few fold batches' worth of work.
PAGES = 240


def _delays(seed: int, longest: float) -> list[float]:
    rng = random.Random(seed)
    return sorted(rng.uniform(0.2, longest) for _ in range(KILLS))


#: Fold batches of ~1 MB of pages (a few dozen): a run commits several, so kills
#: fall between batches as well as inside them.
_SMALL_BATCHES = {"NEWSFOLD_MAX_BATCH_BYTES": str(512 * 1024)}


def _timed(*args: str, **env: str) -> float:
    started = time.monotonic()
    done = run_cli(*args, **env)
    assert done.returncode == 0, done.stderr
    return time.monotonic() - started


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_ingest_killed_at_random_points_equals_an_uninterrupted_run(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    pages = write_records(tmp_path / "pages.jsonl", sim_records(seed=31, articles=PAGES))
    if backend == "sqlite":
        clean, killed = (f"sqlite:///{tmp_path / n}" for n in ("clean.db", "killed.db"))
    else:
        clean = str(request.getfixturevalue("fresh_pg_url"))
        killed = _second_database(clean)
    # the uninterrupted run also says how long a run takes: kills fall inside it
    took = _timed("ingest", str(pages), "--db", clean, **_SMALL_BATCHES)
    command = cli("ingest", str(pages), "--db", killed)
    delays = _delays(seed=7, longest=took)
    hit = kill_at(command, delays, env=cli_env(**_SMALL_BATCHES))
    print(f"ingest ({backend}): {len(hit)} of {len(delays)} kills landed")  # -s shows it
    assert hit, "every run ended before its kill"
    finish = run_cli("ingest", str(pages), "--db", killed, **_SMALL_BATCHES)
    assert finish.returncode == 0, finish.stderr

    want, got = snapshot(clean), snapshot(killed)
    assert got.problems() == []
    assert got.pages == want.pages
    assert set(got.pages.values()) == {"done"}
    assert got.articles == want.articles
    assert got.stories == want.stories
    assert got.export == want.export
    if backend == "sqlite":
        assert integrity_check(tmp_path / "killed.db") == "ok"


def _second_database(url: str) -> str:
    from sqlalchemy import create_engine, text

    base, name = url.rsplit("/", 1)
    admin = create_engine(f"{base}/postgres", isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}_killed"'))
    admin.dispose()
    return f"{base}/{name}_killed"


@pytest.mark.slow
def test_fold_killed_at_random_points_leaves_nothing_partial(tmp_path: Path) -> None:
    """``newsfold fold`` holds its stories in memory: a kill must leave the previous
    output or none, never a cut file, and a rerun gives the uninterrupted output."""
    pages = write_records(tmp_path / "pages.jsonl", sim_records(seed=32, articles=PAGES))
    articles = tmp_path / "articles.jsonl"
    assert run_cli("extract", "--in", str(pages), "--out", str(articles)).returncode == 0
    clean = tmp_path / "clean.jsonl"
    took = _timed("fold", "--in", str(articles), "--out", str(clean))
    out = tmp_path / "out.jsonl"
    command = cli("fold", "--in", str(articles), "--out", str(out))
    landed = 0
    for delay in _delays(seed=8, longest=took):
        landed += len(kill_at(command, [delay]))
        # after each kill: no output yet, or a whole one (a run that ended first)
        assert not out.exists() or out.read_bytes() == clean.read_bytes()
    print(f"fold: {landed} of {KILLS} kills landed")  # -s shows it
    assert landed
    assert run_cli("fold", "--in", str(articles), "--out", str(out)).returncode == 0
    assert out.read_bytes() == clean.read_bytes()
    # what the killed runs left behind is swept by the next write
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")] == []
