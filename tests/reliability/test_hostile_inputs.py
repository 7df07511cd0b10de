"""Hostile input records and pages: each is reported as its own bad record or failure,
and every good page beside it is stored and folded (issue 14, defects 1, 4, 5, 6, 7, 10)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from newsfold.config import Settings
from newsfold.inputs import BadRecord, iter_input_pages, iter_jsonl
from newsfold.models import Page
from newsfold.pipeline import ingest
from newsfold.store import open_store
from newsfold.store import schema as t
from tests.foundation.helpers import page_html, write_jsonl


def _good(n: int) -> dict[str, Any]:
    paragraphs = [
        f"Report number {n} describes the harbour works in plain words, sentence one of two.",
        f"The council said on day {n} that the second phase opens next spring, as planned.",
    ]
    html = page_html(
        f"Harbour works report {n}", paragraphs, published=f"2024-03-0{n % 9 + 1}T10:00:00Z"
    )
    return {"id": f"good-{n}", "url": f"https://example.org/news/{n}", "html": html}


def _stored_ids(url: str) -> set[str]:
    with open_store(url) as store, store.engine.connect() as conn:
        return set(conn.execute(select(t.pages.c.id)).scalars())


def test_nul_in_jsonld_headline_does_not_poison_the_batch(db_url: str, tmp_path: Path) -> None:
    """Defect 1: a JSON-LD headline with \\u0000 failed every PostgreSQL ingest, with its batch."""
    poisoned = _good(99)
    poisoned["id"] = "nul-headline"
    poisoned["html"] = poisoned["html"].replace(
        '"headline": "Harbour works report 99"', '"headline": "Harbour\\u0000 works report 99"'
    )
    assert "\\u0000" in poisoned["html"]
    records = [_good(1), poisoned, _good(2)]
    path = write_jsonl(tmp_path / "pages.jsonl", records)
    with open_store(db_url) as store:
        summary = ingest(store, [path], Settings())
        assert summary.articles == 3
        rows = {a.id: a for a, _ in store.iter_export_rows()}
    assert set(rows) == {"good-1", "good-2", "nul-headline"}
    headline = rows["nul-headline"].headline or ""
    assert "\x00" not in headline
    assert headline == "Harbour works report 99"


@pytest.mark.parametrize(
    ("field", "value"),
    [("id", "bad\u0000id"), ("url", "https://example.org/a\u0000b")],
)
def test_nul_in_id_or_url_is_a_bad_record(
    db_url: str, tmp_path: Path, field: str, value: str
) -> None:
    """Defect 1: a NUL in ``id`` or ``url`` gave a traceback."""
    bad = _good(5)
    bad[field] = value
    path = write_jsonl(tmp_path / "pages.jsonl", [_good(1), bad, _good(2)])
    with open_store(db_url) as store:
        summary = ingest(store, [path], Settings())
    assert summary.failed["bad_record"] == 1
    assert summary.articles == 2
    assert _stored_ids(db_url) == {"good-1", "good-2"}


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("fetched_at", 1700000000),
        ("status", "abc"),
        ("status", True),
        ("url", "https://example.org/\ud800"),
        ("source", {"x": 1}),
        ("headers", {"Content-Type": ["text/html"]}),
        ("html", 12),
        ("id", ["a"]),
    ],
)
def test_wrong_typed_field_is_a_bad_record_and_the_run_goes_on(
    tmp_path: Path, field: str, value: object
) -> None:
    """Defect 5: a wrong-typed field ended the run with a traceback and no later records."""
    bad = _good(7)
    bad[field] = value
    path = tmp_path / "pages.jsonl"
    # a lone surrogate cannot go through json.dumps(ensure_ascii=False) + utf-8: escape it
    lines = [json.dumps(r) for r in (_good(1), bad, _good(2))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    items = list(iter_input_pages([path]))
    assert [type(i) for i in items] == [Page, BadRecord, Page]
    bad_item = items[1]
    assert isinstance(bad_item, BadRecord)
    assert bad_item.kind == "bad_record"
    assert field in bad_item.message
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        summary = ingest(store, [path], Settings())
    assert summary.articles == 2
    assert summary.failed == {"bad_record": 1}


def test_one_invalid_utf8_byte_rejects_one_line_not_the_file(tmp_path: Path) -> None:
    """Defect 6: one invalid UTF-8 byte made ingest store 0 of 6 good pages."""
    lines = [json.dumps(_good(n)).encode() for n in range(6)]
    lines.insert(3, b'{"id": "latin1", "url": "https://example.org/x", "html": "caf\xe9"}')
    path = tmp_path / "pages.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    read = list(iter_jsonl(path))
    assert [n for n, _ in read] == [1, 2, 3, 4, 5, 6, 7]
    bad = read[3][1]
    assert isinstance(bad, BadRecord)
    assert bad.kind == "bad_encoding"
    assert bad.id == "pages.jsonl:4"
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        summary = ingest(store, [path], Settings())
    assert summary.pages_new == 6
    assert summary.articles == 6
    assert summary.failed == {"bad_encoding": 1}


def test_gzip_bomb_html_is_refused_within_the_page_limit(tmp_path: Path) -> None:
    """Defect 4: a small .html.gz inflating to gigabytes was decompressed without a bound."""
    folder = tmp_path / "pages"
    folder.mkdir()
    limit = 64 * 1024
    (folder / "bomb.html.gz").write_bytes(gzip.compress(b"<p>" + b"a" * (limit * 40) + b"</p>"))
    (folder / "fine.html.gz").write_bytes(gzip.compress(_good(1)["html"].encode()))
    items = list(iter_input_pages([folder], max_page_bytes=limit))
    kinds = sorted(i.kind if isinstance(i, BadRecord) else "page" for i in items)
    assert kinds == ["page", "too_large"]
    bad = next(i for i in items if isinstance(i, BadRecord))
    assert "inflates past" in bad.message
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        summary = ingest(store, [folder], Settings(max_page_bytes=limit))
    assert summary.failed == {"too_large": 1}
    assert summary.articles == 1


def test_damaged_and_truncated_html_gz_are_unreadable_records(tmp_path: Path) -> None:
    """A .html.gz with a damaged deflate block, one cut short and one that is no gzip at
    all are each an ``unreadable`` bad record; the good page beside them is ingested."""
    folder = tmp_path / "pages"
    folder.mkdir()
    packed = gzip.compress(_good(2)["html"].encode() * 20)
    damaged = bytearray(packed)
    damaged[30:60] = b"\xff" * 30  # inside the first deflate block, after the header
    (folder / "damaged.html.gz").write_bytes(bytes(damaged))
    (folder / "cut.html.gz").write_bytes(packed[: len(packed) // 2])
    (folder / "plain.html.gz").write_bytes(_good(3)["html"].encode())
    (folder / "fine.html.gz").write_bytes(gzip.compress(_good(1)["html"].encode()))
    items = list(iter_input_pages([folder]))
    bad = {i.id: i.kind for i in items if isinstance(i, BadRecord)}
    assert bad == dict.fromkeys(("cut.html.gz", "damaged.html.gz", "plain.html.gz"), "unreadable")
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        summary = ingest(store, [folder], Settings())
    assert summary.failed == {"unreadable": 3}
    assert summary.articles == 1


def test_oversized_jsonl_page_is_refused_before_storing(tmp_path: Path) -> None:
    """Bounds: a page over max_page_bytes is counted too_large and never stored."""
    limit = 32 * 1024
    big = _good(3)
    big["id"] = "big"
    big["html"] = big["html"].replace("</article>", "<p>" + "word " * limit + "</p></article>")
    path = write_jsonl(tmp_path / "pages.jsonl", [_good(1), big, _good(2)])
    url = f"sqlite:///{tmp_path / 's.db'}"
    with open_store(url) as store:
        summary = ingest(store, [path], Settings(max_page_bytes=limit))
    assert summary.failed == {"too_large": 1}
    assert _stored_ids(url) == {"good-1", "good-2"}


def test_same_id_with_other_content_is_reported(tmp_path: Path, caplog: Any) -> None:
    """Defect 10: a second page with the same id but other content was dropped silently."""
    first = _good(1)
    again = dict(first)  # the same record again: not a conflict
    other = _good(2)
    other["id"] = "good-1"  # same id, other URL and bytes
    path = write_jsonl(tmp_path / "pages.jsonl", [first, again, other])
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        summary = ingest(store, [path], Settings())
        rerun = ingest(store, [path], Settings())
    assert summary.pages_new == 1
    assert summary.failed == {"duplicate_id": 1}
    assert "good-1 is already stored with other content" in caplog.text
    assert rerun.pages_new == 0
    assert rerun.failed == {"duplicate_id": 1}


def test_control_characters_never_reach_the_store(tmp_path: Path) -> None:
    """Defect 7: ESC sequences, C0/C1 controls and bidi overrides reached store and exports."""
    record = _good(4)
    dirty = "Harbour \x1b[31mworks\x1b[0m re\u202eport\x07 4\x85"
    record["html"] = record["html"].replace(
        '"headline": "Harbour works report 4"', '"headline": ' + json.dumps(dirty)
    )
    path = write_jsonl(tmp_path / "pages.jsonl", [record])
    with open_store(f"sqlite:///{tmp_path / 's.db'}") as store:
        ingest(store, [path], Settings())
        article = next(a for a, _ in store.iter_export_rows())
    assert article.headline == "Harbour works report 4"


def test_a_value_the_store_refuses_fails_only_its_page(
    fresh_pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Poison pages: one article PostgreSQL refuses (NaN in a JSON column) fails alone;
    the rest of its batch is folded, and a rerun has nothing left to retry."""
    import newsfold.engine.stages as stages

    real = stages.article_from_content

    def extract(page: Page, content: Any, **kwargs: Any) -> Any:
        article = real(page, content, **kwargs)
        if page.id == "good-3":
            article.quality["score"] = float("nan")  # PostgreSQL's json refuses NaN
        return article

    monkeypatch.setattr(stages, "article_from_content", extract)
    path = write_jsonl(tmp_path / "pages.jsonl", [_good(n) for n in range(6)])
    with open_store(fresh_pg_url) as store:
        summary = ingest(store, [path], Settings())
        assert summary.failed == {"store_error": 1}
        assert summary.articles == 5
        counts = store.counts()
        assert counts["pages_failed"] == 1
        assert counts["pages_done"] == 5
        assert "pages_pending" not in counts
        assert store.failures_by_kind() == {"store_error": 1}


def test_reading_a_chunk_at_a_time_gives_what_one_read_gives(tmp_path: Path) -> None:
    """``read_up_to`` (chunks of a MiB) returns the bytes of one ``read(limit)``, and a
    damaged, cut or foreign stream fails it with the same error, for plain and gzip
    files on either side of the chunk size and of the limit."""
    from random import Random

    from newsfold.compression import open_gzip
    from newsfold.inputs import _READ_CHUNK, read_up_to

    rng = Random(15)
    chunk = _READ_CHUNK
    sizes = [0, 1, 100, chunk - 1, chunk, chunk + 1, 2 * chunk + 5]
    files = []
    for size in sizes:
        data = bytes(rng.getrandbits(8) for _ in range(min(size, 4096))) * (size // 4096 + 1)
        data = data[:size]
        for name, raw in (("p.html", data), ("p.html.gz", gzip.compress(data))):
            path = tmp_path / f"{size}-{name}"
            path.write_bytes(raw)
            files.append(path)
    packed = gzip.compress(b"<p>page</p>" * 200_000)
    for name, raw in (("cut", packed[: len(packed) // 2]), ("plain", b"<html>no gzip</html>")):
        path = tmp_path / f"{name}.html.gz"
        path.write_bytes(raw)
        files.append(path)

    def outcome(path: Path, limit: int, chunked: bool) -> object:
        opened = open_gzip(path) if path.suffix == ".gz" else path.open("rb")
        try:
            with opened as handle:
                return read_up_to(handle, limit) if chunked else handle.read(limit)
        except (OSError, EOFError) as exc:
            return (type(exc), str(exc))

    for path in files:
        for limit in (1, 50, chunk, chunk + 1, 3 * chunk, 20 * chunk):
            assert outcome(path, limit, True) == outcome(path, limit, False), (path, limit)
