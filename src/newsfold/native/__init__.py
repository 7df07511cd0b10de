"""The optional C core: the hot loops of fingerprinting and folding.

``setup.py`` builds these extensions when the package is installed on a
machine with a C compiler (they use only CPython's limited API of 3.11 and the
buffer protocol, so nothing but the Python headers is needed, and they are
built for the stable ABI: one ``abi3`` wheel per platform serves CPython 3.11+).
The kernels are arithmetic: they read buffers and ints and write buffers the
Python side allocated, or return plain ints, floats and tuples; the objects of
folding are built in Python. Each kernel has a
numpy twin that gives bit-identical results (``tests/native`` compares them
on simulated news), so the store and every decision are the same whichever
runs; the C one is several times faster because the work is many small
arrays, where numpy's per-call cost dominates.

:func:`load` returns a kernel module, or None when it was not built or
``NEWSFOLD_PURE_PYTHON=1`` is set; callers then take the numpy path. A kernel
that was not built is said once per process, visibly (a
:class:`NativeCoreMissing` warning on stderr), since the same stories then take
several times longer; asking for pure Python is not warned about.
"""

from __future__ import annotations

import importlib
import logging
import warnings
from types import ModuleType

from newsfold.compiled import PURE_PYTHON_ENV, pure_python_asked

__all__ = ["KERNELS", "PURE_PYTHON_ENV", "NativeCoreMissing", "available", "load"]

log = logging.getLogger(__name__)

#: The extension modules setup.py builds (``newsfold.native.<name>``).
KERNELS = ("_fingerprint", "_bucketindex", "_measure")


class NativeCoreMissing(UserWarning):
    """The optional C core is not built: the numpy paths run (same results, slower)."""


_warned = False


def _warn_missing(name: str, error: ImportError) -> None:
    global _warned
    if _warned:
        return
    _warned = True
    message = (
        f"newsfold's C core is not built ({name}: {error}); folding runs on numpy, with "
        "the same results but several times slower. Install a wheel for your platform, "
        "or a C compiler and the Python headers and reinstall newsfold; set "
        f"{PURE_PYTHON_ENV}=1 to choose the numpy paths without this warning."
    )
    log.debug("%s", message)  # shown once, as a warning (not a second time by logging)
    warnings.warn(message, NativeCoreMissing, stacklevel=3)


def load(name: str) -> ModuleType | None:
    """The C kernel module ``name``, or None (not built, or pure Python asked for)."""
    if name not in KERNELS:
        raise ValueError(f"unknown native kernel {name!r}; one of {KERNELS}")
    if pure_python_asked():
        return None
    try:
        return importlib.import_module(f"newsfold.native.{name}")
    except ImportError as exc:
        _warn_missing(name, exc)
        return None


def available() -> dict[str, bool]:
    """Which kernels are in use (for ``--version``-style reports and benchmarks)."""
    return {name: load(name) is not None for name in KERNELS}
