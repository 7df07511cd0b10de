"""Which of newsfold's Python modules run compiled by mypyc, and when their source runs instead.

Extraction walks every element of every page in Python (about 600 a page) and the
dates step reads the text it collects; the interpreter's own work there is most of
an article's CPU time, as it is in the scores given at ingest (the entity rules and
the depth proxy read every paragraph again). ``setup.py`` therefore compiles the
modules in :data:`MODULES` with mypyc (the compiler that ships with mypy: the same
typed source, checked by ``mypy --strict``, turned into a C extension), when mypy and
a C compiler are there.
No C is written by hand: the source of each module stays the one truth, and it runs
as it is wherever the compiled form is missing, stale, or not wanted:

- nothing compiled (no compiler, or ``NEWSFOLD_MYPYC=0`` at build time): Python's own
  import finds the ``.py`` files;
- ``NEWSFOLD_PURE_PYTHON=1`` (the same switch as the C core's): every module of
  :data:`MODULES` is imported from its source;
- a source that changed since the build (an edit in a checkout installed in place):
  the build records each source's SHA-256 in :data:`MANIFEST`; when any differs, or a
  compiled module is missing, *all* of them run from source, because compiled modules
  call each other directly and a mix would run old code behind new code.

The choice is all or nothing and made once, on the first import of ``newsfold``
(:func:`install`, called first thing by ``newsfold/__init__.py``); :func:`state` says
which it was. The outputs are the same either way (``tests/native/test_compiled.py``
runs extraction and the scores both ways on real pages and compares every field).

This module must stay importable by ``setup.py`` before newsfold is installed: the
standard library only, and it is never compiled itself.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

__all__ = [
    "MANIFEST",
    "MODULES",
    "PURE_PYTHON_ENV",
    "install",
    "pure_python_asked",
    "source_digests",
    "state",
]

#: The modules setup.py compiles: the walk, the body and metadata readers (with the
#: bylines' names, the language and the URLs they call on every page), the dates
#: step, the scores given at ingest (entities, depth, completeness) and the text of
#: the store's JSON columns (the scores' entity records)
#: (``tests/native/test_compiled.py`` checks that each runs compiled where it can).
MODULES = (
    "newsfold.markup",
    "newsfold.extract.blocks",
    "newsfold.extract.textblock",
    "newsfold.extract.body",
    "newsfold.extract.scorer",
    "newsfold.extract.entries",
    "newsfold.extract.tidy",
    "newsfold.extract.notices",
    "newsfold.extract.zhlines",
    "newsfold.extract.zhpage",
    "newsfold.extract.zhcaptions",
    "newsfold.extract.zhframe",
    "newsfold.extract.inserts",
    "newsfold.extract.pointers",
    "newsfold.extract.prompts",
    "newsfold.extract.signoffs",
    "newsfold.extract.heads",
    "newsfold.extract.notes",
    "newsfold.extract.classify",
    "newsfold.extract.boilerplate",
    "newsfold.extract.metadata",
    "newsfold.extract.byline_find",
    "newsfold.extract.encoding",
    "newsfold.extract.names",
    "newsfold.extract.byline",
    "newsfold.extract.language",
    "newsfold.urls",
    "newsfold.dates.page",
    "newsfold.dates.relative",
    "newsfold.dates.parse",
    "newsfold.dates.reading",
    "newsfold.dates.parsed",
    "newsfold.dates.candidates",
    "newsfold.dates.visible",
    "newsfold.dates.decide",
    "newsfold.dates.support",
    "newsfold.dates.undated",
    "newsfold.dates.offsets",
    "newsfold.dates.normalize",
    "newsfold.quality.entities",
    "newsfold.quality.entity_rules",
    "newsfold.quality.depth",
    "newsfold.quality.scores",
    "newsfold.store.jsoncols",
)
#: Written by setup.py beside this file: ``{module: sha256 of its source}`` of the build.
MANIFEST = "_compiled_sources.json"
#: Set to 1 to run these modules (and the C core's numpy twins) from Python source.
PURE_PYTHON_ENV = "NEWSFOLD_PURE_PYTHON"

_PACKAGE_DIR = Path(__file__).resolve().parent
_state: str | None = None


def pure_python_asked() -> bool:
    """Whether :data:`PURE_PYTHON_ENV` asks for the Python paths (any value but empty or 0)."""
    return os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0")


def source_path(module: str, package_dir: Path | None = None) -> Path:
    """The ``.py`` file of ``module`` (one of :data:`MODULES`) under the package folder."""
    parts = module.split(".")
    if parts[0] != "newsfold":
        raise ValueError(f"not a newsfold module: {module!r}")
    return (package_dir or _PACKAGE_DIR).joinpath(*parts[1:]).with_suffix(".py")


def source_digests(
    modules: Sequence[str] = MODULES, package_dir: Path | None = None
) -> dict[str, str]:
    """SHA-256 of each module's source, as setup.py records them in :data:`MANIFEST`."""
    return {
        module: hashlib.sha256(source_path(module, package_dir).read_bytes()).hexdigest()
        for module in modules
    }


def _built(module: str) -> bool:
    """Whether a compiled extension of ``module`` sits beside its source."""
    source = source_path(module)
    stem = source.with_suffix("")
    return any(
        Path(f"{stem}{suffix}").is_file() for suffix in importlib.machinery.EXTENSION_SUFFIXES
    )


def _decide() -> str:
    """``compiled``, or why the sources run: ``pure`` (asked), ``absent``, ``stale``."""
    if pure_python_asked():
        return "pure"
    manifest = _PACKAGE_DIR / MANIFEST
    if not manifest.is_file() or not all(_built(m) for m in MODULES):
        return "absent"
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "stale"
    return "compiled" if recorded == source_digests() else "stale"


class _SourceFinder(importlib.abc.MetaPathFinder):
    """Finds the listed modules' ``.py`` files, ahead of the compiled extensions beside them."""

    def __init__(self, modules: Sequence[str]) -> None:
        self._modules = frozenset(modules)

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self._modules:
            return None
        source = source_path(fullname)
        return importlib.util.spec_from_file_location(fullname, source)


def install() -> str:
    """Make the choice (see module docstring) once; returns :func:`state`."""
    global _state
    if _state is None:
        _state = _decide()
        if _state != "compiled" and any(_built(m) for m in MODULES):
            # Compiled modules are there but must not run: their sources go first.
            sys.meta_path.insert(0, _SourceFinder(MODULES))
    return _state


def state() -> str:
    """How :data:`MODULES` run in this process.

    ``compiled`` (mypyc's extensions), or from source because they are ``absent`` (not
    built), ``pure`` (``NEWSFOLD_PURE_PYTHON=1``) or ``stale`` (a source changed since
    the build).
    """
    return install()
