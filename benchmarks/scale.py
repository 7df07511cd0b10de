"""Scale: simulated articles through the local engine and through Spark local mode.

For each size (``--sizes``, default 10k, 100k and 1M), the fold input (one JSONL
record per article: id, headline, paragraphs, canonical URL, publisher, dates,
language, from the simulated news web's ground truth, so no extraction cost
hides the folding) is written once, then folded by

* ``newsfold fold --in FILE --out FILE`` (the local engine, one process), and
* ``newsfold fold --engine spark --master local[2] --in FILE --out DIR`` (the Spark
  executor on two cores: fingerprints, closure keys, connected components, one
  fold per component);

each as a fresh process, measured from outside: wall time, CPU seconds (user +
system of the whole process tree: ``os.wait4`` of the command, plus every other
process's own time sampled from /proc every 0.2 s, so the JVM and the Python
workers count), peak memory (the largest sum of resident memory over the tree,
sampled likewise), and
documents per second and per CPU-second. Both outputs are compared byte for
byte. A size whose run would pass ``--budget`` seconds is not run: its figures
are estimated from the growth measured between the two largest sizes run, and
marked so.

The per-core rates give an estimate of the cluster for 100M articles
(``--target``): folding is one task per connected component, so the figure
also reports the largest component (see README: on news, the closure of every
key a fold decision looks at joins most articles into one component).

Commands (figures in benchmarks/README.md)::

    .venv/bin/python benchmarks/scale.py --sizes 10000,100000,1000000
    .venv/bin/python benchmarks/scale.py --smoke      # CI: 300 articles, both engines
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from newsfold.models import iso_utc
from newsfold.sim.generate import iter_articles

NEWSFOLD = str(Path(sys.executable).parent / "newsfold")


@dataclass(slots=True)
class Run:
    """One measured command."""

    engine: str
    articles: int
    wall: float
    cpu: float
    peak_mb: float
    estimated: bool = False
    largest_component: int | None = None

    @property
    def docs_per_s(self) -> float:
        return self.articles / self.wall if self.wall else 0.0

    @property
    def docs_per_cpu_s(self) -> float:
        return self.articles / self.cpu if self.cpu else 0.0


def write_corpus(path: Path, articles: int, seed: int) -> None:
    """The fold input of ``articles`` simulated articles (their ground-truth text)."""
    with path.open("w", encoding="utf-8") as out:
        for n, art in enumerate(iter_articles(seed, articles)):
            record = {
                "id": f"a{n:08d}",
                "canonical_url": art.canonical_url,
                "headline": art.headline,
                "paragraphs": list(art.paragraphs),
                "publisher": art.outlet.name,
                "language": art.outlet.lang,
                "published_at": iso_utc(art.published),
                "modified_at": iso_utc(art.modified),
                "fetched_at": iso_utc(art.fetched),
            }
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


def _tree(root: int) -> tuple[float, dict[int, float]]:
    """Resident memory of ``root`` and its descendants (MiB), and each one's own CPU
    seconds so far (user + system, not its children's), from /proc."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    cpu: dict[int, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(entry)
        children.setdefault(int(fields[1]), []).append(pid)
        rss[pid] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
        cpu[pid] = (int(fields[11]) + int(fields[12])) / tick
    total, todo, seen = 0, [root], {}
    while todo:
        pid = todo.pop()
        total += rss.get(pid, 0)
        seen[pid] = cpu.get(pid, 0.0)
        todo.extend(children.get(pid, []))
    return total / 2**20, seen


def measure(engine: str, articles: int, command: list[str]) -> Run:
    """Run ``command``: wall time, CPU seconds of the whole process tree (the JVM and
    the Python workers of Spark included, each process's own time as last sampled
    every 0.2 s) and peak summed RSS."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = 0.0
    cpu_seen: dict[int, float] = {}
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            rss, cpu = _tree(process.pid)
            peak = max(peak, rss)
            for pid, seconds in cpu.items():
                cpu_seen[pid] = max(cpu_seen.get(pid, 0.0), seconds)
            done.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    stderr = process.stderr.read().decode(errors="replace") if process.stderr else ""
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    done.set()
    sampler.join()
    if status != 0:
        raise SystemExit(f"{' '.join(command)} failed ({status}):\n{stderr[-3000:]}")
    # the root's figure from wait4 (its own and what it reaped), every other process's
    # own figure as last sampled (a process that ends between samples loses < 0.2 s)
    sampled = sum(cpu_seen.values()) - cpu_seen.get(process.pid, 0.0)
    cpu = usage.ru_utime + usage.ru_stime + max(0.0, sampled)
    return Run(engine, articles, wall, cpu, peak)


def _same(local: Path, spark_dir: Path) -> bool:
    parts = sorted(spark_dir.glob("part-*"))
    with local.open("rb") as handle:
        for part in parts:
            data = part.read_bytes()
            if handle.read(len(data)) != data:
                return False
        return handle.read(1) == b""


def _estimate(engine: str, articles: int, runs: list[Run]) -> Run:
    """Figures for ``articles`` from the growth between the two largest measured runs
    (time and CPU per article extrapolated linearly in the log of the size)."""
    a, b = runs[-2], runs[-1]

    def grow(x: float, y: float) -> float:
        per_a, per_b = x / a.articles, y / b.articles
        slope = (per_b - per_a) / (math.log(b.articles) - math.log(a.articles))
        return (per_b + slope * (math.log(articles) - math.log(b.articles))) * articles

    return Run(
        engine,
        articles,
        grow(a.wall, b.wall),
        grow(a.cpu, b.cpu),
        b.peak_mb * articles / b.articles,
        estimated=True,
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--engines", default="local,spark")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--budget", type=float, default=3600.0, help="seconds a run may take")
    parser.add_argument("--target", type=int, default=100_000_000)
    parser.add_argument("--dir", help="work folder (default: a new temporary one)")
    parser.add_argument("--smoke", action="store_true", help="300 articles, for CI")
    args = parser.parse_args(argv)
    sizes = [300] if args.smoke else [int(s) for s in args.sizes.split(",")]
    engines = args.engines.split(",")
    work = Path(args.dir or tempfile.mkdtemp(prefix="newsfold-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    runs: dict[str, list[Run]] = {engine: [] for engine in engines}
    for size in sizes:
        corpus = work / f"articles-{size}.jsonl"
        if not corpus.exists():
            write_corpus(corpus, size, args.seed)
        local_out = work / f"local-{size}.jsonl"
        for engine in engines:
            done = runs[engine]
            if len(done) >= 2:
                guess = _estimate(engine, size, done)
                if guess.wall > args.budget:
                    print(f"{engine} {size}: estimated {guess.wall:.0f} s > budget, not run")
                    done.append(guess)
                    continue
            if engine == "local":
                command = [NEWSFOLD, "fold", "--in", str(corpus), "--out", str(local_out)]
            else:
                out = work / f"spark-{size}"
                shutil.rmtree(out, ignore_errors=True)
                command = [NEWSFOLD, "fold", "--engine", "spark", "--master", args.master]
                command += ["--in", str(corpus), "--out", str(out)]
            run = measure(engine, size, command)
            done.append(run)
            print(
                f"{engine} {size}: wall {run.wall:.1f} s, cpu {run.cpu:.1f} s, "
                f"peak {run.peak_mb:.0f} MiB, {run.docs_per_s:.0f} docs/s, "
                f"{run.docs_per_cpu_s:.0f} docs/cpu-s",
                flush=True,
            )
            if engine == "spark" and local_out.exists():
                same = _same(local_out, work / f"spark-{size}")
                print(f"spark {size}: output identical to the local engine's: {same}")
                if not same:
                    raise SystemExit("the Spark output differs from the local engine's")
    print()
    print("| engine | articles | wall s | CPU s | peak MiB | docs/s | docs/CPU-s |")
    print("|---|---|---|---|---|---|---|")
    for engine in engines:
        for run in runs[engine]:
            mark = " (est.)" if run.estimated else ""
            print(
                f"| {engine} | {run.articles:,}{mark} | {run.wall:.0f} | {run.cpu:.0f} | "
                f"{run.peak_mb:.0f} | {run.docs_per_s:.0f} | {run.docs_per_cpu_s:.0f} |"
            )
    measured = [r for r in runs.get("spark", []) if not r.estimated] or [
        r for r in runs.get("local", []) if not r.estimated
    ]
    if measured:
        best = measured[-1]
        rate = best.docs_per_cpu_s
        core_hours = args.target / rate / 3600
        print()
        print(
            f"{args.target:,} articles at {rate:.0f} docs per CPU-second ({best.engine}, "
            f"{best.articles:,}): {core_hours:,.0f} core-hours if the work spread over "
            "cores (it does not past the largest component: see README)"
        )


if __name__ == "__main__":
    main()
