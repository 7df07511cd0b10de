"""Study of what the block model may add beyond the rules, judged out of fold.

Each page of the bench sets (and the simulated pages that train every fold) is
extracted once as ``extract_content`` does, up to the rules' selection; the block
model's verdicts are then varied in memory (gates on what it may add, thresholds,
extra features), each variant's fold models trained without the page's fold, and the
bodies scored with ``benchmarks/extraction.py``'s metrics. One parse per page for
the whole study, so many variants can be compared in one run.

Training reads the pages as ``benchmarks/train_blocks.py`` does (so ``base``, the
shipped way of fitting, gives ``benchmarks/extraction.py``'s out-of-fold figures);
the bodies are assembled as ``body.model_blocks`` does. Variants (``VARIANTS``): ``base``
(``train_blocks.fit``: keep bar 0, ``MAX_ADD_GAP``), ``nogate``, ``dist<=D`` (tree steps),
``gap<=G`` (blocks in reading order), ``chainG`` (within G of a kept block, outward),
``inc``/``inc|spar``/``inc|spar|shape`` (in the container, same parent, same shape),
``barP`` (a higher add bar outside the container), ``nodrop ...``, ``tuned-pages`` (the gap
picked per fold on its training pages' F1), ``+feature`` (extra columns, retrained),
``littleS`` (the gate lifted when the rules kept under S of the prose).

Usage::

    .venv/bin/python benchmarks/gate_study.py --variants base nogate gap<=16 tuned-pages
    .venv/bin/python benchmarks/gate_study.py --variants base --against nogate --diff
    .venv/bin/python benchmarks/gate_study.py --variants nogate --inspect KEY_PREFIX ...
"""

from __future__ import annotations

import argparse
import logging
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_blocks
from extraction import _score, load_set
from folds import FOLDS, assign_folds

from newsfold.errors import PageError
from newsfold.extract import _parse, _parse_stopped
from newsfold.extract.blocks import Block, walk_tree
from newsfold.extract.body import Selection, select_blocks
from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.classify import BlockModel, block_features, default_model
from newsfold.extract.encoding import decode_html, utf8_bytes
from newsfold.extract.metadata import read_metadata
from newsfold.extract.misnest import repair_swallowed_main
from newsfold.extract.tidy import drop_repeats, is_linky, is_list_heading
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
    out: list[Block] = []
    pending: list[Block] = []
    started = False
    for block in selection.every:
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
            and (not block.marks or selection.furniture.isdisjoint(block.marks))
        ):
            pending.append(block)
    if selection.headline:
        norm = " ".join(selection.headline.split()).lower()
        out = [b for b in out if b.chars > len(norm) or " ".join(b.text.split()).lower() != norm]
    return drop_repeats([b for b in out if not is_linky(b)])


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


def rules_bodies(cases: Sequence[Case]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {n: {} for n in ("en", "zh", "snippets")}
    for c in cases:
        if c.set in out:
            out[c.set][c.key] = body_of(c, None)
    return out


def scores(pages: dict[str, Any], preds: dict[str, dict[str, str]]) -> dict[str, Any]:
    return {name: _score(name, ps, preds[name]) for name, ps in pages.items()}


_SEL, _INC, _GAP, _DIST, _SPAR, _SHAPE, _SHARE = 0, 1, 16, 17, 21, 22, 26


def gated(allowed: Callable[[np.ndarray], np.ndarray]) -> Verdict:
    """The model's verdict, but a block the rules left out only where ``allowed``
    (or where the rules kept under a tenth of the page's prose)."""

    def verdict(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
        v = _ungated(model).keep(x)
        ok = (x[:, _SEL] > 0) | allowed(x) | (x[:, _SHARE] < 0.1)
        return v & ok

    return verdict


def outside_bar(bar: float) -> Verdict:
    """A higher bar for blocks outside the rules' containers."""

    def verdict(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
        p = model.probabilities(x)
        sel = x[:, _SEL] > 0
        inside = x[:, _INC] > 0
        little = x[:, _SHARE] < 0.1
        base = p >= np.where(sel, model.keep_threshold, model.threshold)
        return np.where(sel | inside | little, base, p >= bar)

    return verdict


VARIANTS: dict[str, Variant] = {"base": Variant("base")}
for d in range(8):
    VARIANTS[f"dist<={d}"] = Variant(f"dist<={d}", verdict=gated(lambda x, d=d: x[:, _DIST] <= d))
for g in (0, 1, 2, 3, 5, 8, 12):
    VARIANTS[f"gap<={g}"] = Variant(
        f"gap<={g}", verdict=gated(lambda x, g=g: x[:, _GAP] <= np.log1p(g) + 1e-9)
    )
VARIANTS["inc"] = Variant("inc", verdict=gated(lambda x: x[:, _INC] > 0))
VARIANTS["inc|spar"] = Variant(
    "inc|spar", verdict=gated(lambda x: (x[:, _INC] > 0) | (x[:, _SPAR] > 0))
)
VARIANTS["inc|spar|shape"] = Variant(
    "inc|spar|shape",
    verdict=gated(lambda x: (x[:, _INC] > 0) | (x[:, _SPAR] > 0) | (x[:, _SHAPE] > 0)),
)
for g in (16, 20, 30, 50):
    VARIANTS[f"gap<={g}"] = Variant(
        f"gap<={g}", verdict=gated(lambda x, g=g: x[:, _GAP] <= np.log1p(g) + 1e-9)
    )


def chained(reach: int, extra: Callable[[np.ndarray], np.ndarray] | None = None) -> Verdict:
    """Additions only within ``reach`` blocks (document order) of a kept block, growing
    outward from the rules' selection: far blocks join only through a chain of kept ones."""

    def verdict(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
        v = _ungated(model).keep(x)
        sel = x[:, _SEL] > 0
        if not sel.any() or x[0, _SHARE] < 0.1:
            return v
        ok = sel.copy() if extra is None else sel | extra(x)
        idx = np.array([b.index for b in case.candidates])
        kept_idx = idx[v & sel]
        if kept_idx.size == 0:
            kept_idx = idx[sel]
        lo, hi = int(kept_idx.min()), int(kept_idx.max())
        order = np.argsort(idx)
        # forward
        last = hi
        for i in order:
            if idx[i] <= hi:
                continue
            if v[i] and idx[i] - last <= reach:
                ok[i] = True
                last = int(idx[i])
        first = lo
        for i in order[::-1]:
            if idx[i] >= lo:
                continue
            if v[i] and first - idx[i] <= reach:
                ok[i] = True
                first = int(idx[i])
        inside = (idx >= lo) & (idx <= hi)
        return v & (ok | inside)

    return verdict


for g in (1, 2, 3, 5, 8, 12):
    VARIANTS[f"chain{g}"] = Variant(f"chain{g}", verdict=chained(g))
for g in (3, 8, 12):
    for d in (3, 5, 6):
        VARIANTS[f"gap<={g}|dist<={d}"] = Variant(
            f"gap<={g}|dist<={d}",
            verdict=gated(
                lambda x, g=g, d=d: (x[:, _GAP] <= np.log1p(g) + 1e-9) | (x[:, _DIST] <= d)
            ),
        )
        VARIANTS[f"gap<={g}&dist<={d}"] = Variant(
            f"gap<={g}&dist<={d}",
            verdict=gated(
                lambda x, g=g, d=d: (x[:, _GAP] <= np.log1p(g) + 1e-9) & (x[:, _DIST] <= d)
            ),
        )


def nodrop(inner: Verdict) -> Verdict:
    """The rules' blocks always stay; the model only adds."""

    def verdict(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
        v: np.ndarray = inner(model, x, case) | (x[:, _SEL] > 0)
        return v

    return verdict


VARIANTS["nodrop"] = Variant("nodrop", verdict=nodrop(plain))
for g in (8, 12, 16, 20, 30):
    VARIANTS[f"nodrop gap<={g}"] = Variant(
        f"nodrop gap<={g}",
        verdict=nodrop(gated(lambda x, g=g: x[:, _GAP] <= np.log1p(g) + 1e-9)),
    )

_GAPS = (2, 3, 5, 8, 12, 16, 20, 30, 50, 10**6)
_CHOSEN: dict[int, float] = {}


def gap_gate(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
    g = _CHOSEN.get(id(model), 10**6)
    v: np.ndarray = _ungated(model).keep(x) | (x[:, _SEL] > 0)
    ok = (x[:, _SEL] > 0) | (x[:, _GAP] <= np.log1p(g) + 1e-9) | (x[:, _SHARE] < 0.1)
    return v & ok


def tune_blocks(
    model: BlockModel, train: Sequence[Case], fz: Callable[[Case], np.ndarray]
) -> BlockModel:
    """add threshold and gap by mean block accuracy per set (keep threshold 0)."""
    by_set: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
    for case in train:
        c = case.train if TRAIN_PATH[0] and case.train is not None else case
        if c.selection is None or not c.candidates:
            continue
        m = c.labels >= 0
        if m.any():
            by_set.setdefault(c.set, []).append((fz(c)[m], c.labels[m]))
    best: tuple[float, BlockModel, float] | None = None
    for add in (0.5, 0.6, 0.7, 0.8):
        cand = replace(model, threshold=add, keep_threshold=0.0)
        for g in _GAPS:
            _CHOSEN[id(cand)] = g
            acc = []
            for pairs in by_set.values():
                right = sum(int((gap_gate(cand, x, None) == y).sum()) for x, y in pairs)  # type: ignore[arg-type]
                acc.append(right / sum(len(y) for _, y in pairs))
            score = sum(acc) / len(acc)
            if best is None or score > best[0] + 1e-9:
                best = (score, cand, g)
    assert best is not None
    _CHOSEN[id(best[1])] = best[2]
    print(f"    tuned add {best[1].threshold} gap {best[2]}", flush=True)
    return best[1]


PAGES: dict[str, dict[str, Any]] = {}


def tune_pages(
    model: BlockModel, train: Sequence[Case], fz: Callable[[Case], np.ndarray]
) -> BlockModel:
    """gap by the training pages' mean F1 over the three sets (thresholds as fit tuned them)."""
    model = replace(model, keep_threshold=0.0)
    best: tuple[float, float] | None = None
    for g in _GAPS:
        _CHOSEN[id(model)] = g
        preds: dict[str, dict[str, str]] = {n: {} for n in PAGES}
        for c in train:
            if c.set not in PAGES:
                continue
            if c.selection is None or not c.candidates:
                preds[c.set][c.key] = body_of(c, None)
            else:
                preds[c.set][c.key] = body_of(c, gap_gate(model, fz(c), c))
        f1 = [_score(n, [PAGES[n][k] for k in preds[n]], preds[n]).f1 for n in PAGES if preds[n]]
        score = sum(f1) / len(f1)
        if best is None or score > best[0] + 1e-9:
            best = (score, g)
    assert best is not None
    _CHOSEN[id(model)] = best[1]
    print(f"    tuned gap {best[1]} (train F1 {best[0]:.4f})", flush=True)
    return model


VARIANTS["tuned-blocks"] = Variant("tuned-blocks", verdict=gap_gate, tune=tune_blocks)
VARIANTS["tuned-pages"] = Variant("tuned-pages", verdict=gap_gate, tune=tune_pages)


def extra_columns(case: Case) -> np.ndarray:
    """Candidate features the model lacks, for off-article blocks."""
    sel = case.selection
    assert sel is not None
    selected = {b.index for b in sel.cleaned}
    members = sel.members or {el for r in sel.roots for el in r.iter()}
    idx = sorted(selected)
    first, last = (idx[0], idx[-1]) if idx else (-1, -1)
    n = max(1, len(sel.every))
    prose_pos = {}
    count = 0
    for b in sel.every:
        if b.is_prose:
            prose_pos[b.index] = count
            count += 1
    sel_prose = [prose_pos[i] for i in idx if i in prose_pos]
    pf, pl = (min(sel_prose), max(sel_prose)) if sel_prose else (-1, -1)
    rows = []
    for b in case.candidates:
        inside = b.owner in members
        gap = (
            0
            if first <= b.index <= last or not idx
            else min(abs(b.index - first), abs(b.index - last))
        )
        pp = prose_pos[b.index]
        pgap = 0 if pf <= pp <= pl or not sel_prose else min(abs(pp - pf), abs(pp - pl))
        anc = [a.tag for a in b.owner.iterancestors()][:4]
        rows.append(
            [
                gap / n,
                math.log1p(pgap),
                float(not inside and first <= b.index <= last),
                float(b.tag in ("li", "dd", "dt") and not inside),
                float(b.tag in ("td", "th") and not inside),
                float(any(t in ("figure", "figcaption") for t in anc)),
            ]
        )
    return np.asarray(rows, dtype=np.float64).reshape(len(case.candidates), 6)


def with_extra(cols: Sequence[int]) -> Callable[[Case], np.ndarray]:
    def fz(case: Case) -> np.ndarray:
        return np.hstack([case.features, extra_columns(case)[:, list(cols)]])

    return fz


_EXTRA_NAMES = ("gap_frac", "prose_gap", "in_span_out", "li_out", "td_out", "figure")
for i, nm in enumerate(_EXTRA_NAMES):
    VARIANTS[f"+{nm}"] = Variant(
        f"+{nm}", featurize=with_extra([i]), verdict=gap_gate, tune=tune_pages
    )
VARIANTS["+all"] = Variant(
    "+all", featurize=with_extra(range(6)), verdict=gap_gate, tune=tune_pages
)
VARIANTS["+all nogate"] = Variant(
    "+all nogate", featurize=with_extra(range(6)), verdict=nodrop(plain)
)
VARIANTS["nogate"] = Variant(
    "nogate", verdict=lambda m, x, c: replace(m, max_add_gap=10**6).keep(x)
)


def gap_little(little: float, shape: bool = False) -> Verdict:
    def verdict(model: BlockModel, x: np.ndarray, case: Case) -> np.ndarray:
        v = replace(model, max_add_gap=10**6).keep(x)
        ok = (x[:, _SEL] > 0) | (x[:, _GAP] <= np.log1p(16) + 1e-9) | (x[:, _SHARE] < little)
        if shape:
            ok |= x[:, _SHAPE] > 0
        return v & ok

    return verdict


for lt in (0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5):
    VARIANTS[f"little{lt}"] = Variant(f"little{lt}", verdict=gap_little(lt))
VARIANTS["gap|shape"] = Variant("gap|shape", verdict=gap_little(0.1, True))
for b in (0.6, 0.7, 0.8, 0.9, 0.95):
    VARIANTS[f"bar{b}"] = Variant(f"bar{b}", verdict=outside_bar(b))


def inspect(cases: Sequence[Case], variant: Variant, keys: Sequence[str]) -> None:
    """Blocks whose verdict differs from the rules', for the pages named (out of fold)."""
    evaluate(cases, variant)
    _, fold_models = _FITS[(id(variant.featurize), id(variant.tune))]
    for c in cases:
        if not any(c.key.startswith(k) for k in keys) or c.selection is None:
            continue
        x = variant.featurize(c)
        model = fold_models[c.fold]
        p = model.probabilities(x)
        v = variant.verdict(model, x, c)
        print(
            f"== {c.set} {c.key[:16]} blocks {len(c.selection.every)} cand {len(c.candidates)} "
            f"share {x[0, _SHARE]:.2f} thr {model.threshold}/{model.keep_threshold}"
        )
        for b, row, pi, vi in zip(c.candidates, x, p, v, strict=True):
            if bool(row[_SEL] > 0) != bool(vi):
                tag = "ADD " if vi else "DROP"
                print(
                    f"  {tag} #{b.index} p={pi:.2f} gap={np.expm1(row[_GAP]):.0f}"
                    f" dist={row[_DIST]:.0f}"
                    f" inc={row[_INC]:.0f} spar={row[_SPAR]:.0f} shape={row[_SHAPE]:.0f} {b.tag}"
                    f" {b.owner.getparent().tag}.{(b.owner.getparent().get('class') or '')[:30]}"
                    f" | {b.text[:90]!r}"
                )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench"))
    parser.add_argument("--sim", type=int, default=300)
    parser.add_argument("--variants", nargs="+", default=["base"])
    parser.add_argument("--shipped", action="store_true", help="in-sample with the shipped model")
    parser.add_argument("--infer-path", action="store_true", help="train on extract_content's path")
    parser.add_argument("--inspect", nargs="*", default=[], help="page keys (prefixes)")
    parser.add_argument(
        "--old-fit",
        action="store_true",
        help="fit as before this study: keep bar tuned in (0, 0.2, 0.35, 0.5), no gap gate",
    )
    parser.add_argument("--against", help="--diff against this variant, not the rules")
    parser.add_argument("--diff", action="store_true", help="per-page rules vs base model")
    args = parser.parse_args(argv)
    sets = ("en", "zh", "snippets")
    TRAIN_PATH[0] = not args.infer_path
    if args.old_fit:
        train_blocks._GRID[:] = [
            (a, k) for a in (0.5, 0.6, 0.7, 0.8) for k in (0.0, 0.2, 0.35, 0.5)
        ]
        train_blocks.MAX_ADD_GAP = 10**6
    pages = {n: load_set(args.bench / "extraction" / n) for n in sets}
    cases = load_cases(args.bench, sets, args.sim)
    for n in sets:
        PAGES[n] = {p.key: p for p in pages[n]}
    if args.inspect:
        inspect(cases, VARIANTS[args.variants[0]], args.inspect)
        return 0
    rules = scores(pages, rules_bodies(cases))
    if args.against:
        rules = scores(pages, evaluate(cases, VARIANTS[args.against])[1])
    print("rules " + " ".join(f"{n} {rules[n].f1:.4f}" for n in sets), flush=True)
    for name in args.variants:
        variant = VARIANTS[name]
        ins, oof = evaluate(cases, variant, default_model() if args.shipped else None)
        s_in, s_oof = scores(pages, ins), scores(pages, oof)
        print(
            f"{name:24s} "
            + " ".join(f"{n} {s_in[n].f1:.4f}/{s_oof[n].f1:.4f}" for n in sets)
            + f"  mean oof {sum(s_oof[n].f1 for n in sets) / 3:.4f}",
            flush=True,
        )
        if args.diff:
            for n in sets:
                for key, r in rules[n].per_page.items():
                    m = s_oof[n].per_page[key]
                    if r != m:
                        print(f"  {n} {key} rules {_fmt(r)} oof {_fmt(m)}")
    return 0


def _fmt(t: tuple[float, float, float]) -> str:
    return "tp {:.2f} fp {:.2f} fn {:.2f}".format(*t)


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING)
    sys.exit(main())
