"""Session 21's dates fixes that generalise (issue 15): each a mechanism, tested on pages
written here in other languages and shapes than the spent batch's, with what it must
leave alone. Month names and their short forms in more languages; relative ages as a
table per language, anchored at the fetch in the page's zone; address stamps; the site's
furniture against a byline; reviewed days and readers' reviews, which date no page."""

from __future__ import annotations

import pytest
from tests.dates.test_dates_fixes20 import _page, _read, _resolve

from newsfold.dates.ages import AGE_FORMS
from newsfold.dates.months import LANGUAGE_MONTHS, MONTHS


def _day(page: str, url: str = "https://lakeside.example.com/news/ferry-fares") -> str | None:
    local = _resolve(page, url).published_at_local
    return local[:10] if local else None


# --- months: every language's names and short forms, read in a byline ------------------

#: (language, byline) pairs, each the 28th of November 2026 (or the 3rd of March).
_MONTH_PAGES = [
    ("el", "Νίκος Παππάς · 28 Νοε 2026, 10:05", "2026-11-28"),
    ("el", "ΣΑΒΒΑΤΟ 28 ΝΟΕΜΒΡΙΟΥ 2026", "2026-11-28"),
    ("el", "Νοέμβριος 28, 2026", "2026-11-28"),
    ("sw", "Jumamosi, 28 Novemba 2026", "2026-11-28"),
    ("sw", "3 Machi 2026", "2026-03-03"),
    ("ms", "28 Nov 2026 · 3 Mac 2026", "2026-11-28"),
    ("ms", "Dikemaskini: 3 Mac 2026", "2026-03-03"),
    ("tl", "Nobyembre 28, 2026", "2026-11-28"),
    ("ha", "28 Nuwamba, 2026", "2026-11-28"),
    ("cs", "Praha, 3. březen 2026", "2026-03-03"),
    ("sk", "28. novembra 2026", "2026-11-28"),
    ("sl", "28. november 2026 ob 10.05", "2026-11-28"),
    ("hr", "Objavljeno: 28. studeni 2026.", "2026-11-28"),
    ("sr", "28. novembra 2026.", "2026-11-28"),
    ("sr", "28. новембар 2026.", "2026-11-28"),
    ("bg", "28 ное 2026, 10:05", "2026-11-28"),
    ("mk", "28 ноември 2026", "2026-11-28"),
    ("uk", "28 лис 2026", "2026-11-28"),
    ("lt", "Paskelbta 2026 m. lapkričio 28 d. 10:05", "2026-11-28"),
    ("lv", "2026. gada 28. novembrī", "2026-11-28"),
    ("et", "28. november 2026 · 3. märts 2026", "2026-11-28"),
    ("fi", "28. marraskuu 2026", "2026-11-28"),
    ("is", "28. nóvember 2026", "2026-11-28"),
    ("no", "28. nov. 2026 · 1. des. 2026", "2026-11-28"),
    ("tr", "28 Kas 2026 10:05", "2026-11-28"),
    ("az", "28 noyabr 2026, 10:05", "2026-11-28"),
    ("ka", "28 ნოემბერი, 2026", "2026-11-28"),
    ("hy", "28 նոյեմբերի 2026թ.", "2026-11-28"),
    ("kk", "28 қараша 2026", "2026-11-28"),
    ("am", "ኖቬምበር 28, 2026", "2026-11-28"),
    ("bn", "প্রকাশিত: ২৮ নভেম্বর ২০২৬", "2026-11-28"),
    ("ca", "28 de novembre de 2026", "2026-11-28"),
    ("gl", "3 de marzo de 2026", "2026-03-03"),
]


@pytest.mark.parametrize(("lang", "byline", "day"), _MONTH_PAGES)
def test_a_byline_in_each_language_gives_its_day(lang: str, byline: str, day: str) -> None:
    page = _page(lang, f'<p class="byline">{byline}</p>', title="Nordmole")
    assert _day(page) == day


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("les 3 des 2000 bateaux", "fr"),  # French "des", Indonesian's and Norway's December
        ("Apple Mac 2026 review", "en"),  # Malay "Mac" is March on Malay pages only
        ("5 noi 2026", "it"),  # Romanian "noi" (November) is Italian "we"
        ("28 liepos 2026", "pl"),  # Lithuanian's July is a noun, read on its pages only
        ("5 ara 2026", "es"),  # Turkish "Ara" (December)
    ],
)
def test_short_forms_that_are_other_words_are_read_on_their_pages_only(
    text: str, lang: str
) -> None:
    assert _read(text, lang) == []


def test_no_month_word_names_two_months() -> None:
    """A language's own short forms never override a month every page reads otherwise."""
    for names in LANGUAGE_MONTHS.values():
        for name, number in names.items():
            assert MONTHS.get(name, number) == number, name


# --- relative ages: a table per language ----------------------------------------------

#: (language, age, the local day or hour at the fetch, 2026-12-05 22:40 UTC, read in UTC).
_AGES = [
    ("el", "πριν από 3 ώρες", "2026-12-05T19"),
    ("el", "πριν 2 ημέρες", "2026-12-03"),
    ("sw", "dakika 40 zilizopita", "2026-12-05T22"),
    ("sw", "siku 2 zilizopita", "2026-12-03"),
    ("ha", "kwanaki 2 da suka wuce", "2026-12-03"),
    ("th", "2 วันที่แล้ว", "2026-12-03"),
    ("ms", "3 jam yang lalu", "2026-12-05T19"),
    ("tl", "2 araw na ang nakalipas", "2026-12-03"),
    ("bn", "৩ ঘণ্টা আগে", "2026-12-05T19"),
    ("ur", "2 دن پہلے", "2026-12-03"),
    ("fa", "۳ ساعت پیش", "2026-12-05T19"),
    ("ar", "منذ 3 ساعات", "2026-12-05T19"),
    ("he", "לפני 5 שעות", "2026-12-05T17"),
    ("am", "ከ3 ሰዓት በፊት", "2026-12-05T19"),
    ("uk", "2 години тому", "2026-12-05T20"),
    ("bg", "преди 2 дни", "2026-12-03"),
    ("sr", "pre 3 sata", "2026-12-05T19"),
    ("hr", "prije 2 dana", "2026-12-03"),
    ("cs", "před 2 dny", "2026-12-03"),
    ("sk", "pred 3 hodinami", "2026-12-05T19"),
    ("sl", "pred 2 dnevoma", "2026-12-03"),
    ("ro", "acum 2 zile", "2026-12-03"),
    ("hu", "2 nappal ezelőtt", "2026-12-03"),
    ("lt", "prieš 3 valandas", "2026-12-05T19"),
    ("lv", "pirms 2 dienām", "2026-12-03"),
    ("et", "2 päeva tagasi", "2026-12-03"),
    ("fi", "2 päivää sitten", "2026-12-03"),
    ("da", "for 3 timer siden", "2026-12-05T19"),
    ("nb", "2 dager siden", "2026-12-03"),
    ("sv", "3 timmar sedan", "2026-12-05T19"),
    ("is", "fyrir 2 dögum", "2026-12-03"),
    ("az", "2 gün əvvəl", "2026-12-03"),
    ("ka", "2 დღის წინ", "2026-12-03"),
    ("hy", "2 օր առաջ", "2026-12-03"),
    ("kk", "2 күн бұрын", "2026-12-03"),
]


@pytest.mark.parametrize(("lang", "age", "when"), _AGES)
def test_an_age_in_each_language_counts_back_from_the_fetch(lang: str, age: str, when: str) -> None:
    found = _read(f"Lakeside Post · {age}", lang)
    assert [local[: len(when)] for local in found] == [when]


def test_every_table_language_has_a_written_age() -> None:
    tested = {lang for lang, _, _ in _AGES} | {"no", "nn", "nb", "bs"}
    assert set(AGE_FORMS) <= tested


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # an age inside a sentence of the story is the story's ("two days ago the council")
        ("Consiliul local a votat acum 2 zile și a decis să închidă debarcaderul nordic "
         "pentru reparații până în primăvară.", "ro"),
        ("Η βουλή ψήφισε πριν από 2 ημέρες το νομοσχέδιο για το λιμάνι και τις νέες "
         "γραμμές των πλοίων της περιοχής.", "el"),
        ("mkutano ulifanyika siku 2 zilizopita na viongozi", "sw"),
        ("acum 2 zile", "it"),  # Romanian's age on an Italian page
    ],
)  # fmt: skip
def test_an_age_in_running_text_or_another_language_is_none(text: str, lang: str) -> None:
    assert _read(text, lang) == []


def test_an_age_is_the_day_of_the_pages_zone() -> None:
    # 22:40 UTC is 01:40 on the 6th in Nairobi: an hour earlier is still the 6th there.
    page = _page("sw", '<p class="tarehe">Na Amina Said · saa 1 zilizopita</p>', title="Bandari")
    assert _day(page, "https://habari.example.co.ke/bandari-4711") == "2026-12-06"


# --- the address: stamps -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "day"),
    [
        ("https://portal.example.com/a/20261128094510-harbour.html", "2026-11-28"),
        # a day opening a run of digits only supports another date (ids are digits too)
        ("https://portal.example.com/news/2026112800417.shtml", None),
        ("https://portal.example.com/a/20271128094510.html", None),  # after the fetch
        ("https://portal.example.com/a/20261345094510.html", None),  # no such day
        ("https://portal.example.com/item/1202611280941.html", None),  # an id's digits
    ],
)
def test_a_stamp_in_the_address(url: str, day: str | None) -> None:
    page = _page("en", '<p class="byline">By Ann Lee</p>', title="Harbour")
    assert _day(page, url) == day


# --- site furniture against a byline --------------------------------------------------------


def test_the_sites_update_day_does_not_beat_a_yearless_byline() -> None:
    page = _page(
        "de",
        '<p class="autor">Von Jana Roth · Samstag, 28. November</p>',
        title="Neue Fähre",
        after='<div class="site-info">Webseite zuletzt aktualisiert am 04.12.2026 · '
        "© 2026 Seebote</div>",
    )
    result = _resolve(page, "https://seebote.example.de/region/neue-faehre")
    assert (result.published_at_local or "")[:10] == "2026-11-28"
    assert result.modified_at is None  # the site's update is no update of the story


def test_a_wire_credit_with_its_copyright_sign_dates_its_story() -> None:
    page = _page(
        "en",
        '<p class="byline">By Ann Lee</p>',
        title="Harbour",
        after='<p class="credit">© Reuters · 28/11/2026 10:15 · updated 29/11/2026 08:00</p>',
    )
    assert _day(page) == "2026-11-28"


def test_a_yearless_byline_under_an_old_copyright_is_of_no_known_year() -> None:
    page = _page(
        "de",
        '<p class="meta">13. August · Erstellt von kid</p>',
        title="Lexikon",
        after='<div class="copy">© 2004 - 2019 Löwenseiten</div>',
    )
    assert _day(page) is None


# --- reviewed days and readers' reviews -------------------------------------------------


def test_a_page_with_only_a_reviewed_day_has_no_publication_day() -> None:
    page = _page(
        "en",
        "",
        title="Motion sickness",
        after='<div class="review-info"><p>Page last reviewed: November 20, 2026</p>'
        "<p>Next review due: November 20, 2029</p></div>",
    )
    result = _resolve(page, "https://health.example.org/conditions/motion-sickness/")
    assert result.published_at is None
    assert result.modified_at is not None
    assert result.modified_at.day == 20


def test_an_article_with_a_reviewed_day_keeps_its_own() -> None:
    page = _page(
        "de",
        '<p class="datum">Veröffentlicht: 18.11.2026</p>',
        title="Reisekrankheit",
        after='<p class="pruefung">Zuletzt geprüft: 20.11.2026</p>',
    )
    assert _day(page) == "2026-11-18"


def test_customer_reviews_date_no_product_page() -> None:
    page = (
        '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Brújula K-7'
        '</title></head><body><main class="product"><h1>Brújula náutica K-7</h1>'
        '<p class="price">49,00 €</p><div id="reviews" class="woocommerce-Reviews">'
        '<h2>Opiniones (2)</h2><div class="review"><b>Lucía</b> · 12 de noviembre de 2026'
        '<p>Muy precisa.</p></div><div class="review"><b>Pablo</b> · 30 de octubre de 2026'
        "<p>Buen precio.</p></div></div></main></body></html>"
    )
    assert _day(page, "https://tienda.example.es/producto/brujula-k7") is None


def test_an_editorial_reviews_own_box_keeps_its_date() -> None:
    page = _page(
        "en",
        '<div class="review"><p class="byline">By Ann Lee · November 28, 2026</p>'
        "<p>Four stars for the harbour's new bistro.</p></div>",
        title="Bistro review",
    )
    assert _day(page) == "2026-11-28"


# --- a structured date a month after the labelled publication day -------------------------


def test_a_labelled_publication_day_beats_a_later_lone_structured_date() -> None:
    head = '<meta property="article:published_time" content="2026-12-01T06:00:00Z">'
    page = _page(
        "nl",
        '<p class="datum">Gepubliceerd: 28 oktober 2026</p>',
        title="Nieuwe veerboot",
        head=head,
    )
    assert _day(page) == "2026-10-28"


def test_an_unlabelled_earlier_day_leaves_the_structured_date() -> None:
    # an event's day in a preview: no label says it is the post's
    head = '<meta property="article:published_time" content="2026-12-01T06:00:00Z">'
    page = _page("en", '<p class="date">28 October 2026</p>', title="Harbour fair", head=head)
    assert _day(page) == "2026-12-01"
