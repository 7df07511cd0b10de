"""Dates found where nobody looks first, and structured dates checked against the page.

A page whose only date is in its description ("Notizia del 14 Gennaio 2020") or in a
dated copyright stamp ("© 19.12.2019 - 12:14") got no date at all; those places are
the faintest evidence, so they never outvote a date stated anywhere else. A structured
date is overruled by the URL's day when it is later (a migration rewrote it) and by the
visible dateline when the structured data itself calls that day the modification.
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


def test_a_later_structured_date_yields_to_the_day_in_the_url() -> None:
    # The CMS moved the article in 2019 and stamped every structured field with the move.
    result = resolve_dates(
        [("jsonld:datePublished", "2019-06-17T18:28:00+02:00")],
        fetched_at=FETCHED,
        tree=doc("<h1>Unter uns</h1><p>Ein Besuch am Meer.</p>", lang="de"),
        url="https://blog.example.de/home/2017/7/12/unter-uns",
        language="de",
    )
    assert (result.published_at_local or "")[:10] == "2017-07-12"
    assert "date_from_url" in result.flags


def test_the_url_does_not_overrule_a_structured_date_of_the_same_days() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2017-07-13T08:00:00+02:00")],
        fetched_at=FETCHED,
        url="https://blog.example.de/home/2017/7/12/unter-uns",
        language="de",
    )
    assert (result.published_at_local or "")[:10] == "2017-07-13"
    assert "date_from_url" not in result.flags


def test_an_archive_capture_stamp_is_not_the_pages_date() -> None:
    result = resolve_dates(
        [("jsonld:datePublished", "2016-01-15T10:00:00+01:00")],
        fetched_at=FETCHED,
        url="https://web.archive.org/web/20160820205919/http://blog.example.de/2016/01/stelle/",
        language="de",
    )
    assert (result.published_at_local or "")[:10] == "2016-01-15"


def test_the_visible_date_wins_when_the_metadata_calls_it_modified() -> None:
    # Republished: the page shows 03.04.2019 under the headline, the structured data
    # keeps the first publication of 2017 and calls 2019 the modification.
    tree = doc(
        "<h1>Sieben Berufe mit Zukunft</h1><div class='date'>03.04.2019</div>"
        "<p>Welche Berufe haben Zukunft? Eine Umfrage.</p>",
        lang="de",
    )
    metadata = [
        ("jsonld:datePublished", "2017-08-21T13:09:00Z"),
        ("jsonld:dateModified", "2019-04-03T08:04:01Z"),
    ]
    result = resolve_dates(metadata, fetched_at=FETCHED, tree=tree, language="de")
    assert (result.published_at_local or "")[:10] == "2019-04-03"
    assert "date_from_visible" in result.flags
    # Without the structured modified date, a visible date alone does not overrule a
    # structured one within a month of it, nor one after it (an update stamped as
    # published)...
    for near in ("2019-03-20T13:09:00Z", "2019-08-21T13:09:00Z"):
        alone = resolve_dates(
            [("jsonld:datePublished", near)], fetched_at=FETCHED, tree=tree, language="de"
        )
        assert (alone.published_at_local or "")[:10] == near[:10]
    # ...one months before the dateline that nothing else on the page supports is stale
    # (session 20: a site-wide default, tests/dates/test_dates_fixes20.py)...
    stale = [("jsonld:datePublished", "2018-08-21T13:09:00Z")]
    alone = resolve_dates(stale, fetched_at=FETCHED, tree=tree, language="de")
    assert (alone.published_at_local or "")[:10] == "2019-04-03"
    assert "date_unsupported_structured" in alone.flags
    # ...but one more than a year from every date the page shows is a template's default
    # or a migration's stamp: the visible dateline wins.
    far = resolve_dates(metadata[:1], fetched_at=FETCHED, tree=tree, language="de")
    assert (far.published_at_local or "")[:10] == "2019-04-03"
    assert "date_far_from_visible" in far.flags
