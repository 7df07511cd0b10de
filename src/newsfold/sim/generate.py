"""Stream the simulated web as pages plus ground truth, and write it to disk.

:func:`iter_pages` yields :class:`SimPage` values story by story, each story
planned from ``(seed, index)`` alone, so memory stays constant from a few
pages to millions and the same seed always gives the same bytes. The stream
stops after exactly ``articles`` pages (the last story may be cut short).

:func:`generate` writes a folder::

    pages-00000.jsonl[.gz]   page records in the input format of newsfold.inputs
    truth.jsonl[.gz]         one ground-truth record per page, same order
    pages-00000.warc.gz      (with warc=True) the same pages as WARC responses
    manifest.json            seed, counts, files

Ground-truth record fields: ``page_id``, ``url`` (as fetched), ``story_id``,
``relation`` (original, copy, revision, follow-up, unrelated),
``canonical_url``, ``headline``, ``paragraphs``, ``published_at`` and
``modified_at`` (UTC, ``Z``), ``parent_story_id`` (follow-ups),
``near_story_id`` (look-alikes: the story they resemble but are not),
``shared`` (paragraphs unrelated stories share: ``background``, ``borrowed``
(an odd sentence of another story) or ``boilerplate``, by index),
``outlet``, ``publisher``, ``language``, ``encoding``, ``version``, ``variant``,
``authors`` (the people the page credits, however it writes them), ``credits``
(non-person credits such as "Staff" or "本报编辑部"), ``jsonld_broken`` (the page's
JSON-LD block is damaged the way hand-edited templates damage it) and ``entities``: the
headline and paragraphs the sim wrote from its own templates, whose people, places and
organisations are all known (``field``, ``paragraph``, ``family``, ``mentions`` with
code-point offsets into that part, ``ignored`` spans; see :mod:`newsfold.sim.entities`).

``workers > 1`` renders chunks of stories in subprocesses; output is identical.
"""

from __future__ import annotations

import base64
import gzip
import json
import logging
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import IO, Any, NamedTuple

from newsfold.archive import WarcWriter
from newsfold.models import Page, iso_utc, page_id_for
from newsfold.sim.entities import article_truth
from newsfold.sim.render import RenderedPage, render
from newsfold.sim.stories import SimArticle, plan_story
from newsfold.sim.template_change import TemplateChange, render_changed

__all__ = [
    "GenerateSummary",
    "SimPage",
    "generate",
    "iter_articles",
    "iter_pages",
    "make_page",
]

log = logging.getLogger(__name__)

_CHUNK_STORIES = 200


@dataclass(frozen=True, slots=True)
class SimPage:
    """A rendered page of the simulated web with its ground truth."""

    article: SimArticle
    rendered: RenderedPage
    page_id: str
    #: Served in a changed template (see :mod:`newsfold.sim.template_change`).
    changed: bool = False

    @property
    def url(self) -> str:
        """The URL the page was fetched at (canonical or a variant)."""
        return self.article.fetch_url

    def page_record(self) -> dict[str, Any]:
        """The page as a JSONL input record (``html`` for UTF-8, else ``html_b64``)."""
        art = self.article
        record: dict[str, Any] = {"id": self.page_id, "url": art.fetch_url}
        if self.rendered.encoding == "utf-8":
            record["html"] = self.rendered.body.decode("utf-8")
        else:
            record["html_b64"] = base64.b64encode(self.rendered.body).decode("ascii")
        record["headers"] = self.rendered.headers
        record["fetched_at"] = iso_utc(art.fetched)
        record["source"] = art.outlet.key
        return record

    def to_page(self) -> Page:
        """The page as a :class:`newsfold.models.Page`, as a crawler would have fetched it."""
        art = self.article
        return Page(
            url=art.fetch_url,
            body=self.rendered.body,
            fetched_at=art.fetched,
            id=self.page_id,
            headers=dict(self.rendered.headers),
            source=art.outlet.key,
        )

    def truth_record(self) -> dict[str, Any]:
        """What the page truly is (see the module docstring for the fields)."""
        art = self.article
        return {
            "page_id": self.page_id,
            "url": art.fetch_url,
            "story_id": art.story_id,
            "relation": art.relation,
            "canonical_url": art.canonical_url,
            "headline": art.headline,
            "paragraphs": list(art.paragraphs),
            "published_at": iso_utc(art.published),
            "modified_at": iso_utc(art.modified),
            "parent_story_id": art.parent_story_id,
            "near_story_id": art.near_story_id,
            "shared": [{"paragraph": i, "kind": kind} for i, kind in art.shared],
            "outlet": art.outlet.key,
            "publisher": art.outlet.name,
            "language": art.outlet.lang,
            "encoding": self.rendered.encoding,
            "version": art.version,
            "variant": art.variant,
            "authors": list(self.rendered.authors),
            "credits": list(self.rendered.credits),
            "jsonld_broken": self.rendered.jsonld_broken,
            "entities": [part.to_record() for part in article_truth(art)],
            **({"template": "changed"} if self.changed else {}),
        }


def _check_args(articles: int | None, seed: int) -> None:
    if articles is not None and articles < 0:
        raise ValueError(f"articles must be >= 0, got {articles}")
    if seed < 0:
        raise ValueError(f"seed must be >= 0, got {seed}")


def iter_articles(
    seed: int = 0, articles: int | None = None, *, story_stride: int = 1
) -> Iterator[SimArticle]:
    """The first ``articles`` pages' content (all of them, endlessly, when None).

    ``story_stride`` N keeps every Nth story (0, N, 2N...): the same web, thinner,
    so a few pages span many days (stories are about 150 s apart).
    """
    _check_args(articles, seed)
    if story_stride < 1:
        raise ValueError(f"story_stride must be >= 1, got {story_stride}")
    emitted = 0
    index = 0
    while articles is None or emitted < articles:
        for art in plan_story(seed, index * story_stride):
            if articles is not None and emitted >= articles:
                return
            yield art
            emitted += 1
        index += 1


def make_page(art: SimArticle, template_change: TemplateChange | None = None) -> SimPage:
    """Render one article into a :class:`SimPage` (in the changed template when it applies)."""
    changed = template_change is not None and template_change.applies(art)
    rendered = render_changed(art) if changed else render(art)
    return SimPage(art, rendered, page_id_for(art.fetch_url, rendered.body), changed)


def iter_pages(
    seed: int = 0,
    articles: int | None = None,
    *,
    story_stride: int = 1,
    template_change: TemplateChange | None = None,
) -> Iterator[SimPage]:
    """Rendered pages with ground truth, streamed in story order."""
    for art in iter_articles(seed, articles, story_stride=story_stride):
        yield make_page(art, template_change)


@dataclass
class GenerateSummary:
    """What :func:`generate` wrote."""

    seed: int
    pages: int = 0
    stories: int = 0
    relations: dict[str, int] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready form (the manifest)."""
        return {
            "seed": self.seed,
            "pages": self.pages,
            "stories": self.stories,
            "relations": dict(sorted(self.relations.items())),
            "files": self.files,
        }


class _Row(NamedTuple):
    """One page, serialised in a worker: cheap to pickle, ready to write."""

    page_line: str
    truth_line: str
    url: str
    body: bytes
    headers: dict[str, str]
    fetched: datetime
    relation: str
    story_id: str


@dataclass(frozen=True, slots=True)
class _Shape:
    """How the stories are picked and rendered (passed to render workers)."""

    story_stride: int = 1
    template_change: TemplateChange | None = None


def _chunk_rows(
    seed: int, start: int, stop: int, keep_body: bool, shape: _Shape = _Shape()
) -> list[_Row]:
    """Plan and render stories ``start..stop`` (bodies kept only for WARC writing)."""
    out = []
    for index in range(start, stop):
        for art in plan_story(seed, index * shape.story_stride):
            page = make_page(art, shape.template_change)
            out.append(
                _Row(
                    json.dumps(page.page_record(), ensure_ascii=False),
                    json.dumps(page.truth_record(), ensure_ascii=False),
                    art.fetch_url,
                    page.rendered.body if keep_body else b"",
                    page.rendered.headers,
                    art.fetched,
                    art.relation,
                    art.story_id,
                )
            )
    return out


def _chunks_serial(seed: int, size: int, keep_body: bool, shape: _Shape) -> Iterator[list[_Row]]:
    start = 0
    while True:
        yield _chunk_rows(seed, start, start + size, keep_body, shape)
        start += size


def _chunks_parallel(
    seed: int, size: int, workers: int, keep_body: bool, shape: _Shape
) -> Iterator[list[_Row]]:
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending: deque[Future[list[_Row]]] = deque()
        start = 0
        try:
            while True:
                while len(pending) < workers * 2:
                    pending.append(
                        pool.submit(_chunk_rows, seed, start, start + size, keep_body, shape)
                    )
                    start += size
                yield pending.popleft().result()
        finally:
            for future in pending:
                future.cancel()


def _open(path: Path, compress: bool) -> IO[str]:
    if compress:
        return gzip.open(path, "wt", encoding="utf-8", compresslevel=1)
    return path.open("w", encoding="utf-8")


def _next_files(
    out_dir: Path,
    summary: GenerateSummary,
    suffix: str,
    compress: bool,
    warc: bool,
    pages_file: IO[str] | None,
    warc_file: WarcWriter | None,
    number: int,
) -> tuple[IO[str], WarcWriter | None]:
    """Close the current page (and WARC) file and open the next ones."""
    if pages_file is not None:
        pages_file.close()
    name = f"pages-{number:05d}{suffix}"
    new_pages = _open(out_dir / name, compress)
    summary.files.append(name)
    new_warc = None
    if warc:
        if warc_file is not None:
            warc_file.close()
        warc_name = f"pages-{number:05d}.warc.gz"
        new_warc = WarcWriter(out_dir / warc_name)
        summary.files.append(warc_name)
    return new_pages, new_warc


_OUTPUT_PATTERNS = ("pages-*.jsonl", "pages-*.jsonl.gz", "pages-*.warc.gz", "truth.jsonl*")


def _remove_previous_output(out_dir: Path) -> None:
    """Delete what an earlier run wrote here, so no stale page file is read with the new ones."""
    for pattern in _OUTPUT_PATTERNS:
        for old in out_dir.glob(pattern):
            log.info("removing previous output %s", old)
            old.unlink()
    (out_dir / "manifest.json").unlink(missing_ok=True)


def generate(
    out_dir: Path,
    articles: int,
    seed: int = 0,
    *,
    warc: bool = False,
    compress: bool = False,
    pages_per_file: int = 50_000,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
    story_stride: int = 1,
    template_change: TemplateChange | None = None,
) -> GenerateSummary:
    """Write ``articles`` pages, their ground truth and optionally WARC files to ``out_dir``.

    Files an earlier run left in ``out_dir`` (``pages-*``, ``truth.jsonl*``,
    ``manifest.json``) are removed first; nothing else there is touched.
    """
    _check_args(articles, seed)
    if pages_per_file < 1:
        raise ValueError("pages_per_file must be >= 1")
    if workers < 1:
        raise ValueError("workers must be >= 1")
    if story_stride < 1:
        raise ValueError("story_stride must be >= 1")
    shape = _Shape(story_stride, template_change)
    out_dir.mkdir(parents=True, exist_ok=True)
    _remove_previous_output(out_dir)
    suffix = ".jsonl.gz" if compress else ".jsonl"
    summary = GenerateSummary(seed)
    truth = _open(out_dir / f"truth{suffix}", compress)
    summary.files.append(f"truth{suffix}")
    pages_file: IO[str] | None = None
    warc_file: WarcWriter | None = None
    last_story = ""
    # Small runs render small chunks: a 10-page fixture should not render 600 pages.
    size = max(1, min(_CHUNK_STORIES, articles // (3 * workers) + 1))
    if workers == 1:
        chunks = _chunks_serial(seed, size, warc, shape)
    else:
        chunks = _chunks_parallel(seed, size, workers, warc, shape)
    try:
        for chunk in chunks:
            for row in chunk:
                if summary.pages >= articles:
                    break
                if summary.pages % pages_per_file == 0:
                    pages_file, warc_file = _next_files(
                        out_dir,
                        summary,
                        suffix,
                        compress,
                        warc,
                        pages_file,
                        warc_file,
                        summary.pages // pages_per_file,
                    )
                assert pages_file is not None
                pages_file.write(row.page_line + "\n")
                truth.write(row.truth_line + "\n")
                if warc_file is not None:
                    warc_file.write_response(
                        row.url, row.body, headers=row.headers, fetched_at=row.fetched
                    )
                summary.pages += 1
                summary.relations[row.relation] = summary.relations.get(row.relation, 0) + 1
                if row.story_id != last_story:
                    summary.stories += 1  # stories arrive one after another
                    last_story = row.story_id
            if progress is not None:
                progress(summary.pages)
            if summary.pages >= articles:
                break
    finally:
        truth.close()
        if pages_file is not None:
            pages_file.close()
        if warc_file is not None:
            warc_file.close()
        close = getattr(chunks, "close", None)
        if close is not None:
            close()
    (out_dir / "manifest.json").write_text(
        json.dumps(summary.as_dict(), indent=2) + "\n", encoding="utf-8"
    )
    return summary
