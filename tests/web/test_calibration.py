"""Calibration: precision, recall and cost per candidate, the proposal, and the feedback loop."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from pathlib import Path

import pytest
from sqlalchemy import select

from newsfold.calibration import Labelled, calibrate, wilson_low
from newsfold.config import Settings
from newsfold.editorial import Editorial
from newsfold.sim.generate import SimPage
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from newsfold.store.thresholds import effective_settings

from .helpers import fold_pages, sim_pages


def _pairs(spec: list[tuple[float, bool]]) -> list[Labelled]:
    return [Labelled(s, same) for s, same in spec]


def test_candidates_count_right_wrong_and_missed() -> None:
    pairs = _pairs([(0.55, False), (0.60, False), (0.70, True), (0.72, True), (0.90, True)])
    cal = calibrate(pairs, min_decisions=1, wrong_fold_cost=3, missed_fold_cost=1)
    at = {round(c.threshold, 2): c for c in cal.candidates}
    assert (at[0.55].folded_right, at[0.55].folded_wrong, at[0.55].missed) == (3, 2, 0)
    assert at[0.55].precision == pytest.approx(0.6)
    assert at[0.55].recall == 1.0
    assert (at[0.71].folded_right, at[0.71].folded_wrong, at[0.71].missed) == (2, 0, 1)
    assert at[0.71].cost == 1.0
    assert at[0.55].cost == 6.0
    # least cost (0) from 0.61 to 0.70: the middle of that run
    assert cal.fold_low == pytest.approx(0.655, abs=0.006)
    assert cal.reason is None


def test_the_cost_ratio_moves_the_proposal() -> None:
    # one distinct pair among same-story ones, in the middle of the band
    pairs = _pairs([(0.6, True), (0.62, True), (0.7, False), (0.8, True), (0.85, True)])
    cautious = calibrate(pairs, min_decisions=1, wrong_fold_cost=5, missed_fold_cost=1)
    eager = calibrate(pairs, min_decisions=1, wrong_fold_cost=1, missed_fold_cost=5)
    assert cautious.fold_low is not None
    assert eager.fold_low is not None
    assert cautious.fold_low > 0.7  # a wrong fold is dear: fold only above the distinct pair
    assert eager.fold_low < 0.6  # a miss is dear: fold them all


def test_fold_high_needs_evidence() -> None:
    assert wilson_low(0, 0) == 0.0
    assert wilson_low(40, 40) == pytest.approx(0.912, abs=0.001)
    few = calibrate(
        _pairs([(0.8 + i / 1000, True) for i in range(25)] + [(0.5, False)]), current=(0.5, 0.97)
    )
    assert few.fold_high == 0.97  # 25 confirmations do not vouch for 0.95: it stays
    many = calibrate(
        _pairs([(0.8 + i / 1000, True) for i in range(120)] + [(0.5, False)]), current=(0.5, 0.97)
    )
    assert many.fold_high is not None
    assert many.fold_high < 0.97
    assert many.fold_low is not None
    assert many.fold_high >= many.fold_low


def test_no_proposal_without_enough_decisions() -> None:
    cal = calibrate(_pairs([(0.9, True)] * 5))
    assert cal.fold_low is None
    assert cal.reason
    assert "at least" in cal.reason
    assert calibrate([]).reason == "no decisions on borderline folds yet"
    with pytest.raises(ValueError, match="positive"):
        calibrate(_pairs([(0.9, True)]), wrong_fold_cost=0)


def test_all_confirmed_keeps_fold_low() -> None:
    """Editors confirmed every pair: nothing says where below them the line is."""
    cal = calibrate(_pairs([(0.85 + i / 100, True) for i in range(10)] * 3), current=(0.8, 0.95))
    assert cal.fold_low == 0.8


def _truth_decisions(store: Store, truth: dict[str, SimPage]) -> int:
    """Decide every open fold item as the simulator's truth says."""
    editorial = Editorial(store, Settings(db=store.url))
    with store.engine.connect() as conn:
        page_of = dict(conn.execute(select(t.articles.c.id, t.articles.c.page_id)).all())
    n = 0
    for item in store.review_items(kind="fold", limit=None):
        a = truth[page_of[item.article["id"]]].article
        o = truth[page_of[item.other["id"]]].article
        if a.story_id == o.story_id:
            decision = "same"
        elif a.parent_story_id == o.story_id or o.parent_story_id == a.story_id:
            decision = "follow-up"
        else:
            decision = "different"
        editorial.decide(item.id, decision, "truth")
        n += 1
    return n


def _pair_cost(store: Store, truth: dict[str, Hashable], pages: set[str]) -> tuple[int, int]:
    """Wrong and missed pairs among ``pages`` (together but distinct; one story but apart)."""
    found = {
        (article.page_id or article.id): extra["story_id"]
        for article, extra in store.iter_export_rows()
        if (article.page_id or article.id) in pages
    }
    keys = sorted(found)
    both = Counter((truth[k], found[k]) for k in keys)
    in_found = Counter(found[k] for k in keys)
    in_truth = Counter(truth[k] for k in keys)

    def pairs(counts: Counter[Hashable]) -> int:
        return sum(n * (n - 1) // 2 for n in counts.values())

    right = pairs(both)
    return pairs(in_found) - right, pairs(in_truth) - right


@pytest.mark.slow
def test_decisions_on_the_simulated_web_move_the_thresholds_toward_the_truth(
    tmp_path: Path,
) -> None:
    """Fold with thresholds that are too loose (fold at 0.5) and review too much (up to
    0.99); decide every review item as the truth says; calibrate and apply. The
    proposal tightens fold_low and lowers fold_high, and the next fold, of pages
    nobody decided, folds fewer distinct stories together at little cost in misses:
    its cost against the truth (3 per wrong pair, 1 per missed pair) falls."""
    pages = sim_pages(800, seed=3)
    first, second = pages[:400], pages[400:]
    truth_pages = {p.page_id: p for p in pages}
    truth: dict[str, Hashable] = {p.page_id: p.article.story_id for p in pages}
    loose = Settings(fold_low=0.5, fold_high=0.99)

    calibrated_url = f"sqlite:///{tmp_path / 'calibrated.db'}"
    with open_store(calibrated_url) as store:
        settings = loose.replace(db=calibrated_url)
        fold_pages(store, [p.to_page() for p in first], settings)
        assert _truth_decisions(store, truth_pages) >= 30
        editorial = Editorial(store, settings)
        # ~60 confirmed pairs: enough to vouch for a precision of 0.9 above fold_high
        cal = editorial.calibrate(auto_precision=0.9)
        assert cal.fold_low is not None, cal.reason
        assert cal.fold_high is not None
        assert cal.fold_low > 0.5
        assert cal.fold_high < 0.99
        version = editorial.apply(cal, "truth", "test")
        assert effective_settings(store.engine, settings).fold_low == cal.fold_low
        assert version.decisions == cal.decisions
        fold_pages(store, [p.to_page() for p in second], settings)  # the next fold
        calibrated = _pair_cost(store, truth, {p.page_id for p in second})

    loose_url = f"sqlite:///{tmp_path / 'loose.db'}"
    with open_store(loose_url) as store:
        settings = loose.replace(db=loose_url)
        fold_pages(store, [p.to_page() for p in first], settings)
        fold_pages(store, [p.to_page() for p in second], settings)
        uncalibrated = _pair_cost(store, truth, {p.page_id for p in second})

    def cost(wrong_missed: tuple[int, int]) -> int:
        return 3 * wrong_missed[0] + wrong_missed[1]

    assert calibrated[0] < uncalibrated[0], (calibrated, uncalibrated)
    assert cost(calibrated) < cost(uncalibrated), (calibrated, uncalibrated)


def test_applied_versions_are_kept_and_reset_returns_to_the_configuration(
    sim_store: Store,
) -> None:
    settings = Settings(db=sim_store.url)
    editorial = Editorial(sim_store, settings)
    cal = calibrate(_pairs([(0.6, False), (0.9, True)] * 15), current=(0.8, 0.95))
    first = editorial.apply(cal, "alice", "first try")
    assert editorial.thresholds().version == first
    assert effective_settings(sim_store.engine, settings).fold_low == cal.fold_low
    assert effective_settings(sim_store.engine, settings.replace(calibrated_thresholds=False)) == (
        settings.replace(calibrated_thresholds=False)
    )
    back = editorial.reset("bob")
    assert back.version == first.version + 1
    assert not back.overrides
    now = editorial.thresholds()
    assert (now.fold_low, now.fold_high, now.version) == (0.8, 0.95, None)
