"""WARC archive of a crawl (rotation, request/response/metadata), reading other tools' WARCs,
and re-extraction of one publisher's archived pages."""

from __future__ import annotations

import gzip
import io
from collections import Counter
from pathlib import Path

import pytest
from sqlalchemy import select, update
from typer.testing import CliRunner
from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.errors import EmptyPageError
from newsfold.pipeline import ingest
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from tests.crawl.crawl_harness import crawl, write_sources
from tests.crawl.crawl_site import Site, article_html, build_news_site


def test_every_exchange_is_archived_in_rotating_warcs(
    site: Site, store: Store, tmp_path: Path
) -> None:
    paths = build_news_site(site, n_feed=4, n_sitemap=0)
    crawl(write_sources(tmp_path, site.base, warc_max_bytes=4096), store)

    files = sorted((tmp_path / "warc").glob("*.warc.gz"))
    assert len(files) >= 2  # rotated
    kinds: Counter[str] = Counter()
    metadata: dict[str, str] = {}
    for file in files:
        with file.open("rb") as handle:
            for record in ArchiveIterator(handle):
                kinds[record.rec_type] += 1
                url = record.rec_headers.get_header("WARC-Target-URI")
                if record.rec_type == "metadata" and url.endswith(paths[0]):
                    metadata = dict(
                        line.split(": ", 1)
                        for line in record.content_stream().read().decode().splitlines()
                    )
    assert kinds["warcinfo"] == len(files)
    # robots.txt (404 here), feed, home and four articles: a request and a response each.
    assert kinds["response"] == kinds["request"] == 7
    assert kinds["metadata"] == 7
    assert metadata["canonical-url"] == f"{site.base}{paths[0]}"
    assert metadata["fetch-time"].endswith("Z")
    assert metadata["source"] == "Test Daily"

    with store.engine.connect() as conn:
        rows = list(
            conn.execute(
                select(
                    t.pages.c.id, t.pages.c.url, t.page_bodies.c.body, t.pages.c.warc_path
                ).select_from(t.pages.outerjoin(t.page_bodies))
            )
        )
    assert len(rows) == 4
    for page_id, url, body, warc_path in rows:
        assert body is None  # the store keeps a pointer, not a second copy
        assert Path(warc_path) in [f.resolve() for f in files]
        page = store.load_page(page_id)
        assert page.body == site.routes[url.removeprefix(site.base)]({}).body

    # Our own archive is an input like any other WARC: its articles, not its feeds,
    # home page or robots.txt.
    with open_store(f"sqlite:///{tmp_path / 'again.db'}") as again:
        summary = ingest(again, files, Settings())
        with again.engine.connect() as conn:
            headlines = set(conn.execute(select(t.articles.c.headline)).scalars())
    assert headlines == {f"Feed story {i}" for i in range(4)}
    assert (summary.pages_new, dict(summary.failed)) == (4, {})


def _cc_news_warc(path: Path) -> None:
    """A WARC as CC-NEWS writes them: warcinfo, then only response records."""
    with path.open("wb") as handle:
        writer = WARCWriter(handle, gzip=True)
        writer.write_record(writer.create_warcinfo_record(path.name, {"software": "other-tool"}))

        def response(
            url: str, body: bytes, headers: list[tuple[str, str]], status: str = "200 OK"
        ) -> None:
            http = StatusAndHeaders(status, headers, protocol="HTTP/1.1")
            writer.write_record(
                writer.create_warc_record(
                    url, "response", payload=io.BytesIO(body), http_headers=http
                )
            )

        one = article_html("cc-one", "CC story one", "2024-05-01T00:00:00Z")
        two = article_html("cc-two", "CC story two", "2024-05-02T00:00:00Z")
        response(
            "https://cc.example/a/one-story", one, [("Content-Type", "text/html; charset=utf-8")]
        )
        response(
            "https://cc.example/a/two-story",
            gzip.compress(two),
            [("Content-Type", "text/html"), ("Content-Encoding", "gzip")],
        )
        response("https://cc.example/logo.png", b"\x89PNG....", [("Content-Type", "image/png")])
        response(
            "https://cc.example/missing", b"gone", [("Content-Type", "text/html")], "404 Not Found"
        )


def test_ingest_reads_a_response_only_warc_written_by_warcio(tmp_path: Path, store: Store) -> None:
    warc = tmp_path / "CC-NEWS-20240501000000-00001.warc.gz"
    _cc_news_warc(warc)
    summary = ingest(store, [warc], Settings())
    assert summary.pages_new == 2
    assert summary.articles == 2
    with store.engine.connect() as conn:
        headlines = set(conn.execute(select(t.articles.c.headline)).scalars())
    assert headlines == {"CC story one", "CC story two"}


def test_reextract_reruns_a_publishers_archived_pages(
    site: Site, store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    build_news_site(site, n_feed=3, n_sitemap=0)
    import newsfold.engine.stages
    import newsfold.pipeline

    real = newsfold.engine.stages.extract_content

    def broken(*_args: object, **_kwargs: object) -> object:
        raise EmptyPageError("the template changed and the extractor found nothing")

    monkeypatch.setattr(newsfold.engine.stages, "extract_content", broken)
    summary = crawl(write_sources(tmp_path, site.base), store)
    assert summary.extraction.failed == {"empty": 3}
    monkeypatch.setattr(newsfold.engine.stages, "extract_content", real)
    # One article was extracted before the template changed: it is re-extracted in place.
    with store.engine.begin() as conn:
        first = conn.execute(select(t.pages.c.id).order_by(t.pages.c.id)).scalars().first()
        conn.execute(update(t.pages).where(t.pages.c.id == first).values(state="pending"))
    newsfold.pipeline.process_pending(store, Settings())
    with store.engine.begin() as conn:
        conn.execute(update(t.articles).values(headline="stale headline"))
    site.hits.clear()

    result = CliRunner().invoke(
        app, ["reextract", "--publisher", "Test Daily", "--db", str(store.engine.url)]
    )

    assert result.exit_code == 0, result.output
    assert site.hits == []  # from the archive, not the network
    with store.engine.connect() as conn:
        rows = list(conn.execute(select(t.articles.c.headline, t.articles.c.publisher)))
    assert sorted(h for h, _ in rows) == ["Feed story 0", "Feed story 1", "Feed story 2"]
    assert {p for _, p in rows} == {"Test Daily"}
    assert "articles rewritten" in result.output


def test_a_warc_cut_short_by_a_killed_writer_still_gives_its_earlier_pages(
    tmp_path: Path,
) -> None:
    from newsfold.archive import WarcWriter, iter_warc_pages

    path = tmp_path / "cut.warc.gz"
    with WarcWriter(path) as writer:
        for i in range(3):
            writer.write_response(f"http://a.example/{i}", article_html(str(i), str(i), "2024"))
    data = path.read_bytes()
    for cut in (30, 200, 600, 1100):  # inside the body, the payload, the headers
        path.write_bytes(data[:-cut])
        pages = list(iter_warc_pages(path))
        assert [p.url for p in pages] == ["http://a.example/0", "http://a.example/1"], cut
        assert pages[1].body == article_html("1", "1", "2024")
