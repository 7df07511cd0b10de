"""Publication and modification dates, normalised to UTC, with a confidence.

Candidates come from every place a page states a date (structured data,
``<time>`` markup, the visible text near the headline and byline, the URL, the
feed or sitemap entry), each with its provenance; :func:`parse_date` reads ISO
8601, RFC 2822, English and European month names with zone abbreviations,
Chinese forms and relative forms anchored on the fetch time;
:func:`resolve_dates` picks the published instant by agreement between
independent sources and says how sure it is.

Modules: :mod:`.normalize` (full-width and zero-width folding), :mod:`.zones`,
:mod:`.patterns`, :mod:`.parse` (where the dates are) and :mod:`.reading` (what one
means; the records: :mod:`.parsed`), :mod:`.candidates` (the text's: :mod:`.visible`),
:mod:`.decide` (the page's zone and offset: :mod:`.offsets`; the pages that state no date
of their own: :mod:`.undated`).
"""

from __future__ import annotations

from newsfold.dates.candidates import Candidate
from newsfold.dates.decide import REVIEW_FLAG, DateResult, resolve_dates
from newsfold.dates.parse import ParsedDate, find_dates, parse_date
from newsfold.errors import DateError

__all__ = [
    "REVIEW_FLAG",
    "Candidate",
    "DateError",
    "DateResult",
    "ParsedDate",
    "find_dates",
    "parse_date",
    "resolve_dates",
]
