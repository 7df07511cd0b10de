"""Session 21's study of the block model: training pages, features and learners, out of fold.

Every variant is judged by whole extractions (``extract_content`` with the variant's
model, the figures of ``benchmarks/extraction.py``), never by block accuracy alone:

- the development sets (en, zh, snippets): in-sample (the model trained on every
  page) and out of fold (each page extracted by a model trained without its site
  fold, ``benchmarks/folds.py``; the simulated pages, and the case batches when the
  variant trains on them, in every fold's training);
- the spent hand-written case batches (A to J, Z to Z3): when the variant trains on
  them, leave one batch out (batch X extracted by a model trained without X); when it
  does not, the full model (the batches are unseen by it anyway).

Variants (:data:`VARIANTS`): ``base`` (``train_blocks.fit``), ``barB`` (the add bar fixed
at B in every fold), ``drop`` / ``keepK`` (the rules' blocks may be dropped below a keep
bar), ``cases`` / ``casesW`` (the case batches in the training, their pages weighted W),
``CX`` (the regression's C), ``<set>W`` (a set's pages weighted W), ``new...`` (with the
seven features of ``benchmarks/model_features.py``), ``+<feature>`` (one of them, bar 0.6),
``trees...`` (gradient-boosted trees). Variants with the extra features or trees run the
extraction modules from source (``NEWSFOLD_PURE_PYTHON=1``): the features are put in place
of the package's there, and the trees' model is a Python subclass.

Usage::

    NEWSFOLD_PURE_PYTHON=1 OMP_NUM_THREADS=1 .venv/bin/python benchmarks/model_study.py \
        --cache /tmp/model_study.pkl --rules --variants base cases new-keep0.2 trees \
        --per-page /tmp/per_page.pkl
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pickle
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import model_features
import train_blocks
from extraction import BenchPage, Scores, _score, load_set, run_newsfold_body
from folds import FOLDS, assign_folds
from train_blocks import Example, examples_for

from newsfold import compiled
from newsfold.extract.classify import FEATURES, BlockModel

log = logging.getLogger(__name__)

DEV = ("en", "zh", "snippets")
#: The spent case batches and the modules that hold them (held-out ones never listed).
CASE_MODULES: dict[str, tuple[tuple[str, str], ...]] = {
    "a": (("extract_cases_a", "BATCH_A_EN"), ("extract_cases_a_intl", "BATCH_A_INTL")),
    "b": (("extract_cases_b", "BATCH_B_EN"), ("extract_cases_b_intl", "BATCH_B_INTL")),
    "c": (("extract_cases_c", "BATCH_C_EN"), ("extract_cases_c_intl", "BATCH_C_INTL")),
    "d": (("extract_cases_d", "BATCH_D_EN"), ("extract_cases_d_intl", "BATCH_D_INTL")),
    "e": (("extract_cases_e", "BATCH_E_EN"), ("extract_cases_e_intl", "BATCH_E_INTL")),
    "f": (("extract_cases_f", "BATCH_F_EN"), ("extract_cases_f_intl", "BATCH_F_INTL")),
    "g": (("extract_cases_g", "BATCH_G"),),
    "h": (("extract_cases_h", "BATCH_H_EN"), ("extract_cases_h_intl", "BATCH_H_INTL")),
    "i": (("extract_cases_i", "BATCH_I_EN"), ("extract_cases_i_intl", "BATCH_I_INTL")),
    "j": (("extract_cases_j", "BATCH_J_EN"), ("extract_cases_j_intl", "BATCH_J_INTL")),
    "z": (("extract_cases_z", "BATCH_Z"), ("extract_cases_z_enc", "BATCH_Z_ENC")),
    "z2": (("extract_cases_z2", "BATCH_Z2"), ("extract_cases_z2_enc", "BATCH_Z2_ENC")),
    "z3": (("extract_cases_z3", "BATCH_Z3"), ("extract_cases_z3_enc", "BATCH_Z3_ENC")),
}
#: Batches written whole with their truth marked in place (the others: with/without).
WHOLE = frozenset({"d", "e", "f", "g", "h", "i", "j", "z", "z2", "z3"})


def case_pages(batch: str) -> list[BenchPage]:
    pages = []
    for module, name in CASE_MODULES[batch]:
        for make in getattr(importlib.import_module(module), name):
            case = make()
            page = BenchPage.make(case.name, case.url, case.body, case.truth, case.headers)
            page.snippets = (list(case.with_), list(case.without))
            page.site = case.host
            pages.append(page)
    return pages


def case_examples(batch: str, pages: Sequence[BenchPage]) -> list[Example]:
    out = []
    kind = "marks" if batch in WHOLE else "snippets"
    for p in pages:
        made = examples_for(p.body, p.snippets, kind, p.page.header("content-type"))
        if made is not None:
            out.append(Example(f"cases-{batch}", p.key, p.site, *made))
    return out


@dataclass
class Data:
    pages: dict[str, list[BenchPage]]
    examples: list[Example]
    #: fold of each dev page, by "set/key"
    folds: dict[str, int] = field(default_factory=dict)


def load(bench: Path, sim: int, cache: Path | None) -> Data:
    if cache is not None and cache.exists():
        with cache.open("rb") as fh:
            data: Data = pickle.load(fh)
        return data
    pages: dict[str, list[BenchPage]] = {n: load_set(bench / "extraction" / n) for n in DEV}
    examples = train_blocks.load_examples(bench, list(DEV), sim)
    for batch in CASE_MODULES:
        pages[f"cases-{batch}"] = case_pages(batch)
        examples += case_examples(batch, pages[f"cases-{batch}"])
    folds = assign_folds({f"{n}/{p.key}": p.site for n in DEV for p in pages[n]})
    data = Data(pages, examples, folds)
    if cache is not None:
        with cache.open("wb") as fh:
            pickle.dump(data, fh)
    return data


Fitter = Callable[[Sequence[Example]], BlockModel]
#: The package's feature columns, and all (the package's and ``model_features.EXTRA``).
OLD: tuple[int, ...] = tuple(range(len(FEATURES)))
ALL: tuple[int, ...] = tuple(range(len(FEATURES) + len(model_features.EXTRA)))
CASES: tuple[str, ...] = tuple(CASE_MODULES)


@dataclass
class Variant:
    name: str
    fit: Fitter
    #: the case batches that join the training
    train_cases: tuple[str, ...] = ()
    #: the feature columns the model reads (the package's first, in their order, so
    #: that the gates read the same columns)
    columns: tuple[int, ...] = OLD


def _in_training(v: Variant, ex: Example) -> bool:
    if ex.set in DEV or ex.set == "sim":
        return True
    return ex.set.removeprefix("cases-") in v.train_cases


def run_variant(data: Data, v: Variant, sets: Sequence[str]) -> dict[str, tuple[Scores, Scores]]:
    """In-sample and held-out scores of each set (see the module docstring)."""
    cols = np.asarray(v.columns, dtype=np.intp)
    exs = [
        Example(e.set, e.key, e.site, e.features[:, cols], e.labels)
        for e in data.examples
        if _in_training(v, e)
    ]
    t0 = time.time()
    full = v.fit(exs)
    folds = [
        v.fit([e for e in exs if e.set not in DEV or data.folds[f"{e.set}/{e.key}"] != f])
        for f in range(FOLDS)
    ]
    lobo = {
        b: v.fit([e for e in exs if e.set != f"cases-{b}"])
        for b in v.train_cases
        if f"cases-{b}" in sets
    }
    log.info(
        "%s: %d fits in %.1f s, add bar %.2f keep bar %.2f",
        v.name,
        1 + FOLDS + len(lobo),
        time.time() - t0,
        full.threshold,
        full.keep_threshold,
    )
    model_features.use_columns(v.columns)
    out = {}
    for name in sets:
        pages = data.pages[name]
        ins = {p.key: run_newsfold_body(p, full) for p in pages}
        if name in DEV:
            held = {
                p.key: run_newsfold_body(p, folds[data.folds[f"{name}/{p.key}"]]) for p in pages
            }
        else:
            model = lobo.get(name.removeprefix("cases-"), full)
            held = ins if model is full else {p.key: run_newsfold_body(p, model) for p in pages}
        out[name] = (_score(name, pages, ins), _score(name, pages, held))
    model_features.use_columns(None)
    return out


def rules_scores(data: Data, sets: Sequence[str]) -> dict[str, Scores]:
    preds = {n: {p.key: run_newsfold_body(p, None) for p in data.pages[n]} for n in sets}
    return {n: _score(n, data.pages[n], preds[n]) for n in sets}


def fit_lr(
    keep_bars: Sequence[float] = (0.0,),
    c: float = 1.0,
    weights: dict[str, float] | None = None,
    bars: Sequence[float] | None = None,
) -> Fitter:
    """``train_blocks.fit`` with its options; ``bars``: the add thresholds tried
    (``train_blocks._GRID``'s when None); ``weights``: by set, ``cases`` for every batch."""
    set_weights = dict(weights or {})
    if "cases" in set_weights:
        set_weights.update({f"cases-{b}": set_weights["cases"] for b in CASE_MODULES})

    def fit(examples: Sequence[Example]) -> BlockModel:
        saved = train_blocks._GRID[:]
        if bars is not None:
            train_blocks._GRID[:] = [(a, 0.0) for a in bars]
        try:
            return train_blocks.fit(examples, keep_bars=keep_bars, c=c, set_weights=set_weights)
        finally:
            train_blocks._GRID[:] = saved

    return fit


class TreeModel(BlockModel):
    """Gradient-boosted trees (scikit-learn) behind BlockModel's verdict (the bars and
    the gates); study only, run from source (``NEWSFOLD_PURE_PYTHON=1``)."""

    __slots__ = ("hgb",)

    def probabilities(self, features: np.ndarray) -> np.ndarray:
        hgb = self.hgb  # type: ignore[attr-defined]
        if isinstance(hgb, dict):  # the tuning's rows, read once
            found: np.ndarray = hgb[id(features)]
            return found
        p: np.ndarray = hgb.predict_proba(features)[:, 1]
        return p


def fit_trees(keep_bars: Sequence[float] = (0.0,), **params: Any) -> Fitter:
    """HistGradientBoosting with train_blocks' page weights, the bars tuned as there."""

    def fit(examples: Sequence[Example]) -> BlockModel:
        from sklearn.ensemble import HistGradientBoostingClassifier

        xs, ys, ws = [], [], []
        for ex in examples:
            mask = ex.labels >= 0
            n = int(mask.sum())
            if n:
                xs.append(ex.features[mask])
                ys.append(ex.labels[mask])
                ws.append(np.full(n, 1.0 / max(n, 10) ** 0.5))
        settings: dict[str, Any] = {
            "max_iter": 100,
            "max_leaf_nodes": 15,
            "learning_rate": 0.1,
            "random_state": 0,
            "early_stopping": False,
        }
        settings.update(params)
        clf = HistGradientBoostingClassifier(**settings)
        clf.fit(np.vstack(xs), np.concatenate(ys), sample_weight=np.concatenate(ws))
        width = xs[0].shape[1]
        prepared = {
            name: [
                (ex.features[ex.labels >= 0], ex.labels[ex.labels >= 0])
                for ex in examples
                if ex.set == name and (ex.labels >= 0).any()
            ]
            for name in sorted({ex.set for ex in examples})
        }
        cache = {id(x): clf.predict_proba(x)[:, 1] for pairs in prepared.values() for x, _ in pairs}
        best: tuple[float, TreeModel] | None = None
        for add in (0.5, 0.6, 0.7, 0.8):
            for keep in keep_bars:
                cand = TreeModel(
                    np.zeros(width),
                    np.ones(width),
                    np.zeros(width),
                    0.0,
                    add,
                    keep,
                    max_add_gap=train_blocks.MAX_ADD_GAP,
                )
                object.__setattr__(cand, "hgb", cache)
                accs = []
                for pairs in prepared.values():
                    right = sum(int((cand.keep(x) == y).sum()) for x, y in pairs)
                    accs.append(right / max(1, sum(len(y) for _, y in pairs)))
                score = sum(accs) / len(accs)
                if best is None or score > best[0] + 1e-9:
                    best = (score, cand)
        assert best is not None
        object.__setattr__(best[1], "hgb", clf)
        return best[1]

    return fit


def _variants() -> dict[str, Variant]:
    out: dict[str, Variant] = {}

    def add(
        name: str, fit: Fitter, cases: tuple[str, ...] = (), columns: tuple[int, ...] = OLD
    ) -> None:
        out[name] = Variant(name, fit, cases, columns)

    add("base", fit_lr())
    add("cases", fit_lr(), CASES)
    for w in (0.25, 0.5):
        add(f"cases{w}", fit_lr(weights={"cases": w}), CASES)
    for b in (0.5, 0.6, 0.7, 0.8):
        add(f"bar{b}", fit_lr(bars=(b,)))
    add("drop", fit_lr((0.0, 0.1, 0.2, 0.3)))
    for k in (0.1, 0.2, 0.35):
        add(f"keep{k}", fit_lr((k,), bars=(0.6,)))
        add(f"cases-keep{k}", fit_lr((k,), bars=(0.6,)), CASES)
        add(f"new-keep{k}", fit_lr((k,), bars=(0.6,)), columns=ALL)
        add(f"new+cases-keep{k}", fit_lr((k,), bars=(0.6,)), CASES, ALL)
    for c in (0.1, 10.0):
        add(f"C{c}", fit_lr(c=c))
    for name in ("snippets", "sim", "en"):
        for w in (0.5, 2.0):
            add(f"{name}{w}", fit_lr(weights={name: w}))
    add("new", fit_lr(), columns=ALL)
    add("new-bar0.6", fit_lr(bars=(0.6,)), columns=ALL)
    add("new+drop", fit_lr((0.0, 0.1, 0.2, 0.3)), columns=ALL)
    add("new+cases", fit_lr(), CASES, ALL)
    add("new+cases-bar0.6", fit_lr(bars=(0.6,)), CASES, ALL)
    add("new+cases+drop", fit_lr((0.0, 0.1, 0.2, 0.3)), CASES, ALL)
    for i, feature in enumerate(model_features.EXTRA):
        add(f"+{feature}", fit_lr(bars=(0.6,)), columns=(*OLD, len(OLD) + i))
    add("trees", fit_trees())
    add("trees-new", fit_trees(), columns=ALL)
    add("trees+cases", fit_trees(), CASES)
    add("trees-new+cases", fit_trees(), CASES, ALL)
    add("trees-new+cases+drop", fit_trees((0.0, 0.1, 0.2, 0.3)), CASES, ALL)
    return out


VARIANTS = _variants()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench"))
    parser.add_argument("--sim", type=int, default=300)
    parser.add_argument("--cache", type=Path, help="pickle of the labelled pages (made if absent)")
    parser.add_argument("--variants", nargs="+", default=["base"], choices=list(VARIANTS))
    parser.add_argument("--sets", nargs="+", default=[*DEV, *(f"cases-{b}" for b in CASE_MODULES)])
    parser.add_argument("--rules", action="store_true", help="the rules alone too")
    parser.add_argument("--per-page", type=Path, help="write per-page scores here (pickle)")
    args = parser.parse_args(argv)
    model_features.install()
    extra = any(VARIANTS[n].columns != OLD for n in args.variants)
    if extra and compiled.state() == "compiled":
        parser.error("variants with extra features need NEWSFOLD_PURE_PYTHON=1")
    data = load(args.bench, args.sim, args.cache)
    results: dict[str, Any] = {}
    if args.rules:
        r = rules_scores(data, args.sets)
        results["rules"] = {n: (s, s) for n, s in r.items()}
        print("rules".ljust(22) + " ".join(f"{n} {r[n].f1:.4f}" for n in args.sets), flush=True)
    for name in args.variants:
        res = run_variant(data, VARIANTS[name], args.sets)
        results[name] = res
        dev = " ".join(f"{n} {res[n][0].f1:.4f}/{res[n][1].f1:.4f}" for n in args.sets if n in DEV)
        cases = " ".join(
            f"{n.removeprefix('cases-')} {res[n][1].f1:.4f}" for n in args.sets if n not in DEV
        )
        print(f"{name:22s} {dev} | cases held out {cases}", flush=True)
    if args.per_page:
        with args.per_page.open("wb") as fh:
            pickle.dump(
                {
                    k: {n: (a.per_page, b.per_page) for n, (a, b) in v.items()}
                    for k, v in results.items()
                },
                fh,
            )
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("newsfold").setLevel(logging.WARNING)
    sys.exit(main())
