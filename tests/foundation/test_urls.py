"""URL canonicalisation before and after fetching."""

from __future__ import annotations

import pytest

from newsfold.urls import UrlRules, canonicalize, resolve_canonical


def test_issue_example() -> None:
    url = "https://www.Example-News.com/business/rates-hold/amp/?utm_source=x&id=5&fbclid=abc"
    assert canonicalize(url) == "https://example-news.com/business/rates-hold?id=5"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("HTTP://Example.com/a/print", "http://example.com/a"),
        ("https://example.com/a/b/#section-2", "https://example.com/a/b"),
        ("https://example.com/x?b=2&a=1", "https://example.com/x?a=1&b=2"),
        (
            "https://example.com/x?gclid=1&mc_cid=2&mc_eid=3&ref=home&cmpid=9",
            "https://example.com/x",
        ),
        ("https://example.com:443/x", "https://example.com/x"),
        ("http://example.com:8001/x/", "http://example.com:8001/x"),
        ("https://example.com/", "https://example.com/"),
        ("https://example.com/story/amp", "https://example.com/story"),
        ("https://example.com/story?amp=1&page=2", "https://example.com/story?page=2"),
        ("mailto:desk@example.com", "mailto:desk@example.com"),
    ],
)
def test_rules(raw: str, expected: str) -> None:
    assert canonicalize(raw) == expected


def test_business_parameters_survive() -> None:
    assert canonicalize("https://news.example/article.php?id=5&utm_medium=rss") == (
        "https://news.example/article.php?id=5"
    )


def test_rules_can_keep_www_and_parameters() -> None:
    rules = UrlRules(drop_www=False, keep_params=("ref",))
    assert canonicalize("https://www.example.com/a?ref=7&utm_x=1", rules) == (
        "https://www.example.com/a?ref=7"
    )


def test_rel_canonical_preferred_over_og_url_and_page() -> None:
    page = "https://m.example.com/a/amp?utm_source=x"
    assert resolve_canonical(page, "/news/a", "https://example.com/other") == (
        "https://m.example.com/news/a"
    )
    assert resolve_canonical(page, None, "https://www.example.com/a") == "https://example.com/a"
    assert resolve_canonical(page) == "https://m.example.com/a"


def test_canonical_pointing_at_home_page_is_ignored() -> None:
    assert resolve_canonical("https://example.com/news/a", "https://example.com/") == (
        "https://example.com/news/a"
    )
