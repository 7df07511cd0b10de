"""One reading of a written date, as :mod:`newsfold.dates.parse` returns it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

__all__ = ["ParsedDate"]


@dataclass(frozen=True, slots=True, init=False)
class ParsedDate:
    """One reading of a written date.

    ``local`` is the date as the page states it: ``YYYY-MM-DD`` for a bare day,
    ISO 8601 with the offset for a time, ``YYYY-MM`` for a bare month.

    ``__init__`` is the one the dataclass would make (fields in order, the same
    defaults, set through ``object.__setattr__`` as on any frozen dataclass), written
    out: compiled, a dataclass's generated ``__init__`` stays interpreted Python, 18
    times the cost of this one compiled.
    """

    instant: datetime
    local: str
    has_time: bool
    tz_inferred: bool
    precision: str = "minute"
    relative: bool = False
    day: date | None = None
    alternative: ParsedDate | None = None
    #: The text stated a UTC offset that cannot be (``-24:00``): the clock time was
    #: read without it, so the instant is a guess and says so.
    bad_offset: bool = False

    def __init__(
        self,
        instant: datetime,
        local: str,
        has_time: bool,
        tz_inferred: bool,
        precision: str = "minute",
        relative: bool = False,
        day: date | None = None,
        alternative: ParsedDate | None = None,
        bad_offset: bool = False,
    ) -> None:
        object.__setattr__(self, "instant", instant)
        object.__setattr__(self, "local", local)
        object.__setattr__(self, "has_time", has_time)
        object.__setattr__(self, "tz_inferred", tz_inferred)
        object.__setattr__(self, "precision", precision)
        object.__setattr__(self, "relative", relative)
        object.__setattr__(self, "day", day)
        object.__setattr__(self, "alternative", alternative)
        object.__setattr__(self, "bad_offset", bad_offset)

    @property
    def local_day(self) -> date:
        """The calendar day as the page states it."""
        return self.day if self.day is not None else self.instant.date()
