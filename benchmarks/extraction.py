"""Article-body extraction benchmark: newsfold against trafilatura, in the same run.

Data and metric are those of ``/work/shared/bench/README.md``:

- ``en``: English news pages (``pages/<id>.html.gz``) with ``articleBody``.
- ``zh``: Chinese pages (``pages/<id>.html``, original encodings) with ``articleBody``.
- ``snippets``: multilingual pages with ``with`` / ``without`` passages.
- ``cases-a`` to ``cases-h``: the hand-written case batches of
  ``benchmarks/extract_cases.py`` (A and B to develop on, B held out in round one, C held
  out in round two, E in round three, F in round four, G (table layouts) in session
  17's table fix, H in round six), A to C scored as ``snippets``, D to H (pages written
  whole, their whole body marked) by shingle F1 as ``zh`` is; ``cases-z`` (session 18,
  held out: 31 Chinese pages by a new writer) scored as D to H; ``cases-i`` (30 pages, 15
  English and 15 in other languages) and ``cases-z2`` (20 Chinese pages), session 19's
  held-out batches by another new writer, scored as D to H; ``cases-j`` (30 pages) and
  ``cases-z3`` (20 Chinese pages), session 20's, by a third new writer, scored the same;
  ``cases-k`` (30 pages) and ``cases-z4`` (20 Chinese pages), session 21's, by a fourth.
  No model was fitted on them, so they have no out-of-fold run: every figure on them is
  a held-out one for the model.

The metric is the article-extraction benchmark's: tokens are ``\\w+`` runs (for ``zh``
every Han or kana character is its own token); each page gives a multiset of 4-token
shingles; per page tp/fp/fn are the multiset intersection and differences, divided by
tp+fp+fn; precision is averaged over pages with a non-empty prediction, recall over
pages with a non-empty truth; F1 is the harmonic mean of those two averages. Accuracy is
the share of pages whose token sequence equals the truth's exactly.

newsfold is timed twice: ``newsfold`` is :func:`newsfold.extract.extract_content` (decode,
parse, metadata, body: what trafilatura's ``extract`` does) and ``newsfold-full`` is the
whole :func:`newsfold.extract.extract_article`, which also dates the page, resolves URLs
and detects the language. Both give the same body.

trafilatura runs twice as well: on the raw bytes (it decodes them itself; its own
decoding misreads several GBK pages) and on the text as newsfold decodes it
(``trafilatura+nf-decode``). F1 ratios are against the better of the two; speed ratios
against trafilatura on raw bytes.

Speed is pages per CPU-second (``time.process_time``), counting only the extractor call
(file reading, gunzip and building the ``Page`` record are outside the timing), for each
tool on the same pages. Both tools get the raw bytes, as a crawler would hand them over,
and decode them themselves. Each newsfold row is timed page by page alternately with
trafilatura (so that both see the same load on a shared machine), with newsfold's caches
emptied first; its speed ratio is against that run of trafilatura.

Usage::

    .venv/bin/python benchmarks/extraction.py [--bench /work/shared/bench] [--sets en zh]
        [--json results.json] [--show-worst 5] [--limit N] [--no-trafilatura]
        [--newsfold {full,body,both}] [--show-misses]
    .venv/bin/python benchmarks/extraction.py --sets cases-a cases-b cases-c --no-oof --show-misses
    .venv/bin/python benchmarks/extraction.py --sets cases-d cases-e --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-f --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-g --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-z --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-h --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-i --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-z2 --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-j cases-z3 --no-oof --newsfold body
    .venv/bin/python benchmarks/extraction.py --sets cases-k cases-z4 --no-oof --newsfold body
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from folds import FOLDS, assign_folds, fold_sizes, site_of

from newsfold import compiled
from newsfold.errors import PageError
from newsfold.extract import extract_article, extract_content
from newsfold.extract.encoding import decode_html
from newsfold.models import Page

__all__ = ["Scores", "score_pages", "shingle_counts", "tokenize"]

_WORD_RE = re.compile(r"\w+")
_CJK_CHARS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_CJK_TOKEN_RE = re.compile(rf"[{_CJK_CHARS}]|(?:(?![{_CJK_CHARS}])\w)+")

TpFpFn = tuple[float, float, float]


def tokenize(text: str, *, cjk_chars: bool = False) -> list[str]:
    """Benchmark tokens: ``\\w+`` runs, or with ``cjk_chars`` one token per Han/kana char."""
    pattern = _CJK_TOKEN_RE if cjk_chars else _WORD_RE
    return pattern.findall(text or "")


def shingle_counts(tokens: list[str], n: int = 4) -> Counter[tuple[str, ...]]:
    """Multiset of n-token shingles; a text shorter than n gives one short shingle."""
    out: Counter[tuple[str, ...]] = Counter()
    for i in range(max(1, len(tokens) - n + 1)):
        shingle = tuple(tokens[i : i + n])
        if shingle:
            out[shingle] += 1
    return out


def match_page(truth: str, pred: str, *, cjk_chars: bool = False) -> TpFpFn:
    """Normalised (tp, fp, fn) of one page's shingle multisets."""
    true_sh = shingle_counts(tokenize(truth, cjk_chars=cjk_chars))
    pred_sh = shingle_counts(tokenize(pred, cjk_chars=cjk_chars))
    tp = float(sum((true_sh & pred_sh).values()))
    fp = float(sum((pred_sh - true_sh).values()))
    fn = float(sum((true_sh - pred_sh).values()))
    total = tp + fp + fn
    if total > 0:
        return tp / total, fp / total, fn / total
    return tp, fp, fn


def _precision(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    if tp == fp == 0:
        return 0.0
    return tp / (tp + fp)


def _recall(tp: float, fp: float, fn: float) -> float:
    if fp == fn == 0:
        return 1.0
    if tp == fn == 0:
        return 0.0
    return tp / (tp + fn)


@dataclass
class Scores:
    """Benchmark figures for one tool on one set."""

    f1: float
    precision: float
    recall: float
    accuracy: float
    pages: int
    per_page: dict[str, TpFpFn] = field(default_factory=dict)


def score_pages(
    truths: dict[str, str], preds: dict[str, str], *, cjk_chars: bool = False
) -> Scores:
    """Score predictions against truths with the benchmark's metric (see module docstring)."""
    per_page: dict[str, TpFpFn] = {}
    exact = 0
    for key, truth in truths.items():
        pred = preds.get(key, "")
        per_page[key] = match_page(truth, pred, cjk_chars=cjk_chars)
        exact += tokenize(truth, cjk_chars=cjk_chars) == tokenize(pred, cjk_chars=cjk_chars)
    precisions = [_precision(*m) for m in per_page.values() if m[0] + m[1] > 0]
    recalls = [_recall(*m) for m in per_page.values() if m[0] + m[2] > 0]
    precision = statistics.mean(precisions) if precisions else 0.0
    recall = statistics.mean(recalls) if recalls else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return Scores(f1, precision, recall, exact / max(1, len(truths)), len(truths), per_page)


@dataclass
class BenchPage:
    """One page of a bench set."""

    key: str
    url: str
    body: bytes
    truth: str
    page: Page
    #: ``with`` / ``without`` passages (the snippets set only).
    snippets: tuple[list[str], list[str]] = ([], [])
    #: The page's site, which fixes its fold (see ``benchmarks/folds.py``).
    site: str = ""

    @classmethod
    def make(
        cls, key: str, url: str, body: bytes, truth: str, headers: dict[str, str] | None = None
    ) -> BenchPage:
        """A bench page with its :class:`Page` built once, outside any timing (with the
        response headers it came with, when a case has them)."""
        return cls(key, url, body, truth, Page(url=url, body=body, headers=headers or {}))


def load_set(folder: Path, limit: int | None = None) -> list[BenchPage]:
    """Read a bench set folder: ground truth and raw page bytes."""
    truth = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    pages: list[BenchPage] = []
    for key in sorted(truth):
        gz = folder / "pages" / f"{key}.html.gz"
        plain = folder / "pages" / f"{key}.html"
        body = gzip.decompress(gz.read_bytes()) if gz.exists() else plain.read_bytes()
        url = truth[key].get("url") or f"https://bench.invalid/{folder.name}/{key}"
        page = BenchPage.make(key, url, body, truth[key].get("articleBody") or "")
        page.snippets = (truth[key].get("with") or [], truth[key].get("without") or [])
        page.site = site_of(truth[key].get("url"), body)
        pages.append(page)
        if limit and len(pages) >= limit:
            break
    return pages


def load_cases(name: str) -> list[BenchPage]:
    """A batch of the hand-written cases (``cases-a`` to ``cases-k``, ``cases-z`` to ``-z4``)."""
    import extract_cases

    pages = []
    for case in extract_cases.batch(name.removeprefix("cases-")):
        page = BenchPage.make(case.name, case.url, case.body, case.truth, case.headers)
        page.snippets = (list(case.with_), list(case.without))
        page.site = case.host
        pages.append(page)
    return pages


def run_newsfold(page: BenchPage) -> str:
    """newsfold's body for one page, the whole ``extract_article`` ('' when it fails)."""
    try:
        article = extract_article(page.page)
    except PageError:
        return ""
    return article.body


def run_newsfold_body(page: BenchPage, model: Any = "default") -> str:
    """newsfold's body for one page without dating it (``extract_content``)."""
    try:
        content = extract_content(page.page, model=model)
    except PageError:
        return ""
    return "\n".join(content.paragraphs)


def _norm(text: str) -> str:
    return " ".join(text.split())


def score_snippets(truths: dict[str, tuple[list[str], list[str]]], preds: dict[str, str]) -> Scores:
    """The snippets metric: P/R/F1 over every ``with`` / ``without`` passage of every page.

    ``per_page`` holds (tp, fp, fn) counts; accuracy is the share of pages with every
    ``with`` found and no ``without``.
    """
    tp = fp = fn = 0
    clean = 0
    per_page: dict[str, TpFpFn] = {}
    for key, (with_, without) in truths.items():
        body = _norm(preds.get(key, ""))
        found = sum(1 for w in with_ if _norm(w) in body)
        wrong = sum(1 for w in without if _norm(w) in body)
        tp, fp, fn = tp + found, fp + wrong, fn + len(with_) - found
        clean += found == len(with_) and not wrong
        per_page[key] = (float(found), float(wrong), float(len(with_) - found))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return Scores(f1, precision, recall, clean / max(1, len(truths)), len(truths), per_page)


def _trafilatura(*, our_decoding: bool = False) -> Callable[[BenchPage], str]:
    """trafilatura (favor_precision) on the raw bytes, or on text decoded by newsfold."""
    import trafilatura

    def run(page: BenchPage) -> str:
        source: bytes | str = decode_html(page.body).text if our_decoding else page.body
        return trafilatura.extract(source, url=page.url, favor_precision=True) or ""

    return run


def clear_caches() -> None:
    """Empty newsfold's verdict caches (class names seen before), so each timed pass starts cold."""
    from newsfold.dates import page as dates_page
    from newsfold.extract import blocks, boilerplate

    for cache in (
        blocks._MARKED,
        blocks._HINTS,
        boilerplate._WEIGHT_CACHE,
        dates_page._TOKEN_KINDS,
    ):
        cache.clear()


def interleaved(
    ours: Callable[[BenchPage], str], theirs: Callable[[BenchPage], str], pages: list[BenchPage]
) -> tuple[dict[str, str], float, dict[str, str], float]:
    """Both extractors page by page, alternating which goes first: on a machine shared
    with other jobs, both see the same load, so the ratio of their speeds holds."""
    clear_caches()
    preds_ours: dict[str, str] = {}
    preds_theirs: dict[str, str] = {}
    cpu_ours = cpu_theirs = 0.0
    for i, page in enumerate(pages):
        order = [(ours, preds_ours, 0), (theirs, preds_theirs, 1)]
        for fn, preds, side in order if i % 2 == 0 else order[::-1]:
            start = time.process_time()
            preds[page.key] = fn(page)
            spent = time.process_time() - start
            if side == 0:
                cpu_ours += spent
            else:
                cpu_theirs += spent
    return preds_ours, cpu_ours, preds_theirs, cpu_theirs


def timed(
    fn: Callable[[BenchPage], str], pages: Iterable[BenchPage]
) -> tuple[dict[str, str], float]:
    """Run an extractor on every page; return predictions and total CPU seconds."""
    preds: dict[str, str] = {}
    cpu = 0.0
    for page in pages:
        start = time.process_time()
        preds[page.key] = fn(page)
        cpu += time.process_time() - start
    return preds, cpu


_DEV_SETS = ("en", "zh", "snippets")
_CASE_SETS = (
    "cases-a",
    "cases-b",
    "cases-c",
    "cases-d",
    "cases-e",
    "cases-f",
    "cases-g",
    "cases-h",
    "cases-i",
    "cases-j",
    "cases-k",
    "cases-z",
    "cases-z2",
    "cases-z3",
    "cases-z4",
)
#: Round three's batches hold each page's whole body: scored by shingle F1 against it
#: (every Han and kana character a token, for their zh and ja pages).
_WHOLE_CASE_SETS = (
    "cases-d",
    "cases-e",
    "cases-f",
    "cases-g",
    "cases-h",
    "cases-i",
    "cases-j",
    "cases-k",
    "cases-z",
    "cases-z2",
    "cases-z3",
    "cases-z4",
)


def _score(name: str, pages: list[BenchPage], preds: dict[str, str]) -> Scores:
    if name in _WHOLE_CASE_SETS:
        return score_pages({p.key: p.truth for p in pages}, preds, cjk_chars=True)
    if name == "snippets" or name in _CASE_SETS:
        return score_snippets({p.key: p.snippets for p in pages}, preds)
    return score_pages({p.key: p.truth for p in pages}, preds, cjk_chars=name == "zh")


def _out_of_fold(
    args: argparse.Namespace, sets: dict[str, list[BenchPage]]
) -> dict[str, dict[str, str]]:
    """newsfold's bodies with each page extracted by a model trained without its fold.

    Folds are grouped by site over all sets together (a site in two sets stays in one
    fold); the simulated pages train every fold's model.
    """
    import train_blocks

    examples = train_blocks.load_examples(args.bench, list(sets), args.sim)
    keyed = {f"{name}/{p.key}": p.site for name, pages in sets.items() for p in pages}
    folds = assign_folds(keyed)
    by_key = {ex.key: folds[f"{ex.set}/{ex.key}"] for ex in examples if ex.set != "sim"}
    print(f"folds by site: {fold_sizes(folds.values())} pages")
    models = train_blocks.fold_models(examples, by_key, FOLDS)
    return {
        name: {p.key: run_newsfold_body(p, models[folds[f"{name}/{p.key}"]]) for p in pages}
        for name, pages in sets.items()
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench"))
    parser.add_argument(
        "--sets", nargs="+", default=list(_DEV_SETS), choices=[*_DEV_SETS, *_CASE_SETS]
    )
    parser.add_argument(
        "--show-misses", action="store_true", help="list each page's missed with / found without"
    )
    parser.add_argument("--json", type=Path, help="write the results as JSON here")
    parser.add_argument("--limit", type=int, help="only the first N pages of each set")
    parser.add_argument("--show-worst", type=int, default=0, help="list the N worst pages")
    parser.add_argument("--no-trafilatura", action="store_true", help="newsfold only")
    parser.add_argument(
        "--no-oof", action="store_true", help="skip the out-of-fold run (needs scikit-learn)"
    )
    parser.add_argument("--sim", type=int, default=300, help="simulated pages in training")
    parser.add_argument(
        "--newsfold",
        choices=["full", "body", "both"],
        default="both",
        help="time extract_article (full, with dates), extract_content (body), or both",
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    logging.getLogger("trafilatura").setLevel(logging.CRITICAL)
    logging.getLogger("htmldate").setLevel(logging.CRITICAL)

    tools: dict[str, Callable[[BenchPage], str]] = {}
    if args.newsfold in ("body", "both"):
        tools["newsfold"] = run_newsfold_body
    if args.newsfold in ("full", "both"):
        tools["newsfold-full"] = run_newsfold
    tools["newsfold-rules"] = lambda page: run_newsfold_body(page, None)
    if not args.no_trafilatura:
        tools["trafilatura"] = _trafilatura()
        tools["trafilatura+nf-decode"] = _trafilatura(our_decoding=True)

    sets = {
        name: load_cases(name)
        if name in _CASE_SETS
        else load_set(args.bench / "extraction" / name, args.limit)
        for name in args.sets
    }
    dev = {name: pages for name, pages in sets.items() if name in _DEV_SETS}
    oof = {} if args.no_oof or not dev else _out_of_fold(args, dev)
    results: dict[str, Any] = {}
    lines = [
        "| set | tool | F1 in-sample | F1 out of fold | precision | recall | accuracy "
        "| pages/CPU-s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    anchor = tools.get("trafilatura")
    for name, pages in sets.items():
        results[name] = {}
        anchor_speed: dict[str, float] = {}
        for tool, fn in tools.items():
            if anchor is not None and tool.startswith("newsfold"):
                # Timed page by page against trafilatura: see ``interleaved``.
                preds, cpu, _, cpu_anchor = interleaved(fn, anchor, pages)
                anchor_speed[tool] = len(pages) / cpu_anchor if cpu_anchor else float("inf")
            else:
                clear_caches()
                preds, cpu = timed(fn, pages)
            scores = _score(name, pages, preds)
            pps = len(pages) / cpu if cpu else float("inf")
            # Only the block model is fitted on these pages: the other rows have no
            # out-of-fold counterpart, their in-sample figure is all there is.
            oof_scores = (
                _score(name, pages, oof[name]) if tool == "newsfold" and name in oof else None
            )
            results[name][tool] = {
                "f1": scores.f1,
                "f1_out_of_fold": oof_scores.f1 if oof_scores else None,
                "precision": scores.precision,
                "recall": scores.recall,
                "accuracy": scores.accuracy,
                "pages": scores.pages,
                "cpu_seconds": cpu,
                "pages_per_cpu_second": pps,
                "anchor_pages_per_cpu_second": anchor_speed.get(tool),
                "per_page": {k: list(v) for k, v in scores.per_page.items()},
            }
            oof_text = f"{oof_scores.f1:.3f}" if oof_scores else ""
            lines.append(
                f"| {name} | {tool} | {scores.f1:.3f} | {oof_text} | {scores.precision:.3f} "
                f"| {scores.recall:.3f} | {scores.accuracy:.3f} | {pps:.1f} |"
            )
            if oof_scores:
                lines.append(
                    f"| {name} | newsfold, out of fold | {oof_scores.f1:.3f} | "
                    f"{oof_scores.f1:.3f} | {oof_scores.precision:.3f} | {oof_scores.recall:.3f} "
                    f"| {oof_scores.accuracy:.3f} | |"
                )
            # The worst pages of the first newsfold tool run (body, else full).
            if args.show_worst and tool == next(iter(tools)):
                _print_worst(name, scores, args.show_worst)
            if args.show_misses and tool in ("newsfold", "newsfold-rules", "trafilatura"):
                _print_misses(name, tool, pages, preds)
        _add_ratios(name, tools, results, lines)
    # Which form of extraction ran: mypyc's compiled modules or their sources.
    lines.append(f"\nnewsfold's compiled modules: {compiled.state()}")
    print("\n".join(lines))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2, sort_keys=True), encoding="utf-8")
    return 0


def _print_misses(name: str, tool: str, pages: list[BenchPage], preds: dict[str, str]) -> None:
    """Every ``with`` passage a tool's body misses and every ``without`` it holds."""
    for page in pages:
        body = _norm(preds.get(page.key, ""))
        missed = [w for w in page.snippets[0] if _norm(w) not in body]
        found = [w for w in page.snippets[1] if _norm(w) in body]
        if missed or found:
            print(f"  {name} {tool} {page.key}: missed {len(missed)}, holds {len(found)} without")
            for text in missed:
                print(f"      - {text[:90]}")
            for text in found:
                print(f"      + {text[:90]}")


def _print_worst(name: str, scores: Scores, count: int) -> None:
    def share(kv: tuple[str, TpFpFn]) -> float:
        tp, fp, fn = kv[1]
        return tp / max(1e-9, tp + fp + fn)

    for key, (tp, fp, fn) in sorted(scores.per_page.items(), key=share)[:count]:
        print(f"  worst {name} {key}: tp={tp:.2f} fp={fp:.2f} fn={fn:.2f}")


def _add_ratios(
    name: str,
    tools: dict[str, Callable[[BenchPage], str]],
    results: dict[str, Any],
    lines: list[str],
) -> None:
    """F1 against trafilatura's better run; speed against trafilatura on raw bytes."""
    theirs = results[name].get("trafilatura")
    if theirs is None:
        return
    best_f1 = max(results[name][t]["f1"] for t in results[name] if t.startswith("trafilatura"))
    for tool in [t for t in tools if t.startswith("newsfold")]:
        ours = results[name][tool]
        oof_f1 = ours.get("f1_out_of_fold")
        # Speed against trafilatura timed alongside, page by page (``interleaved``).
        anchor = ours.get("anchor_pages_per_cpu_second") or theirs["pages_per_cpu_second"]
        ratios = {
            "f1": ours["f1"] / best_f1 if best_f1 else 0.0,
            "f1_out_of_fold": oof_f1 / best_f1 if best_f1 and oof_f1 is not None else None,
            "speed": ours["pages_per_cpu_second"] / anchor,
        }
        results[name][f"ratios:{tool}"] = ratios
        oof_text = f"{ratios['f1_out_of_fold']:.3f}x" if ratios["f1_out_of_fold"] else ""
        lines.append(
            f"| {name} | {tool} / trafilatura | {ratios['f1']:.3f}x | {oof_text} | | | "
            f"| {ratios['speed']:.2f}x |"
        )


if __name__ == "__main__":
    sys.exit(main())
