"""Session 20's shortcuts in the walk's dates reading give what the long way gave.

- A noise region's kind (a footer, a box beside the article) is told when the walk enters
  its element, from the tag and class it has read (:func:`newsfold.dates.page.noise_kind`),
  where the region's end read the class again and lower-cased it twice: the same kind for
  every element of real pages and of written ones (classes in every case, a footer's class
  on an ``<aside>``), and the same regions from the walk.
- An unclassed element's ``data-*`` name is matched against the publication names only
  when it holds "pub" (every one of those names does).
- A JSON-LD block is searched for control characters one by one before the pattern
  replaces them: the same text for every control character, anywhere in real blocks.
- The fetched URL's canonical form is made once for the canonical URL and the URLs seen:
  the same lists with a final URL of the page's own or none, a declared canonical, an
  ``og:url``, tracking parameters and ``/amp``.
"""

from __future__ import annotations

import dataclasses
import random

from lxml import etree

from newsfold.dates.page import (
    NOISE,
    NOISE_FOOTER,
    NOISE_SIDE,
    _names_publication,
    data_dates,
    noise_kind,
    read_page,
)
from newsfold.extract import _parse, extract_article
from newsfold.extract.encoding import decode_html
from newsfold.extract.jsonld import _CONTROL_RE, _without_controls
from newsfold.urls import canonicalize, resolve_canonical
from tests.extract.extract_pages import en_article_page, page, real_page_bodies


def _kind_the_long_way(el: etree._Element) -> str:
    """Session 19's ``note_noise``: the class read at the region's end, lowered twice."""
    klass = el.get("class") or ""
    if el.tag == "footer" or "footer" in klass:
        return NOISE_FOOTER
    if el.tag == "aside" or "sidebar" in klass.lower() or "widget" in klass.lower():
        return NOISE_SIDE
    return NOISE


def _links_the_long_way(el: etree._Element) -> int:
    return sum(1 for link in el.iter("a") if link.get("href"))


def _trees() -> list[etree._Element]:
    sets = ("extraction/en", "extraction/snippets", "dates")
    bodies = real_page_bodies(seed=20, articles=20, sets=sets, per_set=20)
    return [_parse(decode_html(body).text) for body in bodies]


_WRITTEN = """<html><body>
<footer class="site">A <a href="/a">a</a></footer>
<aside class="entry-footer">B <a href="/b">b</a> <a href="/c">c</a></aside>
<div class="SideBar-Latest">C <a href="/d">d</a> <a href="/e">e</a> <a>no href</a></div>
<div class="WIDGET related">D <a href="">empty</a> <a href="/f">f</a></div>
<section class="Footer-links">E</section>
<nav class="menu">F <a href="/g">g</a> <a href="/h">h</a></nav>
<aside>G <a href="/i">i</a></aside>
<div class="widgetİ side">H <a href="/j">j</a> <a href="/k">k</a></div>
<figcaption class="sidebar-photo">I</figcaption>
<div class="sidebar">J <a href="/1">1</a>
  <noscript><a href="/2">2</a></noscript>
  <svg><a href="/3">3</a><g><a href="">x</a></g></svg>
  <div hidden><p>x <a href="/4">4</a></p></div>
  <aside class="widget">K <a href="/5">5</a> <span><a href="/6">6</a></span></aside>
  <template><a href="/7">7</a></template>
  <?php echo "a"; ?>
  <select><option>L</option></select><a href="/8">8</a>
  <div class="sidebar-inner">M <a href="/9">9</a></div>
</div>
<p>The article itself, 3 December 2026.</p>
</body></html>"""


def test_noise_kind_is_the_long_way_on_every_element() -> None:
    trees = [*_trees(), _parse(_WRITTEN)]
    seen = set()
    for tree in trees:
        for el in tree.iter():
            if not isinstance(el.tag, str):
                continue
            kind = noise_kind(el.tag, el.get("class"))
            assert kind == _kind_the_long_way(el), (el.tag, el.get("class"))
            seen.add(kind)
    assert seen == {NOISE, NOISE_FOOTER, NOISE_SIDE}


def test_walk_regions_are_the_long_way() -> None:
    """The footer and side regions the walk records are those the long way finds: every
    noise region's element told again at its end, its links counted then."""
    tree = _parse(_WRITTEN)
    view = read_page(tree)
    text = view.text
    footers = {text[s:e].split()[0] for s, e in view.footer_regions}
    sides = {(text[s:e].split()[0], links) for s, e, links in view.side_regions}
    # E's "Footer-links" is noise, but "footer" is looked for in the class as written.
    assert footers == {"A", "B"}
    # C: two links with an href (the third has none); D: one empty href; G: one link;
    # I: none; H's class lower-cases to "widgeti̇" and still holds "widget". J counts its
    # links inside subtrees neither reader reads (noscript, svg, template), a hidden one
    # and the boxes nested in it (K, and M with one link); K counts its own.
    assert {("C", 2), ("H", 2), ("K", 2)} <= sides
    long_way = {
        (el.text.split()[0], _links_the_long_way(el))
        for el in tree.iter("aside", "div", "nav", "figcaption")
        if _kind_the_long_way(el) == NOISE_SIDE and _links_the_long_way(el) >= 2
    }
    assert sides == long_way
    assert ("J", _links_the_long_way(tree.find(".//div[@class='sidebar']"))) in sides
    assert _links_the_long_way(tree.find(".//div[@class='sidebar']")) >= 7


def test_publication_names_hold_pub() -> None:
    """Every ``data-*`` name read as a publication's holds "pub": the test before the
    pattern rejects none it would accept."""
    rng = random.Random(20)
    parts = ["pub", "publish", "published", "publication", "date", "time", "at", "ts", "on",
             "article", "post", "x1", "utc", "value", "stamp", "er", "id", "ing"]  # fmt: skip
    accepted = 0
    for _ in range(20_000):
        name = "data-" + rng.choice("-_").join(rng.choices(parts, k=rng.randint(1, 4)))
        if _names_publication(name):
            accepted += 1
            assert "pub" in name
    assert accepted > 1_000


def test_unclassed_data_dates_read_as_before() -> None:
    el = etree.fromstring(
        '<span class="pub" data-publish-date="2026-12-02T07:40:00Z" data-publisher="X"'
        ' data-PUBDATE="2026-12-01" data-timestamp="1764661200" data-id="2026-12-02"/>'
    )
    out: list[tuple[str, str, str, int]] = []
    data_dates(el, el.keys(), "any", 7, out, classed=False)
    assert out == [
        ("data:data-publish-date", "2026-12-02T07:40:00Z", "published", 7),
        ("data:data-pubdate", "2026-12-01", "published", 7),
    ]


def test_urls_seen_are_the_long_way() -> None:
    """Each URL seen: the fetched one canonical, the page's canonical, the fetched one as it
    came; each made by its own call, as before, for every mix of final URL and declaration."""
    base = "https://www.keldcoast.example/news/2024/04/30/pier"
    heads = [
        "",
        f"<link rel='canonical' href='{base}/amp?utm_source=x'>",
        "<meta property='og:url' content='/news/2024/04/30/pier-rebuild'>",
        "<link rel='canonical' href='https://keldcoast.example/'>",
    ]
    finals = [None, base, f"{base}?utm_medium=feed", "https://m.keldcoast.example/p/1/amp"]
    for head in heads:
        for final in finals:
            fetched = page(en_article_page(head_extra=head), url=f"{base}/?fbclid=abc")
            fetched = dataclasses.replace(fetched, final_url=final)
            article = extract_article(fetched)
            url = final or fetched.url
            markup = _parse(en_article_page(head_extra=head))
            declared = markup.find(".//link[@rel='canonical']")
            og = markup.find(".//meta[@property='og:url']")
            canonical = resolve_canonical(
                url,
                declared.get("href") if declared is not None else None,
                og.get("content") if og is not None else None,
            )
            seen = [canonicalize(fetched.url), canonical, fetched.url]
            assert article.canonical_url == canonical
            assert article.urls == list(dict.fromkeys(seen))
            given = resolve_canonical(url, None, None, page_canonical=canonicalize(url))
            assert given == resolve_canonical(url)


def test_jsonld_controls_are_the_long_way() -> None:
    blocks = []
    for tree in _trees():
        for script in tree.iter("script"):
            if "ld+json" in (script.get("type") or "") and script.text:
                blocks.append(script.text)
    assert len(blocks) >= 10
    rng = random.Random(20)
    for code in range(0x110):
        char = chr(code)
        for block in blocks[:5]:
            at = rng.randrange(len(block) + 1)
            blocks.append(block[:at] + char + block[at:] + char)
    for block in blocks:
        assert _without_controls(block) == _CONTROL_RE.sub(" ", block)
