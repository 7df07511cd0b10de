"""What editors do to the store, in one place for the command line and the web app.

:class:`Editorial` binds a store to the settings it was folded with: decisions
on review items (:mod:`newsfold.store.decisions`) need the fold's bucket keys
of the articles they move, which only the same fingerprinter settings give,
and calibration (:mod:`newsfold.calibration`) needs the thresholds in force.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select

from newsfold.calibration import AUTO_PRECISION, MISSED_FOLD_COST, WRONG_FOLD_COST, Calibration
from newsfold.calibration import calibrate as calibrate_pairs
from newsfold.config import Settings
from newsfold.dedup.minhash import MinHasher
from newsfold.fold import Fingerprinter
from newsfold.store import Store
from newsfold.store import schema as t
from newsfold.store.decisions import DecisionResult, decide, undo
from newsfold.store.rows import article_from_row
from newsfold.store.thresholds import (
    ThresholdVersion,
    apply_proposal,
    current_version,
    effective_settings,
    labelled_decisions,
    reset_thresholds,
)

__all__ = ["Editorial", "Thresholds"]


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The thresholds the next fold uses, and where they come from."""

    fold_low: float
    fold_high: float
    #: The applied calibration version, or None when the configured values are in force.
    version: ThresholdVersion | None


class Editorial:
    """Decisions, undo and calibration on one store."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self._fingerprinter: Fingerprinter | None = None

    def bucket_keys(self, article_ids: Sequence[str]) -> dict[str, list[tuple[int, int]]]:
        """The fold index buckets each stored article was indexed under.

        Recomputed from the stored text with the same fingerprinter the fold
        used (the keys are a function of the text and the settings), so moving
        an article rewrites its bucket rows by primary key instead of scanning
        every bucket row for its id.
        """
        if not article_ids:
            return {}
        if self._fingerprinter is None:
            s = self.settings
            self._fingerprinter = Fingerprinter(s, hasher=MinHasher(s.num_perm, s.bands, s.seed))
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(t.articles).where(t.articles.c.id.in_(list(article_ids))))
            articles = [article_from_row(row) for row in rows]
        entries = self._fingerprinter.fingerprint_many(articles)
        return {e.article_id: list(e.buckets()) for e in entries}

    def decide(self, review_id: int, decision: str, by: str) -> DecisionResult:
        """Apply a decision at once (see :func:`newsfold.store.decisions.decide`)."""
        with self.store.engine.begin() as conn:
            return decide(conn, review_id, decision, by, self.bucket_keys)

    def undo(self, review_id: int, by: str) -> DecisionResult:
        """Undo the decision in force on an item (see :func:`newsfold.store.decisions.undo`)."""
        with self.store.engine.begin() as conn:
            return undo(conn, review_id, by, self.bucket_keys)

    def thresholds(self) -> Thresholds:
        """The thresholds in force for the next fold."""
        effective = effective_settings(self.store.engine, self.settings)
        with self.store.engine.connect() as conn:
            version = current_version(conn)
        if version is not None and not (version.overrides and self.settings.calibrated_thresholds):
            version = None
        return Thresholds(effective.fold_low, effective.fold_high, version)

    def calibrate(
        self,
        *,
        wrong_fold_cost: float = WRONG_FOLD_COST,
        missed_fold_cost: float = MISSED_FOLD_COST,
        auto_precision: float = AUTO_PRECISION,
        min_decisions: int | None = None,
    ) -> Calibration:
        """Candidates and proposal from the decisions in force."""
        with self.store.engine.connect() as conn:
            pairs = labelled_decisions(conn)
        now = self.thresholds()
        extra = {} if min_decisions is None else {"min_decisions": min_decisions}
        return calibrate_pairs(
            pairs,
            wrong_fold_cost=wrong_fold_cost,
            missed_fold_cost=missed_fold_cost,
            auto_precision=auto_precision,
            current=(now.fold_low, now.fold_high),
            **extra,
        )

    def apply(self, calibration: Calibration, by: str, note: str | None = None) -> ThresholdVersion:
        """Store a proposal as the newest threshold version (used by the next fold)."""
        with self.store.engine.begin() as conn:
            return apply_proposal(conn, calibration, by, note)

    def reset(self, by: str, note: str | None = None) -> ThresholdVersion:
        """A version that returns to the configured thresholds."""
        with self.store.engine.begin() as conn:
            return reset_thresholds(conn, by, note)
