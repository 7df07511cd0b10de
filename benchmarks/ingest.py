"""``newsfold ingest`` of real pages: pages per CPU-second, with the time of each phase.

The pages are every page of the labelled development sets in ``/work/shared/bench``
(``extraction/en``, ``extraction/zh``, ``extraction/snippets``, ``dates``), copied as
``.html``/``.html.gz`` files into a temporary folder (the copies are deleted after the
run) and ingested into a fresh SQLite store by the same code path as
``newsfold ingest FOLDER`` (:func:`newsfold.pipeline.ingest`). Each run starts with an
empty store and, since session 16, with newsfold's caches of texts it has read empty
(:func:`clear_caches`: paragraphs' scores, names, verdicts on class names, headline
keys), as a user's command starts; trafilatura's run starts with its caches (and
htmldate's, courlan's) emptied too. Before, every run but the first found the
paragraphs and names of the same pages remembered by the runs before it; ``--warm``
runs that way still.

Phases are timed by wrapping the functions the pipeline calls, in CPU seconds
(``time.process_time``; imports are done before the clock starts, and so is jieba's
one-time load of its dictionaries, about 0.3 s per process (0.85 s before session 13):
the dictionary and ``jieba.posseg``'s word tags, which the scores of Chinese pages need
(:func:`newsfold.text.jieba_posseg`); inside the clock
it would land in the scores of whichever run came first and make that run the slowest):

- ``store pages``: reading the files and storing the raw pages (``Store.add_pages``, less
  the extraction of each stored batch it hands on);
- ``read pages``: reading the pending pages back (``Store.load_pages``: select, unzip;
  for the pages an ingest has just stored, select without the body, which is in hand);
- ``extract``: the engine's extract and date stages
  (:func:`newsfold.extract.extract_content`, :func:`newsfold.extract.article_from_content`)
  less the dates step;
- ``dates``: :func:`newsfold.dates.resolve_dates` inside extraction;
- ``scores``: the corpus scores at ingest (``Scorer.score``);
- ``save extracted``: storing the articles to be folded (``Store.save_extracted``);
- ``fingerprint``: the fold fingerprints (``Fingerprinter.fingerprint_many``);
- ``fold + store``: lookups, decisions and writes of the fold transactions
  (:func:`newsfold.engine.local.fold_round` less its fingerprints);
- ``other``: the rest (bookkeeping, failed pages, the run record).

trafilatura's ``extract`` (``favor_precision=True``) runs on the same pages' raw bytes in
the same process, as the anchor: what extraction alone costs with the established tool.

``--callgrind`` counts instructions instead (under valgrind): one ingest warm, then one
counted with collection switched off inside the extract and dates phases, so the dump
(``outside-extraction``) holds every other phase; ``--callgrind-all`` counts one
cold ingest whole (after a warm one, so the imports and compiled patterns are done).
``--sqlite-page-size`` sets the page size of the stores the run creates (to compare with
SQLite's default, 4096).
``--cli`` also times the command as a user runs it: ``newsfold ingest FOLDER --db
sqlite:///...`` in a child process, a fresh store each run, user + system CPU of the
whole process (``os.wait4``): the imports, jieba's load and the store's creation and
closing included, which the in-process figure leaves out. The same command on one English
page and on one Chinese page gives that fixed cost (the Chinese page loads jieba). The
child caches Python's bytecode (in the temporary folder, written by one untimed run
first) as an installed package has it, even where ``PYTHONDONTWRITEBYTECODE`` is set;
``--cli-env-as-is`` runs it in this environment unchanged, as ``--cli`` ran before.
``--cli-split`` times only that command over every page, ``--runs`` times, split at its
steps (Python's start-up, imports, set-up, ingest and of it jieba's load, closing,
interpreter exit; the cycle collector's share): see ``benchmarks/ingest_cli.py``.
``--store-replay 4096,16384`` times the store's share of an ingest alone, in CPU seconds
of the process and of the kernel for it (``os.times``: callgrind does not see the
kernel's work, the system calls that write the WAL): the pages stored, their articles
(extracted once beforehand) saved, folded, the store closed, for each page size in turn,
``--runs`` rounds, medians.

Usage::

    .venv/bin/python benchmarks/ingest.py [--bench /work/shared/bench] [--runs 3]
        [--limit N] [--no-trafilatura] [--json out.json] [--sqlite-page-size N]
    .venv/bin/python benchmarks/ingest.py --store-replay 4096,16384 --runs 4
    .venv/bin/python benchmarks/ingest.py --runs 3 --cli [--warm]
    .venv/bin/python benchmarks/ingest.py --runs 3 --cli-split
    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --callgrind-out-file=/tmp/ingest.cg .venv/bin/python benchmarks/ingest.py \\
        --limit 40 --no-trafilatura --callgrind
    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --callgrind-out-file=/tmp/ingest-all.cg .venv/bin/python benchmarks/ingest.py \\
        --limit 30 --no-trafilatura --callgrind-all
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from extraction import clear_caches as clear_extraction_caches
from ingest_cli import CliRuns, print_split, run_split_section

import newsfold.engine.local as local_engine
import newsfold.engine.stages as stages
import newsfold.extract as extract_module
import newsfold.pipeline as pipeline
import newsfold.store.connect as store_connect
from newsfold.config import Settings
from newsfold.fold.entry import Fingerprinter
from newsfold.inputs import BadRecord
from newsfold.quality.scores import Scorer
from newsfold.store import open_store
from newsfold.store.sql import Store as SqlStore
from newsfold.text import jieba_posseg

_SETS = (
    ("extraction/en", "*.html.gz"),
    ("extraction/zh", "*.html"),
    ("extraction/snippets", "*.html.gz"),
    ("dates", "*.html.gz"),
)


def copy_pages(bench: Path, out: Path, limit: int | None) -> list[Path]:
    """Copy the bench pages into ``out`` (one subfolder per set); return the files."""
    files: list[Path] = []
    for name, pattern in _SETS:
        source = bench / name / "pages"
        if not source.is_dir():
            continue
        target = out / name.replace("/", "-")
        target.mkdir(parents=True, exist_ok=True)
        for path in sorted(source.glob(pattern))[: limit or None]:
            shutil.copyfile(path, target / path.name)
            files.append(target / path.name)
    return files


class _Clock:
    """CPU seconds spent inside wrapped functions, by phase (nested calls counted once)."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}
        self._stack: list[tuple[str, float]] = []

    def wrap(self, phase: str, func: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            self._stack.append((phase, 0.0))
            try:
                return func(*args, **kwargs)
            finally:
                _, inner = self._stack.pop()
                total = time.process_time() - start
                self.spent[phase] = self.spent.get(phase, 0.0) + total - inner
                if self._stack:
                    outer, nested = self._stack[-1]
                    self._stack[-1] = (outer, nested + total)

        return timed


@contextmanager
def _instrumented(clock: _Clock) -> Iterator[None]:
    patches = [
        (SqlStore, "add_pages", clock.wrap("store pages", SqlStore.add_pages)),
        (SqlStore, "load_pages", clock.wrap("read pages", SqlStore.load_pages)),
        (SqlStore, "save_extracted", clock.wrap("save extracted", SqlStore.save_extracted)),
        (local_engine, "fold_round", clock.wrap("fold + store", local_engine.fold_round)),
        (
            Fingerprinter,
            "fingerprint_many",
            clock.wrap("fingerprint", Fingerprinter.fingerprint_many),
        ),
        (stages, "extract_content", clock.wrap("extract", stages.extract_content)),
        (stages, "article_from_content", clock.wrap("extract", stages.article_from_content)),
        (extract_module, "resolve_dates", clock.wrap("dates", extract_module.resolve_dates)),
        (Scorer, "score", clock.wrap("scores", Scorer.score)),
        # the pages an ingest extracts as it stores them (inside Store.add_pages)
        (
            local_engine._Run,
            "extract_stored",
            clock.wrap("other", local_engine._Run.extract_stored),
        ),
    ]
    saved = [(owner, name, getattr(owner, name)) for owner, name, _ in patches]
    for owner, name, wrapped in patches:
        setattr(owner, name, wrapped)
    try:
        yield
    finally:
        for owner, name, original in saved:
            setattr(owner, name, original)


def clear_caches() -> None:
    """Forget what newsfold remembers of texts it has read: the verdicts on class and id
    names, the scores' paragraphs and names, the token hashes, the headline keys. A
    user's ``newsfold ingest`` starts with them empty; before session 16 every run here
    but the first read them warm from the earlier runs over the same pages."""
    from newsfold.dedup.exact import clear_caches as clear_fold_caches
    from newsfold.quality import clear_caches as clear_score_caches

    clear_extraction_caches()
    clear_score_caches()
    clear_fold_caches()  # and the text caches (credit lines, token hashes)


def run_ingest(folder: Path, workdir: Path, *, warm: bool = False) -> dict[str, Any]:
    """One ``ingest`` of ``folder`` into a fresh store; CPU seconds in all and by phase.
    The run starts with newsfold's caches empty unless ``warm``."""
    db = workdir / "ingest.db"
    for leftover in workdir.glob("ingest.db*"):
        leftover.unlink()
    if not warm:
        clear_caches()
    settings = Settings(db=f"sqlite:///{db}")
    clock = _Clock()
    with _instrumented(clock):
        start = time.process_time()
        with open_store(settings.db) as store:
            summary = pipeline.ingest(store, [folder], settings)
        total = time.process_time() - start
    phases = dict(clock.spent)
    phases["other"] = phases.get("other", 0.0) + max(0.0, total - sum(phases.values()))
    return {"cpu_seconds": total, "phases": phases, "summary": summary.as_dict()}


class _Outside:
    """Callgrind's collection switched off while extraction or dates run (nested calls
    once), on only while ``counting``."""

    def __init__(self, requests: Any) -> None:
        self.requests = requests
        self.counting = False
        self._depth = 0

    def wrap(self, func: Callable[..., Any]) -> Callable[..., Any]:
        def uncounted(*args: Any, **kwargs: Any) -> Any:
            if self._depth == 0 and self.counting:
                self.requests.cg_toggle()
            self._depth += 1
            try:
                return func(*args, **kwargs)
            finally:
                self._depth -= 1
                if self._depth == 0 and self.counting:
                    self.requests.cg_toggle()

        return uncounted


def run_callgrind(folder: Path, workdir: Path) -> None:
    """One ingest warm, then one counted outside extraction and dates (see the module doc)."""
    from body_phases import _requests

    outside = _Outside(_requests())
    patches = [
        (stages, "extract_content"),
        (stages, "article_from_content"),
        (extract_module, "resolve_dates"),
    ]
    saved = [(owner, name, getattr(owner, name)) for owner, name in patches]
    for owner, name, func in saved:
        setattr(owner, name, outside.wrap(func))
    try:
        for counted in (False, True):
            db = workdir / "ingest.db"
            for leftover in workdir.glob("ingest.db*"):
                leftover.unlink()
            settings = Settings(db=f"sqlite:///{db}")
            with open_store(settings.db) as store:
                outside.counting = counted
                if counted:
                    outside.requests.cg_toggle()
                summary = pipeline.ingest(store, [folder], settings)
                if counted:
                    outside.requests.cg_toggle()
                    outside.counting = False
        outside.requests.cg_dump(b"outside-extraction")
    finally:
        for owner, name, func in saved:
            setattr(owner, name, func)
    print(f"counted one ingest: {summary.as_dict()['articles']} articles")


def run_callgrind_all(folder: Path, workdir: Path) -> None:
    """One ingest warm, then one cold (:func:`clear_caches`) counted whole: every
    instruction inside ``pipeline.ingest`` and the store's closing (dump ``ingest``)."""
    from body_phases import _requests

    requests = _requests()
    for counted in (False, True):
        db = workdir / "ingest.db"
        for leftover in workdir.glob("ingest.db*"):
            leftover.unlink()
        clear_caches()
        settings = Settings(db=f"sqlite:///{db}")
        if counted:
            requests.cg_toggle()
        with open_store(settings.db) as store:
            summary = pipeline.ingest(store, [folder], settings)
        if counted:
            requests.cg_toggle()
    requests.cg_dump(b"ingest")
    print(f"counted one ingest: {summary.as_dict()['articles']} articles")


def run_store_replay(folder: Path, workdir: Path, sizes: list[int], rounds: int) -> None:
    """The store's share of an ingest under each SQLite page size (see the module doc)."""
    from newsfold.inputs import iter_input_pages
    from newsfold.store.export_rows import iter_article_rows

    pages = [p for p in iter_input_pages([folder]) if not isinstance(p, BadRecord)]
    settings = Settings(db=f"sqlite:///{workdir / 'extracted.db'}")
    with open_store(settings.db) as store:
        pipeline.ingest(store, [folder], settings)
        items = [(article, 0.0) for article, _ in iter_article_rows(store.engine)]
    spent: dict[int, list[tuple[float, float]]] = {size: [] for size in sizes}
    for _ in range(max(1, rounds)):
        for size in sizes:
            store_connect.SQLITE_PAGE_SIZE = size
            for leftover in workdir.glob("replay.db*"):
                leftover.unlink()
            settings = Settings(db=f"sqlite:///{workdir / 'replay.db'}")
            before = os.times()
            with open_store(settings.db) as store:
                store.add_pages(pages)
                store.save_extracted(items)
                local_engine.fold_pending(store, settings, Fingerprinter(settings))
            after = os.times()
            spent[size].append((after.user - before.user, after.system - before.system))
    print(f"store's share of an ingest of {len(pages)} pages, {rounds} rounds, medians (CPU-s)")
    print("| page size | user | system | user + system |")
    print("|---|---|---|---|")
    for size, runs in spent.items():
        user = statistics.median(u for u, _ in runs)
        system = statistics.median(k for _, k in runs)
        both = statistics.median(u + k for u, k in runs)
        print(f"| {size} | {user:.2f} | {system:.2f} | {both:.2f} |")


def run_trafilatura(files: list[Path], *, warm: bool = False) -> float:
    """CPU seconds of trafilatura's ``extract`` on every page's raw bytes, its caches
    (and htmldate's, courlan's) emptied first unless ``warm``, as newsfold's are."""
    import trafilatura
    from trafilatura.meta import reset_caches

    if not warm:
        reset_caches()

    bodies = [
        gzip.decompress(p.read_bytes()) if p.suffix == ".gz" else p.read_bytes() for p in files
    ]
    cpu = 0.0
    for body in bodies:
        start = time.process_time()
        trafilatura.extract(body, favor_precision=True)
        cpu += time.process_time() - start
    return cpu


def load_jieba() -> float:
    """Load jieba's dictionaries and part-of-speech tags now (a once-per-process cost,
    like the imports); return the CPU seconds it took."""
    start = time.process_time()
    jieba_posseg()  # as the scores of a Chinese page load them
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    """Run the ingest benchmark and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench"))
    parser.add_argument("--runs", type=int, default=3, help="runs; the median is reported")
    parser.add_argument("--limit", type=int, help="only the first N pages of each set")
    parser.add_argument("--no-trafilatura", action="store_true")
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--warm",
        action="store_true",
        help="keep newsfold's and trafilatura's caches from one run to the next (how the "
        "in-process runs went before session 16: the second run over the same pages "
        "found their paragraphs, names and verdicts remembered)",
    )
    parser.add_argument("--callgrind", action="store_true", help="count instructions instead")
    parser.add_argument(
        "--callgrind-all",
        action="store_true",
        help="count every instruction of one cold ingest (after a warm one), under valgrind",
    )
    parser.add_argument("--sqlite-page-size", type=int, help="page size of the new stores")
    parser.add_argument("--store-replay", help="page sizes to time the store's share with")
    parser.add_argument(
        "--cli", action="store_true", help="also time `newsfold ingest` as a whole process"
    )
    parser.add_argument(
        "--cli-split",
        action="store_true",
        help="only time `newsfold ingest` as a whole process, split at its steps "
        "(start-up, imports, set-up, ingest, closing, exit; --runs times)",
    )
    parser.add_argument(
        "--cli-env-as-is",
        action="store_true",
        help="with --cli: the child in this environment unchanged (no bytecode cache "
        "where PYTHONDONTWRITEBYTECODE is set; how --cli ran before session 13)",
    )
    args = parser.parse_args(argv)
    if args.sqlite_page_size:
        store_connect.SQLITE_PAGE_SIZE = args.sqlite_page_size
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("trafilatura").setLevel(logging.CRITICAL)
    # htmldate's cache reset logs an error for a function of its own that has no cache
    logging.getLogger("htmldate.meta").setLevel(logging.CRITICAL)
    if not args.no_trafilatura:
        import trafilatura  # noqa: F401  (imported before any clock starts)
    jieba_cpu = load_jieba()

    with tempfile.TemporaryDirectory(prefix="newsfold-ingest-") as tmp:
        work = Path(tmp)
        files = copy_pages(args.bench, work / "pages", args.limit)
        if not files:
            print(f"no bench pages under {args.bench}", file=sys.stderr)
            return 2
        if args.callgrind:
            run_callgrind(work / "pages", work)
            return 0
        if args.callgrind_all:
            run_callgrind_all(work / "pages", work)
            return 0
        if args.cli_split:
            split = run_split_section(files, work, args.runs, env_as_is=args.cli_env_as_is)
            print_split(split)
            if args.json:
                args.json.write_text(json.dumps(split, indent=2), encoding="utf-8")
            return 0
        if args.store_replay:
            sizes = [int(size) for size in args.store_replay.split(",")]
            run_store_replay(work / "pages", work, sizes, args.runs)
            return 0
        runs = []
        anchors = []
        cli_runs = CliRuns(files, work, env_as_is=args.cli_env_as_is) if args.cli else None
        for _ in range(max(1, args.runs)):
            runs.append(run_ingest(work / "pages", work, warm=args.warm))
            if not args.no_trafilatura:
                anchors.append(run_trafilatura(files, warm=args.warm))
            if cli_runs is not None:
                cli_runs.run_whole()
        cli = cli_runs.result(args.runs) if cli_runs is not None else None
    pages = len(files)
    rates = [pages / r["cpu_seconds"] for r in runs]
    median_run = sorted(runs, key=lambda r: r["cpu_seconds"])[len(runs) // 2]
    result: dict[str, Any] = {
        "pages": pages,
        "runs": len(runs),
        "ingest_pages_per_cpu_second": [round(r, 1) for r in rates],
        "ingest_median": statistics.median(rates),
        "jieba_load_cpu_seconds_before_clock": round(jieba_cpu, 3),
        "summary": median_run["summary"],
        "phases_ms_per_page": {
            k: 1000 * v / pages for k, v in sorted(median_run["phases"].items())
        },
    }
    print(f"{pages} pages, {len(runs)} runs")
    print(f"(jieba's dictionaries loaded before the clock: {jieba_cpu:.2f} CPU-s once per process)")
    print("| run | pages/CPU-s |")
    print("|---|---|")
    runs_text = " / ".join(f"{r:.1f}" for r in rates)
    print(f"| newsfold ingest (median; runs {runs_text}) | {result['ingest_median']:.1f} |")
    if anchors:
        anchor_rates = [pages / cpu for cpu in anchors]
        result["trafilatura_pages_per_cpu_second"] = [round(r, 1) for r in anchor_rates]
        result["trafilatura_median"] = statistics.median(anchor_rates)
        result["ratio"] = result["ingest_median"] / result["trafilatura_median"]
        anchor_text = " / ".join(f"{r:.1f}" for r in anchor_rates)
        print(
            f"| trafilatura extract alone (median; runs {anchor_text}) "
            f"| {result['trafilatura_median']:.1f} |"
        )
        print(f"| ratio of the medians | {result['ratio']:.2f}x |")
        # Each newsfold run is followed by a trafilatura run, so a pair shares the
        # machine's state of the moment; the median of the pairs' ratios is the figure
        # that drifts least when the machine's speed changes between runs.
        paired = [rate / anchor for rate, anchor in zip(rates, anchor_rates, strict=True)]
        result["ratio_runs"] = [round(r, 2) for r in paired]
        result["ratio_median_of_runs"] = statistics.median(paired)
        paired_text = " / ".join(f"{r:.2f}" for r in paired)
        print(
            f"| ratio, median of each run's (runs {paired_text}) "
            f"| {result['ratio_median_of_runs']:.2f}x |"
        )
    print("\n| phase (median run) | ms CPU per page | share |")
    print("|---|---|---|")
    total_ms = sum(result["phases_ms_per_page"].values())
    for phase, ms in sorted(result["phases_ms_per_page"].items(), key=lambda kv: -kv[1]):
        print(f"| {phase} | {ms:.2f} | {ms / total_ms:.0%} |")
    if cli is not None:
        result.update(cli)
        cli_rates = cli["cli_pages_per_cpu_second"]
        cli_text = " / ".join(f"{r:.1f}" for r in cli_rates)
        print("\n| `newsfold ingest FOLDER`, whole process | pages/CPU-s or CPU-s |")
        print("|---|---|")
        print(f"| all pages (median; runs {cli_text}) | {statistics.median(cli_rates):.1f} |")
        if anchors:
            # each command run came right after its in-process and trafilatura runs
            cli_paired = [r / a for r, a in zip(cli_rates, anchor_rates, strict=True)]
            result["cli_ratio_runs"] = [round(r, 2) for r in cli_paired]
            paired_text = " / ".join(f"{r:.2f}" for r in cli_paired)
            print(
                f"| ratio to trafilatura, median of each run's (runs {paired_text}) "
                f"| {statistics.median(cli_paired):.2f}x |"
            )
        for label, cpu in cli["cli_one_page_cpu_seconds"].items():
            print(f"| one {label} page: start-up, store, exit (median) | {cpu:.2f} s |")
    summary = median_run["summary"]
    print(f"\narticles {summary['articles']}, failed {dict(summary['failed'])}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
