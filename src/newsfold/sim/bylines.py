"""Who a simulated page credits, and how its template writes it (bylines, author metas, JSON-LD).

Each outlet writes credits its own way (:class:`~newsfold.sim.outlets.Outlet` fields
``byline``, ``author_ld``, ``author_meta``, ``broken_ld``): a ``By`` span, ``rel="author"``
links, a name with a role and a handle, ``作者：``/``本报记者``/``文/`` lines, a signature in
parentheses below the text, an editor line alone; JSON-LD authors as Person lists, a plain
string, a list of names, given and family names, ``@id`` references into ``@graph``; author
metas one per person, joined with "and"/"和", or as ``citation_author`` ("Last, First").
Some pages name no person but a desk ("Staff", "本报编辑部"), and some JSON-LD blocks are
broken the ways hand-edited templates break them (an unescaped quote, a stray ``".,``, an
unclosed brace) without changing the values the truth states.

Every choice is drawn from a generator of its own, seeded by the page's ``decor_seed``, so
the rest of the page (body, furniture, dates) is byte for byte what it was before this
metadata was added. :func:`page_credits` gives the truth: the people (``authors``) and the
non-person ``credits`` the page states, whichever way it writes them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from html import escape
from random import Random

from newsfold.sim.edits import person
from newsfold.sim.outlets import Outlet
from newsfold.sim.stories import SimArticle

__all__ = [
    "PageCredits",
    "author_metas",
    "byline_html",
    "damage_jsonld",
    "jsonld_authors",
    "page_credits",
    "signature_html",
]

_SALT = 0x5EEDB71E
_EN_DESKS = ("Staff", "Staff Reports", "{name} Staff", "Newsroom", "Wire Services")
_ZH_DESKS = ("本报编辑部", "{name}编辑部", "编辑部", "新华社")
_EN_ROLES = ("Senior Correspondent", "Staff Writer", "Political Reporter", "Business Editor")
#: Sign-off lines the syndication edits append (see :mod:`newsfold.sim.edits`).
_EN_SIGNOFF_RE = re.compile(r"^Reporting by (.+?); editing by .+\.$")
#: (the punctuation edit may have turned the full-width parentheses half-width)
_ZH_SIGNOFF_RE = re.compile(r"^[（(]记者 (\S+) 编辑 \S+[）)]$")


@dataclass(frozen=True, slots=True)
class PageCredits:
    """What one page credits, and the draws that decide how it is written."""

    #: Truth: the people the page credits as its authors.
    authors: tuple[str, ...]
    #: Truth: the non-person credits it gives ("Staff", "本报编辑部").
    credits: tuple[str, ...]
    #: The names the visible byline shows (the byline authors, or a desk).
    byline: tuple[str, ...]
    #: An editor the page names besides (Chinese outlets), or None.
    editor: str | None
    #: How the JSON-LD block is damaged (``quote``, ``stray``, ``unclosed``), or None.
    damage: str | None
    #: A seed for the remaining per-page choices (handles, roles, ids).
    seed: int


def _signoff(art: SimArticle) -> tuple[str, ...]:
    """The reporter a syndicated copy's closing credit line names, if it has one."""
    # Later edits may move paragraphs: the credit line is wherever it ended up.
    for para in reversed(art.paragraphs):
        match = _EN_SIGNOFF_RE.match(para) or _ZH_SIGNOFF_RE.match(para)
        if match:
            return (match.group(1),)
    return ()


def page_credits(art: SimArticle) -> PageCredits:
    """The page's credits (truth) and how it writes them, from its own generator."""
    outlet = art.outlet
    rng = Random(art.decor_seed ^ _SALT)
    people = list(art.authors)
    if people and rng.random() < 0.3:
        people.append(person(outlet.lang, rng))
        if rng.random() < 0.2:
            people.append(person(outlet.lang, rng))
    people = list(dict.fromkeys(people))
    credits: list[str] = []
    if not people and rng.random() < 0.6:
        desks = _EN_DESKS if outlet.lang == "en" else _ZH_DESKS
        credits.append(rng.choice(desks).format(name=outlet.name))
    editor = person("zh", rng) if outlet.lang == "zh" and rng.random() < 0.5 else None
    damage = None
    if outlet.jsonld != "none" and rng.random() < outlet.broken_ld:
        damage = rng.choice(("quote", "stray", "unclosed"))
    seed = rng.getrandbits(32)
    byline = tuple(people or credits)
    # A page that names no writer but an editor credits the editor: readers (and the
    # labels of the Chinese development set) take the editor as the author.
    authors = tuple(people) or _signoff(art) or ((editor,) if editor else ())
    return PageCredits(authors, tuple(credits), byline, editor, damage, seed)


def _slug(name: str) -> str:
    return re.sub(r"\W+", "-", name.lower()).strip("-") or "staff"


def _join_en(names: tuple[str, ...]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _t(text: str) -> str:
    return escape(text, quote=False)


def _a(text: str) -> str:
    return escape(text, quote=True)


def byline_html(outlet: Outlet, credits: PageCredits) -> str:
    """The visible byline inside the page's meta line, in the outlet's style ('' for none)."""
    names = credits.byline
    style = outlet.byline
    css = outlet.css
    if not names or style in ("none", "zh_paren", "zh_editor"):
        return ""
    rng = Random(credits.seed)
    if style == "span_by":
        return f'<span class="{css}-author">By {_t(_join_en(names))}</span> '
    if style == "rel_author":
        links = [
            f'<a rel="author" href="/author/{_slug(n)}">{_t(n)}</a>'
            if n not in credits.credits
            else _t(n)
            for n in names
        ]
        joined = links[0] if len(links) == 1 else ", ".join(links[:-1]) + " and " + links[-1]
        return f'<span class="{css}-by">By {joined}</span> '
    if style == "p_byline":
        return f'<p class="byline">By {_t(_join_en(names))}</p>\n'
    if style == "name_role":
        if names == credits.credits:
            return (
                f'<div class="{css}-writer"><span class="{css}-name">{_t(names[0])}</span></div>\n'
            )
        cards = []
        for name in names:
            handle = "@" + re.sub(r"\W", "", name.lower())[:12]
            role = rng.choice(_EN_ROLES)
            cards.append(
                f'<div class="{css}-writer"><span class="{css}-name">{_t(name)}</span> '
                f'<a class="{css}-handle" href="/u/{_slug(name)}">{_t(handle)}</a> '
                f'<span class="{css}-role">{_t(role)}</span></div>'
            )
        return "".join(cards) + "\n"
    if style == "plain_by":
        return f'<p class="{css}-credit">By {_t(_join_en(names))}</p>\n'
    if style == "zh_label":
        return f'<span class="{css}-zz">作者：{_t("、".join(names))}</span> '
    if style == "zh_reporter":
        label = "本报记者 " if names != credits.credits else "作者："
        return f'<div class="{css}-jz">{label}{_t(" ".join(names))}</div>\n'
    if style == "zh_wen":
        return f'<span class="{css}-wen">文/{_t(" ".join(names))}</span> '
    if style == "zh_source":
        return (
            f'<span class="{css}-info">来源：{_t(outlet.name)}　作者：{_t(" ".join(names))}</span> '
        )
    raise ValueError(f"unknown byline style {style!r}")


def signature_html(outlet: Outlet, credits: PageCredits) -> str:
    """Lines after the text: a reporter's signature in parentheses, an editor line."""
    css = outlet.css
    out = ""
    if outlet.byline == "zh_paren" and credits.byline:
        names = " ".join(credits.byline)
        label = "记者 " if credits.authors and credits.byline == credits.authors else ""
        out += f'<div class="{css}-sig">（{label}{_t(names)}）</div>\n'
    if credits.editor:
        out += f'<div class="{css}-editor">（责任编辑：{_t(credits.editor)}）</div>\n'
    return out


def author_metas(outlet: Outlet, credits: PageCredits) -> str:
    """``<meta>`` tags naming the authors, in the outlet's style ('' for none)."""
    names = credits.byline
    style = outlet.author_meta
    if not names or style == "none":
        return ""
    if style == "author":
        return "".join(f'<meta name="author" content="{_a(n)}">\n' for n in names)
    if style == "joined":
        joined = _join_en(names) if outlet.lang == "en" else "和".join(names)
        return f'<meta name="author" content="{_a(joined)}">\n'
    if style == "citation":
        tags = []
        for name in names:
            parts = name.rsplit(" ", 1)
            value = f"{parts[1]}, {parts[0]}" if len(parts) == 2 else name
            tags.append(f'<meta name="citation_author" content="{_a(value)}">\n')
        return "".join(tags)
    if style == "og_author":
        return "".join(f'<meta property="og:author" content="{_a(n)}">\n' for n in names)
    raise ValueError(f"unknown author_meta style {style!r}")


def _person_node(outlet: Outlet, name: str, style: str) -> dict[str, object]:
    if name not in _desk_names(outlet) and style == "given_family":
        if outlet.lang == "zh":
            return {"@type": "Person", "familyName": name[0], "givenName": name[1:]}
        given, _, family = name.rpartition(" ")
        return {"@type": "Person", "givenName": given, "familyName": family}
    return {"@type": "Person", "name": name}


def _desk_names(outlet: Outlet) -> set[str]:
    desks = _EN_DESKS if outlet.lang == "en" else _ZH_DESKS
    return {d.format(name=outlet.name) for d in desks}


def jsonld_authors(
    outlet: Outlet, credits: PageCredits, own_url: str
) -> tuple[object | None, list[dict[str, object]]]:
    """The article's ``author`` value and the nodes to add to ``@graph`` (``id_ref`` style)."""
    people = [n for n in credits.byline if n not in credits.credits]
    desks = [{"@type": "Organization", "name": n} for n in credits.credits]
    if not people:
        return (desks or None), []
    style = outlet.author_ld
    if style == "string":
        return (_join_en(tuple(people)) if outlet.lang == "en" else "、".join(people)), []
    if style == "name_list":
        return {"@type": "Person", "name": people}, []
    if style == "id_ref":
        nodes: list[dict[str, object]] = []
        refs = []
        for i, name in enumerate(people):
            node_id = f"{outlet.base}/#/schema/person/{_slug(name)}-{i}"
            nodes.append({"@type": "Person", "@id": node_id, "name": name})
            refs.append({"@id": node_id})
        return refs, nodes
    return [_person_node(outlet, n, style) for n in people], []


def damage_jsonld(text: str, damage: str | None) -> str:
    """``text`` (one JSON-LD block) broken as a hand-edited template breaks it.

    The damage never touches headline, author or publisher values: ``quote`` puts raw
    quotes into the description, ``stray`` leaves ``".,`` after the section, ``unclosed``
    drops the last closing brace.
    """
    if damage is None:
        return text
    if damage == "quote":
        data = json.loads(text)
        node = data if isinstance(data, dict) else {}
        if "@graph" in node:
            node = node["@graph"][-1]
        elif isinstance(data, list):
            node = data[-1]
        marker = '"description": "__DESC__"'
        node["description"] = "__DESC__"
        return json.dumps(data, ensure_ascii=False).replace(
            marker, '"description": "The mayor said "no" to the plan, officials said"'
        )
    if damage == "stray":
        return re.sub(r'("articleSection": "[^"]*")', r"\1.", text, count=1)
    if damage == "unclosed":
        return text[: text.rstrip().rfind("}")] if text.rstrip().endswith("}") else text[:-1]
    raise ValueError(f"unknown JSON-LD damage {damage!r}")
