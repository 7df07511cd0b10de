"""Proposing fold thresholds from editors' decisions on borderline folds.

Every decision on a ``fold`` review item is a labelled pair: the similarity
the folder measured, and whether an editor found the two articles to be one
story (``same``) or not (``different``, ``follow-up``, ``related``). For a
candidate threshold ``t``, folding every pair at or above ``t`` would have

- folded wrongly the pairs at or above ``t`` that are not the same story,
- missed the pairs below ``t`` that are,

and costs ``wrong_fold_cost * wrong + missed_fold_cost * missed``. A wrong
fold hides a distinct story inside another, which a reader never sees; a
missed fold only shows a copy twice, which a reader notices and skips. So the
default prices a wrong fold at three missed ones.

The proposal:

- ``fold_low`` (fold at all, flagged for review below ``fold_high``): the
  candidate of least cost; where several neighbouring candidates tie, the
  middle of their run (the data say nothing about where in a gap the line
  belongs, and the middle is least sensitive to the next decision). When the
  least cost reaches below every decided pair (editors confirmed all of the
  lowest ones), the data say nothing below them either, and ``fold_low``
  stays where it is.
- ``fold_high`` (fold without review): the lowest candidate at or above
  ``fold_low`` from which the decided pairs are the same story with
  ``auto_precision`` at least, judged by the lower end of the 95% Wilson
  interval of their precision, so that a handful of lucky decisions does not
  end reviewing: forty pairs, all the same story, vouch for 0.91; a hundred
  for 0.96. With too little evidence it stays where it is.

Decisions only exist where the folder asked (the review band), so the
figures describe the band, not the whole range: a proposal moves the
thresholds within and around what editors have seen, and the next band
(under the new thresholds) brings the next decisions.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = [
    "AUTO_PRECISION",
    "MIN_DECISIONS",
    "MISSED_FOLD_COST",
    "WRONG_FOLD_COST",
    "Calibration",
    "Candidate",
    "Labelled",
    "calibrate",
    "wilson_low",
]

#: Default price of folding two distinct stories into one (in missed folds).
WRONG_FOLD_COST = 3.0
#: Default price of leaving a copy as a story of its own.
MISSED_FOLD_COST = 1.0
#: Share of decided pairs above ``fold_high`` that must be the same story
#: (the lower end of its 95% Wilson interval).
AUTO_PRECISION = 0.95
#: z of the two-sided 95% interval.
_Z = 1.96
#: Fewer decisions than this propose nothing (the figures are shown anyway).
MIN_DECISIONS = 20
#: Candidate thresholds are multiples of this.
STEP = 0.01


@dataclass(frozen=True, slots=True)
class Labelled:
    """One decided pair: the folder's similarity and whether it was one story."""

    similarity: float
    same: bool


@dataclass(frozen=True, slots=True)
class Candidate:
    """The decided pairs seen through one threshold."""

    threshold: float
    #: same-story pairs at or above the threshold (folded rightly)
    folded_right: int
    #: distinct pairs at or above it (folded wrongly)
    folded_wrong: int
    #: same-story pairs below it (missed)
    missed: int
    cost: float

    @property
    def precision(self) -> float:
        """Of the pairs it would fold, the share that are one story (1.0 when none)."""
        folded = self.folded_right + self.folded_wrong
        return self.folded_right / folded if folded else 1.0

    @property
    def recall(self) -> float:
        """Of the same-story pairs, the share it would fold (1.0 when none)."""
        same = self.folded_right + self.missed
        return self.folded_right / same if same else 1.0


@dataclass(frozen=True, slots=True)
class Calibration:
    """The candidates and, when the decisions allow, the proposed thresholds."""

    candidates: list[Candidate]
    decisions: int
    same: int
    wrong_fold_cost: float
    missed_fold_cost: float
    auto_precision: float
    fold_low: float | None
    fold_high: float | None
    #: Why nothing is proposed (None when something is).
    reason: str | None

    @property
    def proposed(self) -> Candidate | None:
        """The candidate at the proposed ``fold_low``."""
        if self.fold_low is None:
            return None
        return min(self.candidates, key=lambda c: abs(c.threshold - self.fold_low))  # type: ignore[operator]


def _grid(pairs: Sequence[Labelled], extra: Iterable[float]) -> list[float]:
    """Multiples of :data:`STEP` from just below the lowest to just above the highest pair."""
    values = [p.similarity for p in pairs] + [v for v in extra if v is not None]
    low = max(0.0, min(values) - STEP)
    high = min(1.0, max(values) + STEP)
    first, last = round(low / STEP), round(high / STEP)
    return [round(i * STEP, 4) for i in range(first, last + 1)]


def calibrate(
    pairs: Sequence[Labelled],
    *,
    wrong_fold_cost: float = WRONG_FOLD_COST,
    missed_fold_cost: float = MISSED_FOLD_COST,
    auto_precision: float = AUTO_PRECISION,
    min_decisions: int = MIN_DECISIONS,
    current: tuple[float, float] | None = None,
) -> Calibration:
    """Precision, recall and cost of every candidate threshold, and the proposal.

    ``current`` (``fold_low, fold_high``) only widens the candidate range so
    the table shows where the thresholds stand now.
    """
    if wrong_fold_cost <= 0 or missed_fold_cost <= 0:
        raise ValueError("both costs must be positive (they are relative prices)")
    if not 0.0 < auto_precision <= 1.0:
        raise ValueError(f"auto_precision must be in (0, 1], got {auto_precision}")
    same = sum(p.same for p in pairs)
    if not pairs:
        empty: str = "no decisions on borderline folds yet"
        return Calibration(
            [], 0, 0, wrong_fold_cost, missed_fold_cost, auto_precision, None, None, empty
        )
    ordered = sorted(pairs, key=lambda p: p.similarity)
    candidates = []
    for threshold in _grid(ordered, current or ()):
        right = sum(1 for p in ordered if p.same and p.similarity >= threshold - 1e-9)
        wrong = sum(1 for p in ordered if not p.same and p.similarity >= threshold - 1e-9)
        missed = same - right
        cost = wrong_fold_cost * wrong + missed_fold_cost * missed
        candidates.append(Candidate(threshold, right, wrong, missed, cost))
    reason: str | None = None
    low = high = None
    if len(pairs) < min_decisions:
        reason = f"{len(pairs)} decisions; at least {min_decisions} are needed to propose"
    else:
        low = _least_cost(candidates, current[0] if current else None)
        high = _auto_threshold(candidates, low, auto_precision, current[1] if current else None)
    return Calibration(
        candidates,
        len(pairs),
        same,
        wrong_fold_cost,
        missed_fold_cost,
        auto_precision,
        low,
        high,
        reason,
    )


def _least_cost(candidates: Sequence[Candidate], current_low: float | None) -> float:
    best = min(c.cost for c in candidates)
    runs: list[list[float]] = []
    previous = False
    for c in candidates:
        at_best = c.cost == best
        if at_best and previous:
            runs[-1].append(c.threshold)
        elif at_best:
            runs.append([c.threshold])
        previous = at_best
    run = max(runs, key=len)  # the widest gap: the most room on either side
    if run[0] == candidates[0].threshold and current_low is not None and current_low <= run[-1]:
        return current_low  # no evidence below the decided pairs: leave it
    middle = (run[0] + run[-1]) / 2
    return round(round(middle / STEP) * STEP, 4)


def wilson_low(right: int, total: int) -> float:
    """Lower end of the 95% Wilson score interval of ``right / total`` (0.0 when empty)."""
    if total == 0:
        return 0.0
    p = right / total
    z2 = _Z * _Z
    centre = p + z2 / (2 * total)
    margin = _Z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total))
    return (centre - margin) / (1 + z2 / total)


def _auto_threshold(
    candidates: Sequence[Candidate], low: float, precision: float, current_high: float | None
) -> float:
    for c in candidates:
        if c.threshold < low - 1e-9:
            continue
        folded = c.folded_right + c.folded_wrong
        if wilson_low(c.folded_right, folded) >= precision:
            return c.threshold
    fallback = current_high if current_high is not None else candidates[-1].threshold
    return max(low, fallback)
