"""Time zones: explicit abbreviations, and the fallback when a page gives none.

An abbreviation is only trusted when it is unambiguous or the page's language
settles it (``CST`` is China Standard Time on a Chinese page and US Central
elsewhere). A local time with no zone at all is placed in the publisher's
configured zone, else the zone of the page's language or country, and the
result is flagged as inferred by the caller.
"""

from __future__ import annotations

from datetime import UTC, timedelta, timezone, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from newsfold.errors import DateError
from newsfold.urls import url_host

__all__ = [
    "ABBREVIATIONS",
    "STANDARD_REGIONS",
    "abbreviation_zone",
    "fallback_zone",
    "fixed_offset",
    "get_zone",
]


def fixed_offset(hours: int, minutes: int = 0, *, negative: bool | None = None) -> timezone:
    """A fixed UTC offset; the sign is ``hours``'s unless ``negative`` says (``-00:30``)."""
    if negative is None:
        negative = hours < 0
    if abs(hours) > 14 or minutes >= 60:
        raise DateError(f"impossible UTC offset {hours:+d}:{minutes:02d}")
    if hours == 0 and minutes == 0:
        return UTC
    return timezone((-1 if negative else 1) * timedelta(hours=abs(hours), minutes=minutes))


#: Zone abbreviations: a fixed offset in minutes, or an IANA name when the
#: abbreviation names a region whose offset follows daylight saving.
ABBREVIATIONS: dict[str, int | str] = {
    "UTC": 0,
    "GMT": 0,
    "UT": 0,
    "Z": 0,
    "EST": -300,
    "EDT": -240,
    "CDT": -300,
    "MST": -420,
    "MDT": -360,
    "PST": -480,
    "PDT": -420,
    "AKST": -540,
    "AKDT": -480,
    "HST": -600,
    "ET": "America/New_York",
    "CT": "America/Chicago",
    "MT": "America/Denver",
    "PT": "America/Los_Angeles",
    "BST": 60,
    "IST": 330,
    "WET": 0,
    "WEST": 60,
    "CET": 60,
    "CEST": 120,
    "MEZ": 60,
    "MESZ": 120,
    "EET": 120,
    "EEST": 180,
    "MSK": 180,
    "JST": 540,
    "KST": 540,
    "HKT": 480,
    "SGT": 480,
    "AWST": 480,
    "ACST": 570,
    "AEST": 600,
    "AEDT": 660,
    "NZST": 720,
    "NZDT": 780,
}


#: The US standard-time abbreviations and the regions whose clocks they name. ``EST`` is
#: a fixed -05:00 by definition and is read so wherever a time states it ("10:30 PM EST"
#: keeps its day: the offset moves it by an hour at most). But many US sites print
#: ``EST`` all year round, so a byline's "10:40 PM EST" beside a summer ``02:40Z`` means
#: Eastern daylight time: when only the region's daylight offset gives the same clock
#: reading, the page's zone is the region (see ``offsets.clock_zone``). ``CST`` is China's
#: on Chinese pages (:func:`abbreviation_zone`), and has no region there.
STANDARD_REGIONS: dict[str, str] = {
    "EST": "America/New_York",
    "CST": "America/Chicago",
    "MST": "America/Denver",
    "PST": "America/Los_Angeles",
}


@lru_cache(maxsize=256)
def get_zone(name: str) -> tzinfo:
    """An IANA zone by name; :class:`DateError` for an unknown one."""
    if name.upper() in ("UTC", "Z", "GMT"):
        return UTC
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise DateError(f"unknown time zone {name!r}") from exc


def abbreviation_zone(abbr: str, language: str | None) -> tzinfo:
    """The zone an abbreviation stands for on a page in ``language``."""
    key = abbr.upper().strip("()")
    if key == "CST":  # China Standard Time on Chinese pages, US Central elsewhere
        return fixed_offset(8) if language == "zh" else fixed_offset(-6)
    value = ABBREVIATIONS.get(key)
    if value is None:
        raise DateError(f"unknown zone abbreviation {abbr!r}")
    if isinstance(value, str):
        return get_zone(value)
    return fixed_offset(abs(value) // 60, abs(value) % 60, negative=value < 0)


_LANGUAGE_ZONES = {
    "zh": "Asia/Shanghai",
    "ja": "Asia/Tokyo",
    "ko": "Asia/Seoul",
    "de": "Europe/Berlin",
    "fr": "Europe/Paris",
    "it": "Europe/Rome",
    "es": "Europe/Madrid",
    "nl": "Europe/Amsterdam",
    "pl": "Europe/Warsaw",
    "cs": "Europe/Prague",
    "sv": "Europe/Stockholm",
    "da": "Europe/Copenhagen",
    "fi": "Europe/Helsinki",
    "ru": "Europe/Moscow",
    "uk": "Europe/Kyiv",
    "tr": "Europe/Istanbul",
    "el": "Europe/Athens",
    "hu": "Europe/Budapest",
    "ro": "Europe/Bucharest",
    "vi": "Asia/Ho_Chi_Minh",
    "th": "Asia/Bangkok",
    "id": "Asia/Jakarta",
    # Languages spoken in one zone, or nearly so, whose pages session 21 reads (their
    # months and ages): a zoneless time or an age is placed in their country's day.
    "ms": "Asia/Kuala_Lumpur",
    "tl": "Asia/Manila",
    "sw": "Africa/Nairobi",
    "am": "Africa/Addis_Ababa",
    "ha": "Africa/Lagos",
    "hi": "Asia/Kolkata",
    "bn": "Asia/Dhaka",
    "ur": "Asia/Karachi",
    "fa": "Asia/Tehran",
    "he": "Asia/Jerusalem",
    "bg": "Europe/Sofia",
    "sr": "Europe/Belgrade",
    "hr": "Europe/Zagreb",
    "bs": "Europe/Sarajevo",
    "mk": "Europe/Skopje",
    "sk": "Europe/Bratislava",
    "sl": "Europe/Ljubljana",
    "lt": "Europe/Vilnius",
    "lv": "Europe/Riga",
    "et": "Europe/Tallinn",
    "no": "Europe/Oslo",
    "nb": "Europe/Oslo",
    "nn": "Europe/Oslo",
    "is": "Atlantic/Reykjavik",
    "az": "Asia/Baku",
    "ka": "Asia/Tbilisi",
    "hy": "Asia/Yerevan",
    "kk": "Asia/Almaty",
}
_REGION_ZONES = {
    "cn": "Asia/Shanghai",
    "tw": "Asia/Taipei",
    "hk": "Asia/Hong_Kong",
    "mo": "Asia/Macau",
    "sg": "Asia/Singapore",
    "jp": "Asia/Tokyo",
    "kr": "Asia/Seoul",
    "in": "Asia/Kolkata",
    "uk": "Europe/London",
    "gb": "Europe/London",
    "ie": "Europe/Dublin",
    "de": "Europe/Berlin",
    "at": "Europe/Vienna",
    "ch": "Europe/Zurich",
    "fr": "Europe/Paris",
    "be": "Europe/Brussels",
    "nl": "Europe/Amsterdam",
    "it": "Europe/Rome",
    "es": "Europe/Madrid",
    "pt": "Europe/Lisbon",
    "pl": "Europe/Warsaw",
    "ru": "Europe/Moscow",
    "ua": "Europe/Kyiv",
    "au": "Australia/Sydney",
    "nz": "Pacific/Auckland",
    "ca": "America/Toronto",
    "br": "America/Sao_Paulo",
    "mx": "America/Mexico_City",
    "za": "Africa/Johannesburg",
    # Countries of one zone whose domain is their own (not ``.co``, ``.am``, ``.tv``,
    # ``.me``, ``.io``, which sites everywhere rent).
    "tz": "Africa/Dar_es_Salaam",
    "ke": "Africa/Nairobi",
    "ug": "Africa/Kampala",
    "ng": "Africa/Lagos",
    "gh": "Africa/Accra",
    "eg": "Africa/Cairo",
    "sa": "Asia/Riyadh",
    "ae": "Asia/Dubai",
    "il": "Asia/Jerusalem",
    "ir": "Asia/Tehran",
    "pk": "Asia/Karachi",
    "bd": "Asia/Dhaka",
    "lk": "Asia/Colombo",
    "np": "Asia/Kathmandu",
    "my": "Asia/Kuala_Lumpur",
    "ph": "Asia/Manila",
    "th": "Asia/Bangkok",
    "vn": "Asia/Ho_Chi_Minh",
    "tr": "Europe/Istanbul",
    "gr": "Europe/Athens",
    "ro": "Europe/Bucharest",
    "bg": "Europe/Sofia",
    "rs": "Europe/Belgrade",
    "hr": "Europe/Zagreb",
    "si": "Europe/Ljubljana",
    "sk": "Europe/Bratislava",
    "cz": "Europe/Prague",
    "hu": "Europe/Budapest",
    "lt": "Europe/Vilnius",
    "lv": "Europe/Riga",
    "ee": "Europe/Tallinn",
    "fi": "Europe/Helsinki",
    "se": "Europe/Stockholm",
    "no": "Europe/Oslo",
    "dk": "Europe/Copenhagen",
    "is": "Atlantic/Reykjavik",
    "ge": "Asia/Tbilisi",
    "az": "Asia/Baku",
}


def fallback_zone(
    language: str | None, region: str | None = None, url: str | None = None
) -> str | None:
    """The zone of a page's region (from ``zh-TW`` or the URL's country domain), else language.

    Returns ``None`` when nothing suggests one (an English ``.com`` page), so
    the caller keeps its configured default.
    """
    if region and region.lower() in _REGION_ZONES:
        return _REGION_ZONES[region.lower()]
    if url:
        host = url_host(url)
        tld = host.rsplit(".", 1)[-1] if "." in host else ""
        if tld in _REGION_ZONES:
            return _REGION_ZONES[tld]
    if language:
        return _LANGUAGE_ZONES.get(language.lower())
    return None
