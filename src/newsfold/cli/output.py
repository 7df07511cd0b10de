"""Output files of the command line: written whole or not at all, or to stdout with ``-``.

A command writes into a temporary file beside the destination and renames it
over the destination only when everything was written, so a full disk, a
kill or an error leaves the previous file (or none), never a partial one
that a later step would read as complete. (A killed writer cannot remove its
temporary file; the next write to the same destination does, once the
process whose id the name carries is gone.) ``--out -`` writes to standard
output (through a temporary file, so formats that seek, like Parquet, work
too). A destination that cannot be written is one :class:`OutputError` line,
never a traceback.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from newsfold.errors import OutputError

__all__ = ["STDOUT", "output_path"]

#: The ``--out`` value that means standard output.
STDOUT = Path("-")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    return True


def _sweep(beside: Path) -> None:
    """Remove what killed writers of ``beside`` left (their process is gone)."""
    for leftover in beside.parent.glob(f".{beside.name}.*.part"):
        pid = leftover.name[len(beside.name) + 2 :].split(".", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            with contextlib.suppress(OSError):
                leftover.unlink()


def _temporary(beside: Path) -> Path:
    folder = beside.parent if beside != STDOUT else Path(tempfile.gettempdir())
    if beside != STDOUT and not folder.is_dir():
        raise OutputError(f"cannot write {beside}: folder {folder} does not exist")
    if beside != STDOUT:
        _sweep(beside)
    prefix = f".{beside.name if beside != STDOUT else 'stdout'}.{os.getpid()}."
    try:
        handle, name = tempfile.mkstemp(prefix=prefix, suffix=".part", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write {beside}: {exc.strerror or exc}") from exc
    os.close(handle)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(name, 0o666 & ~umask)  # what a plain open() would have made, not mkstemp's 0600
    return Path(name)


@contextlib.contextmanager
def output_path(destination: Path) -> Iterator[Path]:
    """A path to write ``destination``'s content to; published when the block ends cleanly.

    On success the temporary file is renamed over ``destination`` (atomic on
    one file system) or copied to stdout for ``-``; on any error it is removed
    and ``destination`` is left as it was.
    """
    if destination != STDOUT and destination.is_dir():
        raise OutputError(f"cannot write {destination}: it is a folder")
    temporary = _temporary(destination)
    try:
        yield temporary
        if destination == STDOUT:
            with temporary.open("rb") as source:
                shutil.copyfileobj(source, sys.stdout.buffer)
            sys.stdout.buffer.flush()
        else:
            os.replace(temporary, destination)
    except OSError as exc:
        raise OutputError(f"cannot write {destination}: {exc.strerror or exc}") from exc
    finally:
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
