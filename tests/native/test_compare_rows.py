"""The C ``compare_rows`` builds the Comparisons the Python loop builds.

:meth:`Folder.compare_many` turns measure_rows' figures into Comparison objects;
with the C core the loop runs in ``newsfold.native._measure.compare_rows``,
which fills the objects' slots without their ``__init__``. Here both run on
every ``compare_many`` call of a fold of simulated news (English and Chinese,
short and long items, numbers that must match) and on made-up edge cases, and
every field of every object must agree, in order.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass, fields
from typing import Any

import pytest

from newsfold.config import Settings
from newsfold.dedup.paragraphs import NO_MATCH, ParagraphMatch
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.entry import FoldEntry
from newsfold.fold.measure import measure_rows
from newsfold.fold.rules import Comparison
from newsfold.native import load
from tests.fold.fold_helpers import article, fold_benchmark, story

_measure = load("_measure")
pytestmark = pytest.mark.skipif(_measure is None, reason="the C measures are not built")


def _as_values(comparison: Comparison) -> tuple[Any, ...]:
    # every field but the representative (compared by identity), the paragraphs'
    # fields too; the rank cache starts empty on both paths
    values = tuple(getattr(comparison, f.name) for f in fields(comparison))
    return (values[0], *values[2:7], astuple(comparison.paragraphs), values[8])


def _both(
    folder: Folder, new: FoldEntry, reps: list[tuple[str, FoldEntry]], at_least: float
) -> tuple[list[Comparison], list[Comparison]]:
    assert _measure is not None
    floats, flags = measure_rows(new, [rep for _, rep in reps])
    python = folder._compare_rows(new, reps, floats, flags, at_least)
    c = _measure.compare_rows(
        new, reps, floats, flags, at_least, folder._rules, folder._rules_for, NO_MATCH
    )
    return python, c


def _same(python: list[Comparison], c: list[Comparison]) -> None:
    assert [type(x) for x in c] == [Comparison] * len(python)
    assert [_as_values(x) for x in c] == [_as_values(x) for x in python]
    for a, b in zip(python, c, strict=True):
        assert (a.paragraphs is NO_MATCH) == (b.paragraphs is NO_MATCH)
        assert a.representative is b.representative
        assert a.rules is b.rules


def test_every_call_of_a_simulated_fold_agrees(monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = fold_benchmark().sim_corpus(300, 5)
    calls = {"calls": 0, "kept": 0}
    original = Folder.compare_many

    def checked(
        self: Folder, new: FoldEntry, reps: list[tuple[str, FoldEntry]], at_least: float = 0.0
    ) -> list[Comparison]:
        if len(reps) >= 2:
            for threshold in {at_least, 0.0, 0.5}:
                python, c = _both(self, new, reps, threshold)
                _same(python, c)
            calls["calls"] += 1
            calls["kept"] += len(python)
        return original(self, new, reps, at_least)

    monkeypatch.setattr(Folder, "compare_many", checked)
    folder = Folder(MemoryFoldIndex(), Settings())
    for labelled in corpus:
        folder.fold(labelled.article)
    assert calls["calls"] > 200
    assert calls["kept"] > 1000


def test_short_items_numbers_and_missing_sketches() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    long = story(1)
    short = ["Tor ka 12 lo mi vor pel san dri qua bel."]
    other_numbers = ["Tor ka 13 lo mi vor pel san dri qua bel."]
    entries = [
        folder.fingerprinter.fingerprint(article(name, text))
        for name, text in [
            ("a", long),
            ("b", long[:3]),
            ("c", short),
            ("d", other_numbers),
            ("e", long[2:] + short),
        ]
    ]
    empty = folder.fingerprinter.fingerprint(article("f", []))
    for new in [*entries, empty]:
        reps = [(f"s{i}", e) for i, e in enumerate([*entries, empty])]
        for at_least in (0.0, 0.1, 0.99):
            _same(*_both(folder, new, reps, at_least))


def test_rules_for_fills_the_cache_once() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    a = folder.fingerprinter.fingerprint(article("a", story(3)))
    b = folder.fingerprinter.fingerprint(article("b", story(3)[:2]))
    assert folder._rules == {}
    _both(folder, a, [("x", a), ("y", b)], 0.0)
    assert set(folder._rules) == {a.n_tokens, b.n_tokens}


def test_register_refuses_classes_it_cannot_fill() -> None:
    assert _measure is not None

    class Plain:  # a __dict__, no slots
        pass

    @dataclass(slots=True, frozen=True)
    class Frozen:
        a_in_b: float
        b_in_a: float
        a_lead_in_b: bool
        b_lead_in_a: bool

    with pytest.raises(TypeError, match="slotted"):
        _measure.register_comparison(Plain, ParagraphMatch)
    with pytest.raises(TypeError, match="no slot"):
        _measure.register_comparison(ParagraphMatch, ParagraphMatch)
    assert [f.name for f in fields(Frozen)] == [f.name for f in fields(ParagraphMatch)]
    _measure.register_comparison(Comparison, Frozen)  # slots, and setting them works in C
    _measure.register_comparison(Comparison, ParagraphMatch)  # as the folder registered


def test_bad_rows_are_refused() -> None:
    assert _measure is not None
    folder = Folder(MemoryFoldIndex(), Settings())
    a = folder.fingerprinter.fingerprint(article("a", story(4)))
    reps = [("x", a), ("y", a)]
    floats, flags = measure_rows(a, [a, a])
    args = (folder._rules, folder._rules_for, NO_MATCH)
    with pytest.raises(ValueError, match="list of 2 values"):
        _measure.compare_rows(a, reps, [row[:1] for row in floats], flags, 0.0, *args)
    with pytest.raises(TypeError, match="list of 2 lists"):
        _measure.compare_rows(a, reps, floats, flags[:1], 0.0, *args)
    with pytest.raises(TypeError, match="pair"):
        _measure.compare_rows(a, [a, a], floats, flags, 0.0, *args)
    with pytest.raises(TypeError, match="ParagraphMatch"):
        _measure.compare_rows(a, reps, floats, flags, 0.0, folder._rules, folder._rules_for, 5)
