"""Coverage-guided fuzzing (atheris, libFuzzer) of what reads strangers' bytes.

Run it directly; the first byte picks the target, the rest is its input::

    python tests/fuzz/fuzz_newsfold.py -runs=200000 -max_len=8192 corpus/

Targets and what counts as a bug (anything else raising is one, and so is a
broken property):

0. URL canonicalisation: never raises; the canonical form is a fixed point.
1. Date parsing: only :class:`~newsfold.errors.DateError`; parsed instants are aware.
2. JSON-LD blocks: never raise; objects found are dicts.
3. The JSONL page reader: never raises; each line is a page or a bad record.
4. Extraction: only :class:`~newsfold.errors.PageError`; text out is clean.

``tests/fuzz/test_fuzz_smoke.py`` runs a short campaign in CI;
docs/reliability.md gives the longer run's figures.
"""

from __future__ import annotations

import io
import sys

import atheris

with atheris.instrument_imports():
    from lxml import etree

    from newsfold.dates import DateError, find_dates, parse_date
    from newsfold.errors import PageError
    from newsfold.extract import extract_article
    from newsfold.extract.jsonld import iter_jsonld_objects, load_jsonld
    from newsfold.hygiene import has_unsafe
    from newsfold.inputs import page_from_record, read_jsonl
    from newsfold.models import BadRecord, Page
    from newsfold.urls import canonicalize

TARGETS = 5


def _urls(text: str) -> None:
    once = canonicalize(text)
    if canonicalize(once) != once:
        raise AssertionError(f"canonicalize is not idempotent on {text!r}: {once!r}")


def _dates(text: str) -> None:
    try:
        parsed = parse_date(text)
    except DateError:
        pass
    else:
        if parsed.instant.tzinfo is None:
            raise AssertionError(f"naive instant from {text!r}")
    for _, _, found in find_dates(text):
        if found.instant.tzinfo is None:
            raise AssertionError(f"naive instant from {text!r}")


def _jsonld(text: str) -> None:
    load_jsonld(text)
    page = f"<html><head><script type='application/ld+json'>{text}</script></head></html>"
    tree = etree.fromstring(page.replace("\x00", ""), etree.HTMLParser())
    if tree is not None:
        for obj in iter_jsonld_objects(tree):
            if not isinstance(obj, dict):
                raise AssertionError(f"JSON-LD object {obj!r} is not a dict")


def _jsonl(data: bytes) -> None:
    for _, item in read_jsonl(io.BytesIO(data), "fuzz", max_line_bytes=4096):
        if isinstance(item, BadRecord):
            continue
        page = page_from_record(item, "fuzz:1", max_page_bytes=4096)
        if isinstance(page, Page) and has_unsafe(page.url):
            raise AssertionError(f"unsafe URL accepted: {page.url!r}")


def _extract(data: bytes) -> None:
    try:
        article = extract_article(Page(url="https://example.org/a", body=data))
    except PageError:
        return
    for text in [article.headline or "", *article.paragraphs, *article.authors]:
        if has_unsafe(text):
            raise AssertionError(f"unclean text extracted: {text!r}")


def one_input(data: bytes) -> None:
    """One fuzz case: the first byte picks the target."""
    if not data:
        return
    target, rest = data[0] % TARGETS, data[1:]
    text = rest.decode("utf-8", "replace")
    if target == 0:
        _urls(text)
    elif target == 1:
        _dates(text)
    elif target == 2:
        _jsonld(text)
    elif target == 3:
        _jsonl(rest)
    else:
        _extract(rest)


def main() -> None:
    """libFuzzer's command line (``-runs``, ``-max_total_time``, corpus folders)."""
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
