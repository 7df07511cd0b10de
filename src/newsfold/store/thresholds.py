"""Versioned fold thresholds: what calibration proposed and an editor applied.

Each applied proposal is a new row of ``fold_thresholds`` (who, when, the
costs it was made with, how many decisions it rests on); the newest row is in
force and overrides ``fold_high``/``fold_low`` of the configuration for the
next fold (:func:`effective_settings`), unless the setting
``calibrated_thresholds`` is off. A row without thresholds returns to the
configured values, so going back is a version too.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, insert, select

from newsfold.calibration import Calibration, Labelled
from newsfold.config import Settings
from newsfold.errors import ConfigError, StoreError
from newsfold.store.editorial import fold_thresholds, new_id_of, review_decisions

__all__ = [
    "ThresholdVersion",
    "apply_proposal",
    "current_version",
    "effective_settings",
    "labelled_decisions",
    "reset_thresholds",
    "threshold_history",
]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ThresholdVersion:
    """One applied version (thresholds None: back to the configuration)."""

    version: int
    fold_high: float | None
    fold_low: float | None
    wrong_fold_cost: float
    missed_fold_cost: float
    decisions: int
    precision: float | None
    recall: float | None
    applied_by: str
    applied_at: datetime
    note: str | None

    @property
    def overrides(self) -> bool:
        """Whether this version sets thresholds (rather than returning to the configured ones)."""
        return self.fold_high is not None and self.fold_low is not None


def _version(row: Any) -> ThresholdVersion:
    return ThresholdVersion(**dict(row._mapping))


def current_version(conn: Connection) -> ThresholdVersion | None:
    """The newest applied version, or None when none was ever applied."""
    row = conn.execute(
        select(fold_thresholds).order_by(fold_thresholds.c.version.desc()).limit(1)
    ).first()
    return _version(row) if row else None


def threshold_history(conn: Connection, limit: int = 50) -> list[ThresholdVersion]:
    """Applied versions, newest first."""
    rows = conn.execute(
        select(fold_thresholds).order_by(fold_thresholds.c.version.desc()).limit(limit)
    )
    return [_version(row) for row in rows]


def labelled_decisions(conn: Connection) -> list[Labelled]:
    """Decisions in force on ``fold`` items, as labelled pairs (``same`` or not)."""
    d = review_decisions
    rows = conn.execute(
        select(d.c.similarity, d.c.decision).where(d.c.kind == "fold", d.c.undone_at.is_(None))
    )
    return [Labelled(float(sim), decision == "same") for sim, decision in rows]


def apply_proposal(
    conn: Connection, calibration: Calibration, by: str, note: str | None = None
) -> ThresholdVersion:
    """Store the proposal of ``calibration`` as the newest version."""
    if calibration.fold_low is None or calibration.fold_high is None:
        raise StoreError(f"nothing to apply: {calibration.reason or 'no proposal'}")
    if not by.strip():
        raise StoreError("applying thresholds needs the name of who applies them")
    at = calibration.proposed
    return _insert(
        conn,
        fold_high=calibration.fold_high,
        fold_low=calibration.fold_low,
        wrong_fold_cost=calibration.wrong_fold_cost,
        missed_fold_cost=calibration.missed_fold_cost,
        decisions=calibration.decisions,
        precision=at.precision if at else None,
        recall=at.recall if at else None,
        applied_by=by,
        note=note,
    )


def reset_thresholds(conn: Connection, by: str, note: str | None = None) -> ThresholdVersion:
    """A version that returns to the configured thresholds."""
    return _insert(
        conn,
        fold_high=None,
        fold_low=None,
        wrong_fold_cost=0.0,
        missed_fold_cost=0.0,
        decisions=0,
        precision=None,
        recall=None,
        applied_by=by,
        note=note or "back to the configured thresholds",
    )


def _insert(conn: Connection, **values: Any) -> ThresholdVersion:
    values["applied_at"] = datetime.now(UTC)
    version = new_id_of(conn.execute(insert(fold_thresholds).values(**values)))
    log.info("fold thresholds version %s applied by %s", version, values["applied_by"])
    return ThresholdVersion(version=int(version), **values)


def effective_settings(engine: Engine, settings: Settings) -> Settings:
    """``settings`` with the thresholds of the version in force, if any (and if enabled)."""
    if not settings.calibrated_thresholds:
        return settings
    with engine.connect() as conn:
        version = current_version(conn)
    if version is None or version.fold_high is None or version.fold_low is None:
        return settings
    try:
        changed = settings.replace(fold_high=version.fold_high, fold_low=version.fold_low)
    except ConfigError as exc:
        raise StoreError(f"fold thresholds version {version.version} are invalid: {exc}") from exc
    log.info(
        "fold thresholds from calibration version %d: fold_low %.2f, fold_high %.2f",
        version.version,
        version.fold_low,
        version.fold_high,
    )
    return changed
