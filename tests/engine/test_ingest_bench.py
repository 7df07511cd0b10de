"""A smoke of benchmarks/ingest.py: in-process phases and the whole command (``--cli``)."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import pytest

from tests.benchmark_modules import load_benchmark
from tests.extract.extract_pages import en_article_page, zh_article_page


def test_ingest_bench_times_phases_and_the_whole_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if not Path(sys.executable).with_name("newsfold").exists():
        pytest.skip("the newsfold command is not installed beside this Python")
    bench = tmp_path / "bench"
    en = bench / "extraction/en/pages"
    zh = bench / "extraction/zh/pages"
    en.mkdir(parents=True)
    zh.mkdir(parents=True)
    (en / "a.html.gz").write_bytes(gzip.compress(en_article_page().encode("utf-8")))
    (zh / "b.html").write_bytes(zh_article_page(charset="gbk").encode("gbk"))
    out = tmp_path / "result.json"
    module = load_benchmark("ingest.py", "ingest_benchmark")
    code = module.main(
        ["--bench", str(bench), "--runs", "1", "--no-trafilatura", "--cli", "--json", str(out)]
    )
    assert code == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["pages"] == 2
    assert result["summary"]["articles"] == 2
    assert result["ingest_median"] > 0
    assert set(result["phases_ms_per_page"]) >= {"extract", "dates", "scores", "fold + store"}
    # The whole command: every page, and one page of each language for its fixed cost.
    assert len(result["cli_pages_per_cpu_second"]) == 1
    assert result["cli_pages_per_cpu_second"][0] > 0
    assert set(result["cli_one_page_cpu_seconds"]) == {"en", "zh"}
    assert all(cpu > 0 for cpu in result["cli_one_page_cpu_seconds"].values())
    printed = capsys.readouterr().out
    assert "`newsfold ingest FOLDER`, whole process" in printed
