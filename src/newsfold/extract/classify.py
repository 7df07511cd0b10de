"""A learned second opinion on every prose block, stacked on the rules of :mod:`.body`.

The rules pick one container and clean it. They fail in a few recurring ways on pages
nobody tuned them for: the container holds one section of a sectioned article, a body
split over sibling containers between embeds loses its later parts, or the container
is a teaser and the article yields nothing. A small logistic model looks at every
prose block of the page with what the rules decided as features (in the selection,
in the container, how far from it in the tree and in reading order, same parent or
same tag/class shape as a selected block) beside the block's own figures (length,
punctuation, link density, tag, class words, furniture marks), and keeps the blocks
it judges to be article text. The rules stay the fallback: without a model, or when
the model keeps no prose at all, their selection is the answer.

What the model may add is gated by where it lies: near the rules' selection in reading
order (``max_add_gap`` blocks), unless the rules kept nearly nothing. The model reads a
block alone, and a caption, a teaser rail or a portal's far-off table cell reads like
article text; what tells them apart is that the article's missing parts (a later
section, the part after an embed) sit next to the part the rules found.

The model is a plain JSON file of standardisation figures and weights, shipped in the
package (``newsfold/data/blocks_model.json``) and read offline once; inference is one
matrix product. ``benchmarks/train_blocks.py`` trains it (scikit-learn) on the labelled
development pages and the simulated web, and reports the out-of-fold figure, folds
grouped by site.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from itertools import chain
from pathlib import Path
from typing import Final

import numpy as np
from lxml import etree

from newsfold.extract.blocks import Block
from newsfold.extract.boilerplate import HEADING_TAGS, class_weight, marker_of

__all__ = [
    "FEATURES",
    "BlockModel",
    "ModelError",
    "block_features",
    "default_model",
    "load_model",
]

log = logging.getLogger(__name__)

#: Feature names, in the order of the columns :func:`block_features` returns.
FEATURES: Final[tuple[str, ...]] = (
    "selected",
    "in_container",
    "log_units",
    "link_density",
    "punct_rate",
    "sentence",
    "tag_p",
    "tag_li",
    "tag_td",
    "tag_heading",
    "tag_quote",
    "furniture",
    "marked",
    "page_position",
    "before_selection",
    "after_selection",
    "log_block_gap",
    "tree_distance",
    "class_words",
    "cjk",
    "prose_share",
    "same_parent",
    "same_shape",
    "selection_empty",
    "sibling_link_density",
    "linked_heading_before",
    "selection_share",
    "log_selected",
)
_MAX_TREE_STEPS: Final = 8
_N_FEATURES: Final = len(FEATURES)
_DISTANCE: Final = FEATURES.index("tree_distance")
_GAP: Final = FEATURES.index("log_block_gap")
#: ``max_add_gap`` of a model file that names none: no reading-order gate.
_NO_GAP_LIMIT: Final = 1_000_000
_SHARE: Final = FEATURES.index("selection_share")
#: The rules kept under this share of the page's prose: the model may add anywhere.
_LITTLE: Final = 0.1


class ModelError(ValueError):
    """A block model file that cannot be used (wrong shape, unknown features)."""


@dataclass(frozen=True, slots=True)
class BlockModel:
    """Standardised logistic regression over :data:`FEATURES`."""

    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray
    intercept: float
    #: A block the rules left out is added at this probability or above...
    threshold: float = 0.5
    #: ...and one they kept is dropped below this one.
    keep_threshold: float = 0.5
    #: Blocks the rules left out are added only this close to their containers in
    #: the tree (steps up to a common ancestor), unless the rules kept nearly nothing.
    max_add_distance: int = 8
    #: ...and only this many blocks (reading order) before or after their selection,
    #: unless the rules kept nearly nothing: what lies further is another part of the
    #: page (a rail of teasers, a portal's far-off table cells, a caption), not a body
    #: split by an embed or a later section, which sit close to the part the rules found.
    max_add_gap: int = _NO_GAP_LIMIT

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> BlockModel:
        """Build from the JSON form; the feature list must match this code's."""
        names = data.get("features")
        if names != list(FEATURES):
            raise ModelError(f"model features {names!r} do not match {list(FEATURES)!r}")
        arrays = {}
        for key in ("mean", "scale", "coef"):
            value = data.get(key)
            if not isinstance(value, list) or len(value) != len(FEATURES):
                raise ModelError(f"model field {key!r} must be a list of {len(FEATURES)} numbers")
            arrays[key] = np.asarray(value, dtype=np.float64)
        numbers = [data.get(k, 0.5) for k in ("intercept", "threshold", "keep_threshold")]
        distance = data.get("max_add_distance", _MAX_TREE_STEPS)
        gap = data.get("max_add_gap", _NO_GAP_LIMIT)
        if not all(isinstance(v, (int, float)) for v in [*numbers, distance, gap]):
            raise ModelError("model intercept, thresholds, distance and gap must be numbers")
        intercept, threshold, keep = (float(v) for v in numbers)  # type: ignore[arg-type]
        scale = np.where(arrays["scale"] > 0, arrays["scale"], 1.0)
        return cls(
            arrays["mean"],
            scale,
            arrays["coef"],
            intercept,
            threshold,
            keep,
            int(distance),  # type: ignore[call-overload]
            int(gap),  # type: ignore[call-overload]
        )

    def to_dict(self) -> dict[str, object]:
        """The JSON form read by :meth:`from_dict`."""
        return {
            "features": list(FEATURES),
            "mean": [round(float(v), 6) for v in self.mean],
            "scale": [round(float(v), 6) for v in self.scale],
            "coef": [round(float(v), 6) for v in self.coef],
            "intercept": round(self.intercept, 6),
            "threshold": self.threshold,
            "keep_threshold": self.keep_threshold,
            "max_add_distance": self.max_add_distance,
            "max_add_gap": self.max_add_gap,
        }

    def probabilities(self, features: np.ndarray) -> np.ndarray:
        """P(article text) for each row of a ``(blocks, FEATURES)`` matrix."""
        scaled = features - self.mean
        scaled /= self.scale
        z = scaled @ self.coef
        z += self.intercept
        # In place, one ufunc each: the same figures as clip, negate, exp, add, divide
        # with new arrays (a page has tens of rows: the calls, not the sums, cost).
        np.maximum(z, -30.0, out=z)
        np.minimum(z, 30.0, out=z)
        np.negative(z, out=z)
        np.exp(z, out=z)
        z += 1.0
        probabilities: np.ndarray = np.divide(1.0, z, out=z)
        return probabilities

    def keep(self, features: np.ndarray) -> np.ndarray:
        """Boolean verdict per row: the rules' choice (column ``selected``) sets the bar."""
        probabilities = self.probabilities(features)
        selected = features[:, 0] > 0
        if self.threshold == self.keep_threshold:
            verdict: np.ndarray = probabilities >= self.threshold
        elif self.keep_threshold <= 0.0:  # the rules' blocks all stay (P is never 0)
            verdict = probabilities >= self.threshold
            verdict |= selected
        else:
            verdict = probabilities >= np.where(selected, self.keep_threshold, self.threshold)
        far_in_tree = self.max_add_distance < _MAX_TREE_STEPS  # distances stop at the cap
        far_in_order = self.max_add_gap < _NO_GAP_LIMIT
        if not (far_in_tree or far_in_order):
            return verdict
        if far_in_tree:
            near: np.ndarray = features[:, _DISTANCE] <= self.max_add_distance
            if far_in_order:
                near &= features[:, _GAP] <= math.log1p(self.max_add_gap)
        else:
            near = features[:, _GAP] <= math.log1p(self.max_add_gap)
        near |= selected
        near |= features[:, _SHARE] < _LITTLE
        verdict &= near
        return verdict


def load_model(path: Path) -> BlockModel:
    """Read a model file written by ``benchmarks/train_blocks.py``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ModelError(f"cannot read block model {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise ModelError(f"block model {path} is not a JSON object")
    return BlockModel.from_dict(data)


_DEFAULT: Final[list[BlockModel | None]] = []


def default_model() -> BlockModel | None:
    """The model shipped in the package, read once; None (rules only) if it is missing."""
    if not _DEFAULT:
        source = resources.files("newsfold") / "data" / "blocks_model.json"
        try:
            data = json.loads(source.read_text(encoding="utf-8"))
            _DEFAULT.append(BlockModel.from_dict(data))
        except (OSError, json.JSONDecodeError, ModelError) as exc:
            log.warning("no usable block model in the package (%s); rules only", exc)
            _DEFAULT.append(None)
    return _DEFAULT[0]


class _Elements:
    """What the features read of elements, each read once per page: parents, the
    class-word weight, the ``tag.class`` shape (blocks share parents and grandparents)."""

    def __init__(self) -> None:
        self.parents: dict[etree._Element, etree._Element | None] = {}
        self.weights: dict[etree._Element, float] = {}
        self.shapes: dict[etree._Element, str] = {}

    def parent(self, el: etree._Element) -> etree._Element | None:
        parents = self.parents
        if el in parents:  # a test, not a KeyError: most first reads miss
            return parents[el]
        parent = parents[el] = el.getparent()
        return parent

    def weight(self, el: etree._Element) -> float:
        weight = self.weights.get(el)
        if weight is None:
            weight = self.weights[el] = class_weight(marker_of(el.get("class"), el.get("id")))
        return weight

    def class_words(self, el: etree._Element) -> float:
        """Class-word weight of the element and two ancestors, in units of one word."""
        total = 0.0
        weights, parents = self.weights, self.parents
        node: etree._Element | None = el
        for _ in range(3):
            if node is None:
                break
            weight = weights.get(node)  # self.weight and self.parent, inline (hot)
            if weight is None:
                weight = self.weight(node)
            total += weight
            node = parents[node] if node in parents else self.parent(node)
        return total / 25.0

    def shape(self, el: etree._Element) -> tuple[str, str, str]:
        """Tag and class of the element, and of its parent."""
        parent = self.parent(el)
        if parent is None:
            parent_shape = ""
        else:
            known = self.shapes.get(parent)
            if known is None:
                known = self.shapes[parent] = f"{parent.tag}.{parent.get('class') or ''}"
            parent_shape = known
        return (str(el.tag), el.get("class") or "", parent_shape)


def _context(
    every: Sequence[Block], elements: _Elements
) -> tuple[dict[int, etree._Element | None], dict[int, float], dict[int, bool]]:
    """Per block index: its owner's parent, the link density of its siblings' text, and
    whether the last heading before it is a link (a teaser's title). The parents are
    read from lxml once here and kept in ``elements`` for the features' walks."""
    known = elements.parents
    parents: dict[int, etree._Element | None] = {}
    chars: dict[etree._Element | None, int] = {}
    links: dict[etree._Element | None, int] = {}
    for block in every:
        owner = block.owner
        parent = known[owner] = owner.getparent()
        parents[block.index] = parent
        chars[parent] = chars.get(parent, 0) + block.chars
        links[parent] = links.get(parent, 0) + block.link_chars
    density: dict[int, float] = {}
    linked: dict[int, bool] = {}
    heading_linked = False
    for block in every:
        if block.tag in HEADING_TAGS:
            heading_linked = block.link_density > 0.5
            continue
        if block.is_prose:
            parent = parents[block.index]
            density[block.index] = links[parent] / chars[parent] if chars[parent] else 0.0
            linked[block.index] = heading_linked
    return parents, density, linked


def block_features(
    candidates: Sequence[Block],
    selected: set[int],
    roots: Sequence[etree._Element],
    furniture: set[etree._Element],
    every: Sequence[Block],
    members: set[etree._Element] | None = None,
) -> np.ndarray:
    """The feature matrix of ``candidates`` (see :data:`FEATURES`).

    ``selected`` holds the ``index`` of every block the rules kept, ``roots`` their
    containers, ``furniture`` the marked elements judged furniture for this page,
    ``every`` all blocks of the page in order (candidates are among them);
    ``members`` every element inside the containers, when the caller has them.
    """
    n_blocks = len(every)
    elements = _Elements()
    parents, sibling_density, linked_heading = _context(every, elements)
    sel_indexes = sorted(selected)
    first = sel_indexes[0] if sel_indexes else -1
    last = sel_indexes[-1] if sel_indexes else -1
    # Ancestors of the containers, with their distance above the nearest container.
    # The containers are siblings (the top candidate and the siblings the rules added),
    # so one walk up from their parent serves them all, however many there are.
    above: dict[etree._Element, int] = dict.fromkeys(roots, 0)
    node: etree._Element | None = roots[0].getparent() if roots else None
    steps = 1
    while node is not None:
        above.setdefault(node, steps)
        node = node.getparent()
        steps += 1
    if members is None:
        members = {el for r in roots for el in r.iter()}
    sel_parents = {parents[b.index] for b in candidates if b.index in selected}
    shapes = [elements.shape(b.owner) for b in candidates]
    sel_shapes = {shape for b, shape in zip(candidates, shapes, strict=True) if b.index in selected}
    prose_total = sum(b.chars for b in candidates if b.is_prose) or 1
    selected_share = sum(b.chars for b in candidates if b.index in selected) / prose_total
    log_selected = math.log1p(len(selected))
    has_selection = bool(sel_indexes)
    positions = max(1, n_blocks)
    rows: list[list[float]] = []
    for block, shape in zip(candidates, shapes, strict=True):
        owner = block.owner
        tag = block.tag
        index = block.index
        in_sel = index in selected
        in_container = owner in members
        if in_container:
            distance = 0
        else:
            distance = _MAX_TREE_STEPS
            node = owner
            for steps in range(_MAX_TREE_STEPS):
                if node is None:
                    break
                if node in above:
                    distance = min(_MAX_TREE_STEPS, steps + above[node])
                    break
                node = elements.parent(node)
        if not has_selection:
            gap = n_blocks
        elif first <= index <= last:
            gap = 0
        else:
            gap = min(abs(index - first), abs(index - last))
        marked = bool(block.marks)
        rows.append(
            [
                in_sel,
                in_container,
                math.log1p(block.units),
                block.link_chars / block.chars if block.chars else 1.0,  # link_density
                min(3.0, 10.0 * block.punct / max(1, block.units)),
                block.is_sentence,
                tag == "p",
                tag in ("li", "dd", "dt"),
                tag in ("td", "th"),
                tag in HEADING_TAGS,
                tag == "blockquote",
                marked and not furniture.isdisjoint(block.marks),
                marked,
                index / positions,
                has_selection and index < first,
                has_selection and index > last,
                math.log1p(gap),
                distance,
                elements.class_words(owner),
                block.cjk,
                block.chars / prose_total,
                parents[index] in sel_parents,
                shape in sel_shapes,
                not has_selection,
                sibling_density.get(index, 0.0),
                linked_heading.get(index, False),
                selected_share,
                log_selected,
            ]
        )
    if not rows:
        return np.zeros((0, len(FEATURES)), dtype=np.float64)
    # One flat pass (a quarter fewer instructions than np.array's shape discovery over
    # a list of lists of bools, ints and floats); the same float64 values.
    matrix = np.fromiter(chain.from_iterable(rows), dtype=np.float64, count=len(rows) * _N_FEATURES)
    return matrix.reshape(len(rows), _N_FEATURES)
