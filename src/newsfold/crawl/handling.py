"""What each fetch result means for the frontier.

Kept apart from the async loop so the decisions (retry or give up, follow a
redirect, what counts as unchanged, what a feed adds) are plain functions of
a result and a frontier row, testable without a server.

* 2xx article: a new page (unless its bytes hash like last time);
  feed / sitemap / home / section: their links are queued;
* 304: done, nothing processed;
* 3xx: the target is queued (in scope, under the hop limit);
* 429 / 503: the host backs off (``Retry-After``, capped) and the URL waits;
* 5xx and network errors: retried with exponential backoff, then failed;
* body limits and broken encodings: failed at once with the reason;
* other 4xx: failed (a probe of a common feed path just ends quietly).
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from newsfold.crawl.discovery import (
    COMMON_FEED_PATHS,
    COMMON_SITEMAP_PATHS,
    Link,
    page_links,
    parse_feed,
    parse_sitemap,
)
from newsfold.crawl.fetcher import BodyRefusedError, FetchResult
from newsfold.crawl.frontier import Frontier, NewUrl, QueuedUrl
from newsfold.crawl.politeness import Politeness, parse_retry_after
from newsfold.crawl.robots import RobotsRules
from newsfold.crawl.sources import CrawlConfig, Source
from newsfold.models import Page
from newsfold.urls import canonicalize, join_url, split_url

if TYPE_CHECKING:
    from newsfold.crawl.crawler import CrawlSummary

__all__ = ["TRANSIENT_ERRORS", "Handled", "Outcome", "ResultHandler"]

#: Fetch errors worth another try later; every other error kind is final.
TRANSIENT_ERRORS = frozenset(
    {
        "connect_timeout",
        "read_timeout",
        "total_timeout",
        "connect_error",
        "network_error",
        "truncated",
    }
)
_REDIRECTS = (301, 302, 303, 307, 308)
_HTML_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "")


class Outcome(enum.StrEnum):
    """How one frontier row ended this time."""

    PAGE = "page"
    DISCOVERED = "discovered"
    NOT_MODIFIED = "not_modified"
    UNCHANGED = "unchanged"
    REDIRECT = "redirect"
    RETRY = "retry"
    FAILED = "failed"
    BLOCKED = "robots_blocked"
    GONE = "probe_missing"


@dataclass(frozen=True, slots=True)
class Handled:
    """The outcome, and the page to store when there is a new one."""

    outcome: Outcome
    page: Page | None = None


def content_hash(body: bytes) -> str:
    """Hash of a body, to tell a changed page from one served again unchanged."""
    return hashlib.blake2b(body, digest_size=16).hexdigest()


class ResultHandler:
    """Turns fetch results into frontier updates and newly queued URLs."""

    def __init__(
        self,
        config: CrawlConfig,
        frontier: Frontier,
        politeness: Politeness,
        summary: CrawlSummary,
    ) -> None:
        self.config = config
        self.frontier = frontier
        self.politeness = politeness
        self.summary = summary
        self._sources = {s.name: s for s in config.sources}
        #: Seconds of fetching one URL may take over all its attempts in a run.
        self.url_budget = float("inf")
        #: Seconds each URL has spent fetching in this run (the crawler adds to it).
        self.spent: dict[str, float] = {}

    # -- building frontier entries -------------------------------------------------------

    def new_url(
        self,
        source: Source,
        url: str,
        kind: str,
        *,
        probe: bool = False,
        depth: int = 0,
        hops: int = 0,
        via: str | None = None,
        hints: dict[str, str] | None = None,
        check_scope: bool = True,
    ) -> NewUrl | None:
        """A frontier entry for ``url`` under ``source``'s rules, or None when out of scope.

        The canonical form is also the address fetched, so URL variants are
        one row and the page id (URL + bytes) does not depend on which variant
        was seen first.
        """
        canonical = canonicalize(url, source.url_rules)
        if check_scope and not source.in_scope(canonical):
            return None
        parts = split_url(canonical)
        host = parts.netloc.lower() if parts is not None else ""
        if not host:
            return None
        return NewUrl(
            url=canonical,
            canonical_url=canonical,
            source=source.name,
            host=host,
            kind=kind,
            probe=probe,
            depth=depth,
            hops=hops,
            via=via,
            hints=dict(hints or {}),
        )

    def seeds(self) -> list[NewUrl]:
        """Home pages, configured feeds and sitemaps, and probes of common paths."""
        out: list[NewUrl] = []
        for source in self.config.sources:
            candidates: list[NewUrl | None] = [
                self.new_url(source, source.url, "home", check_scope=False)
            ]
            candidates += [self.new_url(source, u, "feed", check_scope=False) for u in source.feeds]
            candidates += [
                self.new_url(source, u, "sitemap", check_scope=False) for u in source.sitemaps
            ]
            if not source.feeds and not source.sitemaps:
                base = f"{urlsplit(source.url).scheme}://{urlsplit(source.url).netloc}"
                candidates += [
                    self.new_url(source, base + p, "sitemap", probe=True)
                    for p in COMMON_SITEMAP_PATHS
                ]
                candidates += [
                    self.new_url(source, base + p, "feed", probe=True) for p in COMMON_FEED_PATHS
                ]
            out += [c for c in candidates if c is not None]
        return out

    def robots_sitemaps(self, source: Source, urls: Iterable[str]) -> list[NewUrl]:
        """Sitemaps listed in robots.txt (in scope only)."""
        found = (self.new_url(source, u, "sitemap") for u in urls)
        return [n for n in found if n is not None]

    def _links(self, source: Source, item: QueuedUrl, links: Iterable[Link]) -> int:
        entries = []
        for link in links:
            depth = item.depth + 1 if link.kind == "section" else item.depth
            entry = self.new_url(source, link.url, link.kind, depth=depth, hints=link.hints)
            if entry is not None:
                entries.append(entry)
        added = self.frontier.add(entries)
        self.summary.discovered += added
        return added

    # -- robots ----------------------------------------------------------------------------

    def check_robots(
        self, item: QueuedUrl, rules: RobotsRules, agent: str, *, retry_in: float = 0.0
    ) -> Outcome | None:
        """None when ``item`` may be fetched; otherwise the outcome already recorded.

        ``retry_in`` is how long the unavailable robots.txt stays cached: a URL
        waits at least that long, so each of its attempts meets a fresh answer.
        """
        if rules.unavailable:
            return self._retry(
                item,
                "robots_unavailable",
                f"robots.txt unreadable ({rules.error})",
                delay=max(retry_in, self.politeness.state(item.host).limits.park_base),
                status=rules.status,
            )
        if not rules.allowed(item.url, agent):
            self.frontier.fail(item.key, "robots_disallowed", f"robots.txt disallows {item.url}")
            self.summary.outcomes[Outcome.BLOCKED] += 1
            return Outcome.BLOCKED
        return None

    # -- results -----------------------------------------------------------------------------

    def handle(self, item: QueuedUrl, result: FetchResult, warc: tuple[str, int] | None) -> Handled:
        """Record what ``result`` means for ``item``; return the outcome (and a new page)."""
        handled = self._handle(item, result, warc)
        if handled.outcome is not Outcome.PAGE:
            self.summary.outcomes[handled.outcome] += 1
        return handled

    def _handle(
        self, item: QueuedUrl, result: FetchResult, warc: tuple[str, int] | None
    ) -> Handled:
        source = self._sources.get(item.source)
        if result.error_kind is not None or result.status is None:
            kind = result.error_kind or "network_error"
            message = result.error_message or kind
            if kind in TRANSIENT_ERRORS:
                return Handled(self._retry(item, kind, message, status=result.status))
            self.frontier.fail(item.key, kind, message, status=result.status)
            return Handled(Outcome.FAILED)
        status = result.status
        if status in (429, 503):
            wanted = parse_retry_after(result.header("retry-after"), result.fetched_at)
            pause = self.politeness.retry_after(item.host, wanted)
            self._save_host(item.host)
            return Handled(
                self._retry(item, f"http_{status}", f"HTTP {status}", delay=pause, status=status)
            )
        if status >= 500:
            return Handled(self._retry(item, f"http_{status}", f"HTTP {status}", status=status))
        if status == 304:
            self.frontier.done(
                item.key,
                status=304,
                fetched_at=result.fetched_at,
                revisit_at=self._revisit_at(item, result.fetched_at),
            )
            return Handled(Outcome.NOT_MODIFIED)
        if status in _REDIRECTS:
            return Handled(self._redirect(item, result, source))
        if status >= 300 or status < 200:
            if item.probe and status in (404, 410):
                self.frontier.done(item.key, status=status, fetched_at=result.fetched_at)
                return Handled(Outcome.GONE)
            self.frontier.fail(item.key, f"http_{status}", f"HTTP {status}", status=status)
            return Handled(Outcome.FAILED)
        if source is None:
            self.frontier.fail(item.key, "unknown_source", f"no source named {item.source!r}")
            return Handled(Outcome.FAILED)
        if item.kind == "article":
            return self._article(item, result, warc)
        return Handled(self._discovery(item, result, source))

    def _article(
        self, item: QueuedUrl, result: FetchResult, warc: tuple[str, int] | None
    ) -> Handled:
        kind = (result.header("content-type") or "").split(";")[0].strip().lower()
        if kind not in _HTML_TYPES and not kind.endswith("html"):
            self.frontier.fail(item.key, "not_html", f"Content-Type {kind}", status=result.status)
            return Handled(Outcome.FAILED)
        digest = content_hash(result.body)
        if digest == item.content_hash:
            self._done(item, result, digest)
            return Handled(Outcome.UNCHANGED)
        page = Page(
            url=item.url,
            body=result.body,
            fetched_at=result.fetched_at,
            final_url=item.url,
            status=result.status or 200,
            headers=result.headers,
            source=item.source,
            warc_path=warc[0] if warc else None,
            warc_offset=warc[1] if warc else None,
        )
        return Handled(Outcome.PAGE, page)

    def commit_page(self, item: QueuedUrl, result: FetchResult, page: Page) -> None:
        """Mark an article done once its page is stored."""
        self._done(item, result, content_hash(result.body), page.id)
        self.summary.outcomes[Outcome.PAGE] += 1

    def _discovery(self, item: QueuedUrl, result: FetchResult, source: Source) -> Outcome:
        content_type = result.header("content-type")
        if item.kind == "feed":
            links = parse_feed(result.body, item.url, content_type)
        elif item.kind == "sitemap":
            try:
                links = parse_sitemap(
                    result.body, item.url, max_bytes=self.config.max_decompressed_bytes
                )
            except BodyRefusedError as exc:
                self.frontier.fail(item.key, exc.kind, str(exc), status=result.status)
                return Outcome.FAILED
        else:
            links = page_links(
                result.body,
                item.url,
                content_type,
                sections=item.kind == "home" and item.depth == 0,
            )
            if not source.wants_links():
                links = [link for link in links if link.kind == "feed"]
        self._links(source, item, links)
        self._done(item, result, content_hash(result.body))
        return Outcome.DISCOVERED

    def _redirect(self, item: QueuedUrl, result: FetchResult, source: Source | None) -> Outcome:
        location = result.header("location")
        status = result.status or 0
        if not location:
            self.frontier.fail(item.key, "bad_redirect", "redirect without Location", status=status)
            return Outcome.FAILED
        if item.hops >= self.config.max_redirects:
            self.frontier.fail(
                item.key,
                "too_many_redirects",
                f"over {self.config.max_redirects} hops",
                status=status,
            )
            return Outcome.FAILED
        target = join_url(item.url, location)
        if target is None:
            self.frontier.fail(
                item.key, "bad_redirect", f"unreadable Location {location!r}", status=status
            )
            return Outcome.FAILED
        if source is None:
            self.frontier.fail(item.key, "unknown_source", item.source, status=status)
            return Outcome.FAILED
        entry = self.new_url(
            source, target, item.kind, hops=item.hops + 1, via=item.url, hints=item.hints
        )
        if entry is None:
            self.frontier.fail(
                item.key, "redirect_out_of_scope", f"redirects to {target}", status=status
            )
            return Outcome.FAILED
        if entry.canonical_url == item.canonical_url:
            # Same canonical URL (www., slash, scheme): fetch it at the new address.
            if target == item.url:
                self.frontier.fail(item.key, "redirect_loop", target, status=status)
                return Outcome.FAILED
            self.frontier.move(item.key, target, item.hops + 1)
            return Outcome.REDIRECT
        self.summary.discovered += self.frontier.add([entry])
        self.frontier.done(
            item.key, status=status, fetched_at=result.fetched_at, redirect_to=entry.url
        )
        return Outcome.REDIRECT

    # -- helpers -------------------------------------------------------------------------------

    def _retry(
        self,
        item: QueuedUrl,
        kind: str,
        message: str,
        *,
        delay: float | None = None,
        status: int | None = None,
    ) -> Outcome:
        spent = self.spent.get(item.key, 0.0)
        if spent >= self.url_budget:
            # a server that drips bytes gets no more of the host's time than the budget
            self.frontier.fail(
                item.key,
                "time_budget",
                f"{message} (gave up after {spent:.0f}s of fetching over {item.attempts + 1} "
                f"tries, url_time_budget {self.url_budget:g}s)",
                status=status,
            )
            return Outcome.FAILED
        if item.attempts + 1 >= self.config.max_attempts:
            self.frontier.fail(
                item.key,
                kind,
                f"{message} (gave up after {item.attempts + 1} tries)",
                status=status,
            )
            return Outcome.FAILED
        if delay is None:
            limits = self.politeness.state(item.host).limits
            delay = min(limits.park_max, limits.park_base * (2.0**item.attempts))
        due = datetime.now(UTC) + timedelta(seconds=delay)
        self.frontier.retry(item.key, due, kind, message, status=status)
        self._save_host(item.host)
        return Outcome.RETRY

    def _save_host(self, host: str) -> None:
        state = self.politeness.state(host)
        parked = self.politeness.parked_for(host)
        self.frontier.save_host(
            host,
            parked_until=datetime.now(UTC) + timedelta(seconds=parked) if parked else None,
            failures=state.failures,
            crawl_delay=state.crawl_delay or None,
        )

    def _done(
        self, item: QueuedUrl, result: FetchResult, digest: str, page_id: str | None = None
    ) -> None:
        self.frontier.done(
            item.key,
            status=result.status or 200,
            fetched_at=result.fetched_at,
            revisit_at=self._revisit_at(item, result.fetched_at),
            etag=result.header("etag"),
            last_modified=result.header("last-modified"),
            content_hash=digest,
            page_id=page_id,
        )

    def _revisit_at(self, item: QueuedUrl, fetched_at: datetime) -> datetime | None:
        if item.probe:
            return None
        source = self._sources.get(item.source)
        if item.kind != "article":
            every = source.feed_interval if source else None
            return fetched_at + timedelta(
                seconds=every if every is not None else self.config.feed_interval
            )
        age = (fetched_at - item.discovered_at).total_seconds()
        if age >= self.config.revisit_window:
            return None
        every = source.revisit_interval if source else None
        return fetched_at + timedelta(
            seconds=every if every is not None else self.config.revisit_interval
        )
