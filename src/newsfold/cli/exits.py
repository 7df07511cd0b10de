"""Exit statuses of the command line, and how a scheduled run earns a non-zero one.

A cron job or a pipeline step reads the exit status, not the summary table,
so ``ingest`` and ``crawl`` say with it when a run did not do its job:

====  =====================================================================
0     done (failed pages, if any, stayed under ``max_failed_share``)
1     a run error: the store failed, a page met a bug (``internal_error``, whatever
      the failed share), or ``extract --strict`` met a failed page
2     bad usage, configuration or input; a database that does not exist for a
      command that only reads; an ``--out`` that cannot be written
3     nothing could be processed: the input held no readable page, every page
      processed failed, or (crawl) no request got an answer
4     more than ``max_failed_share`` of the pages processed failed
====  =====================================================================

The README's "Exit statuses" section repeats this table (a test keeps them equal).

A page that met a bug (an unexpected exception, kind ``internal_error``) fails
alone and the run goes on, but it is no fault of the page: one such page is
enough for status 1 (:func:`bug_verdict`), so a regression that breaks one class
of pages cannot pass a scheduled run as a few failed pages. Only an input with
no readable page (3) comes first: it met no bug.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "EXIT_ERROR",
    "EXIT_NOTHING_PROCESSED",
    "EXIT_OK",
    "EXIT_TOO_MANY_FAILED",
    "EXIT_USAGE",
    "Verdict",
    "bug_verdict",
    "crawl_verdict",
    "ingest_verdict",
]

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_NOTHING_PROCESSED = 3
EXIT_TOO_MANY_FAILED = 4


@dataclass(frozen=True, slots=True)
class Verdict:
    """The exit status of a run and the line that explains a non-zero one."""

    code: int
    message: str = ""


def _share(failed: int, processed: int, max_share: float, what: str = "pages") -> Verdict:
    if processed and failed / processed > max_share:
        return Verdict(
            EXIT_TOO_MANY_FAILED,
            f"{failed} of {processed} {what} failed ({failed / processed:.0%}), "
            f"over max_failed_share {max_share:g}",
        )
    return Verdict(EXIT_OK)


def bug_verdict(bugs: int, where: str = "logged above (stderr)") -> Verdict:
    """Status 1 when ``bugs`` pages met a bug (``internal_error``), else 0; ``where``:
    where their tracebacks are."""
    if bugs <= 0:
        return Verdict(EXIT_OK)
    pages = "page" if bugs == 1 else "pages"
    return Verdict(
        EXIT_ERROR,
        f"{bugs} {pages} met a bug (internal_error): the first tracebacks of each stage "
        f"and error type are {where}; such pages are tried again by the next run",
    )


def ingest_verdict(
    *,
    readable: int,
    extracted: int,
    extract_failed: int,
    failed: int,
    max_share: float,
    bugs: int = 0,
) -> Verdict:
    """The verdict on one ingest.

    ``readable``: input pages stored now or before; ``extracted``: articles
    folded by this run; ``extract_failed``: pages this run could not extract;
    ``failed``: every failure (bad records and duplicate ids too); ``bugs``:
    pages of ``failed`` that met a bug (:func:`bug_verdict`).
    Pages that another process extracted meanwhile count for neither.
    """
    if readable == 0:
        what = f"none of its {failed} records was readable" if failed else "it holds no pages"
        return Verdict(EXIT_NOTHING_PROCESSED, f"nothing could be processed: {what}")
    if bugs:
        return bug_verdict(bugs)
    if extracted == 0 and extract_failed > 0:
        return Verdict(
            EXIT_NOTHING_PROCESSED,
            f"nothing could be processed: all {extract_failed} pages failed",
        )
    return _share(failed, extracted + failed, max_share)


def crawl_verdict(
    *,
    requests: int,
    responses: int,
    handled: int,
    failed: int,
    max_share: float,
    bugs: int = 0,
) -> Verdict:
    """The verdict on one crawl: ``handled`` URLs (any outcome), ``failed`` of them
    for good or at extraction, ``bugs`` of those pages that met a bug."""
    if bugs:
        return bug_verdict(bugs)
    if requests > 0 and responses == 0:
        return Verdict(
            EXIT_NOTHING_PROCESSED,
            f"nothing could be processed: none of {requests} requests got an answer",
        )
    return _share(failed, handled, max_share, "URLs")
