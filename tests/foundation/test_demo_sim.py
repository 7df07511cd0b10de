"""The demo's simulated-web check: scores are computed, not assumed."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.sim.demo import pairwise_scores, run_sim_check


def test_pairwise_scores_by_hand() -> None:
    truth = {"a": 1, "b": 1, "c": 1, "d": 2}
    assert pairwise_scores(truth, truth) == (1.0, 1.0)
    # found splits {a,b,c} into {a,b} and {c}: 1 of 3 true pairs found, no false pair
    assert pairwise_scores(truth, {"a": "x", "b": "x", "c": "y", "d": "z"}) == (1.0, 1 / 3)
    # found merges everything: 3 true pairs among 6 found pairs
    assert pairwise_scores(truth, dict.fromkeys(truth, "x")) == (0.5, 1.0)


def test_sim_check_folds_the_simulated_web(tmp_path: Path) -> None:
    check = run_sim_check(60, Settings(db=f"sqlite:///{tmp_path / 'unused.db'}"))
    assert check.pages == 60
    assert check.articles + check.failed == 60
    assert check.true_stories < check.pages  # the web has copies to fold
    assert check.precision > 0.9
    assert check.recall > 0.8


def test_demo_with_sim(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        app, ["demo", "--db", f"sqlite:///{tmp_path / 'd.db'}", "--sim", "30"]
    )
    assert result.exit_code == 0, result.output
    assert "simulated web: 30 pages" in result.output
    # the thin web's template change raises its alert (newsfold.quality.demo)
    assert "ALERT harbor 2020-01-10: median_body_chars" in result.output
    assert "pairwise precision" in result.output
