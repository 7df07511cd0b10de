"""Instructions of ``extract_article`` alone over a fixed set of development pages.

The pages are read and extracted once (warm: caches, the block model, compiled
patterns), then extracted again with callgrind collecting around the calls only:
one dump, ``article``. The process says which form of the compiled modules it runs
(``newsfold.compiled.state()``; ``compiled`` is the one to measure for speed).

Usage::

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --callgrind-out-file=/tmp/article/cg.out .venv/bin/python benchmarks/article_cg.py
    .venv/bin/python benchmarks/body_phases.py --report /tmp/article

The pages: the first 30 of ``extraction/en``, 10 of ``extraction/zh``, 30 of
``extraction/snippets`` (``--counts`` changes them), the set of the session 10 and 11
figures in ``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from body_phases import _article, _requests
from extraction import load_set

from newsfold import compiled


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", type=Path, default=Path("/work/shared/bench/extraction"))
    parser.add_argument("--counts", default="en=30,zh=10,snippets=30", help="pages per set")
    args = parser.parse_args()
    counts = {k: int(v) for k, v in (item.split("=") for item in args.counts.split(","))}
    pages = [bp.page for name, n in counts.items() for bp in load_set(args.bench / name, limit=n)]
    sys.stderr.write(f"{len(pages)} pages, compiled modules: {compiled.state()}\n")
    cg = _requests()
    for page in pages:
        _article(page)
    cg.cg_toggle()
    for page in pages:
        _article(page)
    cg.cg_toggle()
    cg.cg_dump(b"article")


if __name__ == "__main__":
    main()
