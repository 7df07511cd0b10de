"""Instructions of the steps after the tree walk, each counted on its own under callgrind.

Wall-clock figures on a shared machine move by ±15 %; instruction counts do not. This
script runs each step of extraction that reads the parsed page after the walk (metadata,
the headline, the body rules, the block model, the whole paragraph choice, the authors
signed in the text, the record's headline and publisher) over a fixed set of
development pages, once warm, and has callgrind count only the step's own calls: the
set-up of each step (decoding, parsing, the walk) runs with collection off. Each step is
one callgrind dump; ``--report`` prints the totals of the dumps.

Usage::

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --callgrind-out-file=/tmp/phases/cg.out .venv/bin/python benchmarks/body_phases.py
    .venv/bin/python benchmarks/body_phases.py --report /tmp/phases

The pages: the first 40 of ``extraction/en``, 20 of ``extraction/zh``, 60 of
``extraction/snippets`` (``--counts`` changes them). Outside valgrind the script runs
the same steps and counts nothing (the requests are no-ops there).
"""

from __future__ import annotations

import argparse
import ctypes
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from extraction import load_set

from newsfold.errors import PageError
from newsfold.extract import _parse_stopped, extract_article
from newsfold.extract.blocks import walk_tree
from newsfold.extract.body import extract_paragraphs, model_blocks, select_blocks
from newsfold.extract.classify import default_model
from newsfold.extract.encoding import decode_html, utf8_bytes
from newsfold.extract.metadata import read_metadata
from newsfold.extract.misnest import repair_swallowed_main
from newsfold.markup import scan_page

#: callgrind's client requests (valgrind/callgrind.h), as three C functions.
_REQUESTS = """#include <valgrind/callgrind.h>
void cg_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
void cg_dump(const char *s) { CALLGRIND_DUMP_STATS_AT(s); }
"""


def _requests() -> Any:
    """The client requests, compiled once into a temporary library (needs cc and valgrind.h)."""
    folder = Path(tempfile.mkdtemp(prefix="body-phases-"))
    (folder / "cg.c").write_text(_REQUESTS, encoding="utf-8")
    library = folder / "libcg.so"
    subprocess.run(
        ["cc", "-O1", "-shared", "-fPIC", "-o", str(library), str(folder / "cg.c")], check=True
    )
    return ctypes.CDLL(str(library))


def _phase(
    cg: Any, name: str, step: Callable[..., Any], calls: Sequence[tuple[Any, ...]]
) -> list[Any]:
    out = []
    cg.cg_toggle()
    for args in calls:
        out.append(step(*args))
    cg.cg_toggle()
    cg.cg_dump(name.encode())
    return out


def _article(page: Any) -> Any:
    try:
        return extract_article(page)
    except PageError:
        return None


def run(bench: Path, counts: dict[str, int]) -> None:
    """Every step over the pages, each one callgrind dump (see module docstring)."""
    cg = _requests()
    pages = [bp.page for name, n in counts.items() for bp in load_set(bench / name, limit=n)]
    for page in pages:  # warm: caches, the model, lazily compiled patterns
        _article(page)
    parsed = []
    for page in pages:
        decoded = decode_html(page.body, page.header("content-type"))
        tree, _ = _parse_stopped(decoded.text, utf8_bytes(page.body, decoded))
        scan = scan_page(tree)
        repair_swallowed_main(scan.mains)  # as extract_content does
        parsed.append((page, decoded, tree, scan))
    metas = _phase(
        cg,
        "meta",
        lambda tree, url, source, scan: read_metadata(tree, url=url, source=source, scan=scan),
        [(tree, page.final_url or page.url, d.text, scan) for page, d, tree, scan in parsed],
    )
    heads = _phase(cg, "headline", lambda m: m.clean_headline(), [(m,) for m in metas])
    walks = [walk_tree(tree, scan.body)[0] for _, _, tree, scan in parsed]
    body_args = [(p[2], h, b) for p, h, b in zip(parsed, heads, walks, strict=True)]
    selections = _phase(
        cg, "select", lambda t, h, b: select_blocks(t, headline=h, blocks=b), body_args
    )
    model = default_model()
    _phase(cg, "model", lambda s: model_blocks(s, model), [(s,) for s in selections if s.roots])
    paragraphs = _phase(
        cg, "paragraphs", lambda t, h, b: extract_paragraphs(t, headline=h, blocks=b)[0], body_args
    )
    _phase(
        cg,
        "authors",
        lambda m, ps, t: m.complete_authors(ps, t),
        [(m, ps, p[2]) for m, ps, p in zip(metas, paragraphs, parsed, strict=True)],
    )
    _phase(
        cg,
        "record",
        lambda m: (m.publisher_and_source(), m.headline_and_source()),
        [(m,) for m in metas],
    )
    _phase(cg, "article", _article, [(p,) for p in pages])


def report(folder: Path) -> None:
    """The total instructions of each dump in ``folder`` (``cg.out.N`` files)."""
    for path in sorted(folder.glob("*.out.*"), key=lambda p: int(p.suffix[1:])):
        name = total = ""
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("desc: Trigger: Client Request: "):
                name = line.rsplit(": ", 1)[1]
            elif line.startswith("totals: "):
                total = line.split()[1]
        if name and total:
            sys.stdout.write(f"{name:<12} {int(total):>15,}\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench/extraction"))
    parser.add_argument(
        "--counts", default="en=40,zh=20,snippets=60", help="pages per set, e.g. en=40,zh=20"
    )
    parser.add_argument("--report", type=Path, help="print the totals of the dumps in this folder")
    args = parser.parse_args()
    if args.report:
        report(args.report)
        return
    counts = {k: int(v) for k, v in (item.split("=") for item in args.counts.split(","))}
    run(args.bench, counts)


if __name__ == "__main__":
    main()
