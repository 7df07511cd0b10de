"""The failure kinds seen on pages nobody tuned for, on pages written for these tests.

- a sectioned ("four things...") article whose first section is long and the later ones
  short: only the first section was kept;
- a body split over sibling wrappers between an embed and a sign-up box: the later part
  was lost;
- the block model stacked on the rules: it is read from the package, never breaks the
  rules' answer when it has nothing to add, and rejects malformed model files;
- the block model adding prose far from the article in reading order (a portal's far-off
  table cell, a rail of teasers): what it adds must lie near the rules' selection.
"""

from __future__ import annotations

import json
from dataclasses import replace
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


def test_verdicts_follow_the_reading_order_gate_and_keep_the_rules_blocks() -> None:
    # Rows by hand: (selected, blocks away from the selection, share kept by the rules).
    n = len(FEATURES)
    coef = np.zeros(n)
    coef[FEATURES.index("selected")] = 4.0
    rows = np.zeros((5, n))
    sel, gap, share = (FEATURES.index(k) for k in ("selected", "log_block_gap", "selection_share"))
    rows[:, sel] = [1, 0, 0, 0, 1]
    rows[:, gap] = np.log1p([0, 16, 17, 40, 0])
    rows[:, share] = [0.8, 0.8, 0.8, 0.05, 0.8]
    gated = BlockModel(np.zeros(n), np.ones(n), coef, 0.5, max_add_gap=16)  # P: 0.99 or 0.62
    assert gated.keep(rows).tolist() == [True, True, False, True, True]
    ungated = BlockModel(np.zeros(n), np.ones(n), coef, 0.5)
    assert ungated.keep(rows).tolist() == [True] * 5
    # With both gates, an addition must be near in the tree and in reading order.
    rows[:, FEATURES.index("tree_distance")] = [0, 8, 2, 8, 0]
    both = replace(gated, max_add_distance=3)
    assert both.keep(rows).tolist() == [True, False, False, True, True]
    # A keep bar of 0: the model only adds, whatever P it gives the rules' blocks.
    low = BlockModel(np.zeros(n), np.ones(n), coef, -10.0, threshold=0.5, keep_threshold=0.0)
    assert low.probabilities(rows)[0] < 0.01
    assert low.keep(rows).tolist() == [True, False, False, False, True]
    assert BlockModel.from_dict(gated.to_dict()).max_add_gap == 16


_PORTAL_BODY = [
    "本报讯 今年入夏以来，沿海各地降雨明显偏多，港口管理部门提醒过往船只注意防范强对流天气，"
    "及时调整航线。",
    "据气象部门统计，上月全市平均降雨量比常年同期偏多四成，部分山区出现短时强降雨，"
    "局地发生小范围积水。",
    "港务局有关负责人表示，目前各码头作业基本正常，下一步将加强值班值守，确保汛期安全生产平稳有序。",
    "记者在现场看到，工作人员正在对排水设施进行检修，多台抽水泵已经运抵低洼地段，随时准备投入使用。",
]
_PORTAL_FAR = (
    "本市图书馆新馆将于下月正式开放，馆内设有少儿阅览区和古籍修复室，市民可凭身份证免费办理借阅证。"
    "第三届海洋文化节日前闭幕，为期五天的活动吸引了数万名市民和游客参加，多项非遗技艺现场展示。"
)


def _portal_page() -> str:
    """A table-laid portal page: the article in one cell, twenty headline links below it,
    then a cell of another story's prose, far from the article in reading order."""
    links = "".join(
        f"<tr><td><a href='/n/{i}.html'>新闻标题第{i}条</a></td></tr>" for i in range(20)
    )
    body = "".join(f"<p>{t}</p>" for t in _PORTAL_BODY)
    return (
        "<html><head><meta charset='utf-8'></head><body><table><tr><td>"
        f"<h1>港口提醒船只防范强对流天气</h1><div class='content'>{body}</div></td></tr>"
        f"<tr><td><table>{links}</table></td></tr>"
        f"<tr><td><table><tr><td>{_PORTAL_FAR * 2}</td></tr></table></td></tr>"
        "</table></body></html>"
    )


def test_a_portal_cell_far_from_the_article_stays_out() -> None:
    # The packaged model reads the far cell alone and finds it article-like (long, with
    # sentences); where it lies, twenty blocks past the article, says it is not.
    model = default_model()
    assert model is not None
    tree = html.document_fromstring(_portal_page())
    assert extract_paragraphs(tree, model=model)[0] == _PORTAL_BODY
    ungated = replace(model, max_add_gap=1_000_000)
    assert extract_paragraphs(tree, model=ungated)[0] == [*_PORTAL_BODY, _PORTAL_FAR * 2]


def test_additions_near_the_body_stay_and_a_far_rail_does_not() -> None:
    # A model that keeps every prose block: the body's later part after an embed and the
    # boxes beside it are near and may join; a rail of teasers past a site map may not.
    rail = [
        "Ferry timetables change again next month as the island council reviews the winter "
        "crossings and asks passengers which sailings they use the most.",
        "The lifeboat station opens its doors on Saturday, with tours of the new boat and "
        "talks by the volunteers who crew it through the stormy season.",
    ]
    menu = "".join(f"<li><a href='/s/{i}'>Section {i}</a></li>" for i in range(20))
    markup = _split_page().replace(
        "</body>",
        f"<div class='sitemap'><ul>{menu}</ul></div><div class='rail'>"
        + "".join(f"<div class='rail-item'><p>{t}</p></div>" for t in rail)
        + "</div></body>",
    )
    n = len(FEATURES)
    always = BlockModel(np.zeros(n), np.ones(n), np.zeros(n), intercept=50.0)
    tree = html.document_fromstring(markup)
    gated, _ = extract_paragraphs(tree, model=replace(always, max_add_gap=16))
    assert gated[: len(_OPENING)] == _OPENING
    assert _SECTIONS[1][1] in gated
    assert _SECTIONS[2][1] in gated
    assert not set(rail) & set(gated)
    ungated, _ = extract_paragraphs(tree, model=always)
    assert set(rail) <= set(ungated)


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
    assert paragraphs == [_SECTIONS[0][1]]  # the first post, as for any page of posts


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


def _signed_thread_page(signature: str) -> str:
    """A thread in <main> without <article> tags: a short opening post, a longer reply,
    each post with ``signature`` (a name or a time) beside its text."""
    posts = [_OPENING[:2], [*_OPENING[2:], _SECTIONS[0][1], _SECTIONS[1][1]], [_SECTIONS[2][1]]]
    body = "".join(
        f"<div class='box'>{signature.format(i=i)}<div class='txt'>"
        + "".join(f"<p>{p}</p>" for p in post)
        + "</div></div>"
        for i, post in enumerate(posts)
    )
    thread = f"<main><h1>Mud flats</h1><div class='thread'>{body}</div></main>"
    return f"<html><body>{thread}</body></html>"


@pytest.mark.parametrize(
    "signature",
    [
        "<div class='post-author'>walker{i}</div>",
        "<span class='meta'><time datetime='2026-05-0{i}'>May {i}</time></span>",
        "<div class='reply-head'>#{i}</div>",
    ],
)
def test_a_thread_in_main_whose_posts_are_signed_keeps_its_first_post(signature: str) -> None:
    # The rows rule reads repeats in <main> as one composition; posts that carry a name,
    # a time or a reply's mark beside their text are a thread, whose first post is the
    # page's own even where a reply is longer.
    markup = _signed_thread_page(signature)
    paragraphs, _ = extract_paragraphs(html.document_fromstring(markup), model=None)
    assert paragraphs == _OPENING[:2]


def test_nested_articles_with_in_page_links_stay_open_to_the_model() -> None:
    # Sections whose headings link within the page (a table of contents' targets) or
    # an update's in-page permalink link nowhere else: the model's judgement stands.
    n = len(FEATURES)
    always = BlockModel(np.zeros(n), np.ones(n), np.zeros(n), intercept=50.0)
    for heading in ("<a href='#tip-{i}'>{i}. Tip</a>", "<a rel='bookmark' href='#u{i}'>{i}</a>"):
        markup = _nested_page(heading)
        paragraphs, _ = extract_paragraphs(html.document_fromstring(markup), model=always)
        assert paragraphs[: len(_OPENING)] == _OPENING
        assert any("another island" in p for p in paragraphs), heading
