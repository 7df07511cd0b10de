"""Hypothesis profiles: the default (CI) and ``long`` (``HYPOTHESIS_PROFILE=long``),
the run docs/reliability.md reports."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "long",
    max_examples=5_000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
if os.environ.get("HYPOTHESIS_PROFILE"):
    settings.load_profile(os.environ["HYPOTHESIS_PROFILE"])
