"""The C core is built for the stable ABI: one ``cp311-abi3`` wheel serves CPython 3.11+.

The wheel is built from a copy of this checkout (offline, with the setuptools
of the dev extra), then checked three ways: its tag and module names say abi3;
abi3audit (the established checker) finds no symbol outside the stable ABI of
3.11 in any module; and the modules, imported from the unpacked wheel in a
fresh interpreter, compute what the numpy paths compute. It is built with
``NEWSFOLD_MYPYC=0``: the modules mypyc compiles (``newsfold.compiled``) exist for one
CPython version each, so a wheel that holds them is tagged for that version instead.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from newsfold import native

ROOT = Path(__file__).resolve().parents[2]


def _needs_a_compiler() -> None:
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not (shutil.which("cc") or shutil.which("gcc")) or not headers.exists():
        pytest.skip("no C compiler or Python headers here: no wheel to build")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel of this checkout, built offline from a clean copy (no stale modules)."""
    _needs_a_compiler()
    tree = tmp_path_factory.mktemp("tree")
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    shutil.copytree(
        ROOT / "src",
        tree / "src",
        ignore=shutil.ignore_patterns("*.so", "__pycache__", "*.egg-info"),
    )
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("--no-index", "--disable-pip-version-check", "--quiet"),
            *("--wheel-dir", str(out), str(tree)),
        ],
        capture_output=True,
        text=True,
        # The C core alone: mypyc's modules (built by default) are for one CPython only.
        env={**os.environ, "NEWSFOLD_MYPYC": "0"},
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_is_tagged_abi3_and_holds_abi3_modules(wheel: Path) -> None:
    name, _version, python, abi, platform = wheel.stem.split("-")
    assert (name, python, abi) == ("newsfold", "cp311", "abi3"), wheel.name
    assert platform == sysconfig.get_platform().replace("-", "_").replace(".", "_")
    with zipfile.ZipFile(wheel) as archive:
        modules = sorted(n for n in archive.namelist() if n.endswith(".so"))
    assert modules == sorted(f"newsfold/native/{k}.abi3.so" for k in native.KERNELS)


def test_no_module_uses_a_symbol_outside_the_stable_abi(wheel: Path) -> None:
    audit = Path(sys.executable).with_name("abi3audit")
    if not audit.exists():
        pytest.skip("abi3audit is not installed (it comes with the dev extra)")
    run = subprocess.run([str(audit), "--report", "--strict", str(wheel)], capture_output=True)
    assert run.returncode == 0, run.stderr.decode(errors="replace")[-3000:]
    (spec,) = json.loads(run.stdout)["specs"].values()
    results = {m["name"]: m["result"] for m in spec["wheel"]}
    assert sorted(results) == sorted(f"{k}.abi3.so" for k in native.KERNELS)
    for module, result in results.items():
        assert result["is_abi3"], module
        assert result["is_abi3_baseline_compatible"], module
        assert result["non_abi3_symbols"] == [], module
        assert result["baseline"] == "3.11", module


def test_the_wheels_modules_import_and_compute_as_the_numpy_paths(
    wheel: Path, tmp_path: Path
) -> None:
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path)
    code = (
        "import numpy as np\n"
        "from newsfold import native\n"
        "from newsfold.native import _bucketindex, _fingerprint, _measure\n"
        "for module in (_bucketindex, _fingerprint, _measure):\n"
        "    assert module.__file__.endswith('.abi3.so'), module.__file__\n"
        f"    assert module.__file__.startswith({str(tmp_path)!r}), module.__file__\n"
        "print(sorted(native.available().items()))\n"
        "from newsfold.dedup.minhash import MinHasher\n"
        "shingles = np.arange(1, 500, dtype=np.uint64) * np.uint64(2654435761)\n"
        "print(MinHasher(num_perm=64).signature(shingles).tolist())\n"
        "print(_fingerprint.half_width('\\uff21\\uff42\\u3000\\u65b0'))\n"
        "index = _bucketindex.BucketIndex(10, 1000)\n"
        "index.add(np.array([(0, 1), (1, 2)], dtype=np.int64), 3, 7)\n"
        "print(index.candidates(np.array([(0, 1)], dtype=np.int64), 5), len(index))\n"
    )

    def run(pure: bool) -> list[str]:
        env = {"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}
        if pure:
            env["NEWSFOLD_PURE_PYTHON"] = "1"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stderr[-3000:]
        return done.stdout.splitlines()

    c_lines, numpy_lines = run(False), run(True)
    assert c_lines[0] == str(sorted(dict.fromkeys(native.KERNELS, True).items()))
    assert numpy_lines[0] == str(sorted(dict.fromkeys(native.KERNELS, False).items()))
    assert c_lines[1] == numpy_lines[1]  # the signature: C and numpy give the same bits
    assert c_lines[2] == "Ab 新"
    assert c_lines[3] == "[3] 2"
