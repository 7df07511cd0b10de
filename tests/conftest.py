"""Fixtures shared by every test package.

``pg_url`` starts a throwaway PostgreSQL cluster (initdb into a temp folder as
the ``postgres`` user, ``pg_ctl start`` on a free loopback port) once per
session and stops it at the end. Where no server binaries exist the tests that
need it are skipped with the reason shown; under ``CI=true`` a missing server
is a failure instead, because CI must run them.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

_PG_BIN_DIRS = sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)


def _pg_bin() -> Path | None:
    for candidate in _PG_BIN_DIRS:
        if (candidate / "initdb").exists() and (candidate / "pg_ctl").exists():
            return candidate
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(args: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return args
    runner = shutil.which("runuser")
    return (
        [runner, "-u", "postgres", "--", *args]
        if runner
        else ["su", "postgres", "-c", " ".join(args)]
    )


@pytest.fixture(scope="session")
def pg_url() -> Iterator[str]:
    """SQLAlchemy URL of a fresh PostgreSQL database (session-wide cluster)."""
    bin_dir = _pg_bin()
    try:
        import psycopg  # noqa: F401
    except ModuleNotFoundError:
        bin_dir = None
    if bin_dir is None:
        message = "PostgreSQL server binaries or psycopg not installed"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{message}: CI must run the PostgreSQL tests")
        pytest.skip(message)
    base = Path(tempfile.mkdtemp(prefix="newsfold-pg-"))
    data = base / "data"
    if os.geteuid() == 0:
        shutil.chown(base, "postgres", "postgres")
    port = _free_port()
    subprocess.run(
        _as_postgres(
            [
                str(bin_dir / "initdb"),
                "-D",
                str(data),
                "-U",
                "postgres",
                "-A",
                "trust",
                "--no-sync",
                "-E",
                "UTF8",
            ]
        ),
        check=True,
        capture_output=True,
    )
    options = f"-p {port} -k {base} -c listen_addresses=127.0.0.1 -c fsync=off"
    subprocess.run(
        _as_postgres(
            [
                str(bin_dir / "pg_ctl"),
                "-D",
                str(data),
                "-o",
                options,
                "-w",
                "-l",
                str(base / "log"),
                "start",
            ]
        ),
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            _as_postgres([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
            capture_output=True,
        )
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def fresh_pg_url(pg_url: str) -> Iterator[str]:
    """A new, empty database in the session cluster, dropped afterwards."""
    import uuid

    from sqlalchemy import create_engine, text

    name = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(pg_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield pg_url.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each store contract test runs on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.db'}"
    return str(request.getfixturevalue("fresh_pg_url"))


@pytest.fixture(autouse=True)
def _fresh_bug_log() -> None:
    """Each test starts with no bug met: the process's log of unexpected errors
    (``newsfold.engine.stages.bugs``) logs only the first few tracebacks of each kind,
    so one test's bugs must not silence the next test's."""
    from newsfold.engine.stages import bugs

    bugs.reset()
