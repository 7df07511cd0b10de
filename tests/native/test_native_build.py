"""The C core is built wherever a C compiler is, and can be switched off."""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from newsfold import native


def test_every_kernel_is_built_where_a_compiler_is() -> None:
    if native.PURE_PYTHON_ENV in __import__("os").environ:
        pytest.skip(f"{native.PURE_PYTHON_ENV} is set: the numpy paths are under test")
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not (shutil.which("cc") or shutil.which("gcc")) or not headers.exists():
        pytest.skip("no C compiler or Python headers here: the numpy paths run instead")
    assert native.available() == dict.fromkeys(native.KERNELS, True)
    for kernel in native.KERNELS:  # the stable-ABI build, not a stale per-version one
        module = native.load(kernel)
        assert module is not None
        assert str(module.__file__).endswith(".abi3.so"), module


def test_pure_python_switch_turns_every_kernel_off() -> None:
    code = "from newsfold import native; print(sorted(native.available().values()))"
    env = {"NEWSFOLD_PURE_PYTHON": "1", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[False, False, False]"


def test_unknown_kernel_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown native kernel"):
        native.load("_nope")


def test_a_missing_kernel_is_said_once_and_visibly() -> None:
    """Without the C core folding is several times slower: say so once, on stderr."""
    code = (
        "import builtins, importlib\n"
        "real = importlib.import_module\n"
        "def fake(name, *a, **k):\n"
        "    if name.startswith('newsfold.native._'):\n"
        "        raise ImportError('not built here')\n"
        "    return real(name, *a, **k)\n"
        "importlib.import_module = fake\n"
        "from newsfold import native\n"
        "print(sorted(native.available().values()), sorted(native.available().values()))\n"
    )
    env = {k: v for k, v in __import__("os").environ.items() if k != "NEWSFOLD_PURE_PYTHON"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[False, False, False] [False, False, False]"
    assert out.stderr.count("C core is not built") == 1
    assert "NativeCoreMissing" in out.stderr
    quiet = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "NEWSFOLD_PURE_PYTHON": "1"},
    )
    assert quiet.returncode == 0, quiet.stderr
    assert "C core" not in quiet.stderr
