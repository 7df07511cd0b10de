"""Folds grouped by site, for out-of-fold figures of anything tuned on the bench pages.

Pages of one site share a template, so a rule or a model that saw one page of a
site has in effect seen the others: every page of a site falls in the same fold.
The site is the page URL's host (``web.archive.org`` captures count as the archived
host); a page without a URL (the Chinese set) names its site itself, through a
canonical or ``og:url`` link, else the host most of its links point to.

Folds are fixed by the sites' names alone (a hash), so every run and every
benchmark splits the pages the same way.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from urllib.parse import urlsplit

import xxhash

__all__ = ["FOLDS", "assign_folds", "site_of"]

FOLDS = 5

_ARCHIVE_RE = re.compile(r"^/web/\d+[a-z_]*/(?:https?://)?([^/]+)", re.I)
_SELF_RE = re.compile(
    rb"""<(?:link[^>]+rel=["']?canonical|meta[^>]+property=["']?og:url)[^>]+"""
    rb"""(?:href|content)=["']?(https?://[^"' >]+)""",
    re.I,
)
_HREF_RE = re.compile(rb"""href=["']?https?://([^/"' >]+)""", re.I)


def _host(url: str) -> str | None:
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if host == "web.archive.org":
        match = _ARCHIVE_RE.match(parts.path)
        host = match.group(1).lower() if match else host
    host = host.split(":")[0]
    return host.removeprefix("www.") or None


def site_of(url: str | None, body: bytes) -> str:
    """The site a page belongs to (see module docstring)."""
    if url and (host := _host(url)) and not host.endswith(".invalid"):
        return host
    head = body[:300_000]
    match = _SELF_RE.search(head)
    if match and (host := _host(match.group(1).decode("ascii", "replace"))):
        return host
    hosts = Counter(
        h.decode("ascii", "replace").lower().removeprefix("www.") for h in _HREF_RE.findall(head)
    )
    if hosts:
        return hosts.most_common(1)[0][0]
    return "unknown:" + xxhash.xxh64_hexdigest(head[:4096])


def assign_folds(sites: Mapping[str, str], folds: int = FOLDS) -> dict[str, int]:
    """Fold of each page key: the hash of its site, so a site never spans two folds."""
    return {key: xxhash.xxh64_intdigest(site.encode()) % folds for key, site in sites.items()}


def fold_sizes(assigned: Iterable[int], folds: int = FOLDS) -> list[int]:
    """Pages per fold, for the report."""
    counts = Counter(assigned)
    return [counts.get(i, 0) for i in range(folds)]
