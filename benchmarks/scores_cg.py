"""Instructions of the scores given at ingest (``Scorer.score``) over a store's articles.

The articles of an ingested store (``--db``, a SQLite file; an ingest of the development
pages, e.g. the store ``newsfold ingest`` writes of ``benchmarks/ingest.py``'s copies)
are read back without their scores, jieba's dictionaries are loaded, and every article
is scored once with callgrind collecting around the calls only (one dump, ``scores``;
the entity and depth caches start empty, as in a fresh ingest process). The process
prints which form of the compiled modules it runs (``newsfold.compiled.state()``), the
article count and a digest of every score, which must not change with the code.

Usage::

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --callgrind-out-file=/tmp/scores.cg .venv/bin/python benchmarks/scores_cg.py \\
        --db /tmp/dev.db
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import sqlalchemy as sa

sys.path.insert(0, str(Path(__file__).resolve().parent))

from body_phases import _requests

from newsfold import compiled
from newsfold.config import Settings
from newsfold.quality.scores import Scorer
from newsfold.store.rows import article_from_row
from newsfold.store.schema import articles
from newsfold.text import jieba_posseg


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", type=Path, required=True, help="an ingested SQLite store")
    args = parser.parse_args()
    engine = sa.create_engine(f"sqlite:///{args.db}")
    with engine.connect() as conn:
        rows = conn.execute(sa.select(articles).order_by(articles.c.id)).fetchall()
    found = [article_from_row(row, scores=False) for row in rows]
    jieba_posseg()  # the dictionary and word tags, outside the count

    scorer = Scorer(Settings())
    cg = _requests()
    cg.cg_toggle()
    scores = [scorer.score(article, 0.0) for article in found]
    cg.cg_toggle()
    cg.cg_dump(b"scores")
    digest = hashlib.sha256(json.dumps(scores, sort_keys=True).encode()).hexdigest()
    print(f"{compiled.state()} {len(found)} articles, scores digest {digest}")


if __name__ == "__main__":
    main()
