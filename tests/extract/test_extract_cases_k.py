"""Session 21: batch K (HELD OUT), 30 pages by a new writer, 15 English and 15 in other
languages.

Batch K (``benchmarks/extract_cases_k.py``, ``extract_cases_k_boxes.py``,
``extract_cases_k_intl.py``, ``extract_cases_k_asia.py``) was written whole in page
families A to J drew little or not at all (a Gutenberg explainer with a "Key takeaways"
box and a Yoast FAQ, a police blotter, a science story with references, a Q&A with bold
speaker names, an ``<h2>`` listicle, an inline timeline, a photo essay told in its
captions, a syndicated story, a sports preview with an odds box, a weather story with a
radar embed and alerts, a business story with ticker chips, a translated story with a
language switcher, a trade-press page with "members only" sidebars, a hard paywall gate,
an AMP page; and sk, sl, hr, sr, bg, lt, lv, et, ur, mr, te, tl, ka, hy, az pages in their
markets' shapes), and committed with its "before" figures (newsfold 0.954, trafilatura
0.909, on main ``0fc6fe2``) before any extraction change of session 21; it is scored only
to report changes. Its labels must be sound and its score must hold; the pages it misses
are listed by name (``benchmarks/README.md``, session 21, says what each keeps): a new
miss is a regression, a miss fixed means the list may shrink.
"""

from __future__ import annotations

from tests.extract.test_extract_cases_d import _cases, batch_f1, page_scores


def test_batch_k_labels_are_sound() -> None:
    cases = _cases().batch("k")
    assert len(cases) == 30
    assert len({c.name for c in cases}) == len(cases)
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    langs = {c.lang for c in cases}
    assert langs == {
        "en", "sk", "sl", "hr", "sr", "bg", "lt", "lv", "et", "ur", "mr", "te", "tl", "ka",
        "hy", "az",
    }  # fmt: skip
    assert sum(c.lang == "en" for c in cases) == 15
    earlier = {
        c.body
        for b in ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
        for c in _cases().batch(b)
    }
    assert not earlier & {c.body for c in cases}


def test_batch_k_serbian_page_is_cyrillic() -> None:
    serbian = next(c for c in _cases().batch("k") if c.lang == "sr")
    text = serbian.truth
    assert sum("\u0400" <= ch <= "\u04ff" for ch in text) > len(text) // 2


#: F1 on batch K (``benchmarks/extraction.py --sets cases-k``) before session 21's
#: changes: 0.954 (trafilatura 0.909).
_REACHED_K = 0.946
#: Batch K's pages under 0.97 of matching shingles before any change (``benchmarks/
#: README.md``, session 21, says what each keeps).
_KNOWN_MISSES_K = {
    "k-gutenberg-takeaways-faq",
    "k-police-blotter",
    "k-science-references",
    "k-qa-bold-speakers",
    "k-listicle-h2-items",
    "k-inline-timeline",
    "k-syndicated-originally",
    "k-sports-preview-odds",
    "k-weather-radar-alerts",
    "k-translated-lang-switcher",
    "k-sk-citajte-aj-tasr",
    "k-sl-preberite-se-sta",
    "k-sr-cyrillic-tanjug",
    "k-bg-procetete-telegram",
    "k-lv-lasi-ari-leta",
    "k-et-loe-ka-toimetaja",
    "k-tl-basahin-signoff",
    "k-hy-kardacek-nayev",
    "k-az-oxsar-apa",
}


def test_batch_k_keeps_its_score() -> None:
    assert batch_f1("k") >= _REACHED_K


def test_batch_k_misses_only_the_known_pages() -> None:
    scores = page_scores("k")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_K
