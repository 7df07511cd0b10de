"""A short coverage-guided fuzzing campaign in CI (atheris); the long one is documented
in docs/reliability.md. Skipped, with the reason, where atheris has no wheel."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reliability.harness import cli_env

TARGET = Path(__file__).with_name("fuzz_newsfold.py")
#: Seed inputs, one per target (the first byte picks it), so each starts from real shapes.
SEEDS = [
    b"\x00https://www.Example.com/a/b/amp/?utm_source=x&id=5#top",
    b"\x01Published 26 January 2020, 15:30 CET",
    b'\x02{"@context": "https://schema.org", "@type": "NewsArticle", "headline": "H"}',
    b'\x03{"id": "a", "url": "https://example.org/a", "html": "<p>hi</p>"}\nnot json\n',
    b"\x04<html><body><article><h1>T</h1><p>Some words of a paragraph.</p></article></body></html>",
    # A Chinese page's furniture lines (newsfold.extract.zhlines): pager, breadcrumb, meta.
    "\x04<html><body><div><p>当前位置：首页 &gt;&gt; 新闻</p><p>上一页 1 2 3 下一页</p>"
    "<p>作者：某 来源：某 点击数：5 更新时间：2024-1-1</p><p>社区志愿者为老人送春联。</p>"
    "</div></body></html>".encode(),
]


def test_short_fuzz_campaign_finds_nothing(tmp_path: Path) -> None:
    pytest.importorskip("atheris", reason="atheris is not installed (no wheel for this Python)")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for i, seed in enumerate(SEEDS):
        (corpus / f"seed-{i}").write_bytes(seed)
    run = subprocess.run(
        [
            sys.executable,
            str(TARGET),
            "-runs=1000",
            "-max_total_time=30",
            "-max_len=2048",
            # An input that runs this long is a bug (a pattern that backtracks).
            "-timeout=20",
            "-seed=1",
            str(corpus),
        ],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert re.search(r"Done \d+ runs", run.stderr), run.stderr[-2000:]
