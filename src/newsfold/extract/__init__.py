"""Extraction stage: a fetched ``Page`` becomes an ``Article``.

The page is decoded once, parsed once with lxml, and every part (metadata,
body, dates) reads that one tree. Failures raise :class:`~newsfold.errors.PageError`
subclasses so a batch can record them by kind and go on.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final, Literal

from lxml import etree

from newsfold.config import Settings
from newsfold.dates import resolve_dates
from newsfold.dates.page import PageView, TextWalk, build_view
from newsfold.errors import EmptyPageError, PageTooLargeError, ParseError
from newsfold.extract.blocks import walk_tree
from newsfold.extract.body import extract_paragraphs
from newsfold.extract.classify import BlockModel
from newsfold.extract.encoding import Decoded, decode_html, utf8_bytes
from newsfold.extract.hidden import hidden_article, shown
from newsfold.extract.jsonstate import state_paragraphs
from newsfold.extract.language import detect_language
from newsfold.extract.metadata import Metadata, read_metadata
from newsfold.extract.misnest import close_ignored, ignored_end_tags, repair_swallowed_main
from newsfold.extract.textblock import as_sentences
from newsfold.hygiene import clean_article
from newsfold.markup import PageScan, scan_page
from newsfold.models import Article, Page
from newsfold.urls import DEFAULT_RULES, UrlRules, canonicalize, resolve_canonical

__all__ = [
    "Content",
    "ExtractFailure",
    "ExtractStage",
    "SourceHints",
    "article_from_content",
    "extract_article",
    "extract_content",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SourceHints:
    """What the sources configuration knows about a page's publisher."""

    publisher: str | None = None
    timezone: str | None = None
    language: str | None = None
    rank: float = 0.0
    url_rules: UrlRules = DEFAULT_RULES
    #: The page's date as its feed or (Google News) sitemap entry gave it: one
    #: more independent date candidate, known only to a crawl.
    feed_date: str | None = None


@dataclass(frozen=True, slots=True)
class ExtractFailure:
    """A page that could not be extracted, with the reason."""

    page: Page
    kind: str
    message: str

    def to_record(self) -> dict[str, object]:
        """The ``newsfold extract`` error record."""
        return {"id": self.page.id, "error": {"kind": self.kind, "message": self.message}}


#: The settings and hints of a call that gives none: both frozen, so one of each serves
#: every page (building the 46-field settings and checking them again cost about 30 us a page
#: on a loaded machine, more than half a per cent of an English page's extraction).
_DEFAULT_SETTINGS: Final = Settings()
_NO_HINTS: Final = SourceHints()
_XML_DECL_RE = re.compile(r"^\s*<\?xml[^>]*\?>")


def _parse(text: str) -> etree._Element:
    """The tree of :func:`_parse_stopped` (for callers that need no reason), repaired as
    :func:`extract_content` repairs it (the block model's training reads this tree)."""
    tree = _parse_stopped(text)[0]
    repair_swallowed_main(tree.iter("main"))
    return tree


def _parse_stopped(text: str, utf8: bytes | None = None) -> tuple[etree._Element, str | None]:
    """Parse once; libxml2's depth limit (256) bounds pathologically nested pages.

    A text node or attribute over libxml2's 10 MB buffer limit (a big inline
    script) stops a normal parse there, which used to lose the article behind
    it silently: such a page is parsed again with ``huge_tree`` (the page size
    limit still bounds it). Returns the tree and, when the parse stopped
    early anyway, libxml2's reason, so an empty result can say why.

    ``utf8``, when given, is ``text`` as UTF-8 bytes (the page's own bytes, see
    :func:`~newsfold.extract.encoding.utf8_bytes`): parsed as they are, unless the
    text needs the clean-up below, instead of encoding the text again.
    """
    if not text or text.isspace():
        raise EmptyPageError("page is empty")
    # lxml refuses a str that still carries its XML encoding declaration (XHTML pages).
    declared = _XML_DECL_RE.match(text) is not None
    if utf8 is None or declared:
        if declared:
            text = _XML_DECL_RE.sub("", text, count=1)
        # UTF-8 bytes with the encoding named: libxml2 reads them as they are, where a
        # str is handed over in Python's internal form and converted first.
        data = text.encode("utf-8", "surrogatepass")
    else:
        data = utf8
    # NULs go from the bytes (only U+0000 encodes to a zero byte), where memchr finds them:
    # in a str with characters beyond Latin-1 most code units hold a zero byte, and the
    # same search there crawls (0.7 M instructions a page).
    if b"\x00" in data:
        data = data.replace(b"\x00", b"")
    # No id table is collected (nothing looks elements up by id).
    try:
        # Plain lxml elements (no lxml.html class lookup): the same tree, built faster.
        parser = _parser(huge_tree=False)  # not thread-safe
        tree = etree.fromstring(data, parser=parser)
        huge = "buffer size" in (_stopped(parser) or "").lower()
        if huge:
            parser = _parser(huge_tree=True)
            tree = etree.fromstring(data, parser=parser)
        # An end tag libxml2 ignored, so that a figure or header swallowed the text after
        # it, is made to close as a browser closes it (one more parse, on few pages).
        if tree is not None:
            tree, parser = _closed_as_browsers_do(data, huge, tree, parser)
    except (etree.ParserError, etree.XMLSyntaxError, ValueError) as exc:
        raise ParseError(f"cannot parse HTML: {exc}") from exc
    if tree is None:
        raise EmptyPageError("page has no markup")
    return tree, _stopped(parser)


def _closed_as_browsers_do(
    data: bytes,
    huge: bool,
    tree: etree._Element,
    parser: etree.HTMLParser,
) -> tuple[etree._Element, etree.HTMLParser]:
    """The page parsed again while libxml2 ignored end tags that HTML honours, each time
    with the end tags of the elements that kept them open written before them
    (:func:`~newsfold.extract.misnest.close_ignored`); ``tree`` and ``parser`` as they are
    when there were none (nearly every page) or a repaired page does not parse."""
    for _ in range(_CLOSING_ROUNDS):
        ignored = ignored_end_tags(parser.error_log)
        if not ignored:
            break
        fixed = close_ignored(data, ignored)
        if fixed is None:
            break
        again = _parser(huge_tree=huge)
        try:
            repaired = etree.fromstring(fixed, parser=again)
        except (etree.ParserError, etree.XMLSyntaxError, ValueError):
            break
        if repaired is None:
            break
        data, tree, parser = fixed, repaired, again
    return tree, parser


#: A body shorter than this (characters) may be a shell: the page's JSON state is read.
_THIN_BODY_CHARS: Final = 400
#: The JSON state's body replaces a thin one when longer than this and than twice it.
_MIN_STATE_CHARS: Final = 200

#: A body read with every block of prose taken as sentences (the last fallback) is kept
#: when it holds this many characters: a menu or a teaser line is shorter.
_MIN_PROSE_CHARS: Final = 200

#: At most this many parses more for a page whose end tags libxml2 ignored: each closes one
#: element left open above each ignored end tag (two at most on the development pages).
_CLOSING_ROUNDS: Final = 3


def _parser(*, huge_tree: bool) -> etree.HTMLParser:
    return etree.HTMLParser(
        remove_comments=True, huge_tree=huge_tree, encoding="utf-8", collect_ids=False
    )


def _stopped(parser: etree.HTMLParser) -> str | None:
    """libxml2's message when the parse stopped early (a fatal error), else None.

    Nesting deeper than 256 stops it too; that limit stays (it bounds
    pathological pages), but an empty result then says why.
    """
    for error in parser.error_log:
        if error.level_name == "FATAL":
            return str(error.message).strip()
    return None


@dataclass(frozen=True, slots=True)
class Content:
    """Everything extraction reads from one page before dating it."""

    decoded: Decoded
    tree: etree._Element
    meta: Metadata
    headline: str | None
    paragraphs: list[str]
    method: str
    #: The dates' reading of the body, taken in the same walk as the body's blocks.
    text_walk: TextWalk | None = None
    #: The elements metadata and dates read (one pass over the tree for both).
    scan: PageScan | None = None

    def page_view(self) -> PageView | None:
        """What date finding reads from the page (see :mod:`newsfold.dates.page`)."""
        if self.text_walk is None:
            return None
        return build_view(self.tree, self.text_walk, self.headline, self.scan)


def extract_content(
    page: Page,
    *,
    settings: Settings | None = None,
    model: BlockModel | Literal["default"] | None = "default",
) -> Content:
    """Decode, parse once, read metadata and the body; raise a :class:`PageError` if impossible.

    This is :func:`extract_article` without dates, language and URLs: the part the
    extraction benchmark measures on its own. ``model`` is the block model stacked on
    the body rules (the packaged one by default; ``None``: rules alone).
    """
    settings = settings or _DEFAULT_SETTINGS
    if len(page.body) > settings.max_page_bytes:
        raise PageTooLargeError(
            f"page is {len(page.body)} bytes, over the {settings.max_page_bytes}-byte limit"
        )
    decoded = decode_html(page.body, page.header("content-type"))
    tree, stopped = _parse_stopped(decoded.text, utf8_bytes(page.body, decoded))
    scan = scan_page(tree)
    # A <main> that furniture swallowed (a lost end tag) is set free before anything reads.
    repair_swallowed_main(scan.mains)
    meta = read_metadata(tree, url=page.final_url or page.url, source=decoded.text, scan=scan)
    headline = meta.clean_headline()
    # One walk of the body gives the blocks and the dates' text (the dates step reads it).
    blocks, text_walk = walk_tree(tree, scan.body)
    paragraphs, method = extract_paragraphs(tree, headline=headline, model=model, blocks=blocks)
    if not paragraphs and meta.article_body:
        paragraphs = [p.strip() for p in meta.article_body.split("\n") if p.strip()]
        method = "jsonld:articleBody"
    found = sum(len(p) for p in paragraphs)
    if found < _THIN_BODY_CHARS:
        # A thin body may sit beside the article in a container its inline style hides
        # until a script shows it (WeChat's #js_content): read again with it shown.
        paragraphs, method = _with_hidden_shown(tree, scan, headline, model, paragraphs, method)
        found = sum(len(p) for p in paragraphs)
    if found < _THIN_BODY_CHARS:
        # A thin body may be a framework's shell whose article is in its JSON state (a
        # candidate tied to the article by its key and the headline's words).
        state = state_paragraphs(tree, headline)
        if sum(len(p) for p in state) > max(_MIN_STATE_CHARS, 2 * found):
            paragraphs, method = state, "json:state"
    if not paragraphs:
        # The last reading before "no article body": every block of prose taken as
        # sentences (a script whose sentence marks the blocks do not count, or a text
        # written without any), if the prose found so is enough to be an article.
        prose, how = extract_paragraphs(
            tree, headline=headline, model=model, blocks=as_sentences(blocks)
        )
        if sum(len(p) for p in prose) >= _MIN_PROSE_CHARS:
            paragraphs, method = prose, how + "+prose"
    if not paragraphs:
        if stopped:
            raise ParseError(f"the parse stopped early ({stopped}); no article body before it")
        raise EmptyPageError("no article body found")
    meta.complete_authors(paragraphs, tree)
    return Content(decoded, tree, meta, headline, paragraphs, method, text_walk, scan)


def _with_hidden_shown(
    tree: etree._Element,
    scan: PageScan,
    headline: str | None,
    model: BlockModel | Literal["default"] | None,
    paragraphs: list[str],
    method: str,
) -> tuple[list[str], str]:
    """The body read again with the inline-hidden container that holds the most prose
    shown (:mod:`newsfold.extract.hidden`), when it holds more than the thin body found
    (by the JSON state's margin: over :data:`_MIN_STATE_CHARS` and twice the body) and
    the new body is longer; else ``paragraphs`` and ``method`` as they were."""
    found = sum(len(p) for p in paragraphs)
    root = scan.body if scan.body is not None else tree
    container = hidden_article(root, max(_MIN_STATE_CHARS, 2 * found))
    if container is None:
        return paragraphs, method
    with shown(container):
        blocks = walk_tree(tree, scan.body)[0]
        again, how = extract_paragraphs(tree, headline=headline, model=model, blocks=blocks)
    if sum(len(p) for p in again) <= found:
        return paragraphs, method
    return again, how


def extract_article(
    page: Page, *, settings: Settings | None = None, hints: SourceHints | None = None
) -> Article:
    """Extract one article; raise a :class:`PageError` subclass when impossible.

    The engine runs the same two steps as two stages (extract, then date).
    """
    settings = settings or _DEFAULT_SETTINGS
    content = extract_content(page, settings=settings)
    return article_from_content(page, content, settings=settings, hints=hints)


def article_from_content(
    page: Page,
    content: Content,
    *,
    settings: Settings | None = None,
    hints: SourceHints | None = None,
) -> Article:
    """The article of a parsed page: its dates (UTC), language and canonical URL added
    to the content :func:`extract_content` read."""
    settings = settings or _DEFAULT_SETTINGS
    hints = hints or _NO_HINTS
    decoded, tree, meta = content.decoded, content.tree, content.meta
    headline, paragraphs, method = content.headline, content.paragraphs, content.method
    body_text = "\n".join(paragraphs)
    language = detect_language(body_text, meta.declared_language or hints.language)
    url = page.final_url or page.url
    # The fetched URL's canonical form is both the fallback and the first of the URLs seen
    # (nearly every page has no final URL of its own): made once.
    page_canonical = canonicalize(url, hints.url_rules)
    canonical = resolve_canonical(
        url, meta.canonical, meta.og_url, hints.url_rules, page_canonical=page_canonical
    )
    first = page_canonical if url == page.url else canonicalize(page.url, hints.url_rules)
    urls = list(dict.fromkeys([first, canonical, page.url]))
    dates = resolve_dates(
        meta.dates,
        fetched_at=page.fetched_at,
        default_tz=hints.timezone or settings.default_timezone,
        tree=tree,
        url=url,
        language=language,
        tz_configured=hints.timezone is not None,
        feed_date=hints.feed_date,
        headline=headline,
        last_modified=page.header("last-modified"),
        view=content.page_view(),
    )
    publisher, publisher_source = meta.publisher_and_source()
    if hints.publisher:
        publisher, publisher_source = hints.publisher, "config"
    quality: dict[str, float] = {}
    if decoded.had_errors:
        log.info("page %s decoded with replacement characters (%s)", page.id, decoded.encoding)
        quality["replacement_chars"] = float(decoded.replacements)
    article = Article(
        id=page.id,
        canonical_url=canonical,
        urls=urls,
        headline=headline,
        paragraphs=paragraphs,
        publisher=publisher,
        section=meta.section,
        language=language,
        authors=meta.authors,
        published_at=dates.published_at,
        published_at_local=dates.published_at_local,
        modified_at=dates.modified_at,
        date_source=dates.date_source,
        temporal_confidence=dates.temporal_confidence,
        date_flags=dates.flags,
        extraction_method=method,
        encoding=decoded.encoding,
        decode_errors=decoded.had_errors,
        fetched_at=page.fetched_at,
        page_id=page.id,
        quality=quality,
        headline_source=meta.headline_and_source()[1] if headline else None,
        authors_source=meta.authors_source,
        publisher_source=publisher_source if publisher else None,
        credits=list(meta.credits),
    )
    return clean_article(article)  # web text may carry NUL, escapes, controls, bidi overrides


class ExtractStage:
    """Pages in, articles or failures out; one bad page never stops the run.

    The engine's extract and date stages (:mod:`newsfold.engine.stages`) behind
    the ``(page, hints)`` interface this module always had.
    """

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or _DEFAULT_SETTINGS

    def run(
        self, pages: Iterable[tuple[Page, SourceHints | None]]
    ) -> Iterator[Article | ExtractFailure]:
        """Extract each page, yielding an :class:`ExtractFailure` for the ones that fail."""
        from newsfold.engine.stages import extract_page  # the engine builds on this package

        for page, hints in pages:
            yield extract_page(page, self.settings, hints)
