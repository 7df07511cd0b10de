"""Build the optional C core (``newsfold.native``); everything else is in pyproject.toml.

The extensions are ``optional``: on a machine without a C compiler the package
still installs and runs on its numpy code paths (same results, slower), and
``newsfold.native.available()`` says which kernels are in use. The names must
match ``newsfold.native.KERNELS``.

The kernels use only CPython's limited API of 3.11 (``Py_LIMITED_API``), so they
are built for the stable ABI: modules named ``*.abi3.so`` and a wheel tagged
``cp311-abi3`` that every CPython from 3.11 on loads. One wheel per platform
then gives users without a C compiler the fast path (``tests/native/test_abi3.py``
builds the wheel and checks its tag and modules).

The modules of ``newsfold.compiled.MODULES`` (the page walk, body and metadata
readers, the dates step, the scores) are compiled with mypyc when mypy is importable (it is a
build requirement) and ``NEWSFOLD_MYPYC`` is not ``0``. They are optional too: if
their C does not build, the sources run. mypyc's modules are built for this
CPython only (mypyc has no stable-ABI mode), so a wheel holding them is tagged for
it; ``NEWSFOLD_MYPYC=0`` builds the one ``abi3`` wheel of the C core alone. Each
compiled source's SHA-256 goes into ``newsfold/_compiled_sources.json``, which is
how ``newsfold.compiled`` knows at import that the compiled modules match their
sources (see that module).
"""

import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: CPython 3.11's limited API (Py_buffer and PyType_GetName joined it in 3.11).
LIMITED_API = "0x030B0000"
FLAGS = ["-O3", "-std=c11", "-Wall", "-Wextra", "-Wno-unused-parameter"]
NATIVE = "src/newsfold/native"
#: Extension module -> its C sources (the first holds the module definition).
SOURCES = {
    "_fingerprint": ["_fingerprint.c", "fp_hashes.c", "fp_text.c", "fp_buckets.c"],
    "_bucketindex": ["_bucketindex.c", "bi_rank.c"],
    "_measure": ["_measure.c"],
}

HERE = Path(__file__).resolve().parent
PACKAGE = HERE / "src" / "newsfold"


def _compiled_module() -> Any:
    """``newsfold.compiled`` read by path (newsfold is not installed yet; stdlib only)."""
    spec = importlib.util.spec_from_file_location("_newsfold_compiled", PACKAGE / "compiled.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses and the like look modules up by name
    spec.loader.exec_module(module)
    return module


#: mypy's settings for the compile (see mypyc_extensions).
MYPYC_CONFIG = """[mypy]
no_site_packages = True
ignore_missing_imports = True
follow_imports = silent
follow_imports_for_stubs = True
"""


COMPILED = _compiled_module()
#: Where the build records its sources' digests (beside newsfold/compiled.py).
MANIFEST: str = COMPILED.MANIFEST


def mypyc_extensions() -> list[Extension]:
    """The mypyc extensions of newsfold.compiled.MODULES, or none (see module docstring)."""
    compiled = COMPILED
    manifest = PACKAGE / MANIFEST
    manifest.unlink(missing_ok=True)  # no record: the sources run
    if os.environ.get("NEWSFOLD_MYPYC", "1") == "0":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("newsfold: mypy is not importable, nothing is compiled with mypyc", file=sys.stderr)
        return []
    modules = compiled.MODULES
    paths = [str(compiled.source_path(m, PACKAGE).relative_to(HERE)) for m in modules]
    # No config file (the project's strict settings are for `make typecheck`) and no
    # installed packages: lxml, numpy and the rest count as untyped, whatever the build
    # environment holds, so every build compiles the same C. That is a choice, not a
    # shortcut: mypyc checks each value it reads against its declared type, and lxml's
    # stubs declare ``tag`` a str, which a comment's or a processing instruction's is
    # not; untyped, such values pass as they do in Python. The modules imported but not
    # compiled are read for their types only (``silent``: their own errors against
    # untyped numpy are not this build's business; `make typecheck` checks them).
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder, "mypyc.ini")
        config.write_text(MYPYC_CONFIG, encoding="utf-8")
        try:
            extensions = mypycify(["--config-file", str(config), *paths], opt_level="3")
        except (Exception, SystemExit) as exc:  # mypy's type errors exit; mypyc asserts
            print(
                f"newsfold: mypyc cannot compile the modules ({exc!r}); the sources will run",
                file=sys.stderr,
            )
            return []
    for extension in extensions:
        extension.optional = True
    digests = compiled.source_digests(modules, PACKAGE)
    manifest.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return list(extensions)


class BuildExt(build_ext):
    """build_ext that withdraws the manifest when a mypyc extension did not build.

    The extensions are optional, so a failed one leaves the others; without the
    manifest, ``newsfold.compiled`` runs every listed module from its source.
    """

    def run(self) -> None:
        super().run()
        names = {extension.name for extension in MYPYC}
        if all(Path(self.get_ext_fullpath(name)).is_file() for name in names):
            return
        print("newsfold: a mypyc extension did not build; the sources will run", file=sys.stderr)
        (PACKAGE / MANIFEST).unlink(missing_ok=True)
        Path(self.build_lib, "newsfold", MANIFEST).unlink(missing_ok=True)


MYPYC = mypyc_extensions()

setup(
    ext_modules=MYPYC
    + [
        Extension(
            f"newsfold.native.{name}",
            sources=[f"{NATIVE}/{source}" for source in sources],
            depends=[
                f"{NATIVE}/{h}"
                for h in ("limited.h", "buffers.h", "fingerprint.h", "bucketindex.h")
            ],
            extra_compile_args=FLAGS,
            define_macros=[("Py_LIMITED_API", LIMITED_API)],
            py_limited_api=True,
            optional=True,
        )
        for name, sources in SOURCES.items()
    ],
    cmdclass={"build_ext": BuildExt},
    # abi3 only when every module is: mypyc's are built for this CPython.
    options={} if MYPYC else {"bdist_wheel": {"py_limited_api": "cp311"}},
)
