"""CPU time of jieba's load for newsfold's scores, in a new process, by the state of its caches.

A ``newsfold ingest`` with Chinese pages loads jieba's dictionary and word tags once
(:func:`newsfold.jieba_load.jieba_posseg`). What that costs depends on what the process
finds: newsfold's grouped file (:mod:`newsfold.jieba_tables`; every process after the
first), or none, with or without jieba's own cache file (``jieba.cache``), in which case
this process writes the grouped file. Each state is set up in a temporary folder of its
own (``TMPDIR`` and ``XDG_CACHE_HOME`` pointed there), and the child's user + system CPU
seconds (``os.wait4``, the imports included) are read; the median of ``--runs`` per state,
the states taken in turn.

```sh
.venv/bin/python benchmarks/jieba_first.py --runs 5 [--python OTHER/.venv/bin/python]
```
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

_LOAD = "from newsfold.text import jieba_posseg; jieba_posseg()"
_JIEBA_CACHE = "import jieba; jieba.initialize()"
_IMPORT = "import newsfold.text, jieba"
STATES = ("first, no jieba.cache", "first, jieba.cache there", "later (grouped file)")


def _cpu(python: str, code: str, folder: Path) -> float:
    env = {**os.environ, "TMPDIR": str(folder), "XDG_CACHE_HOME": str(folder / "cache")}
    child = subprocess.Popen([python, "-c", code], env=env, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    if status:
        raise SystemExit(f"{code!r} failed: {status}")
    return usage.ru_utime + usage.ru_stime


def _state(python: str, state: str) -> float:
    """One process's CPU seconds less the same interpreter's imports alone."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if state != STATES[0]:
            _cpu(python, _JIEBA_CACHE, folder)
        if state == STATES[2]:
            _cpu(python, _LOAD, folder)
        return _cpu(python, _LOAD, folder)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--python", default=sys.executable)
    args = parser.parse_args()
    seconds: dict[str, list[float]] = {state: [] for state in (*STATES, "imports")}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.runs):
            for state in STATES:
                seconds[state].append(_state(args.python, state))
            seconds["imports"].append(_cpu(args.python, _IMPORT, Path(tmp)))
    print(f"{args.python}: CPU seconds of a new process, median of {args.runs}")
    for state, values in seconds.items():
        runs = " / ".join(f"{v:.2f}" for v in values)
        print(f"  {state:28s} {statistics.median(values):6.2f}   ({runs})")


if __name__ == "__main__":
    main()
