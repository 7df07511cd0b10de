"""The scripts of ``benchmarks/`` as modules, for the tests that smoke them.

They are scripts, not a package (each run as ``python benchmarks/X.py``), so a test loads
one from its file, once per process, under its own name in ``sys.modules`` (dataclasses
and pickling look a module up there).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_benchmark(script: str, name: str) -> ModuleType:
    """``benchmarks/<script>`` loaded as the module ``name`` (the one loaded before, if any)."""
    module = sys.modules.get(name)
    if module is None:
        spec = importlib.util.spec_from_file_location(name, BENCHMARKS / script)
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return module
