"""The folding benchmark's metrics compute what they claim (a smoke of benchmarks/fold.py)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.fold.fold_helpers import fold_benchmark


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return fold_benchmark()


def test_pair_counts_and_adjusted_rand(bench: ModuleType) -> None:
    truth = ["a", "a", "a", "b", "b", "c"]
    assert bench.pair_counts(truth, truth) == (4, 4, 4)
    assert bench.adjusted_rand(truth, truth) == pytest.approx(1.0)
    split = ["a", "a", "x", "b", "b", "c"]  # one copy missed
    t, p, tp = bench.pair_counts(truth, split)
    assert (t, p, tp) == (4, 2, 2)
    assert bench.adjusted_rand(truth, split) < 1.0
    # the textbook example value (sklearn's adjusted_rand_score([0,0,1,1],[0,0,1,2]))
    assert bench.adjusted_rand(["0", "0", "1", "1"], ["0", "0", "1", "2"]) == pytest.approx(
        0.5714285714
    )


def test_quality_smoke_on_a_labelled_jsonl(bench: ModuleType, tmp_path: Path) -> None:
    import json

    from .fold_helpers import story

    lines = []
    for s in range(4):
        text = story(500 + s)
        for c in range(3):
            lines.append(
                {
                    "id": f"{s}-{c}",
                    "paragraphs": text if c != 2 else ["UPDATED: " + text[0], *text[1:]],
                    "canonical_url": f"https://o{c}.example/{s}",
                    "publisher": f"O{c}",
                    "published_at": f"2024-01-0{s + 1}T0{c}:00:00Z",
                    "story_id": f"s{s}",
                    "relation": "original" if c == 0 else "copy",
                }
            )
    corpus_file = tmp_path / "corpus.jsonl"
    corpus_file.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    corpus = bench.jsonl_corpus(corpus_file)
    ours = bench.report(corpus, bench.run_newsfold(corpus, "minhash"), None)
    assert (ours["precision"], ours["recall"], ours["ari"]) == (1.0, 1.0, 1.0)
