"""Corpus governance benchmarks: what scoring costs at ingest, and export memory at scale.

``scoring``: the same simulated pages are ingested into fresh SQLite stores
with scoring off (``score_at_ingest = false``), with the built-in rules (the
default) and, when the ``nlp`` extra is installed, with the models
(``entities = "model"``, ``depth = "parse"``), alternating, ``--repeat``
times; CPU seconds of the whole ingest (``time.process_time``: extraction,
scoring, fingerprinting, folding, storing). The median of the runs of each
mode is reported with the overhead against "off". Caches are emptied before
every run (scores and fingerprints cache per paragraph, which syndicated copies
repeat), so no run profits from an earlier one. There is no established
tool doing the same job to anchor against; the anchor is newsfold's own
ingest without scoring.

``export``: a store of N articles is synthesised straight into SQLite (bodies,
headlines and publishers from the simulated web's planner, one scored quality
object per article cycled from 500 real ones, stories of 1-8 members), then
``newsfold export`` runs in a child process for each format; its peak
resident memory (``VmHWM`` of the child) and wall time are reported per
store size, so flat memory shows as the same figure at every size.

Commands (figures in benchmarks/README.md)::

    .venv/bin/python benchmarks/quality.py scoring --pages 3000 --repeat 3
    .venv/bin/python benchmarks/quality.py export --sizes 100000,200000,1000000
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from datetime import UTC, datetime
from itertools import islice
from pathlib import Path
from typing import Any

from newsfold.config import Settings
from newsfold.pipeline import process_pending
from newsfold.sim.generate import iter_articles, iter_pages
from newsfold.store import open_store


def _models_installed() -> bool:
    from newsfold.quality.entities import models_available

    return models_available("en") and models_available("zh")


def _ingest_cpu(pages: list[Any], settings: Settings) -> float:
    from newsfold.quality import clear_caches
    from newsfold.text import clear_caches as clear_text_caches

    clear_caches()  # every run starts cold: no paragraph scored by an earlier run
    clear_text_caches()
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{folder}/b.db"
        with open_store(db) as store:
            store.add_pages(pages)
            start = time.process_time()
            process_pending(store, settings.replace(db=db))
            return time.process_time() - start


def scoring(args: argparse.Namespace) -> None:
    pages = [p.to_page() for p in islice(iter_pages(args.seed), args.pages)]
    modes: dict[str, Settings] = {
        "off": Settings(score_at_ingest=False),
        "rules": Settings(),
    }
    if _models_installed():
        modes["models"] = Settings(entities="model", depth="parse")
    else:
        print("the nlp extra is not installed: models not measured", file=sys.stderr)
    # warm caches (jieba's dictionary, spaCy, LAC) outside the timed runs
    for settings in modes.values():
        _ingest_cpu(pages[:50], settings)
    times: dict[str, list[float]] = {m: [] for m in modes}
    for run in range(args.repeat):
        for mode, settings in modes.items():
            times[mode].append(_ingest_cpu(pages, settings))
            print(f"run {run + 1} {mode}: {times[mode][-1]:.2f} s", file=sys.stderr)
    base = statistics.median(times["off"])
    print(f"\n{args.pages} simulated pages, median of {args.repeat} runs, CPU seconds of ingest")
    print("| scoring | CPU s (median) | runs | per page | overhead vs off |")
    print("|---|---|---|---|---|")
    for mode, values in times.items():
        med = statistics.median(values)
        runs = ", ".join(f"{v:.2f}" for v in values)
        print(
            f"| {mode} | {med:.2f} | {runs} | {1000 * med / args.pages:.2f} ms | "
            f"{(med / base - 1) * 100:+.1f}% |"
        )


# --- entities against the simulated web's truth ---------------------------------------------


def entities_eval(args: argparse.Namespace) -> None:
    """Place recall on the weather briefs of the simulated web (their city is the truth)."""
    from newsfold.quality.entities import find_entities
    from newsfold.sim.stories import _EN_CITIES, _ZH_CITIES

    cities = {"en": _EN_CITIES, "zh": _ZH_CITIES}
    briefs: list[tuple[str, str, list[str], str]] = []
    for art in iter_articles(args.seed):
        if art.relation != "original" or not art.paragraphs:
            continue
        lang = art.outlet.lang
        city = next((c for c in cities[lang] if art.headline.startswith(c)), None)
        if city is not None:
            briefs.append((lang, art.headline, list(art.paragraphs), city))
        if len(briefs) >= args.briefs:
            break
    modes = ["rules"] + (["model"] if _models_installed() else [])
    print(f"{len(briefs)} weather briefs (the city in headline and lead is the truth)")
    print("| recogniser | language | briefs | city found in lead | labelled place | unsure |")
    print("|---|---|---|---|---|---|")
    for mode in modes:
        for lang in ("en", "zh"):
            mine = [b for b in briefs if b[0] == lang]
            found = placed = unsure = 0
            for _, headline, paragraphs, city in mine:
                hits = [
                    e for e in find_entities(headline, paragraphs, lang, mode)
                    if e.field == "body" and (city in e.text or e.text in city) and len(e.text) > 1
                ]  # fmt: skip
                found += bool(hits)
                placed += any(e.label == "place" for e in hits)
                unsure += bool(hits) and all(e.confidence < 0.5 for e in hits)
            n = max(1, len(mine))
            print(
                f"| {mode} | {lang} | {len(mine)} | {found / n:.3f} | {placed / n:.3f} | "
                f"{unsure / n:.3f} |"
            )


# --- export ------------------------------------------------------------------------------


def _qualities(seed: int, n: int) -> list[dict[str, Any]]:
    from newsfold.extract import extract_article
    from newsfold.quality.scores import Scorer

    scorer = Scorer(Settings())
    out = []
    for page in islice(iter_pages(seed), n):
        article = extract_article(page.to_page(), settings=Settings())
        out.append(scorer.score(article, 0.6))
    return out


def synthesise(db: Path, articles: int, seed: int) -> None:
    """Fill a fresh store with ``articles`` articles in stories, fast (no extraction)."""
    from sqlalchemy import insert

    from newsfold.store import schema as t

    qualities = _qualities(seed, 500)
    now = datetime.now(UTC)
    with open_store(f"sqlite:///{db}") as store:
        batch_pages: list[dict[str, Any]] = []
        batch_articles: list[dict[str, Any]] = []
        batch_members: list[dict[str, Any]] = []
        batch_stories: list[dict[str, Any]] = []
        story_id = ""
        members = 0

        def flush() -> None:
            with store.engine.begin() as conn:
                if batch_pages:
                    conn.execute(insert(t.pages), batch_pages)
                    conn.execute(insert(t.articles), batch_articles)
                if batch_stories:
                    conn.execute(insert(t.stories), batch_stories)
                if batch_members:
                    conn.execute(insert(t.story_members), batch_members)
            for items in (batch_pages, batch_articles, batch_members, batch_stories):
                items.clear()

        for n, art in enumerate(iter_articles(seed, articles)):
            aid = f"{n:012d}"
            if members == 0 or members >= 1 + n % 8:
                story_id = f"s-{aid}"
                members = 0
                batch_stories.append(
                    {
                        "id": story_id,
                        "representative_id": aid,
                        "first_seen": art.published,
                        "last_seen": art.published,
                        "n_members": 1 + n % 8,
                        "created_at": now,
                        "n_outlets": 1,
                    }
                )
            members += 1
            batch_pages.append(
                {
                    "id": aid,
                    "url": art.fetch_url,
                    "status": 200,
                    "headers": {},
                    "fetched_at": art.fetched,
                    "body": zlib.compress(b"", 1),
                    "state": "done",
                    "ingested_at": now,
                }
            )
            batch_articles.append(
                {
                    "id": aid,
                    "page_id": aid,
                    "canonical_url": art.canonical_url,
                    "urls": [art.fetch_url],
                    "headline": art.headline,
                    "paragraphs": list(art.paragraphs),
                    "publisher": art.outlet.name,
                    "language": art.outlet.lang,
                    "authors": list(art.authors),
                    "published_at": art.published,
                    "temporal_confidence": 0.9,
                    "date_flags": [],
                    "extraction_method": "synthetic",
                    "decode_errors": False,
                    "fetched_at": art.fetched,
                    "quality": qualities[n % len(qualities)],
                    "created_at": now,
                }
            )
            batch_members.append(
                {
                    "article_id": aid,
                    "story_id": story_id,
                    "relation": "representative" if members == 1 else "copy",
                    "similarity": 1.0 if members == 1 else 0.9,
                    "review": False,
                    "publisher": art.outlet.name,
                    "url": art.canonical_url,
                    "published_at": art.published,
                    "seq": n,
                }
            )
            if len(batch_pages) >= 5000:
                flush()
        flush()


def _export_child(db: Path, fmt: str, level: str, out: Path) -> tuple[float, float, int]:
    """Run ``newsfold export`` in a child; return (peak RSS MiB, wall s, records)."""
    code = (
        "import sys\n"
        "from newsfold.cli import app\n"
        "sys.argv = ['newsfold', 'export', '--db', sys.argv[1], '--format', sys.argv[2],"
        " '--level', sys.argv[3], '--out', sys.argv[4], '--no-manifest']\n"
        "try:\n    app()\nexcept SystemExit as e:\n    code = e.code or 0\n"
        # VmHWM, not ru_maxrss: Linux keeps ru_maxrss across execve, so a child would
        # report its parent's peak (the parent built the store)
        "hwm = [l for l in open('/proc/self/status') if l.startswith('VmHWM')][0]\n"
        "print(hwm.split()[1], file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, f"sqlite:///{db}", fmt, level, str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    wall = time.perf_counter() - start
    lines = done.stderr.strip().splitlines()
    rss_kib = int(lines[-1])
    records = int(next(w for w in lines[-2].split() if w.isdigit()))
    return rss_kib / 1024, wall, records


def export_bench(args: argparse.Namespace) -> None:
    sizes = [int(s) for s in args.sizes.split(",")]
    formats = args.formats.split(",")
    rows = []
    with tempfile.TemporaryDirectory(dir=args.tmp) as folder:
        for size in sizes:
            db = Path(folder) / f"s{size}.db"
            start = time.perf_counter()
            synthesise(db, size, args.seed)
            print(f"store of {size} articles in {time.perf_counter() - start:.0f} s "
                  f"({db.stat().st_size / 2**20:.0f} MiB)", file=sys.stderr)  # fmt: skip
            for fmt in formats:
                for level in args.levels.split(","):
                    out = Path(folder) / f"out.{fmt}"
                    rss, wall, records = _export_child(db, fmt, level, out)
                    size_mb = out.stat().st_size / 2**20
                    rows.append((size, fmt, level, records, rss, wall, size_mb))
                    print(json.dumps(rows[-1]), file=sys.stderr)
                    out.unlink()
            db.unlink()
    print("| articles | format | level | records | peak RSS MiB | wall s | file MiB |")
    print("|---|---|---|---|---|---|---|")
    for size, fmt, level, records, rss, wall, size_mb in rows:
        print(
            f"| {size:,} | {fmt} | {level} | {records:,} | {rss:.0f} | {wall:.0f} | {size_mb:.0f} |"
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("scoring", help="ingest CPU with and without scoring")
    s.add_argument("--pages", type=int, default=3000)
    s.add_argument("--repeat", type=int, default=3)
    s.add_argument("--seed", type=int, default=7)
    n = sub.add_parser("entities", help="place recall on the simulated weather briefs")
    n.add_argument("--briefs", type=int, default=400)
    n.add_argument("--seed", type=int, default=7)
    e = sub.add_parser("export", help="export peak memory by store size")
    e.add_argument("--sizes", default="100000,200000")
    e.add_argument("--formats", default="jsonl,parquet,csv")
    e.add_argument("--levels", default="article")
    e.add_argument("--seed", type=int, default=7)
    e.add_argument("--tmp", default=None, help="folder for the synthetic stores")
    args = parser.parse_args(argv)
    if args.command == "scoring":
        scoring(args)
    elif args.command == "entities":
        entities_eval(args)
    else:
        export_bench(args)


if __name__ == "__main__":
    main()
