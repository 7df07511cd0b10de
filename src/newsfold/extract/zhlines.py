"""Lines of a Chinese page's furniture that sit in the body's own container.

Chinese portal and government templates put their furniture inside the element that
holds the text, as plain blocks with no class to tell them: the pager of a multi-page
article ("第1页/共3页 << 上一页 | 下一页 >>"), the label of a related-stories list
that is not a heading (``<b>相关报道：</b>`` in a ``<td>``, its items a headline link and
a date each), a teaser that links to its full text ("……就是所谓的...... [全文]"), the
template's line of label and value pairs above the text ("作者：宣传办　来源：本站原创
点击数：562　更新时间：2023-9-25") and a blog's tag line ("标签：父亲 菜园 散文").

Session 18 (issue 15) from the zh development pages and batches E and G's misses; each
test here reads the line's own words, so no site's template is named. They apply last
(:func:`drop_furniture`, called by :func:`newsfold.extract.body.extract_paragraphs` on the
blocks the rules or the block model chose), not inside :mod:`newsfold.extract.tidy`'s
selection: the rules' selection is one of the block model's features, and a change
there would retrain every fold's model (a page of another language moved out of fold
when these lines went inside the selection).
"""

from __future__ import annotations

import re
from typing import Final

from newsfold.extract.textblock import Block
from newsfold.extract.tidy import is_editor_line, is_linky
from newsfold.extract.zhcaptions import (
    CAPTION_UNITS,
    after_picture,
    has_caption_look,
    in_picture_element,
    is_short_caption,
    points_at_picture,
)
from newsfold.extract.zhframe import (
    is_dateline_byline,
    is_frame_line,
    is_gallery_line,
    is_minute_stamp,
    is_score_bar,
    is_wire_end,
    with_salutation,
)
from newsfold.extract.zhpage import (
    is_end_mark,
    is_page_line,
    is_page_notice,
    is_twin_notice,
)

__all__ = [
    "add_salutation",
    "drop_furniture",
    "is_breadcrumb",
    "is_chinese",
    "is_dated_item",
    "is_full_text_teaser",
    "is_list_label",
    "is_meta_line",
    "is_pager_line",
    "is_tag_line",
]

#: What a pager line is made of: its links' words, page numbers and separators.
_PAGER_TOKEN: Final = (
    r"(?:上一?[页頁]|下一?[页頁]|前一[页頁]|后一[页頁]|後一[页頁]|首[页頁]|尾[页頁]|末[页頁]"
    r"|(?:本文)?共\s*\d+\s*[页頁]|(?:当前|當前)?第\s*\d+\s*[页頁]|余下全文|餘下全文"
    r"|单页阅读|單頁閱讀|全文阅读|\d+(?!\d))"
)
_PAGER_SEP: Final = r"[\s<>《》«»|｜/、,，.。:：\[\]【】()（）·…\-]*"
#: The line splits one way only: no token starts with a separator, and a run of digits
#: is one number (``\d+(?!\d)``), or "上一页" and 40 digits and a letter would be tried
#: split every way, 2**40 of them (review of session 18). ``++`` keeps no token's
#: choices for a later failure to retry.
_PAGER_RE: Final = re.compile(rf"^(?:{_PAGER_SEP}{_PAGER_TOKEN})++{_PAGER_SEP}$")
#: A pager's own words: a line of numbers alone is no pager ("2023 1 15").
_PAGER_WORD_RE: Final = re.compile(
    r"[上下前后後]一?[页頁]|共\s*\d+\s*[页頁]|第\s*\d+\s*[页頁]|余下全文|餘下全文"
)
_PAGER_CHARS: Final = 80

#: A teaser's link to the story it cuts short: "[全文]", "【详细】", "阅读全文>>".
_FULL_TEXT_RE: Final = re.compile(
    r"(?:[\[【(（]\s*(?:全文|详细|詳細|详情|詳情|阅读全文|閱讀全文|查看全文)\s*[\]】)）]"
    r"|(?:阅读全文|閱讀全文|查看全文|详细内容|詳細內容)\s*(?:>>|》|→|>))\s*$"
)
_FULL_TEXT_TAIL: Final = 16

#: The label of a list of other stories, as a line of its own (a heading's are read by
#: ``tidy._LIST_HEADING_RE``, which takes a prefix: "相关负责人表示：" is no label, so
#: this one must be the whole line).
_LIST_LABEL_RE: Final = re.compile(
    r"^[\W_]{0,3}(?:"
    r"(?:相关|相關)(?:报道|報導|報道|新闻|新聞|阅读|閱讀|文章|链接|鏈接|連結|推荐|推薦|专题|專題"
    r"|视频|視頻|图集|圖集|资讯|資訊|稿件)"
    r"|延伸阅读|延伸閱讀|推荐阅读|推薦閱讀|热门推荐|熱門推薦|精彩推荐|精彩推薦|为你推荐|為你推薦"
    r"|猜你喜欢|猜你喜歡|更多(?:新闻|新聞|报道|報導|阅读|閱讀|精彩)|热点新闻|熱點新聞"
    r"|热门新闻|熱門新聞|今日热点|今日熱點"
    # A self-media post's list of its earlier posts ("往期推荐", "该公众号的其他文章").
    r"|往期(?:推荐|推薦|回顾|回顧|精选|精選|精彩|文章)|(?:该|該|本)(?:公众号|公眾號|号|號|作者)的?"
    r"(?:其他|其它|更多)(?:文章|内容|內容)"
    # A video page's next videos, a writer's other posts, a ranking (session 21).
    r"|接下来播放|接下來播放|下一个视频|下一個視頻|(?:热门|熱門|推荐|推薦|更多|精彩)(?:视频|視頻)"
    r"|大家都在看|大家还在看|大家還在看|猜你想看|(?:作者|TA|他|她)(?:的)?(?:最新|其他|其它|更多)?文章"
    r"|(?:\d{1,2}小[时時])?(?:热文|熱文|热榜|熱榜)|(?:阅读|閱讀|点击|點擊)?排行榜?"
    r"|喜欢此内容的人还喜欢|喜歡此內容的人還喜歡"
    r")[\W_]{0,3}$"
)
_LIST_LABEL_CHARS: Final = 16

#: A list item's date at its end: "(2005-04-27 18:03PM)", "08-15", "2023年6月12日".
_DATED_END_RE: Final = re.compile(
    r"[\[(（]?\s*(?:\d{2,4}\s*[-/.年]\s*)?\d{1,2}\s*[-/.月]\s*\d{1,2}\s*日?"
    r"(?:\s*\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]m)?)?\s*[\])）]?\s*$",
    re.I,
)
_ITEM_CHARS: Final = 80

#: Where a template's label starts: the line's start or after a space or a bar, never
#: after another character of a word ("展览时间：", "会议日期：", "数据来源：" are an
#: event's or a table's own labels, and "，开放时间：" a sentence's clause).
_LABEL_START: Final = r"(?:^|(?<=[\s|｜/【\[(（]))"
#: The labels of a template's line about the article: who, where from, when, how read.
_META_LABEL_RE: Final = re.compile(
    _LABEL_START + r"(?:作者|来源|來源|文章来源|信息来源|稿源|出处|点击数?|點擊數?|点击量"
    r"|浏览次数|瀏覽次數|浏览量?|瀏覽量?|阅读数|阅读量|阅读次数|閱讀次數|人气|人氣|访问量|"
    r"发布时间|發佈時間|发布日期|更新时间|更新時間|更新日期|发表时间|發表時間|发稿时间|"
    r"时间|時間|日期|编辑|編輯|责任编辑|字号|字體|字体)\s*[:：]"
)
#: Among them, one that a sentence does not hold beside another: a count or a time.
_META_KIND_RE: Final = re.compile(
    _LABEL_START + r"(?:发布|發佈|發布|更新|发表|發表|发稿|發稿)?"
    r"(?:点击|點擊|浏览|瀏覽|阅读|閱讀|人气|人氣|访问|时间|時間|日期)[数數量次]*\s*[:：]"
)
#: ... and one that names the writer or the source: "日期：5月1日 时间：9时" is an
#: event notice's own first line, not the template's.
_META_WHO_RE: Final = re.compile(
    _LABEL_START + r"(?:文章|信息|责任|責任)?(?:作者|来源|來源|稿源|出处|出處|编辑|編輯)\s*[:：]"
)
_META_CHARS: Final = 90
#: A sentence's marks: a line that holds one is text, not a template's line.
_SENTENCE_MARK_RE: Final = re.compile(r"[。！？；]")
#: ... and a clause's: a template spaces its pairs, a sentence joins them with "，".
_CLAUSE_MARK_RE: Final = re.compile(r"[。！？；，]")

#: A blog's or a portal's tag line: "标签：父亲 菜园 散文", "关键词：夜经济 消费".
_TAG_LINE_RE: Final = re.compile(
    r"^\W{0,2}(?:文章|本文)?(?:标签|標籤|標簽|关键词|關鍵詞|关键字|關鍵字)\s*[:：]"
)
_TAG_LINE_CHARS: Final = 60


#: A breadcrumb's label and its path: "当前位置：首页 >> 新闻中心 >> 镇内要闻". A
#: segment holds no separator nor space, so the line splits one way only (with
#: ``\S{1,12}`` a line of 30 "a/" was tried split every way: review of session 18).
_CRUMB_SEG: Final = r"[^\s>/→»›－\-]{1,12}"
_BREADCRUMB_RE: Final = re.compile(
    r"^\W{0,2}(?:当前位置|當前位置|您的位置|您现在的位置|您現在的位置|所在位置|现在位置|栏目导航)"
    rf"\s*[:：]?\s*({_CRUMB_SEG})(?:\s*(>+|→|»|›|-+>|/|－)\s*{_CRUMB_SEG})++\s*$"
)
#: A path's first step that is a site's home, or a site's arrow between its steps:
#: without either (or a link) "所在位置：云南省/大理州/洱源县" is a travel story's own line.
_CRUMB_HOME_RE: Final = re.compile(r"首[页頁]|主[页頁]|home", re.I)
_CRUMB_ARROW_RE: Final = re.compile(r"[>→»›]")
_BREADCRUMB_CHARS: Final = 80


def is_breadcrumb(text: str, link_chars: int = 0) -> bool:
    """A breadcrumb in the text's container ("当前位置：首页 >> 新闻中心 >> 社区新闻"): the
    rules leave it out as a link line or at the edge, but without links it reads as
    prose, and the block model may add it above the text. A path with no link
    (``link_chars`` 0) must start at the site's home or step on a site's arrows
    (">>", "→"): "云南省/大理州/洱源县" is a place's path, prose."""
    if len(text) > _BREADCRUMB_CHARS:
        return False
    found = _BREADCRUMB_RE.match(text)
    if found is None:
        return False
    if link_chars > 0 or _CRUMB_HOME_RE.search(found.group(1)) is not None:
        return True
    return _CRUMB_ARROW_RE.search(found.group(2)) is not None


def is_pager_line(text: str) -> bool:
    """A multi-page article's pager: only page links, numbers and separators, with at
    least one of a pager's own words ("第1页/共1页 << 上一页 | 下一页 >>", "上一页 1 2 3
    下一页", "本文共3页，当前第1页")."""
    if len(text) > _PAGER_CHARS or not ("页" in text or "頁" in text or "全文" in text):
        return False  # each of a pager's words holds one of these (a substring test is fast)
    if _PAGER_WORD_RE.search(text) is None:
        return False
    return _PAGER_RE.match(text) is not None


def is_full_text_teaser(text: str, link_chars: int) -> bool:
    """A teaser of another page: a block with a link that ends on the link to the full
    text ("……就是所谓的...... [全文]")."""
    # The link's words close the text: only its last characters are read.
    return link_chars > 0 and _FULL_TEXT_RE.search(text[-_FULL_TEXT_TAIL:]) is not None


def is_list_label(text: str) -> bool:
    """A related-stories list's label as a line of its own ("相关报道：", "【延伸阅读】")."""
    return len(text) <= _LIST_LABEL_CHARS and _LIST_LABEL_RE.match(text) is not None


def is_dated_item(text: str, link_chars: int) -> bool:
    """A list item of another story: a short line with a link that ends with a date
    ("·蔡依林热舞 (2005-04-27 18:03PM)", "江城新增三条特色美食街 08-09")."""
    if link_chars == 0 or len(text) > _ITEM_CHARS or _SENTENCE_MARK_RE.search(text):
        return False
    return _DATED_END_RE.search(text) is not None


def is_meta_line(text: str) -> bool:
    """A template's line about the article: two or more label and value pairs, one of
    them a count or a time and one the writer or the source ("作者：宣传办 来源：本站原创
    点击数：562 更新时间：2023-9-25"), each label starting the line or after a space,
    and no mark of a sentence or a clause ("，"). A source and an editor alone
    ("来源：某报 编辑：某某") are left to ``tidy``'s editorial lines: the development
    truths keep some of those."""
    if len(text) > _META_CHARS or _CLAUSE_MARK_RE.search(text):
        return False
    if _META_KIND_RE.search(text) is None or _META_WHO_RE.search(text) is None:
        return False
    return len(_META_LABEL_RE.findall(text)) >= 2


def is_tag_line(text: str) -> bool:
    """A tag line ("标签：父亲 菜园 散文 分类：随笔"): short, no sentence's mark."""
    if len(text) > _TAG_LINE_CHARS or _SENTENCE_MARK_RE.search(text):
        return False
    return _TAG_LINE_RE.match(text) is not None


#: A line that ends on a colon labels what follows it ("幻灯欣赏：", "分享到：").
_LABEL_END_RE: Final = re.compile(r"[:：]\s*$")


#: Japanese kana (not the middle dot and the long vowel mark a Chinese text may borrow).
_KANA_RE: Final = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")
#: Han characters, what the kana are counted against.
_HAN_RE: Final = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_HAN_RUN_RE: Final = re.compile(_HAN_RE.pattern + "+")
#: Kana in fewer than one of this many CJK characters: a Chinese page quoting a Japanese
#: name. Japanese prose writes its endings and particles in kana, a third or more of it.
_KANA_SHARE: Final = 20


def is_chinese(blocks: list[Block]) -> bool:
    """Blocks of Chinese text: some CJK, and (almost) no kana. A Japanese page's "時間："
    and "詳細" are its own words (review of session 18: a museum's hours were dropped);
    the blocks carry no language, so their own script tells.

    Read line by line (a block's text is its lines joined by spaces, which are neither),
    kana first: a Chinese page holds none, and then one Han character answers. Only a
    page with kana has its Han characters counted, in runs (a list of one string per
    character cost a Chinese page more than all the rest of this module: session 19).
    """
    lines = [line for block in blocks if block.cjk for line in block.lines]
    kana = 0
    for line in lines:
        if _KANA_RE.search(line) is not None:
            kana += len(_KANA_RE.findall(line))
    if kana == 0:
        return any(_HAN_RE.search(line) is not None for line in lines)
    han = sum(len(run) for line in lines for run in _HAN_RUN_RE.findall(line))
    return kana * _KANA_SHARE < han


def _is_furniture(block: Block, text: str, teasers: bool) -> bool:
    """A pager, a teaser's link to its full text (where ``teasers`` may go) or a
    breadcrumb, wherever it stands (``text`` is the block's)."""
    return (
        is_pager_line(text)
        or (teasers and is_full_text_teaser(text, block.link_chars))
        or is_breadcrumb(text, block.link_chars)
    )


def _is_edge_meta(block: Block) -> bool:
    """A template's label and value line or a tag line (at the text's edges only)."""
    if not block.cjk:
        return False
    text = block.text
    return is_meta_line(text) or is_tag_line(text)


#: The longest line about the page (:func:`zhpage.is_page_line`), and end mark (``- END -``),
#: in characters: a block with more is none, and is not read.
_CAPTION_CHARS: Final = 80
_END_CHARS: Final = 16


def _prose_follows(blocks: list[Block], i: int) -> bool:
    """Whether a paragraph of prose follows block ``i`` (no picture before it): a short
    line between a picture and the prose it heads is a subheading unless it looks like a
    caption (review of session 20: "<p><img></p><p>老人吃上了热乎饭</p><p>……</p>")."""
    if i + 1 >= len(blocks):
        return False
    nxt = blocks[i + 1]
    return _is_text(nxt) and not after_picture(nxt)


def _captions(blocks: list[Block]) -> set[int]:
    """The blocks that are a picture's short caption (:func:`zhpage.is_short_caption`),
    unless the lines right under the page's pictures, captions or not, hold a third of
    the text or more: then the pictures tell the story (a photo page: "组图：……", each
    picture over a sentence or two), and those lines are its text."""
    found = {
        i
        for i, b in enumerate(blocks)
        if b.cjk
        and b.chars <= _CAPTION_CHARS
        and b.units <= CAPTION_UNITS
        and is_short_caption(b)
        and (
            points_at_picture(b.text)
            or in_picture_element(b)
            or has_caption_look(b)
            or not _prose_follows(blocks, i)
        )
    }
    if not found:
        return found
    total = 0
    pictured = 0
    for i, block in enumerate(blocks):
        total += block.units
        if i in found or (block.cjk and after_picture(block)):
            pictured += block.units
    return set() if 3 * pictured >= total else found


def _cut_at_end_mark(blocks: list[Block]) -> list[Block]:
    """The blocks before a self-media post's end mark ("- END -"), when what follows it
    is shorter than half of what comes before (its credits, prompts and other posts)."""
    for i, block in enumerate(blocks):
        if i and block.chars <= _END_CHARS and is_end_mark(block.text):
            before = sum(b.chars for b in blocks[:i])
            after = sum(b.chars for b in blocks[i + 1 :])
            if 2 * after <= before:
                return blocks[:i]
    return blocks


#: A paragraph of the text: a sentence's worth of prose (what the edges are read around).
_TEXT_UNITS: Final = 20
#: The longest line of the frame (:func:`zhframe.is_frame_line`: a disclaimer may run
#: to a few clauses), a gallery's counter alone ("12/120"), a line above the text read
#: as a byline or a score bar, an item's title under a list's label.
_FRAME_CHARS: Final = 120
_COUNTER_CHARS: Final = 9
_EDGE_LINE_CHARS: Final = 48
_ITEM_UNITS: Final = 40
_CELLS: Final = ("td", "th")


def _drop_minutes(blocks: list[Block]) -> list[Block]:
    """Without a match commentary's minutes ("90+4'" over each entry): where two of them
    or more each stand right over a paragraph of prose, all of them go (as a live
    blog's times do, ``tidy._drop_stamps``); one minute alone is left."""
    stamps = [
        i for i, b in enumerate(blocks) if b.chars <= _COUNTER_CHARS and is_minute_stamp(b.text)
    ]
    if len(stamps) < 2:
        return blocks
    opening = sum(1 for i in stamps if i + 1 < len(blocks) and blocks[i + 1].is_prose)
    if opening < 2:
        return blocks
    drop = set(stamps)
    return [b for i, b in enumerate(blocks) if i not in drop]


def _by_picture(blocks: list[Block], i: int) -> bool:
    """Whether block ``i`` stands by a picture or a gallery's title: right after the
    picture, right before a line under one, or beside a gallery's title line ("1/8"
    under "相册：……共8张"); a ratio alone in the text ("1/2") stands by none (review 21c)."""
    if after_picture(blocks[i]):
        return True
    if i + 1 < len(blocks) and after_picture(blocks[i + 1]):
        return True
    return any(
        0 <= j < len(blocks) and not blocks[j].text.isascii() and is_gallery_line(blocks[j].text)
        for j in (i - 1, i + 1)
    )


def _is_text(block: Block) -> bool:
    """A paragraph of the Chinese story, not a line about it: CJK prose of a sentence or
    more that is no notice about the page."""
    return (
        block.cjk
        and block.is_sentence
        and block.units >= _TEXT_UNITS
        and not is_page_notice(block.text)
    )


def _drop_edge_notices(blocks: list[Block]) -> list[Block]:
    """The blocks without the notices about the page (:func:`zhpage.is_page_notice`),
    the English twin right after one, the template's label and value or tag lines and
    the editorial lines (:func:`tidy.is_editor_line`: "原标题：……", "（责任编辑：……）"),
    where they stand before the text's first paragraph or after its last (the headline,
    the date or a sign-off may stand between them and the edge: "本文转载自……" under a
    repost's source line, "标签：……" under the date)."""
    first = next((i for i, b in enumerate(blocks) if _is_text(b)), len(blocks))
    last = next((i for i in range(len(blocks) - 1, -1, -1) if _is_text(blocks[i])), -1)
    if first == len(blocks):
        return blocks
    drop: set[int] = set()
    for i in [*range(first), *range(last + 1, len(blocks))]:
        block = blocks[i]
        if block.cjk:
            text = block.text
            if is_page_notice(text) or _is_edge_meta(block) or is_editor_line(block):
                drop.add(i)
            elif i < first and block.chars <= _EDGE_LINE_CHARS:
                # Above the text: a writer's line with the place it was filed from, a
                # score bar without the match's state (session 21).
                if is_dateline_byline(text) or is_score_bar(text, edge=True):
                    drop.add(i)
            elif i > last and block.chars <= _END_CHARS and is_wire_end(text):
                drop.add(i)  # "（完）" closing the text
            elif i > last and block.chars <= _EDGE_LINE_CHARS and is_score_bar(text):
                # A score bar with its state under the text; inside the text a results
                # list under the story's intro is the story (review 21c).
                drop.add(i)
        elif i - 1 in drop and is_twin_notice(block.text):
            drop.add(i)
    if not drop:
        return blocks
    return [b for i, b in enumerate(blocks) if i not in drop]


def drop_furniture(blocks: list[Block]) -> list[Block]:
    """The chosen blocks without the Chinese furniture lines of this module: pagers,
    full-text teasers and breadcrumbs anywhere; a related-stories label that is no
    heading with the items under it (lines with a link that are linky or end with a
    date); the template's label and value lines and tag lines at either edge. Where a
    line went, the edges are trimmed again as the rules trim them: an editorial line
    (:func:`tidy.is_editor_line`) or a bare label ("幻灯欣赏：") left at the end goes.
    Pages that are not Chinese (:func:`is_chinese`) are returned as they are. Where
    teasers are most of the blocks, the page is a digest of them ("今日要闻摘要", each
    summary ending "[详细]") and they stay: they are its text.

    The lines about the page or to its reader (:mod:`newsfold.extract.zhpage`, session
    20) go too: credit lines, captions, prompts, quote cards, share and counter rows
    anywhere; a self-media post's end mark and what little follows it; notices about
    the article at either edge.

    Blocks with no CJK block are no Chinese page and are returned at once. Otherwise
    the page's script (:func:`is_chinese`, which reads every character) is asked last,
    only when a line would go: most Chinese pages lose none (session 19: asked first,
    it cost more than the rest of the module).
    """
    if not any(b.cjk for b in blocks):
        return blocks  # is_chinese counts the CJK blocks' characters only
    teaser_count = sum(
        1 for b in blocks if b.link_chars > 0 and is_full_text_teaser(b.text, b.link_chars)
    )
    teasers = 2 * teaser_count <= len(blocks)
    captions = _captions(blocks)
    out: list[Block] = []
    skipping = False
    # A link-less list under a label goes only after the text: inside it, a list under
    # a heading ("她的文章", "排行榜") is the story's (review 21c).
    last_text = next((j for j in range(len(blocks) - 1, -1, -1) if _is_text(blocks[j])), -1)
    for i, block in enumerate(blocks):
        text = block.text
        if skipping:
            if block.link_chars > 0 and (is_linky(block) or is_dated_item(text, block.link_chars)):
                continue
            if (
                block.tag == "li"
                and i > last_text
                and not block.is_sentence
                and block.units <= _ITEM_UNITS
            ):
                continue  # an item's title with no link (a video's, a ranking's)
            skipping = False
        if block.cjk and is_list_label(text):
            skipping = True
            continue
        if not text.isascii():
            if (
                _is_furniture(block, text, teasers)
                or i in captions
                or (block.chars <= _CAPTION_CHARS and is_page_line(block))
                or (block.chars <= _FRAME_CHARS and block.tag not in _CELLS and is_frame_line(text))
            ):
                continue
        elif block.chars <= _COUNTER_CHARS and is_gallery_line(text) and _by_picture(blocks, i):
            continue  # a gallery's counter ("1/6") by its picture, not a ratio in the text
        out.append(block)
    out = _drop_edge_notices(_drop_minutes(_cut_at_end_mark(out)))
    dropped = len(out) < len(blocks)
    start, end = 0, len(out)
    while start < end and (_is_edge_meta(out[start]) or (dropped and is_editor_line(out[start]))):
        start += 1
    while end > start and (
        _is_edge_meta(out[end - 1])
        or (
            dropped
            and (
                is_editor_line(out[end - 1])
                or (not out[end - 1].is_prose and _LABEL_END_RE.search(out[end - 1].text))
            )
        )
    ):
        end -= 1
    if not dropped and start == 0 and end == len(out):
        return blocks
    if not is_chinese(blocks):
        return blocks
    return out[start:end]


def add_salutation(chosen: list[Block], every: list[Block]) -> list[Block]:
    """``chosen`` with a letter's or a notice's addressee ("王某某：") put back above its
    first paragraph (:func:`zhframe.with_salutation`), on Chinese pages only."""
    found = with_salutation(chosen, every)
    if found is chosen or not is_chinese(chosen):
        return chosen
    return found
