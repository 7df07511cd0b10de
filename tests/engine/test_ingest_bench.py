"""A smoke of benchmarks/ingest.py: in-process phases and the whole command (``--cli``)."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import pytest

from tests.benchmark_modules import load_benchmark
from tests.extract.extract_pages import en_article_page, zh_article_page


def _bench(tmp_path: Path) -> Path:
    bench = tmp_path / "bench"
    en = bench / "extraction/en/pages"
    zh = bench / "extraction/zh/pages"
    en.mkdir(parents=True)
    zh.mkdir(parents=True)
    (en / "a.html.gz").write_bytes(gzip.compress(en_article_page().encode("utf-8")))
    (zh / "b.html").write_bytes(zh_article_page(charset="gbk").encode("gbk"))
    return bench


def test_ingest_bench_times_phases_and_the_whole_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if not Path(sys.executable).with_name("newsfold").exists():
        pytest.skip("the newsfold command is not installed beside this Python")
    bench = _bench(tmp_path)
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


def test_ingest_bench_splits_the_whole_command_at_its_steps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = _bench(tmp_path)
    out = tmp_path / "split.json"
    module = load_benchmark("ingest.py", "ingest_benchmark")
    assert (
        module.main(["--bench", str(bench), "--runs", "1", "--cli-split", "--json", str(out)]) == 0
    )
    split = json.loads(out.read_text(encoding="utf-8"))["cli_split_median"]
    steps = ["Python's start-up", "imports", "set-up", "ingest", "summary, close"]
    assert list(split)[: len(steps) + 1] == [*steps, "interpreter exit"]
    # the steps add up to the whole process (the exit is what the last reading leaves)
    assert sum(split[s] for s in [*steps, "interpreter exit"]) == pytest.approx(
        split["whole command"]
    )
    assert split["ingest"] > 0
    assert split["imports"] > 0
    # the Chinese page's scores load jieba inside the ingest step
    assert 0 < split["of ingest: jieba's load"] <= split["ingest"]
    assert "`newsfold ingest FOLDER`, its steps" in capsys.readouterr().out


def test_each_in_process_run_starts_with_the_caches_empty(tmp_path: Path) -> None:
    """A run over pages an earlier run read finds nothing remembered (a user's command
    starts cold), unless asked to start warm."""
    from newsfold.extract import blocks
    from newsfold.quality.depth import _proxy_paragraph
    from newsfold.quality.entity_rules import _en_name, en_paragraph, zh_tagged

    bench = _bench(tmp_path)
    module = load_benchmark("ingest.py", "ingest_benchmark")
    files = module.copy_pages(bench, tmp_path / "pages", None)
    assert len(files) == 2
    module.run_ingest(tmp_path / "pages", tmp_path)
    cached = (en_paragraph, _en_name, zh_tagged, _proxy_paragraph)
    assert all(c.cache_info().currsize > 0 for c in cached)
    assert blocks._MARKED
    module.clear_caches()
    assert all(c.cache_info().currsize == 0 for c in cached)
    assert not blocks._MARKED
    module.run_ingest(tmp_path / "pages", tmp_path)
    hits = en_paragraph.cache_info().hits
    module.run_ingest(tmp_path / "pages", tmp_path)  # cold again: no paragraph found
    assert en_paragraph.cache_info().hits == hits
    module.run_ingest(tmp_path / "pages", tmp_path, warm=True)
    assert en_paragraph.cache_info().hits > hits
