"""Two failure kinds seen on unseen pages, on pages written for the tests.

- A page whose visible body yields nothing (the text is rendered by a script) but
  whose structured data carries the article: the body comes from ``articleBody``.
- A date stated with its zone just before midnight: the instant is UTC (the next
  day there), and the page's own day is kept beside it.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from newsfold.errors import EmptyPageError
from newsfold.extract import extract_article
from newsfold.models import Page

PARAS = [
    "The harbour authority approved the new ferry terminal on Tuesday after two years of talks.",
    "Construction starts in spring and the first ferries are expected to dock there in 2026.",
    "Residents had asked for a quieter design, and the plan now moves the car park inland.",
]


def app_shell(data: dict[str, object] | None) -> bytes:
    """A page whose body is an empty mount point for a script, with optional JSON-LD."""
    ld = f'<script type="application/ld+json">{json.dumps(data)}</script>' if data else ""
    return (
        "<html><head><title>Ferry terminal approved</title>"
        f'{ld}</head><body><div id="root"></div>'
        '<script src="/static/app.js"></script></body></html>'
    ).encode()


def test_a_body_that_yields_nothing_falls_back_to_the_structured_article_body() -> None:
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "Ferry terminal approved",
        "datePublished": "2024-03-05T09:00:00Z",
        "articleBody": "\n".join(PARAS),
    }
    article = extract_article(Page(url="https://harbour.example/news/ferry", body=app_shell(data)))
    assert article.paragraphs == PARAS
    assert article.extraction_method == "jsonld:articleBody"
    assert article.headline == "Ferry terminal approved"


def test_without_a_structured_body_the_empty_page_is_an_error_not_a_guess() -> None:
    with pytest.raises(EmptyPageError):
        extract_article(Page(url="https://harbour.example/news/ferry", body=app_shell(None)))


def test_a_date_just_before_midnight_keeps_the_pages_own_day() -> None:
    body = (
        "<html><head><title>Late council vote</title>"
        '<meta property="article:published_time" content="2024-03-01T23:30:00-05:00">'
        "</head><body><article><h1>Late council vote</h1>"
        + "".join(f"<p>{p}</p>" for p in PARAS)
        + "</article></body></html>"
    ).encode()
    article = extract_article(Page(url="https://council.example/2024/vote", body=body))
    assert article.published_at == datetime(2024, 3, 2, 4, 30, tzinfo=UTC)
    assert (article.published_at_local or "").startswith("2024-03-01T23:30")
