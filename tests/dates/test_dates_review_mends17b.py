"""The review of round four's date rules (152ab2c, eff96ba), on written pages and strings:
a modification word is the label of a date only in the date's own line ("live updates" in
a headline or a byline is none), a compound age ("2d 5h ago") or a count that is part of a
longer number ("2.5h", "COVID-19h") is no age, and "in" is Indonesian."""

from __future__ import annotations

import pytest
from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_round4 import FETCHED, STORY, _read

URL = "https://quay.example/news/harbour-board-north-pier"
HEADLINE = "Harbour board votes to rebuild the north pier"
VOTE = "<p>The vote of December 3, 2026 was close.</p>"


def _page(headline: str, byline: str, tail: str = "") -> str:
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pier</title>'
        '</head><body><header class="site-header"><a href="/">The Quay</a></header>'
        f'<article><h1>{headline}</h1><p class="byline">{byline}</p>'
        f'<div class="story-body">{STORY}{tail}</div></article></body></html>'
    )


@pytest.mark.parametrize(
    ("headline", "byline"),
    [
        ("Storm: live updates", "By Ann Lee · December 1, 2026"),
        ("Pier vote: live updates", "By Ann Lee | December 1, 2026"),
        # the date right under the headline: the headline's words are no label of it
        ("Pier vote: live updates", "December 1, 2026"),
        # "updates" the noun, in the date's own line
        (HEADLINE, "Live updates by Ann Lee · December 1, 2026"),
        (HEADLINE, "Sign up: updates by email · December 1, 2026"),
    ],
)
def test_live_updates_is_no_label_of_the_byline_date(headline: str, byline: str) -> None:
    assert light_day(_page(headline, byline, VOTE), FETCHED, URL) == "2026-12-01"


def test_a_modification_label_still_labels_its_date() -> None:
    # in the date's own line, and in the line just above a date that starts its line
    both = "Published December 1, 2026 · Updated December 3, 2026"
    assert light_day(_page(HEADLINE, both), FETCHED, URL) == "2026-12-01"
    above = (
        "<dl><dt>Published</dt><dd>December 1, 2026</dd><dt>Updated</dt><dd>December 3, 2026</dd>"
        "</dl>"
    )
    assert light_day(_page(HEADLINE, "By Ann Lee", above), FETCHED, URL) == "2026-12-01"
    page = _page(
        "Storm: live updates", "By Ann Lee · December 1, 2026", "<p>Updated: December 3, 2026</p>"
    )
    assert light_day(page, FETCHED, URL) == "2026-12-01"


def test_a_compound_age_or_part_of_a_number_is_no_age() -> None:
    for text in (
        "2d 5h ago",
        "1h 30m ago",
        "2 days 5 hours ago",
        "3d 4h ago",
        "Posted 1 day, 2 hours ago",
    ):
        assert _read(text, "en") == [], text
    for text in ("2.5h ago", "1,5h ago", "A15h ago", "COVID-19h ago", "1234h ago", "10-15m ago"):
        assert _read(text, "en") == [], text
    # a plain age still reads
    assert _read("Mara Quill · 5h ago", "en") == ["2026-12-05T18:00:00+00:00"]
    assert _read("Posted 2 days ago", "en") == ["2026-12-03"]
    assert _read("(5h ago)", "en") == ["2026-12-05T18:00:00+00:00"]
    page = _page(HEADLINE, "Mara Quill · 2d 5h ago")
    assert light_day(page, FETCHED, URL) is None


def test_a_duration_or_a_name_beside_an_age_leaves_it_an_age() -> None:
    # review of 6c1f74a: only a larger unit before the age makes a compound, only on the
    # same line; a name's hyphen is a separator, not a range's
    two_hours = ["2026-12-05T21:00:00+00:00"]
    assert _read("Video 3 min\n2 hours ago", "en") == two_hours
    assert _read("Video 3 min 2 hours ago", "en") == two_hours
    assert _read("Ann Lee-2 hours ago", "en") == two_hours
    page = _page(HEADLINE, "<span>3 min</span> <span>2 hours ago</span>")
    assert light_day(page, FETCHED, URL) == "2026-12-05"
    # the compounds stay unread
    assert _read("1 hour 30 min ago", "en") == []
    assert _read("1 week 2 days ago", "en") == []


def test_indonesian_under_its_withdrawn_code() -> None:
    assert _read("Kamis, 03 Des 2026", "in") == ["2026-12-03"]
    assert _read("Kamis, 03 Des 2026", "in-ID") == ["2026-12-03"]
    assert _read("le 3 des 2026", "fr") == []
