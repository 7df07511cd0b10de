"""The bundled sample: a few dozen pages from made-up outlets, written for newsfold.

The texts and outlets are invented for this project (no one else's content).
The pages carry what real ones do: navigation, "related" boxes, share bars,
comments, JSON-LD in different shapes or none, a GBK-encoded Chinese page, URL
variants (``/amp``, ``?utm_*``, ``www.``), syndicated copies with the edits
syndication makes, a revision at the same URL and a follow-up report.

``python -m newsfold.sim.sample`` rewrites ``data/sample_pages.jsonl``; a test
checks the committed file equals what this module generates.
"""

from __future__ import annotations

import base64
import html
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

__all__ = ["build_sample", "sample_path"]

_FILE = "sample_pages.jsonl"


def sample_path() -> Path:
    """Path of the bundled sample JSONL page file."""
    return Path(str(resources.files("newsfold") / "data" / _FILE))


@dataclass(frozen=True)
class _Outlet:
    key: str
    name: str
    host: str
    lang: str
    style: str  # "article-jsonld", "graph-divs", "meta-only", "zh-divs"
    encoding: str = "utf-8"


_OUTLETS = {
    o.key: o
    for o in (
        _Outlet("wire", "Northgate Wire", "northgatewire.example", "en", "article-jsonld"),
        _Outlet("harbor", "Harbor Daily Ledger", "harbordaily.example", "en", "graph-divs"),
        _Outlet("midland", "Midland Courier", "midlandcourier.example", "en", "meta-only"),
        _Outlet("donghai", "东海晨报", "donghai-morning.example", "zh", "zh-divs"),
        _Outlet("nanling", "南岭新闻网", "nanling-news.example", "zh", "zh-divs", "gbk"),
        _Outlet("xichuan", "西川日报", "xichuan-daily.example", "zh", "article-jsonld"),
    )
}

RATES = [
    "The Central Bank of Arland kept its benchmark interest rate at 4.25 percent on Tuesday, "
    "saying that inflation had cooled for a third month but that it was too early to declare "
    "victory.",
    "Governor Elena Marsh told reporters that the board had voted seven to two to hold, with "
    "the two dissenting members preferring a quarter-point cut to support slowing factory "
    "output.",
    "Consumer prices rose 2.9 percent in the year to March, down from 3.4 percent in February, "
    "as fuel and food costs eased and rents grew more slowly in the largest cities.",
    "Marsh said the bank would watch wage settlements closely over the spring, because pay "
    "growth above four percent could keep service prices high even as goods prices fall.",
    "The decision was expected by most economists surveyed last week, and the arland dollar "
    "barely moved after the announcement, trading at 1.08 against the euro by midday.",
]
RATES_UPDATE = (
    "In a statement released after the meeting, the board said it would publish a revised "
    "forecast for growth and inflation on April 30."
)
RATES_BACKGROUND = (
    "The bank raised rates eleven times between 2022 and 2024 to fight the fastest price growth "
    "in four decades, before pausing last summer."
)
RATES_FOLLOWUP = [
    "Shares in Arland rose to a record on Wednesday after the central bank signalled that its "
    "first rate cut in three years could come as soon as June.",
    "Governor Elena Marsh told reporters that the board had voted seven to two to hold, with "
    "the two dissenting members preferring a quarter-point cut to support slowing factory "
    "output.",
    "The benchmark index closed 1.7 percent higher at 8,412 points, led by banks and "
    "builders, while the yield on two-year government bonds fell to 3.61 percent, its lowest "
    "since October.",
    "Consumer prices rose 2.9 percent in the year to March, down from 3.4 percent in February, "
    "as fuel and food costs eased and rents grew more slowly in the largest cities.",
    "Minutes of the meeting, published on Wednesday morning, showed that several members saw "
    "the case for a cut strengthening if unemployment, now 5.1 percent, rose further.",
    "Finance minister Tomas Reyne welcomed the signal, saying households with variable "
    "mortgages had carried the heaviest burden of two years of high borrowing costs.",
]
HOUSING = [
    "Midland city council voted on Monday night to approve a plan for 1,200 homes on the former "
    "rail yards along the river, ending a dispute that had lasted almost four years.",
    "The scheme, led by the Riverside Trust, sets aside a third of the homes for social rent and "
    "includes a primary school, a health centre and a new footbridge to the old town.",
    "Councillors from the opposition group said the density was too high for the narrow streets "
    "around the site and warned that traffic on Mill Road would become unbearable.",
    "Residents who had campaigned against an earlier version of the plan said they were "
    "relieved that the riverside path would stay open to the public throughout the building work.",
    "Construction is expected to start next spring and to finish in three phases by 2031, "
    "subject to a final funding agreement with the regional housing agency.",
]
ORCHARD = [
    "Growers at the Cobb Valley orchards picked a record 14,000 tonnes of apples this season, "
    "helped by a mild spring and a dry, sunny September.",
    "The valley cooperative said the crop was a fifth larger than last year and that the "
    "quality of the late varieties was the best its members could remember.",
    "Prices at the farm gate have fallen as a result, and some smaller growers said they would "
    "turn more of their fruit into juice and cider rather than sell it to supermarkets.",
]
FROST = [
    "Fruit growers across the northern uplands warned on Thursday that a late frost had damaged "
    "blossom on up to half of their apple and pear trees.",
    "Temperatures fell to minus four degrees on two nights in a row, just as the early "
    "varieties were flowering, and growers who had no frost fans lost most of their blossom.",
    "The upland growers association asked the regional government for emergency loans, saying "
    "that many family orchards would not survive a second poor harvest in three years.",
]
GDP_ZH = [
    "国家统计局4月16日发布数据，初步核算，一季度国内生产总值同比增长5.3%，比上年四季度环比增长1.6%，经济运行开局良好。",
    "分产业看，第一产业增加值同比增长3.3%，第二产业增加值增长6.0%，第三产业增加值增长5.0%，服务业对经济增长的贡献继续提高。",
    "国家统计局新闻发言人表示，一季度工业生产较快增长，高技术制造业增加值同比增长7.5%，新能源汽车和集成电路产量保持两位数增长。",
    "从需求看，社会消费品零售总额同比增长4.7%，其中服务零售额增长10.0%；全国固定资产投资同比增长4.5%，制造业投资增长9.9%。",
    "发言人同时指出，外部环境复杂性、严峻性、不确定性上升，国内有效需求仍显不足，经济持续回升向好的基础还需进一步巩固。",
]
METRO_ZH = [
    "东海市地铁9号线一期工程于周六上午正式开通运营，线路全长28.6公里，共设车站21座，连接城市东部新区与老城中心。",
    "市轨道交通集团介绍，9号线采用全自动运行系统，高峰时段最小行车间隔为2分30秒，全程运行时间约48分钟。",
    "开通首日，不少市民专程前来体验。家住新区的李女士说，以前进城要换乘两次公交，现在坐地铁半个多小时就能到单位。",
    "按照规划，9号线二期工程将向南延伸至高铁东站，预计2027年底建成，届时全线长度将超过40公里。",
]


def _zh_punct(text: str) -> str:
    """Half-width punctuation and digits, as some republishers write them."""
    return text.replace("，", ",").replace("。", ".").replace("；", ";").replace("：", ":")


def _jsonld(
    outlet: _Outlet, headline: str, published: str, modified: str | None, author: str, shape: str
) -> str:
    article: dict[str, object] = {
        "@type": "NewsArticle" if shape != "graph" else ["NewsArticle", "Article"],
        "headline": headline,
        "datePublished": published,
        "author": {"@type": "Person", "name": author},
        "publisher": {"@type": "NewsMediaOrganization", "name": outlet.name},
    }
    if modified:
        article["dateModified"] = modified
    if shape == "graph":
        doc: object = {
            "@context": "https://schema.org",
            "@graph": [
                {"@type": "WebSite", "name": outlet.name, "url": f"https://{outlet.host}/"},
                article,
            ],
        }
    else:
        doc = {"@context": "https://schema.org", **article}
    return json.dumps(doc, ensure_ascii=False)


def _page(
    outlet: _Outlet,
    path: str,
    headline: str,
    paragraphs: list[str],
    published: str,
    modified: str | None = None,
    author: str = "Staff reporter",
    canonical: bool = True,
) -> str:
    e = html.escape
    url = f"https://{outlet.host}{path}"
    paras = "\n".join(f"<p>{e(p)}</p>" for p in paragraphs)
    zh = outlet.lang == "zh"
    nav_items = (
        ["首页", "国内", "国际", "财经", "科技", "体育"]
        if zh
        else ["Home", "World", "Business", "Politics", "Sport", "Culture"]
    )
    nav = (
        "<nav class='main-nav'><ul>"
        + "".join(f"<li><a href='/{i}'>{e(x)}</a></li>" for i, x in enumerate(nav_items))
        + "</ul></nav>"
    )
    related_title = "热点新闻" if zh else "Related stories"
    related_items = (
        ["多地发布高温预警", "新学期开学安排公布", "本周油价或将上调"]
        if zh
        else [
            "Five things to watch this week",
            "Opinion: why the budget matters",
            "Weather: storms ahead",
        ]
    )
    related = (
        f"<div class='related-box'><h3>{related_title}</h3><ul>"
        + "".join(f"<li><a href='/r/{i}'>{e(x)}</a></li>" for i, x in enumerate(related_items))
        + "</ul></div>"
    )
    share = (
        "<div class='share-bar'><a href='#'>分享到微博</a> <a href='#'>微信</a></div>"
        if zh
        else "<div class='share-bar'><a href='#'>Share</a> <a href='#'>Tweet</a> "
        "<a href='#'>Email</a></div>"
    )
    comments = (
        "<div id='comments'><h4>网友评论</h4><p>这个消息太好了，支持！</p></div>"
        if zh
        else "<section class='comments'><h4>Comments</h4><p>Great reporting, thanks for "
        "keeping us informed about this.</p></section>"
    )
    cookie = (
        "<div class='cookie-banner'>本网站使用Cookie以改善体验。<button>同意</button></div>"
        if zh
        else "<div class='cookie-banner'>We use cookies to improve your experience. "
        "<button>Accept</button></div>"
    )
    footer = (
        f"<footer><p>© 2024 {e(outlet.name)} 版权所有 未经授权禁止转载</p></footer>"
        if zh
        else f"<footer><p>© 2024 {e(outlet.name)}. All rights reserved.</p>"
        "<p><a href='/about'>About us</a> | <a href='/contact'>Contact</a></p></footer>"
    )
    head = [
        f"<meta charset='{outlet.encoding}'>",
        f"<title>{e(headline)} | {e(outlet.name)}</title>",
    ]
    if canonical:
        head.append(f"<link rel='canonical' href='{e(url)}'>")
    byline_date = published[:16].replace("T", " ")
    if outlet.style == "article-jsonld":
        head.append(
            "<script type='application/ld+json'>"
            f"{_jsonld(outlet, headline, published, modified, author, 'plain')}</script>"
        )
        main = (
            f"<article><h1>{e(headline)}</h1><p class='byline'>By {e(author)}</p>"
            f"<time datetime='{published}'>{byline_date}</time>{paras}{share}</article>"
        )
    elif outlet.style == "graph-divs":
        head.append(
            "<script type='application/ld+json'>"
            f"{_jsonld(outlet, headline, published, modified, author, 'graph')}</script>"
        )
        head.append(f"<meta property='og:title' content='{e(headline)}'>")
        main = (
            f"<div class='wrap'><div class='col-main'><h1 class='title'>{e(headline)}</h1>"
            f"<div class='meta-line'>{e(author)} · {byline_date}</div>"
            f"<div class='story-text'>{paras}</div>{share}</div></div>"
        )
    elif outlet.style == "meta-only":
        head.append(f"<meta property='article:published_time' content='{published}'>")
        head.append(f"<meta property='og:site_name' content='{e(outlet.name)}'>")
        head.append(f"<meta property='og:url' content='{e(url)}'>")
        main = (
            f"<article class='story'><header><h1>{e(headline)}</h1></header>"
            f"<figure><img src='/img/1.jpg'><figcaption>Photo: file picture</figcaption>"
            f"</figure>{paras}</article>"
        )
    else:
        head.append(f"<meta name='publishdate' content='{published}'>")
        head.append(f"<meta property='og:site_name' content='{e(outlet.name)}'>")
        main = (
            f"<div class='container'><div class='left'><h1>{e(headline)}</h1>"
            f"<div class='info'>发布时间：{byline_date} 来源：{e(outlet.name)}</div>"
            f"<div class='content'>{paras}</div>{share}</div></div>"
        )
    return (
        f"<!DOCTYPE html><html lang='{'zh-CN' if zh else 'en'}'><head>{''.join(head)}</head>"
        f"<body>{cookie}<header class='site-header'><a href='/'>{e(outlet.name)}</a></header>"
        f"{nav}<div class='breadcrumbs'><a href='/'>Home</a> › News</div>"
        f"{main}{related}{comments}{footer}</body></html>"
    )


def _record(
    outlet_key: str,
    url_path: str,
    headline: str,
    paragraphs: list[str],
    published: str,
    fetched: str,
    *,
    modified: str | None = None,
    author: str = "Staff reporter",
    variant_url: str | None = None,
    canonical: bool = True,
) -> dict[str, object]:
    outlet = _OUTLETS[outlet_key]
    markup = _page(outlet, url_path, headline, paragraphs, published, modified, author, canonical)
    url = variant_url or f"https://{outlet.host}{url_path}"
    record: dict[str, object] = {"url": url, "fetched_at": fetched, "source": outlet.name}
    if outlet.encoding != "utf-8":
        record["html_b64"] = base64.b64encode(
            markup.encode(outlet.encoding, "xmlcharrefreplace")
        ).decode("ascii")
        record["headers"] = {"Content-Type": f"text/html; charset={outlet.encoding}"}
    else:
        record["html"] = markup
        record["headers"] = {"Content-Type": "text/html; charset=utf-8"}
    return record


def build_sample() -> list[dict[str, object]]:
    """Every sample page record, in a fixed order, each with a stable ``id``."""
    rates_h = "Central bank holds rates as inflation cools"
    wire_path = "/2024/04/09/central-bank-holds-rates"
    records = [
        _record(
            "wire",
            wire_path,
            rates_h,
            RATES,
            "2024-04-09T08:00:00+00:00",
            "2024-04-09T08:20:00Z",
            author="Anna Kell",
        ),
        _record(
            "wire",
            wire_path,
            rates_h,
            RATES,
            "2024-04-09T08:00:00+00:00",
            "2024-04-09T08:25:00Z",
            author="Anna Kell",
            variant_url=f"https://www.northgatewire.example{wire_path}?utm_source=feed&utm_medium=rss",
        ),
        _record(
            "harbor",
            "/business/rates-hold-inflation",
            "UPDATED: Rates on hold as prices cool",
            [*RATES, "Reporting by Anna Kell; editing by Jo Brandt"],
            "2024-04-09T09:10:00+01:00",
            "2024-04-09T09:40:00Z",
            author="Northgate Wire",
        ),
        _record(
            "harbor",
            "/business/rates-hold-inflation",
            "UPDATED: Rates on hold as prices cool",
            [*RATES, "Reporting by Anna Kell; editing by Jo Brandt"],
            "2024-04-09T09:10:00+01:00",
            "2024-04-09T09:45:00Z",
            author="Northgate Wire",
            variant_url="https://harbordaily.example/business/rates-hold-inflation/amp",
        ),
        _record(
            "midland",
            "/news/economy/central-bank-rates-decision",
            "Central bank keeps rates unchanged",
            [*RATES[:3], RATES_BACKGROUND, *RATES[3:]],
            "2024-04-09T10:05:00-04:00",
            "2024-04-09T14:30:00Z",
        ),
        _record(
            "wire",
            wire_path,
            rates_h,
            [*RATES, RATES_UPDATE],
            "2024-04-09T08:00:00+00:00",
            "2024-04-09T12:00:00Z",
            modified="2024-04-09T11:45:00+00:00",
            author="Anna Kell",
        ),
        _record(
            "wire",
            "/2024/04/10/shares-record-rate-cut-signal",
            "Shares hit record as central bank signals June cut",
            RATES_FOLLOWUP,
            "2024-04-10T07:30:00+00:00",
            "2024-04-10T08:00:00Z",
            author="Anna Kell",
        ),
        _record(
            "midland",
            "/news/local/riverside-housing-plan-approved",
            "Council approves riverside housing plan",
            HOUSING,
            "2024-04-08T21:15:00+01:00",
            "2024-04-09T06:00:00Z",
            author="Priya Shah",
        ),
        _record(
            "harbor",
            "/region/midland-riverside-homes",
            "Midland backs 1,200 riverside homes",
            HOUSING[:4],
            "2024-04-09T07:00:00+01:00",
            "2024-04-09T07:30:00Z",
            author="Priya Shah",
        ),
        _record(
            "harbor",
            "/region/cobb-valley-record-apple-harvest",
            "Cobb Valley picks record apple harvest",
            ORCHARD,
            "2024-04-05T12:00:00+01:00",
            "2024-04-05T13:00:00Z",
        ),
        _record(
            "midland",
            "/news/farming/upland-frost-damage",
            "Frost damage threatens upland orchards",
            FROST,
            "2024-04-11T16:00:00+01:00",
            "2024-04-11T17:00:00Z",
        ),
        _record(
            "donghai",
            "/finance/2024/0416/gdp-q1.html",
            "一季度国内生产总值同比增长5.3%",
            GDP_ZH,
            "2024-04-16T10:00:00+08:00",
            "2024-04-16T02:30:00Z",
            author="记者 王立",
        ),
        _record(
            "nanling",
            "/caijing/20240416/a1029.html",
            "【快讯】一季度GDP同比增长5.3%",
            [*[_zh_punct(p) for p in GDP_ZH], "来源：东海晨报"],
            "2024-04-16T11:20:00+08:00",
            "2024-04-16T03:40:00Z",
        ),
        _record(
            "xichuan",
            "/news/2024-04/16/content_88213.htm",
            "一季度经济开局良好 GDP增长5.3%",
            GDP_ZH,
            "2024-04-16T12:05:00+08:00",
            "2024-04-16T04:10:00Z",
            author="综合报道",
        ),
        _record(
            "xichuan",
            "/news/2024-04/16/content_88213.htm",
            "一季度经济开局良好 GDP增长5.3%",
            GDP_ZH,
            "2024-04-16T12:05:00+08:00",
            "2024-04-16T04:15:00Z",
            author="综合报道",
            variant_url="https://xichuan-daily.example/news/2024-04/16/content_88213.htm"
            "?from=timeline&utm_campaign=app",
        ),
        _record(
            "donghai",
            "/city/2024/0420/metro-line-9.html",
            "地铁9号线一期今日开通运营",
            METRO_ZH,
            "2024-04-20T09:00:00+08:00",
            "2024-04-20T01:30:00Z",
            author="记者 陈晨",
        ),
    ]
    for number, record in enumerate(records, 1):
        record["id"] = f"sample-{number:02d}"
    return records


def write_sample(path: Path) -> None:
    """Write the sample JSONL file."""
    with path.open("w", encoding="utf-8", newline="\n") as handle:
        for record in build_sample():
            ordered = {"id": record["id"], **{k: v for k, v in record.items() if k != "id"}}
            handle.write(json.dumps(ordered, ensure_ascii=False, sort_keys=False) + "\n")


if __name__ == "__main__":
    write_sample(Path(__file__).with_name("data") / _FILE)
