"""sources.yaml: the contract keys, overrides, and errors that name the bad line."""

from __future__ import annotations

from pathlib import Path

import pytest

from newsfold.crawl.sources import load_sources, parse_sources
from newsfold.errors import ConfigError

CONTRACT = """\
user_agent: "newsfold/0.1 (+https://example.org/contact)"
sources:
  - name: Example Daily
    url: http://127.0.0.1:8001/
    feeds: [http://127.0.0.1:8001/rss.xml]
    sitemaps: [http://127.0.0.1:8001/sitemap.xml]
    language: en
    timezone: Europe/London
    rank: 0.8
"""


def test_contract_example_parses() -> None:
    config = parse_sources(CONTRACT)
    (source,) = config.sources
    assert config.user_agent == "newsfold/0.1 (+https://example.org/contact)"
    assert source.name == "Example Daily"
    assert source.feeds == ("http://127.0.0.1:8001/rss.xml",)
    assert source.sitemaps == ("http://127.0.0.1:8001/sitemap.xml",)
    assert (source.language, source.timezone, source.rank) == ("en", "Europe/London", 0.8)
    hints = source.hints()
    assert (hints.publisher, hints.timezone, hints.language, hints.rank) == (
        "Example Daily",
        "Europe/London",
        "en",
        0.8,
    )
    assert not source.wants_links()  # it has feeds and sitemaps


def test_overrides_and_scope() -> None:
    config = parse_sources(
        """\
politeness: {min_delay: 2, concurrency: 2}
sources:
  - name: Keeps www
    url: https://www.example.com/
    hosts: [cdn.example.com]
    allow: ['^/news/']
    deny: ['/video/']
    url_rules: {drop_www: false, keep_params: [id]}
    politeness: {min_delay: 0.5}
    feed_interval: 60
  - name: Plain
    url: http://plain.example/
"""
    )
    keeps, plain = config.sources
    assert keeps.url_rules.drop_www is False
    assert keeps.url_rules.keep_params == ("id",)
    assert keeps.limits.min_delay == 0.5
    assert keeps.limits.concurrency == 2  # inherited from the top-level block
    assert plain.limits.min_delay == 2.0
    assert (keeps.feed_interval, plain.feed_interval) == (60.0, None)
    assert keeps.in_scope("https://cdn.example.com/news/a-story")
    assert keeps.in_scope("https://example.com/news/a-story")
    assert not keeps.in_scope("https://www.example.com/sport/a-story")
    assert not keeps.in_scope("https://www.example.com/news/video/clip")
    assert not keeps.in_scope("https://elsewhere.example/news/a-story")
    assert plain.wants_links()


@pytest.mark.parametrize(
    ("text", "where", "words"),
    [
        (CONTRACT.replace("rank: 0.8", "rank: high"), ":9: sources[0].rank", "number"),
        (CONTRACT.replace("rank: 0.8", "rank: -3"), ":9: sources[0].rank", "between"),
        (
            CONTRACT.replace("    language: en\n", "    langauge: en\n"),
            ":7: sources[0].langauge",
            "unknown key",
        ),
        (CONTRACT.replace("Europe/London", "Mars/Olympus"), ":8: sources[0].timezone", "time zone"),
        (
            CONTRACT.replace("feeds: [http://127.0.0.1:8001/rss.xml]", "feeds: [rss.xml]"),
            ":5: sources[0].feeds[0]",
            "absolute",
        ),
        (  # urllib refuses it (ValueError: Invalid IPv6 URL): the same error, not a traceback
            CONTRACT.replace("feeds: [http://127.0.0.1:8001/rss.xml]", "feeds: ['http://[bad']"),
            ":5: sources[0].feeds[0]",
            "absolute",
        ),
        (
            CONTRACT.replace("  - name: Example Daily\n    url:", "  - url:"),
            ":3: sources[0].name",
            "required",
        ),
        (
            CONTRACT + "  - name: Example Daily\n    url: http://x.example/\n",
            ":10: sources[1].name",
            "duplicate",
        ),
        ("sources: []\n", ":1: sources", "at least one"),
        ("sources:\n  - name: [unclosed\n", ":", "yaml"),
    ],
)
def test_errors_name_the_line(text: str, where: str, words: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_sources(text, "sources.yaml")
    message = str(info.value)
    assert message.startswith("sources.yaml" + where), message
    assert words in message.lower()


def test_load_resolves_archive_dir(tmp_path: Path) -> None:
    path = tmp_path / "conf" / "sources.yaml"
    path.parent.mkdir()
    path.write_text(CONTRACT + "archive_dir: warcs\n", encoding="utf-8")
    config = load_sources(path)
    assert Path(config.archive_dir) == (tmp_path / "conf" / "warcs").resolve()
    with pytest.raises(ConfigError, match="cannot read"):
        load_sources(tmp_path / "missing.yaml")


def test_duplicate_keys_are_refused_with_both_lines() -> None:
    """Issue 14, defect 10: a key given twice was accepted silently (YAML keeps the last)."""
    text = (
        "user_agent: 'newsfold-test/0.1 (+https://example.org)'\n"
        "sources:\n"
        "  - name: Example Daily\n"
        "    url: http://127.0.0.1:8001/\n"
        "    rank: 0.8\n"
        "    rank: 0.2\n"
    )
    with pytest.raises(
        ConfigError, match=r"sources.yaml:6: .*duplicate key 'rank' \(first given on line 5\)"
    ):
        parse_sources(text)


def test_a_key_may_override_a_merged_one() -> None:
    text = (
        "user_agent: 'newsfold-test/0.1 (+https://example.org)'\n"
        "sources:\n"
        "  - &first\n"
        "    name: Example Daily\n"
        "    url: http://127.0.0.1:8001/\n"
        "    rank: 0.8\n"
        "  - <<: *first\n"
        "    name: Example Weekly\n"
        "    url: http://127.0.0.1:8002/\n"
        "    rank: 0.2\n"
    )
    config = parse_sources(text)
    assert [(s.name, s.rank) for s in config.sources] == [
        ("Example Daily", 0.8),
        ("Example Weekly", 0.2),
    ]
