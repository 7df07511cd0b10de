"""The scores' shortcuts (session 14) against the long way they replace, on made-up edge
cases and many random texts (built from the words and marks the expressions look at).

Each shortcut must give exactly what the expression or count it replaces gives: the
scores are stored, and an ingest of the same pages must write the same bytes.
"""

from __future__ import annotations

import random
import re

import newsfold.quality.depth as depth_module
import newsfold.quality.entity_rules as rules_module
from newsfold.quality.scores import _WORD, completeness, truncated
from tests.quality.test_quality_scores import _paragraphs_to_count

#: ``truncated``'s two expressions before session 14, searched over the whole paragraph.
_OLD_END_OK = re.compile(r"[.!?。！？…」』”’\")）)]\s*$")
_OLD_CUT_OFF = re.compile(
    r"(?:\.\.\.|…|……|\[\.\.\.\]|read more|continue reading|全文|未完待续|阅读全文)\s*[»>]?\s*$",
    re.IGNORECASE,
)


def _old_truncated(paragraphs: list[str]) -> bool:
    if not paragraphs:
        return True
    last = paragraphs[-1].strip()
    return bool(_OLD_CUT_OFF.search(last)) or not _OLD_END_OK.search(last)


def _texts(pieces: list[str], seed: int, count: int = 20_000, most: int = 12) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choices(pieces, k=rng.randint(0, most))) for _ in range(count)]


def test_truncated_is_the_search_over_the_whole_paragraph() -> None:
    made = [
        "",
        " ",
        "It ended well.",
        "Read more.",
        "read more…",
        "CONTINUE READING...",
        "continue reading »",
        "continue reading ».",
        "x [...]",
        "阅读全文。",
        "未完待续……",
        "He said: \u201cgo.\u201d",
        "Ends in \u212aelvin READ MORE!",
        "read\u00a0more.",
    ]
    pieces = [
        "read more", "READ More", "continue reading", "Continue  reading", "...", "…",
        "……", "[...]", "全文", "阅读全文", "未完待续", "»", ">", " ", "\u3000", "\n",
        "\u00a0", ".", "!", "?", "”", "）", "」", "x", "a", "word ", "\u212a", "ſ", "。",
    ]  # fmt: skip
    for text in made + _texts(pieces, 14):
        for paragraphs in ([text], ["First.", text]):
            assert truncated(paragraphs) is _old_truncated(paragraphs), paragraphs
    assert truncated([]) is _old_truncated([]) is True


def test_lead_words_counted_up_to_the_full_count() -> None:
    pieces = ["word", " ", "  ", "_", "-", "l'été", "2024", "\u00e9t\u00e9", ",", "\u4e2d"]
    for lead in _texts(pieces, 15, count=5_000, most=80):
        got = completeness(None, [lead], "en", 0).parts["lead"]
        assert got == min(1.0, len(_WORD.findall(lead)) / 25), lead


def _old_en_paragraph(text: str) -> tuple[rules_module.Found, ...]:
    """``en_paragraph`` with the general sentence ends (``_EN_BREAK``) for every text."""
    found: list[rules_module.Found] = []
    begin = 0
    for brk in rules_module._EN_BREAK.finditer(text):
        rules_module._en_segment(text, begin, brk.start(), found)
        begin = brk.end()
    rules_module._en_segment(text, begin, len(text), found)
    return tuple(found)


def test_paragraph_sentence_ends_are_the_general_breaks() -> None:
    pieces = [
        "ab", "Ab", "x", "Ana Ruiz", "NATO", "U.S.", "St. Louis", ".", "!", "?", " ", "  ",
        "\t", "\u2003", "\u00a0", "\u3000", "a.", "é", "said", ",", "Bank",
    ]  # fmt: skip
    general = rules_module._EN_BREAK
    for text in _texts(pieces, 16):
        if "\n" in text:
            continue
        spans = [m.span(1) for m in rules_module._EN_SENTENCE_END.finditer(text)]
        assert spans == [m.span() for m in general.finditer(text)], text
        assert rules_module.en_paragraph.__wrapped__(text) == _old_en_paragraph(text), text


def _old_proxy_paragraph(paragraph: str) -> tuple[float, int]:
    """The English proxy of one paragraph as it was summed before session 14."""
    count = depth_module._en_sentence_count(paragraph)
    if not count:
        return 0.0, 0
    words = depth_module._EN_WORD.findall(paragraph.lower())
    marks = paragraph.count(",") + paragraph.count(";") + paragraph.count(":")
    joins = sum(map(depth_module._EN_CLAUSE_WORDS.__contains__, words))
    return len(words) / 4 + 2 * (marks + joins), count


def test_english_proxy_counts_the_same_joining_words() -> None:
    pieces = ["because", "Which", "that's", "and", "but", " ", ", ", ".", "So", "sow", "if"]
    made = _paragraphs_to_count() + _texts(pieces, 17, count=5_000, most=30)
    proxy = depth_module._proxy_paragraph.__wrapped__
    for paragraph in made:
        assert proxy(paragraph, False) == _old_proxy_paragraph(paragraph), paragraph


def _old_word_before(text: str, begin: int, start: int) -> str:
    before = text[max(begin, start - 40) : start].rstrip().rsplit(None, 1)
    return before[-1].lower().strip(".,;:'\"“(") if before else ""


def test_word_before_a_name_is_the_split_of_its_window() -> None:
    pieces = [
        "Mr", "mrs.", "in", " ", "  ", "\t", "\u00a0", "\u2003", "(", "“", "x", "São", ".",
        "Bundesverfassungsgerichtspräsident",  # a word across the 40-character window's edge
    ]  # fmt: skip
    rng = random.Random(18)
    for text in _texts(pieces, 18, count=5_000, most=30):
        for _ in range(3):
            start = rng.randint(0, len(text))
            begin = rng.randint(0, start)
            got = rules_module._en_word_before(text, begin, start)
            assert got == _old_word_before(text, begin, start), (text, begin, start)
