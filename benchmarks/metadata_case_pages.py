"""How the hand-written metadata cases are written: the :class:`Case` and its page.

``benchmarks/metadata_cases.py`` holds the cases, family by family; each is a few lines
saying what differs (a byline, a JSON-LD block, a meta tag) and the truth a careful
reader gives. The page around them (the same body paragraphs, headline, site name and
article markup for every English and every Chinese case, a host of the case's own) is
written here, once, so that a case shows only what it tests.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape

EN_BODY = (
    "The harbour board voted on Tuesday to rebuild the north pier, which storms damaged "
    "twice last winter, and work is due to start in the spring.",
    "Engineers said the new pier would stand a metre higher than the old one and would "
    "be built from concrete rather than timber, at a cost of about four million.",
    "Fishermen who use the pier every morning welcomed the decision but asked the board "
    "to keep one berth open while the work goes on.",
)
ZH_BODY = (
    "青禾市港务局周二表示，去年冬天两次被风暴损坏的北码头将于明年春天开始重建，工期预计为八个月。",
    "工程师介绍，新码头将比旧码头高出一米，并改用混凝土结构，总投资约四百万元。",
    "每天清晨在码头作业的渔民对这一决定表示欢迎，同时希望施工期间能保留一个泊位。",
)


@dataclass(frozen=True, slots=True)
class Case:
    """One hand-written page and what it truly says."""

    name: str
    family: str
    lang: str
    html: str
    headline: str
    authors: tuple[str, ...]
    publisher: str
    credits: tuple[str, ...] = ()
    url: str = ""
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def host(self) -> str:
        """The case's made-up host (its "site" for out-of-fold judging)."""
        return self.url.split("/")[2]


def page(
    lang: str,
    *,
    head: str = "",
    top: str = "",
    bottom: str = "",
    h1: str | None = None,
    title: str | None = None,
) -> str:
    body = EN_BODY if lang == "en" else ZH_BODY
    paras = "".join(f"<p>{escape(p)}</p>\n" for p in body)
    title_tag = f"<title>{escape(title)}</title>" if title is not None else ""
    heading = f"<h1>{escape(h1)}</h1>" if h1 is not None else ""
    return (
        f'<!DOCTYPE html><html lang="{"en" if lang == "en" else "zh-CN"}"><head>'
        f'<meta charset="utf-8">{title_tag}{head}</head><body>'
        f'<header class="masthead"><a href="/">Home</a></header>'
        f"<article>{heading}{top}<div class='story-body'>{paras}</div>{bottom}</article>"
        f"<footer><p>Contact us</p></footer></body></html>"
    )


def ld(data: object) -> str:
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'


def raw_ld(text: str) -> str:
    return f'<script type="application/ld+json">{text}</script>'


EN_H = "Harbour board votes to rebuild storm-hit north pier"
ZH_H = "青禾市北码头明年春天开始重建"
EN_P = "Keld Coast Times"
ZH_P = "青禾日报"
OG_EN = f'<meta property="og:site_name" content="{EN_P}">'
OG_ZH = f'<meta property="og:site_name" content="{ZH_P}">'


def case(
    name: str,
    family: str,
    lang: str,
    html: str,
    authors: tuple[str, ...],
    *,
    headline: str | None = None,
    publisher: str | None = None,
    credits: tuple[str, ...] = (),
) -> Case:
    host = f"{name.replace('_', '-')}.example"
    return Case(
        name=name,
        family=family,
        lang=lang,
        html=html,
        headline=headline or (EN_H if lang == "en" else ZH_H),
        authors=authors,
        publisher=publisher or (EN_P if lang == "en" else ZH_P),
        credits=credits,
        url=f"https://{host}/news/2024/04/30/pier",
    )


def en(name: str, family: str, authors: tuple[str, ...], **kw: str) -> Case:
    credits = tuple(kw.pop("credits", "").split("|")) if kw.get("credits") else ()
    kw.pop("credits", None)
    html = page("en", title=f"{EN_H} | {EN_P}", h1=EN_H, head=OG_EN + kw.pop("head", ""), **kw)
    return case(name, family, "en", html, authors, credits=credits)


def zh(name: str, family: str, authors: tuple[str, ...], **kw: str) -> Case:
    credits = tuple(kw.pop("credits", "").split("|")) if kw.get("credits") else ()
    kw.pop("credits", None)
    html = page("zh", title=f"{ZH_H}_{ZH_P}", h1=ZH_H, head=OG_ZH + kw.pop("head", ""), **kw)
    return case(name, family, "zh", html, authors, credits=credits)


def article(**fields: object) -> dict[str, object]:
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": EN_H,
        "datePublished": "2024-04-30T08:00:00+02:00",
        "publisher": {"@type": "NewsMediaOrganization", "name": EN_P},
        **fields,
    }


def zh_article(**fields: object) -> dict[str, object]:
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": ZH_H,
        "datePublished": "2024-04-30T08:00:00+08:00",
        "publisher": {"@type": "Organization", "name": ZH_P},
        **fields,
    }


def no_site(lang: str, name: str, family: str, html: str, **kw: str) -> Case:
    return case(name, family, lang, html, (), **kw)  # type: ignore[arg-type]
