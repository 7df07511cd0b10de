"""Honest exits and messages for scheduled runs (issue 13) and the small failures of
issue 14, defect 10: a read-only store, a full disk during export.

The exit statuses are a contract (``newsfold.cli.exits``, the README's table).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.cli.exits import (
    EXIT_NOTHING_PROCESSED,
    EXIT_TOO_MANY_FAILED,
    crawl_verdict,
    ingest_verdict,
)
from tests.foundation.helpers import read_jsonl, sample_file, write_jsonl
from tests.reliability.harness import ROOT

runner = CliRunner()


def _page(n: int, *, empty: bool = False) -> dict[str, Any]:
    body = (
        "" if empty else f"<p>{'The harbour works go on as planned, said the council. ' * 8}{n}</p>"
    )
    html = (
        f"<html><head><title>Report {n}</title></head><body><article>{body}</article></body></html>"
    )
    return {"id": f"p{n}", "url": f"https://example.org/{n}", "html": html}


def _ingest(db: Path, *files: Path, env: dict[str, str] | None = None) -> Any:
    return runner.invoke(app, ["ingest", *map(str, files), "--db", f"sqlite:///{db}"], env=env)


def test_nothing_readable_exits_3(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": 1}\nnot json\n', encoding="utf-8")
    result = _ingest(tmp_path / "s.db", bad)
    assert result.exit_code == EXIT_NOTHING_PROCESSED
    assert "nothing could be processed: none of its 2 records was readable" in result.output


def test_empty_input_exits_3(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    result = _ingest(tmp_path / "s.db", empty)
    assert result.exit_code == EXIT_NOTHING_PROCESSED
    assert "it holds no pages" in result.output


def test_every_page_failing_exits_3(tmp_path: Path) -> None:
    pages = write_jsonl(tmp_path / "p.jsonl", [_page(n, empty=True) for n in range(3)])
    result = _ingest(tmp_path / "s.db", pages)
    assert result.exit_code == EXIT_NOTHING_PROCESSED
    assert "all 3 pages failed" in result.output


def test_failed_share_over_the_limit_exits_4(tmp_path: Path) -> None:
    records = [_page(0), _page(1, empty=True), _page(2, empty=True)]
    pages = write_jsonl(tmp_path / "p.jsonl", records)
    result = _ingest(tmp_path / "s.db", pages)
    assert result.exit_code == EXIT_TOO_MANY_FAILED
    assert "2 of 3 pages failed (67%), over max_failed_share 0.5" in result.output
    # the limit is a setting; a rerun has nothing new to judge
    relaxed = _ingest(tmp_path / "t.db", pages, env={"NEWSFOLD_MAX_FAILED_SHARE": "0.7"})
    assert relaxed.exit_code == 0, relaxed.output
    again = _ingest(tmp_path / "s.db", pages)
    assert again.exit_code == 0, again.output


def test_verdicts() -> None:
    assert (
        ingest_verdict(readable=10, extracted=0, extract_failed=0, failed=0, max_share=0.5).code
        == 0
    )  # another process extracted them: not this run's failure
    assert (
        ingest_verdict(readable=10, extracted=5, extract_failed=5, failed=5, max_share=0.5).code
        == 0
    )
    assert (
        ingest_verdict(readable=10, extracted=4, extract_failed=6, failed=6, max_share=0.5).code
        == 4
    )
    assert crawl_verdict(requests=5, responses=0, handled=5, failed=5, max_share=1.0).code == 3
    assert crawl_verdict(requests=0, responses=0, handled=0, failed=0, max_share=0.5).code == 0
    assert crawl_verdict(requests=9, responses=9, handled=9, failed=6, max_share=0.5).code == 4


def _summary_relations(output: str) -> dict[str, int]:
    found = re.findall(r"store: (\w+)\s*│\s*(\d+)", output)
    return {name: int(n) for name, n in found if name != "articles"}


def test_ingest_summary_agrees_with_export(tmp_path: Path) -> None:
    """The summary once said "representative 43" where export showed 370: it now counts
    the store after the run, as export does."""
    from tests.reliability.harness import sim_records, write_records

    db = tmp_path / "s.db"
    first = write_records(tmp_path / "a.jsonl", sim_records(seed=3, articles=150)[:90])
    rest = write_records(tmp_path / "b.jsonl", sim_records(seed=3, articles=150)[90:])
    _ingest(db, first)
    result = runner.invoke(
        app, ["ingest", str(rest), "--db", f"sqlite:///{db}"], terminal_width=200
    )
    assert result.exit_code == 0, result.output
    printed = _summary_relations(result.output)
    out = tmp_path / "export.jsonl"
    assert (
        runner.invoke(app, ["export", "--out", str(out), "--db", f"sqlite:///{db}"]).exit_code == 0
    )
    exported = Counter(r["relation"] for r in read_jsonl(out))
    assert printed == dict(exported)
    assert sum(printed.values()) == len(read_jsonl(out))


@pytest.mark.parametrize("command", [["stories"], ["review"], ["export", "--out", "x.jsonl"]])
def test_read_only_commands_refuse_a_missing_database(tmp_path: Path, command: list[str]) -> None:
    db = tmp_path / "missing.db"
    result = runner.invoke(app, [*command, "--db", f"sqlite:///{db}"])
    assert result.exit_code == 2
    assert f"database {db} does not exist" in result.output
    assert not db.exists()
    assert not (tmp_path / "x.jsonl").exists()


def test_read_only_command_refuses_a_missing_postgres_database(fresh_pg_url: str) -> None:
    missing = fresh_pg_url + "_gone"
    result = runner.invoke(app, ["stories", "--db", missing])
    assert result.exit_code == 2
    assert "does not exist" in result.output
    assert "Traceback" not in result.output


def test_read_only_command_refuses_a_file_without_a_store(tmp_path: Path) -> None:
    import sqlite3

    other = tmp_path / "other.db"
    sqlite3.connect(other).close()
    result = runner.invoke(app, ["stories", "--db", f"sqlite:///{other}"])
    assert result.exit_code == 2
    assert "holds no newsfold store" in result.output


@pytest.fixture
def ingested(tmp_path: Path) -> Path:
    db = tmp_path / "s.db"
    assert _ingest(db, sample_file(tmp_path)).exit_code == 0
    return db


@pytest.mark.parametrize("where", ["no-such-folder/out.jsonl", "file.txt/out.jsonl", "."])
def test_unwritable_out_is_one_line(tmp_path: Path, ingested: Path, where: str) -> None:
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    out = tmp_path / where
    result = runner.invoke(app, ["export", "--out", str(out), "--db", f"sqlite:///{ingested}"])
    assert result.exit_code == 2
    assert result.output.startswith("error: cannot write")
    assert len(result.output.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_out_dash_writes_to_stdout(tmp_path: Path, ingested: Path) -> None:
    db = f"sqlite:///{ingested}"
    out = tmp_path / "e.jsonl"
    assert runner.invoke(app, ["export", "--out", str(out), "--db", db]).exit_code == 0
    result = runner.invoke(app, ["export", "--out", "-", "--db", db], catch_exceptions=False)
    assert result.exit_code == 0
    assert result.stdout_bytes == out.read_bytes()
    extracted = runner.invoke(app, ["extract", "--in", str(sample_file(tmp_path)), "--out", "-"])
    assert extracted.exit_code == 0
    records = [json.loads(line) for line in extracted.stdout.splitlines()]
    assert len(records) == len(read_jsonl(sample_file(tmp_path, "again.jsonl")))


def test_a_full_disk_leaves_the_previous_export(
    tmp_path: Path, ingested: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Defect 10: export left a partial file when the disk filled."""
    import newsfold.export as export

    out = tmp_path / "e.jsonl"
    out.write_text("the previous export\n", encoding="utf-8")
    calls = 0
    real = json.dumps

    def dumps(*args: Any, **kwargs: Any) -> str:
        nonlocal calls
        calls += 1
        if calls > 3:
            raise OSError(28, "No space left on device")
        return real(*args, **kwargs)

    monkeypatch.setattr(export.json, "dumps", dumps)
    result = runner.invoke(app, ["export", "--out", str(out), "--db", f"sqlite:///{ingested}"])
    assert result.exit_code == 2
    assert "No space left on device" in result.output
    assert out.read_text(encoding="utf-8") == "the previous export\n"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".e.jsonl")) == []


def test_a_read_only_store_is_one_line(tmp_path: Path, ingested: Path) -> None:
    """Defect 10: a read-only database gave a traceback."""
    pages = write_jsonl(tmp_path / "more.jsonl", [_page(7)])
    url = f"sqlite:///file:{ingested}?mode=ro&uri=true"
    result = runner.invoke(app, ["ingest", str(pages), "--db", url])
    assert result.exit_code == 1
    assert "read-only" in result.output
    assert "Traceback" not in result.output
    listed = runner.invoke(app, ["stories", "--db", url])  # reading still works
    assert listed.exit_code == 0, listed.output


def test_readme_documents_every_exit_status() -> None:
    import newsfold.cli.exits as exits

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Exit statuses", 1)[1].split("\n## ", 1)[0]
    codes = sorted(v for k, v in vars(exits).items() if k.startswith("EXIT_"))
    assert codes == [0, 1, 2, 3, 4]
    for code in codes:
        assert re.search(rf"^\| `{code}` \|", section, re.M), f"exit status {code} undocumented"


def test_a_crawl_where_no_request_gets_an_answer_exits_3(tmp_path: Path) -> None:
    """A scheduled crawl with the network gone says so with its exit status."""
    import socket

    import yaml

    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    sources = tmp_path / "sources.yaml"
    sources.write_text(
        yaml.safe_dump(
            {
                "user_agent": "newsfold-test/0.1 (+https://example.org/contact)",
                "archive_dir": "warc",
                "max_attempts": 1,
                "connect_timeout": 2,
                "sources": [{"name": "Gone Daily", "url": f"http://127.0.0.1:{port}/"}],
            }
        ),
        encoding="utf-8",
    )
    db = tmp_path / "s.db"
    result = runner.invoke(app, ["crawl", "--sources", str(sources), "--db", f"sqlite:///{db}"])
    assert result.exit_code == EXIT_NOTHING_PROCESSED, result.output
    assert "none of" in result.output
    assert "requests got an answer" in result.output
