"""Candidate block features of session 21's model study, kept out of the package.

The shipped model reads :data:`newsfold.extract.classify.FEATURES`. The study
(``benchmarks/model_study.py``) tried seven more, meant to tell the furniture a
container holds from its text; none won out of fold, so they live here, appended to
the package's columns by :func:`extended_features`, which the study puts in place of
``block_features`` where the training and ``body.model_blocks`` call it (the latter
only when the extraction modules run from source: ``NEWSFOLD_PURE_PYTHON=1``).

- ``selection_edge``: the first or last prose block of the rules' selection (3+ blocks);
- ``digit_share``: digits among the block's characters (scores, dates, counters);
- ``chars_per_unit``: characters per word (short tokens: labels, numbers, names);
- ``repeated``: the block's text is met again on the page (a template's);
- ``label_colon``: a short block that opens with a label and a colon;
- ``log_units_vs_median``: the block's length against the selection's median block;
- ``in_header``: outside the containers, under a ``<header>`` (a dek, a standfirst).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

import numpy as np
from lxml import etree

from newsfold.extract import body as body_module
from newsfold.extract import classify
from newsfold.extract.blocks import Block

__all__ = ["EXTRA", "extended_features", "install", "use_columns"]

EXTRA: Final = (
    "selection_edge",
    "digit_share",
    "chars_per_unit",
    "repeated",
    "label_colon",
    "log_units_vs_median",
    "in_header",
)
BASE: Final = len(classify.FEATURES)
_NO_DIGITS: Final = str.maketrans("", "", "0123456789０１２３４５６７８９")
_ORIGINAL = classify.block_features
#: The columns the model being run reads (all, the package's and :data:`EXTRA`, when None).
_COLUMNS: list[np.ndarray | None] = [None]


def use_columns(columns: Sequence[int] | None) -> None:
    """Which columns :func:`extended_features` returns from now on."""
    _COLUMNS[0] = None if columns is None else np.asarray(columns, dtype=np.intp)


def _digit_share(text: str, chars: int) -> float:
    if not chars:
        return 0.0
    return (len(text) - len(text.translate(_NO_DIGITS))) / max(chars, len(text))


def _label_colon(text: str, units: int) -> bool:
    if units >= 30:
        return False
    return text.find(":", 0, 30) > 0 or text.find("\uff1a", 0, 30) > 0


def _extra(
    candidates: Sequence[Block],
    selected: set[int],
    roots: Sequence[etree._Element],
    every: Sequence[Block],
    members: set[etree._Element],
) -> np.ndarray:
    sel_prose = [b for b in candidates if b.index in selected]
    edges = {sel_prose[0].index, sel_prose[-1].index} if len(sel_prose) >= 3 else set()
    sel_units = sorted(b.units for b in sel_prose)
    median_units = max(1, sel_units[len(sel_units) // 2]) if sel_units else 1
    seen: dict[str, int] = {}
    for block in every:
        if block.chars:
            seen[block.text] = seen.get(block.text, 0) + 1
    above = {a for r in roots for a in r.iterancestors()} | set(roots)
    rows = []
    for block in candidates:
        text = block.text
        in_header = False
        if block.owner not in members:
            for anc in block.owner.iterancestors():
                if anc in above:
                    break
                if anc.tag == "header":
                    in_header = True
                    break
        rows.append(
            [
                block.index in edges,
                _digit_share(text, block.chars),
                block.chars / max(1, block.units),
                seen.get(text, 0) > 1,
                _label_colon(text, block.units),
                math.log(max(1, block.units) / median_units),
                in_header or block.owner.tag == "header",
            ]
        )
    return np.asarray(rows, dtype=np.float64).reshape(len(rows), len(EXTRA))


def extended_features(
    candidates: Sequence[Block],
    selected: set[int],
    roots: Sequence[etree._Element],
    furniture: set[etree._Element],
    every: Sequence[Block],
    members: set[etree._Element] | None = None,
) -> np.ndarray:
    """The package's feature matrix with :data:`EXTRA`'s columns after it (the columns
    of :func:`use_columns`)."""
    if members is None:
        members = {el for r in roots for el in r.iter()}
    base = _ORIGINAL(candidates, selected, roots, furniture, every, members=members)
    matrix = np.hstack([base, _extra(candidates, selected, roots, every, members)])
    columns = _COLUMNS[0]
    return matrix if columns is None else matrix[:, columns]


def install() -> None:
    """Put :func:`extended_features` where the training and ``model_blocks`` read
    ``block_features`` (the latter only from source: compiled, the call is bound)."""
    import train_blocks

    train_blocks.block_features = extended_features  # type: ignore[assignment]
    body_module.block_features = extended_features  # type: ignore[attr-defined]
