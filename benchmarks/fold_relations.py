"""Every relation scored end to end, and the same stories by every path.

``benchmarks/fold.py relations`` runs the command line a user runs on a
simulated web (:mod:`newsfold.sim`, English and Chinese, with ground truth for
each page: story, relation, the story a follow-up follows, the story a
look-alike resembles, and the passages unrelated stories share):

* **ingest path**: ``newsfold sim generate --warc``, ``newsfold ingest`` of the
  WARC into a fresh SQLite store, ``newsfold export``;
* **batch path**: ``newsfold extract`` of the JSONL pages, ``newsfold fold``;

and scores both on every field (:func:`newsfold.sim.score.score_stories`):
pairwise precision and recall, story-level ``follows`` precision and recall,
the share of look-alikes folded into the story they resemble, and the table of
true relation against newsfold's. Then it checks that other paths give the
same export byte for byte: the JSONL pages instead of the WARC, the pages
split by fetch time into three runs (later runs bring late originals), and
PostgreSQL (``--postgres URL``, an empty database).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from newsfold.sim.score import FoldScore, score_stories

NEWSFOLD = str(Path(sys.executable).with_name("newsfold"))


def _run(*args: str) -> float:
    """Run a newsfold command; return its CPU seconds (user + system of the child)."""
    before = _child_cpu()
    done = subprocess.run([NEWSFOLD, *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"newsfold {' '.join(args)} failed ({done.returncode}):\n{done.stderr}")
    return _child_cpu() - before


def _child_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _ingest_export(db: str, inputs: list[Path], out: Path) -> float:
    cpu = 0.0
    for path in inputs:
        cpu += _run("ingest", "--db", db, str(path))
    cpu += _run("export", "--db", db, "--format", "jsonl", "--out", str(out))
    return cpu


def _split_by_fetch(pages: Path, parts: int, folder: Path) -> list[Path]:
    rows = _jsonl(pages)
    rows.sort(key=lambda r: (r.get("fetched_at") or "", r["id"]))
    size = -(-len(rows) // parts)
    out = []
    for i in range(parts):
        path = folder / f"run-{i}.jsonl"
        with path.open("w", encoding="utf-8") as handle:
            for row in rows[i * size : (i + 1) * size]:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        out.append(path)
    return out


def _row(name: str, score: FoldScore) -> str:
    acc = {t: score.relation_accuracy(t) for t in ("original", "copy", "revision", "follow-up")}
    return (
        f"| {name} | {score.pair_precision:.4f} | {score.pair_recall:.4f} | "
        f"{score.follows_precision:.3f} | {score.follows_recall:.3f} | "
        f"{score.lookalike_fold_rate:.3f} | " + " | ".join(f"{v:.3f}" for v in acc.values()) + " |"
    )


def relations(args: argparse.Namespace) -> None:
    folder = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="nf-relations-"))
    folder.mkdir(parents=True, exist_ok=True)
    web = folder / "web"
    _run(
        "sim", "generate", "--out", str(web), "--articles", str(args.articles),
        "--seed", str(args.seed), "--warc", "--workers", str(args.workers),
    )  # fmt: skip
    pages = sorted(web.glob("pages-*.jsonl"))
    warcs = sorted(web.glob("pages-*.warc.gz"))
    truth = _jsonl(web / "truth.jsonl")

    started = time.perf_counter()
    ingest_cpu = _ingest_export(f"sqlite:///{folder / 'warc.db'}", warcs, folder / "warc.jsonl")
    wall = time.perf_counter() - started
    exported = _jsonl(folder / "warc.jsonl")

    batch_cpu = 0.0
    articles = []
    for i, path in enumerate(pages):
        out = folder / f"articles-{i}.jsonl"
        batch_cpu += _run("extract", "--in", str(path), "--out", str(out))
        articles.append(out)
    joined = folder / "articles.jsonl"
    joined.write_text("".join(p.read_text(encoding="utf-8") for p in articles), encoding="utf-8")
    batch_cpu += _run("fold", "--in", str(joined), "--out", str(folder / "fold.jsonl"))
    folded = _jsonl(folder / "fold.jsonl")

    ingest, batch = score_stories(truth, exported), score_stories(truth, folded)
    print(f"simulated web: {len(truth)} pages, seed {args.seed}")
    print(
        f"ingest path: {wall:.0f} s wall, {ingest_cpu:.0f} s CPU; batch path: {batch_cpu:.0f} s CPU"
    )
    print()
    print(
        "| path | pair precision | pair recall | follows precision | follows recall | "
        "look-alikes folded | original right | copy right | revision right | follow-up right |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print(_row("ingest (WARC, SQLite)", ingest))
    print(_row("batch (extract + fold)", batch))
    print()
    print("true relation (rows) against newsfold's (columns), ingest path:")
    header, *rows = ingest.table()
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for r in rows:
        print("| " + " | ".join(r) + " |")
    print()

    by_id = {r["id"]: r for r in folded}
    keys = ("story_id", "relation", "follows")
    differ = sum(
        1
        for r in exported
        if any(r.get(k) != by_id.get(r["id"], {}).get(k) for k in keys)
        or r["similarity"] != by_id.get(r["id"], {}).get("similarity")
    )
    print(f"batch fold against the ingest export: {differ} records differ")
    reference = (folder / "warc.jsonl").read_bytes()
    checks = {
        "JSONL pages instead of WARC": lambda: (
            _ingest_export(f"sqlite:///{folder / 'jsonl.db'}", pages, folder / "jsonl.jsonl")
            and folder / "jsonl.jsonl"
        ),
        "three runs split by fetch time": lambda: (
            _ingest_export(
                f"sqlite:///{folder / 'runs.db'}",
                _split_by_fetch(pages[0], 3, folder) if len(pages) == 1 else pages,
                folder / "runs.jsonl",
            )
            and folder / "runs.jsonl"
        ),
    }
    if args.postgres:
        checks["PostgreSQL"] = lambda: (
            _ingest_export(args.postgres, warcs, folder / "pg.jsonl") and folder / "pg.jsonl"
        )
    for name, make in checks.items():
        path = make()
        same = Path(path).read_bytes() == reference
        print(f"export byte-identical, {name}: {'yes' if same else 'NO'}")
    print(f"(work folder {folder})")
