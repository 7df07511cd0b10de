"""Structured metadata: JSON-LD, OpenGraph, ``article:*``, Dublin Core, microdata.

Publishers describe their own articles far more reliably than any heuristic
can, so everything that can come from structured data does, and the body
extractor only has to find the text. Sources are read in order of trust:
JSON-LD (see :mod:`newsfold.extract.jsonld`), then ``<meta>`` (OpenGraph,
``article:*``, Dublin Core, plain names), then microdata (``itemprop``), then
``<title>``; a field keeps the first value found. Dates stay raw strings with
their source, for :mod:`newsfold.dates` to rank.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any

from lxml import etree

from newsfold.extract.headline import clean_headline, site_in_title
from newsfold.extract.jsonld import iter_jsonld_objects, types_of

__all__ = ["ARTICLE_TYPES", "Metadata", "iter_jsonld_objects", "read_metadata"]

ARTICLE_TYPES = frozenset(
    {
        "newsarticle",
        "article",
        "reportagenewsarticle",
        "analysisnewsarticle",
        "opinionnewsarticle",
        "backgroundnewsarticle",
        "reviewnewsarticle",
        "askpublicnewsarticle",
        "satiricalarticle",
        "liveblogposting",
        "blogposting",
        "socialmediaposting",
        "report",
        "scholarlyarticle",
        "techarticle",
    }
)
_ORG_TYPES = frozenset({"organization", "newsmediaorganization", "corporation"})
_BY_RE = re.compile(r"^\s*(?:by|von|par|por|作者|记者|文|撰文|编辑)\s*[:：/]?\s*", re.I)
_URL_RE = re.compile(r"^(?:https?:)?//|^www\.|@\w+\.\w")


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
    meta_lang: str | None = None
    canonical: str | None = None
    og_url: str | None = None
    description: str | None = None
    article_body: str | None = None
    #: (source, raw value) in the order found,
    #: e.g. ("jsonld:datePublished", "2020-01-26T15:30:00+08:00").
    dates: list[tuple[str, str]] = field(default_factory=list)
    jsonld_found: bool = False
    jsonld_types: list[str] = field(default_factory=list)
    h1s: list[str] = field(default_factory=list)

    @property
    def declared_language(self) -> str | None:
        """The page's own language claim: ``<html lang>``, then JSON-LD, then meta tags."""
        return self.html_lang or self.jsonld_lang or self.meta_lang

    def publisher_name(self) -> str | None:
        """Publisher from structured data, else ``og:site_name``, else the title's site part."""
        if self.publisher or self.site_name:
            return self.publisher or self.site_name
        return site_in_title(self.title, self.clean_headline()) if self.title else None

    def clean_headline(self) -> str | None:
        """The headline without a site-name suffix or prefix (see :mod:`.headline`)."""
        sites = [s for s in (self.site_name, self.publisher) if s]
        for raw in (self.headline, self.og_title):
            if raw:
                cleaned = clean_headline(raw, sites)
                if cleaned:
                    return cleaned
        if not self.title:
            return self.h1s[0] if len(self.h1s) == 1 else None
        # The page's own <h1> is the headline when the title carries it (with a site name).
        title = " ".join(self.title.split()).lower()
        for h1 in self.h1s:
            if len(h1) >= 4 and h1.lower() in title:
                return h1
        return clean_headline(self.title, sites, aggressive=True)


def _text(value: Any) -> str | None:
    if isinstance(value, str):
        text = " ".join(html.unescape(value).split())
        return text or None
    if isinstance(value, dict):
        return _text(value.get("name") or value.get("@value"))
    if isinstance(value, list) and value:
        return _text(value[0])
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return None


def _clean_author(name: str) -> str | None:
    name = _BY_RE.sub("", " ".join(name.split())).strip(" ,;|")
    if not name or _URL_RE.search(name) or len(name) > 80:
        return None
    return name


def _add_authors(meta: Metadata, value: Any) -> None:
    items = value if isinstance(value, list) else [value]
    for item in items:
        raw = _text(item.get("name") if isinstance(item, dict) else item)
        name = _clean_author(raw) if raw else None
        if name and name not in meta.authors:
            meta.authors.append(name)


def _apply_jsonld(meta: Metadata, obj: dict[str, Any]) -> None:
    meta.jsonld_found = True
    meta.headline = meta.headline or _text(obj.get("headline")) or _text(obj.get("name"))
    if not meta.publisher:
        meta.publisher = _text(obj.get("publisher")) or _text(obj.get("sourceOrganization"))
    meta.section = meta.section or _text(obj.get("articleSection"))
    if not meta.authors:
        _add_authors(meta, obj.get("author") or obj.get("creator") or [])
    meta.jsonld_lang = meta.jsonld_lang or _text(obj.get("inLanguage"))
    body = obj.get("articleBody")
    if isinstance(body, str) and body.strip() and not meta.article_body:
        meta.article_body = html.unescape(body)
    for key in ("datePublished", "dateCreated", "dateModified", "uploadDate"):
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
    "dc.date.created": "meta:dc.date.created",
    "dcterms.created": "meta:dcterms.created",
    "dcterms.issued": "meta:dcterms.issued",
    "dcterms.modified": "meta:dcterms.modified",
    "sailthru.date": "meta:sailthru.date",
    "parsely-pub-date": "meta:parsely-pub-date",
    "datepublished": "meta:datePublished",
    "datemodified": "meta:dateModified",
}
_AUTHOR_KEYS = frozenset(
    {"author", "article:author", "dc.creator", "dcterms.creator", "byl", "sailthru.author"}
)
_LANG_KEYS = frozenset({"content-language", "dc.language", "dcterms.language", "language"})


def _read_meta_tag(meta: Metadata, key: str, content: str) -> None:
    if key == "og:title":
        meta.og_title = meta.og_title or content
    elif key in ("og:site_name", "application-name", "dc.publisher", "dcterms.publisher"):
        meta.site_name = meta.site_name or content
    elif key == "og:url":
        meta.og_url = meta.og_url or content
    elif key in ("og:description", "description", "dc.description"):
        meta.description = meta.description or content
    elif key in ("article:section", "section", "category"):
        meta.section = meta.section or content
    elif key in _AUTHOR_KEYS:
        if not meta.jsonld_found or not meta.authors:
            _add_authors(meta, content)
    elif key in ("headline", "dc.title", "dcterms.title"):
        meta.headline = meta.headline or content
    elif key in _LANG_KEYS:
        meta.meta_lang = meta.meta_lang or content
    elif key == "og:locale":
        meta.meta_lang = meta.meta_lang or content.replace("_", "-")
    elif key in _META_DATE_KEYS:
        meta.dates.append((_META_DATE_KEYS[key], content))


_ITEMPROP = etree.XPath("//*[@itemprop]")


def _string(el: etree._Element) -> str:
    return el.get("content") or el.get("datetime") or "".join(str(t) for t in el.itertext())


def _named(el: etree._Element) -> str:
    name = next(el.iterfind(".//*[@itemprop='name']"), None)
    return _string(name if name is not None else el)


def _read_microdata(meta: Metadata, tree: etree._Element) -> None:
    """``itemprop`` values, for pages whose only structure is microdata."""
    found = _ITEMPROP(tree)
    elements = (
        [el for el in found if isinstance(el, etree._Element)] if isinstance(found, list) else []
    )
    for el in elements:
        prop = (el.get("itemprop") or "").strip()
        if prop in ("datePublished", "dateModified", "dateCreated"):
            value = _string(el)
            if value.strip():
                meta.dates.append((f"microdata:{prop}", " ".join(value.split())))
        elif prop == "headline" and not meta.headline:
            meta.headline = _text(_string(el))
        elif prop == "author" and not meta.authors:
            _add_authors(meta, _named(el))
        elif prop == "publisher" and not meta.publisher:
            meta.publisher = _text(_named(el))
        elif prop == "articleSection" and not meta.section:
            meta.section = _text(_string(el))


def read_metadata(tree: etree._Element) -> Metadata:
    """Collect structured metadata from a parsed page (order of trust in the module docstring)."""
    meta = Metadata()
    root = tree.getroottree().getroot()
    meta.html_lang = (root.get("lang") or root.get("xml:lang") or "").strip() or None

    orgs: list[dict[str, Any]] = []
    for obj in iter_jsonld_objects(tree):
        types = types_of(obj)
        if types & ARTICLE_TYPES:
            meta.jsonld_types.extend(sorted(types & ARTICLE_TYPES))
            _apply_jsonld(meta, obj)
        elif types & _ORG_TYPES or "website" in types:
            orgs.append(obj)
    if not meta.publisher:
        for obj in orgs:
            meta.publisher = _text(obj.get("name"))
            if meta.publisher:
                break

    for element in tree.iter("meta"):
        key = element.get("property") or element.get("name") or element.get("http-equiv") or ""
        content = element.get("content")
        if not key or content is None:
            continue
        content = " ".join(html.unescape(content).split())
        if content:
            _read_meta_tag(meta, key.strip().lower(), content)

    _read_microdata(meta, tree)

    for link in tree.iter("link"):
        rel = (link.get("rel") or "").lower().split()
        href = (link.get("href") or "").strip()
        if "canonical" in rel and href and not meta.canonical:
            meta.canonical = href

    for h1 in tree.iter("h1"):
        text = " ".join("".join(str(t) for t in h1.itertext()).split())
        if text:
            meta.h1s.append(text)
        if len(meta.h1s) >= 3:
            break

    title = tree.find(".//title")
    if title is not None:
        meta.title = " ".join("".join(str(t) for t in title.itertext()).split()) or None
    return meta
