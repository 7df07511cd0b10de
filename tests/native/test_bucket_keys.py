"""The C bucket-pair assembly gives exactly the pairs the Python code builds.

``newsfold.fold.entry.bucket_pairs`` lays out an entry's buckets in one int64
array: its own lead buckets, its lead probes, then the buckets it is indexed
under (core, event keys, passage keys) without repeats. The C twin must give the
same array and the same run lengths (the buckets are indexed and written in this
order), on real entries of both methods and on made-up edge cases.
"""

from __future__ import annotations

from random import Random
from typing import Any

import numpy as np
import pytest

from newsfold import native
from newsfold.config import Settings
from newsfold.fold import entry as entry_mod
from newsfold.fold.entry import (
    _BANDS,
    MAX_LEAD_ANCHORS,
    BucketLayout,
    Fingerprinter,
    _python_bucket_pairs,
    bucket_pairs,
)
from tests.fold.fold_helpers import article, paragraph, zh_paragraph

_fp = native.load("_fingerprint")
pytestmark = pytest.mark.skipif(_fp is None, reason="C core not built or NEWSFOLD_PURE_PYTHON set")

I64 = np.int64


def _keys(values: list[int]) -> Any:
    return np.array(values, dtype=I64)


def _case(rng: Random) -> tuple[Any, ...]:
    anchors = [rng.randint(-(2**63), 2**63 - 1) for _ in range(rng.randint(0, 40))]
    lead = [
        rng.choice(anchors) if anchors and rng.random() < 0.5 else rng.randint(-9, 9)
        for _ in range(rng.randint(0, 12))
    ]
    if rng.random() < 0.5:
        prefix = _keys([rng.randint(-(2**63), 2**63 - 1) for _ in range(rng.choice((0, 8, 32)))])
    else:
        pairs = [(rng.randint(-2, 7), rng.randint(-5, 5)) for _ in range(rng.randint(0, 12))]
        prefix = np.array(pairs, dtype=I64).reshape(-1, 2)
    sketch = rng.choice([None, 0, 2**64 - 1, rng.getrandbits(64)])
    same = rng.getrandbits(64)
    recap = np.array(
        [rng.choice([same, rng.getrandbits(64)]) for _ in range(rng.randint(0, 4))],
        dtype=np.uint64,
    )
    head = rng.choice([None, -1, rng.randint(-(2**63), 2**63 - 1)])
    events = _keys([rng.randint(-3, 3) for _ in range(rng.randint(0, 4))])
    passages = _keys([rng.randint(-3, 3) for _ in range(rng.randint(0, 6))])
    return prefix, _keys(anchors), _keys(lead), sketch, recap, head, events, passages


def _same(a: BucketLayout, b: BucketLayout) -> bool:
    runs = ("own", "probes", "core", "events", "passages")
    return np.array_equal(a.pairs, b.pairs) and all(getattr(a, r) == getattr(b, r) for r in runs)


def test_random_cases_equal_the_python_pairs() -> None:
    rng = Random(11)
    for _ in range(500):
        case = _case(rng)
        assert _same(bucket_pairs(*case), _python_bucket_pairs(*case)), case


@pytest.mark.parametrize("method", ["minhash", "simhash"])
def test_real_entries_equal_the_python_pairs(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = Random(5)
    arts = [
        article(
            f"a{i}",
            [paragraph(rng) if i % 2 else zh_paragraph(rng) for _ in range(5)],
            headline=f"Headline {i % 3}",
        )
        for i in range(30)
    ]
    settings = Settings(event_links=True)
    with_c = Fingerprinter(settings, method=method).fingerprint_many(arts)  # type: ignore[arg-type]
    monkeypatch.setattr(entry_mod, "_native", None)
    without = Fingerprinter(settings, method=method).fingerprint_many(arts)  # type: ignore[arg-type]
    for a, b in zip(with_c, without, strict=True):
        for name in ("band_keys", "own_lead", "probe_keys", "lookup", "lead"):
            assert getattr(a, name) == getattr(b, name), name
        assert a.lookup_end == b.lookup_end
    assert any(e.own_lead for e in with_c)


def test_first_distinct_lead_anchors_only() -> None:
    lead = [5, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    none = np.zeros(0, dtype=I64)
    layout = bucket_pairs(none, none, _keys(lead), None, np.zeros(0, np.uint64), None)
    own = layout.pairs[: layout.own].tolist()
    assert [k for _, k in own] == list(dict.fromkeys(lead[:MAX_LEAD_ANCHORS]))
    assert layout.core == layout.own


def _call(**changes: Any) -> Any:
    assert _fp is not None
    none = np.zeros(0, dtype=I64)
    args: dict[str, Any] = {
        "prefix": none,
        "paired": False,
        "anchors": none,
        "lead": none,
        "max_lead": 8,
        "sketch": None,
        "recap": np.zeros(0, np.uint64),
        "head": None,
        "events": none,
        "passages": none,
        "bands": _BANDS,
        "out": np.empty((64, 2), dtype=I64),
    }
    args.update(changes)
    return _fp.bucket_pairs(*args.values())


def test_bad_arguments_raise() -> None:
    with pytest.raises(TypeError, match="buffer"):
        _call(anchors=[1, 2])
    with pytest.raises(TypeError, match="signed integer"):
        _call(anchors=np.zeros(3, dtype=np.uint64))
    with pytest.raises(TypeError, match="unsigned integer"):
        _call(recap=np.zeros(3, dtype=I64))
    with pytest.raises(OverflowError):
        _call(sketch=-1)
    with pytest.raises(OverflowError):
        _call(head=2**63)
    with pytest.raises(TypeError, match="head"):
        _call(head="x")
    with pytest.raises(ValueError, match="paired"):
        _call(prefix=np.zeros(3, dtype=I64), paired=True)
    with pytest.raises(ValueError, match="max_lead"):
        _call(max_lead=-1)
    with pytest.raises(ValueError, match="needed"):
        _call(anchors=np.arange(40, dtype=I64), out=np.empty((40, 2), dtype=I64))
    out = np.empty((64, 2), dtype=I64)
    out.flags.writeable = False
    with pytest.raises(ValueError, match="writable"):
        _call(out=out)


def test_int64_boundaries_kept_exactly() -> None:
    values = [0, 1, -1, 2**30 - 1, 2**30, -(2**30), 2**60 - 1, 2**60, 2**62, 2**63 - 1]
    values += [-(2**63), -(2**63) + 1, 2**61 + 12345, -(2**61 + 999)]
    none = np.zeros(0, dtype=I64)
    layout = bucket_pairs(none, _keys(values), none, None, np.zeros(0, np.uint64), 2**63 - 1)
    probes = layout.pairs[: layout.probes].tolist()
    indexed = layout.pairs[layout.probes :].tolist()
    assert [key for _, key in probes] == values
    assert [key for _, key in indexed] == [*values, 2**63 - 1]
