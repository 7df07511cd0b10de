"""Each per-article score on pages written for these tests, in English and Chinese."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import newsfold.quality.entity_rules as rules_module
from newsfold.config import Settings
from newsfold.extract import SourceHints, extract_article
from newsfold.models import Article, Page
from newsfold.pipeline import ingest
from newsfold.quality.depth import _en_sentence_count, proxy_level, proxy_raw, sentences
from newsfold.quality.entities import RuleRecognizer, entity_records, find_entities
from newsfold.quality.scores import Scorer, combine, completeness, truncated
from newsfold.store import open_store
from tests.foundation.helpers import page_html, write_jsonl

EN_PARAS = [
    "Minister Ana Ruiz said on Monday that Harbor Bank will open 12 new branches in "
    "Kingsbridge, which surprised investors.",
    "The Northgate Stock Exchange rose 3% after the announcement.",
    "Analysts at the Pacific Growth Fund expect more lending this year.",
    "Ana Ruiz told reporters the plan had been agreed with the council.",
    "The branches open in March.",
]
ZH_PARAS = [
    "新华社北京10月1日电 国家主席习近平在北京会见联合国秘书长，双方就气候变化问题交换了意见。",
    "会见后，双方共同出席了签字仪式，签署了12项合作文件。",
    "外交部发言人表示，此次会见取得了积极成果。",
    "专家认为，这将推动双方在多个领域的合作。",
    "双方同意明年继续举行会谈。",
]


def _article(headline: str | None, paragraphs: list[str], language: str) -> Article:
    return Article(
        id="t1",
        canonical_url="https://test.example/a",
        headline=headline,
        paragraphs=paragraphs,
        language=language,
        publisher="Test Gazette",
        temporal_confidence=0.9,
    )


def _check_offsets(article: Article, entities: list[dict[str, object]]) -> None:
    fields = {"headline": article.headline or "", "body": article.body}
    for ent in entities:
        text = fields[str(ent["field"])]
        assert text[int(ent["start"]) : int(ent["end"])] == ent["text"]  # type: ignore[call-overload]


def test_english_rule_entities_have_labels_offsets_and_confidence() -> None:
    found = find_entities("Harbor Bank hires Ana Ruiz", EN_PARAS, "en")
    got = {(e.text, e.label, e.field) for e in found}
    assert ("Harbor Bank", "organization", "headline") in got
    assert ("Ana Ruiz", "person", "body") in got  # a title before it
    assert ("Kingsbridge", "place", "body") in got  # "in" before it
    assert ("Northgate Stock Exchange", "organization", "body") in got
    body = "\n".join(EN_PARAS)
    for ent in found:
        source = "Harbor Bank hires Ana Ruiz" if ent.field == "headline" else body
        assert source[ent.start : ent.end] == ent.text
        assert 0.0 < ent.confidence < 1.0
    # a sentence end splits two names; the paragraph break too
    names = [e.text for e in RuleRecognizer("en").find("", "We met in Kingsbridge. NATO said no.")]
    assert names == ["Kingsbridge", "NATO"]


def test_a_name_read_before_is_labelled_by_its_context_each_time() -> None:
    # the rules remember what a run of capitalised words says by itself; the words
    # around each mention must still decide its label and its place in the text
    body = (
        "Officials in Kingsbridge met.\n"
        "Mayor Kingsbridge arrived late.\n"
        "The Kingsbridge Council voted.\n"
        "Then Ana Ruiz said yes.\n"
        "Ana Ruiz left. Then Dr. Ana Ruiz returned."
    )
    found = RuleRecognizer("en").find("Ana Ruiz in Kingsbridge", body)
    got = [(e.field, e.text, e.label, e.confidence) for e in found]
    assert got == [
        ("headline", "Ana Ruiz", "person", 0.5),
        ("headline", "Kingsbridge", "place", 0.55),
        ("body", "Kingsbridge", "place", 0.55),
        ("body", "Kingsbridge", "person", 0.8),
        ("body", "Kingsbridge Council", "organization", 0.75),
        ("body", "Ana Ruiz", "person", 0.7),
        ("body", "Ana Ruiz", "person", 0.5),
        ("body", "Ana Ruiz", "person", 0.8),
    ]
    for ent in found:
        source = "Ana Ruiz in Kingsbridge" if ent.field == "headline" else body
        assert source[ent.start : ent.end] == ent.text


def test_sentence_ends_in_a_paragraph_are_the_general_breaks() -> None:
    # the paragraph expression is a faster spelling of the general one without line breaks
    texts = [
        "We met in Kingsbridge. NATO said no.",
        "U.S. Bank hired staff in St. Louis.  Ana Ruiz spoke.\u2003Harbor Bank too!",
        "Is it? Yes.\tA tab. a. B ab.C",
        "Ends with a dot.",
    ]
    for text in texts:
        general = [m.span() for m in rules_module._EN_BREAK.finditer(text)]
        assert [m.span(1) for m in rules_module._EN_SENTENCE_END.finditer(text)] == general
    # abbreviations do not end a name; two spaces or an em space after a sentence do
    assert [e.text for e in RuleRecognizer("en").find("", texts[1])] == [
        "U.S. Bank",
        "St. Louis",
        "Ana Ruiz",
        "Harbor Bank",
    ]


def test_entity_records_are_the_entities_own_records() -> None:
    found = find_entities("Harbor Bank hires Ana Ruiz", EN_PARAS, "en")
    assert entity_records(found, 0.5) == [e.to_record(0.5) for e in found]
    for entity, record in zip(found, entity_records(found, 0.5), strict=True):
        assert record == {
            "text": entity.text,
            "label": entity.label,
            "field": entity.field,
            "start": entity.start,
            "end": entity.end,
            "confidence": round(entity.confidence, 4),
            "unsure": entity.confidence < 0.5,
        }
    assert {r["unsure"] for r in entity_records(found, 0.5)} == {False, True}


def test_chinese_rule_entities_count_code_points() -> None:
    headline = "习近平会见联合国秘书长"
    found = find_entities(headline, ZH_PARAS, "zh")
    got = {(e.text, e.label) for e in found}
    assert ("习近平", "person") in got
    assert ("北京", "place") in got
    assert ("联合国", "organization") in got
    body = "\n".join(ZH_PARAS)
    for ent in found:
        source = headline if ent.field == "headline" else body
        assert source[ent.start : ent.end] == ent.text
    # only the lead paragraph of a Chinese body is read by the rules
    assert all(e.start < len(ZH_PARAS[0]) for e in found if e.field == "body")


def test_unsure_below_the_configured_threshold() -> None:
    article = _article("Markets", ["Investors waited.", "Reuters reported calm trading."], "en")
    loose = Scorer(Settings(entity_threshold=0.2)).score(article)
    strict = Scorer(Settings(entity_threshold=0.9)).score(article)
    assert loose["entities"]
    assert strict["entities"]
    assert not any(e["unsure"] for e in loose["entities"])
    assert all(e["unsure"] for e in strict["entities"])


def test_completeness_parts_in_both_languages() -> None:
    full = completeness("Headline", EN_PARAS, "en", 3)
    assert full.parts == {
        "paragraphs": 1.0,
        "lead": pytest.approx(19 / 25),  # 19 words
        "numbers": 1.0,
        "entities": 1.0,
        "headline": 1.0,
        "not_truncated": 1.0,
    }
    # the lead of a Chinese article counts characters (60 for full marks), not words
    zh = completeness("标题", ZH_PARAS, "zh", 0)
    lead_chars = sum(1 for c in ZH_PARAS[0] if not c.isspace())
    assert zh.parts["lead"] == pytest.approx(min(1.0, lead_chars / 60))
    assert zh.parts["entities"] == 0.0
    bare = completeness(None, ["Short text without a number and cut off..."], "en", 0)
    assert bare.parts["headline"] == 0.0
    assert bare.parts["numbers"] == 0.0
    assert bare.parts["not_truncated"] == 0.0
    assert bare.score < 0.3 < full.score


@pytest.mark.parametrize(
    ("last", "cut"),
    [
        ("It ended well.", False),
        ("他说：“结束了。”", False),
        ("The report continues…", True),
        ("Read more", True),
        ("and then the", True),
        ("阅读全文", True),
    ],
)
def test_truncation(last: str, cut: bool) -> None:
    assert truncated(["First paragraph.", last]) is cut


def test_syntactic_depth_orders_simple_and_involved_prose() -> None:
    simple = ["The sun rose. Birds sang. It was warm."]
    involved = [
        "Although the council, which met on Monday, had rejected the plan, the mayor said "
        "that she would ask again because the town, whose roads were flooded, needed it, "
        "and because the bank, which had offered a loan, would not wait until spring."
    ]
    assert proxy_level(simple, "en") == 1
    assert proxy_level(involved, "en") == 5
    zh_simple = ["天晴了。鸟叫了。"]
    zh_involved = [
        "虽然委员会在周一的会议上否决了这项计划，但是市长表示，由于城市的道路被洪水淹没，"
        "而且银行已经提供了贷款，因此她将再次提出申请，并且希望在春天之前得到答复。"
    ]
    assert proxy_level(zh_simple, "zh") == 1
    assert proxy_level(zh_involved, "zh") == 5
    assert proxy_level([], "en") is None


def test_english_proxy_counts_each_sentence_of_a_paragraph() -> None:
    # words / 4 + 2 per mark or joining word, per sentence; the mean over sentences
    paragraphs = [
        'He said "no." Then, because it rained, they left; which was wise.',
        "It's done (mostly.) Birds sang: loudly, and long.",
    ]
    # sentences: [He said no] 3 words; [Then, because it rained, they left; which was wise]
    # 9 words, 2 commas + 1 semicolon + "because" + "which"; [It's done mostly] 3 words;
    # [Birds sang: loudly, and long] 5 words, a colon, a comma, "and"
    figures = [3 / 4, 9 / 4 + 2 * 5, 3 / 4, 5 / 4 + 2 * 3]
    assert proxy_raw(paragraphs, "en") == sum(figures) / 4


def _paragraphs_to_count() -> list[str]:
    """Made-up paragraphs at the edges of the sentence split, random ones over the
    characters it reads, and the English development bodies where ../shared/bench is."""
    made = [
        "",
        " ",
        "\n\t",
        "One.",
        "One. Two.",
        "One.  Two",
        'Yes." "No.',
        "A.B. C",
        "...  Then",
        "e.g. 3 cats",
        "(Aside.) 'Then' went. (Next) Here",
        "Ends with space. ",
        " . X",
        "?! A",
        "Mr. Lee left.\u3000Then",
        "Wait!\u201d \u201cNo",
        "x.\u2019 9",
        "Tab.\tA",
        ".",
    ]
    alphabet = '.!?"\u201d\u2019)(\u201c\u2018Aa0 \n\t\u3000x,'
    rng = random.Random(7)
    made += ["".join(rng.choices(alphabet, k=rng.randint(0, 40))) for _ in range(20_000)]
    truth = Path(__file__).resolve().parents[3] / "shared/bench/extraction/en/ground-truth.json"
    if truth.exists():
        bodies = json.loads(truth.read_text(encoding="utf-8")).values()
        made += [p for body in bodies for p in str(body.get("articleBody") or "").split("\n")]
    return made


def test_english_sentence_count_is_the_number_the_split_makes() -> None:
    """The proxy counts sentences by their breaks (:func:`_en_sentence_count`, faster);
    the count must be the length of the split the sentences are defined by."""
    for paragraph in _paragraphs_to_count():
        assert _en_sentence_count(paragraph) == len(sentences([paragraph], "en")), paragraph


def test_quality_score_uses_the_weights_in_configuration() -> None:
    quality = {
        "source_rank": 0.8,
        "completeness": 0.5,
        "syntactic_depth": 3,
        "entities": [{"unsure": False}, {"unsure": True}],
    }
    only_rank = Settings(
        weight_source_rank=1, weight_temporal=0, weight_completeness=0, weight_depth=0,
        weight_entities=0,
    )  # fmt: skip
    assert combine(quality, 0.3, only_rank) == 0.8
    mixed = Settings(
        weight_source_rank=1, weight_temporal=1, weight_completeness=2, weight_depth=0,
        weight_entities=0,
    )  # fmt: skip
    assert combine(quality, 0.3, mixed) == pytest.approx((0.8 + 0.3 + 2 * 0.5) / 4)
    # one sure entity of the three that give full marks
    entities_only = Settings(
        weight_source_rank=0, weight_temporal=0, weight_completeness=0, weight_depth=0,
        weight_entities=1,
    )  # fmt: skip
    assert combine(quality, 0.3, entities_only) == pytest.approx(1 / 3, abs=1e-4)


def test_source_rank_from_configuration_then_computed_then_none() -> None:
    article = _article("Harbor Bank hires", EN_PARAS, "en")
    scorer = Scorer(Settings(), ranks={"Test Gazette": 0.35})
    assert scorer.score(article, 0.9)["source_rank"] == 0.9
    assert scorer.score(article, 0.9)["source_rank_from"] == "config"
    assert scorer.score(article, 7.0)["source_rank"] == 1.0  # clipped
    assert scorer.score(article, None)["source_rank"] == 0.35
    assert scorer.score(article, None)["source_rank_from"] == "computed"
    unknown = Scorer(Settings()).score(article, None)
    assert unknown["source_rank"] is None
    assert unknown["source_rank_from"] == "none"


def test_ingest_stores_scores_and_stories_json_shows_them(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from newsfold.cli import app

    pages = [
        {
            "id": "en-1",
            "url": "https://gazette.example/a",
            "html": page_html(
                "Harbor Bank opens branches", EN_PARAS, published="2024-03-01T10:00:00Z"
            ),
        },
        {
            "id": "zh-1",
            "url": "https://ribao.example/b",
            "html": page_html("习近平会见联合国秘书长", ZH_PARAS, publisher="测试日报").replace(
                "lang='en'", "lang='zh-CN'"
            ),
        },
    ]
    src = write_jsonl(tmp_path / "pages.jsonl", pages)
    db = f"sqlite:///{tmp_path / 'q.db'}"
    with open_store(db) as store:
        ingest(store, [src], Settings(db=db))
        rows = {a.language: a for a, _ in store.iter_export_rows()}
    en, zh = rows["en"], rows["zh"]
    for article in (en, zh):
        q = article.quality
        assert 0 < q["completeness"] <= 1
        assert 1 <= q["syntactic_depth"] <= 5
        assert 0 < q["quality_score"] <= 1
        assert q["entity_backend"] == "rules"
        assert q["entities"]
        _check_offsets(article, q["entities"])
    result = CliRunner().invoke(app, ["stories", "--json", "--db", db])
    assert result.exit_code == 0, result.output
    shown = [json.loads(line) for line in result.output.splitlines() if line.startswith("{")]
    assert {s["quality_score"] for s in shown} == {
        en.quality["quality_score"],
        zh.quality["quality_score"],
    }
    for story in shown:
        assert {"source_rank", "completeness", "syntactic_depth", "entities"} <= set(story)


def test_a_configured_rank_reaches_the_article_through_hints() -> None:
    html = page_html("Harbor Bank opens branches", EN_PARAS).encode()
    page = Page(url="https://gazette.example/a", body=html)
    article = extract_article(page, settings=Settings(), hints=SourceHints(rank=0.7))
    assert Scorer(Settings()).score(article, 0.7)["source_rank"] == 0.7


def test_has_digit_is_any_character_isdigit() -> None:
    """The number check (an ASCII digit first, then the non-ASCII paragraphs character by
    character) answers as ``any(c.isdigit() ...)`` over every character."""
    from random import Random

    from newsfold.quality.scores import has_digit

    rng = Random(15)
    alphabet = "ab .,Zé中三五—" + "0123456789" + "²٣５𝟙①₂"  # ASCII and other digits
    quiet = "ab .,Zé中三五—"
    for _ in range(3000):
        chars = alphabet if rng.random() < 0.3 else quiet
        paragraphs = [
            "".join(rng.choice(chars) for _ in range(rng.randrange(30)))
            for _ in range(rng.randrange(5))
        ]
        want = any(any(c.isdigit() for c in p) for p in paragraphs)
        assert has_digit(paragraphs) is want, paragraphs


def test_rounded_confidences_are_round_to_four_digits() -> None:
    """The remembered roundings are ``round(x, 4)``, value, type and sign alike."""
    from random import Random

    from newsfold.quality.entities import _rounded

    rng = Random(15)
    values = [0.3, 0.5, 0.55, 0.3, 0.0, -0.0, 1.0, float("nan"), float("inf"), -float("inf")]
    values += [rng.choice([0.3, 0.75, 0.123456789, 1e-9, -0.25]) for _ in range(200)]
    values += [rng.random() for _ in range(200)]
    for value in values * 2:
        got, want = _rounded(value), round(value, 4)
        assert type(got) is type(want)
        assert repr(got) == repr(want)
