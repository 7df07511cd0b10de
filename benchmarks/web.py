"""Web app benchmark: story list latency under load on a large simulated store.

``build`` folds ``--articles`` articles of the simulated news web (English and
Chinese, the stream ``benchmarks/fold.py scale`` uses) into a fresh SQLite
store, exactly as ``newsfold ingest`` does after extraction, then builds the
search index (:func:`newsfold.store.search.sync_search`).

``run`` starts ``newsfold serve --workers N`` on that store (uvicorn, as a user would
run it) and drives it with a load generator (``--concurrency``
clients on loopback, httpx, keep-alive) through a fixed mix of story list
requests: newest first at random pages, sorted by outlets and by spread,
filtered by language, outlet, date range and size, full-text searches in
English and Chinese, and a combination. Each of ``--repeat`` rounds sends
``--requests`` requests (search terms are drawn from the store's headlines,
so searches are mostly new queries); reported per kind and overall: median, 95th and
99th percentile latency (client side, from sending the request to the last
byte) and throughput, the server's CPU time per request (its processes' user
and system time from /proc, which other jobs on the machine do not inflate),
and the median of the rounds' 95th percentiles. The
load generator shares the machine with the server (2 cores here).

Commands (figures in benchmarks/README.md)::

    .venv/bin/python benchmarks/web.py build --articles 100000 --dir /tmp/nf-web
    .venv/bin/python benchmarks/web.py run --dir /tmp/nf-web --workers 2
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import os
import random
import socket
import statistics
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from newsfold.config import Settings
from newsfold.dedup.minhash import MinHasher
from newsfold.fold import Fingerprinter
from newsfold.models import Page
from newsfold.pipeline import fold_batch
from newsfold.store import open_store
from newsfold.store.search import sync_search

HERE = Path(__file__).parent


def _fold_module() -> Any:
    spec = importlib.util.spec_from_file_location("bench_fold", HERE / "fold.py")
    if spec is None or spec.loader is None:
        raise SystemExit("benchmarks/fold.py is missing")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_fold"] = module
    spec.loader.exec_module(module)
    return module


def build(args: argparse.Namespace) -> None:
    """Fold the simulated stream into a fresh store and index it for search."""
    workdir = Path(args.dir)
    workdir.mkdir(parents=True, exist_ok=True)
    db = workdir / "web.db"
    if db.exists():
        raise SystemExit(f"{db} exists; give a fresh --dir")
    stream = _fold_module().sim_stream(args.seed)
    settings = Settings()
    fingerprinter = Fingerprinter(
        settings, hasher=MinHasher(settings.num_perm, settings.bands, settings.seed)
    )
    fetched = datetime(2024, 1, 1, tzinfo=UTC)
    start = time.perf_counter()
    with open_store(f"sqlite:///{db}") as store:
        done = 0
        while done < args.articles:
            take = min(args.batch, args.articles - done)
            batch = [next(stream).article for _ in range(take)]
            pages = [
                Page(url=a.canonical_url or a.id, body=a.id.encode(), fetched_at=fetched)
                for a in batch
            ]
            store.add_pages(pages)
            for article, page in zip(batch, pages, strict=True):
                article.page_id = page.id
            fold_batch(store, [(a, 0.0) for a in batch], settings, fingerprinter)
            done += take
            if done % 10_000 == 0:
                print(f"{done} folded, {time.perf_counter() - start:.0f} s", file=sys.stderr)
        folded = time.perf_counter() - start
        indexed = sync_search(store.engine)
        counts = store.counts()
    total = time.perf_counter() - start
    print(
        f"store {db}: {counts['articles']} articles, {counts['stories']} stories; "
        f"fold {folded:.0f} s, search index {indexed} articles in {total - folded:.0f} s"
    )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _vocabulary(conn: Any) -> tuple[list[str], list[str]]:
    """Search terms drawn from headlines of the store: English words, Chinese pairs."""
    from sqlalchemy import text

    rows = conn.execute(text("SELECT headline FROM articles ORDER BY random() LIMIT 3000"))
    english: set[str] = set()
    chinese: set[str] = set()
    for (headline,) in rows:
        for word in (headline or "").split():
            word = word.strip(".,;:'\"()").lower()
            if word.isascii() and word.isalpha() and len(word) > 3:
                english.add(word)
            elif not word.isascii() and len(word) >= 2:
                chinese.update(word[i : i + 2] for i in range(0, len(word) - 1, 3))
    return sorted(english), sorted(
        c for c in chinese if all("\u4e00" <= ch <= "\u9fff" for ch in c)
    )


def _mix(
    rng: random.Random, publishers: list[str], days: list[str], words: tuple[list[str], list[str]]
) -> tuple[str, dict[str, Any]]:
    """One request of the mix: ``(kind, query parameters)``."""
    kind = rng.choice(
        [
            "newest",
            "newest-deep",
            "outlets",
            "spread",
            "language",
            "publisher",
            "dates",
            "size",
            "search-en",
            "search-zh",
            "combined",
        ]
    )
    params: dict[str, Any] = {}
    if kind == "newest-deep":
        params["page"] = rng.randint(2, 200)
    elif kind == "outlets":
        params = {"sort": "outlets", "page": rng.randint(1, 20)}
    elif kind == "spread":
        params = {"sort": "spread", "page": rng.randint(1, 20)}
    elif kind == "language":
        params = {"language": rng.choice(["en", "zh"]), "page": rng.randint(1, 20)}
    elif kind == "publisher":
        params = {"publisher": rng.choice(publishers)}
    elif kind == "dates":
        day = rng.choice(days)
        params = {"since": day, "until": day}
    elif kind == "size":
        params = {"min_size": rng.choice([3, 5, 10])}
    elif kind == "search-en":  # one or two words: different queries, counted afresh
        params = {"q": " ".join(rng.sample(words[0], rng.choice([1, 1, 2])))}
    elif kind == "search-zh":
        params = {"q": rng.choice(words[1])}
    elif kind == "combined":
        params = {"q": rng.choice(words[0]), "language": "en", "sort": "outlets"}
    return kind, params


async def _load(
    base: str,
    requests: int,
    concurrency: int,
    seed: int,
    choices: tuple[list[str], list[str], tuple[list[str], list[str]]],
) -> tuple[list[tuple[str, float, int]], float]:
    rng = random.Random(seed)
    plan = [_mix(rng, *choices) for _ in range(requests)]
    results: list[tuple[str, float, int]] = []
    queue: asyncio.Queue[tuple[str, dict[str, Any]]] = asyncio.Queue()
    for item in plan:
        queue.put_nowait(item)

    async def client() -> None:
        async with httpx.AsyncClient(base_url=base, timeout=60) as http:
            while not queue.empty():
                kind, params = queue.get_nowait()
                sent = time.perf_counter()
                response = await http.get("/", params=params)
                await response.aread()
                results.append((kind, time.perf_counter() - sent, response.status_code))

    start = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(concurrency)))
    return results, time.perf_counter() - start


def _tree_cpu(pid: int) -> float:
    """CPU seconds (user + system) used so far by a process and its children (Linux /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    todo = [pid]
    while todo:
        current = todo.pop()
        try:
            fields = Path(f"/proc/{current}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
            for task in Path(f"/proc/{current}/task").iterdir():
                children = (task / "children").read_text().split()
                todo.extend(int(c) for c in children)
        except (FileNotFoundError, ProcessLookupError):
            continue  # a process that just ended
    return total


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run(args: argparse.Namespace) -> None:
    """Serve the store and measure the story list under load."""
    db = Path(args.dir) / "web.db"
    if not db.exists():
        raise SystemExit(f"{db} does not exist; run `build` first")
    url = f"sqlite:///{db}"
    with open_store(url) as store, store.engine.connect() as conn:
        from sqlalchemy import text

        outlets = "SELECT DISTINCT publisher FROM articles WHERE publisher IS NOT NULL LIMIT 40"
        publishers = [r[0] for r in conn.execute(text(outlets))]
        firsts = "SELECT first_seen FROM stories ORDER BY random() LIMIT 30"
        days = [r[0][:10] for r in conn.execute(text(firsts))]
        words = _vocabulary(conn)
        counts = store.counts()
    port = _free_port()
    env = {**os.environ, "NEWSFOLD_DB": url}
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "newsfold",
            "serve",
            "--port",
            str(port),
            "--workers",
            str(args.workers),
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/api/openapi.json", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline or server.poll() is not None:
                raise SystemExit("the server did not start")
            time.sleep(0.2)
        choices = (publishers, days, words)
        asyncio.run(_load(base, 50, args.concurrency, 999, choices))  # warm up
        print(
            f"store: {counts['articles']} articles, {counts['stories']} stories; "
            f"{args.repeat} rounds of {args.requests} requests, {args.concurrency} clients, "
            f"{args.workers} server process(es); {len(words[0])} English and "
            f"{len(words[1])} Chinese search terms; "
            f"load {os.getloadavg()[0]:.1f}"
        )
        p95s = []
        by_kind: dict[str, list[float]] = {}
        for round_ in range(args.repeat):
            cpu_before = _tree_cpu(server.pid)
            results, elapsed = asyncio.run(
                _load(base, args.requests, args.concurrency, round_, choices)
            )
            cpu = _tree_cpu(server.pid) - cpu_before
            bad = [r for r in results if r[2] != 200]
            if bad:
                raise SystemExit(f"{len(bad)} requests failed, e.g. {bad[0]}")
            times = [t for _, t, _ in results]
            p95s.append(_pct(times, 0.95))
            for kind, t, _ in results:
                by_kind.setdefault(kind, []).append(t)
            print(
                f"round {round_ + 1}: p50 {_pct(times, 0.5) * 1000:.0f} ms, "
                f"p95 {_pct(times, 0.95) * 1000:.0f} ms, p99 {_pct(times, 0.99) * 1000:.0f} ms, "
                f"{len(results) / elapsed:.1f} req/s; server CPU "
                f"{cpu / len(results) * 1000:.1f} ms a request; load {os.getloadavg()[0]:.1f}"
            )
        print(f"median of the rounds' p95: {statistics.median(p95s) * 1000:.0f} ms")
        print("kind\tn\tp50_ms\tp95_ms\tmax_ms")
        for kind, values in sorted(by_kind.items()):
            print(
                f"{kind}\t{len(values)}\t{_pct(values, 0.5) * 1000:.0f}\t"
                f"{_pct(values, 0.95) * 1000:.0f}\t{max(values) * 1000:.0f}"
            )
    finally:
        server.terminate()
        server.wait(timeout=30)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="fold the simulated web into a store and index it")
    b.add_argument("--articles", type=int, default=100_000)
    b.add_argument("--dir", required=True)
    b.add_argument("--batch", type=int, default=1000)
    b.add_argument("--seed", type=int, default=0)
    r = sub.add_parser("run", help="serve the store and measure the story list")
    r.add_argument("--dir", required=True)
    r.add_argument("--requests", type=int, default=400)
    r.add_argument("--concurrency", type=int, default=4)
    r.add_argument("--repeat", type=int, default=3)
    r.add_argument("--workers", type=int, default=2, help="server processes (newsfold serve)")
    args = parser.parse_args(argv)
    build(args) if args.command == "build" else run(args)


if __name__ == "__main__":
    main()
