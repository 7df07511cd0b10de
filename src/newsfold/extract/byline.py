"""Visible bylines: the authors a reader sees on the page when no structured field names them.

Three kinds of evidence, tried in this order (the first that names a person wins):

1. Markup that says "author": ``<a rel="author">``, ``<address>``/``<author>`` elements, and
   elements whose class or id names a byline (``author``, ``byline``, ``writer``...). Their
   text is read chunk by chunk (one chunk per text node), so a name, a handle and a role
   in separate spans stay apart.
2. Chinese role labels in the text: ``作者：``, ``记者 王建宏 张文攀``, ``（记者 格桑边觉）``,
   ``□ 本报记者 葛灵丹``, ``马俊峰/文``; editors (``（责任编辑：魏喆）``, ``编辑：山石``) count
   only when no writer is named. A label vouches for the name after it when it ends in a
   colon, stands in parentheses, or heads a short line; a label inside a sentence
   (``告诉记者``) does not.
3. An English "By ..." line.

Nothing inside comments, related-story boxes, navigation or footers counts (judged by the
class and id of the element and its ancestors). Names go through :func:`parse_names`,
which keeps non-persons as credits. The word lists come from the current
:class:`~newsfold.extract.names.Lexicon`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from html import unescape as html_unescape
from typing import Any

from lxml import etree

from newsfold.extract.byline_find import (
    SKIP_TAGS,
    Candidates,
    attrs,
    excluded,
    find_candidates,
    page_source,
)
from newsfold.extract.names import (
    Lexicon,
    Names,
    current_lexicon,
    is_cjk_name,
    parse_names,
    person_or_credit,
)
from newsfold.markup import PageScan

__all__ = [
    "is_byline_line",
    "names_in_paragraphs",
    "page_source",
    "read_byline",
]  # page_source re-exported

_BLOCK_TAGS = frozenset(
    {"p", "div", "td", "th", "li", "dd", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "section"}
    | {"article", "header", "footer", "blockquote", "center", "body", "table", "tr", "ul"}
    | {"address", "figcaption", "form", "main", "aside"}
)
_MAX_HITS = 40
_ANCESTORS = 12

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
#: Sentence punctuation before a role: the role is inside prose ("……，作者提出").
_SENTENCE_RE = re.compile("[，。；！？,;!?“”]")
_CJK_END_RE = re.compile(f"[{_CJK}]$")
_OPEN = "（(［[【〔"
_CLOSE = "）)］]】〕"


def _chunks(el: Any) -> list[str]:
    return [" ".join(str(t).split()) for t in el.itertext() if str(t).strip()]


def _from_markup(found_where: Candidates, lex: Lexicon) -> Names:
    """Names in elements that markup calls an author or byline."""
    found = Names()
    for el in found_where.elements[:_MAX_HITS]:
        if not isinstance(el, etree._Element) or el.tag in ("meta", "link", "input", "img"):
            continue
        hinted = any(h in attrs(el) for h in lex.byline_classes)
        if not hinted and el.get("rel") != "author" and el.tag not in ("address", "author"):
            continue
        if excluded(el):
            continue
        chunks = _chunks(el)
        text = " | ".join(chunks)
        if not text or len(text) > 2 * lex.max_line_chars:
            continue
        if re.search(f"[{_CJK}]", text):
            found.add(_labelled_line(text, lex, short=True) or parse_names(text))
        else:
            found.add(parse_names(text))
    return found


def _line_of(text: Any) -> str:
    """The visible line a text node belongs to: its block's text, cut at ``<br>``."""
    parent = text.getparent()
    if parent is None:
        return " ".join(str(text).split())
    block = parent
    for _ in range(_ANCESTORS):
        if block.tag in _BLOCK_TAGS or block.getparent() is None:
            break
        block = block.getparent()
    pieces: list[str] = []
    marker, newline = "\x00", "\x01"
    for node in block.iter():
        if node.tag == "br" or (node.tag in _BLOCK_TAGS and node is not block):
            pieces.append(newline)
        if node is parent and not text.is_tail:
            pieces.append(marker)
        if node.text and isinstance(node.tag, str) and node.tag not in SKIP_TAGS:
            pieces.append(node.text)
        if node is parent and text.is_tail:
            pieces.append(marker)
        if node is not block and node.tail:
            pieces.append(node.tail)
        if len(pieces) > 200:
            break
    joined = "".join(pieces)
    at = joined.find(marker)
    if at < 0:
        return " ".join(str(text).split())
    start = joined.rfind(newline, 0, at) + 1
    end = joined.find(newline, at)
    line = joined[start : end if end >= 0 else len(joined)].replace(marker, "")
    return " ".join(line.replace("\u3000", " ").split())


@lru_cache(maxsize=8)
def _role_re(writer: tuple[str, ...], editor: tuple[str, ...]) -> re.Pattern[str]:
    roles = sorted(set(writer) | set(editor), key=len, reverse=True)
    alternation = "|".join(re.escape(r) for r in roles)
    return re.compile(f"({alternation})\\s*([:：/｜|]?)\\s*")


@lru_cache(maxsize=8)
def _sources_of(suffixes: tuple[str, ...]) -> tuple[str, ...]:
    return (*suffixes, "本报", "本台", "本刊", "本网")


def _sources(lex: Lexicon) -> tuple[str, ...]:
    """Endings of the word before a glued role that name a source (a paper, an agency)."""
    return _sources_of(lex.zh_org_suffixes)


@lru_cache(maxsize=8)
def _stop_re(stops: tuple[str, ...]) -> re.Pattern[str]:
    words = "|".join(re.escape(s) for s in stops)
    chars = re.escape(f'{_CLOSE}{_OPEN}，,。；;：:！!？?/|｜"“”「」《》')
    return re.compile(f"[{chars}]|{words}")


def _names_after(rest: str, lex: Lexicon, *, vouched: bool) -> list[str]:
    """The names at the start of ``rest`` (up to a stop), or [] when it is prose."""
    stop = _stop_re(lex.zh_name_stops).search(rest)
    run = rest[: stop.start()] if stop else rest
    tokens = [t for t in re.split(r"[\s、,，]+", run.strip()) if t]
    if stop and stop.group() in ":：" and tokens and not run.endswith((" ", "\u3000")):
        # "作者提出：" and "访问统计：" are words before a colon, not names.
        tokens.pop()
    names: list[str] = []
    for token in tokens:
        if token in lex.zh_writer_roles or token in lex.zh_editor_roles:
            # The next role's names follow ("记者 王建宏 实习生 李沐"): its own match reads them.
            break
        if is_cjk_name(token, vouched=vouched):
            names.append(token)
        elif names:
            break
        else:
            return []
        if len(names) >= lex.max_names:
            break
    return names


def _labelled_line(line: str, lex: Lexicon, *, short: bool) -> Names | None:
    """People a Chinese line credits by role; writers first, editors when no writer is named."""
    writers: list[str] = []
    editors: list[str] = []
    credits: list[str] = []
    pattern = _role_re(lex.zh_writer_roles, lex.zh_editor_roles)
    for match in pattern.finditer(line):
        role, colon = match.group(1), match.group(2)
        spaced = line[: match.start()]
        before = spaced.rstrip()
        in_paren = any(
            before.rfind(o) > max(before.rfind(c) for c in _CLOSE) for o in _OPEN if o in before
        )
        if len(role) == 1 and not colon:
            continue
        # A role ends a word ("告诉记者") unless the line is a byline or the role is labelled.
        if not (colon or in_paren or short):
            continue
        if not (colon or in_paren) and _SENTENCE_RE.search(before):
            continue
        # "光明日报记者 X", "新华社记者 X", "本报记者X" are bylines; "该作者文章" is not:
        # a role glued to the word before it needs a source (a paper, an agency) there.
        # A role after a space is a word of its own ("新华网黑龙江频道 记者 伊琳",
        # "本报记者 王建宏 实习生 李沐"), as at the start of a line.
        glued_before = bool(spaced) and _CJK_END_RE.search(spaced) is not None
        if glued_before and not (colon or in_paren) and not before.endswith(_sources(lex)):
            continue
        after = line[match.end() :]
        glued = not colon and match.end() == match.end(1)
        # A role after a space and a word that names no source ("标签： 优秀 记者 风采",
        # a heading's "热点 编辑 推荐") may be a word of running text: a name after it
        # must begin with a known surname, as after a role glued to its name.
        after_word = (
            not (glued_before or colon or in_paren)
            and _CJK_END_RE.search(before) is not None
            and not before.endswith(_sources(lex))
        )
        names = _names_after(after, lex, vouched=not (glued or after_word))
        (editors if role in lex.zh_editor_roles else writers).extend(names)
        if not names and colon and role not in lex.zh_editor_roles:
            desk = _desk_after(after, lex)
            if desk:
                credits.append(desk)
    chosen = writers or editors
    if not chosen and not credits:
        return None
    out = Names(weak=bool(editors) and not writers)
    for name in chosen:
        out.add_one(name, "person")
    for desk in credits:
        out.add_one(desk, "credit")
    return out


def is_byline_line(line: str) -> bool:
    """Whether ``line`` is only a Chinese byline ("本报记者 周杰 黄伟静", "记者：李明"):
    a short line whose role names writers and ends with the last of them, without a
    clause of text. Such a line above the text is the page's metadata, which the
    authors field carries, not a paragraph of the article."""
    text = line.strip()
    if not text or len(text) > _EDGE_LINE or _SENTENCE_RE.search(text):
        return False
    names = _labelled_line(text, current_lexicon(), short=True)
    if names is None or names.weak or not names.people:
        return False
    return text.rstrip("）)").rstrip().endswith(names.people[-1])


def _desk_after(rest: str, lex: Lexicon) -> str | None:
    """A desk or agency named after a writer's label ("作者：本报编辑部"), or None."""
    stop = _stop_re(lex.zh_name_stops).search(rest)
    run = (rest[: stop.start()] if stop else rest).split()
    if run and person_or_credit(run[0]) == "credit":
        return run[0]
    return None


def _from_labels(found_where: Candidates, lex: Lexicon) -> Names:
    """Names after Chinese role labels (see the module docstring)."""
    found = Names()
    editors = Names()
    hits = found_where.labels
    seen: set[str] = set()
    shaped = Names()
    signed = Names()
    read = 0
    for text in hits:
        parent = getattr(text, "getparent", lambda: None)()
        # A role inside link text is navigation ("记者博客", "给编辑写信"), not a byline.
        if parent is None or _in_link(parent) or excluded(parent):
            continue
        read += 1
        if read > _MAX_HITS:
            break
        line = _line_of(text)
        if line in seen:
            continue
        seen.add(line)
        short = len(line) <= lex.max_line_chars // 2
        names = _labelled_line(line, lex, short=short) if len(line) <= 4000 else None
        if names is None:
            continue
        if _only_editors(line, lex):
            editors.add(names)
            continue
        found.add(names)
        if _byline_shaped(line, names, lex):
            (signed if line.startswith(tuple(_OPEN)) else shaped).add(names)
    # Lines that are nothing but a role and names beat lines that say more, and a
    # byline beats a signature in parentheses (a copy's credit of the original reporter).
    for best in (shaped, signed, found):
        if best.people:
            return best
    # No writer named: the editors are the authors (until a writer turns up below the
    # text, see names_in_paragraphs); a desk ("作者：本报编辑部") is a credit.
    editors.add(Names(credits=found.credits))
    editors.weak = bool(editors.people)
    return editors


def _in_link(el: Any) -> bool:
    for _ in range(3):
        if el is None:
            return False
        if el.tag == "a":
            return True
        el = el.getparent()
    return False


_SHAPE_JUNK_RE = re.compile(f"[^{_CJK}A-Za-z]+")


def _byline_shaped(line: str, names: Names, lex: Lexicon) -> bool:
    """A line with nothing but roles, names and a source ("本报记者 王燕平 方云凤")."""
    rest = line
    for name in names.people:
        rest = rest.replace(name, "")
    for role in sorted(lex.zh_writer_roles, key=len, reverse=True):
        rest = rest.replace(role, "")
    rest = _SHAPE_JUNK_RE.sub("", rest)
    return len(rest) <= 8


def _only_editors(line: str, lex: Lexicon) -> bool:
    writers = [r for r in lex.zh_writer_roles if len(r) >= 2 and r in line]
    return not writers and any(r in line for r in lex.zh_editor_roles)


def _from_by_lines(found_where: Candidates, lex: Lexicon) -> Names:
    """Names in a short line that starts with "By"."""
    found = Names()
    read = 0
    for text in found_where.by_lines:
        parent = text.getparent()
        if parent is None or excluded(parent):
            continue
        read += 1
        if read > _MAX_HITS:
            break
        line = _line_of(text)
        if not line.lower().startswith("by") or len(line) > lex.max_line_chars:
            continue
        found.add(parse_names(line))
        if found.people:
            break
    return found


def read_byline(
    tree: etree._Element,
    source: str | None = None,
    *,
    chinese: bool = True,
    scan: PageScan | None = None,
) -> Names:
    """The people (and credits) the page's visible byline names (see module docstring).

    ``source`` is the page's markup as decoded (made from the tree when needed and not
    given); where to look is :func:`~newsfold.extract.byline_find.find_candidates`'s
    business (``scan``, the tree's :func:`~newsfold.markup.scan_page` when the caller
    has it, spares it a search of the tree). Chinese labels are looked for only when
    ``chinese`` (the page's language or headline says it may be).
    """
    lex = current_lexicon()
    credits = Names()
    found_where = find_candidates(tree, source, lex, chinese=chinese, scan=scan)
    for reader in (_from_markup, _from_labels, _from_by_lines):
        names = reader(found_where, lex)
        if names.people:
            names.credits = [c for c in credits.credits + names.credits if c not in names.people]
            names.credits = list(dict.fromkeys(names.credits))
            return names
        credits.add(names)
    return credits


#: Longest line above or below the text read as a byline or signature (characters).
_EDGE_LINE = 40
_PAREN_LINE_RE = re.compile(f"^[{re.escape(_OPEN)}]\\s*(.{{2,30}}?)\\s*[{re.escape(_CLOSE)}]$")
_NAME_LIST_SPLIT_RE = re.compile(r"[\s、，,]+")
#: The agencies' closing credit: "Reporting by A and B; additional reporting by C; editing by D".
_REPORTING_RE = re.compile(r"^\(?reporting by ([^;]+?)(?:;|\.?\)?$)", re.I)
_ADDITIONAL_RE = re.compile(r"additional reporting by ([^;]+?)(?:;|\.?\)?$)", re.I)


def _name_line(text: str, lex: Lexicon) -> list[str]:
    """The names a line consists of ("胡平", "赵延东、风笑天"), else [].

    Nothing vouches for a bare line, so the first name must start with a common surname.
    """
    if len(text) > 24:
        return []
    tokens = [t for t in _NAME_LIST_SPLIT_RE.split(text.strip()) if t]
    if not tokens or len(tokens) > 4 or not is_cjk_name(tokens[0], vouched=False):
        return []
    if not all(is_cjk_name(t) for t in tokens[1:]):
        return []
    return tokens


_TAG_RE = re.compile(r"<[^>]*>")
_SCRIPT_RE = re.compile(r"<(script|style)\b.*?</\1\s*>", re.I | re.S)


def _text_lines(markup: str) -> list[str]:
    """The text lines of a piece of page source (scripts and styles out, one line per
    run of text between tags, entities read, whitespace squeezed, empty lines out)."""
    window = _SCRIPT_RE.sub("\n", markup)
    lines = [" ".join(html_unescape(t).split()) for t in _TAG_RE.split(window)]
    return [line for line in lines if line]


def _lines_after(source: str, paragraph: str) -> list[str]:
    """The (up to two) text lines that follow ``paragraph`` in the page source."""
    key = paragraph.strip()[-8:].strip()
    at = source.rfind(key) if key else -1
    if at < 0:
        return []
    return _text_lines(source[at + len(key) : at + len(key) + 800])[:2]


def _bylines_before(source: str, paragraph: str) -> list[str]:
    """The byline lines (:func:`is_byline_line`) among the four text lines before
    ``paragraph`` in the page's body: the body leaves such a line out as metadata."""
    key = paragraph.strip()[:8].strip()
    body = source.find("<body")
    at = source.find(key, max(body, 0)) if key else -1
    if at < 0:
        return []
    return [
        line
        for line in _text_lines(source[max(at - 800, 0, body) : at])[-4:]
        if is_byline_line(line)
    ]


def names_in_paragraphs(
    paragraphs: list[str], source: str | None = None, *, chinese: bool = True
) -> Names:
    """Authors signed in the body: a name line above the text, or "（袁源）" below it.

    Chinese essays put the author's name on a line of its own between the title and the
    text; news stories sign off with the reporter's name in parentheses, and agency copy
    with "Reporting by ...; editing by ..." (the editors are not authors). Only the short
    paragraphs before the first long one, the last two paragraphs and (with the page
    ``source``) a byline line just above the text and the two lines that follow it in the
    page are looked at: a body extractor drops a byline line above the text as metadata
    and may drop a signature below it as too short. Without ``chinese`` only the
    agency sign-off is looked for.
    """
    lex = current_lexicon()
    out = Names()
    if "edge_names" not in lex.rules:
        return out
    if not chinese:
        for para in paragraphs[-2:]:
            signoff = _REPORTING_RE.match(para.strip())
            if signoff:
                out.add(parse_names(signoff.group(1)))
                extra = _ADDITIONAL_RE.search(para)
                if extra:
                    out.add(parse_names(extra.group(1)))
        return out
    editors: Names | None = None
    head = paragraphs[:4]
    if source is not None and paragraphs:
        head = _bylines_before(source, paragraphs[0]) + head
    for para in head:
        if len(para) > _EDGE_LINE:
            break
        labelled = _labelled_line(para.strip(), lex, short=True)
        if labelled is not None and labelled.people:
            if not labelled.weak:
                return labelled
            editors = editors or labelled
        for name in _name_line(para, lex):
            out.add_one(name, "person")
        if out.people:
            return out
    tail = list(paragraphs[-2:])
    if source is not None and paragraphs:
        tail += _lines_after(source, paragraphs[-1])
    for para in tail:
        if len(para.strip()) <= _EDGE_LINE and not _PAREN_LINE_RE.match(para.strip()):
            # "□ 本报记者 葛灵丹", "记者 刘涛", "编辑：山石" below the text
            labelled = _labelled_line(para.strip(), lex, short=True)
            if labelled is not None and labelled.people:
                if not labelled.weak:
                    return labelled
                editors = editors or labelled
        signoff = _REPORTING_RE.match(para.strip())
        if signoff:
            out.add(parse_names(signoff.group(1)))
            extra = _ADDITIONAL_RE.search(para)
            if extra:
                out.add(parse_names(extra.group(1)))
            if out.people:
                return out
        match = _PAREN_LINE_RE.match(para.strip())
        if not match:
            continue
        inner = match.group(1)
        labelled = _labelled_line(inner, lex, short=True)
        if labelled is not None and labelled.people:
            return labelled
        if person_or_credit(inner) == "credit" and not out.credits:
            out.add_one(inner, "credit")  # "（新华社）": an agency signs the copy
        for name in _name_line(inner, lex):
            out.add_one(name, "person")
    if not out.people and editors is not None:
        editors.credits = list(out.credits)
        return editors
    return out
