"""A smoke of benchmarks/scale.py (the local engine; Spark is covered by test_spark)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.benchmark_modules import load_benchmark


def test_scale_smoke_measures_the_local_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    module = load_benchmark("scale.py", "scale_benchmark")
    module.main(["--smoke", "--engines", "local", "--dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert "| local | 300 |" in out
    records = (tmp_path / "local-300.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(records) == 300
    assert {json.loads(r)["relation"] for r in records} >= {"copy", "representative"}
