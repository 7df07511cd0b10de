"""benchmarks/fold.py times ``newsfold fold`` as a user runs it, beside the library."""

from __future__ import annotations

import json
from pathlib import Path

from tests.fold.fold_helpers import fold_benchmark, story


def test_the_cli_row_folds_what_the_library_folds(tmp_path: Path) -> None:
    bench = fold_benchmark()
    lines = [
        {
            "id": f"{s}-{c}",
            "paragraphs": story(700 + s),
            "canonical_url": f"https://o{c}.example/{s}",
            "publisher": f"O{c}",
            "published_at": f"2024-01-0{s + 1}T0{c}:00:00Z",
            "story_id": f"s{s}",
            "relation": "original" if c == 0 else "copy",
        }
        for s in range(3)
        for c in range(3)
    ]
    # a follow-up of story 0: its own lead, story 0's lead recapped, new paragraphs
    recap = [story(900)[0], story(700)[0], *story(901)]
    lines.append(
        {
            "id": "f-0",
            "paragraphs": recap,
            "canonical_url": "https://o9.example/f",
            "publisher": "O9",
            "published_at": "2024-01-01T20:00:00Z",
            "story_id": "f0",
            "relation": "follow-up",
            "parent_story_id": "s0",
        }
    )
    corpus_file = tmp_path / "corpus.jsonl"
    corpus_file.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    corpus = bench.jsonl_corpus(corpus_file)
    cli = bench.run_cli(corpus)
    library = bench.run_newsfold(corpus, "minhash")
    assert cli.stories == library.stories
    # the links the command writes are scored too (they were read as none)
    assert cli.follows == {s: f for s, f in library.follows.items() if f}
    assert len(cli.follows) == 1
    assert cli.cpu_seconds > library.cpu_seconds  # start-up and JSON are in the CLI's figure
    row = bench.report(corpus, cli, 100.0)
    assert row["method"].startswith("newsfold fold (CLI")
    assert (row["precision"], row["recall"]) == (1.0, 1.0)
    assert row["follow_ups_linked"] == 1.0


def test_a_written_corpus_reads_back_the_same(tmp_path: Path) -> None:
    """``quality --write-corpus`` writes what ``--corpus`` reads, so two checkouts can
    fold one file in a same-corpus speed comparison."""
    bench = fold_benchmark()
    corpus = bench.sim_corpus(12, 7)
    bench.write_corpus(corpus, tmp_path / "c.jsonl")
    again = bench.jsonl_corpus(tmp_path / "c.jsonl")
    assert [(c.article.id, c.story, c.relation, c.parent) for c in again] == [
        (c.article.id, c.story, c.relation, c.parent) for c in corpus
    ]
    assert [c.article.paragraphs for c in again] == [c.article.paragraphs for c in corpus]
    assert [c.article.published_at for c in again] == [c.article.published_at for c in corpus]
    assert any(c.parent for c in corpus)
