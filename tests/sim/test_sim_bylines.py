"""The simulated web's credits: varied bylines, author metas and JSON-LD, with their truth."""

from __future__ import annotations

import dataclasses
import html
import json
import re
from collections import Counter

import pytest

from newsfold.sim.bylines import damage_jsonld
from newsfold.sim.generate import SimPage, iter_pages
from newsfold.sim.outlets import OUTLETS
from newsfold.sim.render import render

N = 500


@pytest.fixture(scope="module")
def pages() -> list[SimPage]:
    return list(iter_pages(seed=13, articles=N))


def test_truth_names_authors_and_credits_that_the_page_shows(pages: list[SimPage]) -> None:
    with_authors = with_credits = several = 0
    for page in pages:
        truth = page.truth_record()
        text = html.unescape(page.rendered.body.decode(page.rendered.encoding))
        for name in truth["authors"] + truth["credits"]:
            assert name in text, (page.url, name)
        with_authors += bool(truth["authors"])
        with_credits += bool(truth["credits"])
        several += len(truth["authors"]) > 1
        assert not set(truth["authors"]) & set(truth["credits"])
    assert with_authors > N * 0.7
    assert with_credits > N * 0.02
    assert several > N * 0.1


def test_outlets_write_credits_in_many_ways() -> None:
    assert len({o.byline for o in OUTLETS}) >= 10
    assert {"person_list", "string", "name_list", "given_family", "id_ref"} <= {
        o.author_ld for o in OUTLETS
    }
    assert {"none", "author", "joined", "citation", "og_author"} <= {o.author_meta for o in OUTLETS}
    assert {"suffix", "prefix", "none"} <= {o.title_style for o in OUTLETS}
    assert any(o.broken_ld > 0 for o in OUTLETS)


def test_broken_jsonld_is_really_broken_and_labelled(pages: list[SimPage]) -> None:
    broken = [p for p in pages if p.truth_record()["jsonld_broken"]]
    assert len(broken) > 10
    for page in broken:
        text = page.rendered.body.decode(page.rendered.encoding)
        block = re.search(r'<script type="application/ld\+json">(.*?)</script>', text, re.S)
        assert block is not None
        with pytest.raises(json.JSONDecodeError):
            json.loads(block.group(1))


@pytest.mark.parametrize("damage", ["quote", "stray", "unclosed"])
def test_damage_never_changes_the_values_the_truth_states(damage: str) -> None:
    from newsfold.extract.jsonld import load_jsonld

    good = json.dumps(
        {
            "@type": "NewsArticle",
            "headline": "Pier to be rebuilt",
            "articleSection": "world",
            "author": [{"@type": "Person", "name": "Tove Arnesen"}],
            "publisher": {"@type": "Organization", "name": "Keld Coast Times"},
        }
    )
    broken = damage_jsonld(good, damage)
    with pytest.raises(json.JSONDecodeError):
        json.loads(broken)
    repaired = load_jsonld(broken)
    assert repaired["headline"] == "Pier to be rebuilt"
    assert repaired["author"] == [{"@type": "Person", "name": "Tove Arnesen"}]
    assert repaired["publisher"]["name"] == "Keld Coast Times"


_METADATA = [
    r"<title>.*?</title>",
    r'<script type="application/ld\+json">.*?</script>',
    r'<meta (?:name|property)="(?:author|citation_author|og:author|article:publisher'
    r'|application-name)"[^>]*>',
    r'<(span|p|div) class="[a-z]+-(?:author|by|credit|jz|zz|wen|info|sig|editor)">.*?</\1>',
    r'<p class="byline">.*?</p>',
    r'(?:<div class="[a-z]+-writer">.*?</div>)+',
    r"\s+",
]


def _without_metadata(markup: str) -> str:
    for pattern in _METADATA:
        markup = re.sub(pattern, "", markup, flags=re.S)
    return markup


def test_credits_change_nothing_but_the_metadata(pages: list[SimPage]) -> None:
    # The same article rendered by a plain template (no byline, no author metas, intact
    # JSON-LD) differs only in the metadata: credits draw from a generator of their own.
    for page in pages[:200]:
        art = page.article
        plain_outlet = dataclasses.replace(
            art.outlet,
            byline="none",
            author_meta="none",
            broken_ld=0.0,
            title_style="suffix",
            title_sep="",
            publisher_meta="none",
        )
        plain = render(dataclasses.replace(art, outlet=plain_outlet))
        fancy = page.rendered
        assert _without_metadata(plain.body.decode(plain.encoding)) == _without_metadata(
            fancy.body.decode(fancy.encoding)
        ), page.url


def test_credit_kinds_cover_both_languages(pages: list[SimPage]) -> None:
    credits = Counter(c for p in pages for c in p.truth_record()["credits"])
    assert any(c.isascii() for c in credits)
    assert any(not c.isascii() for c in credits)
