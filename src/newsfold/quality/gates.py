"""Validation gates: refuse a bad batch before anyone uses it.

A batch is the articles that came in (fetch time, else storing time) in a
window; each :class:`Rule` reads every exported record of the batch once (a
stream, so any batch size fits) and says whether it passes, with the figure
it measured, the limit from the settings, and up to :data:`EXAMPLES` example
records that broke it. The rules and their settings:

==================  =========================================================
``min_count``       at least ``gate_min_articles`` articles
``dates_in_window`` at most ``gate_max_outside_window`` of the dated articles
                    published before the window start minus
                    ``gate_max_age_days`` or after its end plus
                    ``gate_future_hours``
``high_rank_share`` at least ``gate_min_high_rank_share`` of the articles from
                    a source with source_rank >= ``gate_high_rank``
``entity_coverage`` at least ``gate_min_entity_coverage`` with an entity
``control_chars``   no C0/C1 control character (tab and newline aside), no
                    bidi override in headline or body
``required_fields`` no article without a value for ``gate_required_fields``
``duplicate_rate``  at most ``gate_max_duplicate_rate`` copies and revisions
==================  =========================================================

Without a window (``newsfold validate`` with no ``--since``), ``dates_in_window``
checks only that no date lies in the future of the newest fetch plus
``gate_future_hours``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from newsfold.config import Settings
from newsfold.models import parse_iso_utc

__all__ = ["EXAMPLES", "GateReport", "Rule", "RuleResult", "check_batch", "rules_for"]

#: Example records kept per failed rule.
EXAMPLES = 5

_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@dataclass(slots=True)
class RuleResult:
    """One rule's verdict on a batch."""

    name: str
    passed: bool
    value: float
    limit: float
    description: str
    examples: list[dict[str, Any]] = field(default_factory=list)

    def to_record(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "rule": self.name,
            "passed": self.passed,
            "value": round(self.value, 4),
            "limit": self.limit,
            "description": self.description,
            "examples": self.examples,
        }


class Rule:
    """Counts records that break it; subclasses say what breaking is and what the limit is."""

    name = ""
    description = ""

    def __init__(self) -> None:
        self.seen = 0
        self.bad = 0
        self.examples: list[dict[str, Any]] = []

    def broken(self, record: Mapping[str, Any]) -> str | None:
        """Why ``record`` breaks the rule, or None."""
        return None

    def feed(self, record: Mapping[str, Any]) -> None:
        """Look at one record."""
        self.seen += 1
        why = self.broken(record)
        if why is not None:
            self.bad += 1
            if len(self.examples) < EXAMPLES:
                self.examples.append(
                    {"id": record.get("id"), "url": record.get("canonical_url"), "why": why}
                )

    def result(self) -> RuleResult:
        """The verdict once every record was fed."""
        raise NotImplementedError


class _ShareAtMost(Rule):
    limit = 0.0

    def result(self) -> RuleResult:
        share = self.bad / self.seen if self.seen else 0.0
        return RuleResult(
            self.name, share <= self.limit, share, self.limit, self.description, self.examples
        )


class _CountAtMost(Rule):
    def result(self) -> RuleResult:
        return RuleResult(
            self.name, self.bad == 0, float(self.bad), 0.0, self.description, self.examples
        )


class MinCount(Rule):
    name = "min_count"

    def __init__(self, minimum: int) -> None:
        super().__init__()
        self.minimum = minimum
        self.description = f"at least {minimum} articles"

    def result(self) -> RuleResult:
        return RuleResult(
            self.name, self.seen >= self.minimum, float(self.seen), self.minimum, self.description
        )


class DatesInWindow(_ShareAtMost):
    name = "dates_in_window"

    def __init__(self, settings: Settings, since: datetime | None, until: datetime | None) -> None:
        super().__init__()
        self.limit = settings.gate_max_outside_window
        self.earliest = since - timedelta(days=settings.gate_max_age_days) if since else None
        self.future = timedelta(hours=settings.gate_future_hours)
        self.latest = until + self.future if until else None
        self.description = (
            f"at most {self.limit:.0%} of dated articles published outside the batch window "
            f"(from {settings.gate_max_age_days:g} days before it to "
            f"{settings.gate_future_hours:g} h after it)"
        )

    def broken(self, record: Mapping[str, Any]) -> str | None:
        published = parse_iso_utc(record.get("published_at"))
        if published is None:
            return None
        if self.earliest is not None and published < self.earliest:
            return f"published {record['published_at']}, before {self.earliest.isoformat()}"
        latest = self.latest
        if latest is None:
            fetched = parse_iso_utc(record.get("fetched_at"))
            latest = fetched + self.future if fetched else None
        if latest is not None and published > latest:
            return f"published {record['published_at']}, after {latest.isoformat()}"
        return None

    def feed(self, record: Mapping[str, Any]) -> None:
        if record.get("published_at") is not None:  # the share is of dated articles
            super().feed(record)


class HighRankShare(Rule):
    name = "high_rank_share"

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.rank = settings.gate_high_rank
        self.limit = settings.gate_min_high_rank_share
        self.description = (
            f"at least {self.limit:.0%} of articles from sources ranked {self.rank:g} or more"
        )

    def broken(self, record: Mapping[str, Any]) -> str | None:
        rank = record.get("source_rank")
        if rank is None or rank < self.rank:
            return f"source_rank {rank} of {record.get('publisher')!r}"
        return None

    def result(self) -> RuleResult:
        share = 1.0 - self.bad / self.seen if self.seen else 0.0
        return RuleResult(
            self.name, share >= self.limit, share, self.limit, self.description, self.examples
        )


class EntityCoverage(Rule):
    name = "entity_coverage"

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.limit = settings.gate_min_entity_coverage
        self.description = f"at least {self.limit:.0%} of articles with an entity"

    def broken(self, record: Mapping[str, Any]) -> str | None:
        return None if record.get("entities") else "no entity found"

    def result(self) -> RuleResult:
        share = 1.0 - self.bad / self.seen if self.seen else 0.0
        return RuleResult(
            self.name, share >= self.limit, share, self.limit, self.description, self.examples
        )


class ControlChars(_CountAtMost):
    name = "control_chars"
    description = "no control characters or bidi overrides in headline or body"

    def broken(self, record: Mapping[str, Any]) -> str | None:
        for name in ("headline", "body"):
            match = _CONTROL.search(record.get(name) or "")
            if match:
                return f"U+{ord(match.group()):04X} in {name} at {match.start()}"
        return None


class RequiredFields(_CountAtMost):
    name = "required_fields"

    def __init__(self, names: Iterable[str]) -> None:
        super().__init__()
        self.names = [n.strip() for n in names if n.strip()]
        self.description = f"every article has {', '.join(self.names)}"

    def broken(self, record: Mapping[str, Any]) -> str | None:
        missing = [n for n in self.names if record.get(n) in (None, "", [])]
        return f"missing {', '.join(missing)}" if missing else None


class DuplicateRate(_ShareAtMost):
    name = "duplicate_rate"

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.limit = settings.gate_max_duplicate_rate
        self.description = f"at most {self.limit:.0%} of articles copies or revisions"

    def broken(self, record: Mapping[str, Any]) -> str | None:
        relation = record.get("relation")
        if relation in ("copy", "revision"):
            return f"{relation} in story {record.get('story_id')}"
        return None


def rules_for(
    settings: Settings, since: datetime | None = None, until: datetime | None = None
) -> list[Rule]:
    """The configured rules, in report order."""
    from newsfold.export_schema import ARTICLE_FIELDS

    known = {f.name for f in ARTICLE_FIELDS}
    required = [n.strip() for n in settings.gate_required_fields.split(",") if n.strip()]
    unknown = [n for n in required if n not in known]
    if unknown:
        from newsfold.errors import ConfigError

        raise ConfigError(f"gate_required_fields: unknown field(s) {', '.join(unknown)}")
    return [
        MinCount(settings.gate_min_articles),
        DatesInWindow(settings, since, until),
        HighRankShare(settings),
        EntityCoverage(settings),
        ControlChars(),
        RequiredFields(required),
        DuplicateRate(settings),
    ]


@dataclass(slots=True)
class GateReport:
    """Every rule's verdict on one batch."""

    since: datetime | None
    until: datetime | None
    records: int
    results: list[RuleResult]

    @property
    def passed(self) -> bool:
        """True when every rule passed."""
        return all(r.passed for r in self.results)

    @property
    def failed(self) -> list[RuleResult]:
        """The rules that failed."""
        return [r for r in self.results if not r.passed]

    def to_record(self) -> dict[str, Any]:
        """JSON form."""
        from newsfold.models import iso_utc

        return {
            "passed": self.passed,
            "since": iso_utc(self.since),
            "until": iso_utc(self.until),
            "records": self.records,
            "failed": [r.name for r in self.failed],
            "rules": [r.to_record() for r in self.results],
        }


def check_batch(
    records: Iterable[Mapping[str, Any]],
    settings: Settings,
    since: datetime | None = None,
    until: datetime | None = None,
) -> GateReport:
    """Run every rule over ``records`` (export records, JSON form) in one pass."""
    rules = rules_for(settings, since, until)
    n = 0
    for record in records:
        n += 1
        for rule in rules:
            rule.feed(record)
    return GateReport(since, until, n, [rule.result() for rule in rules])


def validate_store(
    store: Any, settings: Settings, since: datetime | None = None, until: datetime | None = None
) -> GateReport:
    """Check the articles that came in during ``[since, until)`` (fetch time, else storing)."""
    from newsfold.export import ExportOptions, iter_records, jsonable_article

    options = ExportOptions(since=since, until=until, by="fetched")
    return check_batch(
        (jsonable_article(r) for r in iter_records(store, options)), settings, since, until
    )
