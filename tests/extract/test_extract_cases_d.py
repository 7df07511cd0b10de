"""Round three of the hand-written extraction cases: batch D (development), and the fixes
it led to.

Batch D (``benchmarks/extract_cases_d*.py``) was written and committed before the round's
change, each page whole with its expected body marked (``extract_case_whole``); it is
scored by the bench's shingle F1 against that body. Its labels must be sound, its score
must hold, and the pages it still misses are listed: a new miss is a regression, a miss
fixed means the list (and the threshold) may move.

The fixes, each on pages written for these tests, each failing before it:

- a framework's HTML shell whose article is only in its JSON state (``__NEXT_DATA__``):
  the state's prose is the body (``newsfold.extract.jsonstate``), and a page whose HTML
  holds its article does not read the state;
- a Chinese page's editorial lines at the text's edges (原标题, 责任编辑, 免责声明, an
  editor and proof-reader pair, a date-and-source line above the text) go, a plain
  source line stays;
- lines that only label an ad slot in other languages, or only give a time (a live
  blog's entry stamps), go, and a line with a figure does not;
- the headline repeated in a paragraph with the site name its title kept goes, a
  heading that only starts like the headline stays.
"""

from __future__ import annotations

from types import ModuleType

import pytest

from newsfold.errors import EmptyPageError
from newsfold.extract import extract_content
from newsfold.models import Page
from tests.benchmark_modules import load_benchmark


def _cases() -> ModuleType:
    return load_benchmark("extract_cases.py", "extract_cases")


def _bench() -> ModuleType:
    return load_benchmark("extraction.py", "newsfold_bench_extraction")


def page_scores(batch: str, model: object = "default") -> dict[str, float]:
    """Each case's share of matching shingles (tp / (tp + fp + fn)), as the benchmark
    scores ``cases-d`` and ``cases-e``."""
    out = {}
    for case in _cases().batch(batch):
        page = Page(url=case.url, body=case.body, headers=case.headers)
        content = extract_content(page, model=model)  # type: ignore[arg-type]
        tp, _, _ = _bench().match_page(case.truth, "\n".join(content.paragraphs), cjk_chars=True)
        out[case.name] = tp
    return out


def batch_f1(batch: str) -> float:
    """The batch's F1 with the benchmark's own scorer (``--sets cases-d``)."""
    pages = _bench().load_cases(f"cases-{batch}")
    preds = {p.key: "\n".join(extract_content(p.page).paragraphs) for p in pages}
    return float(_bench().score_pages({p.key: p.truth for p in pages}, preds, cjk_chars=True).f1)


def check_labels(batch: str) -> None:
    """A round-three batch's labels: 30 pages, the languages and layouts of the mix, every
    marked passage on the page and the whole body marked."""
    cases = _cases().batch(batch)
    assert len(cases) == 30
    assert len({c.name for c in cases}) == len(cases)
    assert {c.lang for c in cases} >= {"en", "zh", "de", "fr", "ru", "ja"}
    for case in cases:
        assert _cases().check(case) == [], case.name
        assert case.truth == "\n".join(case.with_), case.name
    # The old portals' pages are GB18030 bytes named only in <meta http-equiv>.
    old = [c for c in cases if c.family == "zh-old"]
    assert len(old) >= 5
    for case in old:
        assert b"http-equiv" in case.body
        assert b"<meta charset" not in case.body
        with pytest.raises(UnicodeDecodeError):
            case.body.decode("utf-8")
    earlier = {c.body for b in ("a", "b", "c") for c in _cases().batch(b)}
    assert not earlier & {c.body for c in cases}


def test_batch_d_labels_are_sound() -> None:
    check_labels("d")


#: F1 reached on batch D (``benchmarks/extraction.py --sets cases-d``): 0.948 before the
#: round's fixes, 0.992 after.
_REACHED_D = 0.99
#: Batch D's pages under 0.97 of matching shingles, and why: an explainer's "In short"
#: summary and a call-out box; two Chinese photo captions with their credits (captions
#: are left alone: the development sets' truths keep some). (An Arabic date line above
#: the text went in round four, with the other date lines that open a text; a video
#: player's title between two parts of the body in session 21, by the player's class.)
_KNOWN_MISSES_D = {
    "d-explainer-lists",
    "d-zh-modern-portal",
    "d-zh-div-br-endtext",
}


def test_batch_d_keeps_its_score() -> None:
    assert batch_f1("d") >= _REACHED_D


def test_batch_d_misses_only_the_known_pages() -> None:
    scores = page_scores("d")
    assert {name for name, tp in scores.items() if tp < 0.97} == _KNOWN_MISSES_D


# -- a framework's shell with the article in its JSON state -------------------------------

_STATE_PARAS = [
    "The harbour board voted on Tuesday to rebuild the north pier, which has been closed "
    "to the public since a storm took away part of its deck in the winter.",
    "Work starts in April and should take eighteen months, the board said, at a cost of "
    "about nine million pounds shared with the county council.",
    "Anglers, who used the pier more than anyone, will be allowed back on the landward "
    "half as soon as the scaffolding is up.",
]


def _shell(state: str, html_body: str = "") -> bytes:
    return (
        "<html><head><title>Pier to be rebuilt</title></head><body><div id='__next'>"
        "<header><a href='/'>Harbour News</a></header><main><h1>Pier to be rebuilt</h1>"
        f"{html_body}<div class='skeleton'></div></main><footer>Harbour News Ltd.</footer>"
        f"</div><script id='__NEXT_DATA__' type='application/json'>{state}</script>"
        "</body></html>"
    ).encode()


def _state(blocks: list[str]) -> str:
    import json

    body = [{"type": "paragraph", "text": t} for t in blocks]
    body.insert(1, {"type": "ad", "slot": "mpu"})
    return json.dumps(
        {
            "props": {
                "pageProps": {
                    "story": {"title": "Pier to be rebuilt", "body": body},
                    "related": [{"title": "Ferry fares frozen for the winter season"}],
                }
            }
        }
    )


@pytest.mark.parametrize("model", ["default", None])
def test_a_shells_article_comes_from_its_json_state(model: str | None) -> None:
    page = Page(url="https://h.example/pier", body=_shell(_state(_STATE_PARAS)))
    content = extract_content(page, model=model)  # type: ignore[arg-type]
    assert content.method == "json:state"
    assert content.paragraphs == _STATE_PARAS


def test_a_page_with_its_article_in_html_does_not_read_the_state() -> None:
    html_body = "".join(f"<p>{t}</p>" for t in _STATE_PARAS)
    other = _state([t.replace("pier", "jetty") for t in _STATE_PARAS * 2])
    content = extract_content(Page(url="https://h.example/pier", body=_shell(other, html_body)))
    assert content.method.startswith("body:")
    assert content.paragraphs == _STATE_PARAS


def test_a_state_without_prose_gives_no_body() -> None:
    state = '{"props": {"pageProps": {"id": 7, "tags": ["pier", "harbour"], "title": "Pier"}}}'
    page = Page(url="https://h.example/pier", body=_shell(state))
    with pytest.raises(EmptyPageError):
        extract_content(page)


def test_a_hostile_state_is_bounded() -> None:
    deep = "[" * 100_000 + "]" * 100_000
    for state in (deep, "{not json", '{"a": ' * 500 + '"x"' + "}" * 500):
        page = Page(url="https://h.example/pier", body=_shell(state))
        with pytest.raises(EmptyPageError):
            extract_content(page)


# -- editorial lines at a Chinese text's edges ---------------------------------------------

_ZH_PARAS = [
    "记者从市交通运输局获悉，今年全市将新建和改造公交候车亭三百座，其中一百二十座配备电子站牌。",
    "新建的候车亭将优先安排在医院、学校和大型社区周边，并增设座椅和盲道提示。",
    "市交通运输局表示，工程将于年底前全部完工，施工期间不影响公交车正常停靠。",
]


def _zh_page(lead: str, tail: str) -> bytes:
    paras = "".join(f"<p>　　{t}</p>" for t in _ZH_PARAS)
    return (
        "<html><head><meta http-equiv='Content-Type' content='text/html; charset=gbk'>"
        "<title>全市新建改造公交候车亭三百座_本地新闻</title></head><body>"
        "<div class='nav'><a>首页</a><a>本地</a></div><div class='article'>"
        f"<h1>全市新建改造公交候车亭三百座</h1><div id='content'>{lead}{paras}{tail}</div></div>"
        "<div class='foot'>版权所有 未经授权禁止转载</div></body></html>"
    ).encode("gb18030")


@pytest.mark.parametrize(
    ("lead", "tail"),
    [
        ("<p>原标题：三百座候车亭年底建成</p>", "<p>（责任编辑：王芳）</p>"),
        ("<p>发布时间：2024-03-01 来源：市交通运输局</p>", "<p>编辑：李静　校对：赵明</p>"),
        ("", "<p>免责声明：本网转载稿件仅供参考。</p><p>本文来源：城市晚报 责任编辑：孙强</p>"),
    ],
)
@pytest.mark.parametrize("model", ["default", None])
def test_editorial_lines_at_the_edges_go(lead: str, tail: str, model: str | None) -> None:
    page = Page(url="http://z.example/a.htm", body=_zh_page(lead, tail))
    content = extract_content(page, model=model)  # type: ignore[arg-type]
    assert content.paragraphs == _ZH_PARAS


def test_a_source_line_after_the_text_stays() -> None:
    page = Page(url="http://z.example/a.htm", body=_zh_page("", "<p>（来源：城市晚报）</p>"))
    assert extract_content(page).paragraphs == [*_ZH_PARAS, "（来源：城市晚报）"]


# -- ad labels in other languages and a live blog's time stamps ----------------------------

_EN_PARAS = [
    "Turnout at four o'clock was 41 per cent, the returning officer said, six points up on "
    "the last local election at the same hour.",
    "About 300 ballot papers listed one candidate under the wrong party name and were "
    "withdrawn before any vote was cast on them.",
    "Counting starts at ten at the leisure centre, and a result is expected before dawn.",
]


def _inserts_page(between: list[str]) -> bytes:
    parts = [f"<p>{_EN_PARAS[0]}</p>"]
    for line, text in zip(between, _EN_PARAS[1:], strict=True):
        parts.append(f"<p>{line}</p><p>{text}</p>")
    return (
        "<html><head><title>Election day</title></head><body><nav><a>Home</a><a>News</a></nav>"
        f"<article><h1>Election day</h1><div class='story'>{''.join(parts)}</div></article>"
        "<footer>The Daily Example</footer></body></html>"
    ).encode()


@pytest.mark.parametrize(
    "between",
    [
        ["Publicidad", "Anzeige"],
        ["Pubblicità", "Реклама"],
        ["15:12", "08:00"],
        ["9:47 a.m.", "16h30"],
    ],
)
def test_ad_labels_and_time_stamps_go(between: list[str]) -> None:
    page = Page(url="https://d.example/live", body=_inserts_page(between))
    assert extract_content(page).paragraphs == _EN_PARAS


def test_a_line_with_a_figure_stays() -> None:
    page = Page(url="https://d.example/live", body=_inserts_page(["4.90%", "Turnout: 41%"]))
    paragraphs = extract_content(page).paragraphs
    assert "4.90%" in paragraphs
    assert "Turnout: 41%" in paragraphs


# -- the headline repeated with its site name -----------------------------------------------


def _titled_page(title: str, first: str, middle: str = "") -> bytes:
    paras = f"<p>{_EN_PARAS[0]}</p>{middle}" + "".join(f"<p>{t}</p>" for t in _EN_PARAS[1:])
    return (
        f"<html><head><title>{title}</title></head><body><div class='post'>"
        f"<p class='big'><b>{first}</b></p>{paras}</div><div class='foot'>Example Press</div>"
        "</body></html>"
    ).encode()


def test_the_headline_before_its_site_name_goes() -> None:
    title = "Polls close in three hours--News Channel"
    head = "Polls close in three hours"
    body = _titled_page(title, head, middle=f"<h2>{head}</h2>")
    assert extract_content(Page(url="https://d.example/a", body=body)).paragraphs == _EN_PARAS


def test_a_heading_that_only_starts_like_the_headline_stays() -> None:
    title = "Polls close: what happens next at the count"
    body = _titled_page(title, title, middle="<h2>Polls close</h2>")
    paragraphs = extract_content(Page(url="https://d.example/a", body=body)).paragraphs
    assert paragraphs == [_EN_PARAS[0], "Polls close", *_EN_PARAS[1:]]
