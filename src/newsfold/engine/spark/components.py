"""Connected components on Spark: the alternating large-star / small-star algorithm.

Kiveris, Lattanzi, Mirrokni, Rastogi and Vassilvitskii, "Connected Components
in MapReduce and Beyond" (SoCC 2014): each round links every node to the
smallest node of its neighbourhood, and the graph converges to stars around
each component's smallest node in O(log² n) rounds (a handful in practice),
each round a few shuffles of the edge list. Nodes are integers; a node with no
edge is a component of its own and never appears here.

Every round keeps the components as they are (it only re-wires edges inside
them), so once the edge list is small enough (``driver_edges``) it is
collected and finished by union-find on the driver: a few thousand articles
then cost one job instead of a dozen rounds of shuffles, and a cluster run
shuffles only until the graph has shrunk to stars.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from typing import Any

from newsfold.engine.spark.closure import UnionFind

__all__ = ["DRIVER_EDGES", "connected_components", "key_edges"]

log = logging.getLogger(__name__)

#: Rounds after which the lineage of the edge list is cut (local checkpoint).
_CHECKPOINT_EVERY = 4
#: No graph this algorithm meets needs nearly this many rounds; a bound, not a tuning.
_MAX_ROUNDS = 200


def _large_star(item: tuple[int, Iterable[int]]) -> Iterator[tuple[int, int]]:
    node, neighbours = item
    seen = set(neighbours)
    smallest = min(min(seen), node)
    for other in seen:
        if other > node:
            yield other, smallest


def _small_star(item: tuple[int, Iterable[int]]) -> Iterator[tuple[int, int]]:
    node, smaller = item
    seen = set(smaller)
    smallest = min(min(seen), node)
    for other in seen:
        if other != smallest:
            yield other, smallest
    if smallest != node:
        yield node, smallest


def _both_ways(edge: tuple[int, int]) -> list[tuple[int, int]]:
    u, v = edge
    return [(u, v), (v, u)]


def _downwards(edge: tuple[int, int]) -> tuple[int, int]:
    u, v = edge
    return (u, v) if u > v else (v, u)


def _key_star(item: tuple[int, Iterable[tuple[int, bool]]]) -> Iterator[tuple[int, int]]:
    """Edges from every node touching one key to the key's smallest node, when some
    node is indexed under the key (a key only looked up joins nothing)."""
    _, touching = item
    nodes = set()
    answered = False
    for node, indexed in touching:
        nodes.add(node)
        answered = answered or indexed
    if answered and len(nodes) > 1:
        smallest = min(nodes)
        for node in nodes:
            if node != smallest:
                yield node, smallest


def key_edges(touches: Any, partitions: int | None = None) -> Any:
    """Edges ``(node, smallest node)`` joining every node that touches a key some node
    is indexed under, from an RDD of ``(key, (node, indexed))``: one shuffle by key,
    then a star per key."""
    return touches.groupByKey(partitions).flatMap(_key_star)


#: Edges collected to the driver and finished there by union-find (16 bytes of ints
#: each in Spark, ~100 bytes in the driver's Python: 2 million is about 200 MB).
DRIVER_EDGES = 2_000_000


def _finish_on_driver(sc: Any, edges: Any) -> Any:
    found = UnionFind()
    for u, v in edges.toLocalIterator():
        found.union(u, v)
    nodes = list(found.nodes())
    labels = found.labels(nodes)
    return sc.parallelize([(n, c) for n, c in labels.items() if n != c])


def connected_components(
    edges: Any, *, partitions: int | None = None, driver_edges: int = DRIVER_EDGES
) -> Any:
    """``(node, component)`` for every node on an edge that is not its component's
    smallest node (the component's name), from an RDD of ``(u, v)`` edges (either
    direction, repeats allowed)."""
    sc = edges.context
    current = edges.filter(lambda e: e[0] != e[1]).map(_downwards).distinct(partitions)
    current.persist()
    for round_ in range(1, _MAX_ROUNDS + 1):
        if current.count() <= driver_edges:
            log.info("connected components finished on the driver after %d rounds", round_ - 1)
            return _finish_on_driver(sc, current)
        large = current.flatMap(_both_ways).groupByKey(partitions).flatMap(_large_star)
        small = large.map(_downwards).groupByKey(partitions).flatMap(_small_star).distinct()
        small.persist()
        if round_ % _CHECKPOINT_EVERY == 0:
            small.localCheckpoint()
        changed = not small.subtract(current).union(current.subtract(small)).isEmpty()
        current.unpersist()
        current = small
        if not changed:
            log.info("connected components converged after %d rounds", round_)
            return current
    raise RuntimeError(f"connected components did not converge in {_MAX_ROUNDS} rounds")
