"""Shortcuts in the walk give what the long way gives: ``Block``'s ``__init__``, written out
where the dataclass would make it (compiled, the generated one stays interpreted), is the
dataclass's own; the hidden-style test on lower-cased ASCII is the case-blind pattern's.
"""

from __future__ import annotations

import dataclasses
import random

from lxml import etree

from newsfold.extract import blocks
from newsfold.extract.blocks import Block


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
