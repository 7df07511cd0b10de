"""Made-up texts and articles for the fold tests (generated, nobody's content)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from random import Random
from types import ModuleType

from newsfold.models import Article
from tests.benchmark_modules import load_benchmark

_SYLLABLES = "ka lo mi ra tes un vor pel san dri qua bel tor nim fas gue ho lin mar zet".split()  # noqa: SIM905
T0 = datetime(2024, 4, 9, 8, 0, tzinfo=UTC)


def words(rng: Random, n: int) -> list[str]:
    """``n`` made-up words."""
    return ["".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(1, 3))) for _ in range(n)]


def paragraph(rng: Random, n: int = 40) -> str:
    """A paragraph of ``n`` made-up words."""
    return " ".join(words(rng, n)).capitalize() + "."


def zh_paragraph(rng: Random, n: int = 80) -> str:
    """A paragraph of ``n`` CJK characters."""
    return "".join(chr(rng.randint(0x4E00, 0x4E00 + 800)) for _ in range(n)) + "。"


def story(seed: int, paragraphs: int = 6, n: int = 40) -> list[str]:
    """The paragraphs of one made-up story."""
    rng = Random(seed)
    return [paragraph(rng, n) for _ in range(paragraphs)]


def article(
    id: str,
    paragraphs: list[str],
    *,
    hours: float = 0.0,
    publisher: str | None = None,
    url: str | None = None,
    headline: str | None = None,
) -> Article:
    """An article published ``hours`` after T0."""
    return Article(
        id=id,
        canonical_url=url or f"https://{publisher or 'outlet'}.example/{id}",
        headline=headline,
        paragraphs=list(paragraphs),
        publisher=publisher or f"Outlet {id}",
        published_at=T0 + timedelta(hours=hours),
    )


def fold_benchmark() -> ModuleType:
    """``benchmarks/fold.py`` as a module (loaded once; tests reuse its corpus and metrics)."""
    return load_benchmark("fold.py", "fold_benchmark")
