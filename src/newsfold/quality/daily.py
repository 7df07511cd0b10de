"""The daily job: crawl once, score, check health, validate, export into a dated folder.

``newsfold run --sources sources.yaml`` calls :func:`run_daily`. The batch
is every article that came in (fetch time) since the run started, so a
rerun after a failure checks and exports what that run fetched. The folder
``OUT/YYYY-MM-DD/`` (the run's UTC day, or ``day``) always gets
``validation.json`` (the gate report) and ``health.json`` (the publisher
days of the run, with alerts); ``articles.<format>`` and ``manifest.json``
only when every validation rule passed: a bad batch is refused before anyone
uses it. See :class:`Outcome` for the exit codes.
"""

from __future__ import annotations

import asyncio
import enum
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from newsfold.config import Settings

__all__ = ["DailyResult", "Outcome", "run_daily"]

log = logging.getLogger(__name__)


class Outcome(enum.IntEnum):
    """Exit codes of ``newsfold run`` (documented in the README for cron and systemd)."""

    #: The batch passed validation and was exported.
    EXPORTED = 0
    #: A validation rule failed: nothing exported; ``validation.json`` says why.
    REFUSED = 1
    #: Bad usage or configuration (``sources.yaml``, settings, options).
    USAGE = 2
    #: Exported, but a publisher health alert was raised (only with ``--fail-on-alert``).
    ALERT = 3
    #: The run could not finish (store, disk or crawl error); rerun it.
    FAILED = 4


@dataclass(slots=True)
class DailyResult:
    """What one daily run did."""

    folder: Path
    started: datetime
    crawl: dict[str, Any] = field(default_factory=dict)
    scored: dict[str, int] = field(default_factory=dict)
    alerts: list[dict[str, Any]] = field(default_factory=list)
    validation: dict[str, Any] = field(default_factory=dict)
    exported: int | None = None

    @property
    def passed(self) -> bool:
        """Whether validation passed (and the batch was exported)."""
        return bool(self.validation.get("passed"))

    def outcome(self, fail_on_alert: bool) -> Outcome:
        """The exit code for this result."""
        if not self.passed:
            return Outcome.REFUSED
        if fail_on_alert and self.alerts:
            return Outcome.ALERT
        return Outcome.EXPORTED

    def as_dict(self) -> dict[str, Any]:
        """JSON form (``run.json`` in the folder)."""
        return {
            "folder": str(self.folder),
            "started": self.started.isoformat().replace("+00:00", "Z"),
            "crawl": self.crawl,
            "scored": self.scored,
            "alerts": self.alerts,
            "validation_passed": self.passed,
            "exported": self.exported,
        }


def _write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def run_daily(
    sources: Path,
    settings: Settings,
    out_dir: Path,
    *,
    fmt: str = "jsonl",
    proxy: str | None = None,
    day: date | None = None,
    crawl: bool = True,
    started: datetime | None = None,
) -> DailyResult:
    """One daily run (see the module doc); errors propagate as :class:`NewsfoldError`."""
    import dataclasses

    from newsfold.crawl.crawler import Crawler
    from newsfold.crawl.sources import load_sources
    from newsfold.engine.crawl import crawl as run_crawl
    from newsfold.export import ExportOptions, export
    from newsfold.quality.gates import validate_store
    from newsfold.quality.health import refresh_health
    from newsfold.quality.rank import rescore_store
    from newsfold.store import open_store

    config = load_sources(sources)
    if proxy:
        config = dataclasses.replace(config, proxy=proxy)
    settings = settings.replace(user_agent=config.user_agent)
    begun = started or datetime.now(UTC)
    folder = out_dir / (day or begun.date()).isoformat()
    folder.mkdir(parents=True, exist_ok=True)
    result = DailyResult(folder, begun)
    configured: Mapping[str, float] = {
        (src.publisher or src.name): src.rank for src in config.sources if src.rank > 0
    }
    with open_store(settings.db) as store:
        if crawl:
            summary = asyncio.run(run_crawl(Crawler(config, store, settings, follow=False)))
            result.crawl = summary.as_dict()
        result.scored = rescore_store(store, settings, config_ranks=configured).as_dict()
        until = datetime.now(UTC)
        days = refresh_health(store, settings, begun.date(), until.date())
        health = [d.to_record() for d in days]
        result.alerts = [
            {"publisher": d["publisher"], "day": d["day"], **a} for d in health for a in d["alerts"]
        ]
        report = validate_store(store, settings, begun, until)
        result.validation = report.to_record()
        _write_json(folder / "health.json", health)
        _write_json(folder / "validation.json", result.validation)
        if report.passed:
            options = ExportOptions(format=fmt, since=begun, until=until, by="fetched")
            out = folder / f"articles.{fmt}"
            written = export(store, out, options, manifest=folder / "manifest.json")
            result.exported = written.records
        else:
            log.warning(
                "validation failed (%s): nothing exported", ", ".join(report.to_record()["failed"])
            )
    _write_json(folder / "run.json", result.as_dict())
    return result
