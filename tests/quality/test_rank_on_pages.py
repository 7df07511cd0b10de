"""source_rank and quality_score on pages written for the test, in English and Chinese.

An original publisher and a copier per language: what the pages say (who published
first, who copies, dates, bodies) gives each publisher's computed rank by the
documented formula (:mod:`newsfold.quality.rank`), and each record's quality_score is
the documented weighted mean of its own parts (:mod:`newsfold.quality.scores`).
"""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.export import ExportOptions, export_records
from newsfold.pipeline import ingest
from newsfold.sim.text import load_prose
from newsfold.store import open_store
from tests.foundation.helpers import page_html, write_jsonl

PUBLISHERS = {"en": ("Alpha Wire", "Beta Daily"), "zh": ("甲通讯社", "乙日报")}
STORIES = 3


def _pages(tmp_path: Path) -> Path:
    records = []
    for lang, (original, copier) in PUBLISHERS.items():
        prose = load_prose(lang)
        for n in range(STORIES):
            paragraphs = prose.paragraphs(Random(f"{lang}-{n}"), 5)
            headline = f"{'Story' if lang == 'en' else '新闻'} {lang} {n}"
            for who, hour, host in ((original, 8, "alpha"), (copier, 11, "beta")):
                html = page_html(
                    headline, paragraphs, published=f"2024-03-0{n + 1}T{hour:02d}:00:00Z",
                    publisher=who,
                )  # fmt: skip
                if lang == "zh":
                    html = html.replace("lang='en'", "lang='zh-CN'")
                records.append(
                    {"id": f"{lang}-{host}-{n}", "url": f"https://{host}-{lang}.example/{n}",
                     "html": html}
                )  # fmt: skip
    return write_jsonl(tmp_path / "pages.jsonl", records)


def _expected_rank(first_share: float, independence: float, n: int = STORIES) -> float:
    # every page extracts (headline, body over 200 characters) and is dated
    raw = 0.4 * first_share + 0.2 * 1.0 + 0.2 * 1.0 + 0.2 * independence
    return round((n * raw + 5 * 0.5) / (n + 5), 4)


def test_computed_ranks_and_quality_scores_follow_what_the_pages_say(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    with open_store(db) as store:
        ingest(store, [_pages(tmp_path)], Settings(db=db))
    result = CliRunner().invoke(app, ["score", "--db", db, "--json"])
    assert result.exit_code == 0, result.output
    ranks = json.loads(result.output)["ranks"]
    for original, copier in PUBLISHERS.values():
        # the original is first in every story it shares and copies nothing
        assert ranks[original] == _expected_rank(first_share=1.0, independence=1.0)
        # the copier is never first, and every article of it is a copy
        assert ranks[copier] == _expected_rank(first_share=0.0, independence=0.0)
    with open_store(db) as store:
        records = export_records(store, ExportOptions())
    assert {r["language"] for r in records} == {"en", "zh"}
    assert len(records) == 4 * STORIES
    for record in records:
        assert record["source_rank"] == ranks[record["publisher"]]
        assert record["source_rank_from"] == "computed"
        sure = sum(1 for e in record["entities"] if not e["unsure"])
        depth = record["syntactic_depth"]
        parts = (
            (0.25, record["source_rank"]),
            (0.2, record["temporal_confidence"]),
            (0.35, record["completeness"]),
            (0.1, min(1.0, (depth - 1) / 2) if depth else 0.0),
            (0.1, min(1.0, sure / 3)),
        )
        assert record["quality_score"] == pytest.approx(sum(w * v for w, v in parts), abs=1e-4)
        # five paragraphs, a headline, an ending with punctuation: those parts are full
        assert record["completeness"] >= 0.2 + 0.2 + 0.15
