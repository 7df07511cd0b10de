"""Session 17's fourth-round date rules (from held-out batch 3b's misses), each on written
pages and strings, with the cases they must leave alone: a unit of one letter in an
English relative date, Indonesian short month names and Croatian month names, and a
published word that is only part of a modified one ("date" in "Updated")."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.dates.test_date_cases import light_day

from newsfold.dates import find_dates

FETCHED = datetime(2026, 12, 5, 23, 10, tzinfo=UTC)
STORY = (
    "<p>The harbour board voted on Tuesday to rebuild the north pier, which storms damaged "
    "twice last winter; work is due to start in the spring and to take eight months.</p>"
    "<p>Engineers said the new pier would stand a metre higher than the old one.</p>"
)


def _page(lang: str, byline: str) -> str:
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>Pier</title>'
        f'</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f'<article><h1>Harbour board votes to rebuild the north pier</h1><p class="byline">'
        f'{byline}</p><div class="story-body">{STORY}</div></article></body></html>'
    )


def _read(text: str, language: str) -> list[str]:
    found = find_dates(text, fetched_at=FETCHED, language=language, windows=[(0, len(text))])
    return [parsed.local for _, _, parsed in found]


def test_a_unit_of_one_letter_after_a_count_in_digits() -> None:
    assert _read("Mara Quill · 5h ago", "en") == ["2026-12-05T18:00:00+00:00"]
    assert _read("30m ago", "en") == ["2026-12-05T22:40:00+00:00"]
    assert _read("2d ago", "en") == ["2026-12-03"]
    assert _read("3hrs ago", "en") == ["2026-12-05T20:00:00+00:00"]
    assert _read("5 h ago", "en") == ["2026-12-05T18:00:00+00:00"]
    # a count in words takes a unit spelled out; a letter glued to a word is no count
    assert _read("a h ago", "en") == []
    assert _read("Ah ago", "en") == []
    assert _read("5hours ago", "en") == []


def test_indonesian_short_months_and_croatian_months() -> None:
    assert _read("Kamis, 03 Des 2026 09:15", "id") == ["2026-12-03T09:15:00+00:00"]
    assert _read("Rabu, 19 Agu 2026", "id") == ["2026-08-19"]
    # only on a page in Indonesian: French "des" is no month
    assert _read("les 3 des 2000 coureurs", "fr") == []
    assert _read("Kamis, 03 Des 2026", "en") == []
    assert _read("3. prosinca 2026.", "hr") == ["2026-12-03"]
    assert _read("14. ožujka 2025.", "hr") == ["2025-03-14"]
    # "listopada" stays November (Polish, Czech), though it is October in Croatian
    assert _read("14 listopada 2025", "pl") == ["2025-11-14"]


def test_a_published_word_inside_a_modified_one_is_the_modified_date() -> None:
    url = "https://quay.example/news/harbour-board-north-pier"
    updated_first = (
        "Updated 9:15 AM ET, Thu December 3, 2026 · Originally published 6:00 PM ET, "
        "Tue December 1, 2026"
    )
    assert light_day(_page("en", updated_first), FETCHED, url) == "2026-12-01"
    # a published word of its own still makes the date the published one
    published_first = "Published 6:00 PM ET, Tue December 1, 2026 · Updated December 3, 2026"
    assert light_day(_page("en", published_first), FETCHED, url) == "2026-12-01"
    # and with the modified word alone the page's only date is still its date
    assert light_day(_page("en", "Updated 9:15 AM ET, Thu December 3, 2026"), FETCHED, url) == (
        "2026-12-03"
    )
