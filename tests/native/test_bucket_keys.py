"""The C bucket-key assembly gives exactly the lists the Python code builds.

``newsfold.fold.entry.bucket_keys`` makes an entry's buckets, its own lead
buckets and its lead probes; the C twin must give the same lists in the same
order (the buckets are indexed and looked up, the order decides ties), on real
entries of both methods and on made-up edge cases.
"""

from __future__ import annotations

from random import Random

import pytest

from newsfold import native
from newsfold.config import Settings
from newsfold.fold import entry as entry_mod
from newsfold.fold.entry import (
    MAX_LEAD_ANCHORS,
    Fingerprinter,
    _python_bucket_keys,
    bucket_keys,
)
from tests.fold.fold_helpers import article, paragraph, zh_paragraph

_fp = native.load("_fingerprint")
pytestmark = pytest.mark.skipif(_fp is None, reason="C core not built or NEWSFOLD_PURE_PYTHON set")


def _case(rng: Random) -> tuple:  # type: ignore[type-arg]
    anchors = [rng.randint(-(2**63), 2**63 - 1) for _ in range(rng.randint(0, 40))]
    lead = [
        rng.choice(anchors) if anchors and rng.random() < 0.5 else rng.randint(-9, 9)
        for _ in range(rng.randint(0, 12))
    ]
    if rng.random() < 0.5:
        prefix: list = [rng.randint(-(2**63), 2**63 - 1) for _ in range(rng.choice((0, 8, 32)))]
    else:
        prefix = [(rng.randint(-2, 7), rng.randint(-5, 5)) for _ in range(rng.randint(0, 12))]
    sketch = rng.choice([None, 0, 2**64 - 1, rng.getrandbits(64)])
    same = rng.getrandbits(64)
    recap = [rng.choice([same, rng.getrandbits(64)]) for _ in range(rng.randint(0, 4))]
    head = rng.choice([None, -1, rng.randint(-(2**63), 2**63 - 1)])
    tail = [(-1, rng.randint(-3, 3)) for _ in range(rng.randint(0, 4))]
    return prefix, anchors, lead, sketch, recap, head, tail


def test_random_cases_equal_the_python_lists() -> None:
    rng = Random(11)
    for _ in range(500):
        case = _case(rng)
        assert bucket_keys(*case) == _python_bucket_keys(*case), case


@pytest.mark.parametrize("method", ["minhash", "simhash"])
def test_real_entries_equal_the_python_lists(method: str, monkeypatch: pytest.MonkeyPatch) -> None:
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
        assert a.band_keys == b.band_keys
        assert a.own_lead == b.own_lead
        assert a.probe_keys == b.probe_keys
    assert any(e.own_lead for e in with_c)


def test_first_distinct_lead_anchors_only() -> None:
    lead = [5, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    buckets, own, _ = bucket_keys([], [], lead, None, [], None, [])
    assert [k for _, k in own] == list(dict.fromkeys(lead[:MAX_LEAD_ANCHORS]))
    assert len(buckets) == len(own)


def test_bad_arguments_raise() -> None:
    assert _fp is not None
    bands = (-2, -4, -5, -6, -3)
    with pytest.raises(TypeError):
        _fp.bucket_keys([], ["x"], [], 8, None, [], None, [], bands)
    with pytest.raises(OverflowError):
        _fp.bucket_keys([2**64], [], [], 8, None, [], None, [], bands)
    with pytest.raises(OverflowError):
        _fp.bucket_keys([], [], [], 8, -1, [], None, [], bands)
    with pytest.raises(TypeError):
        _fp.bucket_keys([], [], [], 8, None, [], None, [(1, 2, 3)], bands)
    with pytest.raises(ValueError, match="max_lead"):
        _fp.bucket_keys([], [], [], -1, None, [], None, [], bands)


def test_int64_boundaries_read_exactly_and_beyond_them_overflow() -> None:
    assert _fp is not None
    bands = (-2, -4, -5, -6, -3)
    values = [0, 1, -1, 2**30 - 1, 2**30, -(2**30), 2**60 - 1, 2**60, 2**62, 2**63 - 1]
    values += [-(2**63), -(2**63) + 1, 2**61 + 12345, -(2**61 + 999)]
    buckets, _, probes = _fp.bucket_keys([], values, [], 8, None, [], None, [], bands)
    assert [key for _, key in buckets] == values
    assert [key for _, key in probes] == values
    for bad in (2**63, -(2**63) - 1, 2**64, 2**90, -(2**90)):
        with pytest.raises(OverflowError):
            _fp.bucket_keys([], [bad], [], 8, None, [], None, [], bands)
