"""Pages that state no date of their own: every date they show is another post's.

:func:`~newsfold.dates.decide.resolve_dates` chooses among a page's dates by support;
some pages have none of their own to choose, and any date chosen there is another
post's: a page whose only dates are its comments', a page whose only dates are a side
list's ("latest", "most read"), a section front or an archive whose only dates are its
teasers'. Each is told by where its dates sit (the regions of
:class:`~newsfold.dates.page.PageView`) and, for the listing, by the links above them;
none by words of one site.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from datetime import date
from typing import Final

from lxml import etree

from newsfold.dates.normalize import normalize_text
from newsfold.dates.page import MODIFIED, PUBLISHED, PageView
from newsfold.dates.parsed import Candidate
from newsfold.dates.visible import in_noise
from newsfold.urls import join_url, split_url

__all__ = ["only_comment_dates", "only_listing_dates", "only_side_list_dates"]


def only_comment_dates(valid: Sequence[Candidate], view: PageView) -> bool:
    """Whether every date a page gives sits in its comments (no field, URL or dateline of
    the page's own)."""
    regions = view.comment_regions
    if not (regions and valid):
        return False
    if not all(
        c.position >= 0 and c.group in ("text", "markup") and in_noise(regions, c.position)
        for c in valid
    ):
        return False
    return not _lone_byline(valid, view)


#: How far after the headline a date opens the article (its byline).
_BYLINE_SPAN: Final = 300


def _lone_byline(valid: Sequence[Candidate], view: PageView) -> bool:
    """Whether the page's one dated place is right under the headline: the article's
    byline, even inside a box whose class says "reviews" (a film review's
    ``section-reviews``). Readers' reviews and comments are a list of dated items, and
    they follow the text rather than open it."""
    at = view.headline_at
    places = {c.position for c in valid}
    if at < 0 or len(places) != 1:
        return False
    position = next(iter(places))
    return at < position <= at + _BYLINE_SPAN


def _innermost(regions: Sequence[tuple[int, int, int]], at: int) -> int:
    """The index of the innermost of ``regions`` (sorted, nested as the elements are)
    that holds ``at``, or -1."""
    found = -1
    for index in range(bisect_right(regions, (at, 1 << 60, 1 << 60))):
        start, end, _ = regions[index]
        # sorted by start, then end: a later one that holds ``at`` and starts later is inside
        if start <= at < end and (found < 0 or start > regions[found][0]):
            found = index
    return found


def only_side_list_dates(valid: Sequence[Candidate], view: PageView) -> bool:
    """Whether every date a page gives is an item of a list of other posts beside the
    article ("latest", "most read", related): a box (an ``<aside>``, a ``sidebar`` or
    ``widget`` box) with a link to each post, its dates more than one day, no more days
    than links. The page states none of its own then. A box with one day (the page's
    own in a side box of facts, Elementor's ``post-info`` widget), or with fewer than two
    links (an ``<aside class="entry-meta">``), is the page's own; and so is a date labelled
    published ("Datum", "Veröffentlicht") or updated: a list of other posts states neither."""
    regions = view.side_regions
    if not regions or not valid:
        return False
    lists: dict[int, set[date]] = {}
    for c in valid:
        if c.position < 0 or c.group not in ("text", "markup") or c.role == MODIFIED:
            return False
        if c.group == "text" and c.role == PUBLISHED:
            return False
        box = _innermost(regions, c.position)
        if box < 0:
            return False
        days = lists.setdefault(box, set())
        if not c.swapped:  # an ambiguous date's other reading is no other post's day
            days.add(c.parsed.local_day)
    return all(1 < len(days) <= regions[box][2] for box, days in lists.items())


#: Groups of candidates that are the page's own statements about itself (a field, its
#: address, the feed entry it was found through): a page with any is dated as usual.
_OWN_GROUPS: Final = frozenset({"structured", "url", "feed"})
#: Headings whose link makes them a teaser's title on a listing page.
_TEASER_HEADINGS: Final = ("h2", "h3", "h4")
#: How far after its linked heading a teaser's date may sit (characters of the visible
#: text: the title, a lede, a byline).
_TEASER_SPAN: Final = 1000
#: Linked headings read from one page at most.
_MAX_TEASERS: Final = 200


def _address(url: str | None) -> str:
    """A URL's host and path, without scheme, query or trailing slash: the page's own
    address however a link writes it; "" for no URL, or one urllib refuses (a page's
    ``http://[bad`` link is no address, never the page's failure)."""
    parts = split_url(url) if url else None
    if parts is None:
        return ""
    return parts.netloc.lower().removeprefix("www.") + parts.path.rstrip("/")


def _linked(url: str | None, href: str) -> str:
    """The address ``href`` (a page's link) points to, read against the page's URL."""
    return _address(join_url(url or "", href))


def _own_addresses(tree: etree._Element, url: str | None) -> set[str]:
    """The page's own addresses: its URL and its canonical link's."""
    own = {_address(url)}
    for link in tree.iter("link"):
        href = link.get("href")
        if href and "canonical" in (link.get("rel") or "").lower():
            own.add(_linked(url, href))
    own.discard("")
    return own


def only_listing_dates(
    valid: Sequence[Candidate],
    view: PageView,
    tree: etree._Element | None,
    url: str | None = None,
) -> bool:
    """Whether the page is a listing of other posts (a section front, a tag or archive
    page, a blog's home) whose every date is a teaser's: nothing of the page's own dates
    it (no structured field, no date in the address, no feed entry, no ``og:type``
    ``article``), and each of its dates sits under a linked heading (``<h2><a>``, ``h3``,
    ``h4``, or a heading inside a link: ``<a class="card"><h3>``) below its headline, a
    teaser's length from it at most, with two teasers or more dated, on more than one
    day. A post's own date sits between its headline and the first teaser (a related
    list's, a next-post link's), or at its foot; a listing's headline ("Local news") has
    none under it.

    A date labelled published or updated is the page's own ("Published: December 3,
    2026" at an article's foot, below its related list): a teaser's date has no label.
    A heading that links to the page itself (a blog post's ``<h2><a>`` title under the
    site's name in ``<h1>``) is the post's title, no teaser; and a teaser whose text
    runs a body's length before the next one is a post, not a teaser.
    """
    if tree is None or view.headline_at < 0 or not valid:
        return False
    if any(c.group in _OWN_GROUPS for c in valid):
        return False
    if any(c.role == MODIFIED or (c.group == "text" and c.role == PUBLISHED) for c in valid):
        return False
    if any(key == "og:type" and value.strip().lower() == "article" for key, value in view.metas):
        return False
    positions = sorted({c.position for c in valid})
    days = {c.parsed.local_day for c in valid if not c.swapped}
    if positions[0] < 0 or len(days) < 2:
        return False
    text = view.text
    after = text.find("\n", view.headline_at)
    if after < 0:
        return False
    own = _own_addresses(tree, url)
    starts: list[int] = []
    for heading in tree.iter(*_TEASER_HEADINGS):
        if len(starts) >= _MAX_TEASERS:
            break
        links = [a.get("href") or "" for a in heading.iter("a") if a.get("href")]
        links += [up.get("href") or "" for up in heading.iterancestors("a") if up.get("href")]
        if not links:
            continue  # neither a link in it (``<h3><a>``) nor around it (``<a><h3>``)
        if own and any(_linked(url, href) in own for href in links):
            continue  # the post's own title, linked to itself
        words = " ".join(normalize_text("".join(str(t) for t in heading.itertext())).split())
        if len(words) < 4:
            continue
        at = text.find(words[:40], after)
        if at >= 0:
            starts.append(at)
    if len(starts) < 2:
        return False
    starts.sort()
    dated: set[int] = set()
    for at in positions:
        index = bisect_right(starts, at) - 1
        if index < 0 or at - starts[index] > _TEASER_SPAN:
            # a date between the headline and the first teaser, or far below the last
            # one ("[Stand: 09.10.2017]" at the foot of a city's home page): the page's own
            return False
        if index + 1 < len(starts) and starts[index + 1] - starts[index] > _TEASER_SPAN:
            return False  # a post's body before the next heading, not a teaser's lede
        dated.add(index)
    return len(dated) >= 2
