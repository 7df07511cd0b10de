"""An article that exhausts memory or the recursion limit while it is fingerprinted
for folding is that page's error record; the run and the rest of its batch go on."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from newsfold.config import Settings
from newsfold.fold import Fingerprinter
from newsfold.models import Article
from newsfold.pipeline import ingest
from newsfold.store import open_store
from newsfold.store import schema as t
from tests.foundation.helpers import page_html, write_jsonl


def _records(poison: bool) -> list[dict[str, str]]:
    out = []
    for n in range(4):
        if n == 2 and not poison:
            continue
        # report 3 is a copy of report 0 from another outlet: it must still fold
        source = 0 if n == 3 else n
        body = [f"Paragraph {i} of report {source}: the board met on Tuesday." for i in range(4)]
        out.append(
            {
                "url": f"https://gazette{n % 2}.example/{n}",
                "html": page_html(
                    "POISON report" if n == 2 else f"Harbour report {n}",
                    body,
                    published=f"2024-05-01T0{n}:00:00Z",
                    publisher=f"Gazette {n % 2}",
                ),
            }
        )
    return out


def _stories(db: Path) -> list[tuple[str, str, str | None]]:
    with open_store(f"sqlite:///{db}") as store:
        return sorted(
            (a.id, row["story_id"], row["relation"]) for a, row in store.iter_export_rows()
        )


@pytest.mark.parametrize("error", [MemoryError, RecursionError])
def test_fingerprint_failure_is_the_pages_error_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: type[BaseException]
) -> None:
    real = Fingerprinter.fingerprint_many

    def exhausting(
        self: Fingerprinter, articles: Sequence[Article], *args: Any, **kwargs: Any
    ) -> Any:
        if any((a.headline or "").startswith("POISON") for a in articles):
            raise error("too much")
        return real(self, articles, *args, **kwargs)

    monkeypatch.setattr(Fingerprinter, "fingerprint_many", exhausting)
    poisoned = write_jsonl(tmp_path / "poisoned.jsonl", _records(poison=True))
    clean = write_jsonl(tmp_path / "clean.jsonl", _records(poison=False))
    with open_store(f"sqlite:///{tmp_path / 'p.db'}") as store:
        summary = ingest(store, [poisoned], Settings())
        assert summary.failed == {"resource_limit": 1}
        assert summary.articles == 3
        assert store.failures_by_kind() == {"resource_limit": 1}
        with store.engine.connect() as conn:
            # no article row left behind without a story, nothing waits to be folded
            assert conn.execute(select(func.count()).select_from(t.articles)).scalar_one() == 3
            by_state = select(t.pages.c.state, func.count()).group_by(t.pages.c.state)
            states = dict(conn.execute(by_state).all())
            assert states == {"done": 3, "failed": 1}
            message = conn.execute(
                select(t.pages.c.error_message).where(t.pages.c.state == "failed")
            ).scalar_one()
            assert error.__name__ in message
        again = ingest(store, [poisoned], Settings())  # never picked again
        assert again.articles == 0
        assert not again.failed
    with open_store(f"sqlite:///{tmp_path / 'c.db'}") as store:
        ingest(store, [clean], Settings())
    # the other articles got the stories they get without the poisoned page
    got = _stories(tmp_path / "p.db")
    assert got == _stories(tmp_path / "c.db")
    assert len({story for _, story, _ in got}) == 2  # report 3 folded into report 0's story
