"""The engine: one flow from page to story, run by a local or a Spark executor.

Sources make :class:`Envelope` objects (a page, or an article read from a
file); stages of one shape (:class:`~newsfold.engine.stages.Stage`) carry them
through extract, date and fingerprint; folding decides their stories; sinks
write them (the store, JSONL, Parquet). The engine owns batching and
transactions; the store is an adapter behind the protocols of
:mod:`newsfold.engine.ports`. Commands (``ingest``, ``crawl``, ``reextract``,
``extract``, ``fold``, the demo) are thin compositions of these parts.

* :mod:`newsfold.engine.local`: the local executor over a store (ingest, crawl,
  reextract);
* :mod:`newsfold.engine.folding`: folding in memory, in key order (``newsfold
  fold``, and each connected component under Spark);
* :mod:`newsfold.engine.spark`: the Spark executor (extra ``spark``).
"""

from newsfold.engine.envelope import Envelope, Failure
from newsfold.engine.stages import (
    DateStage,
    ExtractStage,
    FingerprintStage,
    Stage,
    compose,
    extract_page,
    guarded,
)

__all__ = [
    "DateStage",
    "Envelope",
    "ExtractStage",
    "Failure",
    "FingerprintStage",
    "Stage",
    "compose",
    "extract_page",
    "guarded",
]
