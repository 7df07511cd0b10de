"""A smoke of benchmarks/scale.py (the local engine; Spark is covered by test_spark)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_scale_smoke_measures_the_local_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = importlib.util.spec_from_file_location("scale_benchmark", ROOT / "benchmarks/scale.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["scale_benchmark"] = module
    spec.loader.exec_module(module)
    module.main(["--smoke", "--engines", "local", "--dir", str(tmp_path)])
    out = capsys.readouterr().out
    assert "| local | 300 |" in out
    records = (tmp_path / "local-300.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(records) == 300
    assert {json.loads(r)["relation"] for r in records} >= {"copy", "representative"}
