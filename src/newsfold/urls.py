"""Canonical URLs, before fetching (string rules) and after (what the page says).

Before fetching we can only rewrite the string: lower-case scheme and host,
drop ``www.``, the fragment, tracking parameters (by prefix) and ``/amp`` or
``/print`` suffixes, and sort what is left of the query so that parameter
order does not create a new URL. After fetching, the page's own
``rel=canonical`` (or ``og:url``) wins when it is a usable absolute http(s)
URL, because the publisher knows its article's address better than any rule.

Rules are a :class:`UrlRules` value so the sources configuration can override
them per publisher (some sites serve different content on ``www.``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qsl, quote, unquote, urlencode, urljoin, urlsplit, urlunsplit

__all__ = ["DEFAULT_RULES", "UrlRules", "canonicalize", "resolve_canonical"]

_DEFAULT_PREFIXES = ("utm_", "fbclid", "gclid", "mc_", "ref", "cmpid")
_SUFFIX_RE = re.compile(r"/(?:amp|print)/?$", re.IGNORECASE)
_DEFAULT_PORTS = {"http": 80, "https": 443}


@dataclass(frozen=True, slots=True)
class UrlRules:
    """Which rewrites to apply; every field can be overridden per source."""

    tracking_prefixes: tuple[str, ...] = _DEFAULT_PREFIXES
    #: Parameters kept even when a tracking prefix matches them (e.g. ``ref_id``).
    keep_params: tuple[str, ...] = ()
    drop_www: bool = True
    strip_amp_print: bool = True
    drop_trailing_slash: bool = True

    def is_tracking(self, name: str) -> bool:
        """True when a query parameter is tracking noise under these rules."""
        lowered = name.lower()
        if lowered in self.keep_params:
            return False
        return any(lowered.startswith(prefix) for prefix in self.tracking_prefixes)


DEFAULT_RULES = UrlRules()


def canonicalize(url: str, rules: UrlRules = DEFAULT_RULES) -> str:
    """Rewrite ``url`` to its canonical string form.

    >>> canonicalize("https://www.Example-News.com/business/rates-hold/amp/?utm_source=x&id=5&fbclid=abc")
    'https://example-news.com/business/rates-hold?id=5'

    Non-http(s) URLs and strings that do not parse as URLs are returned
    stripped but otherwise untouched: they are identifiers, not addresses.
    """
    text = url.strip()
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or not parts.hostname:
        return text

    host = parts.hostname.lower().rstrip(".")
    if rules.drop_www and host.startswith("www."):
        host = host[4:]
    netloc = host
    if port is not None and port != _DEFAULT_PORTS.get(scheme):
        netloc = f"{host}:{port}"

    path = quote(unquote(parts.path), safe="/:@!$&'()*+,;=-._~%") or "/"
    if rules.strip_amp_print:
        while True:
            stripped = _SUFFIX_RE.sub("", path)
            if stripped == path:
                break
            path = stripped or "/"
    if rules.drop_trailing_slash and len(path) > 1:
        path = path.rstrip("/") or "/"

    query_pairs = [
        (name, value)
        for name, value in parse_qsl(parts.query, keep_blank_values=True)
        if not rules.is_tracking(name)
    ]
    if rules.strip_amp_print:
        query_pairs = [
            (n, v) for n, v in query_pairs if not (n.lower() == "amp" and v in ("", "1"))
        ]
    query = urlencode(sorted(query_pairs), doseq=True)
    return urlunsplit((scheme, netloc, path, query, ""))


def resolve_canonical(
    page_url: str,
    rel_canonical: str | None = None,
    og_url: str | None = None,
    rules: UrlRules = DEFAULT_RULES,
    *,
    page_canonical: str | None = None,
) -> str:
    """The canonical URL after fetching: the page's own declaration if usable.

    ``rel=canonical`` is preferred over ``og:url``; either is resolved
    relative to the page URL, must be http(s), and is canonicalised by the
    same rules. A declaration pointing at a site's home page (a common
    template bug) is ignored when the page itself is deeper.
    ``page_canonical``: ``canonicalize(page_url, rules)`` when the caller has it already
    (extraction lists it among the article's URLs too).
    """
    if page_canonical is None:
        page_canonical = canonicalize(page_url, rules)
    for declared in (rel_canonical, og_url):
        if not declared or not declared.strip():
            continue
        absolute = urljoin(page_url, declared.strip())
        candidate = canonicalize(absolute, rules)
        if not candidate.startswith(("http://", "https://")):
            continue
        if urlsplit(candidate).path in ("", "/") and urlsplit(page_canonical).path not in ("", "/"):
            continue
        return candidate
    return page_canonical
