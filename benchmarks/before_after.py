"""Two commits of newsfold in one run: ingest and ``newsfold fold`` CPU, alternating.

Each commit's ``src/`` is unpacked from git into a temporary folder (the C core
built in this checkout is copied beside it: the kernels' sources must be the
same in both, which the script checks), and the same simulated pages are
ingested into a fresh SQLite file and the export folded by ``newsfold fold``,
``--repeat`` times each, the two commits alternating (A B B A ...) so a busy
neighbour burdens both alike. Reported: the median CPU seconds (user + system,
``os.wait4``) of each command under each commit, pages per CPU-second and the
ratio after / before; exports and fold outputs are compared byte for byte.

    .venv/bin/python benchmarks/before_after.py BEFORE AFTER --pages 1500 --repeat 5
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

from newsfold.sim.generate import generate

ROOT = Path(__file__).resolve().parents[1]


def unpack(commit: str, into: Path) -> Path:
    """``src/`` of ``commit`` under ``into``, with this checkout's built C core."""
    data = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "src"], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(data)) as archive:
        archive.extractall(into, filter="data")
    native = into / "src/newsfold/native"
    for built in (ROOT / "src/newsfold/native").glob("*.so"):
        shutil.copy(built, native / built.name)
    for source in (ROOT / "src/newsfold/native").glob("*.[ch]"):
        if (native / source.name).read_bytes() != source.read_bytes():
            raise SystemExit(f"{commit}: {source.name} differs from this checkout's C core")
    return into / "src"


def cpu_of(tree: Path, args: list[str]) -> float:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    process = subprocess.Popen(
        [sys.executable, "-m", "newsfold", *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    stderr = process.stderr.read().decode(errors="replace") if process.stderr else ""
    _, status, usage = os.wait4(process.pid, 0)
    if status:
        raise SystemExit(f"newsfold {' '.join(args)} failed:\n{stderr[-2000:]}")
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--pages", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="newsfold-before-after-"))
    trees = {
        "before": unpack(args.before, work / "before"),
        "after": unpack(args.after, work / "after"),
    }
    generate(work / "web", args.pages, seed=args.seed, pages_per_file=args.pages + 1)
    pages = [str(p) for p in sorted((work / "web").glob("pages-*.jsonl"))]
    cpu: dict[tuple[str, str], list[float]] = {
        (what, name): [] for what in ("ingest", "fold") for name in trees
    }
    for run in range(args.repeat):
        order = list(trees.items()) if run % 2 == 0 else list(reversed(trees.items()))
        for name, tree in order:
            db = work / f"{name}-{run}.db"
            cpu[("ingest", name)].append(
                cpu_of(tree, ["ingest", "--db", f"sqlite:///{db}", *pages])
            )
            export = work / f"{name}-export.jsonl"
            cpu_of(tree, ["export", "--db", f"sqlite:///{db}", "--out", str(export)])
            folded = work / f"{name}-fold.jsonl"
            cpu[("fold", name)].append(
                cpu_of(tree, ["fold", "--in", str(export), "--out", str(folded)])
            )
    for what in ("export", "fold"):
        same = (work / f"before-{what}.jsonl").read_bytes() == (
            work / f"after-{what}.jsonl"
        ).read_bytes()
        print(f"{what} outputs identical: {same}")
    for what in ("ingest", "fold"):
        before = statistics.median(cpu[(what, "before")])
        after = statistics.median(cpu[(what, "after")])
        print(
            f"{what}: median CPU s before {before:.2f} ({args.pages / before:.0f} pages/CPU-s), "
            f"after {after:.2f} ({args.pages / after:.0f} pages/CPU-s), after/before "
            f"{after / before:.3f}; runs before {[round(x, 2) for x in cpu[(what, 'before')]]}, "
            f"after {[round(x, 2) for x in cpu[(what, 'after')]]}"
        )
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
