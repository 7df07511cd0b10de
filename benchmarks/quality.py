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

``entities``: precision and recall of the ``entities`` field against the truth
of the simulated web (:mod:`newsfold.sim.entities`: the parts the sim writes
from templates, where every person, place and organisation is known), end to
end (each page extracted as ingest extracts it), for the rules and, when the
``nlp`` extra is installed, the models.

``export``: a store of N articles is synthesised straight into SQLite (bodies,
headlines and publishers from the simulated web's planner, one scored quality
object per article cycled from 500 real ones, stories of 1-8 members), then
``newsfold export`` runs in a child process for each format; its peak
resident memory (``VmHWM`` of the child) and wall time are reported per
store size, so flat memory shows as the same figure at every size.

Commands (figures in benchmarks/README.md)::

    .venv/bin/python benchmarks/quality.py scoring --pages 3000 --repeat 3
    .venv/bin/python benchmarks/quality.py export --sizes 100000,200000,1000000
    .venv/bin/python benchmarks/quality.py entities --pages 3000
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


def _by_part(
    headline: str | None, paragraphs: list[str], entities: list[Any]
) -> dict[tuple[str, int | None], list[tuple[int, int, str]]]:
    """The entities of an extracted article by part (the headline, or a paragraph index),
    with offsets into that part's own text."""
    starts = []
    offset = 0
    for paragraph in paragraphs:
        starts.append(offset)
        offset += len(paragraph) + 1
    out: dict[tuple[str, int | None], list[tuple[int, int, str]]] = {}
    for ent in entities:
        if ent.field == "headline":
            out.setdefault(("headline", None), []).append((ent.start, ent.end, ent.label))
            continue
        i = max(j for j, s in enumerate(starts) if s <= ent.start)
        out.setdefault(("body", i), []).append(
            (ent.start - starts[i], ent.end - starts[i], ent.label)
        )
    return out


def entities_eval(args: argparse.Namespace) -> None:
    """Precision and recall of the ``entities`` field against the simulated web's truth.

    End to end: each page is extracted as ingest extracts it, its entities found
    with each recogniser, and compared, part by part, with the truth of the parts the
    sim wrote from its own templates (:mod:`newsfold.sim.entities`): an extracted
    headline or paragraph is scored when its text equals a part with complete truth.
    """
    from newsfold.errors import PageError
    from newsfold.extract import extract_article
    from newsfold.quality.entities import find_entities
    from newsfold.sim.entities import EntityCounts, article_truth, score_entities

    modes = ["rules"] + (["model"] if _models_installed() else [])
    if len(modes) == 1:
        print("the nlp extra is not installed: models not measured", file=sys.stderr)
    totals: dict[tuple[str, str, str], EntityCounts] = {}
    parts_seen = parts_found = pages = 0
    parts_by_lang: dict[str, int] = {}
    settings = Settings()
    for sim_page in islice(iter_pages(args.seed), args.pages):
        truth = article_truth(sim_page.article)
        if not truth:
            continue
        pages += 1
        try:
            article = extract_article(sim_page.to_page(), settings=settings)
        except PageError:
            parts_seen += len(truth)
            continue
        lang = sim_page.article.outlet.lang
        extracted: dict[str, list[int]] = {}
        for j, paragraph in enumerate(article.paragraphs):
            extracted.setdefault(paragraph, []).append(j)
        matched = []
        for part in truth:
            parts_seen += 1
            if part.field == "headline":
                key: tuple[str, int | None] | None = (
                    ("headline", None) if article.headline == part.text else None
                )
            else:
                free = extracted.get(part.text, [])
                key = ("body", free.pop(0)) if free else None
            if key is not None:
                parts_found += 1
                parts_by_lang[lang] = parts_by_lang.get(lang, 0) + 1
                matched.append((part, key))
        for mode in modes:
            found = find_entities(article.headline, article.paragraphs, lang, mode)
            sure = [e for e in found if e.confidence >= settings.entity_threshold]
            for which, entities in (("", found), (" (sure)", sure)):
                parts = _by_part(article.headline, article.paragraphs, entities)
                for part, key in matched:
                    counts = score_entities(part, parts.get(key, []))
                    for family in (part.family, "all"):
                        totals.setdefault((mode + which, lang, family), EntityCounts()).add(counts)

    def fmt(value: float | None) -> str:
        return "–" if value is None else f"{value:.3f}"

    print(
        f"{args.pages} simulated pages (seed {args.seed}); {pages} hold parts with complete "
        f"entity truth; {parts_found} of {parts_seen} such parts found in the extracted text "
        f"({parts_found / max(1, parts_seen):.1%})"
    )
    print("| recogniser | language | parts | mentions | precision | recall | "
          "precision (overlap) | recall (overlap) |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    for (mode, lang, family), c in sorted(totals.items()):
        if family != "all":
            continue
        print(
            f"| {mode} | {lang} | {parts_by_lang.get(lang, 0)} | {c.tp + c.fn} | "
            f"{fmt(c.precision)} | {fmt(c.recall)} | "
            f"{fmt(c.precision_overlap)} | {fmt(c.recall_overlap)} |"
        )
    print(
        f"\n(sure): only the entities at or above entity_threshold "
        f"({settings.entity_threshold}), the ones the record does not mark unsure"
    )
    print("\nBy family and label (exact: precision / recall, mentions)")
    print("| recogniser | language | family | precision | recall | mentions | by label P/R (n) |")
    print("|---|---|---|---|---|---|---|")
    for (mode, lang, family), c in sorted(totals.items()):
        if family == "all":
            continue
        labels = "; ".join(
            f"{label} {fmt(tp / (tp + fp) if tp + fp else None)}/"
            f"{fmt(tp / (tp + fn) if tp + fn else None)} ({tp + fn})"
            for label, (tp, fp, fn) in sorted(c.by_label.items())
        )
        print(
            f"| {mode} | {lang} | {family} | {fmt(c.precision)} | {fmt(c.recall)} | "
            f"{c.tp + c.fn} | {labels} |"
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
    n = sub.add_parser("entities", help="entity precision/recall against the sim's truth")
    n.add_argument("--pages", type=int, default=3000)
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
