"""Two commits' C cores on the same folding work, in one run: docs per CPU-second and instructions.

``before_after.py`` copies this checkout's built C core into both commits, so it
cannot compare two C cores. This script unpacks each commit whole (``git
archive``), builds its C core in place (``setup.py build_ext --inplace``, with
this environment's setuptools), and then, the commits alternating (A B B A ...)
so a busy neighbour burdens both alike:

- ``speed``: ``benchmarks/fold.py quality --no-simhash`` of this checkout run
  under each commit's ``src/`` (``--repeat`` runs of datasketch and of newsfold
  inside each call, their median CPU time), ``--rounds`` calls per commit;
  reported: every call's datasketch and newsfold rates and the ratio, and the
  median of each over the calls;
- ``--callgrind``: instructions (valgrind's callgrind, exact and independent
  of the machine's load) of folding a pickled simulated corpus once, minus those
  of loading it, under each commit.

Stories are compared: both commits must fold the corpus identically.

    .venv/bin/python benchmarks/native_ab.py BEFORE AFTER --stories 2000 --repeat 5 --rounds 2
    .venv/bin/python benchmarks/native_ab.py BEFORE AFTER --callgrind --stories 300
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLD = ROOT / "benchmarks" / "fold.py"

#: Run under each commit's tree: fold the pickled corpus once (or only load it).
_CALLGRIND_CHILD = """
import pickle, sys
sys.path.insert(0, {bench!r})
import fold
corpus = pickle.load(open({corpus!r}, "rb"))
if {fold!r}:
    result = fold.run_newsfold(corpus, "minhash")
    open({stories!r}, "w").write("\\n".join(result.stories))
"""


def unpack(commit: str, into: Path) -> Path:
    """``commit`` unpacked under ``into`` with its C core built in place; its ``src``."""
    data = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit], capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(data)) as archive:
        archive.extractall(into, filter="data")
    build = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_ext", "--inplace"],
        cwd=into,
        capture_output=True,
        text=True,
    )
    if build.returncode != 0:
        raise SystemExit(f"{commit}: the C core did not build:\n{build.stderr[-3000:]}")
    return into / "src"


def speed_call(tree: Path, args: argparse.Namespace) -> dict[str, dict[str, float]]:
    """One ``fold.py quality`` call under ``tree``: its rows by method."""
    command = [sys.executable, str(FOLD), "quality", "--no-simhash"]
    command += ["--stories", str(args.stories), "--seed", str(args.seed)]
    command += ["--repeat", str(args.repeat)]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"fold.py under {tree} failed:\n{done.stderr[-3000:]}")
    rows = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return {row["method"]: row for row in rows}


def speed(trees: dict[str, Path], args: argparse.Namespace) -> None:
    calls: dict[str, list[dict[str, dict[str, float]]]] = {name: [] for name in trees}
    for run in range(args.rounds):
        order = list(trees.items()) if run % 2 == 0 else list(reversed(trees.items()))
        for name, tree in order:
            calls[name].append(speed_call(tree, args))
    print(
        "| commit | call | datasketch docs/CPU-s | newsfold docs/CPU-s | ratio | CLI docs/CPU-s |"
    )
    print("|---|---|---|---|---|---|")
    medians = {}
    for name, rows in calls.items():
        base = [r["datasketch"]["docs_per_cpu_s"] for r in rows]
        ours = [r["newsfold minhash"]["docs_per_cpu_s"] for r in rows]
        cli = [
            next(v for k, v in r.items() if k.startswith("newsfold fold"))["docs_per_cpu_s"]
            for r in rows
        ]
        for i, (b, o, c) in enumerate(zip(base, ours, cli, strict=True)):
            print(f"| {name} | {i + 1} | {b:.0f} | {o:.0f} | {o / b:.2f} | {c:.0f} |")
        medians[name] = (
            statistics.median(base),
            statistics.median(ours),
            statistics.median(o / b for o, b in zip(ours, base, strict=True)),
            statistics.median(cli),
        )
    for name, (b, o, ratio, c) in medians.items():
        print(f"| {name} | median | {b:.0f} | {o:.0f} | {ratio:.2f} | {c:.0f} |")
    before, after = medians["before"], medians["after"]
    print(
        f"after/before: newsfold rate {after[1] / before[1]:.3f}, ratio to datasketch "
        f"{after[2] / before[2]:.3f}, CLI rate {after[3] / before[3]:.3f}"
    )
    stories = {name: [r["newsfold minhash"]["ari"] for r in rows] for name, rows in calls.items()}
    print(f"ARI before {stories['before'][0]}, after {stories['after'][0]}")


def instructions(tree: Path, work: Path, corpus: Path, fold: bool) -> int:
    out = work / f"callgrind.{tree.parent.name}.{fold}"
    stories = work / f"stories-{tree.parent.name}.txt"
    child = _CALLGRIND_CHILD.format(
        bench=str(FOLD.parent), corpus=str(corpus), fold=fold, stories=str(stories)
    )
    # one BLAS thread: an idle OpenBLAS worker spins a varying number of instructions
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    env |= {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            child,
        ],
        capture_output=True,
        text=True,
        env=env,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"callgrind under {tree} failed:\n{done.stderr[-3000:]}")
    return int(found.group(1))


def callgrind(trees: dict[str, Path], work: Path, args: argparse.Namespace) -> None:
    if shutil.which("valgrind") is None:
        raise SystemExit("--callgrind needs valgrind (apt-get install valgrind)")
    sys.path.insert(0, str(FOLD.parent))
    import fold  # benchmarks/fold.py, under this checkout's newsfold

    labelled = fold.sim_corpus(args.stories, args.seed)
    labelled.sort(key=lambda c: fold.fold_key(c.article))
    corpus = work / "corpus.pkl"
    corpus.write_bytes(pickle.dumps(labelled))
    load = {name: instructions(tree, work, corpus, fold=False) for name, tree in trees.items()}
    total = {name: instructions(tree, work, corpus, fold=True) for name, tree in trees.items()}
    same = (work / "stories-before.txt").read_text() == (work / "stories-after.txt").read_text()
    print(f"{len(labelled)} articles; stories identical: {same}")
    folding = {name: total[name] - load[name] for name in trees}
    for name in trees:
        print(
            f"{name}: {folding[name] / 1e6:.1f} M instructions folding "
            f"({folding[name] / len(labelled) / 1e3:.0f} k an article; "
            f"process {total[name] / 1e6:.1f} M, load {load[name] / 1e6:.1f} M)"
        )
    print(f"after/before: {folding['after'] / folding['before']:.4f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--stories", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=5, help="runs inside each fold.py call")
    parser.add_argument("--rounds", type=int, default=2, help="fold.py calls per commit")
    parser.add_argument("--callgrind", action="store_true", help="count instructions instead")
    args = parser.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="newsfold-native-ab-"))
    try:
        trees = {
            "before": unpack(args.before, work / "before"),
            "after": unpack(args.after, work / "after"),
        }
        if args.callgrind:
            callgrind(trees, work, args)
        else:
            speed(trees, args)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
