"""Folding benchmark: quality and speed against datasketch, and an incremental scale run.

Quality and speed (``quality``): a labelled corpus from the simulated news web
(:mod:`newsfold.sim`, English and Chinese, with ground-truth story ids and
relations original / copy / revision / follow-up / unrelated), folded in
fetch order by

* newsfold, ``--method minhash`` and ``--method simhash`` (the in-memory index, as
  ``newsfold fold`` does), and
* the baseline: datasketch ``MinHash`` (128 permutations, ``update_batch``, its
  fastest documented path) with ``MinHashLSH(threshold=0.8)`` over the same
  shingles (the same normalisation, syndication stripping and word 5-grams /
  CJK character 5-grams, as strings); an article joins the story of its best
  candidate with estimated Jaccard >= 0.8, otherwise it starts a new story.

Reported: pairwise precision and recall (pairs of articles in one story), the
adjusted Rand index, the share of follow-up reports kept as their own story and
linked to the right story, and documents per CPU second (fingerprinting plus
folding, ``time.process_time``; the median of ``--repeat`` runs of datasketch
and of newsfold minhash, as the machines are shared), with the ratio to datasketch.
Both fold the articles in fold order (:mod:`newsfold.fold.order`), as every
newsfold path does.

Scale (``scale``): articles from the same generator are stored and folded into
a fresh SQLite file in batches (``--batch`` articles a transaction), exactly as
``newsfold ingest`` does after extraction (``pipeline.fold_batch``); the
per-article time of each block, the peak resident memory and the load average
are printed at checkpoints.

A labelled corpus from elsewhere can be given as JSONL (``--corpus FILE``), one
article per line with ``id``, ``paragraphs`` (or ``body``), ``canonical_url``,
``publisher``, ``published_at``, and the truth in ``story_id``, ``relation``
and (for follow-ups) ``parent_story_id``.

Relations (``relations``, :mod:`fold_relations`): the command line end to end on a
simulated web, the ingest and the batch path, every field scored against the
truth (pairs, ``follows`` links, the relation table, look-alikes), and the
export compared byte for byte across paths (WARC or JSONL, one run or three,
SQLite or PostgreSQL).

Commands (figures in benchmarks/README.md)::

    .venv/bin/python benchmarks/fold.py quality --stories 3000
    .venv/bin/python benchmarks/fold.py scale --articles 100000
    .venv/bin/python benchmarks/fold.py relations --articles 3000 --seed 17
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from math import comb
from pathlib import Path

from newsfold import native
from newsfold.config import Settings
from newsfold.dedup.exact import clear_caches
from newsfold.fold import Fingerprinter, Folder, MemoryFoldIndex
from newsfold.fold.order import fold_key
from newsfold.models import Article, Page, parse_iso_utc
from newsfold.text import CjkMode, cjk_share, strip_syndication, tokens

#: Articles fingerprinted together (as ``newsfold fold`` does); folding stays one by one.
BATCH = 256


@dataclass(frozen=True, slots=True)
class Labelled:
    """One article of a labelled corpus with its ground truth."""

    article: Article
    story: str
    relation: str
    parent: str | None


# --- corpora --------------------------------------------------------------------


def sim_corpus(stories: int, seed: int, start: int = 0) -> list[Labelled]:
    """Pages of ``stories`` simulated stories, in fetch order."""
    from newsfold.sim.stories import plan_story

    pages = [p for i in range(start, start + stories) for p in plan_story(seed, i)]
    pages.sort(key=lambda p: (p.fetched, p.page_key))
    return [_from_sim(p) for p in pages]


def _from_sim(page: object) -> Labelled:
    p: object = page
    article = Article(
        id=p.page_key,  # type: ignore[attr-defined]
        canonical_url=p.canonical_url,  # type: ignore[attr-defined]
        headline=p.headline,  # type: ignore[attr-defined]
        paragraphs=list(p.paragraphs),  # type: ignore[attr-defined]
        publisher=p.outlet.name,  # type: ignore[attr-defined]
        published_at=p.published,  # type: ignore[attr-defined]
        language=p.outlet.lang,  # type: ignore[attr-defined]
    )
    return Labelled(article, p.story_id, p.relation, p.parent_story_id)  # type: ignore[attr-defined]


def sim_stream(seed: int, start: int = 0, lookahead: int = 400) -> Iterator[Labelled]:
    """An endless fetch-ordered stream (pages of the next ``lookahead`` stories are merged)."""
    import heapq

    from newsfold.sim.stories import plan_story

    heap: list[tuple[datetime, str, int, object]] = []
    counter = 0
    index = start
    while True:
        while len(heap) < lookahead * 3:
            for p in plan_story(seed, index):
                heapq.heappush(heap, (p.fetched, p.page_key, counter, p))
                counter += 1
            index += 1
        yield _from_sim(heapq.heappop(heap)[3])


def jsonl_corpus(path: Path) -> list[Labelled]:
    """A labelled corpus from a JSONL file (see the module docstring)."""
    out: list[Labelled] = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            record = json.loads(line)
            article = Article.from_record(record)
            article.published_at = parse_iso_utc(record.get("published_at"))
            out.append(
                Labelled(
                    article,
                    str(record["story_id"]),
                    str(record.get("relation", "copy")),
                    record.get("parent_story_id"),
                )
            )
    return out


# --- methods --------------------------------------------------------------------


@dataclass(slots=True)
class Result:
    """What one method made of the corpus."""

    name: str
    stories: list[str]
    follows: dict[str, str | None]
    cpu_seconds: float


def run_newsfold(
    corpus: list[Labelled], method: str, cjk: CjkMode = "char", semantic: str = "off"
) -> Result:
    """Fold with newsfold's in-memory index, timing fingerprinting plus folding."""
    settings = Settings(semantic=semantic)
    index = MemoryFoldIndex()
    folder = Folder(index, settings, method=method, cjk=cjk)  # type: ignore[arg-type]
    clear_caches()  # no run starts warm from an earlier one (or datasketch's) on these texts
    started = time.process_time()
    assignments = []
    for start in range(0, len(corpus), BATCH):
        batch = [item.article for item in corpus[start : start + BATCH]]
        for entry in folder.fingerprinter.fingerprint_many(batch):
            assignments.append(folder.fold_entry(entry))
    cpu = time.process_time() - started
    return Result(
        f"newsfold {method}"
        + (f" ({cjk})" if cjk != "char" else "")
        + (f" (semantic {semantic})" if semantic != "off" else ""),
        [a.story_id for a in assignments],
        {story.id: story.follows for story in index.stories()},
        cpu,
    )


def fold_input(a: Article) -> dict[str, object]:
    """The fields of an article that folding reads, as ``newsfold fold`` takes them
    (and as older checkouts read them too)."""
    return {
        "id": a.id,
        "canonical_url": a.canonical_url,
        "headline": a.headline,
        "paragraphs": a.paragraphs,
        "publisher": a.publisher,
        "language": a.language,
        "published_at": a.published_at.isoformat() if a.published_at else None,
    }


def run_cli(corpus: list[Labelled]) -> Result:
    """``newsfold fold`` as a user runs it: JSONL in and out, a fresh process, start-up
    included; CPU is the child's user + system time (``os.wait4``)."""
    with tempfile.TemporaryDirectory(prefix="newsfold-fold-cli-") as tmp:
        source, target = Path(tmp) / "in.jsonl", Path(tmp) / "out.jsonl"
        with source.open("w", encoding="utf-8") as handle:
            for item in corpus:
                handle.write(json.dumps(fold_input(item.article), ensure_ascii=False) + "\n")
        command = [str(Path(sys.executable).parent / "newsfold"), "fold"]
        process = subprocess.Popen(
            [*command, "--in", str(source), "--out", str(target)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            raise SystemExit(f"newsfold fold failed with status {status}")
        records = [json.loads(line) for line in target.open(encoding="utf-8")]
        story = {r["id"]: r["story_id"] for r in records}
        # the links the command writes, scored as the library's are
        follows = {r["story_id"]: r["follows"] for r in records if r.get("follows")}
    return Result(
        "newsfold fold (CLI: JSONL in and out, start-up included)",
        [story[item.article.id] for item in corpus],
        follows,
        usage.ru_utime + usage.ru_stime,
    )


def shingle_strings(article: Article, words: int = 5, chars: int = 5) -> list[str]:
    """The same shingles newsfold hashes, as strings (what a datasketch user feeds it)."""
    text = "\n".join(strip_syndication(article.paragraphs))
    toks = tokens(text)
    if cjk_share(toks) > 0.5:
        n, joiner = chars, ""
    else:
        n, joiner = words, " "
    if len(toks) <= n:
        return [joiner.join(toks)] if toks else []
    return [joiner.join(toks[i : i + n]) for i in range(len(toks) - n + 1)]


def run_datasketch(corpus: list[Labelled], threshold: float = 0.8) -> Result:
    """The baseline: datasketch MinHash + MinHashLSH, best candidate at Jaccard >= threshold."""
    from datasketch import MinHash, MinHashLSH

    lsh = MinHashLSH(threshold=threshold, num_perm=128)
    signatures: dict[str, MinHash] = {}
    story_of: dict[str, str] = {}
    stories: list[str] = []
    started = time.process_time()
    for item in corpus:
        key = item.article.id
        m = MinHash(num_perm=128)
        m.update_batch([s.encode("utf-8") for s in set(shingle_strings(item.article))])
        best, best_j = None, threshold
        for other in lsh.query(m):
            j = m.jaccard(signatures[other])
            if j >= best_j:
                best, best_j = other, j
        story_of[key] = story_of[best] if best else f"d-{key}"
        if key not in signatures:
            lsh.insert(key, m)
            signatures[key] = m
        stories.append(story_of[key])
    cpu = time.process_time() - started
    return Result("datasketch", stories, {}, cpu)


# --- metrics --------------------------------------------------------------------


def pair_counts(truth: list[str], predicted: list[str]) -> tuple[int, int, int]:
    """(true pairs, predicted pairs, pairs in both)."""
    both = Counter(zip(truth, predicted, strict=True))
    t = sum(comb(n, 2) for n in Counter(truth).values())
    p = sum(comb(n, 2) for n in Counter(predicted).values())
    tp = sum(comb(n, 2) for n in both.values())
    return t, p, tp


def adjusted_rand(truth: list[str], predicted: list[str]) -> float:
    """Adjusted Rand index of two labelings (Hubert and Arabie)."""
    t, p, tp = pair_counts(truth, predicted)
    total = comb(len(truth), 2)
    expected = t * p / total if total else 0.0
    maximum = (t + p) / 2
    return (tp - expected) / (maximum - expected) if maximum != expected else 1.0


def follow_up_share(corpus: list[Labelled], result: Result) -> tuple[float, float, int]:
    """(own story share, own story and linked to the parent's story share, follow-ups)."""
    story_of_truth: dict[str, Counter[str]] = defaultdict(Counter)
    for item, predicted in zip(corpus, result.stories, strict=True):
        story_of_truth[item.story][predicted] += 1
    own = linked = total = 0
    for item, predicted in zip(corpus, result.stories, strict=True):
        if item.relation != "follow-up" or item.parent is None:
            continue
        parent_stories = story_of_truth.get(item.parent)
        if not parent_stories:
            continue  # the parent is outside the corpus
        total += 1
        parent_main = parent_stories.most_common(1)[0][0]
        if predicted != parent_main:
            own += 1
            if result.follows.get(predicted) == parent_main:
                linked += 1
    return (own / total if total else 1.0), (linked / total if total else 1.0), total


def report(
    corpus: list[Labelled], result: Result, baseline_speed: float | None
) -> dict[str, object]:
    """Figures of one method (pairs only over copies and revisions, as the issue asks)."""
    keep = [i for i, item in enumerate(corpus) if item.relation in ("original", "copy", "revision")]
    truth_cr = [corpus[i].story for i in keep]
    pred_cr = [result.stories[i] for i in keep]
    t, p, tp = pair_counts(truth_cr, pred_cr)
    ari = adjusted_rand([c.story for c in corpus], result.stories)
    own, linked, n_follow = follow_up_share(corpus, result)
    speed = len(corpus) / result.cpu_seconds if result.cpu_seconds else float("inf")
    return {
        "method": result.name,
        "precision": round(tp / p, 4) if p else 1.0,
        "recall": round(tp / t, 4) if t else 1.0,
        "ari": round(ari, 4),
        "follow_ups_own_story": round(own, 4),
        "follow_ups_linked": round(linked, 4),
        "follow_ups": n_follow,
        "docs_per_cpu_s": round(speed, 1),
        "speed_vs_datasketch": round(speed / baseline_speed, 2) if baseline_speed else None,
    }


def write_corpus(corpus: list[Labelled], path: Path) -> None:
    """``corpus`` as the labelled JSONL :func:`jsonl_corpus` reads: one file that two
    checkouts of different commits can both fold (a same-corpus speed comparison)."""
    with path.open("w", encoding="utf-8") as handle:
        for item in corpus:
            record = {
                **fold_input(item.article),
                "story_id": item.story,
                "relation": item.relation,
                "parent_story_id": item.parent,
            }
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")


def quality(args: argparse.Namespace) -> None:
    corpus = jsonl_corpus(args.corpus) if args.corpus else sim_corpus(args.stories, args.seed)
    if args.write_corpus:
        write_corpus(corpus, args.write_corpus)
        print(f"wrote {len(corpus)} labelled articles to {args.write_corpus}", file=sys.stderr)
        return
    # every newsfold path folds in fold order (newsfold.fold.order); the baseline gets the
    # same order
    corpus.sort(key=lambda c: fold_key(c.article))
    relations = Counter(c.relation for c in corpus)
    langs = Counter(c.article.language for c in corpus)
    print(
        f"corpus: {len(corpus)} articles, {len({c.story for c in corpus})} true stories, "
        f"relations {dict(relations)}, languages {dict(langs)}",
        file=sys.stderr,
    )
    print(Fingerprinter(Settings()).describe(), file=sys.stderr)
    print(f"C core (newsfold.native): {native.available()}", file=sys.stderr)
    base = best_of(args.repeat, lambda: run_datasketch(corpus))
    base_speed = len(corpus) / base.cpu_seconds
    runs: list[Callable[[], Result]] = [
        lambda: best_of(args.repeat, lambda: run_newsfold(corpus, "minhash")),
        # the command line beside the library, on the same corpus
        lambda: best_of(args.repeat, lambda: run_cli(corpus)),
    ]
    if not args.no_simhash:
        runs.append(lambda: run_newsfold(corpus, "simhash"))
    if args.jieba:
        runs.append(lambda: run_newsfold(corpus, "minhash", "jieba"))
    if args.semantic != "off":
        runs.append(lambda: run_newsfold(corpus, "minhash", semantic=args.semantic))
    rows = [report(corpus, base, None)]
    rows.extend(report(corpus, run(), base_speed) for run in runs)
    for row in rows:
        print(json.dumps(row, ensure_ascii=False))
    if args.markdown:
        keys = list(rows[0])
        print("| " + " | ".join(keys) + " |")
        print("|" + "---|" * len(keys))
        for row in rows:
            print("| " + " | ".join(str(row[k]) for k in keys) + " |")


def best_of(repeat: int, run: Callable[[], Result]) -> Result:
    """The run with the median CPU time of ``repeat`` (the decisions are the same in
    every run). The median, not the least: the machines are shared, and a figure
    must come out again when the command is run again."""
    results = [run() for _ in range(max(1, repeat))]
    if any(r.stories != results[0].stories for r in results):
        raise SystemExit("runs of one method disagree: the fold is not deterministic")
    return sorted(results, key=lambda r: r.cpu_seconds)[len(results) // 2]


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def scale(args: argparse.Namespace) -> None:
    """Incremental folding into SQLite, in batches of ``--batch`` articles, as ingest does."""
    from newsfold.dedup.minhash import MinHasher
    from newsfold.pipeline import fold_batch
    from newsfold.store import open_store

    settings = Settings()
    hasher = MinHasher(settings.num_perm, settings.bands, settings.seed)
    fingerprinter = Fingerprinter(settings, hasher=hasher)
    workdir = Path(args.dir or tempfile.mkdtemp(prefix="newsfold-scale-"))
    workdir.mkdir(parents=True, exist_ok=True)
    db = workdir / "scale.db"
    if db.exists():
        raise SystemExit(f"{db} exists; give a fresh --dir")
    store = open_store(f"sqlite:///{db}")
    checkpoints = sorted({int(x) for x in args.checkpoints.split(",")} | {args.articles})
    print(f"store {db}; batch {args.batch}; {fingerprinter.describe()}", file=sys.stderr)
    print(f"C core (newsfold.native): {native.available()}", file=sys.stderr)
    print("articles\twall_us_per_article\tcpu_us_per_article\tpeak_rss_mb\tdb_mb\tstories\tload")
    stream = sim_stream(args.seed)
    done = 0
    stories: set[str] = set()
    block_start = time.perf_counter()
    block_cpu = time.process_time()
    block_done = 0
    fetched = datetime(2024, 1, 1, tzinfo=UTC)
    while done < args.articles:
        # a batch never crosses a checkpoint, so each block's figures are its own
        take = min(args.batch, min(c for c in checkpoints if c > done) - done)
        batch = [next(stream).article for _ in range(take)]
        pages = [
            Page(url=a.canonical_url or a.id, body=a.id.encode(), fetched_at=fetched) for a in batch
        ]
        store.add_pages(pages)
        for article, page in zip(batch, pages, strict=True):
            article.page_id = page.id
        for assignment in fold_batch(store, [(a, 0.0) for a in batch], settings, fingerprinter):
            stories.add(assignment.story_id)
        done += take
        block_done += take
        if done in checkpoints:
            elapsed = time.perf_counter() - block_start
            cpu = time.process_time() - block_cpu
            print(
                f"{done}\t{elapsed / block_done * 1e6:.0f}\t{cpu / block_done * 1e6:.0f}\t"
                f"{_peak_rss_mb():.0f}\t{_db_mb(db):.0f}\t{len(stories)}\t"
                f"{os.getloadavg()[0]:.1f}",
                flush=True,
            )
            block_start, block_cpu, block_done = time.perf_counter(), time.process_time(), 0
    store.close()


def _db_mb(db: Path) -> float:
    """The SQLite file with its write-ahead log."""
    wal = db.with_name(db.name + "-wal")
    return (db.stat().st_size + (wal.stat().st_size if wal.exists() else 0)) / 2**20


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    q = sub.add_parser("quality", help="quality and speed against datasketch")
    q.add_argument("--stories", type=int, default=3000)
    q.add_argument("--seed", type=int, default=7)
    q.add_argument("--corpus", type=Path, help="labelled JSONL instead of the simulated web")
    q.add_argument("--no-simhash", action="store_true")
    q.add_argument(
        "--write-corpus",
        type=Path,
        help="write the labelled corpus as JSONL (for --corpus in another checkout) and stop",
    )
    q.add_argument("--jieba", action="store_true", help="also run jieba words for CJK shingles")
    q.add_argument("--markdown", action="store_true")
    q.add_argument(
        "--repeat",
        type=int,
        default=3,
        help="runs of datasketch and newsfold minhash; the median CPU time of each counts",
    )
    q.add_argument(
        "--semantic",
        default="off",
        help="also run with the semantic check (use, minilm or auto; needs the extra)",
    )
    s = sub.add_parser("scale", help="incremental folding into SQLite")
    s.add_argument("--articles", type=int, default=10_000)
    s.add_argument("--checkpoints", default="1000,10000,30000,100000,300000,1000000")
    s.add_argument("--seed", type=int, default=11)
    s.add_argument("--dir", help="work folder (default: a new temporary one)")
    s.add_argument("--batch", type=int, default=1000, help="articles per fold transaction")
    r = sub.add_parser(
        "relations", help="every relation end to end (ingest and batch paths), determinism"
    )
    r.add_argument("--articles", type=int, default=3000)
    r.add_argument("--seed", type=int, default=17)
    r.add_argument("--workers", type=int, default=1, help="sim generate workers")
    r.add_argument("--dir", help="work folder (default: a new temporary one)")
    r.add_argument("--postgres", help="also ingest into this (empty) PostgreSQL database")
    args = parser.parse_args(argv)
    if args.command == "relations":
        sys.path.insert(0, str(Path(__file__).parent))
        from fold_relations import relations

        relations(args)
        return
    {"quality": quality, "scale": scale}[args.command](args)


if __name__ == "__main__":
    main()
