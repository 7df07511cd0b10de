"""The review of session 17's date rules, on written pages: a two-digit year in the story,
another post's labelled date against a stale field, an event's clock against a midnight
stamp, a guessed zone against the one the byline states, and an "Updated" label whose
"date" sits nearer the date than the 20 characters once read for it. Each failed before
its mend; each page beside it says what the rule still does."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.dates.test_date_cases import light_day
from tests.dates.test_dates_session17 import STORY, _page

from newsfold.dates import find_dates

FETCHED = datetime(2026, 12, 4, 3, 30, tzinfo=UTC)
URL = "https://quay.example/news/pier"


def _story_page(lang: str, story: str, head: str = "", byline: str = "") -> str:
    return _page(lang, head, byline).replace(STORY, story + STORY)


def test_a_two_digit_year_is_no_date_in_the_story() -> None:
    for line in (
        "Python 3.12.10 was released on Tuesday with security fixes.",
        "The new firmware 4.11.26 fixes bugs.",
        "The Quay beat Harbour 21/12/25 in the final frames.",
    ):
        assert light_day(_story_page("en", f"<p>{line}</p>"), FETCHED, URL) is None, line
    # a labelled byline still gives it
    byline = '<p class="byline">Published 03/12/26</p>'
    assert light_day(_page("en-GB", byline=byline), FETCHED, "https://quay.co.uk/n/1") == (
        "2026-12-03"
    )


def test_a_letter_before_a_two_digit_year_makes_it_a_version() -> None:
    text = "Release v1.12.26 and r2.11.26"
    assert find_dates(text, fetched_at=FETCHED, language="en", windows=[(0, len(text))]) == []


_OLD = '<meta property="article:published_time" content="2019-05-10T08:00:00+00:00">'


def test_only_the_posts_own_label_overrules_a_stale_field() -> None:
    def day(after_article: str = "", footer: str = "") -> str | None:
        page = _page("en", _OLD, after=footer).replace("</article>", "</article>" + after_article)
        return light_day(page, FETCHED, URL)

    related = (
        '<aside class="related-posts"><h3>Related</h3><ul><li><a href="/x">New ferry '
        "timetable</a> Posted on December 2, 2026</li></ul></aside>"
    )
    comment = (
        '<section class="comments"><div class="comment"><p class="comment-meta">Posted on '
        "December 1, 2026 at 9:14 am by Jo</p><p>Great piece, still relevant.</p></div></section>"
    )
    sidebar = '<aside class="sidebar">Candidates debate on December 2, 2026</aside>'
    assert day(related) == "2019-05-10"
    assert day(comment) == "2019-05-10"
    assert day(sidebar) == "2019-05-10"
    assert day(footer="Page date: December 2, 2026") == "2019-05-10"
    # the post's own entry footer still overrules it
    assert day(comment, footer="Posted on December 2, 2026 by Mara Quill") == "2026-12-02"


def test_an_events_clock_does_not_move_a_midnight_stamp() -> None:
    head = '<meta property="article:published_time" content="2026-12-03T00:00:00Z">'
    game = "<p>The Quay hosts Harbour on Friday; the game starts at 7:00 PM EST.</p>"
    assert light_day(_story_page("en", game, head), FETCHED, URL) == "2026-12-03"


def test_the_zone_the_byline_states_beats_one_guessed_from_the_url() -> None:
    head = '<meta property="article:published_time" content="2026-12-03T03:40:00Z">'
    page = _page("en", head, '<p class="byline">By Mara Quill · Published 10:40 PM EST</p>')
    for url in ("https://quay.co.uk/news/pier", "https://quay.com.au/news/pier", URL):
        assert light_day(page, FETCHED, url) == "2026-12-02", url
    # the story's clock is not the byline's: the guessed zone stands
    far = _story_page("en", "<p>" + "The pier stands. " * 30 + "At 10:40 PM EST it shut.</p>", head)
    assert light_day(far, FETCHED, "https://quay.co.uk/news/pier") == "2026-12-03"


def test_updated_24_characters_before_its_date_is_the_modification() -> None:
    stamp = '<p class="timestamp">Updated 9:15 AM ET, Thu December 3, 2026 · {}</p>'
    original = stamp.format("Originally published 6:00 PM ET, Tue December 1, 2026")
    assert light_day(_page("en", byline=original), FETCHED, URL) == "2026-12-01"
    stale = '<meta property="article:published_time" content="2023-05-10T08:00:00+00:00">'
    updated = "Updated 9:15 AM ET, Thu December 3, 2026"
    assert light_day(_page("en", stale, after=updated), FETCHED, URL) == "2023-05-10"
    # a date word after the update word names it ("更新时间"): still the modification
    zh = '<p class="info">更新时间：2026-12-03 09:15　发布时间：2026-12-01 18:00</p>'
    assert light_day(_page("zh-CN", byline=zh), FETCHED, URL) == "2026-12-01"
