"""The article's own paragraphs, without the page around them.

The method, over the blocks of :mod:`newsfold.extract.blocks` (furniture already
set aside there, unless that would leave almost no prose: then density alone decides):

1. **Find the container** (:mod:`newsfold.extract.scorer`). Every block that reads as
   sentences (enough words, or enough characters for Chinese and Japanese, punctuated,
   few links) gives a score
   (one point, plus its punctuation, plus its length) to the element holding it and,
   decaying, to two more ancestors; list items count for little. Each candidate's total
   is scaled by its link density, with a prior from its tag and class words, and
   ``<article>``, ``<main>``, ``itemprop="articleBody"`` get a bonus. This is the
   text-density idea of readability-style extractors, with CJK-aware lengths.
2. **Resolve repeats** (the scorer's too). Candidates with the same tag/class path as
   the best one are either chunks of one body cut by ads (close together: their common
   ancestor is the container) or entries of a page of posts (far apart: the first entry
   is the page's), unless they share their nearest ``<article>``: then they are sections
   of that one article (a page builder's rows) and their common ancestor is the
   container; so too when no ``<article>`` is around any of them, they share the page's
   ``<main>`` and the strongest is not the first.
3. **Widen to siblings** that carry prose of their own (a body split over ``div`` elements).
4. **Clean inside** (:mod:`newsfold.extract.tidy`), keeping document order: drop
   teaser ``<article>`` elements nested in the article (those that link to a page of
   their own stay out of the block model's reach too), link lists and blocks that
   are mostly links (a sentence with a link in it stays), the headline repeated,
   "related"/"热点" lists after a heading that names them, pull quotes that repeat a
   paragraph, and non-prose blocks before the first paragraph; after the last one,
   only a short sign-off in the same parent (a source or editor line) stays.

What the markup says in steps 2 and 4 (the ``<article>`` or ``<main>`` around an
element, a post's own signature, where a nested article links) is read by
:mod:`newsfold.extract.entries`; :mod:`newsfold.extract.scorer` scores and resolves,
this module widens, cleans (through ``tidy``) and assembles.

The short-paragraph tests count words for space-separated text and characters for CJK
text, since a 15-character Chinese sentence is a full sentence. All steps are linear in
the number of blocks (bar a bounded pull-quote check), however deep the page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from lxml import etree

from newsfold.extract.blocks import Block, cut_blocks, furniture_marks, text_units
from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.captions import SHORT_BODY, essay_body, gallery_captions
from newsfold.extract.classify import BlockModel, block_features, default_model
from newsfold.extract.entries import (
    article_of,
    links_away,
    nested_articles,
    nested_teasers,
)
from newsfold.extract.heads import drop_head
from newsfold.extract.inserts import drop_ranks, is_insert, own_lines, trim_tail
from newsfold.extract.notes import note_lines
from newsfold.extract.scorer import Scorer, hint_bonus
from newsfold.extract.tidy import (
    clean_blocks,
    drop_repeats,
    is_editor_line,
    is_linky,
    is_list_heading,
    opens_with_notice,
    trim_lines,
)
from newsfold.extract.zhlines import add_salutation, drop_furniture, is_chinese

__all__ = ["Selection", "extract_paragraphs", "model_blocks", "select_blocks", "text_units"]

#: A listicle entry's number opening its heading ("1. ", "2) ", "#3 ", "10 - ").
_ORDINAL_RE: Final = re.compile(r"^#?\d{1,2}(?:[.):]| [-–—])\s")


def _containers(
    scorer: Scorer, top: etree._Element, blocks: Sequence[Block]
) -> list[etree._Element]:
    """The top candidate plus siblings that carry prose of their own.

    A ``<main>`` (or ``role="main"``) candidate is the page's main content by its own
    markup (HTML): its siblings are the page around it (an aside module, a footer's
    text), however much prose they hold, bar the text's own continuation
    (:func:`_main_continuation`).
    """
    parent = top.getparent()
    if parent is None:
        return [top]
    if top.tag == "main" or (top.get("role") or "").lower() == "main":
        return [top, *_main_continuation(top, blocks)]
    top_score = scorer.final(top)
    threshold = max(10.0, top_score * 0.2)
    # A sibling of the top's own tag and class is the next chunk of one body that a page
    # builder cut into widgets, a paragraph each: its score is small because the
    # paragraph is, so only the share of the top's counts, not the absolute floor. (Not
    # without a class: an old layout's bare <div> beside the text is its footer.)
    tag, class_ = top.tag, top.get("class")
    chunks = False  # whether such a chunk was taken
    chosen: list[etree._Element] = []
    prose_owners = {id(b.owner): b for b in blocks if b.is_prose and b.units >= 20}
    sentences = {b.owner: b for b in blocks if b.is_sentence and b.link_density < 0.2}
    # After the top candidate, a run of siblings without prose (embeds, ads) may be
    # followed by one more part of the body; anything else with prose ends the run.
    continuing = False
    gap = False  # a sibling without prose since the last part of the body
    for sibling in parent:
        if sibling is top:
            chosen.append(sibling)
            continuing, gap = True, False
            continue
        if not isinstance(sibling.tag, str):
            continue
        final = scorer.final(sibling) if sibling in scorer.scores else None
        # (the class read only for a scored sibling under the floor: most are neither)
        if final is not None and (
            final >= threshold
            or (
                class_
                and final >= top_score * 0.2
                and sibling.tag == tag
                and sibling.get("class") == class_
            )
        ):
            # the site's notice in the text's row (a cell beside it) is no part of it
            if scorer.link_density(sibling) < 0.25 and not scorer.notice(sibling):
                chosen.append(sibling)
                chunks = chunks or final < threshold
            else:
                continuing = False
        elif sibling.tag == "p" and id(sibling) in prose_owners:
            chosen.append(sibling)
        elif continuing:
            part = _continuation(sibling, sentences, scorer)
            if part is True and gap:
                chosen.append(sibling)
                gap = False
            elif part is False:
                gap = True
            else:
                continuing = False
    return _with_headings(chosen, blocks) if chunks else chosen


#: The tags a ``<main>``'s continuation may not be: the page's regions around it.
_REGION_TAGS: Final = frozenset(("aside", "nav", "footer", "header", "form"))


def _main_continuation(top: etree._Element, blocks: Sequence[Block]) -> list[etree._Element]:
    """The siblings right after a ``<main>`` candidate that go on with its text: each
    holds paragraphs only (``<p>`` blocks of prose, few links), as the ``<main>`` does
    ("story-more" after the first paragraphs). A module beside it has its heading ("<h3>
    Upcoming events</h3>"), a list or links, and is the page around the text."""
    owners: dict[etree._Element, list[Block]] = {}
    for block in blocks:
        owners.setdefault(block.owner, []).append(block)
    out: list[etree._Element] = []
    sibling = top.getnext()
    while sibling is not None:
        if not isinstance(sibling.tag, str) or sibling.tag in _REGION_TAGS:
            break
        held = [b for el in sibling.iter() for b in owners.get(el, ())]
        if not held or not all(b.tag == "p" and b.is_prose and b.link_density < 0.2 for b in held):
            break
        out.append(sibling)
        sibling = sibling.getnext()
    return out


def _with_headings(chosen: list[etree._Element], blocks: Sequence[Block]) -> list[etree._Element]:
    """``chosen`` siblings with the siblings between them that hold only a heading (a
    page builder's heading widget between two text widgets: a section's title). Only
    where the body was taken in a page builder's chunks (:func:`_containers`): between
    ordinary parts a lone heading may title a box ("Contexto de la Noticia")."""
    heads: dict[etree._Element, bool] = {}
    for block in blocks:
        heads[block.owner] = block.tag in HEADING_TAGS
    parent = chosen[0].getparent()
    if parent is None:
        return chosen
    picked = set(chosen)
    out: list[etree._Element] = []
    between: list[etree._Element] = []
    seen = 0
    for sibling in parent:
        if sibling in picked:
            out.extend(between)
            out.append(sibling)
            between = []
            seen += 1
            if seen == len(chosen):
                break
            continue
        if not out:
            continue
        owners = [el for el in sibling.iter() if el in heads]
        if owners and all(heads[el] for el in owners):
            between.append(sibling)
    return out


def _continuation(
    sibling: etree._Element, sentences: dict[etree._Element, Block], scorer: Scorer
) -> bool | None:
    """Whether a sibling after the body holds a later part of it, split off by an embed or ad.

    True: its own sentences (at least two, 40 words or 60 CJK characters in all), few
    links and no heading of its own (a heading starts another section or post); its
    score is low only because its paragraphs sit deeper than the scorer's three
    levels. False: no prose at all (an embed, an ad slot): the body may go on after
    it. None: prose that is not the body's: the body ended before it.
    """
    count = units = 0
    heading = False
    for el in sibling.iter():
        block = sentences.get(el)
        if block is not None:
            count += 1
            units += block.units
        elif el.tag in HEADING_TAGS:
            heading = True
    if not count:
        return False
    if heading or scorer.link_density(sibling) >= 0.25 or count < 2 or units < 40:
        return None
    return True


def _prose_chars(blocks: Sequence[Block]) -> int:
    return sum(b.chars for b in blocks if b.is_prose)


@dataclass(slots=True)
class Selection:
    """What the rules decided on one page: the inputs of the block model."""

    every: list[Block]
    furniture: set[etree._Element]
    roots: list[etree._Element]
    cleaned: list[Block]
    headline: str | None
    #: Other posts of a page of posts and teaser ``<article>`` elements nested in the
    #: article: never the article, whatever the model says.
    others: list[etree._Element] = field(default_factory=list)
    #: Every element inside the containers (``roots``).
    members: set[etree._Element] = field(default_factory=set)


def select_blocks(
    tree: etree._Element, *, headline: str | None = None, blocks: list[Block] | None = None
) -> Selection:
    """Run the rules (steps 1-4 of the module docstring) and keep their working.

    ``blocks`` are the page's blocks when the caller cut them already (in the walk it
    shares with the dates, :func:`~newsfold.extract.blocks.walk_tree`).
    """
    if blocks is None:
        body = tree.find(".//body")
        blocks = cut_blocks(body if body is not None else tree)
    every = blocks
    furniture = furniture_marks(every)
    blocks = [b for b in every if not b.marks or furniture.isdisjoint(b.marks)]
    if len(blocks) < len(every) and _prose_chars(blocks) < 0.3 * _prose_chars(every):
        # Class words called most of the prose furniture: a page builder whose every
        # block is an "elementor-widget". Trust density alone for this page.
        blocks = every
        furniture = set()
    selection = Selection(every, furniture, [], [], headline)
    if not blocks:
        return selection
    scorer = Scorer(blocks)
    top = scorer.best()
    rescored = scorer.without_notices() if scorer.notice_on_top else None
    if rescored is not None:
        # The notice blocks are no part of the text wherever they sit: inside the new
        # top container (the notice opened it) or a <p> beside it, which has no score
        # to be checked by now.
        scorer, top, blocks = rescored, rescored.best(), list(rescored.blocks)
    if top is None:
        return selection
    roots = _containers(scorer, top, blocks)
    members = {el for r in roots for el in r.iter()}
    inside = [b for b in blocks if b.owner in members]
    teasers = nested_teasers(inside, roots)
    if teasers:
        inside = [
            b for b in inside if not any(a in teasers for a in nested_articles(b.owner, roots))
        ]
    selection.roots = roots
    selection.members = members
    selection.cleaned = clean_blocks(inside, headline)
    # Teasers nested in the article that link to their own story are other stories as
    # surely as a page's other posts: the model may not add them back (it judges a block,
    # not the article around it). Nested articles that link nowhere may be the sections
    # of a listicle ("1. ...", "2. ..."): the model's judgement stands for those.
    selection.others = [*scorer.other_entries, *(t for t in teasers if links_away(t))]
    return selection


def model_blocks(selection: Selection, model: BlockModel) -> list[Block] | None:
    """The blocks the model keeps, with the rules' non-prose lines around them.

    Every prose block of the page is judged; a heading is kept when it sits between
    two kept prose blocks (a section of a sectioned article), and the rules' own
    non-prose lines (sub-headings, a sign-off) stay. None when the model keeps no
    prose: the rules' answer stands.
    """
    selected = {b.index for b in selection.cleaned}
    others = {el for entry in selection.others for el in entry.iter()}
    candidates = [
        b for b in selection.every if b.is_prose and (b.index in selected or b.owner not in others)
    ]
    if not candidates:
        return None
    features = block_features(
        candidates,
        selected,
        selection.roots,
        selection.furniture,
        selection.every,
        members=selection.members or None,
    )
    verdicts = model.keep(features)
    keep = {b.index for b, kept in zip(candidates, verdicts, strict=True) if kept}
    added = keep - selected
    if added:
        keep -= _other_stories(selection, added)
        # The site's notice reads as prose (a long, link-free disclaimer), but the rules
        # left it out: the model may not append it (:func:`tidy.opens_with_notice`).
        keep -= {i for i in added if opens_with_notice(selection.every[i].text)}
    if not keep:
        return None
    if keep == {b.index for b in candidates if b.index in selected}:
        return selection.cleaned  # the model agrees with the rules on every prose block
    return assemble_kept(selection, keep)


def _other_stories(selection: Selection, added: set[int]) -> set[int]:
    """The model's additions that lie in another story's ``<article>``.

    When the rules' container sits in an ``<article>`` that holds the page's ``<h1>``,
    that article is the page's story (HTML: a self-contained composition); prose in
    another ``<article>`` neither inside it nor around it is another story: a "next
    article" preview an infinite-scroll page appends, a teaser card with a paragraph.
    Nested articles are left to :func:`select_blocks` (a listicle's entries may be
    ``<article>``s inside the story), and a story article without the ``<h1>`` (one
    entry of a list marked up as articles) claims nothing.
    """
    root = selection.roots[0]
    story = root if root.tag == "article" else article_of(root)
    if story is None or not any(True for _ in story.iter("h1")):
        return set()
    foreign: set[int] = set()
    for index in added:
        owner = selection.every[index].owner
        other = owner if owner.tag == "article" else article_of(owner)
        if other is None or other is story:
            continue
        if any(a is story for a in other.iterancestors("article")):
            continue  # nested in the story
        if any(a is other for a in story.iterancestors("article")):
            continue  # around the story
        foreign.add(index)
    return foreign


def _unmarked(selection: Selection, block: Block) -> bool:
    """Whether no furniture mark is around ``block``."""
    return not block.marks or selection.furniture.isdisjoint(block.marks)


def assemble_kept(selection: Selection, keep: set[int]) -> list[Block]:
    """The body made of the prose blocks in ``keep`` (indexes into ``selection.every``):
    the rules' own non-prose lines stay, a heading stays between two kept prose blocks,
    the headline repeated and link lists go. One piece for :func:`model_blocks` and the
    benchmarks that try other verdicts (``benchmarks/gate_cases.py``)."""
    selected = {b.index for b in selection.cleaned}
    out: list[Block] = []
    pending: list[Block] = []  # headings waiting for the next kept prose block
    started = False
    for block in selection.every:
        if (
            block.is_prose
            and started
            and block.index not in keep
            and block.tag in HEADING_TAGS
            and _ORDINAL_RE.match(block.text)
            and not is_list_heading(block)
            and _unmarked(selection, block)
        ):
            # A numbered section's heading that reads as a sentence ("1. Start with the
            # stream, not the trail"), judged as prose and dropped by the model: between
            # two kept prose blocks it is a listicle's entry title like a short heading.
            # (Any prose heading there took a "Contexto de la Noticia" box's title too.)
            pending.append(block)
            continue
        if block.is_prose:
            if block.index in keep:
                if started:
                    out.extend(pending)
                out.append(block)
                started = True
            pending = []
        elif block.index in selected:
            out.append(block)
        elif (
            started
            and block.tag in HEADING_TAGS
            and not is_list_heading(block)
            and _unmarked(selection, block)
        ):
            pending.append(block)
    norm_headline = " ".join(selection.headline.split()).lower() if selection.headline else None
    if norm_headline:
        size = len(norm_headline)
        out = [
            b for b in out if b.chars > size or " ".join(b.text.split()).lower() != norm_headline
        ]
    # The model may keep a Chinese page's editorial lines the rules dropped (they read as
    # prose): at the text's edges they go here too (:func:`tidy.is_editor_line`).
    start, end = 0, len(out)
    while start < end and is_editor_line(out[start]):
        start += 1
    while end > start and is_editor_line(out[end - 1]):
        end -= 1
    return drop_repeats([b for b in out[start:end] if not (is_linky(b) or is_insert(b))])


def extract_paragraphs(
    tree: etree._Element,
    *,
    headline: str | None = None,
    model: BlockModel | Literal["default"] | None = "default",
    blocks: list[Block] | None = None,
) -> tuple[list[str], str]:
    """Return the article paragraphs in order and the method that found them.

    ``model`` is the block model stacked on the rules (the one shipped in the
    package by default, ``None`` for the rules alone); ``blocks`` the page's blocks
    when the caller cut them already.
    """
    selection = select_blocks(tree, headline=headline, blocks=blocks)
    if not selection.roots:
        return [], "none"
    hint = any(hint_bonus(r) for r in selection.roots)
    chosen = selection.cleaned
    method = "body:" + ("hint" if hint else "density")
    block_model = default_model() if model == "default" else model
    if block_model is not None and isinstance(block_model, BlockModel):
        refined = model_blocks(selection, block_model)
        if refined is not None:
            chosen = refined
            method += "+model"
    # A Chinese template's furniture lines inside the text's container (pagers, related
    # labels and their items, breadcrumbs, label and value lines): last, on whichever
    # blocks were chosen (:mod:`newsfold.extract.zhlines`).
    chosen = drop_ranks(drop_furniture(chosen))
    # The meta lines of the article's head: its time, reading time and counts
    # (:mod:`newsfold.extract.heads`).
    chosen = drop_head(chosen)
    # A letter's or a notice's addressee above the first paragraph ("王某某："), which the
    # rules trim as a short line at the edge (:func:`zhlines.add_salutation`).
    chosen = add_salutation(chosen, selection.every)
    units = 0
    for block in chosen:
        units += block.units
    if units < SHORT_BODY:
        # A short body may be a photo essay's intro, its story told in the captions
        # (:mod:`newsfold.extract.captions`), which the walk skips.
        root = selection.roots[0]
        parent = root.getparent()
        scope = parent if parent is not None else root
        captions = gallery_captions(scope, units, root)
        if captions:
            # The walk saw no captions, so a gallery page's only prose may have been its
            # footer, kept because the furniture test spares the blocks holding most of
            # a page's prose: beside the captions, a block under a furniture mark (a
            # footer, an aside, a class word) that holds none of them is furniture
            # again (a mark around the captions too is a wrapper of the whole page), unless
            # it comes before the pictures: a gallery's header holds its intro.
            return essay_body(chosen, captions), method + "+captions"
    # A block of <br> lines may hold a "read also" or a prompt line among the text's.
    by_block = [lines for lines in map(own_lines, chosen) if lines]
    paragraphs = [line for lines in by_block for line in lines]
    if by_block:
        last = len(by_block[-1])
        # A Chinese page's lines about the page close its text (review of session 20:
        # an English page keeps its Chinese last line).
        chinese = any(b.cjk for b in chosen) and is_chinese(chosen)
        trimmed = trim_lines(paragraphs, headline, last, len(by_block[0]), chinese)
        # The last block's lines left (at most: the lines trimmed may have been its own).
        last = max(1, last - (len(paragraphs) - len(trimmed)))
        paragraphs = trim_tail(trimmed, last)
        # The notes the text's marks link to, wherever the page set them
        # (:mod:`newsfold.extract.notes`).
        paragraphs += note_lines(chosen, selection.every)
    return paragraphs, method
