"""Shortcuts in the walk give what the long way gives: ``Block``'s ``__init__``, written out
where the dataclass would make it (compiled, the generated one stays interpreted), is the
dataclass's own; the hidden-style test on lower-cased ASCII is the case-blind pattern's;
one pass over an element's attribute names reads what three did; a line already made of
single spaces is not split and joined again; the ``itemprop`` elements are found by their
attributes' parents, the same elements as the predicate found; a class or id weighed on
its lower-cased ASCII form weighs what the case-blind expressions gave.
"""

from __future__ import annotations

import dataclasses
import random

from lxml import etree

from newsfold import markup
from newsfold.extract import _parse_stopped, blocks, boilerplate
from newsfold.extract.blocks import Block
from newsfold.extract.encoding import decode_html, utf8_bytes
from newsfold.extract.textblock import squeeze
from newsfold.markup import scan_page
from tests.extract.extract_pages import real_page_bodies


def test_block_init_is_the_dataclass_one() -> None:
    names = [f.name for f in dataclasses.fields(Block)]
    owner = etree.Element("p")
    values = [owner, "p", ["a b."], 3, 1, 4, 2, 1, True, (owner,), True, False]
    block = Block(*values)
    assert [getattr(block, name) for name in names] == values
    assert block == Block(**dict(zip(names, values, strict=True)))
    short = Block(owner, "p", ["x"], 0)
    for field in dataclasses.fields(Block)[4:]:
        assert getattr(short, field.name) == field.default
    assert repr(short).startswith("Block(owner=")


def test_the_hidden_style_shortcut_is_the_case_blind_pattern() -> None:
    styles = [
        "display:none",
        "DISPLAY : NONE",
        "Display:\tNone;",
        "width: 10px; visibility:hidden",
        "VISIBILITY:HIDDEN",
        "visibility: visible; display: block",
        "display: nonesuch",
        "color: red; none",
        "dısplay:none",  # dotless i: the case-blind pattern folds it to i
        "vİsibility:hidden",
        "display:\u00a0none",
        "",
        "hidden",
    ]
    rng = random.Random(5)
    pieces = ["display", "DISPLAY", "visibility", ":", " ", "none", "NoNe", "hidden", ";", "x", "ı"]
    styles += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 8))) for _ in range(3000)]
    for style in styles:
        assert blocks._hidden_style(style) == bool(blocks._HIDDEN_STYLE_RE.search(style)), style


def _case_blind_weight(marker: str) -> float:
    """:func:`boilerplate.class_weight` as it was worked out before session 17: the two
    case-blind expressions searched over the marker as it is."""
    return 25.0 * bool(boilerplate._GOOD_RE.search(marker)) - 25.0 * bool(
        boilerplate._NEG_RE.search(marker)
    )


def test_the_class_weight_on_lower_cased_ascii_is_the_case_blind_one() -> None:
    markers = [
        "",
        "Article-Body main",
        "ARTICLE",
        "postList",  # "list" inside a word, as the case-blind search finds it
        "LISTICLE-item",
        "Links",
        "linkS footer",
        "zw",
        "ZW cont",
        "contents",
        "Cont_x",  # ``\\b`` after "cont": "_" is a word character either way
        "nav\u212a",  # the Kelvin sign: not ASCII, so searched case-blind as before
        "\u017fidebar",  # a long s, which the case-blind search reads as "s"
        "\u0130nfo-main",
        "Comment-Body",
    ]
    markers += [
        boilerplate.marker_of(el.get("class"), el.get("id"))
        for tree in _trees()
        for el in tree.iter()
        if isinstance(el.tag, str)
    ]
    rng = random.Random(17)
    pieces = ["Art", "icle", "BODY", "nav", "List", "icle", "links", "Link", "-", "_", " ", "zw"]
    pieces += ["cont", "Cont", "ent", "\u212a", "\u017f", "K", "s", "2", ":", "Main", "META"]
    markers += ["".join(rng.choices(pieces, k=rng.randint(1, 9))) for _ in range(5000)]
    for marker in markers:
        expected = 0.0 if not marker else _case_blind_weight(marker)
        assert boilerplate._class_weight(marker) == expected, marker
    boilerplate._WEIGHT_CACHE.clear()  # the cache holds the same verdicts
    assert [boilerplate.class_weight(m) for m in markers] == [
        0.0 if not m else _case_blind_weight(m) for m in markers
    ]


def _pages() -> list[bytes]:
    """Real pages' markup (:func:`real_page_bodies`)."""
    sets = ("extraction/en", "extraction/zh", "extraction/snippets", "dates")
    return real_page_bodies(seed=7, articles=60, sets=sets, per_set=40)


def _trees() -> list[etree._Element]:
    trees = []
    for body in [*_pages(), _CRAFTED.encode()]:
        decoded = decode_html(body)
        trees.append(_parse_stopped(decoded.text, utf8_bytes(body, decoded))[0])
    return trees


_CRAFTED = """<html itemprop="page"><head><title itemprop="name">T</title>
<meta ITEMPROP="datePublished" content="2024-01-02"><meta itemprop="" content="x"></head>
<body class="a b" id="top" data-itemprop="no" itemprops="no"><div CLASS="Upper" ID="Id"
style="display:none" role="navigation" hidden aria-hidden="true"><p itemprop="a">
<span itemprop="b" itemscope><b itemprop="c" class="" id="">x</b></span></p></div>
<svg><title itemprop="svg">s</title><a xlink:itemprop="ns" xlink:href="#">l</a></svg>
<?pi itemprop="pi"?><p class="x" class="y" id="1" id="2">dup</p></body></html>"""


def _old_attributes(el: etree._Element) -> tuple[str | None, str | None, bool]:
    """The walk's reading of an element's attributes before :func:`blocks._attributes`."""
    keys = el.keys()
    klass = ident = None
    if keys:
        if "class" in keys:
            klass = el.get("class")
        if "id" in keys:
            ident = el.get("id")
    return klass, ident, bool(keys) and not blocks._SKIP_KEYS.isdisjoint(keys)


def test_one_pass_over_the_attribute_names_reads_what_three_did() -> None:
    elements = [el for tree in _trees() for el in tree.iter() if isinstance(el.tag, str)]
    names = ["class", "id", "style", "role", "hidden", "aria-hidden", "CLASS", "Id", "classy"]
    names += ["href", "data-id", "xid", "rolex", "aria-label"]
    rng = random.Random(12)
    for _ in range(3000):
        el = etree.Element(rng.choice(["div", "p", "span"]))
        for name in rng.sample(names, rng.randint(0, 6)):
            el.set(name, rng.choice(["", "x", "main nav", "display:none", "true"]))
        elements.append(el)
    assert len(elements) > 5000
    for el in elements:
        assert blocks._attributes(el, el.keys()) == _old_attributes(el)


def test_squeeze_is_split_and_join() -> None:
    # Printable text holds no whitespace but the space: every other whitespace character
    # is refused by isprintable, so a printable text needs only the space checks.
    for code in range(0x110000):
        char = chr(code)
        if char.isspace() and char != " ":
            assert not char.isprintable(), hex(code)
    pieces = [" ", "  ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\xa0"]
    pieces += ["\u1680", "\u2000", "\u200a", "\u200b", "\u2028", "\u202f", "\u3000", "\x00"]
    pieces += ["word", "a", "中文", "é", ".", "\ud800", "\U0001f600"]
    # The line-break hints squeeze drops, and the zero-width characters it keeps.
    hints = {0x00AD: None, 0x2060: None, 0xFEFF: None}
    pieces += ["\u00ad", "\u2060", "\ufeff", "\u200c", "\u200d"]
    for code in hints:
        assert not chr(code).isprintable()
    rng = random.Random(3)
    texts = ["", " ", "a", "a b", " a", "a ", "a  b", "a\nb", "a\xa0b", "Mit\u00adtel", "\u00ad"]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 9))) for _ in range(20000)]
    for text in texts:
        assert squeeze(text) == " ".join(text.translate(hints).split()), repr(text)


def test_itemprop_elements_are_the_predicate_ones() -> None:
    old = etree.XPath("/descendant::*[@itemprop]")
    found = 0
    for tree in _trees():
        expected = old(tree)
        assert markup._ITEMPROP(tree) == expected
        assert scan_page(tree).itemprops == expected
        found += len(expected)
    assert found >= 20


def test_the_text_break_bit_rides_with_the_block_kind() -> None:
    """An element's end reads its tag's ``_I_TBREAK`` from the block kind's number on the
    stack: the bit is none of the block kinds', and the two together stay a small int."""
    kinds = blocks._BLOCK | blocks._MARK | blocks._LINK | blocks._SKIP | blocks._DEAD
    assert blocks._I_TBREAK & kinds == 0
    assert kinds | blocks._I_TBREAK < 256
    bits = [
        blocks._I_TBREAK, blocks._I_SKIP, blocks._I_BR, blocks._I_LINK, blocks._I_NEVER,
        blocks._I_TSKIP, blocks._I_PLAIN, blocks._I_TITLE, blocks._I_NOISE, blocks._I_TSPECIAL,
    ]  # fmt: skip
    assert len(set(bits)) == len(bits)
    assert all(bit & (blocks._BLOCK | blocks._MARK) == 0 for bit in bits)
