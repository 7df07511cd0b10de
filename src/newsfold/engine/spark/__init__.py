"""The Spark executor (extra ``spark``): batch runs too large for one machine.

``newsfold fold --engine spark`` and ``newsfold ingest --engine spark`` run
:func:`~newsfold.engine.spark.jobs.fold_job` and
:func:`~newsfold.engine.spark.jobs.ingest_job`; their outputs equal the local
engine's byte for byte (see :mod:`newsfold.engine.spark.jobs` for how folding
is split into connected components, and :mod:`newsfold.engine.spark.closure`
for why that split cannot change a story). pyspark is imported only when a
job runs.
"""

from newsfold.engine.spark.jobs import SparkSummary, fold_job, ingest_job
from newsfold.engine.spark.session import spark_session

__all__ = ["SparkSummary", "fold_job", "ingest_job", "spark_session"]
