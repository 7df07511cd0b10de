"""An entry's buckets held as one int64 array (``newsfold.fold.buckets``).

:class:`Buckets` must read as the sequence of ``(band, key)`` tuples it replaced
(the store writes rows from it, the Spark executor hashes it), and the views
the fingerprinter lays out must hold exactly the buckets the folder looked up
before: the indexed ones but the passage keys (and the event keys when the
entry probes events), with the lead probes; the lead probes with the entry's
own lead buckets. Runs with and without the C core (``make test`` runs both).
"""

from __future__ import annotations

import pickle
from collections import Counter
from dataclasses import replace
from random import Random

import numpy as np
import pytest

from newsfold.config import Settings
from newsfold.fold.buckets import Buckets, pairs_of
from newsfold.fold.entry import PASSAGE_BAND, Fingerprinter, FoldEntry
from newsfold.fold.events import EVENT_BAND
from tests.fold.fold_helpers import article, paragraph, story, zh_paragraph


def test_buckets_read_as_a_sequence_of_int_pairs() -> None:
    pairs = [(0, -(2**63)), (-2, 2**63 - 1), (-8, 5)]
    b = Buckets(np.array(pairs, dtype=np.int64))
    assert len(b) == 3
    assert list(b) == pairs
    assert all(type(k) is int for pair in b for k in pair)  # Python ints, not numpy's
    assert b[1] == (-2, 2**63 - 1)
    assert b[-1] == (-8, 5)
    assert b[1:] == pairs[1:]
    assert isinstance(b[1:], Buckets)
    assert b == pairs
    assert b == tuple(pairs)
    assert b != pairs[:2]
    assert b == Buckets.of(pairs)
    assert Buckets.of(b) is b
    assert (-2, 2**63 - 1) in b
    assert dict.fromkeys(b) == dict.fromkeys(pairs)
    assert pickle.loads(pickle.dumps(b)) == b
    assert "(-8, 5)" in repr(b)
    with pytest.raises(TypeError):
        hash(b)


def test_buckets_refuse_what_the_c_core_could_not_read() -> None:
    with pytest.raises(ValueError, match=r"\(n, 2\) int64"):
        Buckets(np.zeros((3, 3), dtype=np.int64))
    with pytest.raises(ValueError, match=r"\(n, 2\) int64"):
        Buckets(np.zeros((3, 2), dtype=np.uint64))
    with pytest.raises(ValueError, match="contiguous"):
        Buckets(np.zeros((3, 4), dtype=np.int64)[:, ::2])
    with pytest.raises(OverflowError):
        pairs_of([(0, 2**63)])
    with pytest.raises(ValueError, match="pairs"):
        pairs_of([(0, 1, 2)])
    assert pairs_of([]).shape == (0, 2)


def _entries(method: str) -> list[FoldEntry]:
    rng = Random(3)
    arts = [
        article(
            f"a{i}",
            [paragraph(rng) if i % 3 else zh_paragraph(rng) for _ in range(5)],
            headline=f"Minister resigns over budget {i % 4}",
        )
        for i in range(24)
    ]
    arts += [article(f"s{i}", story(40 + i % 3), hours=i) for i in range(6)]
    settings = Settings(event_links=True)
    return Fingerprinter(settings, method=method).fingerprint_many(arts)  # type: ignore[arg-type]


@pytest.mark.parametrize("method", ["minhash", "simhash"])
def test_the_views_hold_what_the_folder_looked_up_before(method: str) -> None:
    entries = _entries(method)
    assert any(e.event_probes for e in entries)
    assert any(b == PASSAGE_BAND for e in entries for b, _ in e.band_keys)
    for entry in entries:
        assert isinstance(entry.lookup, Buckets)
        # the definitions, worked out from the fields (as for an entry read from the store)
        plain = replace(entry, lookup=None, lead=None)
        own = list(entry.band_keys[: entry.lookup_end])
        if entry.event_probes:
            own = [b for b in own if b[0] != EVENT_BAND]
        assert Counter(entry.lookup_buckets()) == Counter([*own, *entry.probe_keys])
        assert Counter(entry.lookup_buckets()) == Counter(plain.lookup_buckets())
        assert list(entry.lead_buckets()) == [*entry.own_lead_buckets(), *entry.probe_keys]
        assert Counter(entry.lead_buckets()) == Counter(plain.lead_buckets())
        assert all(b != PASSAGE_BAND for b, _ in entry.lookup_buckets())
        assert len(set(entry.band_keys)) == len(entry.band_keys)  # indexed once each
        # one allocation for all of them
        assert isinstance(entry.band_keys, Buckets)
        assert isinstance(entry.lead, Buckets)
        assert entry.band_keys.pairs.base is entry.lead.pairs.base is not None
