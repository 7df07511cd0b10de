"""Hand-written extraction cases, batch Z2 (session 19, HELD OUT): Chinese pages nobody tuned for.

Written whole (``extract_case_whole``) by session 19's writer, who wrote neither batch Z
nor the zh development pages' fixes, and committed with its "before" figures before any
change of the session; it is scored only to report changes, never read page by page to
make one. Batch Z drew portal articles, multi-page pieces, galleries, video pages, one
government notice and WeChat mirrors; Z2 draws the shapes it had few of or none: a
portal article with an 编者按 and a 专题 link, a county 融媒体中心 page with its
编辑 / 初审 / 复审 / 终审 lines, a WeChat mirror whose text is ``<section>`` and
``<span>`` soup, a Toutiao mirror, a 新华社 wire story (电头 and 【纠错】 line), the
second page of a paged article, a finance page with stock links in the text and a 风险
提示 box, a 知乎 column with sections and a quote, a 搜狐号 and a 网易号 article with the
platforms' notices, a university's news page with its 撰稿 / 摄影 / 审核 line and a 7x24
快讯 page (this module); and pages whose bytes or markup are hard (traditional Chinese
in Big5, declared and not, and in UTF-8; GB18030 with no declaration; GBK declared
GB2312; UTF-8 declared GBK; a government notice in GBK and a 政策解读 Q&A in GB2312:
``extract_cases_z2_enc``). Every page is encoded in the bytes its server would send.

Judgment calls (batch Z's, ``extract_cases_z``, where they overlap, and these):

- an 编者按 at the head of the text is body; a 点击进入专题 line, a 文章关键词 line and
  a 我要反馈 / 【纠错】 link are furniture;
- 编辑 / 初审 / 复审 / 终审 / 责编 / 撰稿 / 摄影 / 审核 lines are furniture, wherever
  they stand; a wire story's 电头 ("新华社北京3月5日电（记者 …）") is part of its first
  paragraph;
- a paged article's body is this URL's part (page two's text), its pager furniture;
- stock names and codes inside a sentence are body; a 风险提示 / 免责声明 box, the
  quote widget and 文章来源 line are furniture;
- a platform's notice (声明：该文观点仅代表作者本人…, 特别声明：以上内容…, 返回搜狐，
  查看更多, 本文来自…) and a column's 编辑于 / 发布于 line with its IP 属地 are furniture;
- a 快讯 page's body is its flash; the feed of other flashes is furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z2"]

_Z = "z2"
BATCH_Z2: list[Callable[[], Case]] = []
_META_UTF8 = '<meta charset="utf-8">'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z2.append(fn)
    return fn


@_case
def portal_editor_note() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>守护候鸟迁徙路：一位护鸟人的十二年|湿地|候鸟_新闻频道_江淮在线</title><meta name="keywords" content="候鸟,湿地,护鸟"></head>
<body><div class="top-nav"><div class="w1000"><a>江淮在线</a><a>⟪新闻⟫</a><a>财经</a><a>科技</a><a>视频</a><a>房产</a></div></div>
<div class="w1000 article-page"><div class="left-main"><div class="crumb"><a>新闻频道</a> &gt; <a>社会</a> &gt; <span>正文</span></div>
<h1 class="main-title">守护候鸟迁徙路：一位护鸟人的十二年</h1>
<div class="date-source"><span class="date">2024年11月20日 08:05</span> <a class="source">江淮晨报</a> <span class="cmt-count">⟪参与互动⟫</span></div>
<div class="article" id="artibody">
<p class="editor-note">⟦编者按：每年秋冬，数十万只候鸟经过江淮大地。在它们的迁徙路上，有一群默默守护的人。本报今起推出“候鸟守护者”系列报道。⟧</p>
<p>　　⟦凌晨四点，天还没亮，陈国栋已经拿着手电筒走在湖边的堤埂上。这是他做护鸟志愿者的第十二个年头。⟧</p>
<p>　　⟦十二年前，湖区周边时常有人在夜里张网捕鸟。一次巡湖时，陈国栋在芦苇丛里发现了三张鸟网，网上挂着二十多只已经死去的野鸭。“那一幕我到现在都忘不了。”他说。⟧</p>
<p>　　⟦从那以后，他每周至少巡湖三次，发现鸟网就拆除，发现受伤的鸟就带回家养好再放飞。他的小院里，先后救治过白鹭、苍鹭、小天鹅等四百多只鸟。⟧</p>
<p class="zt-link">⟪点击进入专题：候鸟守护者⟫</p>
<p>　　⟦如今，湖区已经划入省级自然保护区，非法捕鸟的情况少了很多。但陈国栋依然坚持巡湖，还带出了一支三十多人的志愿者队伍。⟧</p>
<p>　　⟦“鸟是认路的，只要这里安全，它们每年都会回来。”他说。⟧</p>
<p class="show_author">⟪责任编辑：吴思远⟫</p>
</div>
<div class="keywords">⟪文章关键词：候鸟 湿地 护鸟⟫</div>
<div class="feedback"><a>⟪我要反馈⟫</a></div>
<div class="blk-related"><h3>⟪相关新闻⟫</h3><ul><li><a>⟪首批越冬白鹤抵达鄱阳湖⟫</a></li><li><a>⟪湿地公园新增观鸟点⟫</a></li><li><a>生态护林员的一天</a></li></ul></div>
<div class="blk-comment"><div class="hd">⟪已有1234人参与 我要评论⟫</div></div></div>
<div class="right-side"><div class="side-mod"><h3>⟪热点排行⟫</h3><ol><li><a>⟪省内多地迎来初雪⟫</a></li><li><a>高铁新线今日开通运营</a></li></ol></div></div></div>
<div class="footer">⟪江淮在线 版权所有 Copyright © 2024 All Rights Reserved⟫</div></body></html>"""
    return whole(
        "z2-portal-editor-note",
        _Z,
        "zh-portal",
        "zh",
        "https://news.jianghuai.example/s/2024-11-20/doc-inaxkpre8812034.shtml",
        page,
    )


@_case
def county_media_center() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>我县首批“共享菜园”开园 - 清溪融媒</title></head>
<body><div class="header"><div class="logo">清溪融媒</div><ul class="nav"><li><a>首页</a></li><li><a>⟪时政要闻⟫</a></li><li><a>乡镇动态</a></li><li><a>民生</a></li><li><a>视听</a></li></ul></div>
<div class="container"><div class="location">⟪当前位置：⟫<a>首页</a> &gt; <a>乡镇动态</a></div>
<div class="news-detail"><h2 class="news-title">我县首批“共享菜园”开园</h2>
<div class="news-info"><span>发布时间：2024-04-08 17:32</span><span>⟪来源：清溪县融媒体中心⟫</span><span>作者：林晓</span><span>⟪浏览量：2381⟫</span></div>
<div class="news-content">
<p>　　⟦4月6日，我县首批“共享菜园”在城关镇柳塘村正式开园，五十多户城区居民领到了属于自己的“一分地”。⟧</p>
<p>　　⟦共享菜园由村集体利用闲置土地改造而成，共划分一百二十块菜地，每块约六十六平方米，年租金六百元。村里统一提供种子、农具和灌溉用水，还安排了两名种菜能手做技术指导。⟧</p>
<p style="text-align:center"><img src="/uploadfile/2024/0408/caiyuan.jpg"></p>
<p style="text-align:center">居民在共享菜园里种下菜苗</p>
<p>　　⟦“平时在城里上班，周末带孩子来种种菜，让孩子知道菜是怎么长出来的。”在县城工作的王女士说。⟧</p>
<p>　　⟦柳塘村党支部书记介绍，菜园每年可为村集体增加收入七万多元，同时带动村民在周边经营农家乐和农产品销售。下一步，全县计划在六个乡镇推广这一模式。⟧</p>
<p>⟪编辑：张敏　初审：刘洋　复审：陈静　终审：赵建国⟫</p>
</div>
<div class="share">⟪分享到：⟫<a>微信</a><a>微博</a></div>
<div class="prev-next"><p>⟪上一篇：县人民医院开展义诊进社区活动⟫</p><p>下一篇：全县春季森林防火工作会议召开</p></div></div></div>
<div class="footer"><p>⟪主办：清溪县融媒体中心　备案号：湘ICP备12345678号⟫</p></div></body></html>"""
    return whole(
        "z2-county-media",
        _Z,
        "zh-county",
        "zh",
        "http://www.qingxi.example/xzdt/202404/t20240408_1123.html",
        page,
    )


@_case
def wechat_section_soup() -> Case:
    def para(text: str) -> str:
        return (
            '<section style="margin: 0px 8px 16px; line-height: 1.75em;">'
            '<span style="font-size: 15px; color: rgb(62, 62, 62); letter-spacing: 1px;">'
            f"{text}</span></section>"
        )

    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>这家开了40年的修表铺，藏着半条街的回忆</title></head>
<body id="activity-detail" class="zh_CN wx_wap_page"><div class="rich_media"><div class="rich_media_inner"><div id="page-content" class="rich_media_area_primary"><div class="rich_media_area_primary_inner">
<h1 class="rich_media_title" id="activity-name">这家开了40年的修表铺，藏着半条街的回忆</h1>
<div id="meta_content" class="rich_media_meta_list"><span class="rich_media_meta rich_media_meta_text">⟪原创⟫</span> <span class="rich_media_meta rich_media_meta_text">小城故事</span> <a class="rich_media_meta rich_media_meta_link" id="js_name">⟪老街记忆⟫</a> <em id="publish_time" class="rich_media_meta rich_media_meta_text">2024-06-02 20:15</em></div>
<div class="rich_media_content js_underline_content" id="js_content" style="visibility: visible;">
<section style="text-align: center;"><span style="color: rgb(136, 136, 136); font-size: 12px;">⟪点击蓝字 关注我们⟫</span></section>
<section style="text-align: center;"><img class="rich_pages wxw-img" data-src="https://mmbiz.qpic.example/mmbiz_jpg/abc/640" style="width: 100%;"></section>
{para("⟦在南门老街的拐角，有一间不到六平方米的小铺子，门口挂着一块褪了色的木牌：“周记修表”。⟧")}
{para("⟦店主周师傅今年七十一岁，十九岁跟着父亲学修表，一修就是五十多年。铺子是一九八四年开起来的，那时候老街上还有三家修表铺，如今只剩下他这一家。⟧")}
<section style="text-align: center;"><img data-src="https://mmbiz.qpic.example/mmbiz_jpg/def/640"></section>
<section style="text-align: center;"><span style="font-size: 12px; color: rgb(160, 160, 160);">周师傅在修理一块老上海表</span></section>
{para("⟦来修表的大多是老街坊。有人拿来父亲留下的手表，有人拿来结婚时买的闹钟。周师傅说，很多表早就不值什么钱了，但对主人来说是念想。⟧")}
{para("⟦“表停了可以修，人走了就回不来了。能帮人把这份念想留住，我觉得这活儿有意义。”⟧")}
{para("⟦问他打算干到什么时候，周师傅笑着说：“眼睛还看得清，手还不抖，就一直干下去。”⟧")}
<section style="text-align: center; margin-top: 24px;"><span style="color: rgb(178, 178, 178); font-size: 12px;">⟪- END -⟫</span></section>
<section style="font-size: 12px; color: rgb(136, 136, 136);"><p>⟪文字：小林　图片：阿杰　编辑：晓雯⟫</p></section>
<section style="margin-top: 16px;"><p style="font-weight: bold;">⟪往期推荐⟫</p><p><a>⟪老城区这几家早点铺，你吃过几家？⟫</a></p><p><a>⟪消失的供销社⟫</a></p></section>
<section style="text-align: center;"><span style="font-size: 13px;">⟪喜欢就点个“在看”吧⟫</span></section>
</div>
<div class="rich_media_tool" id="js_toobar3"><a id="js_view_source" class="media_tool_meta meta_primary">⟪阅读原文⟫</a><span class="media_tool_meta">阅读 2.1万</span><span>⟪在看 318⟫</span></div>
</div></div></div></div></body></html>"""
    return whole(
        "z2-wechat-sections",
        _Z,
        "zh-wechat",
        "zh",
        "https://mp.weixin.qq.example/s/Xk2mR8vQ0pLn4TzA1bCdEf",
        page,
    )


@_case
def toutiao_mirror() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>外卖骑手自学考上大学：我想让女儿知道，什么时候读书都不晚 - 今日头条</title></head>
<body><div id="root"><div class="main-nav"><a class="logo">今日头条</a><div class="search"><input placeholder="搜索站内资讯、视频或用户"></div><a class="login">⟪登录⟫</a></div>
<div class="article-detail-container"><div class="main"><div class="article-content"><h1>外卖骑手自学考上大学：我想让女儿知道，什么时候读书都不晚</h1>
<div class="article-meta"><span class="original-tag">⟪原创⟫</span><span class="dot">·</span><span>城市晚报</span><span class="dot">·</span><span>2024-07-26 11:46</span></div>
<article class="syl-article-base tt-article-content syl-page-article syl-device-pc">
<p data-track="1">⟦三十四岁的外卖骑手马骏，今年收到了一所本科院校成人教育学院的录取通知书。⟧</p>
<p data-track="2">⟦过去三年，他每天送完外卖回到出租屋，都要学习两个小时。书是从旧书网上买的，一本本用塑料袋包好，放在电动车的后备箱里，等单的时候就拿出来看几页。⟧</p>
<div class="pgc-img"><img src="https://p3-sign.toutiaoimg.example/tos-cn-i/8812.jpg"><p class="pgc-img-caption">马骏在等单间隙看书</p></div>
<p data-track="3">⟦“年轻时家里穷，高中没读完就出来打工了。”马骏说，这些年他一直觉得遗憾，女儿上小学后，他下定决心重新捡起课本。⟧</p>
<p data-track="4">⟦第一次考试，他差了二十多分。第二年，他把送单时间调整到中午和晚上，空出上午的时间专门复习，终于考上了。⟧</p>
<p data-track="5">⟦他说，最高兴的是女儿拿着录取通知书跟同学炫耀：“我爸爸也是大学生了。”⟧</p>
</article>
<div class="article-tags">⟪举报/反馈⟫</div>
<div class="article-actions"><span>⟪点赞 5612⟫</span><span>评论 832</span><span>收藏</span><span>⟪分享⟫</span></div></div>
<div class="detail-feed"><div class="feed-title">⟪相关推荐⟫</div><div class="feed-card"><a class="title">⟪快递小哥考上研究生：白天送件晚上刷题⟫</a><span class="info">都市报 1.2万评论</span></div><div class="feed-card"><a class="title">⟪成人高考报名即将开始，这些变化要注意⟫</a><span class="info">教育频道</span></div></div></div>
<div class="right-sidebar"><div class="hot-board"><div class="title">⟪头条热榜⟫</div><ol><li>⟪多地出台育儿补贴新政⟫</li><li>暑期档电影票房破百亿</li></ol></div></div></div></div></body></html>"""
    return whole(
        "z2-toutiao-mirror",
        _Z,
        "zh-toutiao",
        "zh",
        "https://www.toutiao.example/article/7395512318842110499/",
        page,
    )


@_case
def xinhua_wire() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>我国首条跨海高铁桥梁主体完工-新华网</title></head>
<body><div class="header"><div class="logo">新华网</div><div class="nav"><a>⟪时政⟫</a><a>国际</a><a>财经</a><a>科技</a><a>体育</a></div></div>
<div class="main clearfix"><div class="header-cont"><div class="head-line"><h1><span class="title">我国首条跨海高铁桥梁主体完工</span></h1><div class="header-time"><span class="day">2024-03-05</span> <span class="time">15:12:40</span></div><div class="source">⟪来源：新华网⟫</div></div></div>
<div id="detail"><div id="detailContent">
<p>　　⟦新华社福州3月5日电（记者 郑思远）记者从建设单位获悉，我国首条跨海高铁桥梁——湄洲湾跨海大桥主体工程5日完工，为年内全线通车打下基础。⟧</p>
<p>　　⟦大桥全长14.7公里，其中跨海段约10公里。大桥所在海域风大浪急，每年六级以上大风天气超过三百天，施工难度大。⟧</p>
<p>　　⟦建设者研发了可在海上作业的大型架桥设备，把桥梁构件在岸上预制好，再运到海上整体吊装，减少了海上作业时间。⟧</p>
<p>　　⟦大桥建成后，沿线城市之间的最快通行时间将缩短至半小时以内。⟧</p>
</div>
<div id="articleEdit"><span class="tiyi1"><a>⟪【纠错】⟫</a></span><span class="editor">⟪【责任编辑:王静怡】⟫</span></div>
<div class="xhw-app">⟪下载新华社客户端，权威资讯随时看⟫</div>
<div class="related"><div class="title">⟪相关新闻⟫</div><ul><li><a>⟪沿海高铁建设取得新进展⟫</a></li><li><a>多座跨海大桥同步推进</a></li></ul></div></div></div>
<div class="foot">⟪Copyright © 2000-2024 XINHUANET.com All Rights Reserved.⟫</div></body></html>"""
    return whole(
        "z2-xinhua-wire",
        _Z,
        "zh-wire",
        "zh",
        "http://www.news.xinhua.example/2024-03/05/c_1130088213.htm",
        page,
    )


@_case
def paged_second_page() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>老工业区变身创意园区（2）--地方--人民在线</title></head>
<body><div class="w1000 top"><a>人民在线</a> <a>⟪地方频道⟫</a> <a>时政</a> <a>社会</a></div>
<div class="w1000 clearfix"><div class="col-1 fl"><h1>老工业区变身创意园区</h1><div class="box01"><div class="fl">2023年09月18日08:21 | 来源：<a>⟪北方工人报⟫</a></div></div>
<div class="box_con" id="rwb_zw">
<p>　　⟦改造并不是推倒重来。设计团队保留了厂区里的十二座老厂房、一座水塔和一段铁路专用线，把锈迹斑斑的行车梁刷上防锈漆，留作园区的“记忆点”。⟧</p>
<p>　　⟦原来的铸造车间改成了一座可以容纳八百人的剧场，屋顶的天窗保留了下来，白天演出时不用开灯。⟧</p>
<p>　　⟦园区运营方负责人说，目前已有一百四十多家企业入驻，大多是设计、动漫和文创公司，年轻人占了从业者的七成以上。⟧</p>
<p>　　⟦在厂里干了三十年的退休工人老孙，现在是园区的义务讲解员。“看着老厂房有了新用处，心里踏实。”⟧</p>
<div class="zdfy clearfix"><a href="/n1/2023/0918/c1004-40012345.html">⟪上一页⟫</a><a href="/n1/2023/0918/c1004-40012345.html">1</a><b>2</b><a href="/n1/2023/0918/c1004-40012345-3.html">3</a><a href="/n1/2023/0918/c1004-40012345-3.html">下一页</a></div>
<p class="edit">⟪(责编：孙宇、高峰)⟫</p>
</div>
<div class="share">⟪分享让更多人看到⟫</div>
<div class="box_news"><h2>⟪推荐阅读⟫</h2><ul><li><a>⟪老街区微改造让城市更有温度⟫</a></li><li><a>工业遗产保护利用的新探索</a></li></ul></div></div>
<div class="col-2 fr"><div class="hot"><h2>⟪热点推荐⟫</h2><ul><li><a>⟪多地推动老旧小区加装电梯⟫</a></li><li><a>城市更新如何留住烟火气</a></li></ul></div></div></div>
<div class="foot">⟪人民在线版权所有，未经书面授权禁止使用⟫</div></body></html>"""
    return whole(
        "z2-paged-second",
        _Z,
        "zh-multipage",
        "zh",
        "http://difang.renmin.example/n1/2023/0918/c1004-40012345-2.html",
        page,
    )


@_case
def finance_risk_box() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>储能板块午后拉升 多只个股涨停_财经频道_财富在线</title></head>
<body><div class="topbar"><a>财富在线首页</a><a>⟪行情中心⟫</a><a>数据中心</a><a>股吧</a><a>基金</a></div>
<div class="quote-bar"><span>⟪上证指数 3052.18 +0.86%⟫</span><span>深证成指 9621.33 +1.12%</span><span>创业板指 1883.50 +1.45%</span></div>
<div class="main"><div class="contentwrap"><div class="newsContent"><h1>储能板块午后拉升 多只个股涨停</h1>
<div class="tipbox"><div class="infos"><div class="item">2024年05月21日 14:38</div><div class="item">⟪来源：财富在线综合⟫</div><div class="item">作者：何清</div></div></div>
<div class="txtinfos" id="ContentBody">
<p>　　⟦5月21日午后，储能板块快速拉升，截至发稿，板块整体涨幅超过3%。其中，华储能源（300812）、晶盾科技（688215）涨停，南方电池（002931）涨逾8%。⟧</p>
<p>　　⟦消息面上，国家能源局日前发布通知，提出加快推动新型储能项目并网调度，业内人士认为这将提升储能项目的实际利用率。⟧</p>
<p>　　⟦某券商分析师表示，今年以来储能电池价格持续下降，项目经济性明显改善，下半年装机量有望继续保持较快增长。但他同时提醒，行业产能扩张较快，部分环节可能面临价格竞争。⟧</p>
<p>　　⟦资金方面，数据显示，板块今日主力资金净流入约12亿元。⟧</p>
<div class="stock-card"><span>⟪华储能源 300812⟫</span><span>26.84</span><span>+20.00%</span><a>[股吧]</a><a>[行情]</a></div>
<div class="riskTip"><p>⟪风险提示：本文所提到的观点仅代表个人的意见，所涉及标的不作推荐，据此买卖，风险自负。⟫</p></div>
</div>
<div class="disclaimer">⟪郑重声明：财富在线发布此信息的目的在于传播更多信息，与本站立场无关。财富在线不保证该信息（包括但不限于文字、视频、音频、数据及图表）全部或者部分内容的准确性、真实性、完整性、有效性、及时性、原创性等。⟫</div>
<div class="editor">⟪文章来源：财富在线　责任编辑：21⟫</div>
<div class="relnews"><div class="title">⟪相关阅读⟫</div><ul><li><a>⟪光伏板块震荡走弱 龙头股跌超3%⟫</a></li><li><a>北向资金午后加速流入</a></li></ul></div></div></div>
<div class="sidebar"><div class="box"><h3>⟪7x24小时快讯⟫</h3><ul><li>⟪14:30 央行开展逆回购操作⟫</li><li>14:22 港股恒生指数涨1.2%</li></ul></div></div></div>
<div class="footer">⟪财富在线 版权所有 违法和不良信息举报电话⟫</div></body></html>"""
    return whole(
        "z2-finance-risk",
        _Z,
        "zh-finance",
        "zh",
        "https://finance.caifu.example/a/202405213081224512.html",
        page,
    )


@_case
def zhihu_column() -> Case:
    page = f"""<!DOCTYPE html><html lang="zh"><head>{_META_UTF8}<title>为什么老房子的墙皮总是掉？说说墙面返潮那些事 - 知乎</title></head>
<body><div id="root"><div class="App"><header class="AppHeader"><a class="AppHeader-logo">知乎</a><nav class="AppHeader-Tabs"><a>⟪首页⟫</a><a>知学堂</a><a>等你来答</a></nav></header>
<main role="main" class="App-main"><div class="Post-content"><article class="Post-Main Post-NormalMain"><header class="Post-Header"><h1 class="Post-Title">为什么老房子的墙皮总是掉？说说墙面返潮那些事</h1><div class="Post-Author"><div class="AuthorInfo"><span class="UserLink AuthorInfo-name">装修老陈</span><div class="AuthorInfo-badgeText">⟪室内设计师，十五年装修经验⟫</div></div></div><div class="LabelContainer-wrapper"><span>⟪关注他⟫</span></div></header>
<div class="Post-RichTextContainer"><div class="RichText ztext Post-RichText css-1g0fqss">
<p data-pid="a1">⟦很多人问我，家里的墙刷了没两年，墙皮就一块一块往下掉，底下还发黑，到底是怎么回事。⟧</p>
<p data-pid="a2">⟦大部分情况下，问题不在漆，而在墙里的水。⟧</p>
<h2>⟦一、水从哪里来⟧</h2>
<p data-pid="a3">⟦老房子的墙面返潮，常见的原因有三个：地面的潮气顺着墙根往上走；外墙防水老化，雨水渗进来；室内外温差大，墙面结露。一楼和北面的房间最容易出问题。⟧</p>
<blockquote data-pid="a4">⟦判断方法很简单：如果发黑掉皮集中在墙根往上半米以内，多半是地面返潮；如果在窗户周围或者墙的上半部分，多半是外墙渗水。⟧</blockquote>
<h2>⟦二、怎么处理⟧</h2>
<p data-pid="a5">⟦先找到水的来源再动手。墙根返潮要把墙皮铲到露出砖面，做一层防潮处理，再重新找平刷漆；外墙渗水就得从外面修，只在里面刷防水涂料是治标不治本。⟧</p>
<p data-pid="a6">⟦最后提醒一句：墙面没干透就急着刷漆，过不了一个雨季还会再掉。⟧</p>
</div></div>
<div class="ContentItem-time">⟪编辑于 2024-03-05 10:21・IP 属地浙江⟫</div>
<div class="Post-topicsAndReviewer"><div class="TopicList"><a class="Tag">⟪装修⟫</a><a class="Tag">家装</a></div></div>
<div class="RichContent-actions"><button class="VoteButton">⟪赞同 1.2 万⟫</button><button>​328 条评论</button><button>⟪喜欢⟫</button><button>收藏</button></div></article>
<div class="Comments-container"><div class="CommentListV2"><div class="CommentItemV2"><span class="UserLink">一只橘猫</span><div class="CommentContent">⟪我家就是墙根那一圈掉，原来是地面返潮，学到了。⟫</div></div></div></div>
<div class="Recommendations-Main"><h3>⟪推荐阅读⟫</h3><a class="PostItem-title">⟪卫生间防水到底要刷多高？⟫</a><a class="PostItem-title">老房翻新预算怎么做</a></div></div></main></div></div></body></html>"""
    return whole(
        "z2-zhihu-column",
        _Z,
        "zh-column",
        "zh",
        "https://zhuanlan.zhihu.example/p/685512334",
        page,
    )


@_case
def sohu_hao() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>县城里的第一家独立书店，开了十年_阅读_老板_书籍</title></head>
<body><div class="header"><a class="logo">搜狐</a><div class="nav"><a>⟪新闻⟫</a><a>体育</a><a>汽车</a><a>房产</a><a>旅游</a></div></div>
<div class="article-page"><div class="left main"><div class="text"><div class="text-title"><h1>县城里的第一家独立书店，开了十年</h1><div class="article-info"><span class="time">2024-01-12 19:03</span><span data-role="original-link">⟪发布于：江西省⟫</span></div></div>
<article class="article" id="mp-editor">
<p>⟦在赣南一个人口不到二十万的县城里，有一家开了十年的独立书店。书店不大，两层加起来一百多平方米，却常常坐满了人。⟧</p>
<p>⟦店主小叶是本地人，大学毕业后在广州工作了几年，二〇一四年回到家乡，用全部积蓄开了这家书店。“那时候县城里只有新华书店和几家卖教辅的小店，我想开一个能让人坐下来看书的地方。”⟧</p>
<p>⟦书店的前三年一直亏钱。后来小叶在二楼开了咖啡角，又每个月办一次读书会和手工课，才慢慢有了回头客。⟧</p>
<p>⟦现在，书店每年能卖出一万多本书，读书会的微信群也有了四百多人。小叶说，最让她高兴的，是看到当年来店里写作业的初中生，如今放假回来也会带着大学同学来坐坐。⟧</p>
<p><a href="https://www.sohu.example/?strategyid=00001" target="_blank" title="点击进入搜狐首页" id="backsohucom">⟪返回搜狐，查看更多⟫</a></p>
<p data-role="editor-name">⟪责任编辑：⟫<span></span></p>
</article>
<div class="statement">⟪平台声明：该文观点仅代表作者本人，搜狐号系信息发布平台，搜狐仅提供信息存储空间服务。⟫</div>
<div class="article-tags">阅读 (2.3万)</div></div>
<div class="more-article"><h3>⟪作者最新文章⟫</h3><ul><li><a>⟪小城的夜市，比你想的更热闹⟫</a></li><li><a>回乡创业的第五年</a></li></ul></div>
<div class="god-article-bottom"><h3>⟪推荐阅读⟫</h3><div class="news-list"><a>⟪全国首批“最美书店”名单公布⟫</a><a>实体书店的新活法</a></div></div></div>
<div class="right sidebar"><div class="user-info"><div class="user-name">赣南小城记</div><div class="user-desc">⟪记录县城里的普通人⟫</div></div></div></div></body></html>"""
    return whole(
        "z2-sohu-hao",
        _Z,
        "zh-selfmedia",
        "zh",
        "https://www.sohu.example/a/751882341_121124381",
        page,
    )


@_case
def netease_hao() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>退休教师办起乡村少儿合唱团，孩子们唱进了省城音乐厅|合唱团|音乐_网易订阅</title></head>
<body><div class="N-nav-channel"><a>网易首页</a><a>⟪新闻⟫</a><a>体育</a><a>娱乐</a><a>财经</a></div>
<div class="container"><div class="post_main"><h1 class="post_title">退休教师办起乡村少儿合唱团，孩子们唱进了省城音乐厅</h1>
<div class="post_info">2024-10-15 07:55:12　来源: <a>山乡晚报</a><img src="/ip.png">⟪湖南⟫</div>
<div class="post_body" id="content">
<p class="f_center"><img src="https://nimg.ws.126.example/?url=choir.jpg"><br>合唱团的孩子们在排练</p>
<p>⟦从镇中学退休后，音乐老师刘玉兰没闲下来。五年前，她在村里的旧小学教室里办起了一个少儿合唱团，团员都是附近几个村的留守儿童。⟧</p>
<p>⟦一开始只有八个孩子，很多人连简谱都不认识。刘玉兰从发声练起，每周六下午带着孩子们练两个小时，教室里没有钢琴，她就用一台旧电子琴伴奏。⟧</p>
<p>⟦如今合唱团已经有四十二名成员。上个月，孩子们第一次走进省城的音乐厅，在一场少儿合唱展演中唱了三首家乡民歌。⟧</p>
<p>⟦“有个孩子演出完跟我说，原来我们村的歌也可以在这么大的舞台上唱。”刘玉兰说，这句话让她高兴了好几天。⟧</p>
<p class="f_source">⟪本文来自网易号“山乡晚报”，作者：周敏⟫</p>
</div>
<div class="post_statement">⟪特别声明：以上内容(如有图片或视频亦包括在内)为自媒体平台“网易号”用户上传并发布，本平台仅提供信息存储服务。⟫<p>Notice: The content above (including the pictures and videos if any) is uploaded and posted by a user of NetEase Hao, which is a social media platform and only provides information storage services.</p></div>
<div class="post_tie"><a>⟪跟贴 126⟫</a><a>参与 3581</a></div>
<div class="post_recommends"><h3>⟪相关推荐⟫</h3><ul><li><a>⟪乡村学校来了支教老师⟫</a></li><li><a>山区孩子的第一堂美术课</a></li></ul></div></div>
<div class="post_side"><div class="side_hot"><h3>⟪热点新闻⟫</h3><ul><li><a>⟪秋粮收获进度过半⟫</a></li><li><a>多地迎来降温降雨</a></li></ul></div></div></div>
<div class="N-nav-bottom">⟪网易公司版权所有 ©1997-2024⟫</div></body></html>"""
    return whole(
        "z2-netease-hao",
        _Z,
        "zh-selfmedia",
        "zh",
        "https://www.163.example/dy/article/JE8K2QPL0534A7XY.html",
        page,
    )


@_case
def university_news() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>我校学子在全国大学生节能减排竞赛中获一等奖-东岭理工大学新闻网</title></head>
<body><div class="head"><div class="logo"><img src="/images/logo.png" alt="东岭理工大学新闻网"></div><div class="menu"><a>首页</a><a>⟪学校要闻⟫</a><a>综合新闻</a><a>媒体理工</a><a>校园文化</a></div></div>
<div class="main"><div class="left-nav"><h3>⟪综合新闻⟫</h3><ul><li><a>学校要闻</a></li><li><a>⟪学术动态⟫</a></li></ul></div>
<div class="right-content"><div class="position">⟪当前位置：首页 &gt;&gt; 综合新闻 &gt;&gt; 正文⟫</div>
<form name="_newscontent_fromname"><div class="art-title"><h1>我校学子在全国大学生节能减排竞赛中获一等奖</h1></div>
<div class="art-info">发布日期：2024-08-26　⟪作者：能源学院　点击：[<script>_showDynClicks("wbnews", 1882317, 24156)</script>]⟫</div>
<div id="vsb_content"><div class="v_news_content">
<p style="text-indent: 2em;">⟦8月22日至24日，第十七届全国大学生节能减排社会实践与科技竞赛决赛举行。我校能源学院学生团队的作品“基于相变材料的农村炕体余热回收装置”获得全国一等奖。⟧</p>
<p style="text-indent: 2em;">⟦该作品针对北方农村火炕热量利用率低的问题，在炕体内加装相变储热模块，把夜间多余的热量储存起来，白天缓慢释放。经实测，可使农户冬季取暖用煤量减少约百分之二十。⟧</p>
<p style="text-indent: 2em;">⟦团队由五名本科生组成，指导教师为能源学院副教授孙立。为了采集数据，学生们寒假期间在学校对口帮扶村住了二十多天，走访了六十多户农户。⟧</p>
<p style="text-indent: 2em;">⟦本届竞赛共有来自全国五百余所高校的六千余件作品参赛。⟧</p>
<p style="text-align: right;">⟪（撰稿：王琪　摄影：李想　审核：赵文博）⟫</p>
</div></div>
<div id="div_vote_id"></div></form>
<div class="prevnext"><p>⟪上一条：我校召开2024年暑期工作会议⟫</p><p>下一条：图书馆暑期开放时间调整通知</p></div>
<div class="print">【<a>⟪打印此页⟫</a>】【<a>关闭窗口</a>】</div></div></div>
<div class="foot">⟪版权所有 © 东岭理工大学党委宣传部　地址：东岭市学府路1号⟫</div></body></html>"""
    return whole(
        "z2-university-news",
        _Z,
        "zh-university",
        "zh",
        "https://news.dongling.example/info/1012/88123.htm",
        page,
    )


@_case
def flash_feed_page() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>国家统计局：10月份社会消费品零售总额同比增长4.8% - 快讯 - 金融界面</title></head>
<body><div class="header"><a class="logo">金融界面</a><ul class="nav"><li>首页</li><li>⟪快讯⟫</li><li>股票</li><li>宏观</li></ul></div>
<div class="wrap"><div class="flash-detail"><div class="flash-time">2024-11-15 10:00:12</div><h1 class="flash-title">国家统计局：10月份社会消费品零售总额同比增长4.8%</h1>
<div class="flash-content"><p>⟦【国家统计局：10月份社会消费品零售总额同比增长4.8%】金融界面11月15日电，国家统计局数据显示，10月份社会消费品零售总额45396亿元，同比增长4.8%，增速比上月加快1.6个百分点。⟧</p></div>
<div class="flash-tags"><span>⟪相关标签：⟫</span><a>消费</a><a>统计局</a></div>
<div class="flash-share">⟪分享到：⟫<a>微信</a><a>微博</a></div></div>
<div class="flash-list"><h3>⟪最新快讯⟫</h3>
<div class="flash-item"><span class="t">10:00</span><p>⟪【国家统计局：10月份规模以上工业增加值同比增长5.3%】金融界面11月15日电，国家统计局数据显示，10月份规模以上工业增加值同比增长5.3%。⟫</p></div>
<div class="flash-item"><span class="t">09:52</span><p>⟪【沪深两市开盘涨跌不一】上证指数高开0.12%，深证成指低开0.08%，创业板指低开0.21%。⟫</p></div>
<div class="flash-item"><span class="t">09:31</span><p>⟪【人民币中间价报7.1992】较上一交易日调贬45个基点。⟫</p></div>
<div class="flash-item"><span class="t">09:15</span><p>央行今日开展2000亿元7天期逆回购操作，操作利率为1.50%。</p></div></div></div>
<div class="footer">⟪金融界面 版权所有 未经许可不得转载⟫</div></body></html>"""
    return whole(
        "z2-flash-feed",
        _Z,
        "zh-flash",
        "zh",
        "https://www.jinrongjm.example/flash/20241115/1188231.html",
        page,
    )
