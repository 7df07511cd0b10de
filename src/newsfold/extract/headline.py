"""A headline without the site name that pages glue to their titles.

``<title>`` (and often ``og:title``, sometimes even JSON-LD) reads
``Headline | Site``, ``Site - Headline``, ``标题_新闻频道_某某网``. The parts are
split on the separators sites use (spaced ``| - – — » · ::``; unspaced ``_`` and
``|``; an unspaced ``-`` only next to CJK text, never inside ``COVID-19``).
Parts that name the site (as given by ``og:site_name`` or the publisher, compared
without case, spaces or punctuation, or a bare domain name) are dropped; if several parts remain and
all but one are short (a section name, a site name we were not told), the long one is the
headline.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from newsfold.extract.textblock import squeeze

__all__ = ["clean_headline", "site_in_title"]

_SPLIT_RE = re.compile(
    r"\s+[|\-–—»·]\s+|\s*::\s*|\s*[_｜|]\s*|\s+-{2,}\s+"
    r"|(?<=[\u3400-\u9fff》」）])\s*(?<![-–—])[-–—](?![-–—])\s*(?=[^\s\d])"
)
#: A character of each of :data:`_SPLIT_RE`'s separators: a title without any is one part
#: (most headlines: the pattern, tried at every character, is not asked then).
_SEPARATOR_CHARS = ("|", "-", "–", "—", "»", "·", ":", "_", "｜")
_NORM_RE = re.compile(r"[\W_]+")
_DOMAIN_RE = re.compile(r"^(?:https?://)?[\w-]+(?:\.[\w-]+)+/?$", re.A)
_CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")


def _has_separator(text: str) -> bool:
    return any(char in text for char in _SEPARATOR_CHARS)


def _norm(text: str) -> str:
    return _NORM_RE.sub("", text).lower()


def _size(text: str) -> int:
    cjk = len(_CJK_RE.findall(text))
    return cjk // 2 + len(_CJK_RE.sub(" ", text).split()) if cjk else len(text.split())


def _names_site(part: str, sites: Sequence[str]) -> bool:
    norm = _norm(part)
    if not norm or _DOMAIN_RE.match(part):
        return True
    for site in sites:
        site_norm = _norm(site)
        if not site_norm:
            continue
        same = norm == site_norm or (len(norm) >= 3 and (norm in site_norm or site_norm in norm))
        if same and _size(part) <= _size(site) + 2:
            return True
    return False


def clean_headline(raw: str, sites: Sequence[str] = (), *, aggressive: bool = False) -> str | None:
    """``raw`` without site-name parts (see module docstring); None when nothing is left.

    ``aggressive`` (for ``<title>``) also drops short parts beside one long part;
    without it (for a publisher's own ``headline`` or ``og:title``) only parts that
    name the site go.
    """
    text = squeeze(raw)  # single spaces, no soft hyphens (as body text)
    if not text:
        return None
    if not _has_separator(text):
        return text
    parts = [p.strip() for p in _SPLIT_RE.split(text) if p and p.strip()]
    if len(parts) <= 1:
        return text
    kept = [p for p in parts if not _names_site(p, sites)]
    if not kept:
        return text
    if aggressive and len(kept) > 1:
        # Short parts after the headline are sections and site names ("Headline | Local |
        # KCT"); a short part before it is more often a label the headline keeps ("快讯｜").
        longest = max(kept, key=_size)
        at = kept.index(longest)
        if _size(longest) >= 3 and all(_size(p) <= 4 for p in kept[at + 1 :]):
            kept = kept[: at + 1]
    if kept == parts:
        return text
    start = text.find(kept[0])
    end = text.rfind(kept[-1]) + len(kept[-1])
    return text[start:end] if 0 <= start < end else kept[0]


def site_in_title(title: str, headline: str | None) -> str | None:
    """The site name a ``<title>`` adds to the headline (``标题_南岭新闻网`` gives the latter).

    Only an edge part beside the headline counts, and only a short one: a fallback for
    the publisher when no structured data names it.
    """
    if not headline:
        return None
    title = squeeze(title)
    if not _has_separator(title):
        return None
    parts = [p.strip() for p in _SPLIT_RE.split(title) if p and p.strip()]
    if len(parts) < 2:
        return None
    head = _norm(headline)
    # The headline may itself hold a separator ("快讯｜标题_网站"): compare whole prefixes.
    if _norm(parts[0]) == head or _norm("".join(parts[:-1])) == head:
        candidate = parts[-1]
    elif _norm(parts[-1]) == head or _norm("".join(parts[1:])) == head:
        candidate = parts[0]
    else:
        return None
    return candidate if 0 < _size(candidate) <= 6 else None
