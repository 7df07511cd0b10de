"""``ingest`` and its parts, kept under their old name: the local executor of the
engine (:mod:`newsfold.engine.local`) is where they live now."""

from newsfold.engine.local import (
    FOLD_BATCH,
    HintsLookup,
    IngestSummary,
    fold_batch,
    fold_pending,
    ingest,
    process_pending,
)
from newsfold.engine.stages import Stage

__all__ = [
    "FOLD_BATCH",
    "HintsLookup",
    "IngestSummary",
    "Stage",
    "fold_batch",
    "fold_pending",
    "ingest",
    "process_pending",
]
