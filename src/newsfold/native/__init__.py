"""The optional C core: the hot loops of fingerprinting and folding.

``setup.py`` builds these extensions when the package is installed on a
machine with a C compiler (they use only the CPython API and the buffer
protocol, so nothing but the Python headers is needed). Each kernel has a
numpy twin that gives bit-identical results (``tests/native`` compares them
on simulated news), so the store and every decision are the same whichever
runs; the C one is several times faster because the work is many small
arrays, where numpy's per-call cost dominates.

:func:`load` returns a kernel module, or None when it was not built or
``NEWSFOLD_PURE_PYTHON=1`` is set; callers then take the numpy path.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

__all__ = ["KERNELS", "PURE_PYTHON_ENV", "available", "load"]

#: The extension modules setup.py builds (``newsfold.native.<name>``).
KERNELS = ("_fingerprint", "_bucketindex", "_measure")
#: Set to 1 to run the numpy code paths even where the C core is built.
PURE_PYTHON_ENV = "NEWSFOLD_PURE_PYTHON"


def load(name: str) -> ModuleType | None:
    """The C kernel module ``name``, or None (not built, or pure Python asked for)."""
    if name not in KERNELS:
        raise ValueError(f"unknown native kernel {name!r}; one of {KERNELS}")
    if os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0"):
        return None
    try:
        return importlib.import_module(f"newsfold.native.{name}")
    except ImportError:
        return None


def available() -> dict[str, bool]:
    """Which kernels are in use (for ``--version``-style reports and benchmarks)."""
    return {name: load(name) is not None for name in KERNELS}
