"""The edits syndication makes to a story, and the small vocabularies they use.

Each edit takes the headline and the paragraph list of a copy, may change the
list in place, and returns the (possibly new) headline: a new headline cut
from another paragraph, a prefix (``UPDATED:``, ``【快讯】``, ``独家：``), a
credit line or byline appended, an extra background paragraph, a trimmed
ending, a paragraph moved, light rewording, full-/half-width punctuation.
Every result stays GBK-encodable, because some outlets serve GBK.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from newsfold.sim.outlets import Outlet
from newsfold.sim.text import Prose, headline_from

__all__ = ["EDITS", "Edit", "EditContext", "person", "punctuation", "reword"]

_EN_SYNONYMS = {
    "said": "stated",
    "says": "states",
    "about": "around",
    "however": "but",
    "help": "assist",
    "buy": "purchase",
    "show": "indicate",
    "percent": "per cent",
    "also": "additionally",
    "big": "large",
    "start": "begin",
    "people": "residents",
}
_ZH_SYNONYMS = {
    "表示": "称",
    "目前": "当前",
    "已经": "已",
    "进行": "开展",
    "但是": "不过",
    "因为": "由于",
    "认为": "指出",
    "可以": "能够",
    "非常": "十分",
    "记者": "本报记者",
}
_EN_WORD = re.compile(r"\b(" + "|".join(_EN_SYNONYMS) + r")\b")
_ZH_WORD = re.compile("|".join(_ZH_SYNONYMS))
# Pairs applied with str.replace: much faster than str.translate with a dict table.
_FULL_TO_HALF = (
    ("，", ","),
    ("：", ":"),
    ("；", ";"),
    ("？", "?"),
    ("！", "!"),
    ("（", "("),
    ("）", ")"),
)
_CURLY_TO_STRAIGHT = (("“", '"'), ("”", '"'), ("‘", "'"), ("’", "'"))


def reword(text: str, lang: str, rng: Random) -> str:
    """Light rewording: swap a few words for synonyms, as copy editors do."""
    table = _EN_SYNONYMS if lang == "en" else _ZH_SYNONYMS
    pattern = _EN_WORD if lang == "en" else _ZH_WORD
    keep = rng.random()

    def swap(match: re.Match[str]) -> str:
        return table[match.group(0)] if rng.random() < 0.5 + keep / 2 else match.group(0)

    return pattern.sub(swap, text)


def punctuation(text: str, lang: str) -> str:
    """Full-width to half-width punctuation (zh) or curly to straight quotes (en)."""
    for old, new in _FULL_TO_HALF if lang == "zh" else _CURLY_TO_STRAIGHT:
        text = text.replace(old, new)
    return text


_EN_FIRST = ("Anna", "David", "Maria", "James", "Priya", "Tom", "Lena", "Omar", "Grace", "Ken")
_EN_LAST = ("Holt", "Marsh", "Okafor", "Lindqvist", "Reyes", "Baker", "Nakamura", "Doyle")
_ZH_SURNAME = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林"
_ZH_GIVEN = ("伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "涛", "明", "超")


def person(lang: str, rng: Random) -> str:
    """A made-up reporter or editor name."""
    if lang == "en":
        return f"{rng.choice(_EN_FIRST)} {rng.choice(_EN_LAST)}"
    return rng.choice(_ZH_SURNAME) + "".join(
        rng.choice(_ZH_GIVEN) for _ in range(rng.randint(1, 2))
    )


Edit = Callable[[str, list[str], Random, "EditContext"], str]


@dataclass(frozen=True, slots=True)
class EditContext:
    lang: str
    source: Outlet
    prose: Prose


def _edit_headline(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    pick = paras[1] if len(paras) > 1 else paras[0]
    return headline_from(pick, ctx.lang, rng)


def _edit_prefix(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    if ctx.lang == "en":
        return rng.choice(("UPDATED: ", "BREAKING: ", "EXCLUSIVE: ")) + headline
    return rng.choice(("【快讯】", "独家：", "【独家】", "快讯｜")) + headline


def _edit_credit(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    name = ctx.source.name
    if ctx.lang == "en":
        paras.append(
            rng.choice(
                (
                    f"({name} contributed to this report.)",
                    f"Reporting by {person('en', rng)}; editing by {person('en', rng)}.",
                    f"This story was first published by {name}.",
                )
            )
        )
    else:
        paras.append(
            rng.choice(
                (
                    f"（来源：{name}）",
                    f"（记者 {person('zh', rng)} 编辑 {person('zh', rng)}）",
                    f"本文来源：{name}",
                )
            )
        )
    return headline


def _edit_background(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    paras.insert(min(len(paras), rng.randint(1, 3)), ctx.prose.paragraph(rng))
    return headline


def _edit_trim(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    if len(paras) > 4:
        del paras[-rng.randint(1, 2) :]
    return headline


def _edit_move(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    if len(paras) > 3:
        i = rng.randrange(1, len(paras))
        para = paras.pop(i)
        paras.insert(rng.randrange(1, len(paras) + 1), para)
    return headline


def _edit_reword(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    for i in rng.sample(range(len(paras)), min(len(paras), rng.randint(1, 3))):
        paras[i] = reword(paras[i], ctx.lang, rng)
    return headline


def _edit_punct(headline: str, paras: list[str], rng: Random, ctx: EditContext) -> str:
    paras[:] = [punctuation(p, ctx.lang) for p in paras]
    return punctuation(headline, ctx.lang)


EDITS: tuple[Edit, ...] = (
    _edit_headline,
    _edit_prefix,
    _edit_credit,
    _edit_background,
    _edit_trim,
    _edit_move,
    _edit_reword,
    _edit_punct,
)
