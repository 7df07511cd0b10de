"""A Chinese page's picture captions, told from the story's own lines (split from
:mod:`newsfold.extract.zhpage` in session 21, when that module passed 600 lines: the
captions read the picture and the line's look, the rest of :mod:`zhpage` reads what a line
says).

- **a caption by its credit** (:func:`is_photo_caption`): a short line that ends on the
  photographer's credit ("……人流如织。记者 周航 摄", "……后路 蔡雪婧/摄", "（記者林佳蓉攝）")
  or a picture's credit line of its own ("图片来源：视觉中国");
- **a caption that points at its picture** (:func:`points_at_picture`): "图为……", "上图：……";
- **a short line right under a picture** (:func:`after_picture`, :func:`is_short_caption`):
  no clause, no numbered heading, not a heading's tag nor bold through, in the picture's
  element or the next one; and whether the line looks like a caption
  (:func:`has_caption_look`: centred, grey, a caption's class word).

:func:`newsfold.extract.zhlines` decides which of them go (a photo story keeps them).
"""

from __future__ import annotations

import re
from typing import Final

from lxml import etree

from newsfold.extract.boilerplate import HEADING_TAGS
from newsfold.extract.textblock import Block

__all__ = [
    "CAPTION_CHARS",
    "CAPTION_UNITS",
    "after_picture",
    "first_char",
    "has_caption_look",
    "in_picture_element",
    "is_photo_caption",
    "is_short_caption",
    "photo_caption",
    "points_at_picture",
]

#: A photographer's credit that ends a caption: "记者 周航 摄", "许青 摄", "蔡雪婧/摄",
#: "（記者林佳蓉攝）", "新华社记者 张三 摄". The name stands after a space, a slash, a
#: sentence's end, a bracket or a reporter's title, and before the mark with a space or
#: a slash ("拍摄" ends many sentences: "……他每天都会拍摄" holds neither).
_PHOTO_BY_RE: Final = re.compile(
    r"(?:(?:^|[\s。！？!?）)(（])(?:[^\s。，！？]{0,8}(?:记者|記者|通讯员|通訊員))?\s*"
    r"[\u4e00-\u9fff·]{2,4}(?:\s+|\s*[/／]\s*)"
    r"|(?:记者|記者|通讯员|通訊員)\s*[\u4e00-\u9fff·]{2,4}\s*[/／]?\s*)[摄攝]\s*[)）]?\s*$"
)
#: A picture's credit in brackets that closes a caption: "（圖／取自台鐵臉書）", "（图：新华社）",
#: "【圖片：受訪者提供】" (Taiwanese and Hong Kong pages credit their captions so).
_BRACKET_PHOTO_RE: Final = re.compile(
    r"[（(【\[]\s*(?:图|圖|照片|相片|图片|圖片|摄影|攝影|资料照|資料照)\s*[：:／/]\s*"
    r"[^（()）【】\[\]]{1,20}[)）】\]]\s*$"
)
#: A picture's credit line of its own: "（摄影：罗晓东）", "图片来源：视觉中国", "图/新华社",
#: and the cover's or the title picture's ("封面来源：视觉中国", "题图来自：IC photo",
#: "头图｜受访者供图": session 21, a post's cover credited under its text).
_PHOTO_LABEL_RE: Final = re.compile(
    r"^\W{0,2}(?:摄影|攝影|图片来源|圖片來源|图片|圖片|供图|供圖|图源|圖源|图|圖"
    r"|(?:封面|题图|題圖|头图|頭圖|首图|首圖|配图|配圖)(?:图片|圖片|图|圖)?"
    r"(?:来源|來源|来自|來自|源自|提供)?)\s*[:：/／|｜]\s*"
    r"[^。，！？；]{1,20}\W{0,2}$"
)
CAPTION_CHARS: Final = 80
#: The last character of a caption's credit, the first of a picture's credit line.
_CREDIT_ENDS: Final = frozenset("摄攝)）】]")
_PICTURE_LABEL_FIRST: Final = frozenset("摄攝图圖供封题題头頭首配")
#: What may open a line before its first word: brackets, marks, spaces.
_OPENERS: Final = " \u3000(（[【〔<《“\"'·-—"


def first_char(text: str) -> str:
    """The first character of ``text`` after its opening brackets and marks."""
    return text.lstrip(_OPENERS)[:1]


#: A caption's opening day: "2月17日，", "2024年3月5日，".
_DATED_RE: Final = re.compile(r"^\W{0,2}(?:\d{4}年)?\d{1,2}月\d{1,2}日")
#: A short line under a picture: at most this many units, and no clause or sentence mark
#: (a caption names what is shown; "今年是他坚守的第十二年。" under a picture is the text's).
_SHORT_CAPTION_UNITS: Final = 30
_CLAUSE_RE: Final = re.compile(r"[，,；;：:！？!?、。]")
#: A caption that points at its picture: "图为……", "组图：……", or a picture's label with a
#: colon or a space after it ("上图：……", "（左图 ……）"). Prose opens on the picture too
#: ("上图显示，房价……", "图中的老人……"): without the colon it is read as any short line.
_POINTED_RE: Final = re.compile(
    r"^\W{0,2}(?:(?:图为|圖為|组图|組圖)"
    r"|(?:图中|圖中|上图|上圖|下图|下圖|左图|左圖|右图|右圖)\s*[:：]|(?:上图|上圖|下图|下圖|左图|左圖|右图|右圖)\s)"
)
#: The longest caption that points at its picture, in units: no caption is longer.
CAPTION_UNITS: Final = 60
_POINTED_FIRST: Final = frozenset("图圖上下左右组組")
_CELLS: Final = ("li", "td", "th")
#: A numbered heading ("一、水从哪里来", "2. 调整椅子") under a picture is the text's.
_NUMBERED_RE: Final = re.compile(r"^\W{0,2}(?:[一二三四五六七八九十]+|\d{1,2})\s*[、.．)）]")


def is_photo_caption(text: str) -> bool:
    """A caption by its credit: a short line that ends on a photographer's name and "摄"
    ("沿江步行街夜市人流如织。记者 周航 摄"), or a picture's credit line of its own
    ("图片来源：视觉中国"). A caption that opens with the day ("2月17日，在……。新华社记者
    才扬 摄") is a news photo's own report, as a photo story is told: the development
    truths keep one (snippets page e3ace56a)."""
    return len(text) <= CAPTION_CHARS and photo_caption(text, first_char(text))


def photo_caption(text: str, lead: str) -> bool:
    """:func:`is_photo_caption` of a short ``text`` whose first character is ``lead``: only
    a line that ends on the credit's mark or opens on a picture's label is read."""
    if text.rstrip()[-1:] in _CREDIT_ENDS and (
        _PHOTO_BY_RE.search(text) is not None or _BRACKET_PHOTO_RE.search(text) is not None
    ):
        return _DATED_RE.match(text) is None
    return lead in _PICTURE_LABEL_FIRST and _PHOTO_LABEL_RE.match(text) is not None


def _shows_picture(el: etree._Element) -> bool:
    """Whether ``el`` is a picture, or an element holding one and no text (its own text
    is read first: most elements before a line are paragraphs, and hold some)."""
    if el.tag == "img":
        return True
    if not len(el) or (el.text or "").strip():
        return False
    if next(el.iter("img"), None) is None:
        return False
    return not "".join(str(t) for t in el.itertext()).strip()


def in_picture_element(block: Block) -> bool:
    """Whether ``block``'s element opens with the picture (``<p><img><br>……</p>``)."""
    owner = block.owner
    if (owner.text or "").strip() or not len(owner):
        return False
    first = owner[0]
    return isinstance(first.tag, str) and _shows_picture(first) and not (first.tail or "").strip()


#: A caption's look: centred, grey, or a class that names it ("pic-desc", "img_note").
_CAPTION_STYLE_RE: Final = re.compile(
    r"center|gr[ae]y|#([6-9a-c])\1\1\b|#([6-9a-c][0-9a-f])\2\2\b", re.I
)
#: A caption's class word begins a token of the class ("pic-desc", "img_note", "articlePic",
#: "photoCaption"), never inside a word ("topic-detail", "multiple-col": review of session 20).
_CAPTION_CLASS_RE: Final = re.compile(
    r"(?:^|(?<=[-_\s\d]))(?i:caption|desc|note|pic|img|photo|image|tip|source)"
    r"|(?<=[a-z])(?:Caption|Desc|Note|Pic|Img|Photo|Image|Tip|Source)"
)
#: A parent with more children than this is the text's container, not a picture's wrapper.
_WRAPPER_CHILDREN: Final = 3


def has_caption_look(block: Block) -> bool:
    """Whether ``block``'s element (or one inside it, or its parent when that wraps a few
    elements, as a picture's ``<div>`` does) is set as a caption is: centred or grey
    (``style``, ``align``), or with a caption's class word. A plain subheading under a
    picture has none, whatever the text's container is called (review of session 20)."""
    owner = block.owner
    parent = owner.getparent()
    els = [owner, *owner.iterdescendants()]
    if parent is not None and len(parent) <= _WRAPPER_CHILDREN:
        els.append(parent)
    for el in els[:12]:
        if not isinstance(el.tag, str):
            continue
        if (el.get("align") or "").lower() == "center" or el.tag in ("figcaption", "center"):
            return True
        if _CAPTION_STYLE_RE.search(el.get("style") or "") is not None:
            return True
        if _CAPTION_CLASS_RE.search(el.get("class") or "") is not None:
            return True
    return False


def points_at_picture(text: str) -> bool:
    """A caption that points at its picture ("图为……", "上图：……")."""
    return first_char(text) in _POINTED_FIRST and _POINTED_RE.match(text) is not None


def after_picture(block: Block) -> bool:
    """Whether ``block``'s text comes right after a picture: its element opens with the
    picture (``<p><img><br>合唱团的孩子们在排练</p>``), or the element before it (or
    before the wrapper it opens, two levels up) shows a picture and no text
    (``<p><img></p><p>居民在……</p>``, a WeChat ``<section>`` of its own)."""
    owner = block.owner
    if not (owner.text or "").strip() and len(owner):
        first = owner[0]
        if isinstance(first.tag, str) and _shows_picture(first) and not (first.tail or "").strip():
            return True
    el: etree._Element | None = owner
    for _ in range(3):
        if el is None:
            return False
        prev = el.getprevious()
        while prev is not None and not isinstance(prev.tag, str):
            prev = prev.getprevious()  # a comment between
        if prev is not None:
            return _shows_picture(prev) and not (prev.tail or "").strip()
        parent = el.getparent()
        if parent is None or (parent.text or "").strip():
            return False
        el = parent
    return False


def is_short_caption(block: Block) -> bool:
    """A picture's caption by its shape: a short line right under a picture that reads as
    one (no clause inside, no numbered heading, not a heading's tag nor bold through: a
    section's title set under a picture), or a line that opens on the picture itself
    ("图为……", "上图：……"), wherever it stands."""
    units = block.units
    if units > CAPTION_UNITS or block.tag in HEADING_TAGS or block.tag in _CELLS:
        return False
    text = block.text
    if first_char(text) in _POINTED_FIRST and _POINTED_RE.match(text) is not None:
        return True
    if units > _SHORT_CAPTION_UNITS:
        return False
    if _CLAUSE_RE.search(text) is not None or _NUMBERED_RE.match(text) is not None:
        return False
    if not after_picture(block):
        return False
    for bold in block.owner.iter("strong", "b"):
        if len("".join(str(t) for t in bold.itertext()).strip()) * 2 >= len(text):
            return False
    return True
