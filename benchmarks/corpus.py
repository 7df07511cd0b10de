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
    .venv/bin/python benchmarks/corpus.py --similarity 6000 --seed 5   # how alike the labels are
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import resource
import statistics
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


def _shingles(text: str, lang: str) -> set[str]:
    if lang == "zh":
        chars = re.sub(r"\W", "", text)
        return {chars[i : i + 5] for i in range(len(chars) - 4)}
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + 5]) for i in range(len(words) - 4)}


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / max(1, len(a | b))


def similarity(pages: int, seed: int) -> dict[str, dict[str, float]]:
    """Jaccard of 5-shingles (words; CJK characters) between labelled pairs.

    copy / revision: against the story's first publication; follow-up: against
    the parent story; look-alike: against the story it resembles. The
    separation between these is what a folder must find.
    """
    from newsfold.sim.generate import iter_articles

    arts = list(iter_articles(seed, pages))
    first = {}
    for a in arts:
        if a.relation in ("original", "follow-up", "unrelated") and a.version == 0:
            first.setdefault(a.story_id, a)
    scores: dict[str, list[float]] = {"copy": [], "revision": [], "follow-up": [], "look-alike": []}
    for a in arts:
        other = None
        key = a.relation
        if a.relation in ("copy", "revision"):
            other = first.get(a.story_id)
        elif a.relation == "follow-up":
            other = first.get(a.parent_story_id or "")
        elif a.relation == "unrelated" and a.near_story_id:
            other, key = first.get(a.near_story_id), "look-alike"
        if other is None:
            continue
        lang = a.outlet.lang
        scores[key].append(
            _jaccard(
                _shingles("\n".join(a.paragraphs), lang),
                _shingles("\n".join(other.paragraphs), lang),
            )
        )
    out = {}
    for key, values in scores.items():
        values.sort()
        if values:
            out[key] = {
                "n": len(values),
                "p10": round(values[len(values) // 10], 2),
                "median": round(statistics.median(values), 2),
                "p90": round(values[9 * len(values) // 10], 2),
            }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="output folder (emptied files are overwritten)")
    parser.add_argument("--articles", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--warc", action="store_true", help="also write WARC files")
    parser.add_argument("--gzip", action="store_true", help="gzip the JSONL files")
    parser.add_argument("--smoke", action="store_true", help="500 pages into a temp folder")
    parser.add_argument("--similarity", type=int, metavar="PAGES", help="label similarity only")
    args = parser.parse_args(argv)
    if args.similarity:
        print(json.dumps(similarity(args.similarity, args.seed)))
        return 0
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
