"""Structured metadata: JSON-LD, OpenGraph, ``article:*``, Dublin Core, microdata.

Publishers describe their own articles far more reliably than any heuristic
can, so everything that can come from structured data does, and the body
extractor only has to find the text. Sources are read in order of trust:
JSON-LD (see :mod:`newsfold.extract.jsonld`), then ``<meta>`` (OpenGraph,
``article:*``, Dublin Core, ``citation_*``, plain names), then microdata
(``itemprop``), then what the page shows: the visible byline
(:mod:`newsfold.extract.byline`), ``<title>`` and ``<h1>``, and last the host name
for the publisher. A field keeps the first value found, and says where it came
from (``headline_source``, ``authors_source``, ``publisher_source``: ``jsonld``,
``microdata``, ``meta``, ``byline``, ``title``, ``h1``, ``host``).

Authors are read as people: each source's names go through
:func:`newsfold.extract.names.parse_names`, and a source that names only
non-persons ("Staff", "编辑部", an e-mail address, a CMS login) gives its names as
``credits`` and lets the next source name the people. Dates stay raw strings with
their source, for :mod:`newsfold.dates` to rank.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any, Final

from lxml import etree

from newsfold.extract.boilerplate import TEXT_BREAK_TAGS
from newsfold.extract.byline import names_in_paragraphs, page_source, read_byline
from newsfold.extract.headline import clean_headline, site_in_title
from newsfold.extract.jsonld import index_by_id, iter_jsonld_objects, resolve, types_of
from newsfold.extract.names import Names, parse_names
from newsfold.extract.textblock import squeeze
from newsfold.markup import PageScan, scan_page
from newsfold.urls import url_host

__all__ = ["ARTICLE_TYPES", "Metadata", "iter_jsonld_objects", "read_metadata"]

ARTICLE_TYPES: Final = frozenset(
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
_ORG_TYPES: Final = frozenset({"organization", "newsmediaorganization", "corporation"})
_NAME_PARTS: Final = ("givenName", "additionalName", "familyName")
_CJK_RE: Final = re.compile("[\u3400-\u9fff]")
#: A language tag ("zh-CN", "en"), not the encodings some pages declare as a language.
_LANG_TAG_RE: Final = re.compile(r"^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$")
#: Order of trust for the author sources read from structured data.
_AUTHOR_SOURCES: Final = ("jsonld", "meta", "microdata")


@dataclass(slots=True)
class Metadata:
    """What the page says about itself. Dates stay raw strings with their source."""

    headline: str | None = None
    #: Where ``headline`` came from: ``jsonld``, ``meta`` or ``microdata``.
    headline_from: str | None = None
    og_title: str | None = None
    title: str | None = None
    site_name: str | None = None
    publisher: str | None = None
    section: str | None = None
    #: The people who wrote the article, and where they were read (``authors_source``).
    authors: list[str] = field(default_factory=list)
    authors_source: str | None = None
    #: The authors are editors named for want of a writer (a signature may replace them).
    authors_weak: bool = False
    #: Non-person credits ("Staff", "编辑部", an agency, an e-mail address).
    credits: list[str] = field(default_factory=list)
    publisher_from: str | None = None
    #: The page's URL (for the host fallback of the publisher and site names in titles).
    url: str | None = None
    #: Names each structured source gave, by source (read in :data:`_AUTHOR_SOURCES` order).
    names: dict[str, Names] = field(default_factory=dict)
    #: The page's markup as decoded (lets the byline reader search the tree narrowly).
    source: str | None = field(default=None, repr=False)
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
    #: An ``<h1>``'s text with a block inside it read as a line apart, and as the
    #: page's glued text (:func:`_spaced_text`).
    h1_glued: dict[str, str] = field(default_factory=dict)
    #: The last answer of :meth:`headline_and_source` and the fields it was read from
    #: (asked for three times per page: the headline, the publisher, the record).
    _headline_memo: tuple[tuple[object, ...], tuple[str | None, str | None]] | None = field(
        default=None, repr=False, compare=False
    )

    @property
    def declared_language(self) -> str | None:
        """The page's own language claim: ``<html lang>``, then JSON-LD, then meta tags."""
        return self.html_lang or self.jsonld_lang or self.meta_lang

    @property
    def host(self) -> str | None:
        """The page's host without ``www.`` (None without a usable URL)."""
        if not self.url:
            return None
        host = url_host(self.url).removeprefix("www.")
        return host if "." in host and not host.endswith(".invalid") else None

    def publisher_name(self) -> str | None:
        """The publisher (see :meth:`publisher_and_source`)."""
        return self.publisher_and_source()[0]

    def publisher_and_source(self) -> tuple[str | None, str | None]:
        """Publisher from structured data, else ``og:site_name`` and other meta tags, else
        the title's site part, else the host name; with its source."""
        if self.publisher:
            return self.publisher, self.publisher_from or "jsonld"
        if self.site_name:
            return self.site_name, "meta"
        if self.title:
            site = site_in_title(self.title, self.clean_headline())
            if site:
                return site, "title"
        host = self.host
        return (host, "host") if host else (None, None)

    def _sites(self) -> list[str]:
        sites = [s for s in (self.site_name, self.publisher) if s]
        host = self.host
        if host:
            # "mywebsite.com" names the "My Website" part of a title.
            sites.append(host.rsplit(".", 1)[0].replace("-", ""))
        return sites

    def clean_headline(self) -> str | None:
        """The headline without a site-name suffix or prefix (see :mod:`.headline`)."""
        return self.headline_and_source()[0]

    def headline_and_source(self) -> tuple[str | None, str | None]:
        """The clean headline and where it came from (``jsonld``, ``meta``, ``microdata``,
        ``title`` or ``h1``)."""
        key = (
            self.headline,
            self.headline_from,
            self.og_title,
            self.title,
            tuple(self.h1s),
            self.site_name,
            self.publisher,
            self.url,
        )
        memo = self._headline_memo
        if memo is not None and memo[0] == key:
            return memo[1]
        found = self._read_headline()
        self._headline_memo = (key, found)
        return found

    def _read_headline(self) -> tuple[str | None, str | None]:
        sites = self._sites()
        for raw, source in ((self.headline, self.headline_from), (self.og_title, "meta")):
            if raw:
                cleaned = clean_headline(raw, sites)
                if cleaned:
                    return cleaned, source or "meta"
        if not self.title:
            return self._h1_headline(sites)
        # The page's own <h1> is the headline when the title carries it (with a site name).
        title = " ".join(self.title.split()).lower()
        for h1 in self.h1s:
            if len(h1) >= 4 and h1.lower() in title:
                return h1, "title"
            glued = self.h1_glued.get(h1)
            if glued is not None and len(glued) >= 4 and glued.lower() in title:
                return glued, "title"
        cleaned = clean_headline(self.title, sites, aggressive=True)
        return (cleaned, "title") if cleaned else self._h1_headline(sites)

    def _h1_headline(self, sites: list[str]) -> tuple[str | None, str | None]:
        """The first ``<h1>`` that is not the site's name (a logo in an ``<h1>``)."""
        for h1 in self.h1s:
            cleaned = clean_headline(h1, sites)
            if cleaned and cleaned == h1:
                return h1, "h1"
        return None, None

    def resolve_authors(self, tree: etree._Element | None, scan: PageScan | None = None) -> None:
        """Fill ``authors``, ``authors_source`` and ``credits`` from the sources read.

        The first structured source that names a person wins; when none does, the
        visible byline is read from ``tree`` (``scan``: its :func:`scan_page`, when known).
        Credits of the sources tried stay.
        """
        credits = Names()
        for source in _AUTHOR_SOURCES:
            names = self.names.get(source)
            if names is None:
                continue
            if names.people:
                self._take(names, source, credits)
                return
            credits.add(names)
        if tree is not None:
            if self.source is None:
                self.source = page_source(tree)
            names = read_byline(tree, self.source, chinese=self._may_be_chinese(), scan=scan)
            if names.people:
                self._take(names, "byline", credits)
                return
            credits.add(names)
        self.authors, self.authors_source = [], None
        self.credits = list(credits.credits)

    def _may_be_chinese(self) -> bool:
        """Whether Chinese byline labels are worth a search: the headline or title has
        Chinese (or Japanese) characters, or the page declares such a language, or it
        declares none and has no headline to tell."""
        head = " ".join(filter(None, [self.title, self.og_title, self.headline, *self.h1s]))
        if head and _CJK_RE.search(head):
            return True
        lang = (self.declared_language or "").lower()
        if _LANG_TAG_RE.match(lang):
            return lang.startswith(("zh", "ja"))
        return not head

    def complete_authors(self, paragraphs: list[str], tree: etree._Element | None = None) -> None:
        """Authors signed in the body text (or just below it), when no other source named any."""
        if self.authors and not self.authors_weak:
            return
        # The lines just below the text are read in the page source on Chinese pages
        # (signatures in parentheses), where a body extractor may drop them as short.
        chinese = self._may_be_chinese()
        source = self.source if chinese else None
        if source is None and tree is not None and chinese:
            source = self.source = page_source(tree)
        names = names_in_paragraphs(paragraphs, source, chinese=chinese)
        # A writer signed by the text beats editors named for want of one.
        if names.people and (not self.authors or not names.weak):
            self._take(names, "byline", Names(credits=list(self.credits)))

    def _take(self, names: Names, source: str, credits: Names) -> None:
        self.authors = list(names.people)
        self.authors_source = source
        self.authors_weak = names.weak
        merged = Names(credits=list(credits.credits))
        merged.add(Names(credits=names.credits))
        self.credits = [c for c in merged.credits if c not in self.authors]


def _text(value: Any) -> str | None:
    if isinstance(value, str):
        text = squeeze(html.unescape(value))
        return text or None
    if isinstance(value, dict):
        return _text(value.get("name") or value.get("@value"))
    if isinstance(value, list) and value:
        return _text(value[0])
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    return None


def _names_of(meta: Metadata, source: str) -> Names:
    names = meta.names.get(source)
    if names is None:
        names = meta.names[source] = Names()
    return names


def _person_name(obj: dict[str, Any]) -> list[str]:
    """The name(s) of a Person object: ``name`` (a string or a list), else its name parts."""
    raw = obj.get("name")
    if isinstance(raw, list):
        names = [n for n in (_text(v) for v in raw) if n]
        if names:
            return names
    elif raw is not None:
        name = _text(raw)
        if name:
            return [name]
    parts: list[str] = []
    for key in _NAME_PARTS:
        value = obj.get(key)
        values = value if isinstance(value, list) else [value]
        parts.extend(p for p in (_text(v) for v in values) if p)
    if not parts:
        return []
    joined = "".join(parts) if all(_CJK_RE.match(p) for p in parts) else " ".join(parts)
    if all(_CJK_RE.match(p) for p in parts) and obj.get("familyName"):
        # Chinese order: family name first.
        family = _text(obj.get("familyName")) or ""
        joined = family + joined.replace(family, "", 1)
    return [joined]


def _add_jsonld_authors(
    names: Names, value: Any, ids: dict[str, dict[str, Any]], depth: int = 0
) -> None:
    """Authors of a JSON-LD value: strings, Person/Organization objects, ``@id`` references."""
    items = value if isinstance(value, list) else [value]
    for item in items[:50]:
        item = resolve(item, ids)
        if isinstance(item, str):
            names.add(parse_names(item))
        elif isinstance(item, dict):
            types = types_of(item)
            if types & _ORG_TYPES:
                for name in _person_name(item):
                    names.add(Names(credits=[" ".join(name.split())]))
                continue
            for name in _person_name(item):
                names.add(parse_names(name))
            if not item.get("name") and depth < 2 and "author" in item:
                _add_jsonld_authors(names, item["author"], ids, depth + 1)


def _apply_jsonld(meta: Metadata, obj: dict[str, Any], ids: dict[str, dict[str, Any]]) -> None:
    meta.jsonld_found = True
    if not meta.headline:
        meta.headline = _text(obj.get("headline")) or _text(obj.get("name"))
        meta.headline_from = "jsonld" if meta.headline else None
    if not meta.publisher:
        publisher = resolve(obj.get("publisher"), ids) or resolve(
            obj.get("sourceOrganization"), ids
        )
        meta.publisher = _text(publisher)
        meta.publisher_from = "jsonld" if meta.publisher else None
    meta.section = meta.section or _text(obj.get("articleSection"))
    names = _names_of(meta, "jsonld")
    if not names.people:
        _add_jsonld_authors(names, obj.get("author") or obj.get("creator") or [], ids)
        # A live blog credits its updates' authors too.
        updates = obj.get("liveBlogUpdate")
        for update in (updates if isinstance(updates, list) else [updates])[:200]:
            update = resolve(update, ids)
            if isinstance(update, dict):
                _add_jsonld_authors(names, update.get("author") or [], ids)
    meta.jsonld_lang = meta.jsonld_lang or _text(obj.get("inLanguage"))
    body = obj.get("articleBody")
    if isinstance(body, str) and body.strip() and not meta.article_body:
        meta.article_body = html.unescape(body)
    for key in ("datePublished", "dateCreated", "dateModified", "uploadDate"):
        value = _text(obj.get(key))
        if value:
            meta.dates.append((f"jsonld:{key}", value))


_META_DATE_KEYS: Final = {
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
_AUTHOR_KEYS: Final = frozenset(
    {"author", "article:author", "dc.creator", "dcterms.creator", "byl", "sailthru.author"}
    | {"og:author", "og:article:author", "parsely-author", "citation_author", "citation_authors"}
    | {"dc.contributor", "cxenseparse:author", "author_name", "article.author"}
)
#: Meta names that give the publisher (``article:publisher`` only when it is not a URL).
_PUBLISHER_KEYS: Final = frozenset(
    {"og:site_name", "application-name", "dc.publisher", "dcterms.publisher", "publisher"}
    | {"article:publisher", "citation_publisher"}
)
_LANG_KEYS: Final = frozenset({"content-language", "dc.language", "dcterms.language", "language"})


_TITLE_KEYS: Final = frozenset({"headline", "dc.title", "dcterms.title", "citation_title"})
_DESCRIPTION_KEYS: Final = frozenset({"og:description", "description", "dc.description"})
_SECTION_KEYS: Final = frozenset({"article:section", "section", "category"})
#: Every key :func:`_read_meta_tag` reads (the others are skipped before their content
#: is unescaped).
_META_KEYS: Final = (
    frozenset({"og:title", "og:url", "og:locale"})
    | _PUBLISHER_KEYS
    | _DESCRIPTION_KEYS
    | _SECTION_KEYS
    | _AUTHOR_KEYS
    | _TITLE_KEYS
    | _LANG_KEYS
    | frozenset(_META_DATE_KEYS)
)


def _read_meta_tag(meta: Metadata, key: str, content: str) -> None:
    if key == "og:title":
        meta.og_title = meta.og_title or content
    elif key in _PUBLISHER_KEYS:
        if not meta.site_name and "://" not in content and not content.startswith("www."):
            meta.site_name = content
    elif key == "og:url":
        meta.og_url = meta.og_url or content
    elif key in _DESCRIPTION_KEYS:
        meta.description = meta.description or content
    elif key in _SECTION_KEYS:
        meta.section = meta.section or content
    elif key in _AUTHOR_KEYS:
        _names_of(meta, "meta").add(parse_names(content, last_first=key.startswith("citation")))
    elif key in _TITLE_KEYS:
        if not meta.headline:
            meta.headline, meta.headline_from = content, "meta"
    elif key in _LANG_KEYS:
        meta.meta_lang = meta.meta_lang or content
    elif key == "og:locale":
        meta.meta_lang = meta.meta_lang or content.replace("_", "-")
    elif key in _META_DATE_KEYS:
        meta.dates.append((_META_DATE_KEYS[key], content))


def _string(el: etree._Element) -> str:
    return el.get("content") or el.get("datetime") or "".join(str(t) for t in el.itertext())


def _named(el: etree._Element) -> str:
    name = next(el.iterfind(".//*[@itemprop='name']"), None)
    return _string(name if name is not None else el)


def _read_microdata(meta: Metadata, elements: list[etree._Element]) -> None:
    """``itemprop`` values, for pages whose only structure is microdata."""
    for el in elements:
        prop = (el.get("itemprop") or "").strip()
        if prop in ("datePublished", "dateModified", "dateCreated"):
            value = _string(el)
            if value.strip():
                meta.dates.append((f"microdata:{prop}", " ".join(value.split())))
        elif prop == "headline" and not meta.headline:
            meta.headline = _text(_string(el))
            meta.headline_from = "microdata" if meta.headline else None
        elif prop in ("author", "author name", "creator"):
            text = _text(_named(el))
            if text:
                _names_of(meta, "microdata").add(parse_names(text))
        elif prop == "publisher" and not meta.publisher:
            meta.publisher = _text(_named(el))
            meta.publisher_from = "microdata" if meta.publisher else None
        elif prop == "articleSection" and not meta.section:
            meta.section = _text(_string(el))


def read_metadata(
    tree: etree._Element,
    url: str | None = None,
    source: str | None = None,
    scan: PageScan | None = None,
) -> Metadata:
    """Collect metadata from a parsed page (order of trust in the module docstring).

    ``url`` (the page's address) lets the host name a publisher nothing else names;
    ``source`` (the markup ``tree`` was parsed from) spares the byline reader a search
    of the whole tree; ``scan`` is the tree's :func:`~newsfold.markup.scan_page` when
    the caller has it (date finding reads it too).
    """
    if scan is None:
        scan = scan_page(tree)
    meta = Metadata(url=url, source=source)
    root = tree.getroottree().getroot()
    meta.html_lang = (root.get("lang") or root.get("xml:lang") or "").strip() or None

    objects = list(iter_jsonld_objects(tree, scan.scripts))
    ids = index_by_id(objects)
    orgs: list[dict[str, Any]] = []
    for obj in objects:
        types = types_of(obj)
        if types & ARTICLE_TYPES:
            meta.jsonld_types.extend(sorted(types & ARTICLE_TYPES))
            _apply_jsonld(meta, obj, ids)
        elif types & _ORG_TYPES or "website" in types:
            orgs.append(obj)
    if not meta.publisher:
        for obj in orgs:
            meta.publisher = _text(obj.get("name"))
            if meta.publisher:
                meta.publisher_from = "jsonld"
                break

    for attributes in scan.meta_attributes():
        key = (
            attributes.get("property")
            or attributes.get("name")
            or attributes.get("http-equiv")
            or ""
        )
        content = attributes.get("content")
        if not key or content is None:
            continue
        key = key.strip().lower()
        if key not in _META_KEYS:
            continue  # most tags (viewport, twitter:*, og:image...) say nothing read here
        content = squeeze(html.unescape(content))
        if content:
            _read_meta_tag(meta, key, content)

    _read_microdata(meta, scan.itemprops)

    for link in scan.links:
        if meta.canonical:
            break  # the first canonical link with an href wins (the rest are not read)
        rel = (link.get("rel") or "").lower().split()
        if "canonical" in rel:
            meta.canonical = (link.get("href") or "").strip() or None

    for h1 in scan.h1s:
        text = squeeze("".join(str(t) for t in h1.itertext()))
        if text:
            spaced = _spaced_text(h1)
            if spaced != text:
                # A block inside the <h1> ("Headline<div>Kicker</div>"): its text is a
                # separate line, not glued to the headline's last word; the title may
                # still give the two glued (a Chinese page's "…纾困预计…").
                meta.h1_glued[spaced] = text
                text = spaced
            meta.h1s.append(text)
        if len(meta.h1s) >= 3:
            break

    title = scan.title
    if title is not None:
        meta.title = squeeze("".join(str(t) for t in title.itertext())) or None
    meta.resolve_authors(tree, scan)
    return meta


def _spaced_text(el: etree._Element) -> str:
    """``el``'s text (squeezed), a space where a block-level element or a ``<br>`` inside
    it breaks the line: "Flood crest passes<div>as river falls</div>" reads "Flood crest
    passes as river falls", not "passesas". Only a heading with such an element inside
    is read again (nearly every ``<h1>`` has none)."""
    if len(el) == 0 or next(el.iterdescendants(*TEXT_BREAK_TAGS), None) is None:
        return squeeze("".join(str(t) for t in el.itertext()))
    pieces: list[str] = []
    _spaced_pieces(el, pieces)
    return squeeze("".join(pieces))


def _spaced_pieces(el: etree._Element, pieces: list[str]) -> None:
    if el.text:
        pieces.append(el.text)
    for child in el:
        tag = child.tag
        if isinstance(tag, str):
            breaks = tag in TEXT_BREAK_TAGS
            if breaks:
                pieces.append(" ")
            _spaced_pieces(child, pieces)
            if breaks:
                pieces.append(" ")
        if child.tail:
            pieces.append(child.tail)
