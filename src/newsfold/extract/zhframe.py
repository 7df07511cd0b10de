"""The frame a Chinese page sets around its story: where it came from, what it is not,
who posted it and how it is shown, and the addressee a letter or a notice opens with.

Session 21 (issue 15): the held-out batch Z3 missed lines of classes no earlier batch
drew, and each is stated here as what such a line says and how it is built, never a
site's words (a few phrases are the platforms' own shared forms: "认证" on an author's
card, "完场" on a score bar):

- **a print-edition source line** (:func:`is_print_source`): a periodical in 《》 and
  the issue the article ran in, nothing else ("《 人民日报 》（ 2024年10月21日 第 10
  版）", "原载《光明时报》2025年3月5日第11版", "（本文刊于《财新周刊》2025年第10期）");
  a citation inside a sentence or an endnote ("[1] 参见……，载《政治学研究》2023年第4期。")
  is text;
- **a disclaimer** (:func:`is_disclaimer`): a line made of a notice's clauses only (not
  investment advice, the market has risks, the author's view only, not the site's
  position, for reference only, at one's own risk), whatever its label or brackets:
  "（本文仅代表作者观点，不构成投资建议。市场有风险，投资需谨慎。）", "股市有风险，入市需
  谨慎", "据此操作，风险自担。" A story that reports one ("专家提醒，股市有风险，投资需谨慎。")
  has a clause of its own and stays;
- **an author's card** (:func:`is_author_card`): a name with the platform's figures
  about the writer or the post, a verified label, a post time, counters ("莫高窟修复师
  小周 微言认证：文物保护工作者 2025-01-06 20:11 阅读数：10万+", "财经老王 1.2万粉丝
  3小时前"); a sentence that reports the figures ("这条微博阅读量超过一千万，评论两万条")
  holds a clause and stays;
- **a score bar** (:func:`is_score_bar`): two sides, a score between them and the match's
  state ("成都蓉城 2 : 1 上海申花 完场");
- **a gallery's title or counter** (:func:`is_gallery_line`): "图集：……1/6", "高清图集 共12张",
  a counter alone ("1/6"); a photo story's "组图：……" captions are left to the captions'
  own test, which keeps them where the pictures tell the story;
- **a post's reading row** (:func:`is_reading_row`): its length and reading time ("全文共
  2316字，阅读大约需要6分钟"), or its account's origin with the account's ID ("来源｜城市夜读
  （ID：chengshi_yedu）");
- **a wire's end mark** (:func:`is_wire_end`): "（完）", "【完】", "（全文完）", closing the text;
- **a live entry's minute** (:func:`is_minute_stamp`): "90+4'", "23′" over each entry of a
  match's text commentary (a live blog's times go the same way: ``tidy._drop_stamps``);
- **a byline with its dateline** (:func:`is_dateline_byline`): "南方财讯记者 冯诗琪 广州报道"
  on a line of its own above the text (a writer's line without the place is
  ``tidy``'s already; a sign-off under the text stays: the truths keep it);
- **a letter's or a notice's addressee** (:func:`is_salutation`): "王某某：", "各乡镇中心
  学校、县直各学校：", "尊敬的各位旅客：" on the line before the text's first paragraph is
  the text's opening, not a label, and is kept (:func:`with_salutation`): the rules
  drop every short line above the first paragraph.

:mod:`newsfold.extract.zhlines` applies them with :mod:`newsfold.extract.zhpage`'s
classes, on Chinese pages only.
"""

from __future__ import annotations

import re
from typing import Final

from newsfold.extract.textblock import Block

__all__ = [
    "is_author_card",
    "is_dateline_byline",
    "is_disclaimer",
    "is_frame_line",
    "is_gallery_line",
    "is_minute_stamp",
    "is_print_source",
    "is_reading_row",
    "is_salutation",
    "is_score_bar",
    "is_wire_end",
    "with_salutation",
]

_HAN: Final = r"\u4e00-\u9fff"

# -- a print-edition source line ------------------------------------------------------------------

#: A date or an issue: "2024年10月21日", "2025-03-05", "2025年第10期", "1996年3月号".
_ISSUE: Final = (
    r"(?:\d{4}\s*[年.\-/]\s*\d{1,2}\s*[月.\-/]\s*\d{1,2}\s*日?"
    r"|\d{4}\s*年\s*(?:第\s*)?\d{1,3}\s*期|\d{4}\s*年\s*\d{1,2}\s*月[号號])"
)
#: The page or edition after it: "第 10 版", "02版", "A07版", "第3页", "第 10 版：要闻".
_EDITION: Final = (
    r"(?:\s*[，,、]?\s*(?:第\s*)?[A-Za-z]?\d{1,3}\s*(?:版|頁|页|期)"
    rf"(?:\s*[:：]\s*[{_HAN}]{{1,8}})?)?"
)
#: What may name the source before the title: "原载", "来源：", "本文刊于".
_PRINT_LABEL: Final = (
    r"(?:(?:本文|此文|该文|該文)?(?:原载|原載|原刊|刊于|刊於|刊发于|刊發於|载于|載於|发表于|發表於|"
    r"摘自|转自|轉自|选自|選自|来源|來源|来自|來自|原文刊|原文载)(?:于|於)?\s*[:：]?\s*)?"
)
_PRINT_SOURCE_RE: Final = re.compile(
    rf"^[\s(（\[【—\-]*{_PRINT_LABEL}《\s*[^《》]{{1,16}}?\s*》\s*[(（]?\s*{_ISSUE}{_EDITION}"
    r"\s*[)）\]】]?\s*$"
)
_PRINT_CHARS: Final = 60


def is_print_source(text: str) -> bool:
    """A periodical in 《》 and the issue the article ran in, and nothing else ("《 人民日报
    》（ 2024年10月21日 第 10 版）", "原载《光明时报》2025年3月5日第11版"). A citation in
    a sentence ("……，载《政治学研究》2023年第4期。") ends on a sentence mark and stays."""
    return len(text) <= _PRINT_CHARS and "《" in text and _PRINT_SOURCE_RE.match(text) is not None


# -- a disclaimer ---------------------------------------------------------------------------------

#: The units a disclaimer's clauses are made of (simplified and traditional): the
#: market's risks, care, not advice, at one's own risk, for reference only, the author's
#: view only, not the site's position, and the subjects and labels around them ("本文",
#: "以上内容", "风险提示"). A clause of such a notice is one or more of them.
_DISCLAIMER_UNIT: Final = (
    r"(?:股市|股票|市场|市場|投资|投資|理财|理財|入市|炒股|基金|期货|期貨)(?:有|存在)(?:风险|風險)|"
    r"(?:投资|投資|入市|理财|理財|操作|决策|決策|选择|選擇)(?:需|须|須|应|應|要|请|請)?(?:谨慎|謹慎|慎重)|"
    r"(?:并|並|均|亦|也)?(?:不|不能|无法|無法)(?:构成|構成|作为|作為|视为|視為|代表)"
    r"(?:对[^，。；]{0,8}的|對[^，。；]{0,8}的)?(?:任何)?(?:投资|投資|买卖|買賣|操作|交易)?"
    r"(?:建议|建議|依据|依據|推荐|推薦|要约|要約)|"
    r"(?:投资者|投資者|读者|讀者|用户|用戶)?(?:据此|據此)(?:操作|投资|投資|入市|买卖|買賣|交易)|"
    r"(?:风险|風險|后果|後果)自(?:担|擔|负|負)|"
    r"(?:仅|僅|只|谨|謹)(?:供|作)(?:读者|讀者|投资者|投資者)?(?:参考|參考)|"
    r"(?:仅|僅|只)代表[^，。；]{0,8}?(?:观点|觀點|看法|立场|立場|意见|意見|本人|个人|個人)|"
    r"不代表[^，。；]{0,12}?(?:观点|觀點|看法|立场|立場|意见|意見)|"
    r"(?:本文|此文|该文|該文|文章|本报告|本報告|该报告|該報告|报告|報告|以上|上述|本站|本网|本網|本平台)"
    r"(?:所载|所載|所述|所涉|所发|所發)?(?:内容|內容|观点|觀點|信息|資訊|资讯|数据|數據)?(?:均)?|"
    r"(?:作者|笔者|筆者)?(?:个人|個人|本人)?(?:观点|觀點)|"
    r"(?:风险|風險|特别|特別|免责|免責|重要)?(?:提示|声明|聲明)|"
    r"(?:请|請|敬请|敬請)?(?:读者|讀者|投资者|投資者)?(?:注意|自行)?(?:甄别|甄別|判断|判斷|核实|核實)"
)
_DISCLAIMER_CLAUSE_RE: Final = re.compile(rf"(?:{_DISCLAIMER_UNIT})+")
#: What splits a line into its clauses: marks, brackets, spaces, a label's colon.
_CLAUSE_SPLIT_RE: Final = re.compile(
    r"[\s，,。；;！!？?、:：()（）【】\[\]〔〕<>《》“”「」『』\"']+"
)
#: The words one of those clauses needs: two of them at least.
_DISCLAIMER_STRONG_RE: Final = re.compile(
    r"风险|風險|建议|建議|参考|參考|代表|谨慎|謹慎|自担|自擔|自负|自負"
)
_DISCLAIMER_CHARS: Final = 120
#: The notice labels a disclaimer may stand under besides its clauses ("注：", "温馨提示：");
#: any other word outside the clauses is the line's own ("他说：", "提醒：": review 21c),
#: and the line reports a disclaimer.
_NOTICE_LABELS: Final = frozenset(
    (
        "注",
        "註",
        "备注",
        "備註",
        "提示",
        "温馨提示",
        "溫馨提示",
        "友情提示",
        "风险提示",
        "風險提示",
        "声明",
        "聲明",
        "免责声明",
        "免責聲明",
        "特别声明",
        "特別聲明",
        "郑重声明",
        "鄭重聲明",
    )
)


def is_disclaimer(text: str) -> bool:
    """A line made of a disclaimer's clauses only, two of them or more ("本文仅代表作者
    观点，不构成投资建议", "股市有风险，入市需谨慎"), in any brackets, under any notice
    label. A line with words of its own ("专家提醒，股市有风险，投资需谨慎。", "他说：“股市
    有风险，入市需谨慎。”") reports one.
    Each clause is matched whole, from its start (prose fails on its first clause)."""
    if len(text) > _DISCLAIMER_CHARS:
        return False
    for clause in _CLAUSE_SPLIT_RE.split(text):
        if (
            clause
            and clause not in _NOTICE_LABELS
            and _DISCLAIMER_CLAUSE_RE.fullmatch(clause) is None
        ):
            return False
    return len(_DISCLAIMER_STRONG_RE.findall(text)) >= 2


# -- an author's card -----------------------------------------------------------------------------

_NUMBER: Final = r"\d+(?:\.\d+)?\s*[万萬wWkK亿億]?\+?"
#: The counters of a post or a writer: a label then a number, or a number then a label.
_COUNTER: Final = (
    r"(?:阅读|閱讀|浏览|瀏覽|点赞|點讚|点击|點擊|评论|評論|转发|轉發|收藏|分享|粉丝|粉絲|获赞|獲讚|"
    r"关注|關注|赞|讚|播放)(?:数|數|量|次数|次數)?\s*[:：]?\s*"
    + _NUMBER
    # A post count says so ("文章数 12", "作品：36"): "作品3" names an exhibit.
    + r"|(?:文章|作品)(?:(?:数|數)\s*[:：]?|\s*[:：])\s*"
    + _NUMBER
    + r"|"
    + _NUMBER
    + r"\s*(?:次)?(?:阅读|閱讀|浏览|瀏覽|赞|讚|粉丝|粉絲|评论|評論|转发|轉發|"
    r"获赞|獲讚|关注|關注|播放|人看过|人看過|人读过|人讀過)"
)
#: A verified label and what it says, up to the next figure or space.
_VERIFIED: Final = (
    rf"[{_HAN}A-Za-z]{{0,6}}(?:认证|認證)\s*[:：]?\s*[{_HAN}A-Za-z·]{{0,16}}?(?=[\d\s|｜·]|$)"
)
#: A post's time: a date and a time, a time alone, "3小时前", "昨天 18:20".
_POST_TIME: Final = (
    r"\d{4}\s*[年.\-/]\s*\d{1,2}\s*[月.\-/]\s*\d{1,2}\s*日?(?:\s*\d{1,2}:\d{2}(?::\d{2})?)?"
    r"|\d{1,2}\s*[月\-/]\s*\d{1,2}\s*日?\s*\d{1,2}:\d{2}|\d{1,2}:\d{2}"
    r"|\d{1,3}\s*(?:分钟|分鐘|小时|小時|天)前|刚刚|剛剛|昨天|前天"
)
_CARD_PART_RE: Final = re.compile(
    rf"{_COUNTER}|{_VERIFIED}|{_POST_TIME}|IP\s*(?:属地|屬地)\s*[:：]?\s*[{_HAN}]{{1,8}}|"
    r"(?:发布于|發佈於|发表于|發表於|来自|來自)|[+＋]?\s*(?:已关注|已關注|关注|關注)"
)
#: The figures that make a card: a counter or a verified label.
_CARD_FIGURE_RE: Final = re.compile(rf"{_COUNTER}|(?:认证|認證)")
#: What a name is made of: Han characters or letters (the rest of a card's parts gone).
_LEFT_RE: Final = re.compile(rf"[{_HAN}A-Za-z]")
_CARD_CHARS: Final = 80
#: A name is all a card holds besides its parts: at most this many characters.
_CARD_NAME: Final = 14
_CLAUSE_RE: Final = re.compile(r"[，,。；;！？!?]")


def is_author_card(text: str) -> bool:
    """A writer's name with the platform's figures only: a counter or a verified label,
    and a second part (a post time, another counter, "关注"), no clause ("莫高窟修复师小周
    微言认证：文物保护工作者 2025-01-06 20:11 阅读数：10万+")."""
    if len(text) > _CARD_CHARS or _CLAUSE_RE.search(text) is not None:
        return False
    if _CARD_FIGURE_RE.search(text) is None:
        return False
    left, count = _CARD_PART_RE.subn("", text)
    if count < 2:
        return False
    return len(_LEFT_RE.findall(left)) <= _CARD_NAME


# -- a score bar, a gallery's line, marks ---------------------------------------------------------

_SIDE: Final = rf"[{_HAN}A-Za-z·.\s]{{2,16}}?"
#: A match's state after (or before) the score.
_MATCH_STATE: Final = (
    r"完场|完場|全场结束|全場結束|终场|終場|已结束|已結束|比赛结束|比賽結束|半场|半場|中场|中場|"
    r"进行中|進行中|未开始|未開始|直播中|加时|加時|点球|點球|上半场|上半場|下半场|下半場"
)
#: What a number opens before a range's second end: a month, a day, a round, a season
#: ("1-2月", "10-12日", "3-5轮"): a range in a headline, not a score.
_UNITS: Final = "月日号號轮輪节節场場届屆期年时時点點周週季岁歲"
#: The score stands apart: a space between it and each side ("国安 2-1 泰山") or around
#: its mark ("成都蓉城2 : 1上海申花", the bar's cells run together); a headline runs
#: them together ("国安主场2-1逆转泰山", "今年1-2月……": review 21c).
_SCORE: Final = r"(?:\s+\d{1,3}\s*[:：\-–—]\s*\d{1,3}\s+|\s*\d{1,3}\s+[:：\-–—]\s+\d{1,3}\s*)"
_SCORE_BAR_RE: Final = re.compile(
    rf"^\W{{0,2}}(?:({_MATCH_STATE})\s+)?{_SIDE}{_SCORE}(?![{_UNITS}]){_SIDE}"
    rf"\s*(?:[(（]?\s*({_MATCH_STATE})\s*[)）]?)?\W{{0,2}}$"
)
_SCORE_CHARS: Final = 40


def is_score_bar(text: str, *, edge: bool = False) -> bool:
    """Two sides and the score between them, with the match's state before or after them
    ("成都蓉城 2 : 1 上海申花 完场"), the score set apart by spaces; above the text
    (``edge``) the state may be missing ("主队 2-1 客队"). A heading that only names a
    half ("半场战报 国安 1-0 泰山") has no state of its own at either end."""
    if len(text) > _SCORE_CHARS:
        return False
    found = _SCORE_BAR_RE.match(text)
    if found is None:
        return False
    return edge or found.group(1) is not None or found.group(2) is not None


#: A gallery's title and counter: "图集：沙尘笼罩下的北方城市 1/6", "高清图集 共12张".
_GALLERY_COUNT: Final = r"(?:\d{1,3}\s*[/／]\s*\d{1,3}|共\s*\d{1,3}\s*[张張幅])"
#: The label, then a colon or a bar and the title (its counter after it), or the counter.
#: A "相册：" or "幻灯：" line names an album as a heading may ("相册：一个家族的百年记忆":
#: review 21c) and needs the counter; "图集：" is a gallery's own label.
_GALLERY_RE: Final = re.compile(
    r"^\W{0,2}(?:(?:高清)?(?:图集|圖集|图片集|圖片集)\s*[:：|｜]\s*[^。！？，,]{1,30}?"
    rf"(?:\s*{_GALLERY_COUNT})?"
    r"|(?:高清)?(?:图集|圖集|图片集|圖片集|相册|相冊|幻灯|幻燈)"
    rf"\s*[:：|｜]?\s*[^。！？，,:：]{{0,30}}?\s*{_GALLERY_COUNT})\W{{0,2}}$"
)
#: A counter alone: "1/6", "3 / 12".
_COUNTER_ALONE_RE: Final = re.compile(r"^\s*(\d{1,3})\s*[/／]\s*(\d{1,3})\s*$")
_GALLERY_CHARS: Final = 44


def is_gallery_line(text: str) -> bool:
    """A gallery's title with its counter ("图集：……1/6"), or a counter alone ("1/6": the
    first no greater than the second)."""
    if len(text) > _GALLERY_CHARS:
        return False
    alone = _COUNTER_ALONE_RE.match(text)
    if alone is not None:
        return 0 < int(alone.group(1)) <= int(alone.group(2))
    return _GALLERY_RE.match(text) is not None


_WIRE_END_RE: Final = re.compile(
    r"^\s*[(（【\[〔]\s*(?:完|全文完|本文完|全文结束|全文結束)\s*[)）】\]〕]\s*$"
)


def is_wire_end(text: str) -> bool:
    """A wire's end mark alone on its line ("（完）", "【完】", "（全文完）")."""
    return len(text) <= 8 and _WIRE_END_RE.match(text) is not None


_MINUTE_RE: Final = re.compile(r"^\s*\d{1,3}(?:\s*\+\s*\d{1,2})?\s*['′’]\s*$")


def is_minute_stamp(text: str) -> bool:
    """A match minute alone on its line ("90+4'", "23′")."""
    return len(text) <= 9 and _MINUTE_RE.match(text) is not None


def _hints_disclaimer(text: str) -> bool:
    """Whether ``text`` holds a word one disclaimer clause or another holds (a substring
    test each: most lines hold none, and are not searched)."""
    return (
        "险" in text
        or "險" in text
        or "建议" in text
        or "建議" in text
        or "参考" in text
        or "參考" in text
        or "代表" in text
    )


#: The first character of a gallery's label ("高清图集", "图集", "相册", "幻灯").
_GALLERY_FIRST: Final = frozenset("高图圖相幻")
_OPENERS: Final = " \u3000(（[【〔<《“\"'·-—"


#: A post's length and reading time: "全文共2316字，阅读大约需要6分钟", "预计阅读时间 5 分钟".
_READING_TIME_RE: Final = re.compile(
    r"^\W{0,2}(?:(?:全文|本文|文章)?(?:共|约|約)?\s*[\d,，]+\s*字\s*[，,|｜丨\s]*)?"
    r"(?:预计|預計|大约|大約|约|約)?\s*(?:阅读|閱讀)(?:时间|時間|时长|時長|全文|本文)?\s*"
    r"(?:大约|大約|约|約)?\s*(?:需要|需|为|為)?\s*[:：]?\s*\d+(?:\.\d+)?\s*(?:分钟|分鐘|min)\W{0,2}$"
)
#: A WeChat account's origin line: "来源｜十点读书（ID：dushu10）", "转载自：某某（ID：abc_123）".
_ACCOUNT_ORIGIN_RE: Final = re.compile(
    r"^\W{0,2}(?:来源|來源|转载自|轉載自|转自|轉自|本文转自|本文來自|本文来自|作者|文)\s*[|｜丨:：/／]?\s*"
    r"[^，。！？]{1,24}?[（(]\s*(?:ID|id|微信号|微信號|公众号|公眾號)\s*[:：]?\s*[A-Za-z0-9_\-]{3,30}\s*[）)]"
    r"\W{0,2}$"
)
_ROW_CHARS: Final = 48


def is_reading_row(text: str) -> bool:
    """A post's length and reading time ("全文共2316字，阅读大约需要6分钟"), or an account's
    origin line with its ID ("来源｜十点读书（ID：dushu10）")."""
    if len(text) > _ROW_CHARS:
        return False
    if ("分钟" in text or "分鐘" in text or "min" in text) and _READING_TIME_RE.match(text):
        return True
    named = "ID" in text or "id" in text or "微信" in text or "公众" in text or "公眾" in text
    return named and _ACCOUNT_ORIGIN_RE.match(text) is not None


def is_frame_line(text: str) -> bool:
    """A line of the frame wherever it stands: a print-edition source, a disclaimer, an
    author's card, a gallery's title or counter. A score bar goes at the text's edges
    only (``zhlines``): a results list under a story's intro is the story.

    Most lines are turned away by substring tests and one search: a print-edition line
    holds "《", a disclaimer one of its words; a card holds no clause mark
    (prose holds one within its first words, where the search stops), a gallery's title
    opens on its label."""
    size = len(text)
    if size <= _PRINT_CHARS and "《" in text and is_print_source(text):
        return True
    if size <= _DISCLAIMER_CHARS and _hints_disclaimer(text) and is_disclaimer(text):
        return True
    if size <= _ROW_CHARS and is_reading_row(text):
        return True
    if size > _CARD_CHARS or _CLAUSE_RE.search(text) is not None:
        return False
    if text.lstrip(_OPENERS)[:1] in _GALLERY_FIRST and is_gallery_line(text):
        return True
    return is_author_card(text)


# -- a byline with its dateline, an addressee -----------------------------------------------------

#: A writer's line with the place it was filed from: "……记者 冯诗琪 广州报道",
#: "本报记者 张三 李四 北京报道", "特约记者 王五 发自巴黎".
_DATELINE_RE: Final = re.compile(
    rf"^\W{{0,2}}[^，。！？,]{{0,12}}?(?:记者|記者|通讯员|通訊員|特约撰稿人|特約撰稿人|撰稿人)"
    rf"(?:\s*[{_HAN}·]{{2,4}}(?:(?:\s*[、,，]\s*|\s+)[{_HAN}·]{{2,4}})*"
    rf"(?:\s+(?:实习生|實習生|通讯员|通訊員)\s*[{_HAN}·]{{2,4}})*)"
    rf"\s+(?:(?:发自|發自)\s*[{_HAN}]{{2,6}}|[{_HAN}]{{2,6}}(?:报道|報道|報導|电|電))\W{{0,2}}$"
)
_DATELINE_CHARS: Final = 48


def is_dateline_byline(text: str) -> bool:
    """A writer's line ending on the place it was filed from ("南方财讯记者 冯诗琪 广州报道")."""
    return len(text) <= _DATELINE_CHARS and _DATELINE_RE.match(text) is not None


#: Whom a letter or a notice addresses, before its colon: an anonymised party ("王某某"),
#: a greeting ("尊敬的……", "亲爱的……"), a group ("各位……", "各有关单位", "……同学们"),
#: a company ("……有限公司").
_SALUTATION_RE: Final = re.compile(
    r"^\W{0,2}(?:"
    r"(?:尊敬的|亲爱的|親愛的|敬爱的|敬愛的"
    # "致" addressing someone, not a word opening on it ("致命的疏忽：", "致富经：").
    r"|致(?![命富敬使力死残殘癌病胜勝谢謝歉辞辭词詞电電函意以远遠用知])"
    r")[^。！？；：:]{1,24}"
    r"|[^。！？；：:，,]{0,24}(?:各位|各有关|各有關|各相关|各相關|全体|全體|广大|廣大)[^。！？；：:，,]{1,16}"
    r"|[^。！？；：:，,]{0,24}各[^。！？；：:，,]{0,8}(?:单位|單位|部门|部門|学校|學校|机构|機構|企业|企業)"
    r"|[^。！？；：:，,]{0,16}某某?(?:[、，,][^。！？；：:]{1,8})*"
    r"|[^。！？；：:，,]{2,24}(?:有限公司|股份公司|有限責任公司|有限责任公司)"
    r"|[^。！？；：:，,]{0,16}(?:同志们|同志們|同学们|同學們|朋友们|朋友們|家长们|家長們|乡亲们|鄉親們|"
    r"老师们|老師們|市民朋友|网友们|網友們|女士们|女士們|先生们|先生們)"
    r")(?:\s*[(（][^()（）]{1,30}[)）])?\s*[:：]\s*$"
)
_SALUTATION_CHARS: Final = 48


def is_salutation(text: str) -> bool:
    """An addressee and a colon, nothing after: "王某某：", "各乡镇中心学校、县直各学校：",
    "尊敬的各位旅客：", "深圳市某某科技有限公司：". A label ("分享到：", "回复单位：") names
    no one addressed and is no salutation."""
    return len(text) <= _SALUTATION_CHARS and _SALUTATION_RE.match(text) is not None


def with_salutation(chosen: list[Block], every: list[Block]) -> list[Block]:
    """``chosen`` with the addressee line the rules left out above its first paragraph
    (:func:`is_salutation`): the page's block right before it, beside it in the same
    parent, when that paragraph is prose."""
    if not chosen:
        return chosen
    first = chosen[0]
    index = first.index
    if index <= 0 or index > len(every) or not first.is_sentence:
        return chosen
    prev = every[index - 1]
    if prev.index != index - 1 or not prev.cjk or prev.chars > _SALUTATION_CHARS:
        return chosen
    if prev.owner.getparent() is not first.owner.getparent():
        return chosen
    if not is_salutation(prev.text):
        return chosen
    return [prev, *chosen]
