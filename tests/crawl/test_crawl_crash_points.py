"""A crawl of the simulated web SIGKILLed at random points (not only after the fifth
page) and restarted ends with the articles of an uninterrupted crawl, a sound store
and no orphan row (issue 14). ``NEWSFOLD_CRASH_KILLS=N`` kills more often."""

from __future__ import annotations

import os
import random
import subprocess
import time
from pathlib import Path

import pytest

from newsfold.sim.server import SimServer
from newsfold.store import open_store
from tests.crawl.crawl_harness import crawl
from tests.crawl.test_crawl_resume_kill import _articles, _crawl_cmd, _env, _write_config
from tests.reliability.harness import integrity_check, kill_at, snapshot

KILLS = int(os.environ.get("NEWSFOLD_CRASH_KILLS", "2"))


@pytest.mark.slow
def test_crawl_killed_at_random_points_equals_an_uninterrupted_crawl(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with SimServer(seed=9, articles=60, faults=False, crawl_delay=0.0) as server:
        config_a = _write_config(server, tmp_path / "a")
        config_b = _write_config(server, tmp_path / "b")
        killed_db, clean_db = tmp_path / "a" / "killed.db", tmp_path / "b" / "clean.db"
        started = time.monotonic()
        with open_store(f"sqlite:///{clean_db}") as store:
            crawl(config_b, store, proxy=server.proxy_url)
        took = time.monotonic() - started + 1.0  # the subprocess also starts Python

        command = _crawl_cmd(config_a, killed_db, server.proxy_url)
        rng = random.Random(9)
        delays = sorted(rng.uniform(0.5, took) for _ in range(KILLS))
        landed = kill_at(command, delays, env=_env())
        print(f"crawl: {len(landed)} of {len(delays)} kills landed")  # -s shows it
        assert landed, "every crawl ended before its kill"
        resumed = subprocess.run(command, env=_env(), capture_output=True, text=True, timeout=180)
        assert resumed.returncode == 0, resumed.stderr

    assert _articles(killed_db) == _articles(clean_db)
    assert integrity_check(killed_db) == "ok"
    state = snapshot(f"sqlite:///{killed_db}")
    assert state.problems() == []
    assert "pending" not in set(state.pages.values())
