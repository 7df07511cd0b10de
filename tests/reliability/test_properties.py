"""Property-based checks (hypothesis) of the parts that read what strangers write:
URL canonicalisation, the JSONL reader, page records, JSON-LD and extraction.

Each property holds for every input hypothesis makes up, not only the examples
we thought of: canonical URLs are fixed points, readers never raise anything
but their documented error, and extracted text is always clean. CI runs
hypothesis's default number of examples; ``HYPOTHESIS_PROFILE=long`` runs many
more (docs/reliability.md gives the figures and the command). Dates have their
own properties in ``tests/dates/test_dates_properties.py``.
"""

from __future__ import annotations

import io
import json
import string
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from newsfold.errors import PageError
from newsfold.extract import extract_article
from newsfold.extract.jsonld import iter_jsonld_objects, load_jsonld
from newsfold.hygiene import clean_text, has_unsafe, terminal_safe
from newsfold.inputs import page_from_record, read_jsonl
from newsfold.models import BadRecord, Page
from newsfold.urls import canonicalize

_SLOW = settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)

_host_label = st.text(string.ascii_lowercase + string.digits + "-", min_size=1, max_size=12)
_hosts = st.builds(
    lambda www, labels, tld: ("www." if www else "") + ".".join(labels) + "." + tld,
    st.booleans(),
    st.lists(_host_label, min_size=1, max_size=3),
    st.sampled_from(["com", "org", "co.uk", "xn--fiqs8s", "中国"]),
)
_segment = st.text(
    string.ascii_letters + string.digits + "-_.~%!$&'()*+,;=:@ éü中", min_size=0, max_size=12
)
_params = st.lists(
    st.tuples(
        st.sampled_from(["id", "page", "utm_source", "fbclid", "q", "a", "ref", "x y"]),
        st.text(string.ascii_letters + string.digits + " %&=", max_size=8),
    ),
    max_size=4,
)
_urls = st.builds(
    lambda scheme, host, port, segs, params, frag, upper: (
        f"{scheme}://{host.upper() if upper else host}{port}/"
        + "/".join(segs)
        + ("?" + "&".join(f"{k}={v}" for k, v in params) if params else "")
        + (f"#{frag}" if frag else "")
    ),
    st.sampled_from(["http", "https", "HTTP", "ftp"]),
    _hosts,
    st.sampled_from(["", ":80", ":443", ":8080"]),
    st.lists(_segment, max_size=5),
    _params,
    st.text(string.ascii_letters, max_size=6),
    st.booleans(),
)


@given(_urls)
def test_canonical_urls_are_fixed_points(url: str) -> None:
    once = canonicalize(url)
    assert canonicalize(once) == once


@given(st.text(max_size=200))
def test_canonicalize_takes_any_text(text: str) -> None:
    once = canonicalize(text)
    assert canonicalize(once) == once


@given(st.text())
def test_clean_text_is_idempotent_and_leaves_nothing_unsafe(text: str) -> None:
    cleaned = clean_text(text)
    assert not has_unsafe(cleaned)
    assert clean_text(cleaned) == cleaned
    assert "\n" not in terminal_safe(text)


def test_every_character_clean_text_removes_is_found_by_has_unsafe() -> None:
    # has_unsafe answers "no" for a printable text without searching: that holds only
    # while every character clean_text removes is unprintable. Checked over all of Unicode.
    for code in range(0x110000):
        char = chr(code)
        removed = clean_text(f"a{char}b") != f"a{char}b"
        if removed:
            assert not char.isprintable(), hex(code)
            assert has_unsafe(f"text {char} text"), hex(code)
    assert not has_unsafe("Café “quoted” 新闻\u00a0 and\ttabs\n")


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_records = st.dictionaries(
    st.sampled_from(["id", "url", "html", "html_b64", "headers", "fetched_at", "status", "source"]),
    _json_values,
)


@given(_records)
def test_any_page_record_is_a_page_or_a_bad_record(record: dict[str, Any]) -> None:
    result = page_from_record(record, "file:1", max_page_bytes=1 << 20)
    assert isinstance(result, Page | BadRecord)
    if isinstance(result, Page):
        assert not has_unsafe(result.url)
        assert result.fetched_at is None or result.fetched_at.tzinfo is not None


@given(
    st.lists(st.binary(max_size=200) | _records.map(lambda r: json.dumps(r).encode()), max_size=8)
)
def test_the_jsonl_reader_reads_every_line(lines: list[bytes]) -> None:
    """One result per non-blank line, whatever the bytes: a bad line never ends the file."""
    lines = [line.replace(b"\n", b" ") for line in lines]
    data = b"\n".join(lines) + b"\n"
    read = list(read_jsonl(io.BytesIO(data), "f", max_line_bytes=150))
    expected = []
    for number, line in enumerate(lines, 1):
        try:
            blank = not line.decode("utf-8").strip()
        except UnicodeDecodeError:
            blank = False
        if not blank:
            expected.append(number)
    assert [n for n, _ in read] == expected
    for _, item in read:
        assert isinstance(item, dict | BadRecord)


@given(st.text(max_size=300) | _json_values.map(json.dumps))
def test_jsonld_blocks_never_raise(text: str) -> None:
    load_jsonld(text)
    page = f"<html><head><script type='application/ld+json'>{text}</script></head></html>"
    tree = etree.fromstring(page.replace("\x00", ""), etree.HTMLParser())
    for obj in iter_jsonld_objects(tree):
        assert isinstance(obj, dict)


_tags = st.sampled_from(["p", "div", "article", "span", "script", "h1", "a", "br", "table", "td"])
_html = st.recursive(
    st.text(max_size=40),
    lambda inner: st.builds(
        lambda tag, kids: f"<{tag}>{''.join(kids)}</{tag}>", _tags, st.lists(inner, max_size=4)
    ),
    max_leaves=20,
)


@_SLOW
@given(
    st.one_of(
        _html.map(lambda h: f"<html><head><title>t</title></head><body>{h}</body></html>".encode()),
        st.binary(max_size=400),
    ),
    st.sampled_from([None, "text/html; charset=utf-8", "text/html; charset=gbk"]),
)
def test_extraction_fails_only_with_a_page_error_and_outputs_clean_text(
    body: bytes, content_type: str | None
) -> None:
    headers = {"Content-Type": content_type} if content_type else {}
    try:
        article = extract_article(Page(url="https://example.org/a", body=body, headers=headers))
    except PageError:
        return  # a page's failure: counted by kind, the batch goes on
    for text in [article.headline or "", *article.paragraphs, *article.authors]:
        assert not has_unsafe(text)
