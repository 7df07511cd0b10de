"""The two records the dates step hands between its modules.

:class:`ParsedDate` is one reading of a written date, as :mod:`newsfold.dates.parse`
returns it; :class:`Candidate` is one stated date with where the page stated it, as
:mod:`newsfold.dates.candidates` and :mod:`newsfold.dates.visible` collect them and
:mod:`newsfold.dates.decide` weighs them. They live together, apart from the code that
makes them, because every module of the step reads them and none should have to import
another's machinery to name them; both have their ``__init__`` written out (see
:class:`ParsedDate`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime

__all__ = ["Candidate", "ParsedDate"]


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


@dataclass(frozen=True, slots=True, init=False)
class Candidate:
    """One stated date with its provenance and the prior trust in that kind of source.

    ``__init__`` is the dataclass's own, written out: compiled, the generated one stays
    interpreted (see :class:`ParsedDate`).
    """

    source: str
    group: str
    role: str
    weight: float
    parsed: ParsedDate
    raw: str
    position: int = -1
    #: The day/month-swapped reading of an ambiguous numeric date.
    swapped: bool = False

    def __init__(
        self,
        source: str,
        group: str,
        role: str,
        weight: float,
        parsed: ParsedDate,
        raw: str,
        position: int = -1,
        swapped: bool = False,
    ) -> None:
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "group", group)
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "weight", weight)
        object.__setattr__(self, "parsed", parsed)
        object.__setattr__(self, "raw", raw)
        object.__setattr__(self, "position", position)
        object.__setattr__(self, "swapped", swapped)
