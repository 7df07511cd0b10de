"""Event links: one event told in other words is related, never folded."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from sqlalchemy import select
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.config import Settings, load_settings
from newsfold.errors import ConfigError
from newsfold.export import export_records
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.entry import Fingerprinter
from newsfold.fold.events import entities, event_keys, figures
from newsfold.models import Article, Page, Relation
from newsfold.pipeline import fold_batch
from newsfold.store import open_store
from newsfold.store import schema as t

from .fold_helpers import T0, article
from .test_fold_measure import story

FLASH = (
    "Arland Composite rises 3% as Bank of Northgate cuts rates",
    [
        "The Arland Composite rose 3 per cent on Tuesday.",
    ],
)
LONG_LEAD = (
    "The Arland Composite index gained 3% on Tuesday after the Bank of Northgate cut its key "
    "rate for the first time in two years, sending bank shares to their best day since March."
)


def _flash_and_article(hours_apart: float = 1.0) -> tuple[Article, Article]:
    flash = article("flash", FLASH[1], headline=FLASH[0], publisher="Wire")
    long = article(
        "long",
        [LONG_LEAD, *story(501, paragraphs=6)],
        hours=hours_apart,
        headline="Markets cheer first rate cut in two years",
        publisher="Daily",
    )
    for item in (flash, long):
        item.language = "en"
    return flash, long


def test_entities_and_figures_of_headline_and_lead() -> None:
    assert entities("Arland Composite rises 3%", "", "en") == ["arland composite"]
    found = entities(FLASH[0], LONG_LEAD, "en")
    assert "arland composite" in found
    assert "bank of northgate" in found
    assert "tuesday" not in found  # days are in the key already
    assert figures("up 3 per cent to 1,200.5 points; 3% in all") == ["3", "1200.5"]
    assert "东海" in entities("东海综合指数上涨3%", "", "zh")


def test_keys_meet_within_a_day_and_not_beyond() -> None:
    flash, long = _flash_and_article()
    own = set(event_keys(flash.headline, flash.paragraphs, "en", flash.published_at))
    assert own
    probes = event_keys(
        long.headline, long.paragraphs, "en", long.published_at, day_offsets=(-1, 0, 1)
    )
    assert own & set(probes)
    later = long.published_at + timedelta(days=3)  # type: ignore[operator]
    assert not own & set(
        event_keys(long.headline, long.paragraphs, "en", later, day_offsets=(-1, 0, 1))
    )
    assert event_keys(flash.headline, flash.paragraphs, "en", None) == []


def test_flash_and_long_article_are_related_not_folded() -> None:
    folder = Folder(MemoryFoldIndex(), Settings(event_links=True))
    flash, long = _flash_and_article()
    first = folder.fold(flash)
    second = folder.fold(long)
    assert second.story_id != first.story_id
    assert second.relation is Relation.REPRESENTATIVE
    assert second.related == (first.story_id,)
    assert second.to_record()["related"] == [first.story_id]


def test_no_links_when_off_or_days_apart() -> None:
    off = Folder(MemoryFoldIndex(), Settings())
    flash, long = _flash_and_article()
    off.fold(flash)
    assert off.fold(long).related == ()
    on = Folder(MemoryFoldIndex(), Settings(event_links=True))
    flash, long = _flash_and_article(hours_apart=24 * 4)
    on.fold(flash)
    assert on.fold(long).related == ()


def test_store_keeps_the_link_once_and_opens_a_related_review_item(db_url: str) -> None:
    settings = Settings(event_links=True)
    flash, long = _flash_and_article()
    copy = article("long-copy", long.paragraphs, hours=2, headline=long.headline, publisher="P")
    copy.language = "en"
    memory = Folder(MemoryFoldIndex(), settings)
    expected = [memory.fold(a) for a in (flash, long, copy)]
    store = open_store(db_url)
    items = []
    for a in (flash, long, copy):
        page = Page(url=a.canonical_url, body=a.id.encode(), fetched_at=T0)
        store.add_pages([page])
        a.page_id = page.id
        items.append((a, 0.0))
    got = fold_batch(store, items[:1], settings, Fingerprinter(settings))
    got += fold_batch(store, items[1:], settings, Fingerprinter(settings))
    assert [(a.story_id, a.related) for a in got] == [(a.story_id, a.related) for a in expected]
    with store.engine.connect() as conn:
        links = conn.execute(select(t.story_links)).all()
        reviews = conn.execute(
            select(t.review_items.c.kind, t.review_items.c.other_id).where(
                t.review_items.c.kind == "related"
            )
        ).all()
    assert len(links) == 1  # the copy finds the same pair again
    assert {links[0].story_id, links[0].other_id} == {got[0].story_id, got[1].story_id}
    assert reviews == [("related", "flash")]
    exported = {r["id"]: r["related"] for r in export_records(store)}
    assert exported == {
        "flash": [got[1].story_id],
        "long": [got[0].story_id],
        "long-copy": [got[0].story_id],
    }
    queued = store.review_items(kind="related")
    assert [(r.kind, r.story_id, r.other["id"]) for r in queued] == [
        ("related", got[1].story_id, "flash")
    ]
    assert queued[0].other["headline"] == flash.headline
    assert queued[0].other["paragraphs"] == len(flash.paragraphs)
    store.close()
    listed = CliRunner().invoke(app, ["stories", "--db", db_url, "--json"])
    assert listed.exit_code == 0, listed.output
    related = {r["story_id"]: r["related"] for r in map(json.loads, listed.output.splitlines())}
    assert related == {got[0].story_id: [got[1].story_id], got[1].story_id: [got[0].story_id]}


def test_boolean_settings_read_words() -> None:
    assert load_settings(env={"NEWSFOLD_EVENT_LINKS": "false"}).event_links is False
    assert load_settings(env={"NEWSFOLD_EVENT_LINKS": "on"}).event_links is True
    with pytest.raises(ConfigError, match="true or false"):
        load_settings(env={"NEWSFOLD_EVENT_LINKS": "maybe"})


def test_event_keys_leave_the_other_fingerprints_alone() -> None:
    from newsfold.dedup.exact import headline_key

    flash, _ = _flash_and_article()
    plain = Fingerprinter(Settings()).fingerprint(flash)
    with_events = Fingerprinter(Settings(event_links=True)).fingerprint(flash)
    assert with_events.headline_key == plain.headline_key == headline_key(flash.headline)
    assert [b for b in with_events.band_keys if b not in plain.band_keys]  # the event keys
    assert set(plain.band_keys) <= set(with_events.band_keys)
    assert plain.lookup_buckets() == with_events.lookup_buckets()
