"""Small builders shared by the foundation tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from newsfold.sim.sample import build_sample


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    """Write records as JSON lines and return the path."""
    with path.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Read JSON lines."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def sample_file(tmp_path: Path, name: str = "pages.jsonl") -> Path:
    """The bundled sample written to a temp file."""
    return write_jsonl(tmp_path / name, build_sample())


def page_html(
    headline: str,
    paragraphs: list[str],
    *,
    published: str | None = None,
    canonical: str | None = None,
    publisher: str = "Test Gazette",
) -> str:
    """A small article page with JSON-LD, written for tests."""
    ld: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": headline,
        "publisher": {"name": publisher},
    }
    if published:
        ld["datePublished"] = published
    link = f'<link rel="canonical" href="{canonical}">' if canonical else ""
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (
        f"<html lang='en'><head><title>{headline} - {publisher}</title>{link}"
        f"<script type='application/ld+json'>{json.dumps(ld)}</script></head>"
        f"<body><nav><a href='/'>Home</a><a href='/world'>World</a></nav>"
        f"<article><h1>{headline}</h1>{body}</article>"
        f"<footer>Copyright {publisher}</footer></body></html>"
    )
