"""Names in bylines: labels and roles stripped, lists split, people told from credits.

An author field or a visible byline holds more than names: a label ("By", "本报记者",
"作者："), roles ("Senior Correspondent", "责任编辑"), e-mail addresses, social handles,
emoji, dates, and credits that are no person at all ("Staff", "Reuters", "编辑部",
"新华社", a one-word handle). :func:`parse_names` turns one such string into
:class:`Names`: the people, in order and without repeats, and the credits, kept
apart so that users who filter by author are not given a newsroom or a CMS login.

What counts as a label, a role or an organisation comes from the word lists of the
current :class:`Lexicon`. The lists are tuned on development pages, so the metadata
benchmark judges them out of fold: :func:`use_lexicon` swaps in a lexicon with entries
removed for the duration of a ``with`` block (benchmarks only; extraction itself
never changes it).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

__all__ = [
    "LEXICON",
    "Lexicon",
    "Names",
    "current_lexicon",
    "is_cjk_name",
    "parse_names",
    "person_or_credit",
    "use_lexicon",
]

#: The most common Chinese surnames (single and compound): general knowledge, not tuned,
#: used only where a name has no label to vouch for it.
_ZH_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
    "苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝"
    "龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞"
    "左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕"
    "屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧"
    "闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
_ZH_COMPOUND_SURNAMES = frozenset(
    {"欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐", "夏侯"}
    | {"端木", "长孙", "宇文", "司徒", "轩辕", "西门", "独孤", "南宫", "万俟", "闻人"}
)


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The word lists that tell labels, roles and credits from names (tuned; see module doc)."""

    #: Words before a name that say "written by" (compared in lower case, whole words).
    by_words: frozenset[str] = frozenset(
        {"by", "von", "par", "por", "door", "di", "da", "av", "af", "przez"}
        | {"written by", "words by", "reporting by", "posted by", "text by", "story by"}
        | {"author", "authors", "autor", "autorin", "auteur", "text", "words", "byline"}
    )
    #: Words that make a part a role, not a name ("Senior Correspondent", "Staff Writer").
    role_words: frozenset[str] = frozenset(
        {"reporter", "reporters", "correspondent", "correspondents", "editor", "editors"}
        | {"writer", "writers", "columnist", "contributor", "contributors", "photographer"}
        | {"senior", "chief", "special", "political", "business", "sports", "science"}
        | {"deputy", "associate", "assistant", "managing", "executive", "contributing"}
        | {"investigative", "health", "technology", "foreign", "economics", "culture"}
        | {"journalist", "analyst", "producer", "host", "anchor", "intern", "redakteur"}
        | {"redakteurin", "korrespondent", "korrespondentin", "journaliste", "updated"}
    )
    #: Words that make a part a credit (an organisation, a desk, a generic signature).
    #: A plural counts as its singular ("Publishers", "Agencies"; see :func:`_is_credit_word`),
    #: so no plural is listed: the benchmark removes one entry at a time, and a plural
    #: beside its singular would make each look unused where the other answers.
    credit_words: frozenset[str] = frozenset(
        {"staff", "team", "desk", "newsroom", "editorial", "board", "agency"}
        | {"news", "press", "media", "wire", "service", "reports"}
        | {"bureau", "inc", "ltd", "llc", "gmbh", "group", "network", "times", "post"}
        | {"daily", "tribune", "herald", "journal", "gazette", "magazine", "online"}
        | {"redaktion", "rédaction", "redacción", "agenturen", "nachrichten", "admin"}
        | {"administrator", "webmaster", "the", "and", "our", "university", "institute"}
        | {"department", "office", "association", "council", "ministry", "government"}
        | {"foundation", "company", "corporation", "studio", "channel"}
        | {"publisher", "publishing"}
    )
    #: Endings that make a Chinese credit an organisation, not a person: the generic heads
    #: of Chinese institution names, by class. Media: 报 (日报, 晚报, 商报), 刊 (期刊, 周刊),
    #: 社 (报社, 出版社, 通讯社), 网, 台 (电视台), 站, 频道, 杂志, 新闻, 客户端, 公众号;
    #: public bodies: 部 (编辑部), 局, 厅, 政府, 委员会, 办公室, 中心, 研究院, 研究所,
    #: 大学, 学院, 医院, 协会, 学会; firms and groups: 公司, 集团, 网络 and 科技 and 传媒
    #: (the short names of firms, "大汉网络"), 工作室, 团队, 小组, 官方. No entry ends with
    #: another (日报 is 报's): the benchmark removes one entry at a time, and a longer
    #: ending beside its shorter one would hide what the shorter one does.
    zh_org_suffixes: tuple[str, ...] = (
        "工作室",
        "委员会",
        "办公室",
        "研究院",
        "研究所",
        "客户端",
        "公众号",
        "政府",
        "公司",
        "集团",
        "频道",
        "团队",
        "小组",
        "中心",
        "杂志",
        "新闻",
        "网络",
        "科技",
        "传媒",
        "协会",
        "学会",
        "大学",
        "学院",
        "医院",
        "官方",
        "部",
        "社",
        "网",
        "报",
        "台",
        "站",
        "局",
        "厅",
        "刊",
    )
    #: Chinese generic signatures (a credit even without an organisation ending).
    zh_credit_words: frozenset[str] = frozenset(
        {"本报", "本台", "本刊", "本网", "综合", "佚名", "匿名", "未知", "网友", "转载", "综述"}
        | {"原创", "编者", "小编", "管理员", "站长", "记者", "编辑", "通讯员", "本站", "游客"}
    )
    #: Roles before Chinese names: the names after them are the article's authors.
    zh_writer_roles: tuple[str, ...] = (
        "特约记者",
        "见习记者",
        "首席记者",
        "实习记者",
        "记者",
        "通讯员",
        "实习生",
        "作者",
        "撰稿人",
        "撰稿",
        "撰文",
        "文字",
        "文",
    )
    #: Roles before Chinese names that credit an editor (authors only when no writer is named).
    zh_editor_roles: tuple[str, ...] = (
        "责任编辑",
        "本文编辑",
        "值班编辑",
        "编审",
        "责编",
        "编辑",
        "主编",
    )
    #: Words after a Chinese name that end it ("张三/摄", "张三报道").
    zh_name_stops: tuple[str, ...] = ("摄影", "摄", "报道", "发自", "来源", "时间", "日期")
    #: Characters that never occur in the short names a byline gives (function words).
    zh_not_name_chars: frozenset[str] = frozenset(
        "的了是在从到说这那们我你他她它就也都而其为以之对把被让给将已"
    )
    #: Surnames that let an unlabelled short line pass as a name (general, not tuned).
    zh_surnames: frozenset[str] = _ZH_SURNAMES
    zh_compound_surnames: frozenset[str] = _ZH_COMPOUND_SURNAMES
    #: class/id fragments that mark an element as a byline (lower case).
    byline_classes: tuple[str, ...] = (
        "author",
        "byline",
        "by-line",
        "writer",
        "reporter",
        "contributor",
        "creator",
    )
    #: class/id fragments of an element or its ancestors that rule a byline out.
    excluded_classes: tuple[str, ...] = (
        "comment",
        "reply",
        "related",
        "recommend",
        "footer",
        "sidebar",
        "nav",
        "menu",
        "avatar",
        "bio",
        "follow",
        "share",
        "social",
        "quote",
        "review",
        "rank",
    )
    #: Rules that can be switched off (the benchmark judges each like a list entry):
    #: ``edge_names`` reads a name line above the body text or "（袁源）" below it.
    rules: frozenset[str] = frozenset({"edge_names"})
    #: Longest visible byline line read (characters), and most names one line may give.
    max_line_chars: int = 80
    max_names: int = 12

    def without(self, table: str, entry: str) -> Lexicon:
        """A copy with ``entry`` removed from ``table`` (for out-of-fold judging)."""
        value = getattr(self, table, None)
        changes: dict[str, Any] = {}
        if isinstance(value, frozenset):
            changes[table] = value - {entry}
        elif isinstance(value, tuple):
            changes[table] = tuple(v for v in value if v != entry)
        else:
            raise ValueError(f"{table!r} is not a word list of the lexicon")
        return replace(self, **changes)

    def entries(self) -> Iterator[tuple[str, str]]:
        """Every (table, entry) of the tuned word lists (surnames are general, so left out)."""
        for name in self.__dataclass_fields__:
            if name.startswith("zh_surnames") or name == "zh_compound_surnames":
                continue
            value = getattr(self, name)
            if isinstance(value, frozenset | tuple):
                for entry in sorted(value):
                    yield name, entry


LEXICON = Lexicon()


@dataclass(slots=True)
class _State:
    lexicon: Lexicon = field(default_factory=Lexicon)


_STATE = _State(LEXICON)


def current_lexicon() -> Lexicon:
    """The lexicon extraction uses now (the default outside :func:`use_lexicon`)."""
    return _STATE.lexicon


@contextmanager
def use_lexicon(lexicon: Lexicon) -> Iterator[Lexicon]:
    """Extract with ``lexicon`` inside the block (benchmarks judging the lists out of fold)."""
    previous = _STATE.lexicon
    _STATE.lexicon = lexicon
    try:
        yield lexicon
    finally:
        _STATE.lexicon = previous


@dataclass(slots=True)
class Names:
    """People and credits read from one or more author strings, in order, without repeats."""

    people: list[str] = field(default_factory=list)
    credits: list[str] = field(default_factory=list)
    #: The people are editors named for want of a writer (a later source may name one).
    weak: bool = False

    def add(self, other: Names) -> None:
        """Append ``other``'s names that are not here yet."""
        for name in other.people:
            if name not in self.people:
                self.people.append(name)
        for name in other.credits:
            if name not in self.credits and name not in self.people:
                self.credits.append(name)

    def add_one(self, name: str, kind: str | None) -> None:
        """Add one classified name (``person``, ``credit``; None drops it)."""
        if kind == "person" and name not in self.people:
            self.people.append(name)
        elif kind == "credit" and name not in self.credits and name not in self.people:
            self.credits.append(name)


_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RE = re.compile(f"[{_CJK}]")
_CJK_NAME_RE = re.compile(f"^[{_CJK}]{{2,4}}$|^[{_CJK}]{{1,8}}(?:[·・•.][{_CJK}]{{1,10}})+$")
_EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_HANDLE_RE = re.compile(r"(?<![\w.])@\w{2,}")
_URL_RE = re.compile(r"(?:https?:)?//\S+|\bwww\.\S+")
_PAREN_RE = re.compile(r"[(（\[【][^)）\]】]*[)）\]】]")
#: Separators between several people ("A, B and C", "A und B", "张三、李四").
_LIST_SPLIT_RE = re.compile(
    r"\s*(?:[,;，；、|/&＆+]|\band\b|\bund\b|\bet\b|\by\b|\be\b|\bog\b|\ben\b|\bmit\b)\s*",
    re.I,
)
_ZH_AND_RE = re.compile(f"(?<=[{_CJK}])[和与及](?=[{_CJK}])")
_SPACE_RE = re.compile(r"\s+")
_LOGIN_RE = re.compile(r"[A-Za-z][\w.\-]{1,30}")
_WORD_RE = re.compile(r"[^\W\d_][\w.'’\-!]*")
_LATIN_TOKEN_RE = re.compile(r"^(?:[^\W\d_](?:[^\W\d_]|[.'’\-])*|[^\W\d_]\.)$")
_PARTICLES = frozenset(
    {"van", "von", "der", "den", "de", "del", "della", "di", "da", "du", "la", "le", "dos"}
    | {"das", "bin", "ibn", "al", "el", "ter", "ten", "zu", "y", "e", "st.", "mc", "mac"}
)


def _strip_symbols(text: str) -> str:
    """Drop emoji and other symbols (categories S*, Co, Cs) and zero-width characters."""
    if text.isascii():
        return text
    return "".join(
        " "
        if unicodedata.category(ch)[0] == "S" or unicodedata.category(ch) in ("Co", "Cs")
        else ch
        for ch in text
        if ch not in "\u200b\u200c\u200d\ufeff\u2060\ufe0f"
    )


def is_cjk_name(name: str, *, vouched: bool = True) -> bool:
    """A Chinese (or Japanese kanji) personal name: 2-4 characters, or names joined by ``·``.

    ``vouched`` (a label such as 作者 or 记者 stands before it) accepts pen names; without
    it the name must start with a common surname and the lexicon's function words are
    refused, because a bare short line is more often a heading than a name.
    """
    if not _CJK_NAME_RE.match(name):
        return False
    lex = current_lexicon()
    if any(ch in lex.zh_not_name_chars for ch in name):
        return False
    if _is_zh_credit(name):
        return False
    if vouched or "·" in name:
        return True
    return name[0] in lex.zh_surnames or name[:2] in lex.zh_compound_surnames


def _is_zh_credit(name: str) -> bool:
    lex = current_lexicon()
    if name in lex.zh_credit_words:
        return True
    if not any(name.endswith(s) for s in lex.zh_org_suffixes):
        return False
    # 张建社 is a person: a three-character name may end in 社 when it starts with a surname.
    return not (len(name) <= 3 and name[-1] == "社" and name[0] in lex.zh_surnames)


def _is_credit_word(word: str, words: frozenset[str]) -> bool:
    """``word`` or its singular ("publishers", "agencies") is one of ``words``."""
    if word in words:
        return True
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y" in words
    return word.endswith("s") and len(word) > 3 and word[:-1] in words


def _latin_kind(name: str) -> str | None:
    lex = current_lexicon()
    tokens = name.split()
    lowered = [t.lower().strip(".,") for t in tokens]
    if any(_is_credit_word(t, lex.credit_words) for t in lowered):
        return "credit"
    if all(t in lex.role_words or t in lex.by_words for t in lowered):
        return None
    if len(tokens) == 1:
        # A one-word name is a desk, an agency or a login; markup debris is no name.
        return "credit" if _WORD_RE.fullmatch(tokens[0]) else None
    if len(tokens) > 5 or not all(_LATIN_TOKEN_RE.match(t) for t in tokens):
        return "credit" if len(tokens) <= 8 else None
    capitalised = [t for t in tokens if t[0].isupper() or not t[0].isalpha()]
    if len(capitalised) < 2 and not all(t.islower() for t in tokens):
        return None
    if any(t.lower() in lex.role_words for t in tokens):
        return None
    return "person"


def person_or_credit(name: str) -> str | None:
    """``person``, ``credit`` or None (not a name at all) for one cleaned name."""
    if not name:
        return None
    if _EMAIL_RE.fullmatch(name) or _HANDLE_RE.fullmatch(name):
        return "credit"
    if _CJK_RE.search(name):
        compact = name.replace(" ", "")
        if is_cjk_name(compact):
            return "person"
        # Other Chinese text ("该作者文章") is neither a person nor a credit anyone gave.
        return "credit" if _is_zh_credit(compact) else None
    if not any(ch.isalpha() for ch in name):
        return None
    if any(ch.isdigit() for ch in name):
        # A login such as "L_104485" is a credit; a date or a count is no name at all.
        return "credit" if _LOGIN_RE.fullmatch(name) else None
    return _latin_kind(name)


def _drop_by(part: str) -> str:
    """``part`` without a leading "By"/"von"/"Author:" label."""
    lex = current_lexicon()
    while True:
        low = part.lower()
        for word in lex.by_words:
            if low.startswith(word) and (len(part) == len(word) or not part[len(word)].isalnum()):
                part = part[len(word) :].lstrip(" :：-–—/|")
                break
        else:
            return part


def _drop_roles(part: str) -> str:
    """``part`` without leading or trailing role words ("Staff Writer Jenny Smith")."""
    lex = current_lexicon()
    tokens = part.split()
    while len(tokens) > 1 and tokens[0].lower().strip(".,:") in lex.role_words:
        tokens.pop(0)
    while len(tokens) > 1 and tokens[-1].lower().strip(".,:") in lex.role_words:
        tokens.pop()
    return " ".join(tokens)


def _normalise_latin(name: str) -> str:
    """``Jenny_Smith`` -> ``Jenny Smith``; ``JENNY SMITH`` -> ``Jenny Smith``."""
    if "_" in name and " " not in name and name.count("_") <= 3 and not name.startswith("_"):
        candidate = name.replace("_", " ")
        if all(t[:1].isupper() for t in candidate.split()):
            name = candidate
    tokens = name.split()
    if len(tokens) >= 2 and name.isupper() and all(len(t) > 1 for t in tokens):
        name = " ".join(t.capitalize() for t in tokens)
    return name


def _split_cjk_spaces(part: str) -> list[str]:
    """Chinese names separated by spaces: ``王建宏 张文攀``; ``赵  培`` is one padded name."""
    tokens = part.split()
    if len(tokens) > 1 and all(_CJK_RE.match(t) for t in tokens):
        if all(len(t) == 1 for t in tokens) and len(tokens) <= 4:
            return ["".join(tokens)]
        return tokens
    return [part]


def _split_zh_and(chunk: str) -> list[str]:
    """张三和李四 -> two names, but 王和平 stays one (no one-character name is left)."""
    pieces = _ZH_AND_RE.split(chunk)
    if len(pieces) > 1 and all(len(p.strip()) >= 2 for p in pieces):
        return pieces
    return [chunk]


def _parts(text: str) -> Iterable[str]:
    for chunk in _LIST_SPLIT_RE.split(text):
        chunk = chunk.strip(" .:：-–—·•*\"'“”‘’«»")
        if not chunk:
            continue
        if not _CJK_RE.search(chunk):
            yield chunk
            continue
        for piece in _split_zh_and(chunk):
            yield from _split_cjk_spaces(piece.strip())


def parse_names(raw: str, *, last_first: bool = False) -> Names:
    """People and credits in one author string (a meta value, a JSON-LD name, a byline).

    ``last_first`` reads "Smith, Jenny" as one person (citation meta tags write names so).
    """
    out = Names()
    text = _strip_symbols(" ".join(raw.split()))
    if not text:
        return out
    if _HANDLE_RE.fullmatch(text):
        out.add_one(text, "credit")
        return out
    for email in _EMAIL_RE.findall(text):
        rest = _EMAIL_RE.sub(" ", text)
        if not any(ch.isalpha() for ch in _PAREN_RE.sub("", rest)):
            out.add_one(email, "credit")
    text = _EMAIL_RE.sub(" ", text)
    text = _URL_RE.sub(" ", text)
    text = _HANDLE_RE.sub(" ", text)
    text = _PAREN_RE.sub(" ", text) if not _CJK_RE.search(text) else text
    text = _SPACE_RE.sub(" ", text).strip(" ,;|")
    if last_first and text.count(",") == 1 and " and " not in text and ";" not in text:
        last, first = (p.strip() for p in text.split(","))
        if first and last and len(first.split()) <= 3 and len(last.split()) <= 3:
            text = f"{first} {last}"
    text = _drop_by(text)
    count = 0
    for part in _parts(text):
        part = _normalise_latin(_drop_roles(_drop_by(part)))
        part = part.strip(" .:：-–—·•*\"'“”‘’«»()（）[]【】")
        if not part or len(part) > 60:
            continue
        out.add_one(part, person_or_credit(part))
        count += 1
        if count >= current_lexicon().max_names:
            break
    return out
