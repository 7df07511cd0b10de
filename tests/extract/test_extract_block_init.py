"""The walk's ``Block`` has its ``__init__`` written out where the dataclass would make it
(compiled, the generated one stays interpreted): it must be the dataclass's own.
"""

from __future__ import annotations

import dataclasses

from lxml import etree

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
