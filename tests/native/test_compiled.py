"""The mypyc-compiled modules: built where a compiler is, the same outputs as their sources.

``newsfold.compiled`` decides once per process whether the compiled modules or their
sources run. These tests check each way it can decide, that a stale build never runs
old code, and, on real pages (the simulated web's, in English and Chinese, GBK
included, and the development pages where ``../shared/bench`` is present), that
extraction with dates, and the scores ingest gives each article, are the same in every
field in a compiled and a pure process.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from newsfold import compiled

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT.parent / "shared" / "bench"

#: Extraction of every page, one JSON line each, in a fresh interpreter.
_EXTRACT = r"""
import gzip, json, sys
from datetime import UTC, datetime
from pathlib import Path
from newsfold import compiled
from newsfold.config import Settings
from newsfold.errors import PageError
from newsfold.extract import extract_article
from newsfold.models import Page
from newsfold.quality.scores import Scorer
from newsfold.sim.generate import iter_pages

fetched = datetime(2026, 1, 1, tzinfo=UTC)
pages = [p.to_page() for p in iter_pages(seed=23, articles=160)]
bench = Path(sys.argv[1])
for name in ("extraction/en", "extraction/zh", "extraction/snippets", "dates"):
    folder = bench / name / "pages"
    if folder.is_dir():
        for path in sorted(folder.iterdir())[:25]:
            data = path.read_bytes()
            body = gzip.decompress(data) if path.suffix == ".gz" else data
            url = f"https://bench.invalid/{path.name}"
            pages.append(Page(url=url, body=body, fetched_at=fetched))
print(json.dumps({"state": compiled.state(), "pages": len(pages)}))
scorer = Scorer(Settings(), {"bench.invalid": 0.5})
for page in pages:
    try:
        article = extract_article(page)
    except PageError as exc:
        print(json.dumps({"error": [exc.kind, str(exc)]}))
        continue
    record = article.to_record()
    record["urls"] = list(article.urls)
    record["quality"] = dict(article.quality)
    record["scores"] = scorer.score(article, None)  # what ingest stores in quality
    print(json.dumps(record, sort_keys=True))
"""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != compiled.PURE_PYTHON_ENV}
    env.update(extra)
    return env


def _has_compiler() -> bool:
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    return bool(shutil.which("cc") or shutil.which("gcc")) and headers.exists()


def test_the_listed_modules_run_compiled_where_a_compiler_is() -> None:
    """``make`` installs with mypyc: every listed module is its compiled extension."""
    if not _has_compiler():
        pytest.skip("no C compiler or Python headers here: the sources run instead")
    code = (
        "import importlib, json; from newsfold import compiled\n"
        "files = [importlib.import_module(m).__file__ for m in compiled.MODULES]\n"
        "print(json.dumps([compiled.state(), files]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=_env(), check=True
    )
    state, files = json.loads(out.stdout)
    assert state == "compiled", f"{state}: reinstall (make) to rebuild the compiled modules"
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    assert all(str(f).endswith(suffixes) for f in files), files


def test_pure_python_switch_runs_every_listed_module_from_source() -> None:
    code = (
        "import importlib, json; from newsfold import compiled\n"
        "print(json.dumps([compiled.state(),"
        " [importlib.import_module(m).__file__ for m in compiled.MODULES]]))"
    )
    env = _env(**{compiled.PURE_PYTHON_ENV: "1"})
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    state, files = json.loads(out.stdout)
    assert state == "pure"
    assert files == [str(compiled.source_path(m)) for m in compiled.MODULES]


def test_compiled_and_pure_extraction_agree_field_by_field() -> None:
    """Every field of every page, and every score of its article (entities with their
    offsets, depth, completeness), compiled against source (outputs are a contract)."""
    runs = {}
    for label, env in (
        ("default", _env()),
        ("pure", _env(**{compiled.PURE_PYTHON_ENV: "1"})),
    ):
        out = subprocess.run(
            [sys.executable, "-c", _EXTRACT, str(BENCH)],
            capture_output=True,
            text=True,
            env=env,
            timeout=600,
        )
        assert out.returncode == 0, out.stderr[-3000:]
        head, *records = out.stdout.splitlines()
        runs[label] = (json.loads(head), records)
    (default_head, default), (pure_head, pure) = runs["default"], runs["pure"]
    assert pure_head["state"] == "pure"
    if _has_compiler():  # else both ran the sources, and agree trivially
        assert default_head["state"] == "compiled"
    assert default_head["pages"] == pure_head["pages"] == len(default) == len(pure)
    assert default_head["pages"] >= 150
    articles = [json.loads(r) for r in pure if '"error"' not in r[:10]]
    assert len(articles) >= 140  # the simulated pages are articles: this compares real output
    assert any(a.get("language") == "zh" for a in articles)
    assert sum(len(a["scores"]["entities"]) for a in articles) > 1000  # the scores ran
    differ = [i for i, (a, b) in enumerate(zip(default, pure, strict=True)) if a != b]
    assert not differ, f"{len(differ)} pages differ, first: {default[differ[0]][:500]}"


def _package(tmp_path: Path, *, built: bool, digests: dict[str, str] | None) -> Path:
    """A copy of the listed sources in a package folder, with fake builds and a manifest."""
    package = tmp_path / "newsfold"
    for module in compiled.MODULES:
        target = compiled.source_path(module, package)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(compiled.source_path(module), target)
        if built:
            suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
            target.with_suffix("").with_name(target.stem + suffix).write_bytes(b"")
    if digests is not None:
        (package / compiled.MANIFEST).write_text(json.dumps(digests), encoding="utf-8")
    return package


@pytest.mark.parametrize(
    ("built", "manifest", "expected"),
    [
        (True, "same", "compiled"),
        (True, "edited", "stale"),
        (True, "garbled", "stale"),
        (True, None, "absent"),
        (False, "same", "absent"),
    ],
)
def test_the_decision(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    built: bool,
    manifest: str | None,
    expected: str,
) -> None:
    """Compiled only when every module is built and every source is the one built."""
    digests = dict(compiled.source_digests())
    if manifest == "edited":  # one source changed after the build
        digests[compiled.MODULES[-1]] = "0" * 64
    package = _package(tmp_path, built=built, digests=None if manifest is None else digests)
    if manifest == "garbled":
        (package / compiled.MANIFEST).write_text("{", encoding="utf-8")
    monkeypatch.setattr(compiled, "_PACKAGE_DIR", package)
    monkeypatch.delenv(compiled.PURE_PYTHON_ENV, raising=False)
    assert compiled._decide() == expected
    monkeypatch.setenv(compiled.PURE_PYTHON_ENV, "1")
    assert compiled._decide() == "pure"
    monkeypatch.setenv(compiled.PURE_PYTHON_ENV, "0")
    assert compiled._decide() == expected


def test_a_stale_build_runs_the_sources(tmp_path: Path) -> None:
    """A source edited after the build: its compiled module (and every other) steps aside."""
    if not _has_compiler() or compiled.state() != "compiled":
        pytest.skip("nothing compiled here: no stale build to step aside")
    # The finder the decision installs, asked directly: the sources' specs, others none.
    finder = compiled._SourceFinder(compiled.MODULES)
    for module in compiled.MODULES:
        spec = finder.find_spec(module, None)
        assert spec is not None
        assert spec.origin == str(compiled.source_path(module))
    assert finder.find_spec("newsfold.extract.jsonld", None) is None
    # And in a fresh process where every source differs from the build's record:
    # newsfold.compiled is loaded on its own first (``import newsfold`` decides at once),
    # told that, and then the package and a listed module are imported.
    source = compiled.__file__
    code = (
        "import importlib, importlib.util, json, sys\n"
        f"spec = importlib.util.spec_from_file_location('newsfold.compiled', {source!r})\n"
        "c = importlib.util.module_from_spec(spec)\n"
        "sys.modules['newsfold.compiled'] = c\n"
        "spec.loader.exec_module(c)\n"
        "c.source_digests = lambda *a, **k: {}\n"
        "import newsfold\n"
        "print(json.dumps([c.state(), importlib.import_module(c.MODULES[0]).__file__]))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env())
    assert out.returncode == 0, out.stderr
    state, first = json.loads(out.stdout)
    assert state == "stale"
    assert first == str(compiled.source_path(compiled.MODULES[0]))
