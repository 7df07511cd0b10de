"""The variants of the gate study: gates, bars and extra features on the block model.

Each variant (:data:`VARIANTS`, by the name ``gate_study.py --variants`` takes) is a
:class:`gate_cases.Variant`: a verdict (the model's keep/drop for each candidate, gated
by the feature columns it reads), an optional tuning on the training folds and optional
extra feature columns. They are kept apart from the cases and the runner
(``benchmarks/gate_cases.py``, ``benchmarks/gate_study.py``) so that a new variant is a
function and an entry here, and the study's machinery reads the same for every one.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from extraction import _score
from gate_cases import PAGES, TRAIN_PATH, Case, Variant, Verdict, _ungated, body_of, plain

from newsfold.extract.classify import BlockModel

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
