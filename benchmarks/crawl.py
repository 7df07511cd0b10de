"""Crawler throughput, CPU cost per page, and frontier memory.

What it measures (politeness delays set to zero, no AutoThrottle):

1. ``newsfold`` crawling the simulated web (``newsfold.sim``, served by a
   separate process as an HTTP proxy on 127.0.0.1, faults off) into a fresh
   SQLite store: pages per second and crawler CPU seconds per page, once
   fetch + archive + frontier only (``--no-extract``) and once with
   extraction and folding as pages arrive;
2. the same article URLs fetched by a bare ``httpx.AsyncClient`` with the
   same number of connections and nothing else (no robots.txt, frontier,
   WARC or store): the ceiling a crawler on this stack cannot beat, so the
   ratio is the price of politeness bookkeeping and durability;
3. a 100,000-URL frontier in SQLite: the time to queue and to claim it all,
   and the peak memory of a process doing it (fresh process, ``ru_maxrss``).

Run::

    .venv/bin/python benchmarks/crawl.py                 # 2,000 articles, 100k frontier
    .venv/bin/python benchmarks/crawl.py --smoke         # seconds; what CI runs

Figures go to ``benchmarks/README.md`` (section "Crawl").
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import resource
import socket
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import httpx
import yaml

from newsfold.config import Settings
from newsfold.crawl.crawler import Crawler
from newsfold.crawl.frontier import Frontier, NewUrl
from newsfold.crawl.sources import parse_sources
from newsfold.engine.crawl import crawl
from newsfold.store import open_store


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _serve(seed: int, articles: int, port: int, ready: Any) -> None:
    """The simulated web as a static server: every answer rendered once, before timing.

    The simulator renders each page on request (in one Python process), which
    would make the server, not the crawler, the bottleneck being measured.
    """
    from urllib.parse import urlsplit

    from newsfold.sim.server import SimServer

    server = SimServer(seed, articles, port=port, faults=False, crawl_delay=0.0)
    respond = server.respond
    cache: dict[tuple[str, str, str, str, str], Any] = {}

    def cached(method: str, host: str, target: str, headers: dict[str, str]) -> Any:
        lowered = {k.lower(): v for k, v in headers.items()}
        key = (
            method,
            host,
            target,
            lowered.get("if-none-match", ""),
            lowered.get("if-modified-since", ""),
        )
        if key not in cache:
            cache[key] = respond(method, host, target, headers)
        return cache[key]

    server.respond = cached  # type: ignore[method-assign]
    for art in server.web.articles():
        parts = urlsplit(server.web.own_url(art))
        cached("GET", parts.netloc, parts.path, {})
    ready.set()
    server.serve_forever()


def _sources(seed: int, articles: int, proxy: str, folder: Path, concurrency: int) -> str:
    from newsfold.sim.site import SimWeb

    doc = yaml.safe_load(SimWeb(seed, articles).sources_yaml("newsfold-bench/0.1"))
    doc.update(
        proxy=proxy,
        archive_dir=str(folder / "warc"),
        politeness={"min_delay": 0.0, "autothrottle": False, "concurrency": concurrency},
    )
    return yaml.safe_dump(doc, allow_unicode=True)


def _crawl(text: str, db: Path, extract: bool) -> dict[str, Any]:
    config = parse_sources(text)
    with open_store(f"sqlite:///{db}") as store:
        cpu0, wall0 = time.process_time(), time.perf_counter()
        summary = asyncio.run(crawl(Crawler(config, store, Settings()), extract=extract))
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
        counts = store.counts()
        with store.engine.connect() as conn:
            from sqlalchemy import select

            from newsfold.store.frontier import crawl_urls

            urls = list(
                conn.execute(
                    select(crawl_urls.c.url).where(
                        crawl_urls.c.kind == "article", crawl_urls.c.page_id.is_not(None)
                    )
                ).scalars()
            )
    pages = summary.pages_stored
    return {
        "extract": extract,
        "requests": summary.requests,
        "pages": pages,
        "articles": counts["articles"],
        "wall_s": round(wall, 2),
        "pages_per_s": round(pages / wall, 1),
        "requests_per_s": round(summary.requests / wall, 1),
        "cpu_s_per_page": round(cpu / max(1, pages), 4),
        "_urls": urls,
    }


async def _bare_fetch(urls: list[str], proxy: str, connections: int) -> tuple[float, float, int]:
    queue: asyncio.Queue[str] = asyncio.Queue()
    for url in urls:
        queue.put_nowait(url)
    ok = 0

    async def worker(client: httpx.AsyncClient) -> None:
        nonlocal ok
        while not queue.empty():
            url = queue.get_nowait()
            response = await client.get(url)
            ok += response.status_code == 200

    limits = httpx.Limits(max_connections=connections)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    async with httpx.AsyncClient(proxy=proxy, limits=limits, trust_env=False) as client:
        await asyncio.gather(*(worker(client) for _ in range(connections)))
    return time.perf_counter() - wall0, time.process_time() - cpu0, ok


def _frontier_run(n: int, out: Any) -> None:
    """In a fresh process: queue ``n`` URLs on 50 hosts, then claim them all."""
    folder = Path(tempfile.mkdtemp(prefix="newsfold-frontier-"))
    base_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    with open_store(f"sqlite:///{folder / 'f.db'}") as store:
        frontier = Frontier(store.engine)
        t0 = time.perf_counter()
        batch: list[NewUrl] = []
        for i in range(n):
            host = f"outlet{i % 50}.example"
            url = f"http://{host}/news/2024/05/{i % 28 + 1:02d}/story-number-{i}"
            batch.append(NewUrl(url, url, "bench", host, "article"))
            if len(batch) == 5000:
                frontier.add(batch)
                batch = []
        frontier.add(batch)
        added = time.perf_counter() - t0
        t1 = time.perf_counter()
        claimed = 0
        for h in range(50):
            while got := frontier.claim(f"outlet{h}.example", 100):
                claimed += len(got)
        claim = time.perf_counter() - t1
        _current, peak = tracemalloc.get_traced_memory()
        size = (folder / "f.db").stat().st_size
    out.put(
        {
            "urls": n,
            "queue_s": round(added, 2),
            "claim_all_s": round(claim, 2),
            "claimed": claimed,
            "python_peak_mib": round(peak / 2**20, 1),
            "process_peak_rss_mib": round(
                resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1
            ),
            "rss_before_mib": round(base_rss / 1024, 1),
            "db_mib": round(size / 2**20, 1),
        }
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--articles", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--concurrency", type=int, default=2, help="connections per host")
    parser.add_argument("--frontier-urls", type=int, default=100_000)
    parser.add_argument("--smoke", action="store_true", help="tiny sizes, for CI")
    parser.add_argument("--frontier-only", action="store_true", help="skip the crawls")
    args = parser.parse_args()
    if args.smoke:
        args.articles, args.frontier_urls = 60, 2000

    ctx = multiprocessing.get_context("spawn")
    results: dict[str, Any] = {
        "articles_in_web": args.articles,
        "concurrency_per_host": args.concurrency,
    }
    if not args.frontier_only:
        results.update(_crawls(args, ctx))
    queue: Any = ctx.Queue()
    proc = ctx.Process(target=_frontier_run, args=(args.frontier_urls, queue))
    proc.start()
    results["frontier"] = queue.get(timeout=3600)
    proc.join()
    json.dump(results, sys.stdout, indent=2)
    sys.stdout.write("\n")


def _crawls(args: argparse.Namespace, ctx: Any) -> dict[str, Any]:
    """The three throughput runs against one simulated web served by another process."""
    results: dict[str, Any] = {}
    port = _free_port()
    ready = ctx.Event()
    server = ctx.Process(target=_serve, args=(args.seed, args.articles, port, ready), daemon=True)
    server.start()
    try:
        if not ready.wait(600):
            raise RuntimeError("the simulated web did not start")
        proxy = f"http://127.0.0.1:{port}"
        with tempfile.TemporaryDirectory(prefix="newsfold-crawl-bench-") as tmp:
            folder = Path(tmp)
            text = _sources(args.seed, args.articles, proxy, folder, args.concurrency)
            fetch_only = _crawl(text, folder / "a.db", extract=False)
            full = _crawl(text, folder / "b.db", extract=True)
        urls = fetch_only.pop("_urls")
        full.pop("_urls")
        hosts = len({u.split("/")[2] for u in urls})
        wall, cpu, ok = asyncio.run(_bare_fetch(urls, proxy, hosts * args.concurrency))
        results["newsfold_fetch_archive_frontier"] = fetch_only
        results["newsfold_with_extract_and_fold"] = full
        results["bare_httpx_same_urls"] = {
            "pages": ok,
            "wall_s": round(wall, 2),
            "pages_per_s": round(ok / wall, 1),
            "cpu_s_per_page": round(cpu / max(1, ok), 4),
        }
        results["ratio_bare_over_newsfold_fetch"] = round(
            (ok / wall) / max(1e-9, fetch_only["pages_per_s"]), 2
        )
    finally:
        server.terminate()
        server.join(10)
    return results


if __name__ == "__main__":
    main()
