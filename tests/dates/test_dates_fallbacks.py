"""Pages that state their date only where nobody looks first: the last resorts.

A page whose only date is in its description ("Notizia del 14 Gennaio 2020") or in a
dated copyright stamp ("© 19.12.2019 - 12:14") got no date at all; those places are
the faintest evidence, so they never outvote a date stated anywhere else.
"""

from __future__ import annotations

from datetime import UTC, datetime

from lxml import html

from newsfold.dates import resolve_dates

FETCHED = datetime(2024, 1, 10, 12, 0, tzinfo=UTC)


def doc(body: str, head: str = "", lang: str = "en") -> html.HtmlElement:
    return html.document_fromstring(
        f"<html lang='{lang}'><head>{head}</head><body>{body}</body></html>"
    )


_BODY = "<h1>Orsi in crescita nel parco</h1><p>Il censimento conta piu orsi che mai.</p>"


def test_a_date_in_the_description_dates_a_page_without_any_other() -> None:
    head = "<meta name='description' content='Orsi nel parco (Notizia del 14 Gennaio 2020)'>"
    result = resolve_dates([], fetched_at=FETCHED, tree=doc(_BODY, head, "it"), language="it")
    assert (result.published_at_local or "")[:10] == "2020-01-14"
    assert result.date_source == "meta:description"
    assert result.temporal_confidence < 0.5


def test_the_description_never_outvotes_a_stated_date() -> None:
    head = "<meta name='description' content='Orsi nel parco (Notizia del 14 Gennaio 2020)'>"
    result = resolve_dates(
        [("jsonld:datePublished", "2020-02-03T10:00:00+01:00")],
        fetched_at=FETCHED,
        tree=doc(_BODY, head, "it"),
        language="it",
    )
    assert (result.published_at_local or "")[:10] == "2020-02-03"


def test_a_dated_copyright_stamp_is_the_last_resort() -> None:
    body = (
        "<h1>Gefahrstoff-Service</h1><p>Wir beraten Betriebe zu allen Fragen.</p>"
        "<footer><p>Copyright © 19.12.2019 - 12:14 h by Beispiel GmbH</p></footer>"
    )
    result = resolve_dates([], fetched_at=FETCHED, tree=doc(body, lang="de"), language="de")
    assert (result.published_at_local or "")[:10] == "2019-12-19"
    # A year after the copyright sign is a span of years, never a day.
    plain = body.replace("19.12.2019 - 12:14 h", "2019")
    assert resolve_dates([], fetched_at=FETCHED, tree=doc(plain, lang="de")).published_at is None
