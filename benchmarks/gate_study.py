"""Study of what the block model may add beyond the rules, judged out of fold.

Each page of the bench sets (and the simulated pages that train every fold) is
extracted once as ``extract_content`` does, up to the rules' selection; the block
model's verdicts are then varied in memory (gates on what it may add, thresholds,
extra features), each variant's fold models trained without the page's fold, and the
bodies scored with ``benchmarks/extraction.py``'s metrics. One parse per page for
the whole study, so many variants can be compared in one run.

Training reads the pages as ``benchmarks/train_blocks.py`` does (so ``base``, the
shipped way of fitting, gives ``benchmarks/extraction.py``'s out-of-fold figures);
the bodies are assembled as ``body.model_blocks`` does. Variants (``VARIANTS``, in
``benchmarks/gate_variants.py``; the cases and their evaluation: ``gate_cases.py``): ``base``
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
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_blocks
from extraction import _score, load_set
from gate_cases import _FITS, PAGES, TRAIN_PATH, Case, Variant, body_of, evaluate, load_cases
from gate_variants import _DIST, _GAP, _INC, _SEL, _SHAPE, _SHARE, _SPAR, VARIANTS

from newsfold.extract.classify import default_model


def rules_bodies(cases: Sequence[Case]) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {n: {} for n in ("en", "zh", "snippets")}
    for c in cases:
        if c.set in out:
            out[c.set][c.key] = body_of(c, None)
    return out


def scores(pages: dict[str, Any], preds: dict[str, dict[str, str]]) -> dict[str, Any]:
    return {name: _score(name, ps, preds[name]) for name, ps in pages.items()}


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
