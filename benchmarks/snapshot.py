"""Extraction output on every development page, to prove a speed change changes nothing.

Runs :func:`newsfold.extract.extract_article` on every page of the labelled development
sets in ``/work/shared/bench`` (``extraction/en``, ``extraction/zh``,
``extraction/snippets``, ``dates``) and on pages of the simulated news web, and writes one
JSON line per page: the ``newsfold extract`` record plus the fields it leaves out
(``urls``, ``quality``), or the error kind and message. ``--compare OLD.jsonl`` prints
every page whose output differs from an earlier snapshot, field by field, so that a change
meant to be pure speed is shown to be one (or each difference can be explained).

``fetched_at`` is fixed (2026-01-01, after every page) so that relative dates are stable.

Usage::

    .venv/bin/python benchmarks/snapshot.py --out /tmp/before.jsonl
    .venv/bin/python benchmarks/snapshot.py --out /tmp/after.jsonl --compare /tmp/before.jsonl
    # options: --bench DIR, --sim N (simulated pages, default 300), --limit N, --profile
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from newsfold.errors import PageError
from newsfold.extract import extract_article
from newsfold.models import Page

_FETCHED_AT = datetime(2026, 1, 1, tzinfo=UTC)
_SETS = ("extraction/en", "extraction/zh", "extraction/snippets", "dates")


def iter_pages(bench: Path, sim: int, limit: int | None) -> Iterator[tuple[str, Page]]:
    """``(key, page)`` for every development page, then the simulated ones."""
    for name in _SETS:
        folder = bench / name
        truth_file = folder / "ground-truth.json"
        if not truth_file.exists():
            continue
        truth = json.loads(truth_file.read_text(encoding="utf-8"))
        for count, key in enumerate(sorted(truth)):
            if limit and count >= limit:
                break
            gz = folder / "pages" / f"{key}.html.gz"
            plain = folder / "pages" / f"{key}.html"
            body = gzip.decompress(gz.read_bytes()) if gz.exists() else plain.read_bytes()
            url = truth[key].get("url") or f"https://bench.invalid/{name}/{key}"
            yield f"{name}/{key}", Page(url=url, body=body, fetched_at=_FETCHED_AT)
    if sim:
        from newsfold.sim.generate import iter_pages as sim_pages

        for sim_page in sim_pages(seed=11, articles=sim):
            page = sim_page.to_page()
            yield f"sim/{page.id}", page


def snapshot(page: Page) -> dict[str, Any]:
    """The extraction output of one page (or its error) as a JSON-ready dict."""
    try:
        article = extract_article(page)
    except PageError as exc:
        return {"error": {"kind": exc.kind, "message": str(exc)}}
    record = article.to_record()
    record["urls"] = list(article.urls)
    record["quality"] = dict(article.quality)
    return record


def compare(old: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]]) -> int:
    """Print the pages whose output differs; return how many."""
    changed = 0
    for key in sorted(set(old) | set(new)):
        before, after = old.get(key), new.get(key)
        if before == after:
            continue
        changed += 1
        if before is None or after is None:
            print(f"{key}: only in {'new' if before is None else 'old'} snapshot")
            continue
        for field in sorted(set(before) | set(after)):
            if before.get(field) != after.get(field):
                print(f"{key}: {field}: {before.get(field)!r:.300} -> {after.get(field)!r:.300}")
    print(f"{changed} of {len(set(old) | set(new))} pages differ")
    return changed


def main(argv: list[str] | None = None) -> int:
    """Write the snapshot, optionally compare it with an earlier one."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench"))
    parser.add_argument("--out", type=Path, help="write the snapshot (JSON lines) here")
    parser.add_argument("--compare", type=Path, help="an earlier snapshot to compare with")
    parser.add_argument("--sim", type=int, default=300, help="simulated pages (seed 11)")
    parser.add_argument("--limit", type=int, help="only the first N pages of each set")
    parser.add_argument("--profile", action="store_true", help="cProfile the extraction")
    args = parser.parse_args(argv)

    pages = list(iter_pages(args.bench, args.sim, args.limit))
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
    records: dict[str, dict[str, Any]] = {}
    cpu = 0.0
    for key, page in pages:
        start = time.process_time()
        if profiler is not None:
            profiler.enable()
        records[key] = snapshot(page)
        if profiler is not None:
            profiler.disable()
        cpu += time.process_time() - start
    print(f"{len(pages)} pages, {cpu:.2f} CPU s, {len(pages) / cpu:.1f} pages/CPU-s")
    if profiler is not None:
        import pstats

        pstats.Stats(profiler).sort_stats("cumulative").print_stats(60)
    if args.out:
        with args.out.open("w", encoding="utf-8") as out:
            for key, record in records.items():
                out.write(json.dumps({"key": key, **record}, ensure_ascii=False) + "\n")
    if args.compare:
        old: dict[str, dict[str, Any]] = {}
        with args.compare.open(encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                old[row.pop("key")] = row
        compare(old, records)
    return 0


if __name__ == "__main__":
    sys.exit(main())
