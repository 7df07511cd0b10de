"""Starting (or joining) a Spark session for newsfold's jobs.

Under ``spark-submit`` the master and resources come from the submission and
:func:`spark_session` joins that session; run from the command line it starts
a local one (``--master``, default ``local[*]``). The executors run the same
Python as the driver (``PYSPARK_PYTHON``), which must have newsfold installed
(on a cluster: the same wheel on every node, or ``--py-files``).
"""

from __future__ import annotations

import os
import sys
from typing import Any

from newsfold.errors import MissingExtraError

__all__ = ["spark_session"]


def spark_session(master: str | None = None, *, app_name: str = "newsfold") -> Any:
    """The active Spark session, or a new one (``master`` when given, else what
    ``spark-submit`` configured, else ``local[*]``)."""
    try:
        from pyspark.sql import SparkSession
    except ModuleNotFoundError as exc:
        raise MissingExtraError("spark", exc.name or "pyspark") from exc
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    builder = SparkSession.builder.appName(app_name)
    if master:
        builder = builder.master(master)
    elif "spark.master" not in _submitted_conf():
        builder = builder.master("local[*]")
    builder = (
        builder.config("spark.ui.showConsoleProgress", "false")
        .config("spark.ui.enabled", "false")
        .config("spark.python.worker.reuse", "true")
    )
    session = builder.getOrCreate()
    session.sparkContext.setLogLevel("WARN")
    return session


def _submitted_conf() -> dict[str, str]:
    """What ``spark-submit`` passed to this driver (its ``spark.*`` system properties)."""
    from pyspark import SparkConf

    return dict(SparkConf().getAll())
