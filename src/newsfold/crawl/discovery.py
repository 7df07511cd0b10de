"""Finding article URLs: feeds, sitemaps, and links on home and section pages.

Each parser takes the bytes of one fetched document and returns
:class:`Link` values; it never fetches anything itself (the crawler queues
what it finds in the frontier, so discovery is resumable and polite like
everything else).

* Feeds: RSS and Atom through feedparser, JSON Feed read directly
  (feedparser does not know it); autodiscovery from
  ``<link rel="alternate">`` in HTML.
* Sitemaps: ``<urlset>`` and ``<sitemapindex>``, gzipped or not, plain-text
  sitemaps, and Google News sitemaps whose publication date and title are
  kept as hints (date candidates for later stages).
* Links: same-scope anchors on home and section pages, kept when the URL
  looks like an article (a dated path, a long slug, a numeric id).
"""

from __future__ import annotations

import calendar
import json
import logging
import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urldefrag

import feedparser
from lxml import etree, html

from newsfold.crawl.fetcher import decode_body
from newsfold.extract.encoding import decode_html
from newsfold.urls import join_url, split_url

__all__ = [
    "COMMON_FEED_PATHS",
    "COMMON_SITEMAP_PATHS",
    "Link",
    "autodiscover_feeds",
    "looks_like_article",
    "looks_like_section",
    "page_links",
    "parse_feed",
    "parse_sitemap",
]

log = logging.getLogger(__name__)

#: Probed when a source configures neither feeds nor sitemaps (and robots.txt lists none).
COMMON_FEED_PATHS = ("/rss.xml", "/feed", "/atom.xml", "/feed.xml", "/index.xml")
COMMON_SITEMAP_PATHS = ("/sitemap.xml", "/sitemap_index.xml", "/news-sitemap.xml")

_FEED_TYPES = (
    "application/rss+xml",
    "application/atom+xml",
    "application/feed+json",
    "application/json",
    "application/rdf+xml",
    "application/x-rss+xml",
)
_SKIP_EXT_RE = re.compile(
    r"\.(?:jpe?g|png|gif|webp|svg|ico|css|js|json|xml|rss|pdf|zip|gz|mp[34]|m4a|avi|mov|woff2?)$",
    re.I,
)
_NOT_ARTICLE_RE = re.compile(
    r"/(?:tags?|topics?|authors?|category|categories|search|login|logout|signin|register|"
    r"subscribe|about|contact|privacy|terms|feed|rss|page/\d+)(?:/|$)",
    re.I,
)
_DATE_PATH_RE = re.compile(r"/(?:19|20)\d{2}[/-]?(?:0[1-9]|1[0-2])(?:[/-]?\d{2})?(?:/|$|[-_])")
_ID_RE = re.compile(r"\d{5,}")
_SLUG_RE = re.compile(r"[a-z0-9]+(?:[-_][a-z0-9]+){3,}", re.I)
_ARTICLE_EXT_RE = re.compile(r"\.(?:s?html?|php|aspx?)$", re.I)


@dataclass(frozen=True, slots=True)
class Link:
    """A URL found while discovering, with what kind of document it should be."""

    url: str
    kind: str
    hints: dict[str, str] = field(default_factory=dict, hash=False, compare=False)


def _absolute(base: str, href: str | None) -> str | None:
    if not href or not href.strip():
        return None
    joined = join_url(base, href.strip())
    parts = split_url(joined) if joined is not None else None
    if joined is None or parts is None or parts.scheme not in ("http", "https"):
        return None  # a link urllib cannot read ("http://[bad") is no link
    return urldefrag(joined)[0]


def _struct_to_iso(value: time.struct_time | None) -> str | None:
    if value is None:
        return None
    try:
        stamp = calendar.timegm(value)
    except (TypeError, ValueError, OverflowError):
        return None
    return datetime.fromtimestamp(stamp, UTC).isoformat().replace("+00:00", "Z")


def _json_feed(data: Any, base: str) -> list[Link]:
    links: list[Link] = []
    items = data.get("items") if isinstance(data, dict) else None
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        url = _absolute(base, item.get("url") or item.get("external_url"))
        if url is None:
            continue
        hints = {
            key: str(item[name])
            for key, name in (("published", "date_published"), ("title", "title"))
            if item.get(name)
        }
        links.append(Link(url, "article", hints))
    return links


def parse_feed(body: bytes, base: str, content_type: str | None = None) -> list[Link]:
    """Article links from an RSS, Atom or JSON Feed document, in feed order."""
    stripped = body.lstrip()
    if stripped[:1] in (b"{", b"[") or "json" in (content_type or "").lower():
        try:
            return _json_feed(json.loads(body.decode("utf-8-sig", "replace")), base)
        except json.JSONDecodeError:
            log.info("feed %s: not valid JSON", base)
            return []
    parsed = feedparser.parse(body, response_headers={"content-location": base})
    links: list[Link] = []
    for entry in parsed.entries:
        href = entry.get("link")
        if not href:
            for candidate in entry.get("links") or []:
                if candidate.get("rel", "alternate") == "alternate" and candidate.get("href"):
                    href = candidate["href"]
                    break
        url = _absolute(base, href)
        if url is None:
            continue
        hints: dict[str, str] = {}
        published = _struct_to_iso(entry.get("published_parsed") or entry.get("updated_parsed"))
        if published:
            hints["published"] = published
        if entry.get("title"):
            hints["title"] = str(entry["title"])
        links.append(Link(url, "article", hints))
    if not links and parsed.bozo:
        log.info("feed %s: unreadable (%s)", base, parsed.get("bozo_exception"))
    return links


def _local(tag: Any) -> str:
    return etree.QName(tag).localname.lower() if isinstance(tag, str) else ""


def _child_text(element: etree._Element, *path: str) -> str | None:
    node: etree._Element | None = element
    for name in path:
        if node is None:
            return None
        node = next((c for c in node if _local(c.tag) == name), None)
    if node is None or node.text is None:
        return None
    return node.text.strip() or None


def parse_sitemap(body: bytes, base: str, *, max_bytes: int = 50 * 1024 * 1024) -> list[Link]:
    """URLs of a sitemap: child sitemaps of an index, articles of a urlset.

    Gzipped bodies (by magic number) are inflated with the same size limit as
    any response. A Google News entry keeps ``published`` and ``title`` hints,
    a plain entry its ``lastmod``.
    """
    if body[:2] == b"\x1f\x8b":
        body = decode_body(body, "gzip", max_bytes)
    if body.lstrip()[:1] != b"<":
        urls = (_absolute(base, line.strip()) for line in body.decode("utf-8", "replace").split())
        return [Link(u, "article") for u in urls if u]
    parser = etree.XMLParser(resolve_entities=False, no_network=True, recover=True, huge_tree=False)
    try:
        root = etree.fromstring(body, parser=parser)
    except etree.XMLSyntaxError as exc:
        log.info("sitemap %s: not XML (%s)", base, exc)
        return []
    if root is None:
        return []
    kind = _local(root.tag)
    links: list[Link] = []
    for entry in root:
        name = _local(entry.tag)
        url = _absolute(base, _child_text(entry, "loc"))
        if url is None:
            continue
        if kind == "sitemapindex" and name == "sitemap":
            links.append(Link(url, "sitemap"))
        elif kind == "urlset" and name == "url":
            hints: dict[str, str] = {}
            lastmod = _child_text(entry, "lastmod")
            if lastmod:
                hints["lastmod"] = lastmod
            published = _child_text(entry, "news", "publication_date")
            if published:
                hints["published"] = published
            title = _child_text(entry, "news", "title")
            if title:
                hints["title"] = title
            links.append(Link(url, "article", hints))
    return links


def _tree(body: bytes, content_type: str | None) -> etree._Element | None:
    text = decode_html(body, content_type).text
    if not text.strip():
        return None
    try:
        return html.document_fromstring(text.replace("\x00", ""))
    except (etree.ParserError, ValueError):
        return None


def autodiscover_feeds(body: bytes, base: str, content_type: str | None = None) -> list[str]:
    """Feed URLs announced by ``<link rel="alternate" type="application/rss+xml">`` and kin."""
    tree = _tree(body, content_type)
    return [] if tree is None else _feeds_in(tree, base)


def _feeds_in(tree: etree._Element, base: str) -> list[str]:
    found: list[str] = []
    for link in tree.iter("link"):
        rel = (link.get("rel") or "").lower().split()
        kind = (link.get("type") or "").lower().split(";")[0].strip()
        if "alternate" in rel and kind in _FEED_TYPES:
            url = _absolute(base, link.get("href"))
            if url and url not in found:
                found.append(url)
    return found


def looks_like_article(url: str) -> bool:
    """A generic guess that ``url`` is an article rather than a listing or an asset."""
    parts = split_url(url)
    path = parts.path if parts is not None else ""
    if not path or path == "/" or _SKIP_EXT_RE.search(path) or _NOT_ARTICLE_RE.search(path):
        return False
    segments = [s for s in path.split("/") if s]
    last = segments[-1] if segments else ""
    if _DATE_PATH_RE.search(path) and len(segments) >= 2:
        return True
    if _ID_RE.search(last):
        return True
    if _SLUG_RE.search(last):
        return True
    return bool(_ARTICLE_EXT_RE.search(last)) and len(segments) >= 2


def looks_like_section(url: str) -> bool:
    """A short listing path such as ``/business/`` or ``/world/asia``."""
    parts = split_url(url)
    path = parts.path if parts is not None else ""
    segments = [s for s in path.split("/") if s]
    if not 1 <= len(segments) <= 2 or _SKIP_EXT_RE.search(path) or _NOT_ARTICLE_RE.search(path):
        return False
    return not looks_like_article(url) and all(len(s) <= 30 and "." not in s for s in segments)


def _anchors(tree: etree._Element, base: str) -> Iterator[str]:
    for anchor in tree.iter("a"):
        rel = (anchor.get("rel") or "").lower()
        if "nofollow" in rel:
            continue
        url = _absolute(base, anchor.get("href"))
        if url:
            yield url


def page_links(
    body: bytes,
    base: str,
    content_type: str | None = None,
    *,
    sections: bool = True,
) -> list[Link]:
    """Feeds, articles and (optionally) sections linked from a home or section page.

    Scope (hosts, allowed paths) is the caller's business: this only says
    what each link looks like.
    """
    tree = _tree(body, content_type)
    if tree is None:
        return []
    out: list[Link] = [Link(u, "feed") for u in _feeds_in(tree, base)]
    seen = {link.url for link in out}
    for url in _unique(_anchors(tree, base)):
        if url in seen:
            continue
        seen.add(url)
        if looks_like_article(url):
            out.append(Link(url, "article"))
        elif sections and looks_like_section(url):
            out.append(Link(url, "section"))
    return out


def _unique(items: Iterable[str]) -> Iterator[str]:
    seen: set[str] = set()
    for item in items:
        if item not in seen:
            seen.add(item)
            yield item
