"""The one walk of a page shared by the body extractor and the date finder.

Each reader skips its own subtrees (the blocks leave out figures, captions and hidden
elements the dates still read; the dates leave out ``<noscript>``, whose text the blocks
read): walking once for both must give exactly what walking for each alone gives.
"""

from __future__ import annotations

import random
import re

from lxml import html

from newsfold.dates import page
from newsfold.dates.page import MAX_TEXT, build_view, classify_hint, read_page, trie_pattern
from newsfold.extract.blocks import Block, cut_blocks, walk_page, walk_tree
from newsfold.extract.boilerplate import is_boilerplate_marker
from newsfold.extract.language import detect_language

_PAGE = """<html lang="en"><head><title>Council votes | Gazette</title>
<script>var x = {"datePublished": "2020-01-26"};</script></head><body class="single">
<header class="site-header"><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
<article><h1>Council votes to rebuild the bridge</h1>
<div class="byline" aria-hidden="true">By Ann Lee, <time datetime="2020-01-26T10:00:00Z">
26 January 2020</time></div>
<figure><img src="a.jpg"><figcaption>The bridge, photographed 3 March 2019.</figcaption></figure>
<p>The council voted on Tuesday to rebuild the old bridge, <a href="/a">the report</a> says.</p>
<noscript><p>Enable scripts to see the interactive map of the bridge and the river.</p></noscript>
<p>Work starts next year<br>and ends in 2023, the mayor said.</p>
<script>showDate("2020/01/26 09:30")</script>
<div hidden><p>Hidden paragraph dated 1 May 2018 that no reader sees.</p></div>
<template><p>Template text 2 June 2017.</p></template>
<div class="share-bar"><a href="/s">Share</a> this story with friends today please.</div>
<?pi some processing instruction?>
</article>
<aside class="related"><p>Other story, 5 May 2015, read more here now.</p></aside>
<footer>Copyright 2020 Gazette</footer></body></html>"""


def _blocks(blocks: list[Block]) -> list[tuple[object, ...]]:
    return [
        (b.owner, b.tag, b.lines, b.index, b.link_chars, b.chars, b.units, b.punct, b.marks)
        for b in blocks
    ]


def _view(tree: html.HtmlElement, headline: str | None) -> tuple[object, ...]:
    view = read_page(tree, headline)
    return (
        view.text,
        view.headline_at,
        view.date_regions,
        view.noise_regions,
        view.attributes,
        view.scripts,
        view.metas,
        view.lang,
    )


def test_one_walk_gives_what_each_reader_gets_alone() -> None:
    tree = html.document_fromstring(_PAGE)
    body = tree.find(".//body")
    blocks, walk = walk_tree(tree)
    assert _blocks(blocks) == _blocks(cut_blocks(body))
    headline = "Council votes to rebuild the bridge"
    shared = build_view(tree, walk, headline)
    alone = _view(tree, headline)
    assert (
        shared.text,
        shared.headline_at,
        shared.date_regions,
        shared.noise_regions,
        shared.attributes,
        shared.scripts,
        shared.metas,
        shared.lang,
    ) == alone


def test_each_reader_skips_its_own_subtrees() -> None:
    tree = html.document_fromstring(_PAGE)
    blocks, walk = walk_tree(tree)
    texts = [b.text for b in blocks]
    view = build_view(tree, walk, None)
    # The blocks read <noscript> (the dates do not); the dates read figures, captions and
    # hidden bylines (the blocks do not); neither reads <template> or scripts' code.
    assert any("interactive map" in t for t in texts)
    assert "interactive map" not in view.text
    assert "3 March 2019" in view.text
    assert not any("3 March 2019" in t for t in texts)
    assert "By Ann Lee" in view.text
    assert not any("Ann Lee" in t for t in texts)
    assert "1 May 2018" in view.text
    assert not any("1 May 2018" in t for t in texts)
    assert "2 June 2017" not in view.text
    assert not any("2 June 2017" in t for t in texts)
    assert "2020/01/26 09:30" in view.text  # a tiny inline dateline script
    assert [b.lines for b in blocks if b.text.startswith("Work")] == [
        ["Work starts next year", "and ends in 2023, the mayor said."]
    ]
    assert ("time:datetime", "2020-01-26T10:00:00Z") in [a[:2] for a in view.attributes]
    # The furniture stays in the blocks, carrying the element that marks it.
    share = next(b for b in blocks if b.text.startswith("Share"))
    assert share.marks
    assert share.marks[-1].get("class") == "share-bar"
    assert share.link_chars == len("Share")


def test_dates_text_stops_at_its_limit_but_the_blocks_go_on() -> None:
    filler = "".join(f"<p>{'word ' * 200}number {i}.</p>" for i in range(MAX_TEXT // 1000 + 50))
    tree = html.document_fromstring(
        f"<html><body>{filler}<p>The last paragraph, dated 26 January 2020.</p></body></html>"
    )
    blocks, walk = walk_tree(tree)
    assert blocks[-1].text == "The last paragraph, dated 26 January 2020."
    text = "".join(walk.parts)
    assert MAX_TEXT < len(text) < MAX_TEXT + 2000
    assert "The last paragraph" not in text
    assert _blocks(blocks) == _blocks(walk_page(tree.find("body"), text=False)[0])


def test_class_words_verdicts_on_both_paths() -> None:
    # Lower-case ASCII names take the bytes path, others the regular-expression path.
    furniture = ["share-bar", "shareBar", "SHARE-BAR", "ad-slot", "read_more", "Read More",
                 "more stories", "sidebar widget", "navbar", "mainNav", "ADS", "xADS"]  # fmt: skip
    content = ["article-body", "thread", "entry-content", "post-12345", "css-1x2y3z",
               "social-media-embed", "ad1", "XMLNav", "ADSx", "héader", "loading ad/x"]  # fmt: skip
    assert all(is_boilerplate_marker(name) for name in furniture)
    assert not any(is_boilerplate_marker(name) for name in content)
    assert is_boilerplate_marker("menü share")  # non-ASCII names still split into words


def test_class_hints_for_dates() -> None:
    assert classify_hint("post-date") == ("date", False, "")
    assert classify_hint("entry-date updated") == ("date", False, "")  # hAtom: the published date
    assert classify_hint("updated-at") == ("date", True, "")
    assert classify_hint("comments date") == ("noise", False, "")
    assert classify_hint("post-title") == ("", False, "title")
    assert classify_hint("box-title") == ("", False, "title2")
    assert classify_hint("site-title") == ("", False, "")
    assert classify_hint("pub2time") == ("date", False, "")  # digits inside a token are ignored
    assert classify_hint("css-1x2y3z") == ("", False, "")
    assert classify_hint("Fecha-Publicación") == ("date", False, "")


def test_hint_tries_find_exactly_the_words() -> None:
    # The class hints search a trie of their words: it must say "found" exactly where
    # one of the words is in the string, overlapping and prefix-sharing words included.
    words = ("date", "dateline", "datum", "time", "more-", "most-", "also", "meta", "author")
    pattern = re.compile(trie_pattern(words))
    rng = random.Random(7)
    alphabet = "adetimlunors-h"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        assert bool(pattern.search(text)) == any(word in text for word in words), text
    for kind, hint in ((page._NOISE_RE, page._NOISE_HINTS), (page._DATE_RE, page._DATE_HINTS)):
        for word in hint:
            assert kind.search(f"x{word}y")
            cut = word[:-1]
            assert bool(kind.search(cut)) == any(other in cut for other in hint)


def test_language_from_script_with_typographic_quotes() -> None:
    english = "The council said \u201cthe bridge will be rebuilt\u201d and that it is safe. " * 3
    assert detect_language(english) == "en"
    assert detect_language(english, "zh") == "en"  # Latin text: a CJK declaration is wrong
    assert detect_language("市政府周二表示，将重建这座旧桥。Bridge") == "zh"
    assert detect_language("Городской совет проголосовал за ремонт моста.", "uk") == "uk"
    assert detect_language("Городской совет проголосовал за ремонт моста.") == "ru"
    assert detect_language("Der Rat hat die Brücke und die Straße nicht gebaut, sagt er.") == "de"


def test_zero_width_characters_keep_the_offsets_of_later_text() -> None:
    tree = html.document_fromstring(
        "<html><body><p>Intro\u200b text with a soft\u00adhyphen.</p>"
        "<h1>Council votes</h1><p class='date'>2020\u200b-01-26</p></body></html>"
    )
    view = read_page(tree, "Council votes")
    assert view.text[view.headline_at :].lstrip().startswith("Council votes")
    start, end, _ = view.date_regions[0]
    assert "2020-01-26" in view.text[start:end]


def test_ends_of_several_elements_at_once_keep_their_tails_in_order() -> None:
    # The walk sees an element's end only when the next element is not inside it: the
    # ends of <i>, <b> and <p> come together before "tail of p", and a subtree both
    # readers skip (<svg> with children) leaves only its tail.
    page = (
        "<html><body><div><p>One <b>bold <i>deep</i></b></p>tail of p</div>after div"
        "<svg><g><path/></g><text>skip 2019</text></svg>svg tail<p>Two<span>x</span></p>"
        "end</body></html>"
    )
    body = html.fromstring(page).find("body")
    assert body is not None
    blocks, walk = walk_page(body)
    assert [(b.owner.tag, b.lines) for b in blocks] == [
        ("p", ["One bold deep"]),
        ("div", ["tail of p"]),
        ("body", ["after divsvg tail"]),  # <svg> is inline: its tail runs on
        ("p", ["Twox"]),
        ("body", ["end"]),
    ]
    assert "".join(walk.parts) == "\n\nOne bold deep  \ntail of p\nafter div svg tail\nTwox \nend "
