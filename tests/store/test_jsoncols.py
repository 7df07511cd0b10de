"""The store's JSON text is ``json.dumps``'s, also where the scores' entity records are
written by :mod:`newsfold.store.jsoncols`'s own format: on the scores of real pages and
on records of every shape and value the format must hand back to the standard encoder."""

from __future__ import annotations

import enum
import gzip
import json
import math
from pathlib import Path
from random import Random
from typing import Any

import pytest

from newsfold.config import Settings
from newsfold.errors import PageError
from newsfold.extract import extract_article
from newsfold.models import Page
from newsfold.quality.scores import Scorer
from newsfold.sim.generate import iter_pages
from newsfold.store import schema as t
from newsfold.store.jsoncols import json_text

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT.parent / "shared" / "bench"  # the development pages, where present


def _record(**change: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "text": "Ana Ruiz",
        "label": "person",
        "field": "body",
        "start": 10,
        "end": 18,
        "confidence": 0.5,
        "unsure": False,
    }
    record.update(change)
    return record


def _quality(records: list[Any], **more: Any) -> dict[str, Any]:
    return {
        "source_rank": None,
        "source_rank_from": "none",
        "completeness": 0.85,
        "completeness_parts": {"paragraphs": 1.0, "lead": 0.4},
        "entities": records,
        "entity_backend": "rules",
        "syntactic_depth": 3,
        "syntactic_depth_from": "proxy",
        "body_chars": 2345,
        **more,
    }


def test_the_scores_of_real_pages_are_written_as_json_dumps_writes_them() -> None:
    pages = [p.to_page() for p in iter_pages(seed=5, articles=60)]
    for name in ("extraction/en", "extraction/zh", "dates"):
        folder = BENCH / name / "pages"
        for path in sorted(folder.glob("*"))[:15] if folder.is_dir() else []:
            data = path.read_bytes()
            body = gzip.decompress(data) if path.suffix == ".gz" else data
            pages.append(Page(url=f"https://bench.invalid/{path.name}", body=body))
    scorer = Scorer(Settings())
    records = 0
    for page in pages:
        try:
            article = extract_article(page)
        except PageError:
            continue
        quality = {**article.quality, **scorer.score(article)}
        records += len(quality["entities"])
        assert json_text(quality) == json.dumps(quality)
    assert records > 500


class _Label(enum.StrEnum):
    PERSON = "person"


class _Offset(enum.IntEnum):
    TEN = 10


class _Float(float):
    pass


@pytest.mark.parametrize(
    "record",
    [
        _record(confidence=1),  # an int confidence (json writes 1)
        _record(confidence=float("nan")),
        _record(confidence=float("inf")),
        _record(confidence=float("-inf")),
        _record(confidence=-0.0),
        _record(confidence=0.0),
        _record(confidence=-0.25),
        _record(confidence=1e-300),
        _record(confidence=1e300),
        _record(confidence=_Float(0.5)),
        _record(confidence=None),
        _record(start=_Offset.TEN),
        _record(start=True),
        _record(end=2**70),
        _record(end=-3),
        _record(label=_Label.PERSON),
        _record(label="人名"),
        _record(field=None),
        _record(unsure=1),
        _record(text='He said "no" \\ then\n\t\x00\x7f é 中文 😀 \ud800'),
        _record(extra="field"),
        {"label": "person", **_record()},  # another key order
        {k: v for k, v in _record().items() if k != "unsure"},
        ["Ana Ruiz", "person"],
        ("Ana Ruiz", "person"),
        "Ana Ruiz",
        None,
    ],
)
def test_a_record_of_another_shape_is_written_as_json_dumps_writes_it(record: Any) -> None:
    for records in ([record], [_record(), record], [record, _record(), _record()]):
        for value in (_quality(records), {"entities": records}):
            assert json_text(value) == json.dumps(value)


@pytest.mark.parametrize(
    "value",
    [
        {1: "a", "entities": [_record()]},  # a key json turns to text
        {"entities": [_record()], None: 2, 2.5: 3, True: 4},
        {"entities": []},
        {"entities": ()},
        {"entities": [_record()], "nested": {"entities": [_record()]}},
        {"entities": [_record()], "x": float("nan"), "y": [float("inf")]},
        [_quality([_record()])],
        _quality([_record()] * 3, completeness=math.pi),
    ],
)
def test_maps_around_the_records_are_written_as_json_dumps_writes_them(value: Any) -> None:
    assert json_text(value) == json.dumps(value)


def test_random_records_are_written_as_json_dumps_writes_them() -> None:
    rng = Random(19)
    alphabet = 'aZ "\\/\n\t\x00\x1f\x7fé中文😀\ud800'
    floats = [0.3, 0.55, 0.6, 0.7, 0.75, 0.8, 0.5, 0.0, -0.0, 1 / 3, 1e-7, 123456.789]
    for _ in range(2000):
        records = []
        for _ in range(rng.randrange(6)):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(10)))
            confidence = rng.choice([*floats, rng.random(), -rng.random(), rng.random() * 1e20])
            records.append(
                _record(
                    text=text,
                    label=rng.choice(["person", "place", "organization", "gpe", "人"]),
                    field=rng.choice(["body", "headline"]),
                    start=rng.randrange(-5, 10**6),
                    end=rng.randrange(10**12),
                    confidence=confidence,
                    unsure=rng.random() < 0.5,
                )
            )
        value = _quality(records, completeness=rng.random())
        assert json_text(value) == json.dumps(value)


def test_the_store_writes_its_json_columns_with_it() -> None:
    assert t.json_text is json_text
