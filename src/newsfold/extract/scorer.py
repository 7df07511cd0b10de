"""Steps 1 and 2 of body extraction (:mod:`newsfold.extract.body`): the candidates'
scores, and the repeats of the best one resolved.

Every block that reads as sentences gives a score (one point, plus its punctuation,
plus its length, CJK characters weighed as words) to the element holding it and,
decaying, to two more ancestors; list items count for little. Each candidate's total
is scaled by its link density, with a prior from its tag and class words, and
``<article>``, ``<main>``, ``itemprop="articleBody"`` get a bonus. The best candidate
is never the site's notice (:mod:`newsfold.extract.notices`: an old table layout's
footer cell can outscore the text's). Candidates with the best one's tag/class path
are either chunks of one body cut by ads (their common ancestor is the container) or
entries of a page of posts (the first entry is the page's), unless the markup says
they are sections of one article (:mod:`newsfold.extract.entries`).

Split from ``body`` in session 19 (the module had grown past 600 lines): the scorer
is what the selection's later steps ask (a sibling's score, its link density, whether
it is a notice); ``body`` widens, cleans and assembles.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from lxml import etree

from newsfold.extract.blocks import Block
from newsfold.extract.boilerplate import class_weight, marker_of
from newsfold.extract.entries import (
    article_of,
    headings,
    nearest_common,
    path_signature,
    rows_of_main,
    signed_entries,
)
from newsfold.extract.notices import lead_text, notice_chars, opens_with_notice

__all__ = ["Scorer", "hint_bonus"]

_TAG_PRIOR: Final = {
    "div": 5.0,
    "article": 5.0,
    "section": 3.0,
    "main": 3.0,
    "pre": 3.0,
    "td": 3.0,
    "blockquote": 3.0,
    "form": -3.0,
    "ol": -3.0,
    "ul": -3.0,
    "dl": -3.0,
    "dd": -3.0,
    "dt": -3.0,
    "li": -3.0,
    "address": -3.0,
    "th": -5.0,
    "h1": -5.0,
    "h2": -5.0,
    "h3": -5.0,
    "h4": -5.0,
    "h5": -5.0,
    "h6": -5.0,
}
_MAX_REPEATS: Final = 200
#: Repeats of the top candidate whose common ancestor is this close are one chunked body.
_CHUNK_LEVELS: Final = 3


def _block_score(block: Block) -> float:
    weighted = block.chars * (2.5 if block.cjk else 1.0)
    score = 1.0 + block.punct + min(weighted / 100.0, 3.0)
    # List items are mostly menus, link lists and comment threads, rarely the body.
    return score * 0.2 if block.tag in ("li", "dt", "dd") else score


def hint_bonus(el: etree._Element) -> float:
    bonus = 0.0
    if el.tag in ("article", "main"):
        bonus += 10.0
    if (el.get("itemprop") or "").lower() == "articlebody":
        bonus += 25.0
    if (el.get("role") or "").lower() in ("main", "article"):
        bonus += 5.0
    return bonus


class Scorer:
    """Candidate scores and per-element text/link totals."""

    def __init__(self, blocks: Sequence[Block]) -> None:
        #: Entries of a page of posts other than the page's own (see ``_first_of_repeats``).
        self.other_entries: list[etree._Element] = []
        self.scores: dict[etree._Element, float] = {}
        self.chars: dict[etree._Element, int] = {}
        self.link_chars: dict[etree._Element, int] = {}
        #: The parent of every block owner and of its ancestors (read once from lxml).
        self.parents: dict[etree._Element, etree._Element | None] = {}
        self.blocks = blocks
        #: The characters of the site's notices below each element (``notice``).
        self._notice_chars: dict[etree._Element, int] | None = None
        #: Whether the top candidate was the site's notice (``best``).
        self.notice_on_top = False
        chars, link_chars = self.chars, self.link_chars
        for block in blocks:
            owner = block.owner
            chars[owner] = chars.get(owner, 0) + block.chars
            link_chars[owner] = link_chars.get(owner, 0) + block.link_chars
        self._add_up()
        parents, scores, prior = self.parents, self.scores, self._prior
        el: etree._Element | None
        for block in blocks:
            if not block.is_sentence:
                continue
            score = _block_score(block)
            # The element holding a <p> is the container; text straight in a div counts too.
            el = block.owner if block.tag not in ("p", "li") else parents[block.owner]
            # Three levels, each a decaying share of the score (divided by 1, 2, 3).
            for divisor in (1.0, 2.0, 3.0):
                if el is None:
                    break
                if el not in scores:
                    scores[el] = prior(el)
                scores[el] += score / divisor
                el = parents[el]
        #: Every candidate's score scaled by its link density (the scores are fixed now).
        self.finals = self._final_scores()

    def _add_up(self) -> None:
        """Give every ancestor of a block the totals of the blocks below it.

        Only the blocks' owners and their ancestors are visited (not the whole page),
        each once: found by walking up until a known one. Each walk is a path of new
        elements, child before parent, hanging below an element found by an earlier
        walk; so the paths in reverse order, each from its bottom, count every child
        before its parent (linear in those elements, no sort).
        """
        parents = self.parents
        paths: list[list[etree._Element]] = []
        for owner in list(self.chars):
            path: list[etree._Element] = []
            node: etree._Element | None = owner
            while node is not None and node not in parents:
                parent = node.getparent()
                parents[node] = parent
                path.append(node)
                node = parent
            if path:
                paths.append(path)
        chars, link_chars = self.chars, self.link_chars
        for path in paths[::-1]:  # a copy: mypyc 2.4 fails on reversed() here
            for step in path:
                own = chars.get(step)
                parent = parents[step]
                if own is None or parent is None:
                    continue
                chars[parent] = chars.get(parent, 0) + own
                link_chars[parent] = link_chars.get(parent, 0) + link_chars[step]

    def _prior(self, el: etree._Element) -> float:
        marker = marker_of(el.get("class"), el.get("id"))
        return _TAG_PRIOR.get(str(el.tag), 0.0) + class_weight(marker) + hint_bonus(el)

    def link_density(self, el: etree._Element) -> float:
        chars = self.chars.get(el, 0)
        return self.link_chars.get(el, 0) / chars if chars else 1.0

    def final(self, el: etree._Element) -> float:
        """``el``'s final score (0 for an element no sentence scored)."""
        return self.finals.get(el, 0.0)

    def _final_scores(self) -> dict[etree._Element, float]:
        """Every candidate's final score: its score times one less its link density."""
        chars, link_chars = self.chars, self.link_chars
        finals: dict[etree._Element, float] = {}
        for el, score in self.scores.items():
            total = chars.get(el, 0)
            density = link_chars.get(el, 0) / total if total else 1.0
            finals[el] = score * (1.0 - density)
        return finals

    def best(self) -> etree._Element | None:
        if not self.scores:
            return None
        finals = self.finals
        top = max(finals, key=finals.__getitem__)
        if self.notice(top):  # the best candidate not mostly a notice (sorted only here)
            self.notice_on_top = True
            ranked = sorted(finals, key=finals.__getitem__, reverse=True)
            top = next((el for el in ranked if finals[el] > 0.0 and not self.notice(el)), top)
        return self._first_of_repeats(top)

    def without_notices(self) -> Scorer | None:
        """The page scored without the site's notice blocks, when the notice was the top
        candidate (``notice_on_top``): its score went up to the table around it too, which
        then outscored the text's cell, or the row of both was skipped with the text."""
        kept = [b for b in self.blocks if not opens_with_notice(b.text)]
        return Scorer(kept) if kept and len(kept) < len(self.blocks) else None

    def notice(self, el: etree._Element) -> bool:
        """Whether ``el`` opens with the site's notice and half its text is notices.

        An old table layout's copyright or disclaimer cell ("免责声明：……版权所有……") is a
        bare ``<td>`` on the text's own path, long and free of links: it can outscore the
        text's cell, and so can the row and table around it. A notice is never the article
        (:func:`notices.opens_with_notice`); a photo credit ("© Amazon") opening the text's
        container is not half of it. The blocks are read only when the opening is a notice.
        """
        if not opens_with_notice(lead_text(el)):
            return False
        if self._notice_chars is None:
            self._notice_chars = notice_chars(self.blocks, self.parents)
        return 2 * self._notice_chars.get(el, 0) >= self.chars.get(el, 0) > 0

    def _first_of_repeats(self, top: etree._Element) -> etree._Element:
        """Resolve candidates that repeat the top one's structure.

        Repeats are candidates with the top one's tag, class and index-free path that
        are not its siblings (siblings are merged later anyway). Close repeats (a
        common ancestor within a few levels) are one body cut in chunks between ads:
        that ancestor is the container. Distant repeats are separate entries, a
        blog's posts, and the first entry is the page's own.
        """
        signature = path_signature(top)
        parent = top.getparent()
        finals = self.finals
        floor = finals[top] * 0.1
        contenders = [el for el, final in finals.items() if el is not top and final >= floor]
        if len(contenders) > _MAX_REPEATS:
            contenders = sorted(contenders, key=finals.__getitem__, reverse=True)[:_MAX_REPEATS]
        # The first part of the signature (tag and class) rules out most at once.
        tag, class_ = top.tag, top.get("class") or ""
        repeats = [
            el
            for el in contenders
            if el.tag == tag
            and (el.get("class") or "") == class_
            and el.getparent() is not parent
            and path_signature(el) == signature
            # the site's notice on the same path (a footer cell) is no part of the body
            and not self.notice(el)
        ]
        if not repeats:
            return top
        strong = [el for el in repeats if self.final(el) >= 0.5 * self.final(top)]
        if tag == "td" and not class_ and not strong:
            # An old table layout's bare cells all share one path (a breadcrumb row, a
            # date row, the text's row): weak repeats of a cell that no class names are
            # the layout, not a page of posts, and the first of them (the breadcrumb) is
            # not the article. A template's entries carry its class ("post-body").
            return top
        # Without strong repeats, weaker ones all close by, each under its own heading,
        # are the later sections of a sectioned article ("1. ...", "2. ..."), each
        # shorter than the first (a comment thread repeats without headings).
        group = strong or repeats
        ancestor = nearest_common(top, group, _CHUNK_LEVELS)
        if ancestor is not None:
            headed = strong or headings(ancestor) >= len(repeats)
            if headed and self.link_density(ancestor) < 0.3:
                return ancestor
        # Repeats that share their nearest <article> are sections of that one composition
        # (a page builder's rows), not a page of posts, whose every post is an <article>
        # of its own (HTML): their nearest common ancestor is the container.
        article = article_of(top)
        if article is not None and all(article_of(el) is article for el in repeats):
            ancestor = nearest_common(top, repeats)
            if ancestor is not None and self.link_density(ancestor) < 0.3:
                return ancestor
        # The first of them in document order: a walk over elements of their tag that
        # stops at the first one met (no index of the whole page).
        entries = {top, *repeats}
        root = top.getroottree().getroot()
        first = next(el for el in root.iter(*{el.tag for el in entries}) if el in entries)
        if first is not top and rows_of_main(top, repeats):
            ancestor = nearest_common(top, repeats)
            if (
                ancestor is not None
                and self.link_density(ancestor) < 0.3
                and not signed_entries(ancestor, [top, *repeats])
            ):
                return ancestor
        self.other_entries = [el for el in [top, *repeats] if el is not first]
        return first
