"""Smoke run of benchmarks/web.py (build a small store, serve it, load it): the script works."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_web_benchmark_smoke(tmp_path: Path) -> None:
    script = str(ROOT / "benchmarks" / "web.py")
    built = subprocess.run(
        [sys.executable, script, "build", "--articles", "300", "--dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    assert "300 articles" in built.stdout
    ran = subprocess.run(
        [
            sys.executable,
            script,
            "run",
            "--dir",
            str(tmp_path),
            "--requests",
            "40",
            "--repeat",
            "1",
            "--concurrency",
            "2",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert ran.returncode == 0, ran.stderr + ran.stdout
    assert "median of the rounds' p95" in ran.stdout
    kinds = [line.split("\t")[0] for line in ran.stdout.splitlines() if "\t" in line]
    assert "search-en" in kinds
