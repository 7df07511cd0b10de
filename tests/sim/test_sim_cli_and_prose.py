"""``newsfold sim generate`` end to end, and the bundled prose file's provenance."""

from __future__ import annotations

import gzip
import json
import re
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import yaml
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.sim.text import build_prose_files, load_prose

SHARED = Path(__file__).resolve().parents[3] / "shared" / "bench" / "extraction"


def test_cli_generate_writes_pages_truth_and_warc(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app,
        ["sim", "generate", "--out", str(tmp_path), "--articles", "30", "--seed", "3", "--warc"],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["pages"] == 30
    assert (tmp_path / "pages-00000.warc.gz").stat().st_size > 0
    assert len((tmp_path / "truth.jsonl").read_text().splitlines()) == 30
    manifest = json.loads((tmp_path / "manifest.json").read_text())
    assert manifest == summary


def test_cli_extract_reads_generated_pages(tmp_path: Path) -> None:
    runner = CliRunner()
    assert (
        runner.invoke(
            app, ["sim", "generate", "--out", str(tmp_path), "--articles", "12", "--gzip"]
        ).exit_code
        == 0
    )
    out = tmp_path / "articles.jsonl"
    result = runner.invoke(
        app, ["extract", "--in", str(tmp_path / "pages-00000.jsonl.gz"), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert len(out.read_text().splitlines()) == 12


def test_prose_is_natural_sentences_in_both_languages() -> None:
    en, zh = load_prose("en"), load_prose("zh")
    assert sum(len(d) for d in en.docs) > 1000
    assert sum(len(d) for d in zh.docs) > 1000
    for doc in zh.docs:
        for sentence in doc:
            sentence.encode("gbk")  # GBK outlets must be able to carry every sentence
            assert sentence[-1] in "。！？”」』"
    with pytest.raises(ValueError, match="language"):
        load_prose("fr")


@pytest.mark.skipif(
    not SHARED.exists(), reason="../shared/bench/extraction is not beside the checkout"
)
def test_bundled_prose_is_rebuilt_from_the_mit_source(tmp_path: Path) -> None:
    build_prose_files(SHARED, tmp_path)
    bundled = Path(__file__).resolve().parents[2] / "src" / "newsfold" / "sim" / "data"
    for lang in ("en", "zh"):
        rebuilt = gzip.decompress((tmp_path / f"prose_{lang}.txt.gz").read_bytes())
        assert rebuilt == gzip.decompress((bundled / f"prose_{lang}.txt.gz").read_bytes())


def test_cli_serve_answers_as_a_proxy(tmp_path: Path) -> None:
    sources = tmp_path / "sources.yaml"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "newsfold",
            "sim",
            "serve",
            "--port",
            "0",
            "--articles",
            "20",
            "--sources",
            str(sources),
            "--crawl-delay",
            "0.5",
        ],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        proxy = re.search(r"http://127\.0\.0\.1:\d+", line)
        assert proxy, line
        with httpx.Client(proxy=proxy.group(0), timeout=10) as client:
            robots = client.get("http://capitalbrief.example/robots.txt").text
        assert "Crawl-delay: 0.5" in robots
        assert yaml.safe_load(sources.read_text())["proxy"] == proxy.group(0)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_cli_serve_on_a_busy_port_is_a_clean_error() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = CliRunner().invoke(app, ["sim", "serve", "--port", str(port), "--articles", "5"])
    assert result.exit_code == 2
    assert "cannot listen" in result.output
