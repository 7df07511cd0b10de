"""The persistent index: ingest (incremental, SQL) and batch (memory) agree, across runs."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

from sqlalchemy import select
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings
from newsfold.engine.local import fold_rounds
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.index import Assignment
from newsfold.fold.order import fold_key
from newsfold.models import Article, Page
from newsfold.store import Store, open_store
from newsfold.store import schema as t
from newsfold.store.index import SqlFoldIndex

from .fold_helpers import T0, article, paragraph, story


def _corpus() -> list[Article]:
    rng = Random(21)
    out: list[Article] = []
    for s in range(6):
        text = story(100 + s, paragraphs=rng.randint(4, 8))
        url = f"https://wire.example/{s}"
        out.append(article(f"o{s}", text, hours=s, url=url, publisher="Wire"))
        for c in range(rng.randint(0, 3)):
            edited = list(text)
            if c == 1:
                edited = edited[:3]
            if c == 2:
                edited.insert(2, paragraph(rng))
            out.append(article(f"c{s}-{c}", edited, hours=s + c + 1, publisher=f"P{c}"))
        if s % 2:
            out.append(article(f"r{s}", [*text, paragraph(rng)], hours=s + 5, url=url))
        if s % 3 == 0:
            follow = [paragraph(rng), text[0], *(paragraph(rng) for _ in range(4))]
            out.append(article(f"f{s}", follow, hours=s + 30, publisher="Wire"))
    out.append(article("short", ["Rain is expected in Easton on Friday."], hours=40))
    Random(5).shuffle(out)
    return out


def _save(
    store: Store,
    items: list[Article],
    settings: Settings,
    method: str,
    last: dict[str, Assignment] | None = None,
) -> list[Assignment]:
    """Store and fold ``items`` one at a time, in the order given (as a crawl would bring
    them); return the decision that holds for each, in the order given. Decisions of
    articles stored before (taken back and folded again) go into ``last`` too."""
    pages = [
        Page(url=a.canonical_url + "#" + a.id, body=a.id.encode(), fetched_at=T0) for a in items
    ]
    store.add_pages(pages)

    def fold(index: SqlFoldIndex, todo: list[tuple[Article, float]]) -> list[Assignment]:
        folder = Folder(index, settings, method=method)  # type: ignore[arg-type]
        return [folder.fold(article, rank) for article, rank in todo]

    last = {} if last is None else last
    for item, page in zip(items, pages, strict=True):
        item.page_id = page.id
        store.save_extracted([(item, 0.0)])
        for done in fold_rounds(store, fold, batch_size=1, window=settings.refold_window):
            last.update((a.article_id, a) for a in done.assignments)
    return [last[a.id] for a in items]


def _records(assignments: list[Assignment]) -> list[tuple[str, str, str, str | None, bool]]:
    return [(a.article_id, a.story_id, a.relation.value, a.follows, a.review) for a in assignments]


def test_batch_and_incremental_ingest_give_the_same_stories(tmp_path: Path) -> None:
    settings = Settings()
    corpus = _corpus()
    for method in ("minhash", "simhash"):
        batch = Folder(MemoryFoldIndex(), settings, method=method)  # type: ignore[arg-type]
        decided = {a.id: batch.fold(a) for a in sorted(corpus, key=fold_key)}
        expected = [decided[a.id] for a in corpus]
        store = open_store(f"sqlite:///{tmp_path / method}.db")
        # split in two "runs": the second continues from what the first stored
        last: dict[str, Assignment] = {}
        _save(store, corpus[:15], settings, method, last)
        store.close()
        store = open_store(f"sqlite:///{tmp_path / method}.db")
        _save(store, corpus[15:], settings, method, last)
        assert _records([last[a.id] for a in corpus]) == _records(expected)
        assert len({a.story_id for a in expected}) < len(expected)  # something folded
        assert any(a.follows for a in expected)
        with store.engine.connect() as conn:
            stored = {
                row.id: (row.representative_id, row.follows)
                for row in conn.execute(select(t.stories))
            }
        in_memory = {s.id: (s.representative_id, s.follows) for s in batch.index.stories()}  # type: ignore[attr-defined]
        assert stored == in_memory
        store.close()


def test_store_keeps_spread_and_review_items(tmp_path: Path) -> None:
    settings = Settings()
    text = story(300, paragraphs=10)
    rng = Random(1300)
    items = [article(f"a{i}", text, hours=i, publisher=f"P{i}") for i in range(11)]
    items.append(
        article("edited", [paragraph(rng) if i == 4 else p for i, p in enumerate(text)], hours=20)
    )
    store = open_store(f"sqlite:///{tmp_path / 's.db'}")
    assignments = _save(store, items, settings, "minhash")
    assert len({a.story_id for a in assignments}) == 1
    assert assignments[-1].review
    with store.engine.connect() as conn:
        row = conn.execute(select(t.stories)).one()
        review = conn.execute(select(t.review_items)).one()
    assert row.n_outlets == 12
    assert row.n_members == 12
    assert row.tenth_outlet_at is not None
    assert (row.tenth_outlet_at - row.first_seen).total_seconds() == 9 * 3600
    assert [4, 4] not in review.shared_paragraphs
    assert [0, 0] in review.shared_paragraphs
    store.close()


def test_review_command_lists_the_queue(tmp_path: Path) -> None:
    """``newsfold review`` shows the borderline fold with both articles and the
    paragraphs they share; headlines from the web are printed literally."""
    settings = Settings()
    text = story(300, paragraphs=10)
    rng = Random(1300)
    items = [article(f"a{i}", text, hours=i, publisher=f"P{i}") for i in range(3)]
    edited = [paragraph(rng) if i == 4 else p for i, p in enumerate(text)]
    items.append(article("edited", edited, hours=20, headline="Vote [red]held[/red] <b>x</b>"))
    db = f"sqlite:///{tmp_path / 'r.db'}"
    with open_store(db) as store:
        assignments = _save(store, items, settings, "minhash")
    assert assignments[-1].review
    runner = CliRunner()
    listed = runner.invoke(app, ["review", "--db", db, "--json"])
    assert listed.exit_code == 0, listed.output
    lines = listed.output.splitlines()
    assert len(lines) == 1
    item = json.loads(lines[0])
    assert (item["kind"], item["status"], item["story_id"]) == ("fold", "open", "s-a0")
    assert item["article"]["id"] == "edited"
    assert item["article"]["headline"] == "Vote [red]held[/red] <b>x</b>"
    assert item["other"]["id"] == "a0"
    assert item["other"]["publisher"] == "P0"
    assert (item["article"]["paragraphs"], item["other"]["paragraphs"]) == (10, 10)
    assert [0, 0] in item["shared_paragraphs"]
    assert [4, 4] not in item["shared_paragraphs"]
    assert 0.0 < item["similarity"] < settings.fold_high

    text_out = runner.invoke(app, ["review", "--db", db])
    assert text_out.exit_code == 0, text_out.output
    assert "1 review items" in text_out.output
    assert "Vote [red]held[/red] <b>x</b>" in text_out.output  # escaped, not styled
    assert "0~0" in text_out.output

    def count(*args: str) -> int:
        result = runner.invoke(app, ["review", "--db", db, "--json", *args])
        assert result.exit_code == 0, result.output
        return len(result.output.splitlines())

    assert count("--kind", "related") == 0
    assert count("--status", "accepted") == 0
    assert count("--status", "all", "--kind", "fold") == 1
    for bad in (["--kind", "merge"], ["--status", "maybe"], ["--limit", "0"]):
        result = runner.invoke(app, ["review", "--db", db, *bad])
        assert result.exit_code == 2
        assert "error" in result.output


def test_cli_fold_methods_and_threshold_line(tmp_path: Path) -> None:
    records = [
        {
            "id": a.id,
            "canonical_url": a.canonical_url,
            "paragraphs": a.paragraphs,
            "publisher": a.publisher,
            "published_at": a.published_at.isoformat(),
        }  # type: ignore[union-attr]
        for a in _corpus()
    ]
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    runner = CliRunner()
    outputs = {}
    for method in ("minhash", "simhash"):
        out = tmp_path / f"{method}.jsonl"
        result = runner.invoke(
            app, ["fold", "--in", str(src), "--out", str(out), "--method", method]
        )
        assert result.exit_code == 0, result.output
        assert ("LSH threshold" if method == "minhash" else "SimHash 64 bits") in result.output
        lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert {"id", "story_id", "relation", "similarity", "review"} <= set(lines[0])
        outputs[method] = lines
    bad = runner.invoke(
        app, ["fold", "--in", str(src), "--out", str(tmp_path / "x"), "--method", "x"]
    )
    assert bad.exit_code == 2
