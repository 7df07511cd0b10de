"""Nothing is lost silently in extraction (issue 14, defect 8): a huge text node, invalid
UTF-8 in a page that declares UTF-8, and an offset no zone has."""

from __future__ import annotations

import pytest

from newsfold.errors import PageError
from newsfold.extract import extract_article
from newsfold.extract.encoding import decode_html
from newsfold.models import Page
from tests.foundation.helpers import page_html

_PARAGRAPHS = [
    "The harbour works go on as planned, the council said on Monday in its report.",
    "A second phase opens next spring, when the new quay takes its first ships.",
    "Residents asked for quieter nights; the contractor promised to stop at ten.",
]


def _page(html: str) -> Page:
    return Page(url="https://example.org/news/harbour", body=html.encode("utf-8"))


@pytest.mark.parametrize("where", ["script", "attribute"])
def test_a_text_node_over_10_mb_does_not_cut_the_article(where: str) -> None:
    """libxml2 stops at a 10 MB text node or attribute; the article behind it was lost
    and the page reported ``empty``."""
    big = "x" * (11 * 1024 * 1024)
    filler = (
        f"<script>var data = '{big}';</script>"
        if where == "script"
        else f"<div data-x='{big}'></div>"
    )
    html = page_html("Harbour works go on", _PARAGRAPHS).replace("<body>", "<body>" + filler)
    article = extract_article(_page(html))
    assert article.paragraphs == _PARAGRAPHS
    assert article.headline == "Harbour works go on"


def test_a_parse_that_stops_early_is_a_parse_error_not_empty() -> None:
    """A parse libxml2 gives up on is reported as such, never as a silent ``empty``."""
    nested = "<div>" * 300 + "<p>" + " ".join(_PARAGRAPHS) + "</p>" + "</div>" * 300
    html = f"<html><head><title>Deep</title></head><body>{nested}</body></html>"
    with pytest.raises(PageError) as caught:
        extract_article(_page(html))
    assert caught.value.kind == "parse_error"
    assert "stopped early" in str(caught.value)


def test_invalid_utf8_in_a_utf8_page_is_flagged_not_read_as_another_charset() -> None:
    """It was read as iso8859-13 with ``decode_errors=false``: every accent turned to mojibake."""
    text = "Café crème à São Paulo, déjà vu à Zürich. " * 4
    body = f"<html><head><meta charset='utf-8'></head><body><p>{text}</p></body></html>".encode()
    damaged = body.replace("déjà".encode(), b"d\xff\xfej\xe0", 3)
    decoded = decode_html(damaged)
    assert decoded.encoding == "utf-8"
    assert decoded.had_errors is True
    assert decoded.replacements >= 3
    assert "Café crème à São Paulo" in decoded.text


def test_an_impossible_offset_is_flagged_with_low_confidence() -> None:
    """``-24:00`` became a guessed zone with confidence 0.855 and no word about it."""
    html = page_html("Harbour works go on", _PARAGRAPHS, published="2024-03-05T10:00:00-24:00")
    article = extract_article(_page(html))
    assert "bad_offset" in article.date_flags
    assert article.temporal_confidence < 0.5
    fine = extract_article(
        _page(page_html("Harbour works go on", _PARAGRAPHS, published="2024-03-05T10:00:00-05:00"))
    )
    assert "bad_offset" not in fine.date_flags
    assert fine.temporal_confidence > 0.8
