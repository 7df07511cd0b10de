"""Build a labelled corpus from the simulated news web, timed.

The corpus every benchmark quotes is rebuilt from two numbers, the seed and the
article count: the same pair gives the same bytes on any machine. It writes
JSONL page files (the input format of ``newsfold ingest`` / ``extract``), the
ground truth (``truth.jsonl``) and, with ``--warc``, WARC files, then checks
the counts and prints a JSON summary with the wall time and pages per second.

Commands (figures in benchmarks/README.md, "Corpus recipe")::

    .venv/bin/python benchmarks/corpus.py --out /tmp/corpus-100k --articles 100000 --seed 0
    .venv/bin/python benchmarks/corpus.py --out /tmp/corpus-100k --articles 100000 --workers 2
    .venv/bin/python benchmarks/corpus.py --smoke          # CI: 500 pages into a temp folder
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

from newsfold.sim.generate import generate


def _cpu() -> float:
    """User + system CPU seconds of this process and its finished workers."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.iterdir() if p.is_file())


def build(
    out: Path, articles: int, seed: int, workers: int, warc: bool, gz: bool
) -> dict[str, object]:
    """Generate the corpus and return the timing summary."""
    started = time.perf_counter()
    before = _cpu()
    summary = generate(out, articles, seed, warc=warc, compress=gz, workers=workers)
    wall = time.perf_counter() - started
    if summary.pages != articles:
        raise SystemExit(f"wrote {summary.pages} pages, expected {articles}")
    truth = out / ("truth.jsonl.gz" if gz else "truth.jsonl")
    with gzip.open(truth, "rb") if gz else truth.open("rb") as handle:
        lines = sum(1 for _ in handle)
    if lines != articles:
        raise SystemExit(f"truth has {lines} lines, expected {articles}")
    return {
        "articles": summary.pages,
        "stories": summary.stories,
        "relations": summary.relations,
        "seed": seed,
        "workers": workers,
        "warc": warc,
        "gzip": gz,
        "wall_s": round(wall, 1),
        "cpu_s": round(_cpu() - before, 1),
        "pages_per_s": round(summary.pages / wall),
        "bytes_on_disk": _size(out),
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        "load_avg_1m": round(os.getloadavg()[0], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="output folder (emptied files are overwritten)")
    parser.add_argument("--articles", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--warc", action="store_true", help="also write WARC files")
    parser.add_argument("--gzip", action="store_true", help="gzip the JSONL files")
    parser.add_argument("--smoke", action="store_true", help="500 pages into a temp folder")
    args = parser.parse_args(argv)
    if args.smoke:
        with tempfile.TemporaryDirectory() as tmp:
            result = build(Path(tmp), 500, args.seed, 1, True, False)
    else:
        if args.out is None:
            parser.error("--out is required (or use --smoke)")
        result = build(args.out, args.articles, args.seed, args.workers, args.warc, args.gzip)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
