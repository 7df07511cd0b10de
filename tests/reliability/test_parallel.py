"""Any number of ingest processes on one store give the store of a single process
(issue 14, defect 2): three processes on overlapping inputs, on SQLite and PostgreSQL,
starting together on a fresh store, compared with one process on the union.

Pages, page states, articles, stories and the export must equal the single
process's: processes sharing a store fold in an order none of them chose, and
stories are a function of the pages and the settings only (issue 13), so the
order must not show.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.reliability.harness import (
    cli,
    cli_env,
    run_cli,
    sim_records,
    snapshot,
    write_records,
)

#: Pages of the simulated web each run ingests (three overlapping thirds of it).
PAGES = 150


def _inputs(tmp_path: Path) -> tuple[Path, list[Path]]:
    records = sim_records(seed=21, articles=PAGES)
    third = PAGES // 3
    everything = write_records(tmp_path / "all.jsonl", records)
    parts = [
        write_records(tmp_path / "a.jsonl", records[: 2 * third]),
        write_records(tmp_path / "b.jsonl", records[third:]),
        write_records(tmp_path / "c.jsonl", records[2 * third :] + records[: third + 10]),
    ]
    return everything, parts


def _run_together(url: str, files: list[Path]) -> list[subprocess.CompletedProcess[str]]:
    procs = [
        subprocess.Popen(
            cli("ingest", str(f), "--db", url),
            env=cli_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for f in files
    ]
    done = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        done.append(subprocess.CompletedProcess(proc.args, proc.returncode, out, err))
    return done


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_three_parallel_ingests_equal_one(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    everything, parts = _inputs(tmp_path)
    if backend == "sqlite":
        one_url = f"sqlite:///{tmp_path / 'one.db'}"
        many_url = f"sqlite:///{tmp_path / 'many.db'}"
    else:
        one_url = str(request.getfixturevalue("fresh_pg_url"))
        many_url = one_url.rsplit("/", 1)[0] + "/" + one_url.rsplit("/", 1)[1] + "_many"
        from sqlalchemy import create_engine, text

        admin = create_engine(one_url.rsplit("/", 1)[0] + "/postgres", isolation_level="AUTOCOMMIT")
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{many_url.rsplit("/", 1)[1]}"'))
        admin.dispose()

    single = run_cli("ingest", str(everything), "--db", one_url)
    assert single.returncode == 0, single.stderr
    runs = _run_together(many_url, parts)
    for run in runs:
        assert run.returncode == 0, run.stderr
        assert "Traceback" not in run.stderr

    one, many = snapshot(one_url), snapshot(many_url)
    assert many.problems() == []
    assert one.problems() == []
    assert len(many.pages) == PAGES
    assert many.pages == one.pages
    assert many.articles == one.articles
    assert many.stories == one.stories
    assert many.export == one.export


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_many_processes_create_one_schema_at_once(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """On a fresh store, all but one of the processes died creating the schema
    ("table pages already exists"; ``UniqueViolation`` on ``pg_type``)."""
    import sys

    from newsfold.store.migrate import head_revision

    url = (
        f"sqlite:///{tmp_path / 'fresh.db'}"
        if backend == "sqlite"
        else str(request.getfixturevalue("fresh_pg_url"))
    )
    code = (
        "import sys; from newsfold.store import open_store; "
        "s = open_store(sys.argv[1]); print(s.counts()['pages']); s.close()"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, url],
            env=cli_env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    results = [proc.communicate(timeout=120) for proc in procs]
    assert [p.returncode for p in procs] == [0] * 4, [err for _, err in results]
    assert [out.strip() for out, _ in results] == ["0"] * 4
    from sqlalchemy import create_engine

    from newsfold.store.migrate import current_revision

    engine = create_engine(url)
    with engine.connect() as conn:
        assert current_revision(conn) == head_revision()
    engine.dispose()
