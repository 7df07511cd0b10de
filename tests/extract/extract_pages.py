"""Page builders for the extraction tests: made-up news pages with real pages' furniture.

Every text here is written for these tests. A page has the article's own paragraphs
and, around and inside it, what real pages carry: navigation, a cookie banner, a
share bar, a figure with a caption, a "related"/"热点" list, comments and a footer.
"""

from __future__ import annotations

import gzip
import html
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from newsfold.models import Page
from newsfold.sim.generate import iter_pages

FETCHED = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)

EN_PARAS = [
    "The harbour authority of Port Keld voted on Tuesday to rebuild the north pier, "
    "which storms damaged twice last winter, at a cost of about 40 million crowns.",
    "Engineers will drive new steel piles beside the old timber ones, so that ferries "
    "can keep using the south berth while the work goes on, the authority said.",
    "Fishing crews, who lost weeks of landings after the January storm, welcomed the "
    "decision but asked for a firm date for the reopening of the fish market.",
    "Work is due to start in June and to finish before the autumn storms next year.",
]
EN_FURNITURE = [
    "Home",
    "We use cookies to improve your experience",
    "Share on Facebook",
    "Photo: the north pier after the storm",
    "Related stories",
    "Ferry timetable changes for summer",
    "Great article, about time they fixed it",
    "All rights reserved",
]

ZH_PARAS = [
    "本报讯 近日，青禾市交通部门宣布，连接东西两岸的青禾大桥将于下月起进行为期三个月的维修。",
    "据介绍，大桥建成已有二十多年，桥面出现多处裂缝，部分伸缩缝老化严重。",
    "维修期间，大桥将实行单向通行，市民可绕行南湖隧道。",
    "交通部门提醒，请提前规划出行路线。",
]
ZH_FURNITURE = [
    "首页",
    "分享到微博",
    "热点新闻",
    "多地发布高温预警",
    "网友评论",
    "这个消息太好了",
    "版权所有",
    "图为维修中的大桥",
]


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def en_article_page(
    paragraphs: list[str] = EN_PARAS,
    *,
    headline: str = "Port Keld to rebuild storm-hit north pier",
    site: str = "Keld Coast Times",
    jsonld: Any = None,
    head_extra: str = "",
    lang: str = "en",
) -> str:
    """An English news page with furniture around and inside the article."""
    paras = "".join(f"<p>{_e(p)}</p>" for p in paragraphs[:2])
    paras += (
        "<figure><img src='/pier.jpg'><figcaption>Photo: the north pier after the storm"
        "</figcaption></figure>"
        "<div class='share-bar'><a href='#'>Share on Facebook</a> <a href='#'>Tweet</a></div>"
    )
    paras += "".join(f"<p>{_e(p)}</p>" for p in paragraphs[2:])
    ld = (
        f"<script type='application/ld+json'>{json.dumps(jsonld)}</script>"
        if jsonld is not None
        else ""
    )
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{_e(headline)} | {_e(site)}</title>"
        f"<meta property='og:site_name' content='{_e(site)}'>{ld}{head_extra}</head><body>"
        "<div class='cookie-banner'>We use cookies to improve your experience. "
        "<button>Accept</button></div>"
        "<nav><ul><li><a href='/'>Home</a></li><li><a href='/world'>World</a></li></ul></nav>"
        f"<div class='page'><div class='main-column'><h1>{_e(headline)}</h1>"
        "<div class='byline'>By Tove Arnesen, 30 April 2024</div>"
        f"<div class='article-body'>{paras}</div>"
        "<div class='related'><h3>Related stories</h3><ul>"
        "<li><a href='/a'>Ferry timetable changes for summer</a></li>"
        "<li><a href='/b'>New lighthouse keeper appointed</a></li></ul></div>"
        "<section class='comments'><h4>Comments</h4><p>Great article, about time they "
        "fixed it, the pier has been a danger for years.</p></section>"
        "</div><aside><h3>Most read</h3><p><a href='/c'>Storm warning for the weekend</a>"
        "</p></aside></div>"
        f"<footer><p>© 2024 {_e(site)}. All rights reserved.</p></footer></body></html>"
    )


def zh_article_page(paragraphs: list[str] = ZH_PARAS, *, charset: str | None = "gbk") -> str:
    """A Chinese news page in the table-and-div style of many Chinese sites."""
    meta = f"<meta http-equiv='Content-Type' content='text/html; charset={charset}'>"
    body = "".join(f"<p>{_e(p)}</p>" for p in paragraphs[:2])
    body += "<div class='img'><img src='/q.jpg'><p class='caption'>图为维修中的大桥</p></div>"
    body += "".join(f"<p>{_e(p)}</p>" for p in paragraphs[2:])
    return (
        f"<html><head>{meta if charset else ''}<title>青禾大桥下月起维修_青禾日报</title>"
        "</head><body>"
        "<div id='nav'><a href='/'>首页</a> | <a href='/sh'>社会</a> | <a href='/cj'>财经</a></div>"
        "<table width='960'><tr><td class='left' width='640'>"
        "<h1>青禾大桥下月起维修</h1><div class='info'>2024-04-30 09:12 来源：青禾日报</div>"
        f"<div id='zoom'>{body}</div>"
        "<div class='fenxiang'><a href='#'>分享到微博</a> <a href='#'>微信</a></div>"
        "<div class='xgxw'><h3>热点新闻</h3><ul><li><a href='/1'>多地发布高温预警</a></li>"
        "<li><a href='/2'>新学期开学安排公布</a></li></ul></div>"
        "<div id='comment'><h4>网友评论</h4><p>这个消息太好了，早就该修了！</p></div>"
        "</td><td class='right' width='300'><div class='hot'><h3>热点排行</h3><ul>"
        "<li><a href='/3'>本周油价或将上调</a></li></ul></div></td></tr></table>"
        "<div class='footer'>青禾日报 版权所有 未经授权禁止转载</div></body></html>"
    )


def page(markup: str | bytes, *, content_type: str | None = None, url: str = "") -> Page:
    """A fetched page around some markup."""
    body = markup.encode("utf-8") if isinstance(markup, str) else markup
    headers = {"Content-Type": content_type} if content_type else {}
    return Page(
        url=url or "https://keldcoast.example/news/2024/04/30/pier",
        body=body,
        fetched_at=FETCHED,
        headers=headers,
    )


#: The development sets beside the checkout (``../shared/bench``), where there.
SHARED_BENCH = Path(__file__).resolve().parents[2].parent / "shared" / "bench"


def real_page_bodies(
    *, seed: int, articles: int, sets: tuple[str, ...], per_set: int
) -> list[bytes]:
    """Real pages' markup for equivalence tests: the simulated web's (English and Chinese,
    GBK included) and, where ``../shared/bench`` is beside the checkout, the first
    ``per_set`` development pages of each of ``sets`` (as named under it)."""
    bodies = [p.to_page().body for p in iter_pages(seed=seed, articles=articles)]
    for name in sets:
        folder = SHARED_BENCH / name / "pages"
        if folder.is_dir():
            for path in sorted(folder.iterdir())[:per_set]:
                data = path.read_bytes()
                bodies.append(gzip.decompress(data) if path.suffix == ".gz" else data)
    return bodies
