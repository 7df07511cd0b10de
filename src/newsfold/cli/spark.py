"""``--engine spark`` of ``newsfold ingest`` and ``newsfold fold``: the Spark executor.

The outputs are folders of part files whose concatenation (in name order)
equals what the local engine writes: ``fold`` the records of ``newsfold
fold``, ``ingest`` the records of ``newsfold export`` (no store is written:
a Spark ingest is a batch run from pages to the exported dataset).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.table import Table

if TYPE_CHECKING:  # the Spark jobs (and the export code they write with) load when run
    from newsfold.config import Settings
    from newsfold.engine.spark.jobs import SparkSummary
    from newsfold.fold import Method

__all__ = ["ENGINES", "EngineOption", "MasterOption", "run_spark_fold", "run_spark_ingest"]

ENGINES = ("local", "spark")

EngineOption = Annotated[
    str,
    typer.Option(
        "--engine",
        help="local (one process) or spark (pyspark, extra 'spark'; --out is a folder).",
    ),
]
MasterOption = Annotated[
    str | None,
    typer.Option(
        "--master",
        help="Spark master URL with --engine spark (default: what spark-submit set, "
        "else local[*]).",
        show_default=False,
    ),
]

_console = Console(stderr=True)
_out = Console()


def _print(title: str, summary: SparkSummary, out: str) -> None:
    table = Table(title=title, show_header=False)
    table.add_row("articles folded", str(summary.articles))
    if summary.skipped:
        table.add_row("records skipped", str(summary.skipped))
    for kind, n in sorted(summary.failed.items()):
        table.add_row(f"failed: {kind}", str(n))
    table.add_row("stories", str(summary.stories))
    table.add_row("components folded", str(summary.components))
    table.add_row("largest component", str(summary.largest_component))
    table.add_row("records written", f"{summary.records} to {out}")
    _out.print(table)


def run_spark_fold(
    inputs: list[str], out: str, settings: Settings, method: Method, master: str | None
) -> SparkSummary:
    """``newsfold fold --engine spark``."""
    from newsfold.engine.spark import fold_job, spark_session

    spark = spark_session(master)
    summary = fold_job(spark, inputs, out, settings, method)
    _print("fold (spark)", summary, out)
    return summary


def run_spark_ingest(
    inputs: list[str], out: str, settings: Settings, master: str | None
) -> SparkSummary:
    """``newsfold ingest --engine spark``."""
    from newsfold.engine.spark import ingest_job, spark_session

    spark = spark_session(master)
    summary = ingest_job(spark, inputs, out, settings)
    _print("ingest (spark)", summary, out)
    return summary
