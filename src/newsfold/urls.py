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
from urllib.parse import (
    SplitResult,
    parse_qsl,
    quote,
    unquote,
    urlencode,
    urljoin,
    urlsplit,
    urlunsplit,
)

__all__ = [
    "DEFAULT_RULES",
    "UrlRules",
    "canonicalize",
    "join_url",
    "resolve_canonical",
    "split_url",
    "url_host",
]

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


def _is_utf8(text: str) -> bool:
    """False for a string holding lone surrogates (JSON allows ``"\\ud800"``; quote refuses)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def split_url(url: str) -> SplitResult | None:
    """``urlsplit(url)``, or None when urllib refuses the string.

    urllib raises ``ValueError`` for an unbalanced or invalid bracketed host
    (``http://[bad``, ``http://[::1x]/``) and for a host that NFKC-normalises
    into a delimiter. Such strings come from pages, feeds, headers and WARC
    records written by others; one of them must not stop a run, so every
    reader of an untrusted URL asks here and treats None as "no URL".
    """
    try:
        return urlsplit(url)
    except ValueError:
        return None


def url_host(url: str | None) -> str:
    """The lower-cased host of ``url``; "" when it has none or cannot be split."""
    parts = split_url(url or "")
    return (parts.hostname or "").lower() if parts is not None else ""


def join_url(base: str, href: str) -> str | None:
    """``href`` resolved against ``base``; None when urllib refuses either.

    A broken base (the page's own URL) does not hide an absolute ``href``: it
    is taken as it stands when it splits on its own.
    """
    try:
        return urljoin(base, href)
    except ValueError:
        pass
    parts = split_url(href)
    return href if parts is not None and parts.scheme and parts.netloc else None


def canonicalize(url: str, rules: UrlRules = DEFAULT_RULES) -> str:
    """Rewrite ``url`` to its canonical string form.

    >>> canonicalize("https://www.Example-News.com/business/rates-hold/amp/?utm_source=x&id=5&fbclid=abc")
    'https://example-news.com/business/rates-hold?id=5'

    Non-http(s) URLs and strings that do not parse as URLs (a bad port, an
    unbalanced ``[``, a path that is not text such as a lone surrogate) are
    returned stripped but otherwise untouched: they are identifiers, not addresses.
    """
    text = url.strip()
    parts = split_url(text)
    if parts is None or not (text.isascii() or _is_utf8(text)):
        return text
    try:
        port = parts.port
    except ValueError:  # a port that is not a number in 0-65535
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
    (extraction lists it among the article's URLs too). A declaration urllib
    cannot split counts as none; a page URL it cannot split keeps only absolute
    declarations (nothing to resolve a relative one against).
    """
    if page_canonical is None:
        page_canonical = canonicalize(page_url, rules)
    for declared in (rel_canonical, og_url):
        if not declared or not declared.strip():
            continue
        absolute = join_url(page_url, declared.strip())
        if absolute is None:  # a broken declaration ("http://[bad") is no declaration
            continue
        candidate = canonicalize(absolute, rules)
        if not candidate.startswith(("http://", "https://")):
            continue
        candidate_parts = split_url(candidate)
        if candidate_parts is None:  # canonicalize returned the text untouched
            continue
        own = split_url(page_canonical)
        if candidate_parts.path in ("", "/") and (own is None or own.path not in ("", "/")):
            continue
        return candidate
    return page_canonical
