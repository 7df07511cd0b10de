"""The failure kinds seen on pages nobody tuned for, on pages written for these tests.

- a sectioned ("four things...") article whose first section is long and the later ones
  short: only the first section was kept;
- a body split over sibling wrappers between an embed and a sign-up box: the later part
  was lost;
- the block model stacked on the rules: it is read from the package, never breaks the
  rules' answer when it has nothing to add, and rejects malformed model files.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from lxml import html

from newsfold.extract.body import extract_paragraphs, select_blocks
from newsfold.extract.classify import (
    FEATURES,
    BlockModel,
    ModelError,
    block_features,
    default_model,
    load_model,
)

_OPENING = [
    f"Part {i} of the opening section: the harbour master said walkers had been "
    f"rescued {i + 2} times this spring, more than in any year since records began."
    for i in range(6)
]
_SECTIONS = [
    (
        "Wear proper boots",
        "A good pair of boots with a firm sole keeps your feet dry in the mud, and "
        "they are far safer than sandals on the sharp shells near the channel.",
    ),
    (
        "Walk with a guide",
        "Guides who grew up on the islands know where the ground is soft, and most of "
        "them charge less than a dinner for a family of four in the harbour town.",
    ),
    (
        "Leave the seals alone",
        "Seals rest on the sandbanks in the early summer, and the rangers ask walkers "
        "to keep at least three hundred metres away from the young ones.",
    ),
]


def _sectioned_page() -> str:
    first = (
        "<section class='item'><h2>1. Check the tide</h2><div class='wrap'><div class='txt'>"
        + "".join(f"<p>{p}</p>" for p in _OPENING)
        + "</div></div></section>"
    )
    rest = "".join(
        f"<div class='promo-box'><a href='/shop'>Shop our boots</a></div>"
        f"<section class='item'><h2>{i + 2}. {head}</h2><div class='wrap'><div class='txt'>"
        f"<p>{text}</p></div></div></section>"
        for i, (head, text) in enumerate(_SECTIONS)
    )
    return (
        "<html><body><nav><a href='/'>Home</a></nav><div class='main-col'>"
        "<h1>Four things to know before you walk the mud flats</h1>"
        f"{first}{rest}</div><footer>Coast Courier, all rights reserved</footer></body></html>"
    )


def _comment_thread_page() -> str:
    """The same shape as the sectioned page, but the later repeats have no headings."""
    replies = "".join(
        f"<div class='box'><div class='wrap'><div class='txt'><p>{text}</p></div></div></div>"
        for _, text in _SECTIONS
    )
    return (
        "<html><body><div class='thread'><div class='box'><div class='wrap'>"
        "<div class='txt'>" + "".join(f"<p>{p}</p>" for p in _OPENING) + "</div></div></div>"
        f"{replies}</div></body></html>"
    )


def _split_page() -> str:
    later = [text for _, text in _SECTIONS[1:]]
    return (
        "<html><body><div id='wrapper'><h1>Mud flats walk</h1><div class='article-text'>"
        + "".join(f"<p>{p}</p>" for p in _OPENING)
        + "</div><div class='inline-video'><div class='player'>Watch the video</div></div>"
        "<div class='newsletter-signup'><p>Sign up for our newsletter and get the best "
        "stories every morning in your inbox.</p></div>"
        "<div class='row'><div class='col'><div class='article-text-continued'>"
        + "".join(f"<p>{p}</p>" for p in later)
        + "</div></div></div><div class='more'><h3>About the Coast Courier</h3><div><p>"
        "The Coast Courier is an independent paper published on the islands since 1901, "
        "read by some forty thousand people every week in print and online.</p><p>It is "
        "owned by a foundation and has no shareholders, and its editors answer to readers."
        "</p></div></div></div></body></html>"
    )


@pytest.mark.parametrize("model", ["default", None])
def test_every_section_of_a_sectioned_article_is_kept(model: BlockModel | str | None) -> None:
    paragraphs, _ = extract_paragraphs(html.document_fromstring(_sectioned_page()), model=model)  # type: ignore[arg-type]
    assert [p for p in paragraphs if p in _OPENING] == _OPENING
    assert [text for _, text in _SECTIONS if text in paragraphs] == [t for _, t in _SECTIONS]
    # The section headings stay, in order, between their sections.
    headings = [p for p in paragraphs if p[:2] in ("1.", "2.", "3.", "4.")]
    assert headings == [
        "1. Check the tide",
        "2. Wear proper boots",
        "3. Walk with a guide",
        "4. Leave the seals alone",
    ]
    assert "Shop our boots" not in paragraphs
    assert not any("Coast Courier" in p for p in paragraphs)


def test_later_replies_without_headings_are_not_taken_for_sections() -> None:
    paragraphs, _ = extract_paragraphs(html.document_fromstring(_comment_thread_page()), model=None)
    assert paragraphs == _OPENING


@pytest.mark.parametrize("model", ["default", None])
def test_a_body_split_by_an_embed_keeps_its_later_part(model: BlockModel | str | None) -> None:
    paragraphs, _ = extract_paragraphs(html.document_fromstring(_split_page()), model=model)  # type: ignore[arg-type]
    later = [text for _, text in _SECTIONS[1:]]
    assert paragraphs[: len(_OPENING)] == _OPENING
    assert paragraphs[len(_OPENING) : len(_OPENING) + 2] == later
    assert not any("newsletter" in p for p in paragraphs)
    # A boilerplate section with its own heading after the body is not a continuation.
    assert not any("independent paper" in p for p in paragraphs)


def test_the_packaged_model_loads_and_matches_the_features() -> None:
    model = default_model()
    assert model is not None
    assert model.coef.shape == (len(FEATURES),)
    # Being picked by the rules counts for a block, link density against it.
    assert model.coef[FEATURES.index("selected")] > 0
    assert model.coef[FEATURES.index("link_density")] < 0


def test_features_describe_the_rules_selection() -> None:
    selection = select_blocks(html.document_fromstring(_split_page()))
    candidates = [b for b in selection.every if b.is_prose]
    selected = {b.index for b in selection.cleaned}
    rows = block_features(
        candidates, selected, selection.roots, selection.furniture, selection.every
    )
    assert rows.shape == (len(candidates), len(FEATURES))
    column = {name: rows[:, i] for i, name in enumerate(FEATURES)}
    by_text = {b.text: i for i, b in enumerate(candidates)}
    signup = by_text[next(t for t in by_text if t.startswith("Sign up"))]
    assert column["selected"][by_text[_OPENING[0]]] == 1
    assert column["furniture"][signup] == 1
    assert column["selected"][signup] == 0
    assert np.all((column["link_density"] >= 0) & (column["link_density"] <= 1))


def test_a_model_that_keeps_nothing_leaves_the_rules_answer() -> None:
    n = len(FEATURES)
    never = BlockModel(np.zeros(n), np.ones(n), np.zeros(n), intercept=-50.0)
    tree = html.document_fromstring(_split_page())
    assert extract_paragraphs(tree, model=never) == extract_paragraphs(tree, model=None)


def test_a_malformed_model_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "model.json"
    path.write_text(json.dumps({"features": ["x"], "coef": [1.0]}), encoding="utf-8")
    with pytest.raises(ModelError, match="do not match"):
        load_model(path)
    good = default_model()
    assert good is not None
    data = good.to_dict()
    data["coef"] = data["coef"][:-1]  # type: ignore[index]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ModelError, match="coef"):
        load_model(path)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(ModelError, match="cannot read"):
        load_model(path)
    path.write_text(json.dumps(good.to_dict()), encoding="utf-8")
    assert np.allclose(load_model(path).coef, good.coef)


def test_verdicts_follow_both_bars_and_the_distance_gate() -> None:
    # Rows by hand: (selected, distance, share of the page's prose kept by the rules);
    # the model's only weight is on "selected", so P is high for selected rows.
    n = len(FEATURES)
    coef = np.zeros(n)
    coef[FEATURES.index("selected")] = 4.0
    rows = np.zeros((5, n))
    sel, dist, share = (FEATURES.index(k) for k in ("selected", "tree_distance", "selection_share"))
    rows[:, sel] = [1, 0, 0, 0, 1]
    rows[:, dist] = [0, 2, 8, 8, 0]
    rows[:, share] = [0.8, 0.8, 0.8, 0.05, 0.8]
    base = BlockModel(np.zeros(n), np.ones(n), coef, intercept=0.5)  # P: 0.99 or 0.62
    assert base.keep(rows).tolist() == [True, True, True, True, True]
    # An added block must clear a higher bar than a kept one.
    strict = BlockModel(np.zeros(n), np.ones(n), coef, 0.5, threshold=0.7, keep_threshold=0.5)
    assert strict.keep(rows).tolist() == [True, False, False, False, True]
    # Far from the containers, a block is added only when the rules kept little.
    near = BlockModel(np.zeros(n), np.ones(n), coef, 0.5, max_add_distance=3)
    assert near.keep(rows).tolist() == [True, True, False, True, True]
    expected = 1.0 / (1.0 + np.exp(-np.clip(rows @ coef + 0.5, -30.0, 30.0)))
    assert base.probabilities(rows).tobytes() == expected.tobytes()


def _nested_page(heading: str) -> str:
    """An article whose first six paragraphs are its own, then three nested articles."""
    nested = "".join(
        f"<article class='card'><h2>{heading.format(i=i)}</h2><p>{_OPENING[i]} Walkers of "
        "another island told the same story, with their own figures and their own rescues."
        "</p></article>"
        for i in range(3)
    )
    return (
        "<html><body><article class='story'><h1>Tide rescues</h1>"
        + "".join(f"<p>{p}</p>" for p in _OPENING)
        + f"<h3>More stories</h3>{nested}</article></body></html>"
    )


def test_the_model_does_not_add_back_teasers_nested_in_the_article() -> None:
    # The rules drop <article> teasers nested in the article; one that links to its own
    # story (a linked heading) is another story, which a model keeping every prose block
    # must not bring back.
    n = len(FEATURES)
    always = BlockModel(np.zeros(n), np.ones(n), np.zeros(n), intercept=50.0)
    markup = _nested_page("<a href='/other-{i}'>Other story {i}</a>")
    paragraphs, _ = extract_paragraphs(html.document_fromstring(markup), model=always)
    assert paragraphs == _OPENING


def test_nested_articles_that_link_nowhere_stay_open_to_the_model() -> None:
    # Numbered entries of a listicle, each an <article> without a link to a page of its
    # own: sections of the article, which the model may keep.
    n = len(FEATURES)
    always = BlockModel(np.zeros(n), np.ones(n), np.zeros(n), intercept=50.0)
    paragraphs, _ = extract_paragraphs(
        html.document_fromstring(_nested_page("{i}. Tip")), model=always
    )
    assert paragraphs[: len(_OPENING)] == _OPENING
    assert any(p.startswith(_OPENING[2]) and "another island" in p for p in paragraphs)


def _builder_rows_page() -> str:
    """An interview cut into a page builder's text rows inside <main>: a short first row,
    then the long one, then one more short one, with no headings between them."""
    rows = [[_SECTIONS[0][1]], _OPENING, [_SECTIONS[1][1]]]
    body = "".join(
        "<section class='pb-row'><div class='row'><div class='col'>"
        + "".join(f"<p>{p}</p>" for p in row)
        + "</div></div></section>"
        for row in rows
    )
    return (
        "<html><body><nav><a href='/'>Home</a> <a href='/shop'>Shop</a></nav>"
        f"<main><h1>Walking the mud flats</h1><div class='rows'>{body}</div></main>"
        "<footer>Coast Courier, all rights reserved</footer></body></html>"
    )


@pytest.mark.parametrize("model", ["default", None])
def test_rows_of_a_page_builder_in_main_are_one_body(model: BlockModel | str | None) -> None:
    paragraphs, _ = extract_paragraphs(html.document_fromstring(_builder_rows_page()), model=model)  # type: ignore[arg-type]
    assert paragraphs == [_SECTIONS[0][1], *_OPENING, _SECTIONS[1][1]]


def test_rows_that_are_posts_stay_apart() -> None:
    # The same rows, each an <article> of its own: a page of posts, not one body.
    markup = _builder_rows_page().replace("<section", "<article").replace("</section", "</article")
    paragraphs, _ = extract_paragraphs(html.document_fromstring(markup), model=None)
    assert paragraphs != [_SECTIONS[0][1], *_OPENING, _SECTIONS[1][1]]


def test_later_replies_in_main_are_not_taken_for_rows() -> None:
    # The rows rule asks for the strongest repeat after the first: a thread's opening
    # post comes first, and its replies stay out even inside <main>.
    markup = (
        _comment_thread_page()
        .replace("<body>", "<body><main>")
        .replace("</body>", "</main></body>")
    )
    paragraphs, _ = extract_paragraphs(html.document_fromstring(markup), model=None)
    assert paragraphs == _OPENING
