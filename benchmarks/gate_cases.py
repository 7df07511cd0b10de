"""The gate study's pages, read once into cases, and a variant's bodies in and out of fold.

``benchmarks/gate_study.py`` compares many variants of what the block model may add; they
all read the same cases. This module makes them (each bench page parsed once, up to the
rules' selection, as ``extract_content`` and as ``train_blocks`` read it, with its prose
candidates, features and labels), assembles a body from a verdict as ``body.model_blocks``
does, and runs one variant (:class:`Variant`: its features, its verdict, an optional
tuning on the training folds) in-sample and out of fold (:func:`evaluate`). The variants
themselves are in ``benchmarks/gate_variants.py``, the command line in ``gate_study.py``.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_blocks
from extraction import load_set
from folds import FOLDS, assign_folds

from newsfold.errors import PageError
from newsfold.extract import _parse, _parse_stopped
from newsfold.extract.blocks import Block, walk_tree
from newsfold.extract.body import Selection, assemble_kept, select_blocks
from newsfold.extract.classify import BlockModel, block_features
from newsfold.extract.encoding import decode_html, utf8_bytes
from newsfold.extract.metadata import read_metadata
from newsfold.extract.misnest import repair_swallowed_main
from newsfold.markup import scan_page
from newsfold.models import Page

log = logging.getLogger(__name__)


@dataclass
class Case:
    """One page up to the rules' selection, with its prose candidates and labels."""

    set: str
    key: str
    site: str
    selection: Selection | None
    fallback: str
    candidates: list[Block] = field(default_factory=list)
    features: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))
    labels: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int8))
    fold: int = -1
    #: The same page as ``train_blocks.examples_for`` reads it (the shipped model's training).
    train: Case | None = None


def capture(page: Page) -> tuple[Selection | None, str]:
    """The rules' selection as ``extract_content`` makes it, and the JSON-LD body."""
    try:
        decoded = decode_html(page.body, page.header("content-type"))
        tree, _ = _parse_stopped(decoded.text, utf8_bytes(page.body, decoded))
    except PageError:
        return None, ""
    scan = scan_page(tree)
    repair_swallowed_main(scan.mains)
    meta = read_metadata(tree, url=page.final_url or page.url, source=decoded.text, scan=scan)
    headline = meta.clean_headline()
    blocks, _ = walk_tree(tree, scan.body)
    selection = select_blocks(tree, headline=headline, blocks=blocks)
    return selection, meta.article_body or ""


def capture_train(body: bytes) -> Selection | None:
    """The rules' selection as ``train_blocks.examples_for`` makes it."""
    try:
        tree = _parse(decode_html(body).text)
    except PageError:
        return None
    headline = read_metadata(tree).clean_headline()
    return select_blocks(tree, headline=headline)


def candidates_of(selection: Selection) -> list[Block]:
    """The prose blocks the model judges (as ``body.model_blocks`` picks them)."""
    selected = {b.index for b in selection.cleaned}
    others = {el for entry in selection.others for el in entry.iter()}
    return [
        b for b in selection.every if b.is_prose and (b.index in selected or b.owner not in others)
    ]


def base_features(case: Case) -> np.ndarray:
    sel = case.selection
    assert sel is not None
    return block_features(
        case.candidates,
        {b.index for b in sel.cleaned},
        sel.roots,
        sel.furniture,
        sel.every,
        members=sel.members or None,
    )


def assemble(selection: Selection, keep: set[int]) -> list[Block]:
    """``body.model_blocks`` after the verdicts (the rules' answer when none kept)."""
    selected = {b.index for b in selection.cleaned}
    if not keep:
        return selection.cleaned
    if keep == {b.index for b in candidates_of(selection) if b.index in selected}:
        return selection.cleaned
    return assemble_kept(selection, keep)


def body_of(case: Case, verdict: np.ndarray | None) -> str:
    sel = case.selection
    if sel is None:
        return ""
    if not sel.roots:
        chosen: list[Block] = []
    elif verdict is None or not case.candidates:
        chosen = sel.cleaned
    else:
        keep = {b.index for b, k in zip(case.candidates, verdict, strict=True) if k}
        chosen = assemble(sel, keep)
    paragraphs = [line for b in chosen for line in b.lines]
    if not paragraphs and case.fallback:
        paragraphs = [p.strip() for p in case.fallback.split("\n") if p.strip()]
    return "\n".join(paragraphs)


def label(case: Case, name: str, truth: Any, every_prose: bool = False) -> None:
    assert case.selection is not None
    if every_prose:  # as train_blocks.examples_for: the others' blocks too
        case.candidates = [b for b in case.selection.every if b.is_prose]
    else:
        case.candidates = candidates_of(case.selection)
    if name == "snippets":
        labels = train_blocks._snippet_labels(case.candidates, *truth)
    elif name == "sim":
        labels = train_blocks._paragraph_labels(case.candidates, truth)
    else:
        labels = train_blocks._shingle_labels(case.candidates, truth, name == "zh")
    case.labels = np.asarray(labels, dtype=np.int8)


def _both(name: str, key: str, site: str, page: Page, truth: Any) -> Case:
    selection, fallback = capture(page)
    case = Case(name, key, site, selection, fallback)
    if selection is not None:
        label(case, name, truth)
    train_sel = capture_train(page.body)
    case.train = Case(name, key, site, train_sel, "")
    if train_sel is not None:
        label(case.train, name, truth, every_prose=True)
    return case


def load_cases(bench: Path, sets: Sequence[str], sim: int) -> list[Case]:
    cases: list[Case] = []
    keyed: dict[str, str] = {}
    for name in sets:
        for p in load_set(bench / "extraction" / name):
            truth: Any = p.snippets if name == "snippets" else p.truth
            cases.append(_both(name, p.key, p.site, p.page, truth))
            keyed[f"{name}/{p.key}"] = p.site
    folds = assign_folds(keyed)
    for case in cases:
        case.fold = folds[f"{case.set}/{case.key}"]
    if sim:
        from newsfold.sim.generate import iter_pages

        for sim_page in iter_pages(seed=3, articles=sim):
            truth = sim_page.truth_record()
            site = f"sim:{truth['outlet']}"
            cases.append(
                _both(
                    "sim",
                    str(truth["page_id"]),
                    site,
                    sim_page.to_page(),
                    list(truth["paragraphs"]),
                )
            )
    for case in cases:
        for c in (case, case.train):
            if c is not None and c.selection is not None and c.candidates:
                c.features = base_features(c)
    return cases


#: Train on the pages as ``train_blocks`` reads them (the shipped model's way).
TRAIN_PATH = [True]


def examples(cases: Sequence[Case], featurize: Callable[[Case], np.ndarray]) -> list[Any]:
    out = []
    for case in cases:
        c = case.train if TRAIN_PATH[0] and case.train is not None else case
        if c.selection is None or not c.candidates:
            continue
        out.append(train_blocks.Example(c.set, f"{c.set}/{c.key}", c.site, featurize(c), c.labels))
    return out


Verdict = Callable[[BlockModel, np.ndarray, Case], np.ndarray]


def _ungated(model: BlockModel) -> BlockModel:
    return replace(model, max_add_gap=10**6)


def plain(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
    return model.keep(x)


@dataclass
class Variant:
    name: str
    featurize: Callable[[Case], np.ndarray] = lambda c: c.features
    verdict: Verdict = plain
    #: Tune on the training folds: a function (model, train cases) -> model.
    tune: (
        Callable[[BlockModel, Sequence[Case], Callable[[Case], np.ndarray]], BlockModel] | None
    ) = None


_FITS: dict[tuple[int, int], tuple[BlockModel, list[BlockModel]]] = {}


def evaluate(
    cases: Sequence[Case], variant: Variant, shipped: BlockModel | None = None
) -> tuple[dict[str, dict[str, str]], dict[str, dict[str, str]]]:
    """In-sample (model trained on all) and out-of-fold F1 per set."""
    every = [*cases, *(c.train for c in cases if c.train is not None)]
    feats = {id(c): variant.featurize(c) for c in every if c.selection is not None and c.candidates}

    def fz(c: Case) -> np.ndarray:
        return feats[id(c)]

    exs = examples(cases, fz)
    train_sets = ("en", "zh", "snippets")

    def fit(train_cases: Sequence[Case]) -> BlockModel:
        ids = {f"{c.set}/{c.key}" for c in train_cases}
        model = train_blocks.fit([e for e in exs if e.key in ids])
        if variant.tune is not None:
            model = variant.tune(model, train_cases, fz)
        return model

    cache_key = (id(variant.featurize), id(variant.tune))
    if cache_key not in _FITS:
        _FITS[cache_key] = (
            fit(cases),
            [fit([c for c in cases if c.set == "sim" or c.fold != f]) for f in range(FOLDS)],
        )
    full, fold_models = _FITS[cache_key]
    if shipped is not None:
        full = shipped
    ins: dict[str, dict[str, str]] = {n: {} for n in train_sets}
    oof: dict[str, dict[str, str]] = {n: {} for n in train_sets}
    for c in cases:
        if c.set not in train_sets:
            continue
        if c.selection is None or not c.candidates:
            ins[c.set][c.key] = oof[c.set][c.key] = body_of(c, None)
            continue
        x = fz(c)
        ins[c.set][c.key] = body_of(c, variant.verdict(full, x, c))
        oof[c.set][c.key] = body_of(c, variant.verdict(fold_models[c.fold], x, c))
    return ins, oof


#: The labelled pages of each set by key (``main`` fills it; ``tune-pages`` scores with it).
PAGES: dict[str, dict[str, Any]] = {}
