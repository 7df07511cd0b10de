"""A generated web indexed for serving: every outlet's articles, feeds, sitemaps, robots.txt.

:class:`SimWeb` holds the *latest* version of every article of a small
generated web (a few thousand pages at most: serving needs random access, so
this part is not streaming) and answers "what is at this URL". It knows the
variants of each article URL (``www.``, ``/amp``, ``/print``, ``?utm_*``,
trailing slash) and renders them on demand. Site files per outlet:

* ``/robots.txt``: disallows ``/search`` and ``/private/``, sets ``Crawl-delay``
  for outlets that have one, names both sitemaps;
* ``/rss.xml`` or ``/atom.xml`` (the outlet's feed, newest 50 articles; one in
  five items links through a redirect chain ``/go/<id>``);
* ``/sitemap_index.xml`` pointing at monthly gzipped sitemaps
  ``/sitemaps/sitemap-YYYY-MM.xml.gz``, and a Google News sitemap
  ``/sitemap-news.xml`` (newest 100 articles);
* ``/`` and ``/<section>/`` pages linking to articles.
"""

from __future__ import annotations

import gzip
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from email.utils import format_datetime
from html import escape
from urllib.parse import urlsplit

import yaml

from newsfold.models import iso_utc
from newsfold.sim.generate import iter_articles
from newsfold.sim.outlets import OUTLETS, Outlet
from newsfold.sim.render import RenderedPage, render
from newsfold.sim.stories import SimArticle
from newsfold.urls import canonicalize

__all__ = ["SimWeb", "SiteFile"]

FEED_ITEMS = 50
NEWS_SITEMAP_ITEMS = 100


@dataclass(frozen=True, slots=True)
class SiteFile:
    """A non-article resource: bytes and content type."""

    body: bytes
    content_type: str


def _x(text: str) -> str:
    return escape(text, quote=True)


class SimWeb:
    """The latest version of every article of ``(seed, articles)``, indexed by canonical URL."""

    def __init__(self, seed: int = 0, articles: int = 300) -> None:
        self.seed = seed
        self.outlets: dict[str, Outlet] = {o.host: o for o in OUTLETS}
        self.by_canonical: dict[str, SimArticle] = {}
        self.by_id: dict[tuple[str, int], SimArticle] = {}
        #: Every version of every article, oldest first.
        self.versions: dict[str, list[SimArticle]] = {}
        for art in iter_articles(seed, articles):
            self.versions.setdefault(art.canonical_url, []).append(art)
            self.by_id[(art.outlet.host, art.article_id)] = art
        for url, versions in self.versions.items():
            versions.sort(key=lambda a: a.version)
            self.by_canonical[url] = versions[-1]  # the latest version
        self._per_outlet: dict[str, list[SimArticle]] = {o.key: [] for o in OUTLETS}
        for art in self.by_canonical.values():
            self._per_outlet[art.outlet.key].append(art)
        for arts in self._per_outlet.values():
            arts.sort(key=lambda a: (a.published, a.article_id), reverse=True)

    # --- lookup ---------------------------------------------------------------

    def outlet_for_host(self, host: str) -> Outlet | None:
        """The outlet serving ``host`` (with or without ``www.``; port ignored)."""
        host = host.split(":", 1)[0].lower()
        if host.startswith("www."):
            host = host[4:]
        return self.outlets.get(host)

    def articles(
        self, outlet: Outlet | None = None, as_of: datetime | None = None
    ) -> list[SimArticle]:
        """Latest versions: of one outlet newest first, or of all oldest first.

        With ``as_of``, only what was published by then, each in the version
        current at that instant (the web as a crawler saw it at that time).
        """
        if outlet is not None:
            return list(self._visible(outlet, as_of))
        arts = (
            self.by_canonical.values()
            if as_of is None
            else (a for a in (self._version_at(u, as_of) for u in self.versions) if a is not None)
        )
        return sorted(arts, key=lambda a: (a.published, a.article_id))

    def span(self) -> tuple[datetime, datetime]:
        """First publication and last modification in the web."""
        arts = list(self.by_canonical.values())
        return min(a.published for a in arts), max(a.modified for a in arts)

    def _version_at(self, url: str, as_of: datetime | None) -> SimArticle | None:
        if as_of is None:
            return self.by_canonical.get(url)
        current = None
        for art in self.versions.get(url, ()):
            if art.modified <= as_of:
                current = art
        return current

    def _visible(self, outlet: Outlet, as_of: datetime | None) -> list[SimArticle]:
        if as_of is None:
            return self._per_outlet[outlet.key]
        return [a for a in self.articles(None, as_of) if a.outlet is outlet][::-1]

    def lookup(self, url: str, as_of: datetime | None = None) -> SimArticle | None:
        """The article at ``url`` (any variant form), rendered as that variant would be."""
        art = self._version_at(canonicalize(url), as_of)
        if art is None:
            return None
        parts = urlsplit(url)
        path = parts.path.rstrip("/")
        variant = "canonical"
        if path.endswith("/amp"):
            variant = "amp"
        elif path.endswith("/print"):
            variant = "print"
        elif (parts.hostname or "").startswith("www."):
            variant = "www"
        elif parts.query and "utm_" in parts.query:
            variant = "utm"
        return replace(art, fetch_url=url, variant=variant)

    def render(self, art: SimArticle) -> RenderedPage:
        """The page bytes of an article (see :func:`newsfold.sim.render.render`)."""
        return render(art)

    def own_url(self, art: SimArticle) -> str:
        """The article's URL as its outlet links to it."""
        return art.outlet.base + art.path

    # --- site files -----------------------------------------------------------

    def robots(self, outlet: Outlet, crawl_delay: float | None) -> SiteFile:
        """``robots.txt``: some disallowed paths, a crawl delay, the sitemaps."""
        lines = [
            "User-agent: BadBot",
            "Disallow: /",
            "",
            "User-agent: *",
            "Disallow: /search",
            "Disallow: /private/",
        ]
        if crawl_delay is not None:
            lines.append(f"Crawl-delay: {crawl_delay:g}")
        lines += [
            "",
            f"Sitemap: {outlet.base}/sitemap_index.xml",
            f"Sitemap: {outlet.base}/sitemap-news.xml",
        ]
        return SiteFile(("\n".join(lines) + "\n").encode(), "text/plain; charset=utf-8")

    def feed_path(self, outlet: Outlet) -> str:
        """Path of the outlet's feed."""
        return "/rss.xml" if outlet.feed == "rss" else "/atom.xml"

    def _feed_link(self, art: SimArticle, n: int) -> str:
        if n % 5 == 4:
            return f"{art.outlet.base}/go/{art.article_id}"
        return self.own_url(art)

    def feed(self, outlet: Outlet, as_of: datetime | None = None) -> SiteFile:
        """The RSS 2.0 or Atom feed of the newest articles."""
        arts = self._visible(outlet, as_of)[:FEED_ITEMS]
        if outlet.feed == "rss":
            items = "".join(
                f"<item><title>{_x(a.headline)}</title><link>{_x(self._feed_link(a, n))}</link>"
                f'<guid isPermaLink="false">{outlet.key}-{a.article_id}</guid>'
                f"<pubDate>{format_datetime(a.published, usegmt=True)}</pubDate>"
                f"<description>{_x(a.paragraphs[0][:200])}</description></item>\n"
                for n, a in enumerate(arts)
            )
            xml = (
                '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>'
                f"<title>{_x(outlet.name)}</title><link>{outlet.base}/</link>"
                f"<description>{_x(outlet.name)}</description>"
                f"<language>{'en' if outlet.lang == 'en' else 'zh-cn'}</language>\n"
                f"{items}</channel></rss>\n"
            )
            return SiteFile(xml.encode(), "application/rss+xml; charset=utf-8")
        updated = iso_utc(arts[0].modified) if arts else "2020-01-01T00:00:00Z"
        entries = "".join(
            f"<entry><title>{_x(a.headline)}</title>"
            f'<link rel="alternate" href="{_x(self._feed_link(a, n))}"/>'
            f"<id>tag:{outlet.host},2020:{a.article_id}</id>"
            f"<published>{iso_utc(a.published)}</published>"
            f"<updated>{iso_utc(a.modified)}</updated>"
            f"<summary>{_x(a.paragraphs[0][:200])}</summary></entry>\n"
            for n, a in enumerate(arts)
        )
        xml = (
            '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
            f"<title>{_x(outlet.name)}</title><id>{outlet.base}/</id>"
            f'<link rel="self" href="{outlet.base}/atom.xml"/><updated>{updated}</updated>\n'
            f"{entries}</feed>\n"
        )
        return SiteFile(xml.encode(), "application/atom+xml; charset=utf-8")

    def _months(self, outlet: Outlet, as_of: datetime | None) -> list[str]:
        return sorted({f"{a.published:%Y-%m}" for a in self._visible(outlet, as_of)})

    def sitemap_index(self, outlet: Outlet, as_of: datetime | None = None) -> SiteFile:
        """A sitemap index pointing at monthly gzipped sitemaps."""
        entries = "".join(
            f"<sitemap><loc>{outlet.base}/sitemaps/sitemap-{m}.xml.gz</loc></sitemap>\n"
            for m in self._months(outlet, as_of)
        )
        xml = (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
            f"{entries}</sitemapindex>\n"
        )
        return SiteFile(xml.encode(), "application/xml")

    def sitemap_month(
        self, outlet: Outlet, month: str, as_of: datetime | None = None
    ) -> SiteFile | None:
        """The gzipped sitemap of one month, or None if the month has no articles."""
        arts = [a for a in self._visible(outlet, as_of) if f"{a.published:%Y-%m}" == month]
        if not arts:
            return None
        xml = _urlset(
            f"<url><loc>{_x(self.own_url(a))}</loc><lastmod>{iso_utc(a.modified)}</lastmod></url>\n"
            for a in reversed(arts)
        )
        return SiteFile(gzip.compress(xml.encode(), mtime=0), "application/x-gzip")

    def news_sitemap(self, outlet: Outlet, as_of: datetime | None = None) -> SiteFile:
        """A Google News sitemap of the newest articles."""
        lang = "en" if outlet.lang == "en" else "zh-cn"
        xml = _urlset(
            (
                f"<url><loc>{_x(self.own_url(a))}</loc><news:news><news:publication>"
                f"<news:name>{_x(outlet.name)}</news:name><news:language>{lang}</news:language>"
                f"</news:publication><news:publication_date>{iso_utc(a.published)}"
                f"</news:publication_date><news:title>{_x(a.headline)}</news:title>"
                f"</news:news></url>\n"
                for a in self._visible(outlet, as_of)[:NEWS_SITEMAP_ITEMS]
            ),
            news=True,
        )
        return SiteFile(xml.encode(), "application/xml")

    def listing(
        self, outlet: Outlet, section: str | None = None, as_of: datetime | None = None
    ) -> SiteFile:
        """Home page (or a section page) linking to the newest articles."""
        arts = [
            a for a in self._visible(outlet, as_of)[:60] if section is None or a.section == section
        ]
        links = "".join(f'<li><a href="{_x(a.path)}">{_x(a.headline)}</a></li>\n' for a in arts)
        title = _x(outlet.name if section is None else f"{section} - {outlet.name}")
        html = (
            f'<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>{title}</title>'
            f'<link rel="alternate" type="application/rss+xml" href="{self.feed_path(outlet)}">'
            f"</head><body><h1>{title}</h1><ul>\n{links}</ul></body></html>\n"
        )
        return SiteFile(html.encode(), "text/html; charset=utf-8")

    def sources_yaml(
        self, user_agent: str = "newsfold-sim-crawler/0.1", proxy: str | None = None
    ) -> str:
        """The crawler's ``sources.yaml`` for this web (one source per outlet).

        ``proxy``, when given, is written as the top-level ``proxy`` setting, so
        the file alone points a crawler at a running :class:`SimServer`.
        """
        sources = []
        for rank, outlet in enumerate(OUTLETS, 1):
            sources.append(
                {
                    "name": outlet.name,
                    "url": outlet.base + "/",
                    "feeds": [outlet.base + self.feed_path(outlet)],
                    "sitemaps": [
                        outlet.base + "/sitemap_index.xml",
                        outlet.base + "/sitemap-news.xml",
                    ],
                    "language": outlet.lang,
                    "timezone": outlet.tz,
                    "rank": rank,
                }
            )
        config: dict[str, object] = {"user_agent": user_agent}
        if proxy is not None:
            config["proxy"] = proxy
        config["sources"] = sources
        return yaml.safe_dump(config, allow_unicode=True, sort_keys=False)


def _urlset(entries: Iterable[str], news: bool = False) -> str:
    ns = ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"' if news else ""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"{ns}>\n'
        f"{''.join(entries)}</urlset>\n"
    )
