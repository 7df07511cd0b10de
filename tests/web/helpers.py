"""Stores for the web tests: a small simulated web, folded, and pages written for the tests."""

from __future__ import annotations

import html
import json
import re
from datetime import UTC, datetime
from typing import Any

from newsfold.config import Settings
from newsfold.models import Page
from newsfold.pipeline import process_pending
from newsfold.sim.generate import SimPage, iter_pages
from newsfold.store import Store

PASSWORD = "correct horse battery staple"
#: Markup an attacker would put in an article's text (shown, never run).
HOSTILE_HEADLINE = "<script>window.__pwned = 1</script> Council <b>vote</b>"
HOSTILE_PARAGRAPH = (
    'The council met on Tuesday. <img src=x onerror="window.__pwned = 2"> '
    "<script>window.__pwned = 3</script> Members voted to close the old library by March."
)


def sim_pages(n: int, seed: int = 0) -> list[SimPage]:
    """The first ``n`` pages of the simulated web."""
    return list(iter_pages(seed, n))


def fold_pages(store: Store, pages: list[Page], settings: Settings) -> None:
    """Store pages and fold them, as ``newsfold ingest`` does."""
    store.add_pages(pages)
    process_pending(store, settings)


def article_page(
    page_id: str,
    url: str,
    headline: str,
    paragraphs: list[str],
    *,
    published: str = "2024-04-09T08:00:00Z",
    publisher: str = "Test Gazette",
) -> Page:
    """A page written for the tests; ``headline`` and ``paragraphs`` are plain text
    (escaped into the HTML, so markup in them reaches the article as text)."""
    ld: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": headline,
        "datePublished": published,
        "publisher": {"name": publisher},
    }
    body = "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs)
    ld_json = json.dumps(ld).replace("<", "\\u003c")
    page = (
        f"<html lang='en'><head><title>{html.escape(headline)}</title>"
        f"<link rel='canonical' href='{html.escape(url)}'>"
        f"<script type='application/ld+json'>{ld_json}</script></head>"
        f"<body><article><h1>{html.escape(headline)}</h1>{body}</article></body></html>"
    )
    return Page(
        url=url,
        body=page.encode("utf-8"),
        fetched_at=datetime(2024, 4, 9, 9, tzinfo=UTC),
        id=page_id,
        source=publisher,
    )


def hostile_pages() -> list[Page]:
    """An article whose headline and text hold script markup, and a copy of it."""
    filler = [
        f"Paragraph {i} of the report on the library, with details that copies repeat "
        f"word for word across outlets, number {i * 7}."
        for i in range(1, 7)
    ]
    paragraphs = [HOSTILE_PARAGRAPH, *filler]
    return [
        article_page("hostile-1", "https://gazette.example/council", HOSTILE_HEADLINE, paragraphs),
        article_page(
            "hostile-2",
            "javascript:alert(1)//bad.example/council",
            HOSTILE_HEADLINE,
            paragraphs,
            publisher="Copy Times",
            published="2024-04-09T10:00:00Z",
        ),
    ]


def csrf_of(page: str) -> str:
    """The CSRF token of a rendered page's forms."""
    found = re.search(r'name="csrf-token" content="([0-9a-f]+)"', page)
    assert found, "the page carries no CSRF token"
    return found.group(1)
