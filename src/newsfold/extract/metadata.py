"""Structured metadata: JSON-LD, OpenGraph, ``article:*`` and friends.

Publishers describe their own articles far more reliably than any heuristic
can, so everything that can come from structured data does, and the body
extractor only has to find the text. JSON-LD is read tolerantly (lists,
``@graph``, type arrays, nested objects, trailing commas, HTML entities)
because real pages get it wrong in all of those ways.
"""

from __future__ import annotations

import html
import json
import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

__all__ = ["ARTICLE_TYPES", "Metadata", "iter_jsonld_objects", "read_metadata"]

log = logging.getLogger(__name__)

ARTICLE_TYPES = frozenset(
    {
        "newsarticle",
        "article",
        "reportagenewsarticle",
        "analysisnewsarticle",
        "opinionnewsarticle",
        "backgroundnewsarticle",
        "reviewnewsarticle",
        "livebloggosting",
        "liveblogposting",
        "blogposting",
        "socialmediaposting",
        "report",
        "scholarlyarticle",
        "techarticle",
    }
)
_TRAILING_COMMA_RE = re.compile(r",\s*([\]}])")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


@dataclass(slots=True)
class Metadata:
    """What the page says about itself. Dates stay raw strings with their source."""

    headline: str | None = None
    og_title: str | None = None
    title: str | None = None
    site_name: str | None = None
    publisher: str | None = None
    section: str | None = None
    authors: list[str] = field(default_factory=list)
    html_lang: str | None = None
    jsonld_lang: str | None = None
    canonical: str | None = None
    og_url: str | None = None
    description: str | None = None
    article_body: str | None = None
    #: (source, raw value) in the order found,
    #: e.g. ("jsonld:datePublished", "2020-01-26T15:30:00+08:00").
    dates: list[tuple[str, str]] = field(default_factory=list)
    jsonld_found: bool = False


def _load_json(text: str) -> Any:
    cleaned = _CONTROL_RE.sub(" ", text.strip())
    if cleaned.startswith("<!--"):
        cleaned = cleaned[4:]
    if cleaned.endswith("-->"):
        cleaned = cleaned[:-3]
    for attempt in (cleaned, _TRAILING_COMMA_RE.sub(r"\1", cleaned), html.unescape(cleaned)):
        try:
            return json.loads(attempt)
        except json.JSONDecodeError:
            continue
    try:
        return json.loads(_TRAILING_COMMA_RE.sub(r"\1", html.unescape(cleaned)))
    except json.JSONDecodeError as exc:
        log.debug("unreadable JSON-LD block: %s", exc)
        return None


def iter_jsonld_objects(tree: etree._Element) -> Iterator[dict[str, Any]]:
    """Every JSON object in the page's JSON-LD, flattened out of lists and ``@graph``."""
    for script in tree.iter("script"):
        kind = (script.get("type") or "").lower()
        if "ld+json" not in kind or not script.text:
            continue
        stack: list[Any] = [_load_json(script.text)]
        depth = 0
        while stack and depth < 10_000:
            depth += 1
            item = stack.pop(0)
            if isinstance(item, list):
                stack[0:0] = item
            elif isinstance(item, dict):
                yield item
                graph = item.get("@graph")
                if isinstance(graph, list):
                    stack[0:0] = graph
                elif isinstance(graph, dict):
                    stack.insert(0, graph)


def _types(obj: dict[str, Any]) -> set[str]:
    raw = obj.get("@type")
    values = raw if isinstance(raw, list) else [raw]
    return {str(v).lower().rsplit("/", 1)[-1] for v in values if v}


def _text(value: Any) -> str | None:
    if isinstance(value, str):
        text = " ".join(html.unescape(value).split())
        return text or None
    if isinstance(value, dict):
        return _text(value.get("name") or value.get("@value"))
    if isinstance(value, list) and value:
        return _text(value[0])
    if isinstance(value, int | float):
        return str(value)
    return None


def _names(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value]
    names: list[str] = []
    for item in items:
        name = _text(item.get("name") if isinstance(item, dict) else item)
        if name and name not in names:
            names.append(name)
    return names


def _apply_jsonld(meta: Metadata, obj: dict[str, Any]) -> None:
    meta.jsonld_found = True
    meta.headline = meta.headline or _text(obj.get("headline")) or _text(obj.get("name"))
    if not meta.publisher:
        meta.publisher = _text(obj.get("publisher")) or _text(obj.get("sourceOrganization"))
    meta.section = meta.section or _text(obj.get("articleSection"))
    if not meta.authors:
        meta.authors = _names(obj.get("author") or obj.get("creator") or [])
    meta.jsonld_lang = meta.jsonld_lang or _text(obj.get("inLanguage"))
    body = _text(obj.get("articleBody"))
    if body and not meta.article_body:
        meta.article_body = (
            obj.get("articleBody") if isinstance(obj.get("articleBody"), str) else body
        )
    for key in ("datePublished", "dateCreated", "dateModified"):
        value = _text(obj.get(key))
        if value:
            meta.dates.append((f"jsonld:{key}", value))


_META_DATE_KEYS = {
    "article:published_time": "meta:article:published_time",
    "article:modified_time": "meta:article:modified_time",
    "og:published_time": "meta:og:published_time",
    "og:updated_time": "meta:og:updated_time",
    "pubdate": "meta:pubdate",
    "publishdate": "meta:publishdate",
    "publish_date": "meta:publish_date",
    "publication_date": "meta:publication_date",
    "date": "meta:date",
    "dc.date": "meta:dc.date",
    "dc.date.issued": "meta:dc.date.issued",
    "dcterms.created": "meta:dcterms.created",
    "dcterms.modified": "meta:dcterms.modified",
    "sailthru.date": "meta:sailthru.date",
    "parsely-pub-date": "meta:parsely-pub-date",
    "datepublished": "meta:datePublished",
    "datemodified": "meta:dateModified",
}


def read_metadata(tree: etree._Element) -> Metadata:
    """Collect structured metadata from a parsed page."""
    meta = Metadata()
    root = tree.getroottree().getroot() if hasattr(tree, "getroottree") else tree
    meta.html_lang = (root.get("lang") or root.get("xml:lang") or "").strip() or None

    for obj in iter_jsonld_objects(tree):
        if _types(obj) & ARTICLE_TYPES:
            _apply_jsonld(meta, obj)
    if not meta.publisher:
        for obj in iter_jsonld_objects(tree):
            if _types(obj) & {"organization", "newsmediaorganization", "website"}:
                meta.publisher = _text(obj.get("name"))
                if meta.publisher:
                    break

    for element in tree.iter("meta"):
        key = element.get("property") or element.get("name") or element.get("itemprop") or ""
        key = key.strip().lower()
        content = element.get("content")
        if not key or content is None:
            continue
        content = " ".join(content.split())
        if not content:
            continue
        if key == "og:title":
            meta.og_title = meta.og_title or content
        elif key == "og:site_name":
            meta.site_name = meta.site_name or content
        elif key == "og:url":
            meta.og_url = meta.og_url or content
        elif key in ("og:description", "description"):
            meta.description = meta.description or content
        elif key in ("article:section", "section"):
            meta.section = meta.section or content
        elif key in ("author", "article:author", "dc.creator", "byl") and not content.startswith(
            "http"
        ):
            name = content.removeprefix("By ").removeprefix("by ").strip()
            if name and name not in meta.authors and not meta.jsonld_found:
                meta.authors.append(name)
        elif key in ("headline", "dc.title") and not meta.headline:
            meta.headline = content
        elif key in _META_DATE_KEYS:
            meta.dates.append((_META_DATE_KEYS[key], content))

    for link in tree.iter("link"):
        rel = (link.get("rel") or "").lower().split()
        if "canonical" in rel and link.get("href") and not meta.canonical:
            meta.canonical = link.get("href")

    title = tree.find(".//title")
    if title is not None:
        meta.title = " ".join((title.text or "").split()) or None
    return meta
