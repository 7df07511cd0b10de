"""The command's exit: ``newsfold.cli.main`` freezes the process's objects for the cycle
collector once the command is done (its last collections at exit walked every object
left, 0.2 s of an ingest's exit). The store a run leaves must be the one an in-process
run leaves: whole, checkpointed, nothing waiting on the exit's collections."""

from __future__ import annotations

import gzip
import sqlite3
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from newsfold.cli import app
from tests.extract.extract_pages import en_article_page, zh_article_page
from tests.reliability.harness import cli_env, snapshot

#: ``newsfold ARGS`` through the console script's entry point, saying at exit (after
#: ``main`` returned or raised) whether the collector's objects are frozen.
_LAUNCHER = (
    "import atexit, gc, sys\n"
    "atexit.register(lambda: print('frozen at exit:', gc.get_freeze_count() > 0))\n"
    "from newsfold.cli import main\n"
    "sys.argv = ['newsfold', *sys.argv[1:]]\n"
    "main()\n"
)


def _pages(folder: Path) -> Path:
    folder.mkdir()
    (folder / "en.html.gz").write_bytes(gzip.compress(en_article_page().encode("utf-8")))
    (folder / "zh.html").write_bytes(zh_article_page(charset="gbk").encode("gbk"))
    return folder


def test_a_command_run_to_its_exit_leaves_the_store_an_in_process_run_leaves(
    tmp_path: Path,
) -> None:
    pages = _pages(tmp_path / "pages")
    inside = f"sqlite:///{tmp_path / 'inside.db'}"
    done = CliRunner().invoke(app, ["ingest", str(pages), "--db", inside])
    assert done.exit_code == 0, done.output

    child_db = tmp_path / "child.db"
    run = subprocess.run(
        [sys.executable, "-c", _LAUNCHER, "ingest", str(pages), "--db", f"sqlite:///{child_db}"],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert "frozen at exit: True" in run.stdout
    # closed before the exit: the write-ahead log checkpointed and removed
    assert not Path(f"{child_db}-wal").exists()
    with sqlite3.connect(child_db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    want, got = snapshot(inside), snapshot(f"sqlite:///{child_db}")
    assert got.problems() == []
    assert set(got.pages.values()) == {"done"}
    assert len(got.articles) == 2
    assert got.articles == want.articles
    assert got.stories == want.stories
    assert got.export == want.export


def test_a_failing_command_exits_unfrozen(tmp_path: Path) -> None:
    """An exit code other than 0 (here: nothing could be extracted) is not frozen: an
    error may leave a connection that only the exit's collections close."""
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "blank.html").write_text("<html><body></body></html>", encoding="utf-8")
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            _LAUNCHER,
            "ingest",
            str(empty),
            "--db",
            f"sqlite:///{tmp_path}/e.db",
        ],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode != 0
    assert "frozen at exit: False" in run.stdout
    assert not Path(f"{tmp_path}/e.db-wal").exists()


def test_a_file_that_is_no_store_is_left_without_a_write_ahead_log(tmp_path: Path) -> None:
    """Opening a SQLite file that holds no newsfold store fails; the engine it opened is
    disposed before the error, so no ``-wal``/``-shm`` file stays beside it (a review
    found both left once the exit was frozen)."""
    plain = tmp_path / "plain.db"
    with sqlite3.connect(plain) as conn:
        conn.execute("CREATE TABLE notes (body TEXT)")
    conn.close()
    run = subprocess.run(
        [sys.executable, "-c", _LAUNCHER, "stories", "--db", f"sqlite:///{plain}"],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode != 0
    assert "holds no newsfold store" in run.stderr + run.stdout
    assert not Path(f"{plain}-wal").exists()
    assert not Path(f"{plain}-shm").exists()
