"""Hand-written extraction cases, batch Z3 (session 20, HELD OUT), part two: the bytes, the
declarations and the response headers a Chinese crawl meets.

The seam with ``extract_cases_z3`` (which says the protocol and the judgment calls): these
pages test decoding as much as the furniture. A 人民网-style page in GBK that declares no
charset at all, with its 责任编辑 and 分享到 lines; a school's 汉字听写 news in GB18030
whose rare characters (㐂, 𠮷: four bytes; 䶮: outside GBK) sit in the text, declared
GB2312; a Hong Kong daily in Big5-HKSCS (嘅, 咗, 啲, 喺, 𨋢) declared plain Big5; a court's
送达公告 in GBK whose server says UTF-8 in its ``Content-Type`` while the page says
GB2312; a provincial party paper's 数字报 page in GBK served as ISO-8859-1 (a server's
default) with ``<meta charset=gbk>``; a Malaysian Chinese daily in UTF-8 with a byte-order
mark and a stale GB2312 ``<meta>``; a county government's news page in GBK whose template
still says UTF-8; and a city news site in UTF-8 whose server says GBK.

Judgment calls beyond ``extract_cases_z3``: a 数字报 page's 引题 and 副题 (the lines
above and below its headline) are left open, its 版面导航, 第01版 label, 上一篇 / 下一篇
and 返回目录 furniture; a court notice's addressee, its text, the court's name and the
date are body, its 【打印】【关闭】 furniture; a Hong Kong page's 【…訊】 opening is part of
the first paragraph; a Malaysian page's "（吉隆坡讯）" opening likewise.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z3_ENC"]

_Z = "z3"
BATCH_Z3_ENC: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z3_ENC.append(fn)
    return fn


@_case
def people_gbk_no_decl() -> Case:
    page = """<html><head><title>多地推出“以旧换新”补贴 家电销量同比增长两成--经济·科技--人民在线</title>
<meta name="keywords" content="以旧换新,家电"><link href="/css/2020/pd_article.css" rel="stylesheet" type="text/css"></head>
<body><div class="header"><div class="w1000"><a class="logo">人民在线</a><div class="nav"><a>⟪首页⟫</a>|<a>时政</a>|<a>国际</a>|<a>财经</a>|<a>观点</a></div></div></div>
<div class="main"><div class="layout rm_txt cf"><div class="col col-1 fl"><div class="route"><a>人民在线</a>&gt;&gt;<a>经济·科技</a></div>
<h1>多地推出“以旧换新”补贴 家电销量同比增长两成</h1>
<div class="col-1-1 fl">2024年10月21日08:14 | 来源：<a>人民在线－人民日报</a></div>
<div class="edit cf"><a>⟪小字号⟫</a></div>
<div class="rm_txt_con cf">
<p style="text-indent: 2em;">⟦今年以来，多地出台家电“以旧换新”补贴政策，消费者购买一级能效的冰箱、洗衣机、空调等产品，可享受最高百分之二十的补贴。⟧</p>
<p style="text-indent: 2em;">⟦商务部数据显示，三季度全国重点零售企业家电销售额同比增长百分之二十一点三，其中空调和冰箱的增速最快。⟧</p>
<p style="text-indent: 2em;">⟦在北京一家家电卖场，市民张女士用家里用了十五年的旧冰箱换购了一台新款，“补贴加上商场的优惠，省了将近一千五百元。”⟧</p>
<p style="text-indent: 2em;">⟦业内人士表示，补贴政策带动了消费，也推动了旧家电的规范回收，下一步应加快完善回收网络，方便农村居民参与。⟧</p>
<p style="text-indent: 2em;">⟪《 人民日报 》（ 2024年10月21日 第 10 版）⟫</p>
<div class="edit cf">⟪(责编：李昉、王震)⟫</div></div>
<div class="box_share"><span>⟪分享让更多人看到⟫</span></div>
<div class="tjbox"><h2>⟪推荐阅读⟫</h2><ul><li><a>⟪前三季度国民经济运行稳中有进⟫</a></li><li><a>秋粮收获过七成</a></li></ul></div></div></div></div>
<div class="footer"><p>⟪人民在线版权所有，未经书面授权禁止使用⟫</p><p>Copyright &copy; 1997-2024 by www.rmzx.example. all rights reserved</p></div></body></html>"""
    return whole(
        "z3-people-gbk-no-decl",
        _Z,
        "people-style",
        "zh",
        "http://finance.rmzx.example/n1/2024/1021/c1004-40343215.html",
        page,
        encoding="gbk",
    )


@_case
def school_gb18030_rare_chars() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>我校学生在区汉字听写大赛中获佳绩 - 青浦实验中学</title></head>
<body><table width="1000" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td class="top"><img src="/images/logo.gif" alt="青浦实验中学"></td></tr>
<tr><td class="menu"><a>⟪学校首页⟫</a> | <a>学校概况</a> | <a>校园新闻</a> | <a>教学教研</a> | <a>德育园地</a> | <a>招生信息</a></td></tr></table>
<table width="1000" border="0" align="center"><tr><td width="220" valign="top" class="left"><div class="lm">⟪校园新闻⟫</div><ul><li>⟪通知公告⟫</li><li>教研动态</li></ul></td>
<td valign="top"><div class="position">当前位置：首页 &gt; 校园新闻</div>
<div class="bt">我校学生在区汉字听写大赛中获佳绩</div><div class="sj">发布时间：2024-11-29　　作者：教务处　　浏览次数：⟪328⟫</div>
<div class="nr">
<p>⟦11月27日，区第六届中小学生汉字听写大赛在区青少年活动中心举行，我校初二（3）班王㐂同学获得初中组一等奖，初一（5）班张䶮同学获得二等奖。⟧</p>
<p>⟦本届比赛共有全区二十四所学校的一百二十名选手参加。决赛环节难度很大，考到了“𠮷”“䶮”“㐂”等生僻字，不少选手在这些字上失分。⟧</p>
<p>⟦王㐂同学赛后说，自己的名字就是一个生僻字，从小常被人念错，所以对生僻字特别感兴趣，平时喜欢翻《新华字典》。⟧</p>
<p>⟦语文教研组长刘老师介绍，学校从九月起利用每周的阅读课开展汉字听写训练，今后将继续组织学生参加各类语言文字活动。⟧</p>
</div>
<div class="zz">⟪（撰稿：教务处　审核：校办）⟫</div>
<div class="fy">⟪上一篇：我校举行秋季运动会⟫　下一篇：家长开放日活动圆满结束</div>
<div class="dy">⟪【打印本页】⟫　【关闭窗口】</div></td></tr></table>
<div class="foot">⟪版权所有：青浦实验中学　地址：青浦区城中北路　沪ICP备05001234号⟫</div></body></html>"""
    return whole(
        "z3-school-gb18030-rare",
        _Z,
        "school-news",
        "zh",
        "http://www.qpsyzx.example/xwzx/2024/1129/2468.html",
        page,
        encoding="gb18030",
    )


@_case
def hk_big5_hkscs() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>舊式唐樓加裝𨋢 業主反應兩極 - 港聞 - 香江日報</title></head>
<body><div id="header"><a class="logo">香江日報</a><ul id="menu"><li>⟪要聞⟫</li><li>港聞</li><li>經濟</li><li>娛樂</li><li>體育</li></ul></div>
<div id="content"><div class="news-date">2024年12月10日 星期二</div><h1 class="news-title">舊式唐樓加裝𨋢 業主反應兩極</h1>
<div class="news-content">
<p>⟦【本報訊】屋宇署推出的舊樓加裝升降機資助計劃上月截止申請，深水埗、油麻地一帶不少五、六層高的唐樓業主都有入表，但亦有業主擔心分攤費用太高。⟧</p>
<p>⟦住在深水埗一幢六層唐樓頂層的陳伯今年七十八歲，他話：「我每日落街買餸都要行六層樓梯，行完成身都係汗，有部𨋢就唔使咁辛苦啦。」⟧</p>
<p>⟦不過住喺二樓嘅李太就冇咁熱衷：「我哋兩公婆都唔係好需要，但係要夾錢，又要喺後巷起𨋢槽，我驚會影響採光。」⟧</p>
<p>⟦屋宇署表示，資助計劃最多可支付工程費用的七成，收到申請後會盡快派員視察，預計首批工程明年年中展開，已經有約四十幢大廈交咗申請。⟧</p>
</div>
<div class="news-ad">⟪廣告⟫</div>
<div class="news-related"><h3>⟪相關新聞⟫</h3><ul><li>⟪劏房租金明年起受規管⟫</li><li>舊區重建計劃諮詢展開</li></ul></div></div>
<div id="footer">⟪香江日報版權所有 不得轉載⟫</div></body></html>"""
    return whole(
        "z3-hk-big5-hkscs",
        _Z,
        "hk-daily",
        "zh",
        "http://news.hkdaily.example/20241210/hk/a1203.htm",
        page,
        encoding="big5hkscs",
    )


@_case
def court_notice_header_utf8() -> Case:
    page = """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312" /><title>关于向王某某公告送达民事判决书的公告-江宁区人民法院</title></head>
<body><div class="top"><div class="logo">江宁区人民法院</div><div class="nav"><a>⟪首页⟫</a><a>法院概况</a><a>审判动态</a><a>法院公告</a><a>诉讼指南</a></div></div>
<div class="wrap"><div class="location">您现在的位置：首页 &gt;&gt; 法院公告</div>
<div class="article"><h2 class="title">关于向王某某公告送达民事判决书的公告</h2><div class="info">发布时间：2025-04-02　　⟪点击数：156⟫</div>
<div class="content">
<p>⟦王某某：⟧</p>
<p>⟦本院受理原告李某某诉你民间借贷纠纷一案，已审理终结。因你下落不明，依照《中华人民共和国民事诉讼法》第九十五条之规定，向你公告送达本院（2024）苏0115民初1234号民事判决书。⟧</p>
<p>⟦判决内容为：被告王某某于本判决发生法律效力之日起十日内偿还原告李某某借款本金人民币八万元及相应利息。⟧</p>
<p>⟦自本公告发出之日起经过三十日，即视为送达。如不服本判决，可在公告期满后十五日内，向本院递交上诉状及副本，上诉于江苏省南京市中级人民法院。⟧</p>
<p style="text-align:right">⟦江宁区人民法院⟧</p>
<p style="text-align:right">⟦二〇二五年四月二日⟧</p>
</div>
<div class="tools">⟪【打印】⟫ 【关闭】</div></div></div>
<div class="footer">⟪主办：江宁区人民法院　技术支持：南京法信科技⟫</div></body></html>"""
    return whole(
        "z3-court-notice-header-utf8",
        _Z,
        "court-notice",
        "zh",
        "http://jnfy.example/fygg/2025-04-02/3318.html",
        page,
        encoding="gbk",
        content_type="text/html; charset=utf-8",
    )


@_case
def party_paper_epaper_latin1_header() -> Case:
    page = """<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"><title>赣南脐橙今年预计增产一成--江右日报数字报</title></head>
<body><div class="paper-head"><img src="/images/paper_logo.png" alt="江右日报"><div class="paper-date">2024年11月18日 星期一</div><div class="paper-links"><a>⟪往期回顾⟫</a> <a>PDF下载</a></div></div>
<table width="1000" align="center"><tr><td width="300" valign="top" class="bmnav"><div class="bm-title">⟪版面导航⟫</div><ul><li><a>⟪第01版：要闻⟫</a></li><li><a>第02版：综合</a></li><li><a>第03版：经济</a></li><li><a>第04版：地方</a></li></ul>
<div class="bm-list"><div class="bm-title">本版标题</div><ul><li><a>⟪赣南脐橙今年预计增产一成⟫</a></li><li><a>全省秋冬种进度过半</a></li></ul></div></td>
<td valign="top" class="article"><div class="banmian">第03版：经济</div>
<div class="yinti">电商直播带动销售</div>
<h1>赣南脐橙今年预计增产一成</h1>
<div class="futi">果农：品质好了，价格也稳了</div>
<div class="author">本报记者 钟华 通讯员 刘芳</div>
<div id="ozoom" class="content">
<p>⟦本报赣州讯 眼下正是赣南脐橙采摘上市的季节。记者从赣州市果业部门获悉，今年全市脐橙种植面积一百九十万亩，预计产量比去年增加一成左右。⟧</p>
<p>⟦在信丰县一处果园，果农谢师傅正带着工人采摘。他说，这几年按照技术员的指导改良了土壤，果子的糖度提高了，收购商上门抢着要。⟧</p>
<p>⟦今年，当地还组织了上百场电商直播，不少果农在自家果园里开播卖橙，订单发往全国各地。⟧</p>
</div>
<div class="pager"><a>⟪上一篇⟫</a> <a>下一篇</a> <a>⟪返回目录⟫</a></div></td></tr></table>
<div class="foot">⟪江右日报社版权所有 未经授权不得转载⟫</div></body></html>"""
    return whole(
        "z3-epaper-latin1-header",
        _Z,
        "epaper",
        "zh",
        "http://epaper.jiangyou.example/html/2024-11/18/content_58821_1923440.htm",
        page,
        encoding="gbk",
        content_type="text/html; charset=ISO-8859-1",
    )


@_case
def malaysia_utf8_bom_stale_meta() -> Case:
    page = """<!DOCTYPE html><html lang="zh"><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><meta name="viewport" content="width=device-width, initial-scale=1"><title>雪州水供中断料持续至周五　逾30万用户受影响 | 南洋星报</title></head>
<body><div class="top-bar">⟪2025年3月4日　星期二　乙巳年二月初五⟫</div><header class="header"><a class="logo">南洋星报</a><ul class="nav"><li>⟪国内⟫</li><li>国际</li><li>财经</li><li>地方</li><li>娱乐</li><li>体育</li></ul></header>
<main class="main"><article class="article"><div class="category">国内</div><h1>雪州水供中断料持续至周五　逾30万用户受影响</h1><div class="meta">2025-03-04 17:45</div>
<div class="article-page">
<p>⟦（莎阿南4日讯）雪兰莪州水务公司宣布，由于一座滤水站的主输水管破裂，巴生、八打灵及鹅唛一带的水供中断预计将持续至本周五，超过三十万个用户受影响。⟧</p>
<p>⟦水务公司表示，维修工程已在进行中，当局将派出六十辆水车前往受影响地区，并在各区设立临时供水点。⟧</p>
<div class="read-more">⟪延伸阅读：雪州今年已发生三次大规模制水⟫</div>
<p>⟦一名住在巴生的居民说，家中老人行动不便，只能靠邻居帮忙从供水点提水回家，希望当局尽快恢复供水。⟧</p>
<p>⟦州行政议员说，州政府将检讨滤水站的维护工作，并考虑更换使用超过三十年的老旧输水管。⟧</p>
</div>
<div class="app-dl">⟪下载南洋星报App，随时掌握最新新闻。⟫</div>
<div class="share">⟪分享：⟫ Facebook WhatsApp</div></article>
<aside><h3>⟪热门新闻⟫</h3><ol><li>⟪大马令吉兑美元走强⟫</li></ol></aside></main>
<footer>⟪© 2025 南洋星报 版权所有⟫</footer></body></html>"""
    return whole(
        "z3-malaysia-bom-stale-meta",
        _Z,
        "my-daily",
        "zh",
        "https://www.nanyangxingbao.example/news/20250304/nation/1845521",
        page,
        bom=True,
    )


@_case
def county_gbk_meta_utf8() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>我县启动农村公路“路长制” 三百公里乡道有了“管家” - 安福县人民政府</title><link rel="stylesheet" href="/templates/zfxxgk/css/style.css"></head>
<body><div class="gov-top"><span>⟪无障碍浏览⟫</span><span>长者模式</span><span>繁體</span></div><div class="gov-header"><div class="gov-logo">安福县人民政府</div><div class="gov-nav"><a>⟪首页⟫</a><a>政务公开</a><a>政务服务</a><a>互动交流</a><a>走进安福</a></div></div>
<div class="gov-main"><div class="gov-position">当前位置：首页 &gt; 政务公开 &gt; 部门动态</div>
<div class="gov-article"><h1>我县启动农村公路“路长制” 三百公里乡道有了“管家”</h1><div class="gov-info"><span>发布日期：2025-06-17</span><span>来源：县交通运输局</span><span>⟪字号：大 中 小⟫</span></div>
<div class="gov-text">
<p>⟦6月16日，我县召开农村公路“路长制”工作推进会，全面推行县、乡、村三级路长制，三百多公里乡道、村道都有了专门的“管家”。⟧</p>
<p>⟦按照方案，县级路长由县领导担任，负责统筹协调；乡级路长负责日常巡查和养护资金落实；村级路长则由村干部担任，每周至少巡路一次，发现坑槽、塌方等问题及时上报。⟧</p>
<p>⟦县交通运输局负责人表示，今年将投入一千二百万元用于农村公路养护，并把路况好坏纳入乡镇年度考核。⟧</p>
</div>
<div class="gov-tools">⟪【打印本页】⟫ 【关闭窗口】</div>
<div class="gov-qr">⟪扫一扫在手机打开当前页⟫</div></div></div>
<div class="gov-footer">⟪主办：安福县人民政府办公室　网站标识码：3608290001　赣ICP备05003456号⟫</div></body></html>"""
    return whole(
        "z3-county-gbk-meta-utf8",
        _Z,
        "county-gov",
        "zh",
        "http://www.anfu-gov.example/art/2025/6/17/art_7721_4412389.html",
        page,
        encoding="gbk",
    )


@_case
def city_utf8_header_gbk() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>老城墙根下的“修表一条街” 守着一门慢手艺_城事_古城新闻网</title></head>
<body><div class="head"><a class="logo">古城新闻网</a><div class="menu"><a>⟪本地⟫</a><a>城事</a><a>民生</a><a>文旅</a><a>视频</a></div></div>
<div class="wrap"><div class="art"><h1>老城墙根下的“修表一条街” 守着一门慢手艺</h1><div class="art-info"><span>2024-09-12 10:06</span><span>来源：古城晚报</span><span>作者：韩蕾</span></div>
<div class="art-con">
<p>⟦在西安顺城巷的城墙根下，十几个修表摊一字排开，最早的一家已经在这里摆了三十多年。⟧</p>
<p>⟦六十五岁的修表师傅周建国戴着寸镜，用镊子夹起米粒大小的齿轮。他说，现在拿来修的多是老式机械表，“很多是父辈留下的，表不值钱，但是个念想。”⟧</p>
<p>⟦随着智能手表普及，修表的生意不如从前，但周师傅说，年轻人来修老表的反而多了起来，有的还专门来拍视频。⟧</p>
<p>⟦街道办表示，将把这条“修表一条街”纳入城墙沿线的街区改造，统一摊位样式，保留这门老手艺。⟧</p>
</div>
<div class="art-editor">⟪编辑：杨帆⟫</div>
<div class="art-hot"><h3>⟪热点推荐⟫</h3><ul><li>⟪地铁10号线一期开通运营⟫</li></ul></div></div></div>
<div class="foot">⟪古城新闻网 版权所有 陕ICP备12345678号⟫</div></body></html>"""
    return whole(
        "z3-city-utf8-header-gbk",
        _Z,
        "city-news",
        "zh",
        "https://www.guchengnews.example/cs/2024-09/12/c_1130201.htm",
        page,
        content_type="text/html; charset=GBK",
    )
