"""Relative ages ("N units ago") of more languages, one table per language.

A news page that dates its story by age alone (``saa 5 zilizopita``, ``3 ชั่วโมงที่แล้ว``,
``πριν από 2 ώρες``, ``acum 3 ore``) means the fetch time less the age, in the page's zone
(:mod:`newsfold.dates.relative`). Each language states three things: its units (seconds to
weeks; months and years name no day), the word or words that say "ago", and the order of
the three parts: the count, the unit and then the word (``post``: ``3 ore fa``), the word
first (``pre``: ``acum 3 ore``, ``לפני 3 שעות``), or the unit first (``unit-first``:
Swahili's ``saa 5 zilizopita``, Hausa's ``awanni 3 da suka wuce``). Thai writes no space
between words (``3 ชั่วโมงที่แล้ว``), so its parts may touch.

The languages here are those the older forms of :mod:`newsfold.dates.patterns`
(``RELATIVE_AGO``, ``RELATIVE_VOR``, ``RELATIVE_POST``, ``RELATIVE_PRE``, ``RELATIVE_CJK``)
do not read. A form is looked for only on a page in its language and only in the date
regions and the headline's window, as they are; and since most of these words say
"before" too (``πριν``, ``לפני``, ``پیش``, ``წინ``, ``sedan``), an age inside a long line
of running text is none (:func:`newsfold.dates.reading.read_match`).
"""

from __future__ import annotations

import re
from typing import Final

from newsfold.dates.patterns import trie_pattern

__all__ = ["AGE_BEFORE_WORDS", "AGE_FORMS", "AGE_UNITS"]

#: The seconds of the units a table line lists, in its order.
_SECONDS: Final = (1, 60, 3600, 86400, 604800)


#: ``language: "order | seconds | minutes | hours | days | weeks | ago words"``: a unit's
#: every form a count takes (Slavic languages inflect it by the count: ``2 години``,
#: ``5 годин``), the ago words apart by slashes, with their spaces (``da suka wuce``).
_TABLE_TEXT: Final[dict[str, str]] = {
    "el": "pre | δευτερόλεπτο δευτερόλεπτα δευτ | λεπτό λεπτά λεπτο λεπτα | "
    "ώρα ώρες ωρα ωρες | ημέρα ημέρες μέρα μέρες ημερα ημερες | εβδομάδα εβδομάδες | "
    "πριν από/πριν απο/πριν",
    "sw": "unit-first | sekunde | dakika | saa | siku | wiki | zilizopita/iliyopita/uliopita",
    "ha": "unit-first | daƙiƙa dakika | minti mintuna | awa awanni sa'a sa'o'i | "
    "kwana kwanaki rana | mako makonni | "
    "da suka wuce/da suka gabata/da ya wuce/da ta wuce/da ya gabata",
    "th": "post | วินาที | นาที | ชั่วโมง ชม. | วัน | สัปดาห์ | ที่แล้ว/ที่ผ่านมา/ก่อน",
    "ms": "post | saat | minit | jam | hari | minggu | yang lalu/yang lepas/lalu/lepas",
    "tl": "post | segundo | minuto | oras | araw | linggo | "
    "na ang nakalipas/ang nakalipas/nakalipas/na ang nakaraan/ang nakaraan",
    "bn": "post | সেকেন্ড | মিনিট | ঘণ্টা ঘন্টা | দিন | সপ্তাহ | আগে/পূর্বে",
    "ur": "post | سیکنڈ | منٹ | گھنٹے گھنٹہ | دن | ہفتے ہفتہ | پہلے/قبل",
    "fa": "post | ثانیه | دقیقه | ساعت | روز | هفته | پیش/قبل",
    "ar": "pre | ثانية ثوان ثواني ثوانٍ | دقيقة دقائق | ساعة ساعات | يوم أيام ايام | "
    "أسبوع أسابيع اسبوع اسابيع | منذ/قبل",
    "he": "pre | שניות | דקות דקה | שעות שעה | ימים יום | שבועות שבוע | לפני",
    "am": "post | ሰከንድ | ደቂቃ ደቂቃዎች | ሰዓት ሰዓታት | ቀን ቀናት | ሳምንት ሳምንታት | በፊት",
    "uk": "post | секунд секунди секунду | хвилин хвилини хвилину | годин години годину | "
    "день дні днів | тиждень тижні тижнів | тому",
    "bg": "pre | секунди секунда | минути минута | часа час | дни ден дена | "
    "седмици седмица | преди",
    "sr": "pre | sekundi sekunde sekund секунди секунде | "
    "minuta minut minute минута минут минуте | sati sata sat сати сата сат | "
    "dana dan дана дан | nedelja nedelje nedelju недеља недеље недељу | pre/пре/prije",
    "hr": "pre | sekundi sekunde | minuta minute minutu | sati sata sat | dana dan | "
    "tjedana tjedna tjedan | prije",
    "cs": "pre | sekundami sekundou | minutami minutou | hodinami hodinou | dny dnem | "
    "týdny týdnem | před",
    "sk": "pre | sekundami sekundou | minútami minútou | hodinami hodinou | dňami dňom | "
    "týždňami týždňom | pred",
    "sl": "pre | sekundami sekundo | minutami minuto | urami uro uroma | "
    "dnevi dnevom dnevoma | tedni tednom tednoma | pred",
    "ro": "pre | secunde secundă secunda | minute minut | ore oră ora | zile zi | "
    "săptămâni săptămână saptamani | acum",
    "hu": "post | másodperccel | perccel | órával | nappal | héttel | ezelőtt",
    "lt": "pre | sekundes sekundžių sekundę | minutes minučių minutę | "
    "valandas valandų valandą | dienas dienų dieną | savaites savaičių savaitę | "
    "prieš",
    "lv": "pre | sekundēm sekundes | minūtēm minūtes | stundām stundas | dienām dienas | "
    "nedēļām nedēļas | pirms",
    "et": "post | sekundit sekund | minutit minut | tundi tund | päeva päev | "
    "nädalat nädal | tagasi",
    "fi": "post | sekuntia sekunti | minuuttia minuutti | tuntia tunti | päivää päivä | "
    "viikkoa viikko | sitten",
    "da": "post | sekunder sekund | minutter minut | timer time | dage dag døgn | uger uge | siden",
    "no": "post | sekunder sekund | minutter minutt | timer time | dager dag døgn | "
    "uker uke | siden",
    "sv": "post | sekunder sekund | minuter minut | timmar timme | dagar dag dygn | "
    "veckor vecka | sedan",
    "is": "pre | sekúndum sekúndu | mínútum mínútu | klukkustundum klukkustund klst | "
    "dögum degi | vikum viku | fyrir",
    "az": "post | saniyə | dəqiqə | saat | gün | həftə | əvvəl/öncə",
    "ka": "post | წამის წამი | წუთის წუთი | საათის საათი | დღის დღე | კვირის კვირა | წინ",
    "hy": "post | վայրկյան | րոպե | ժամ | օր | շաբաթ | առաջ",
    "kk": "post | секунд | минут | сағат | күн | апта | бұрын",
}


#: Ago words that are first of all "before" or "past" (``2 วันก่อนเลือกตั้ง``, "2 days
#: before the election"; ``قبل 3 أيام من الانتخابات``; ``לפני 3 ימים על``; ``πριν από``): an
#: age with one of them is read only where it is the whole of its part of the line.
AGE_BEFORE_WORDS: Final = ("ก่อน", "ที่ผ่านมา", "قبل", "پیش", "پہلے", "לפני", "πριν", "Πριν", "ΠΡΙΝ")


def _table(line: str) -> tuple[str, dict[str, int], tuple[str, ...]]:
    """One line of :data:`_TABLE_TEXT` read: the order, the units' seconds, the ago words."""
    order, *units, ago = (part.strip() for part in line.split("|"))
    if order not in ("post", "pre", "unit-first") or len(units) != len(_SECONDS):
        raise ValueError(f"not a line of ages: {line!r}")
    seconds = {word: n for n, words in zip(_SECONDS, units, strict=True) for word in words.split()}
    return order, seconds, tuple(ago.split("/"))


_TABLES: Final = {language: _table(line) for language, line in _TABLE_TEXT.items()}
_TABLES["nb"] = _TABLES["nn"] = _TABLES["no"]
_TABLES["bs"] = _TABLES["hr"]


def _words(words: tuple[str, ...] | list[str]) -> str:
    """Any of ``words``, case-blind, a space in one matching any blanks."""
    return "(?i:" + trie_pattern(tuple(words)).replace("\\ ", r"\s+") + ")"


def _form(order: str, units: dict[str, int], ago: tuple[str, ...], touching: bool) -> str:
    count = r"(?<![0-9.,:])(?P<n>[0-9]{1,3})(?![0-9])"
    unit = "(?P<unit>" + _words(list(units)) + ")"
    gap = r"\s*+" if touching else r"\s++"
    ago_words = _words(ago)
    # A word's edges: the parts are whole words (``ore`` is no part of ``orele``); Thai
    # writes words together, and its last word may touch the next.
    start, end = ("", "") if touching else (r"(?<!\w)", r"(?!\w)")
    # ``age``: an empty group that tells a match of these forms from any other's
    # (:func:`newsfold.dates.reading.read_match` reads its groups, not the pattern's hash).
    if order == "pre":
        return start + ago_words + gap + count + gap + unit + end + "(?P<age>)"
    if order == "unit-first":
        return start + unit + gap + count + gap + ago_words + end + "(?P<age>)"
    return count + gap + unit + gap + ago_words + end + "(?P<age>)"


def _needles(ago: tuple[str, ...]) -> tuple[str, ...]:
    """Substrings one of which a text holds where the form can match: each ago word's
    first word, as written, capitalised and in capitals."""
    firsts = {word.split()[0] for word in ago}
    return tuple(sorted({case for w in firsts for case in (w, w.capitalize(), w.upper())}))


#: Each language's form and the substrings that must be in a text for it to be looked for.
AGE_FORMS: Final[dict[str, tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]]] = {}
#: Each language's units (lower case) to seconds: a form is read on its language's pages
#: only, so the page's language names the table of a match (its group ``age`` says it is
#: one of these forms').
AGE_UNITS: Final[dict[str, dict[str, int]]] = {}
for _language, (_order, _unit_words, _ago) in _TABLES.items():
    _pattern = re.compile(_form(_order, _unit_words, _ago, _language == "th"))
    AGE_FORMS[_language] = ((_pattern, _needles(_ago)),)
    AGE_UNITS[_language] = {word.lower(): seconds for word, seconds in _unit_words.items()}
