"""The crawl loop: frontier in, archived pages and folded stories out.

One asyncio task per host lane (``concurrency`` lanes per host) claims URLs
of its host from the frontier, waits its turn under the politeness rules,
checks robots.txt, fetches, archives the exchange to WARC and records the
outcome in the frontier. Article pages are stored in the store as
``pending`` pages pointing into the WARC, and :attr:`Crawler.pages_arrived`
says so. The crawler is a source: it never extracts or folds; the engine
(:func:`newsfold.engine.crawl.crawl`) drives it and folds what it stored.
Because the frontier and the pending pages live in the store, a crawl killed
at any moment resumes where it stopped.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections import Counter, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

import httpx

from newsfold.archive import RotatingWarcWriter
from newsfold.config import Settings
from newsfold.crawl.fetcher import Fetcher, FetchLimits, FetchResult
from newsfold.crawl.frontier import Frontier, QueuedUrl
from newsfold.crawl.handling import ResultHandler
from newsfold.crawl.politeness import Politeness
from newsfold.crawl.robots import RobotsCache, RobotsRules
from newsfold.crawl.sources import CrawlConfig, Source
from newsfold.engine.local import IngestSummary
from newsfold.extract import SourceHints
from newsfold.models import Page
from newsfold.store import Store

__all__ = ["CrawlStatus", "CrawlSummary", "Crawler"]

log = logging.getLogger(__name__)

#: Seconds between two full scans of the frontier for hosts with due work.
_SCAN_INTERVAL = 1.0
#: Pages folded per transaction while crawling. Smaller than ingest's batch
#: (:data:`newsfold.engine.local.FOLD_BATCH`): on SQLite a fold batch holds the one
#: write lock, and the fetchers' frontier and page writes wait behind it; a
#: hundred pages hold it for a fraction of a second. Pages arrive at polite rates,
#: so larger batches would buy nothing but stalls.
CRAWL_FOLD_BATCH = 100


def _utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass(slots=True)
class CrawlSummary:
    """What one crawl run did (also the live status shown while it runs)."""

    requests: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    host_requests: Counter[str] = field(default_factory=Counter)
    bytes: int = 0
    pages_stored: int = 0
    discovered: int = 0
    elapsed: float = 0.0
    extraction: IngestSummary = field(default_factory=IngestSummary)

    @property
    def rate(self) -> float:
        """Requests per second so far."""
        return self.requests / self.elapsed if self.elapsed > 0 else 0.0

    def as_dict(self) -> dict[str, object]:
        """Plain dict for JSON and the runs table."""
        return {
            "requests": self.requests,
            "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
            "outcomes": {str(k): v for k, v in self.outcomes.items()},
            "errors": dict(self.errors),
            "bytes": self.bytes,
            "pages_stored": self.pages_stored,
            "urls_discovered": self.discovered,
            "elapsed_s": round(self.elapsed, 3),
            "requests_per_s": round(self.rate, 3),
            "extraction": self.extraction.as_dict(),
        }


@dataclass(frozen=True, slots=True)
class CrawlStatus:
    """A snapshot for the live display."""

    summary: CrawlSummary
    queues: dict[str, int]
    active_hosts: list[str]
    parked: dict[str, float]


class Crawler:
    """Runs a crawl over the sources of a :class:`CrawlConfig` into a store.

    ``follow=False`` (``--once``) stops when nothing is left to fetch;
    ``follow=True`` keeps revisiting feeds, sitemaps and recent articles on
    their schedule until :meth:`stop` is called.
    """

    def __init__(
        self,
        config: CrawlConfig,
        store: Store,
        settings: Settings | None = None,
        *,
        follow: bool = False,
        transport: httpx.AsyncBaseTransport | None = None,
        progress: Callable[[CrawlStatus], None] | None = None,
        progress_interval: float = 0.5,
        lease_seconds: float = 600.0,
    ) -> None:
        self.config = config
        self.store = store
        self.settings = settings or Settings()
        self.follow = follow
        #: Pages folded per transaction while this crawl runs (:data:`CRAWL_FOLD_BATCH`).
        self.fold_batch = CRAWL_FOLD_BATCH
        self.frontier = Frontier(store.engine, lease_seconds=lease_seconds)
        self.fetcher = Fetcher(
            FetchLimits(
                user_agent=config.user_agent,
                connect_timeout=config.connect_timeout,
                read_timeout=config.read_timeout,
                total_timeout=config.total_timeout,
                max_body_bytes=config.max_body_bytes,
                max_decompressed_bytes=config.max_decompressed_bytes,
            ),
            transport=transport,
            proxy=config.proxy,
        )
        self.politeness = Politeness()
        self.robots = RobotsCache(
            self._fetch_robots,
            config.user_agent,
            ttl=config.robots_ttl,
            error_ttl=config.robots_error_ttl,
        )
        self.archive = RotatingWarcWriter(
            config.archive_dir,
            max_bytes=config.warc_max_bytes,
            info={"operator-user-agent": config.user_agent},
        )
        self.summary = CrawlSummary()
        self.handler = ResultHandler(config, self.frontier, self.politeness, self.summary)
        self.handler.url_budget = self.settings.url_time_budget
        #: Seconds of fetching per host in this run (per hour with ``follow``), and the
        #: hosts past ``host_time_budget``, whose URLs wait for the next run.
        self._host_spent: dict[str, float] = {}
        self._over_budget: set[str] = set()
        self._budget_window = time.monotonic()
        self._progress = progress
        self._progress_interval = progress_interval
        self._hints = {s.name: s.hints() for s in config.sources}
        self._host_source: dict[str, Source] = {}
        self._local: dict[str, deque[QueuedUrl]] = {}
        self._lanes: dict[str, set[asyncio.Task[None]]] = {}
        self._robots_locks: dict[str, asyncio.Lock] = {}
        self._stopping = False
        #: Set when every fetch of this run has ended (no page arrives after it).
        self.fetching_done = False
        self._wake = asyncio.Event()
        #: Set whenever article pages were stored (the engine clears it as it folds).
        self.pages_arrived = asyncio.Event()
        self._started = time.monotonic()
        #: How often ``--follow`` looks for revisits that have come due.
        intervals = [config.feed_interval, config.revisit_interval] + [
            v
            for src in config.sources
            for v in (src.feed_interval, src.revisit_interval)
            if v is not None
        ]
        self._revisit_check = max(0.1, min(1.0, *intervals))
        for source in config.sources:
            for host in source.allowed_hosts():
                self._host_source.setdefault(host, source)
                self.politeness.configure(host, source.limits)

    # -- public ------------------------------------------------------------------------

    def stop(self) -> None:
        """Finish the requests in flight, hand the rest back to the frontier, and return."""
        self._stopping = True
        self._wake.set()

    def hints_for(self, page: Page) -> SourceHints | None:
        """Extraction hints of the page's source (``Page.source`` is the source name).

        The publication date its feed or (Google News) sitemap entry gave goes
        along as ``feed_date``, one more date candidate for extraction.
        """
        hints = self._hints.get(page.source or "")
        if hints is None:
            return None
        published = self.frontier.hints_for_page(page.id).get("published")
        return dataclasses.replace(hints, feed_date=published) if published else hints

    async def run(self, *, until: Awaitable[object] | None = None) -> CrawlSummary:
        """Crawl until the frontier is exhausted (or forever with ``follow``); once
        fetching is done, wait for ``until`` (the engine folding the last pages)
        before the run is closed and recorded."""
        started_at = _utcnow()
        self._started = time.monotonic()
        self.frontier.recover()
        self._restore_parked_hosts()
        self.summary.discovered += self.frontier.add(self.handler.seeds())
        self.frontier.requeue_revisits()
        reporter = asyncio.create_task(self._report_loop()) if self._progress else None
        try:
            await self._supervise()
        finally:
            self._stopping = True
            await self._drain_lanes()
            self.fetching_done = True
            self.pages_arrived.set()
            if until is not None:
                await until
            if reporter is not None:
                reporter.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await reporter
            await self.fetcher.aclose()
            self.archive.close()
            self.summary.elapsed = time.monotonic() - self._started
            if self._progress:
                self._progress(self._status())
            self.store.record_run(
                "crawl" + (" --follow" if self.follow else " --once"),
                started_at,
                self.summary.as_dict(),
            )
        return self.summary

    # -- supervision -------------------------------------------------------------------

    async def _supervise(self) -> None:
        """Start lanes for hosts with due work; decide when a ``--once`` crawl is over.

        The full "which hosts have due work" query scans the queue, so it runs
        at most once a second; in between, hosts that just received new URLs
        get lanes at once.
        """
        next_revisit_check = 0.0
        next_scan = 0.0
        while not self._stopping:
            now = _utcnow()
            if self.follow and time.monotonic() >= next_revisit_check:
                if self.frontier.requeue_revisits(now):
                    next_scan = 0.0
                next_revisit_check = time.monotonic() + self._revisit_check
            scanned = time.monotonic() >= next_scan
            if scanned:
                work = set(self.frontier.hosts_with_work(now))
                self.frontier.take_added_hosts()
                next_scan = time.monotonic() + _SCAN_INTERVAL
            else:
                work = self.frontier.take_added_hosts()
            work -= self._over_budget_hosts()
            for host in work:
                self._spawn_lanes(host)
            running = any(self._lanes.values())
            if not running and not work:
                if not scanned:
                    next_scan = 0.0  # confirm with a full scan before going idle
                    continue
                if self.follow:
                    await self._sleep(self._revisit_check)
                    continue
                due = self.frontier.next_due(skip_hosts=self._over_budget)
                if due is None:
                    return
                await self._sleep(min(1.0, max(0.01, (due - now).total_seconds())))
                next_scan = 0.0
                continue
            await self._sleep(0.2)

    async def _sleep(self, seconds: float) -> None:
        self._wake.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), timeout=seconds)

    def _spawn_lanes(self, host: str) -> None:
        if self.politeness.parked_for(host) > 0.5:
            return
        lanes = self._lanes.setdefault(host, set())
        wanted = self.politeness.state(host).limits.concurrency
        while len(lanes) < wanted:
            task = asyncio.create_task(self._lane(host))
            lanes.add(task)
            task.add_done_callback(self._lane_done(host))

    def _lane_done(self, host: str) -> Callable[[asyncio.Task[None]], None]:
        def done(task: asyncio.Task[None]) -> None:
            self._lanes.get(host, set()).discard(task)
            if not task.cancelled() and task.exception() is not None:
                log.error("crawl lane for %s crashed", host, exc_info=task.exception())
            self._wake.set()

        return done

    async def _drain_lanes(self) -> None:
        tasks = [t for lanes in self._lanes.values() for t in lanes]
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        leftover = [item.key for queue in self._local.values() for item in queue]
        self._local.clear()
        self.frontier.release(leftover)

    def _restore_parked_hosts(self) -> None:
        now = _utcnow()
        for host, until in self.frontier.parked_hosts(now).items():
            self.politeness.park(host, (until - now).total_seconds())

    # -- one host lane -----------------------------------------------------------------

    async def _lane(self, host: str) -> None:
        while not self._stopping:
            item = self._next_item(host)
            if item is None:
                return
            try:
                await self._crawl_one(item)
            except Exception:
                # A bug in handling one URL must not lose it: hand it back and stop this lane.
                self.frontier.release([item.key], _utcnow() + timedelta(seconds=60))
                raise

    def _next_item(self, host: str) -> QueuedUrl | None:
        queue = self._local.setdefault(host, deque())
        if host in self._over_budget and queue:
            self.frontier.release([item.key for item in queue])  # for the next run
            self.summary.outcomes["host_budget"] += len(queue)
            queue.clear()
        if not queue:
            if host in self._over_budget:
                return None
            if self.politeness.parked_for(host) > 0.5:
                return None
            batch = 4 * self.politeness.state(host).limits.concurrency
            queue.extend(self.frontier.claim(host, batch))
        return queue.popleft() if queue else None

    async def _turn(self, host: str) -> None:
        while True:
            wait = self.politeness.wait_time(host)
            if wait <= 0:
                self.politeness.start(host)
                return
            await asyncio.sleep(min(wait, 0.5) if wait != float("inf") else 0.02)

    def _over_budget_hosts(self) -> set[str]:
        """Hosts past ``host_time_budget`` (with ``follow`` the budget is per hour)."""
        if self.follow and time.monotonic() - self._budget_window >= 3600.0:
            self._budget_window = time.monotonic()
            self._host_spent.clear()
            self._over_budget.clear()
        return self._over_budget

    def _charge(self, host: str, key: str | None, elapsed: float) -> None:
        """Count fetch time against the URL's and the host's budgets."""
        if key is not None:
            self.handler.spent[key] = self.handler.spent.get(key, 0.0) + elapsed
        self._host_spent[host] = self._host_spent.get(host, 0.0) + elapsed
        if (
            self._host_spent[host] >= self.settings.host_time_budget
            and host not in self._over_budget
        ):
            log.warning(
                "host %s used its time budget (%.0fs of fetching); its other URLs wait "
                "for the next run",
                host,
                self._host_spent[host],
            )
            self._over_budget.add(host)

    async def _crawl_one(self, item: QueuedUrl) -> None:
        if item.host in self._over_budget_hosts():
            self.frontier.release([item.key])  # not failed: the next run fetches it
            self.summary.outcomes["host_budget"] += 1
            return
        rules = await self._robots_for(item)
        verdict = self.handler.check_robots(
            item, rules, self.robots.agent, retry_in=rules.expires_at - self.robots.clock()
        )
        if verdict is not None:
            return
        await self._turn(item.host)
        left = self.settings.url_time_budget - self.handler.spent.get(item.key, 0.0)
        result = await self.fetcher.fetch(
            item.url,
            etag=item.etag if item.kind == "article" else None,
            last_modified=item.last_modified if item.kind == "article" else None,
            deadline=max(1.0, left),
        )
        self._account(item.host, result)
        self._charge(item.host, item.key, result.elapsed)
        warc = self._archive(result, item)
        handled = self.handler.handle(item, result, warc)
        if handled.page is not None:
            self.store.add_pages([handled.page])
            self.handler.commit_page(item, result, handled.page)
            self.summary.pages_stored += 1
            self.pages_arrived.set()
        self._wake.set()

    async def _robots_for(self, item: QueuedUrl) -> RobotsRules:
        cached = self.robots.cached(item.url)
        if cached is not None:
            return cached
        lock = self._robots_locks.setdefault(item.host, asyncio.Lock())
        async with lock:
            cached = self.robots.cached(item.url)
            if cached is not None:
                return cached
            rules = await self.robots.refresh(item.url)
        self.politeness.set_crawl_delay(item.host, rules.crawl_delay(self.robots.agent))
        source = self._source_for(item)
        if source is not None and rules.sitemaps:
            self.summary.discovered += self.frontier.add(
                self.handler.robots_sitemaps(source, rules.sitemaps)
            )
        return rules

    def _source_for(self, item: QueuedUrl) -> Source | None:
        return next((s for s in self.config.sources if s.name == item.source), None)

    async def _fetch_robots(self, url: str) -> FetchResult:
        host = urlsplit(url).netloc.lower()
        await self._turn(host)
        result = await self.fetcher.fetch(url)
        self._account(host, result)
        self._charge(host, None, result.elapsed)
        self._archive(result, None)
        return result

    def _account(self, host: str, result: FetchResult) -> None:
        self.politeness.finish(host, result.elapsed, result.status if result.ok else None)
        self.summary.requests += 1
        self.summary.host_requests[host] += 1
        self.summary.bytes += len(result.body)
        if result.status is not None:
            self.summary.statuses[result.status] += 1
        if result.error_kind:
            self.summary.errors[result.error_kind] += 1

    def _archive(self, result: FetchResult, item: QueuedUrl | None) -> tuple[str, int] | None:
        meta = {
            "fetch-time": result.fetched_at.isoformat().replace("+00:00", "Z"),
            "fetch-elapsed-s": f"{result.elapsed:.4f}",
        }
        if item is not None:
            meta.update(
                {"canonical-url": item.canonical_url, "source": item.source, "kind": item.kind}
            )
            if item.hints:
                meta.update({f"hint-{k}": v for k, v in sorted(item.hints.items())})
        if not result.ok or result.status is None:
            meta["fetch-error"] = f"{result.error_kind}: {result.error_message}"
            self.archive.write_metadata(result.url, meta, fetched_at=result.fetched_at)
            return None
        return self.archive.write_exchange(
            result.url,
            result.body,
            status=result.status,
            reason=result.reason,
            headers=result.headers,
            request_headers=result.request_headers,
            fetched_at=result.fetched_at,
            metadata=meta,
            kind=item.kind if item is not None else "robots",
        )

    # -- progress ----------------------------------------------------------------------

    async def _report_loop(self) -> None:
        assert self._progress is not None
        while True:
            await asyncio.sleep(self._progress_interval)
            self.summary.elapsed = time.monotonic() - self._started
            self._progress(self._status())

    def _status(self) -> CrawlStatus:
        queues = self.frontier.queue_sizes()
        for host, local in self._local.items():
            queues[host] = queues.get(host, 0) + len(local)
        parked = {
            host: self.politeness.parked_for(host)
            for host in self.politeness.hosts()
            if self.politeness.parked_for(host) > 0
        }
        active = sorted(h for h, lanes in self._lanes.items() if lanes)
        return CrawlStatus(self.summary, queues, active, parked)
