"""The block model's training labels for a hand-written case page (``benchmarks/train_blocks``).

Session 21's study (``benchmarks/model_study.py``) trains on the spent case batches: a page
written whole marks its body ``⟦…⟧`` and its furniture ``⟪…⟫`` and leaves the rest open.
A block is article text when its shingles are mostly the marked body's, furniture when it
holds a marked piece of furniture and little of the body, and left out otherwise.
"""

from __future__ import annotations

import sys
from types import ModuleType

import pytest

from newsfold.extract import _parse
from newsfold.extract.body import select_blocks
from newsfold.extract.encoding import decode_html
from tests.benchmark_modules import BENCHMARKS, load_benchmark

_PAGE = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>Harbour ferry returns</title></head><body>
<header><nav><a href="/">Home</a> <a href="/local">Local</a></nav></header>
<main><article><h1>Harbour ferry returns after two winters</h1>
<p class="byline">By Ines Varga, staff writer, updated this morning at the quay</p>
<div class="article-body">
<p>⟦The small ferry that links the old harbour with the island school sailed again on
Monday, two winters after its engine failed in a storm and the council stopped the
crossing for lack of money.⟧</p>
<p>⟦Parents who drove children around the bay for an hour each way said the twelve-minute
crossing had given them their mornings back, and the skipper counted forty passengers on
the first run.⟧</p>
<p class="read-next">⟪Read next: Council approves new budget for the island school⟫ and
more stories from the harbour this week</p>
<p>⟦The council will pay for the crossing until the spring, when a vote on a small fare
for adults is due, and the school has asked for a later sailing on Fridays.⟧</p>
<p class="note">The ferry leaving the old harbour on Monday morning, with the island
school behind it in the mist, photographed from the breakwater</p>
</div></article></main>
<footer><p>⟪© The Harbour Courier. All rights reserved, reproduction of this page is not
permitted without the written consent of the publisher⟫</p></footer>
</body></html>"""


@pytest.fixture(scope="module")
def train() -> ModuleType:
    module = load_benchmark("train_blocks.py", "newsfold_bench_train_blocks")
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return module


def _labels(train: ModuleType) -> dict[str, int]:
    import extract_case_whole

    case = extract_case_whole.whole(
        "harbour-ferry", "t", "test", "en", "https://courier.example/ferry", _PAGE
    )
    tree = _parse(decode_html(case.body).text)
    prose = [b for b in select_blocks(tree).every if b.is_prose]
    labels = train._mark_labels(prose, case.with_, case.without)
    return {b.text[:24]: label for b, label in zip(prose, labels, strict=True)}


def test_marked_body_is_text_marked_furniture_is_not(train: ModuleType) -> None:
    labels = _labels(train)
    assert labels["The small ferry that link"[:24]] == 1
    assert labels["Parents who drove childre"[:24]] == 1
    assert labels["The council will pay for "[:24]] == 1
    assert labels["© The Harbour Courier. Al"[:24]] == 0
    # A line that holds a marked piece of furniture is furniture, open words and all.
    assert labels["Read next: Council approv"[:24]] == 0


def test_unmarked_blocks_are_left_out(train: ModuleType) -> None:
    labels = _labels(train)
    # The byline and the photo's line are open (neither marked): no label either way.
    assert labels["By Ines Varga, staff wri"[:24]] == -1
    assert labels["The ferry leaving the ol"[:24]] == -1


def test_snippet_and_mark_labels_agree_on_a_plain_page(train: ModuleType) -> None:
    # The same page labelled from passages (the snippets way): the marked paragraphs
    # are text there too, the copyright line furniture.
    import extract_case_whole

    case = extract_case_whole.whole(
        "harbour-ferry", "t", "test", "en", "https://courier.example/ferry", _PAGE
    )
    made = train.examples_for(case.body, (case.with_, case.without), "marks")
    snip = train.examples_for(case.body, (case.with_, case.without), "snippets")
    assert made is not None
    assert snip is not None
    marks, snippets = made[1], snip[1]
    assert list(marks[marks >= 0]) == list(snippets[marks >= 0])
