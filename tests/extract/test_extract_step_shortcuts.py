"""Shortcuts in the steps after the walk give what the long way gives: the page scan's
``itemprop`` elements from the attribute step are the predicate's; the pull-quote check
that asks the page for a ``<blockquote>`` first drops what asking every paragraph
dropped; a URL without ``19`` or ``20`` holds no date any URL pattern finds.
"""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import pytest
from lxml import etree

from newsfold.dates import candidates
from newsfold.extract import _parse
from newsfold.extract.blocks import Block, walk_tree
from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.tidy import drop_repeats, has_ancestor
from newsfold.markup import scan_page
from newsfold.sim.generate import iter_pages

BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "extraction"

#: The page scan's former query: every element with an ``itemprop`` attribute.
_PREDICATE = etree.XPath("/descendant::*[@itemprop]")

_SYNTHETIC = [
    b"<html><head><meta itemprop='' content=x><meta ITEMPROP=a itemprop=b></head><body>"
    b"<div itemprop='x' ItemProp='y'><span itemprop>t</span><svg><g itemprop=q /></svg>"
    b"</div><p>No itemprop=here in text</p><blockquote><p>A quoted line that is long "
    b"enough to count here.</p></blockquote><p>A quoted line that is long enough to count "
    b"here. And more text after it.</p></body></html>",
    b"<html><body><p>nothing</p></body></html>",
    b"<html><body><article itemscope><h1 itemprop=headline>H</h1><div itemprop="
    b"articleBody><p>One two three four five six.</p><blockquote>One two three four five "
    b"six.</blockquote></div></article></body></html>",
]


def _pages() -> list[bytes]:
    bodies = list(_SYNTHETIC)
    bodies += [page.to_page().body for page in iter_pages(seed=31, articles=40)]
    for name in ("en", "zh", "snippets"):
        folder = BENCH / name / "pages"
        if folder.is_dir():
            for path in sorted(folder.iterdir())[:30]:
                data = path.read_bytes()
                bodies.append(gzip.decompress(data) if path.suffix == ".gz" else data)
    return bodies


def _tree(body: bytes) -> etree._Element:
    return _parse(body.decode("utf-8", "replace"))


def test_itemprops_are_the_predicates_elements() -> None:
    for body in _pages():
        tree = _tree(body)
        expected = _PREDICATE(tree)
        assert isinstance(expected, list)
        assert scan_page(tree).itemprops == expected


def _drop_repeats_each_paragraph(blocks: list[Block]) -> list[Block]:
    """``drop_repeats`` as it was: every paragraph asked for a ``<blockquote>`` ancestor."""
    if len(blocks) > 400:
        return blocks
    quoted = [
        i
        for i, block in enumerate(blocks)
        if block.units >= 5
        and block.tag not in HEADING_TAGS
        and (block.tag != "p" or has_ancestor(block.owner, "blockquote"))
    ]
    if not quoted:
        return list(blocks)
    texts = [b.text for b in blocks]
    by_length = sorted(texts, key=len, reverse=True)
    joined = "\n".join(by_length)
    ends: dict[int, int] = {}
    end = -1
    for text in by_length:
        ends.setdefault(len(text), max(end, 0))
        end += len(text) + 1
    dropped = {i for i in quoted if joined.find(texts[i], 0, ends[len(texts[i])]) >= 0}
    return [block for i, block in enumerate(blocks) if i not in dropped]


def test_pull_quotes_dropped_as_before() -> None:
    checked = 0
    for body in _pages():
        tree = _tree(body)
        scan = scan_page(tree)
        blocks, _ = walk_tree(tree, scan.body)
        for part in (blocks, [b for b in blocks if b.is_prose], blocks[::3]):
            assert drop_repeats(part) == _drop_repeats_each_paragraph(part)
            checked += 1
    assert checked >= 3 * len(_SYNTHETIC)
    # The first made-up page quotes its own paragraph in a <blockquote>: that one goes.
    tree = _tree(_SYNTHETIC[0])
    blocks, _ = walk_tree(tree, scan_page(tree).body)
    assert len(drop_repeats(blocks)) == len(blocks) - 1


@pytest.mark.parametrize("seed", range(4))
def test_a_url_without_19_or_20_has_no_date(seed: int) -> None:
    rng = random.Random(seed)
    alphabet = "0123456789/-_.abcz"
    patterns = [p for p, _ in candidates._URL_PATTERNS] + [candidates._IMAGE_STAMP[0]]
    for _ in range(5000):
        path = "/" + "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 30)))
        if "19" in path or "20" in path:
            continue
        assert not any(pattern.search(path) for pattern in patterns), path
        assert candidates.url_candidates("https://example.com" + path, "UTC") == []
    dated = "https://example.com/news/2020/01/26/story"
    assert candidates.url_candidates(dated, "UTC")[0].raw == "2020/01/26"
