"""URLs urllib refuses (``http://[bad``) are absent values, never the end of a run.

``urllib.parse`` raises ``ValueError`` for an unbalanced or invalid bracketed
host, a host that NFKC-normalises into a delimiter, or (``.port``) a bad port.
Every such string here comes from someone else's page, feed, header or archive:
one page holding it once made ``newsfold extract`` exit 1 with nothing written
and ``newsfold ingest`` store nothing (resolve_canonical's urljoin raised).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import newsfold.engine.stages as stages
from newsfold.cli import app
from newsfold.crawl.discovery import (
    looks_like_article,
    looks_like_section,
    page_links,
    parse_feed,
    parse_sitemap,
)
from newsfold.crawl.sources import Source
from newsfold.dates.zones import fallback_zone
from newsfold.engine import extract_page
from newsfold.extract import ExtractFailure
from newsfold.models import Article, Page
from newsfold.quality.scores import publisher_name
from newsfold.store import open_store
from newsfold.urls import canonicalize, join_url, resolve_canonical, split_url, url_host

from .helpers import page_html, read_jsonl, write_jsonl

runner = CliRunner()

#: Strings urlsplit refuses, one per reason it gives.
REFUSED = [
    "http://[bad",  # unbalanced bracket
    "http://]x/y",  # closing bracket alone
    "http://[::1x]/y",  # bracketed host that is no IP address
    "http://a.example\uff03b/y",  # FULLWIDTH NUMBER SIGN: "#" under NFKC
]

PAGE = "https://gazette.example/news/pier-rebuild"


@pytest.mark.parametrize("url", REFUSED)
def test_refused_urls_are_no_url(url: str) -> None:
    assert split_url(url) is None
    assert url_host(url) == ""
    assert join_url(PAGE, url) is None
    assert canonicalize(url) == url  # an identifier, kept as written


def test_the_helpers_agree_with_urllib_on_good_urls() -> None:
    parts = split_url("https://WWW.Gazette.example:8443/a?b=1")
    assert parts is not None
    assert (parts.netloc, parts.path, parts.query) == ("WWW.Gazette.example:8443", "/a", "b=1")
    assert url_host("https://WWW.Gazette.example:8443/a") == "www.gazette.example"
    assert url_host(None) == ""
    assert join_url(PAGE, "../other") == "https://gazette.example/other"
    assert join_url("http://[::1/x", "https://gazette.example/a") == "https://gazette.example/a"
    assert join_url("http://[::1/x", "/relative") is None


def test_bad_port_and_lone_surrogate_stay_identifiers() -> None:
    assert canonicalize("http://gazette.example:99999/a") == "http://gazette.example:99999/a"
    surrogate = "https://gazette.example/a\ud800b"
    assert canonicalize(surrogate) == surrogate


@pytest.mark.parametrize("bad", REFUSED)
def test_a_broken_declaration_counts_as_none(bad: str) -> None:
    own = "https://gazette.example/news/pier-rebuild"
    assert resolve_canonical(PAGE, bad) == own
    assert resolve_canonical(PAGE, None, bad) == own
    assert resolve_canonical(PAGE, bad, "/news/pier") == "https://gazette.example/news/pier"
    assert resolve_canonical(PAGE, "/news/pier", bad) == "https://gazette.example/news/pier"


def test_a_page_url_urllib_refuses_keeps_absolute_declarations_only() -> None:
    bad_page = "http://[::1/news/x"
    assert resolve_canonical(bad_page) == bad_page
    assert resolve_canonical(bad_page, "/news/x") == bad_page
    assert resolve_canonical(bad_page, "https://gazette.example/news/x") == (
        "https://gazette.example/news/x"
    )
    # the home-page guard cannot tell the page's depth: a home page is not taken
    assert resolve_canonical(bad_page, "https://gazette.example/") == bad_page


@pytest.mark.parametrize("bad", REFUSED)
def test_hosts_read_from_refused_urls_are_absent(bad: str) -> None:
    assert fallback_zone(None, url=bad) is None
    assert publisher_name(None, bad) == ""
    assert publisher_name("Gazette", bad) == "Gazette"


@pytest.mark.parametrize("bad", REFUSED)
def test_discovery_skips_refused_links(bad: str) -> None:
    html = (
        f'<html><body><a href="{bad}">broken</a>'
        '<a href="/2024/05/01/pier-rebuild-approved">good</a></body></html>'
    ).encode()
    good = "https://gazette.example/2024/05/01/pier-rebuild-approved"
    links = [link.url for link in page_links(html, "https://gazette.example/")]
    assert links == [good]
    feed = (
        '<?xml version="1.0"?><rss version="2.0"><channel><title>G</title>'
        f"<item><title>a</title><link>{bad}</link></item>"
        f"<item><title>b</title><link>{good}</link></item></channel></rss>"
    ).encode()
    assert [link.url for link in parse_feed(feed, "https://gazette.example/")] == [good]
    sitemap = (
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
        f"<url><loc>{bad}</loc></url><url><loc>{good}</loc></url></urlset>"
    ).encode()
    assert [link.url for link in parse_sitemap(sitemap, "https://gazette.example/")] == [good]
    assert not looks_like_article(bad)
    assert not looks_like_section(bad)
    assert not Source(name="g", url="https://gazette.example/").in_scope(bad)


def _pages() -> list[dict[str, Any]]:
    """Two good pages around five whose canonical, og:url or own URL urllib refuses."""

    def html(n: int, head: str = "") -> str:
        page = page_html(
            f"Harbour report {n}",
            [f"Paragraph {i} of report {n}: the harbour board met on Tuesday." for i in range(4)],
            published="2024-05-01T08:00:00Z",
        )
        return page.replace("</head>", head + "</head>", 1)

    return [
        {"id": "good-1", "url": "https://gazette.example/1", "html": html(1)},
        {
            "id": "bad-canonical",
            "url": "https://gazette.example/2",
            "html": html(2, '<link rel="canonical" href="http://[bad">'),
        },
        {
            "id": "bad-og",
            "url": "https://gazette.example/3",
            "html": html(3, '<meta property="og:url" content="http://[::1x]/3">'),
        },
        {
            "id": "bad-own-url",
            "url": "http://[::1/4",
            "html": html(4, '<link rel="canonical" href="/4">'),
        },
        {
            "id": "nfkc-own-url",
            "url": "http://gazette.example\uff03/5",
            "html": html(5, '<link rel="canonical" href="https://gazette.example/5">'),
        },
        {
            "id": "bad-port",
            "url": "https://gazette.example:99999/6",
            "html": html(6, '<meta property="og:url" content="http://]6">'),
        },
        {"id": "good-7", "url": "https://gazette.example/7", "html": html(7)},
    ]


def test_extract_writes_every_page_when_some_urls_are_refused(tmp_path: Path) -> None:
    pages = write_jsonl(tmp_path / "pages.jsonl", _pages())
    out = tmp_path / "articles.jsonl"
    result = runner.invoke(app, ["extract", "--in", str(pages), "--out", str(out), "--strict"])
    assert result.exit_code == 0, result.output
    by_id = {r["id"]: r for r in read_jsonl(out)}
    assert list(by_id) == [p["id"] for p in _pages()]
    assert not any("error" in r for r in by_id.values())
    assert by_id["good-1"]["canonical_url"] == "https://gazette.example/1"
    assert by_id["bad-canonical"]["canonical_url"] == "https://gazette.example/2"
    assert by_id["bad-og"]["canonical_url"] == "https://gazette.example/3"
    assert by_id["bad-own-url"]["canonical_url"] == "http://[::1/4"
    assert by_id["nfkc-own-url"]["canonical_url"] == "https://gazette.example/5"
    assert by_id["bad-port"]["canonical_url"] == "https://gazette.example:99999/6"
    assert by_id["bad-canonical"]["headline"] == "Harbour report 2"


def test_ingest_stores_every_page_when_some_urls_are_refused(tmp_path: Path) -> None:
    pages = write_jsonl(tmp_path / "pages.jsonl", _pages())
    db = f"sqlite:///{tmp_path / 'n.db'}"
    result = runner.invoke(app, ["ingest", str(pages), "--db", db])
    assert result.exit_code == 0, result.output
    with open_store(db) as store:
        assert store.failures_by_kind() == {}
        counts = store.counts()
    assert counts["articles"] == len(_pages())
    again = runner.invoke(app, ["ingest", str(pages), "--db", db])
    assert again.exit_code == 0, again.output


def test_an_unexpected_error_is_that_pages_failure_and_is_logged(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A bug met on one page fails that page (kind ``internal_error``), with its
    traceback logged, where it used to end the run."""
    real = stages.article_from_content

    def buggy(page: Page, *args: Any, **kwargs: Any) -> Article:
        if page.url.endswith("/2"):
            raise KeyError("missing")
        return real(page, *args, **kwargs)

    monkeypatch.setattr(stages, "article_from_content", buggy)
    made = [
        Page(url=f"https://gazette.example/{n}", body=p["html"].encode())
        for n, p in enumerate(_pages()[:3], start=1)
    ]
    with caplog.at_level(logging.ERROR, logger="newsfold.engine.stages"):
        results = [extract_page(page) for page in made]
    assert isinstance(results[0], Article)
    assert isinstance(results[2], Article)
    failed = results[1]
    assert isinstance(failed, ExtractFailure)
    assert failed.kind == stages.INTERNAL_ERROR == "internal_error"
    assert failed.message == "KeyError: 'missing'"
    (record,) = caplog.records
    assert record.exc_info is not None
    assert record.exc_info[0] is KeyError


#: Prose enough for a teaser's span on a listing page.
_PROSE = (
    "<p>The council met on Tuesday to discuss the new pier, the ferry timetable and "
    "the budget for dredging the channel this year, and residents asked questions.</p>"
) * 3


def _listing(canonical: str, teaser_href: str) -> bytes:
    """A section front: no date of its own, two dated teasers under linked headings
    (so the dates' listing check reads its canonical link and the teasers' hrefs)."""
    return f"""<html><head><title>Local news</title>
<link rel="canonical" href="{canonical}"></head><body><h1>Local news</h1>
<h2><a href="{teaser_href}">Council approves the new harbour pier plan</a></h2>
<p>March 3, 2026</p>{_PROSE}
<h2><a href="/b">Ferry timetable changes for the summer season</a></h2>
<p>March 5, 2026</p>{_PROSE}</body></html>""".encode()


@pytest.mark.parametrize(
    ("canonical", "href"),
    [
        ("https://gazette.example/local", "/a"),
        ("https://gazette.example/local", "http://[bad"),
        ("http://[bad", "/a"),
        ("https://gazette.example/local", "http://[::1x]/a"),
        ("https://gazette.example/local", "http://a.example\uff03b/y"),
    ],
)
def test_a_listing_page_with_a_refused_link_is_still_read(canonical: str, href: str) -> None:
    """dates/undated.py reads the canonical link and teaser hrefs through the URL
    helpers: one ``http://[bad`` link made the page an ``internal_error`` (ValueError:
    Invalid IPv6 URL) and lost its article. Its listing verdict is the good page's."""
    url = "https://gazette.example/local"
    result = extract_page(Page(url=url, body=_listing(canonical, href)))
    assert isinstance(result, Article), getattr(result, "message", result)
    good = extract_page(Page(url=url, body=_listing("https://gazette.example/local", "/a")))
    assert isinstance(good, Article)
    assert good.published_at is None  # the check was reached: teasers' dates are not its own
    assert result.published_at == good.published_at


#: urllib's parsers called outside ``newsfold/urls.py``, each on a string that cannot be
#: refused (so a ``ValueError`` cannot escape), with why; (calls in the file, why).
_URLLIB_SAFE: dict[str, tuple[int, str]] = {
    "web/auth.py": (1, "safe_next splits only a path ('/' first, no '//', no '\\'): no netloc"),
    "web/app.py": (1, "web_url catches urllib's ValueError itself (None: shown as text)"),
    "sim/site.py": (1, "the simulated web's lookup of URLs its own pages link to"),
    "sim/server.py": (
        2,
        "the simulated web's server: a request target it is sent; an error "
        "there fails that request (socketserver.handle_error), no run",
    ),
    "crawl/sources.py": (2, "a source's url, refused at load unless split_url accepts it"),
    "crawl/handling.py": (2, "seeds: a source's url, checked at load (crawl/sources.py)"),
    "crawl/frontier.py": (1, "move(): a redirect target new_url canonicalised and split"),
    "crawl/robots.py": (2, "frontier URLs, each split by new_url before it was queued"),
    "crawl/crawler.py": (1, "robots_url() of a frontier URL: scheme and netloc it split"),
    "archive.py": (1, "the WARC writer's request record of a fetched frontier URL"),
}


def _urllib_calls(path: Path) -> int:
    """Calls of urlsplit/urljoin/urlparse (bare or ``parse.x``) in one source file."""
    import ast

    names = {"urlsplit", "urljoin", "urlparse"}
    count = 0
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            count += name in names
        elif isinstance(node, ast.ImportFrom) and node.module == "urllib.parse":
            # an alias (``urlsplit as split``) would hide its calls from the count
            assert all(a.asname is None for a in node.names if a.name in names), path
    return count


def test_urllib_parsers_read_page_input_only_through_the_url_helpers() -> None:
    """Every other reader of a URL (a page's href, canonical, a feed's link, a header)
    goes through urls.split_url/join_url, which turn urllib's ValueError into 'no
    URL'; a direct call on page input makes one malformed link fail its page. A new
    call fails here until it uses the helpers or is listed with why it is safe."""
    import newsfold

    root = Path(newsfold.__file__).parent
    found = {
        str(path.relative_to(root)): n
        for path in sorted(root.rglob("*.py"))
        if path.name != "urls.py" or path.parent != root
        if (n := _urllib_calls(path))
    }
    assert found == {path: n for path, (n, _) in _URLLIB_SAFE.items()}
