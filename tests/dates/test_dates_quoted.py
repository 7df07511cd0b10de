"""Dates a page quotes are not its own (review of session 15's date rules).

An article quotes dates: a headline's anniversary, a link to an earlier story, a letter
"dated 18/03/2023", a product's "5 Gen 2022", a Korean "3일 전남" (the 3rd, South
Jeolla). None of them may replace the page's structured date or change how its own
dateline is read. Each page below is written for the test.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from newsfold.dates import find_dates
from newsfold.extract import extract_article
from newsfold.models import Page

FETCHED = datetime(2024, 6, 20, 12, tzinfo=UTC)
_PROSE = "This is body text about the subject, with enough words to be an article. " * 3


def _article(
    h1: str,
    published: str | None,
    *,
    byline: str = "By Jane Smith",
    extra: str = "",
    lang: str = "en",
    quoted: str = "",
) -> str:
    ld = (
        "<script type='application/ld+json'>"
        + json.dumps(
            {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": h1,
                "datePublished": published,
            }
        )
        + "</script>"
        if published
        else ""
    )
    paras = "".join(f"<p>{_PROSE}</p>" for _ in range(5))
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{h1}</title>{ld}</head>"
        f"<body><article><h1>{h1}</h1><p class='byline'>{byline}</p>{extra}{paras}"
        f"<p>{quoted}</p>{paras}</article></body></html>"
    )


def _day(markup: str, host: str) -> str | None:
    page = Page(
        url=f"https://{host}.example.com/news/story", body=markup.encode(), fetched_at=FETCHED
    )
    article = extract_article(page)
    return None if article.published_at_local is None else article.published_at_local[:10]


@pytest.mark.parametrize(
    ("h1", "extra"),
    [
        ("15 September 2008: the day Lehman fell", ""),
        (
            "Council approves budget",
            "<p class='prev'><a href='/x'>Previous: budget row</a> 12 March 2021</p>",
        ),
        ("Honda Civic 11 Gen 2022 Type R: long-term review", ""),
    ],
)
def test_a_date_the_page_quotes_does_not_replace_a_later_structured_date(
    h1: str, extra: str
) -> None:
    # The stale-date rule takes the visible date only over a structured date years
    # *before* it (a template's default); a page quoting an older date keeps its own.
    assert _day(_article(h1, "2024-06-18T09:00:00Z", extra=extra), "quoted") == "2024-06-18"


def test_a_template_default_years_before_the_dateline_still_gives_way() -> None:
    markup = _article(
        "Council approves budget", "2015-01-01T00:00:00Z", byline="By Jane Smith | 18 June 2024"
    )
    assert _day(markup, "stale") == "2024-06-18"


@pytest.mark.parametrize(
    ("lang", "quoted", "day"),
    [
        (
            "en-US",
            "The Home Office letter, dated 18/03/2023, refused the application.",
            "2024-05-03",
        ),
        ("en-GB", "The US court filing, dated 03/18/2023, refused the application.", "2024-03-05"),
    ],
)
def test_a_numeric_date_quoted_far_from_the_dateline_does_not_set_its_order(
    lang: str, quoted: str, day: str
) -> None:
    markup = _article(
        "Court rejects appeal", None, byline="By Jane Smith | 05/03/2024", lang=lang, quoted=quoted
    )
    assert _day(markup, "order") == day


def test_the_dateline_s_own_neighbour_still_sets_the_order() -> None:
    # "Posted 05/03/2024, updated 18/03/2024": the same byline writes day first.
    markup = _article(
        "Court rejects appeal",
        None,
        lang="en-US",
        byline="By Jane Smith | Posted 05/03/2024, updated 18/03/2024",
    )
    assert _day(markup, "order2") == "2024-03-05"


@pytest.mark.parametrize("text", ["Echo Dot 5 Gen 2022", "Intel Core i7 12 Gen 2022"])
def test_italian_short_months_are_not_read_on_an_english_page(text: str) -> None:
    assert find_dates(text, "UTC", fetched_at=FETCHED, language="en") == []
    assert [p.local[:10] for *_, p in find_dates("5 gen 2022", "UTC", language="it")] == [
        "2022-01-05"
    ]


@pytest.mark.parametrize(
    "text", ["지난 3일 전남 여수에서 열린 행사", "18일 전국 곳곳에 비가 내렸다"]
)
def test_a_korean_day_before_a_word_starting_with_jeon_is_no_relative_date(text: str) -> None:
    assert find_dates(text, "Asia/Seoul", fetched_at=FETCHED, language="ko") == []
    ago = find_dates("2일 전 게시됨", "Asia/Seoul", fetched_at=FETCHED, language="ko")
    assert [p.local[:10] for *_, p in ago] == ["2024-06-18"]


def test_a_deeply_nested_parsely_page_meta_is_skipped() -> None:
    depth = 5000
    content = '{"pub_date": "2024-06-18", "x": ' + '{"a": ' * depth + "1" + "}" * depth + "}"
    meta = content.replace('"', "&quot;")
    markup = (
        f"<html><head><meta name='parsely-page' content=\"{meta}\"><title>t</title></head>"
        f"<body><article><h1>Title</h1>{'<p>' + _PROSE + '</p>' * 6}</article></body></html>"
    )
    assert _day(markup, "parsely") is None
