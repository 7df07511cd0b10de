"""Which articles must be folded together: everything a fold decision can look at.

A :class:`~newsfold.fold.Folder` decides an article from what its index
answers: the latest article with its canonical URL, the first with its
normalised body, and the stories in the buckets it probes (ranked by how many
stories share each bucket, the first :data:`~newsfold.fold.index.MAX_BUCKET_ARTICLES`
articles of a bucket counted). So two articles influence each other whenever one
is *indexed* under a key the other *looks up*, and the Spark executor may fold
groups apart only when no such key crosses them: a component must hold every
article indexed under any key one of its articles touches.

:func:`closure_keys` lists, for one fold entry, the keys it is indexed under and
the keys it looks up, in one 64-bit space:

* indexed: every bucket (``FoldEntry.buckets()``: MinHash or SimHash bands,
  window anchors, lead anchors, lead and recap sketch blocks, the headline, the
  first passages, event days), the canonical URL, the body key, and the
  article id (an id seen twice keeps the later decision, as in memory);
* looked up: the candidate buckets with the lead probes (``lookup_buckets``),
  the buckets of stories that repeat its lead (``lead_buckets``,
  ``own_lead_buckets``), the event probes, and its passage keys (the folder
  asks how many stories hold a passage of a representative when it judges a
  follow-up).

Every article touching a key that some article is indexed under is joined into
one component; a key only looked up joins nothing (nobody answers it). Inside
a component the index answers exactly what it answers when everything is
folded in one process: the same articles in each bucket, in the same order
(their sequence numbers keep their relative order), the same story ids (a
story is named after its first article). Hence equal stories; the test
``tests/engine/test_spark.py`` checks it byte for byte.
"""

from __future__ import annotations

from collections.abc import Iterable

import xxhash

from newsfold.fold import FoldEntry
from newsfold.fold.entry import PASSAGE_BAND

__all__ = ["UnionFind", "closure_keys", "components_of"]

_SEED = 0x6E6577


def _bucket(band: int, key: int) -> int:
    return xxhash.xxh3_64_intdigest(f"b{band}:{key}".encode(), seed=_SEED)


def _text(kind: str, value: str) -> int:
    return xxhash.xxh3_64_intdigest(f"{kind}:{value}".encode("utf-8", "surrogatepass"), seed=_SEED)


def closure_keys(entry: FoldEntry) -> tuple[set[int], set[int]]:
    """``(indexed, looked_up)``: the keys ``entry`` is indexed under and the keys its
    fold may look up (see the module docstring); a key may be in both."""
    indexed = {_bucket(band, key) for band, key in entry.buckets()}
    indexed.add(_text("i", entry.article_id))
    indexed.add(_text("k", entry.body_key))
    if entry.canonical_url:
        indexed.add(_text("u", entry.canonical_url))
    probes: list[tuple[int, int]] = [
        *entry.lookup_buckets(),
        *entry.lead_buckets(),
        *entry.own_lead_buckets(),
        *entry.event_buckets(),
    ]
    looked_up = {_bucket(band, key) for band, key in probes}
    looked_up.update(_bucket(PASSAGE_BAND, int(key)) for key in entry.passages.tolist())
    return indexed, looked_up


class UnionFind:
    """Disjoint sets of small integers (path halving, union by size): the reference
    the distributed algorithm is tested against, and the local grouping of keys."""

    def __init__(self) -> None:
        self._parent: dict[int, int] = {}
        self._size: dict[int, int] = {}

    def find(self, x: int) -> int:
        parent = self._parent
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        if self._size.get(ra, 1) < self._size.get(rb, 1):
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._size[ra] = self._size.get(ra, 1) + self._size.get(rb, 1)

    def nodes(self) -> Iterable[int]:
        """Every node met so far."""
        return self._parent.keys()

    def labels(self, nodes: Iterable[int]) -> dict[int, int]:
        """Each node's component, named by its smallest node."""
        smallest: dict[int, int] = {}
        nodes = list(nodes)
        for node in nodes:
            root = self.find(node)
            if node < smallest.get(root, node + 1):
                smallest[root] = node
        return {node: smallest[self.find(node)] for node in nodes}


def components_of(keys: dict[int, tuple[set[int], set[int]]]) -> dict[int, int]:
    """Component labels (smallest node) of nodes given their :func:`closure_keys`, in
    one process: what the Spark job computes, for tests and small inputs."""
    indexed_by: dict[int, list[int]] = {}
    touching: dict[int, list[int]] = {}
    for node, (indexed, looked_up) in keys.items():
        for key in indexed:
            indexed_by.setdefault(key, []).append(node)
        for key in indexed | looked_up:
            touching.setdefault(key, []).append(node)
    found = UnionFind()
    for key, nodes in touching.items():
        if key in indexed_by:
            first = nodes[0]
            for node in nodes[1:]:
                found.union(first, node)
    return found.labels(keys)
