"""Bad input gives a clear error record or a partial result, in bounded time; never a crash."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from newsfold.config import Settings
from newsfold.errors import DecodeError, EmptyPageError, PageError, PageTooLargeError
from newsfold.extract import ExtractFailure, ExtractStage, extract_article
from newsfold.extract.zhlines import is_breadcrumb, is_meta_line, is_pager_line
from newsfold.models import Article
from tests.extract.extract_pages import EN_PARAS, en_article_page, page


def _kinds(bodies: list[bytes]) -> list[str]:
    stage = ExtractStage()
    out = list(stage.run((page(b), None) for b in bodies))
    return [o.kind if isinstance(o, ExtractFailure) else "article" for o in out]


def test_empty_page_is_an_empty_error() -> None:
    with pytest.raises(EmptyPageError):
        extract_article(page(b""))
    with pytest.raises(EmptyPageError):
        extract_article(page(b"   \n  "))


def test_page_without_text_is_an_empty_error() -> None:
    with pytest.raises(EmptyPageError, match="no article body"):
        extract_article(page("<html><body><nav><a href='/'>Home</a></nav></body></html>"))


def test_binary_page_is_a_decode_error() -> None:
    with pytest.raises(DecodeError):
        extract_article(page(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8))


def test_truncated_page_gives_the_paragraphs_it_has() -> None:
    markup = en_article_page()
    cut = markup.index(EN_PARAS[2][:40]) + 20
    article = extract_article(page(markup[:cut]))
    assert article.paragraphs[:2] == EN_PARAS[:2]


def test_truncated_multibyte_sequence_is_flagged_not_fatal() -> None:
    body = ("<html><body><article>" + "".join(f"<p>{p}</p>" for p in EN_PARAS)).encode()
    body += "<p>青禾大桥".encode()[:-1]
    article = extract_article(page(body, content_type="text/html; charset=utf-8"))
    assert article.paragraphs[:4] == EN_PARAS
    assert article.decode_errors is True


def test_page_over_the_size_limit_is_refused_before_parsing() -> None:
    settings = Settings()
    body = b"<p>" + b"a " * (settings.max_page_bytes // 2 + 10) + b"</p>"
    assert len(body) > settings.max_page_bytes
    start = time.process_time()
    with pytest.raises(PageTooLargeError, match="byte limit"):
        extract_article(page(body), settings=settings)
    assert time.process_time() - start < 1.0


def test_fifty_megabyte_page_is_a_clear_error_record() -> None:
    body = b"<html><body>" + b"<div><p>filler text here</p></div>" * (50 * 1024 * 1024 // 34)
    assert len(body) >= 50 * 1024 * 1024 - 100
    assert _kinds([body]) == ["too_large"]


def test_ten_thousand_deep_nesting_is_bounded() -> None:
    deep = "<div>" * 10_000 + "<p>" + EN_PARAS[0] + "</p>" + "</div>" * 10_000
    markup = f"<html><body>{deep}<article>{''.join(f'<p>{p}</p>' for p in EN_PARAS)}</article>"
    start = time.process_time()
    kinds = _kinds([markup.encode()])
    assert time.process_time() - start < 5.0
    assert kinds[0] in ("article", "parse_error")  # never a silent "empty" (issue 14)


def test_deeply_nested_inline_markup_is_bounded() -> None:
    deep = "<span>" * 10_000 + "x" + "</span>" * 10_000
    start = time.process_time()
    _kinds([f"<html><body><p>{deep}</p></body></html>".encode()])
    assert time.process_time() - start < 5.0


def test_one_bad_page_does_not_stop_the_batch() -> None:
    bodies = [
        b"",
        b"\x00\x01\x02\x03" * 500,
        en_article_page().encode(),
        b"<html><head><script type='application/ld+json'>{{{</script></head></html>",
        en_article_page().encode()[:3000],
        en_article_page().encode(),
    ]
    kinds = _kinds(bodies)
    assert kinds[0] == "empty"
    assert kinds[1] == "decode_error"
    assert kinds[2] == "article"
    assert kinds[3] == "empty"
    assert kinds[5] == "article"
    assert len(kinds) == len(bodies)


def test_failure_record_says_why() -> None:
    stage = ExtractStage()
    (out,) = stage.run([(page(b""), None)])
    assert isinstance(out, ExtractFailure)
    record = out.to_record()
    assert record["error"] == {"kind": "empty", "message": "page is empty"}


def test_page_errors_are_page_error_subclasses() -> None:
    for body in (b"", b"\x89PNG\r\n\x1a\n"):
        with pytest.raises(PageError):
            extract_article(page(body))


def test_good_page_is_an_article() -> None:
    assert isinstance(extract_article(page(en_article_page())), Article)


def test_many_paragraphs_deep_in_the_tree_take_linear_time() -> None:
    # Per-block work must not grow with depth: 20,000 paragraphs 150 levels down.
    para = f"<p>{EN_PARAS[0]}</p>"
    markup = "<html><body>" + "<div>" * 150 + para * 20_000 + "</div>" * 150 + "</body></html>"
    start = time.process_time()
    article = extract_article(page(markup))
    assert time.process_time() - start < 10.0
    assert len(article.paragraphs) == 20_000


_TAGS = ["div", "p", "span", "a", "article", "nav", "table", "td", "br", "script", "h2", "li"]


@st.composite
def _html_soup(draw: st.DrawFn) -> bytes:
    """Random, often broken, markup: unbalanced tags, text in several scripts, odd bytes."""
    pieces = draw(
        st.lists(
            st.one_of(
                st.sampled_from(_TAGS).map(lambda t: f"<{t} class='content share'>"),
                st.sampled_from(_TAGS).map(lambda t: f"</{t}>"),
                st.text(max_size=40),
                st.sampled_from(["青禾大桥维修。", "The pier, rebuilt.", "&amp;", "<!--", "]]>"]),
                # The Chinese furniture lines' words and the runs that split many ways.
                st.sampled_from(
                    ["上一页", "当前位置：首页", "时间：", "[详细]", "1" * 30, "a/" * 20]
                ),
            ),
            max_size=60,
        )
    )
    encoding = draw(st.sampled_from(["utf-8", "gb18030", "utf-16"]))
    return "".join(pieces).encode(encoding, "replace") + draw(st.binary(max_size=8))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_html_soup())
def test_random_markup_gives_an_article_or_a_page_error(body: bytes) -> None:
    (out,) = ExtractStage().run([(page(body), None)])
    if isinstance(out, ExtractFailure):
        assert out.kind in {"empty", "decode_error", "parse_error"}
    else:
        assert all(p.strip() for p in out.paragraphs)


_ZH_LINE_PARTS = [
    "上一页",
    "下一页",
    "第1页",
    "当前位置：",
    "首页",
    "1",
    "11",
    "a",
    "/",
    ">",
    " ",
    "-",
    "时间：",
    "来源：",
]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_ZH_LINE_PARTS), max_size=60))
def test_chinese_furniture_checks_take_bounded_time(parts: list[str]) -> None:
    """Each check on a line of pager, path and label pieces (session 18's review: the pager
    and breadcrumb patterns once tried every split of a run of digits or of "a/")."""
    line = "".join(parts)
    start = time.process_time()
    is_pager_line(line)
    is_breadcrumb(line)
    is_breadcrumb(line, 3)
    is_meta_line(line)
    assert time.process_time() - start < 0.5
