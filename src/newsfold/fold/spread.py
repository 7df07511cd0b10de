"""How far a story travelled: outlets, first and last seen, time to the 10th outlet."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

__all__ = ["TENTH", "Spread", "spread_of"]

#: The outlet count whose arrival time is reported (``time_to_tenth``).
TENTH = 10


@dataclass(frozen=True, slots=True)
class Spread:
    """Spread figures of one story.

    ``tenth_outlet_at`` is when the 10th distinct outlet first carried the
    story (None while fewer than ten have); members without a publication
    time count as outlets but not towards the times.
    """

    n_outlets: int
    first_seen: datetime | None
    last_seen: datetime | None
    tenth_outlet_at: datetime | None

    @property
    def time_to_tenth(self) -> timedelta | None:
        """From first seen to the 10th outlet, or None."""
        if self.first_seen is None or self.tenth_outlet_at is None:
            return None
        return self.tenth_outlet_at - self.first_seen

    def to_record(self) -> dict[str, object]:
        """JSON-ready figures (times ISO 8601 UTC, duration in seconds)."""
        from newsfold.models import iso_utc

        tenth = self.time_to_tenth
        return {
            "n_outlets": self.n_outlets,
            "first_seen": iso_utc(self.first_seen),
            "last_seen": iso_utc(self.last_seen),
            "tenth_outlet_at": iso_utc(self.tenth_outlet_at),
            "time_to_tenth_s": tenth.total_seconds() if tenth is not None else None,
        }


def spread_of(members: Iterable[tuple[str | None, datetime | None]]) -> Spread:
    """Spread figures from ``(publisher, published_at)`` of every member."""
    first_by_outlet: dict[str, datetime | None] = {}
    times: list[datetime] = []
    for publisher, when in members:
        if when is not None:
            times.append(when)
        if not publisher:
            continue
        known = first_by_outlet.get(publisher)
        if publisher not in first_by_outlet or (
            when is not None and (known is None or when < known)
        ):
            first_by_outlet[publisher] = when
    dated = sorted(t for t in first_by_outlet.values() if t is not None)
    return Spread(
        n_outlets=len(first_by_outlet),
        first_seen=min(times) if times else None,
        last_seen=max(times) if times else None,
        tenth_outlet_at=dated[TENTH - 1] if len(dated) >= TENTH else None,
    )
