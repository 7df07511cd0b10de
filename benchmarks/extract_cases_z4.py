"""Hand-written extraction cases, batch Z4 (session 21, HELD OUT): Chinese pages nobody tuned for.

Written whole (``extract_case_whole``) by session 21's writer, who wrote none of batches
Z, Z2 and Z3, and committed with its "before" figures (main ``0fc6fe2``) before any
extraction change of the session; it is scored only to report changes, never read page
by page to make one. Z drew portal articles, paged pieces, galleries, video pages and
WeChat mirrors; Z2 an 编者按, a county 融媒体 page, Toutiao, 知乎, 新华社, a finance page,
搜狐号, 网易号, a university page, a 快讯 and government pages; Z3 澎湃, a finance column,
百家号, 凤凰网's 图集, a Singapore daily, a 短视频 transcript, a 留言板, a 图文直播, 中新网,
a 理论 article, a 36氪-style page and 微博. Z4 draws what none of them did: a 新闻联播
文字版 page, a 虎嗅-style column with its 题图 credit and 授权 note, a 东方财富-style story
with 股吧 links and its 郑重声明, a 观察者网-style exclusive with comments, an 环球网 story
with its 特约记者 opening, a 腾讯新闻 creator page with 举报 and 免责声明, a government
政策解读 with its 附件 list, a hospital's 停诊 notice with a timetable, a 中央社-style Taiwan
wire story ending in its editor code, a 新浪财经-style page with its app prompts, a 科普
article with 出品 / 审核 lines and 参考文献, and a city TV station's 民生 story with its
记者 / 摄像 / 编辑 line (this module); and the same kinds of page in hard bytes and labels
(``extract_cases_z4_enc``).

Judgment calls (batches Z's, Z2's and Z3's, ``extract_cases_z``, ``extract_cases_z2``,
``extract_cases_z3``, where they overlap, and these):

- a 新闻联播 文字版's opening "央视网消息（新闻联播）：" is part of its first paragraph; the
  video player, its 时长 and 更多视频 list are furniture;
- "题图来自：…" (a cover credit) and "本文由…授权虎嗅发布" / "本内容为作者独立观点，不代表…
  立场" are furniture, as Z3's 封面来源 and platform notes;
- a 股吧 link ("进入股吧>>", "XX吧") and a 相关股票 widget are furniture; stock names and
  codes inside a sentence are body (Z2); "（文章来源：…）" and 郑重声明 are furniture;
- "本文系观察者网独家稿件，未经授权，不得转载" is furniture; a 【文/观察者网 …】 author line
  on its own line is left open, as Z3's 记者 line; comments are furniture;
- an opening "【环球网报道 …特约记者 …】" is part of its first paragraph (as a 电头);
- a creator page's 举报, 关注, 免责声明 and "本文为XX原创" lines are furniture;
- a 政策解读's sections and their numbered headings are body; its 附件 list, 相关文件 link,
  【字体：大 中 小】 and 【打印】 are furniture (Z2);
- a hospital notice's text and timetable of clinics are body where the timetable is a
  list of sentences; the hospital's name and date at the foot are body (a notice's
  signature, Z's rule);
- a Taiwan wire story's opening "（中央社記者…台北X日電）" is part of its first paragraph;
  its closing "（編輯：…）1130512" line is furniture, as an 编辑 line;
- a 新浪财经 page's "海量资讯、精准解读，尽在新浪财经APP" and its 责任编辑 line are
  furniture;
- a 科普 article's 出品 / 作者 / 监制 / 审核 header lines are furniture (as 编辑 / 审核 lines);
  its 参考文献 are body, as Z3's 注释;
- a TV station's "记者：… 摄像：… 编辑：…" line is furniture (it is an 编辑 line).
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z4"]

_Z = "z4"
BATCH_Z4: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z4.append(fn)
    return fn


@_case
def lianbo_text_version() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="keywords" content="新闻联播,秋粮,收获">
<title>[视频]各地秋粮收获进度过半 机收率超九成_新闻频道_央视网(cctv.com)</title>
<link rel="stylesheet" href="//r.img.cctvpic.example/photoAlbum/templet/common/style.css">
<script type="text/javascript">var guid="VIDE3kq1a9";var commentTitle="各地秋粮收获进度过半";var itemid1="ARTIpQ2uVn";</script>
<script src="//js.player.cntv.example/creator/vodplayer.js"></script>
</head>
<body>
<div class="header_nav"><a href="//www.cctv.example/">央视网</a> <a href="//news.cctv.example/">新闻</a> <a href="//tv.cctv.example/">电视</a> <a href="//sports.cctv.example/">体育</a> <a href="//www.cctv.example/download/">⟪下载央视新闻客户端⟫</a></div>
<div class="column_wrapper">
<div class="playingVideo"><div id="myFlash"></div><div class="video_time">⟪时长：00:02:41⟫</div></div>
<div class="cnt_bd">
<h1>[视频]各地秋粮收获进度过半 机收率超九成</h1>
<div class="function"><span class="info">央视网 <i>2024年10月12日 19:41</i></span> <span class="share">⟪分享到：⟫</span></div>
<p>⟦央视网消息（新闻联播）：眼下，各地秋粮收获进入高峰期。农业农村部农情调度显示，截至目前，全国秋粮已收获过半，机收率超过九成。⟧</p>
<p>⟦在黑龙江，一千多万亩水稻陆续开镰，大型收割机在田间来回作业，收获、脱粒、装车一气呵成。当地农机部门组织跨区作业队伍，保障农户抢时收获。⟧</p>
<p>⟦在河南，玉米收获接近尾声，冬小麦播种同步展开。农技人员深入田间地头，指导农户适墒播种、科学施肥。⟧</p>
<p>⟦在四川，农户抓住晴好天气抢收晾晒，各地烘干中心开足马力，日烘干能力比去年提高了两成。⟧</p>
<div class="zebian"><p>⟪编辑：王思远 责编：刘子涵⟫</p></div>
</div>
<div class="morevideo"><h3>更多视频</h3><ul><li><a href="//news.cctv.example/2024/10/12/VIDE1.shtml">⟪[视频]国内首条跨海高铁通过初验⟫</a></li><li><a href="//news.cctv.example/2024/10/12/VIDE2.shtml">⟪[视频]全国铁路国庆运输收官⟫</a></li></ul></div>
</div>
<div class="footer"><p>⟪本网站所刊载信息，不代表央视网观点。刊用本网站稿件，务经书面授权。⟫</p><p>京ICP证060535号</p></div>
</body>
</html>
"""
    return whole(
        "z4-lianbo-text-version",
        _Z,
        "lianbo-text-version",
        "zh",
        "https://news.cctv.example/2024/10/12/ARTIpQ2uVn.shtml",
        doc,
    )


@_case
def huxiu_titu_shouquan() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>县城的奶茶店，为什么越开越多？-虎啸网</title>
<meta name="description" content="县城奶茶店的账本。">
<link rel="stylesheet" href="https://static.huxiao.example/www/css/article.8a1c.css">
<script>window.__INITIAL_STATE__={"article":{"aid":"3120981","title":"县城的奶茶店，为什么越开越多？"}};</script>
</head>
<body>
<div class="header-wrap"><a class="logo" href="/">虎啸网</a><ul class="nav"><li><a href="/channel/103.html">前沿科技</a></li><li><a href="/channel/104.html">商业消费</a></li><li><a href="/channel/106.html">社会文化</a></li></ul><a class="app-down" href="/app">⟪下载虎啸APP，阅读更多深度好文⟫</a></div>
<div class="article-wrap">
<h1 class="article__title">县城的奶茶店，为什么越开越多？</h1>
<div class="article__author-info"><a class="author-name" href="/member/88231.html">零售观察社</a> <span class="article__time">2024-06-18 08:02</span> <span class="follow-btn">⟪关注⟫</span></div>
<div class="article__content">
<p class="title-pic">⟪题图来自：视觉中国⟫</p>
<p>⟦在一个常住人口不到三十万的县城，一条不足五百米的街上开着十一家奶茶店。这不是个例，而是过去三年许多县城的共同景象。⟧</p>
<p>⟦加盟品牌把目光投向县城，原因并不复杂：一线城市门店趋于饱和，县城房租只有城市的四分之一，而年轻人的消费习惯已经和城里没有太大差别。⟧</p>
<h3>⟦一、一杯奶茶的账本⟧</h3>
<p>⟦以一家二十平方米的门店为例，月租金约三千元，两名店员工资合计六千元左右。按客单价十二元计算，每天要卖出一百五十杯才能保本。⟧</p>
<p>⟦旺季时这并不难，但到了冬天和开学季，不少门店日销量跌到八十杯以下，亏损就成了常态。⟧</p>
<h3>⟦二、谁在赚钱⟧</h3>
<p>⟦真正稳定赚钱的，往往是品牌方和供应链。加盟费、设备费和原料差价构成了品牌的主要收入，门店的盈亏反倒没有那么重要。⟧</p>
<p class="statement">⟪本文来自微信公众号：零售观察社，作者：周小舟，本文由零售观察社授权虎啸网发布。⟫</p>
<p class="statement2">⟪本内容为作者独立观点，不代表虎啸立场。未经允许不得转载，授权事宜请联系 hezuo@huxiao.example⟫</p>
</div>
<div class="article__bottom"><span>⟪正在改变与想要改变世界的人，都在虎啸APP⟫</span><span class="zan">⟪赞 128⟫</span></div>
</div>
<div class="related-article"><h3>相关推荐</h3><ul><li><a href="/article/3119.html">⟪咖啡下沉：九块九之后还剩什么⟫</a></li><li><a href="/article/3117.html">⟪县城商业的三个新变化⟫</a></li></ul></div>
<div class="footer">⟪Copyright © 虎啸网 京ICP备00000000号⟫</div>
</body>
</html>
"""
    return whole(
        "z4-huxiu-titu-shouquan",
        _Z,
        "huxiu-titu-shouquan",
        "zh",
        "https://www.huxiao.example/article/3120981.html",
        doc,
    )


@_case
def eastmoney_guba_links() -> Case:
    doc = """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=gbk" />
<title>光伏组件价格连续三周企稳 龙头企业排产回升_东方财讯网</title>
<meta name="keywords" content="光伏,组件,排产" />
<link href="//gbfek.dfcfw.example/news/css/newsdetail.css" rel="stylesheet" type="text/css" />
<script type="text/javascript">var articleCode="202405213081234567";var stockList="601012,688223";</script>
</head>
<body>
<div class="topnav"><a href="/">东方财讯</a> | <a href="/stock/">股票</a> | <a href="/fund/">基金</a> | <a href="/guba/">股吧</a> | <a href="/data/">数据中心</a></div>
<div class="mainFrame">
<div class="main_left">
<div class="newsContent">
<h1>光伏组件价格连续三周企稳 龙头企业排产回升</h1>
<div class="infos"><div class="item">2024年05月21日 14:26</div><div class="item">来源：证券时报网</div></div>
<div class="txtinfos" id="ContentBody">
<p>⟦近期光伏产业链价格出现企稳迹象。据行业机构统计，主流型号组件报价已连续三周维持在每瓦0.85元左右，硅料价格跌幅也明显收窄。⟧</p>
<p>⟦多家龙头企业5月排产环比回升。业内人士表示，隆基绿能（601012）、晶科能源（688223）等企业的开工率较4月提高五到十个百分点，海外订单是主要支撑。⟧</p>
<div class="guba-link"><a href="/guba/list,601012.html">⟪隆基绿能吧⟫</a> <a href="/guba/list,688223.html">⟪晶科能源吧⟫</a> <a href="/guba/">⟪进入股吧&gt;&gt;⟫</a></div>
<p>⟦不过，分析人士也提醒，行业产能过剩的局面尚未根本改变，价格能否持续企稳还要看下半年国内装机需求。东方财讯Choice数据显示，今年前四个月国内新增光伏装机同比增长约两成。⟧</p>
<p>⟦有券商研报认为，随着落后产能逐步出清，行业盈利有望在明年迎来修复。⟧</p>
<p class="em_media">⟪（文章来源：证券时报网）⟫</p>
</div>
<div class="related-stock"><h4>⟪相关股票⟫</h4><table><tr><td>隆基绿能</td><td>18.52</td><td>+1.26%</td></tr><tr><td>晶科能源</td><td>8.91</td><td>-0.45%</td></tr></table></div>
<div class="b-review">⟪郑重声明：东方财讯发布此信息的目的在于传播更多信息，与本站立场无关。东方财讯不保证该信息的准确性、及时性或完整性。据此操作，风险自担。⟫</div>
<div class="zeren">⟪责任编辑：136⟫</div>
</div>
</div>
<div class="main_right"><div class="hotnews"><h3>热门资讯</h3><ul><li><a href="/a/1.html">⟪央行开展逆回购操作⟫</a></li><li><a href="/a/2.html">⟪北向资金午后加速流入⟫</a></li></ul></div></div>
</div>
<div class="footer">⟪郑重声明：用户在财富号/股吧/博客等社区发表的所有信息仅代表作者个人观点，与本网站立场无关。⟫</div>
</body>
</html>
"""
    return whole(
        "z4-eastmoney-guba-links",
        _Z,
        "eastmoney-guba-links",
        "zh",
        "https://finance.dfcaixun.example/a/202405213081234567.html",
        doc,
        encoding="gbk",
    )


@_case
def guancha_exclusive_comments() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>欧洲车企加速在华研发：“在中国，为全球” - 观察者视界</title>
<meta name="Description" content="多家欧洲车企扩大在华研发中心规模。">
<link rel="stylesheet" href="/css/content.css?v=20240301">
<script src="/js/jquery.min.js"></script>
</head>
<body>
<div class="header"><a href="/" class="logo">观察者视界</a><ul class="nav"><li><a href="/internation/">国际</a></li><li><a href="/economy/">财经</a></li><li><a href="/industry/">产经</a></li><li><a href="/military/">军事</a></li></ul></div>
<div class="main">
<div class="content">
<h3>欧洲车企加速在华研发：“在中国，为全球”</h3>
<div class="time">2024-04-25 17:32:11 字号：<a>A-</a><a>A</a><a>A+</a> 来源：观察者视界</div>
<div class="all-txt">
<p>【文/观察者视界 李明轩】</p>
<p>⟦近一个月内，三家欧洲汽车制造商相继宣布扩大在华研发中心规模。其中一家德国车企表示，将把在华研发人员从三千人增加到四千五百人，负责面向全球市场的电动平台开发。⟧</p>
<p>⟦“过去我们把在欧洲开发好的车型拿到中国来改，现在反过来了。”一位欧洲车企在华研发负责人对记者说，“中国团队的开发周期比总部短三分之一。”⟧</p>
<p>⟦业内人士分析，中国完善的电池、电子供应链和大量软件工程师，是吸引外资车企把研发放在中国的主要原因。⟧</p>
<p>⟦不过，也有欧洲媒体担心核心技术外流。对此，上述负责人表示，研发合作是双向的，“在中国，为全球”将成为行业常态。⟧</p>
<p class="original">⟪本文系观察者视界独家稿件，未经授权，不得转载。⟫</p>
</div>
<div class="editor">⟪责任编辑：张晓 ⟫</div>
<div class="share-tool">⟪分享到：微信 微博 QQ空间⟫</div>
</div>
<div class="comment-list"><h4>⟪最热评论⟫</h4>
<div class="cmt"><span class="user">江南布衣</span><p>⟪以前是市场换技术，现在是技术换市场，时代变了。⟫</p><span class="zan">赞 356</span></div>
<div class="cmt"><span class="user">老钱说车</span><p>⟪研发放中国，利润回欧洲，本地能留下多少还要看。⟫</p><span class="zan">赞 112</span></div>
</div>
<div class="hot-news"><h4>热门文章</h4><ul><li><a href="/a/1">⟪这个国家突然宣布降息⟫</a></li><li><a href="/a/2">⟪国产大飞机再获新订单⟫</a></li></ul></div>
</div>
<div class="footer">⟪Copyright © 2024 观察者视界 All rights reserved.⟫</div>
</body>
</html>
"""
    return whole(
        "z4-guancha-exclusive",
        _Z,
        "guancha-exclusive-comments",
        "zh",
        "https://www.guanchashijie.example/economy/2024_04_25_733812.shtml",
        doc,
    )


@_case
def huanqiu_special_correspondent() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>德国多地铁路工人罢工 数百万乘客出行受阻_环球视野网</title>
<link rel="stylesheet" href="//static.huanqiu-sy.example/css/article.css">
<script type="text/javascript">var __ARTICLE__={"aid":"4HkZt6ab","source":"环球时讯"};</script>
</head>
<body>
<div class="nav-top"><a href="/">环球视野网</a> <a href="//world.huanqiu-sy.example/">国际</a> <a href="//china.huanqiu-sy.example/">国内</a> <a href="//mil.huanqiu-sy.example/">军事</a> <a href="//finance.huanqiu-sy.example/">财经</a> <a href="//opinion.huanqiu-sy.example/">评论</a></div>
<div class="container">
<div class="l-con">
<div class="t-container"><h1>德国多地铁路工人罢工 数百万乘客出行受阻</h1><div class="metas-box"><span class="time">2024-03-07 10:45</span> <span class="source">来源：环球时讯</span></div></div>
<div class="l-con-main">
<article>
<section data-type="rtext">
<p>⟦【环球视野网报道 环球时讯驻德国特约记者 青木】德国火车司机工会7日凌晨起发起为期35小时的罢工，这是今年以来第五次铁路罢工。德国铁路公司表示，长途列车只能维持约两成的正常运营。⟧</p>
<p>⟦据德国媒体报道，柏林、法兰克福、慕尼黑等地火车站站台冷清，不少乘客改乘长途大巴或拼车出行。一些企业允许员工居家办公以应对罢工。⟧</p>
<p>⟦工会要求在不降低工资的前提下，将倒班工人每周工作时间从38小时缩短至35小时。德铁方面称这一要求“无法实现”，双方谈判已经中断。⟧</p>
<div class="ad-box"><span>⟪广告⟫</span></div>
<p>⟦德国经济研究机构估计，每天的铁路罢工将给德国经济造成约一亿欧元的损失。有分析人士指出，频繁罢工也在加剧德国社会对公共服务的不满。⟧</p>
</section>
</article>
<div class="editorName">⟪责编：刘宇航⟫</div>
<div class="share">⟪分享到：微信 新浪微博 QQ空间⟫</div>
</div>
<div class="recommend"><h3>⟪推荐阅读⟫</h3><ul><li><a href="/article/1">⟪法国议会通过新移民法案⟫</a></li><li><a href="/article/2">⟪日本央行结束负利率政策⟫</a></li></ul></div>
</div>
</div>
<div class="footer">⟪环球视野网版权所有，未经授权不得转载。⟫</div>
</body>
</html>
"""
    return whole(
        "z4-huanqiu-correspondent",
        _Z,
        "huanqiu-special-correspondent",
        "zh",
        "https://world.huanqiu-sy.example/article/4HkZt6ab",
        doc,
    )


@_case
def tencent_creator_jubao() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>退休后回老家种菜的第三年，我想明白了几件事_腾讯新闻</title>
<meta name="keywords" content="退休,乡村,生活">
<link rel="stylesheet" href="https://mat1.gtimg.example/qqcdn/news/css/article.css">
<script>window.DATA={"article_id":"20240602A04XYZ00","media":"晚晴时光","title":"退休后回老家种菜的第三年，我想明白了几件事"};</script>
</head>
<body>
<div id="TopNav"><a href="//news.qq.example/">腾讯新闻</a> <a href="//news.qq.example/ch/politics/">要闻</a> <a href="//news.qq.example/ch/society/">社会</a> <a href="//news.qq.example/ch/life/">生活</a> <a href="//news.qq.example/download">⟪下载腾讯新闻APP⟫</a></div>
<div class="LEFT">
<h1>退休后回老家种菜的第三年，我想明白了几件事</h1>
<div class="media-info"><a class="author" href="/omn/author/8123">晚晴时光</a> <span class="time">2024-06-02 09:15</span> <span class="ip">发布于：湖南省</span> <span class="follow">⟪+关注⟫</span></div>
<div class="content-article">
<p class="one-p">⟦三年前退休，我和老伴把城里的房子租出去，回到湘西老家的村子里住。亲戚朋友都说我们想不开，放着城里的医院和菜市场不要，回来吃苦。⟧</p>
<p class="one-p">⟦第一年确实不容易。老屋漏雨，井水要烧开才能喝，菜种下去一半被虫吃了。老伴腰不好，挑一担水要歇三回。⟧</p>
<p class="one-p"><img src="//inews.gtimg.example/newsapp_bt/0/123/640.jpg"></p>
<p class="one-p">⟦第二年我们请村里的师傅把屋顶翻修了，又在院子里装了自来水。邻居家的婶子教我用草木灰治虫，那一年的辣椒吃到了冬天。⟧</p>
<p class="one-p">⟦到了第三年，我想明白了几件事：日子过得好不好，不在城里还是乡下，而在于身边有没有说话的人、手上有没有做的事。⟧</p>
<p class="one-p">⟪本文为晚晴时光原创，未经授权禁止转载。⟫</p>
</div>
<div class="report-wrap"><a class="report" href="//news.qq.example/report">⟪举报⟫</a></div>
<div class="disclaimer">⟪免责声明：本内容来自腾讯平台创作者，不代表腾讯新闻或腾讯网的观点和立场。⟫</div>
</div>
<div class="RIGHT"><div class="hot-rank"><h3>热点精选</h3><ol><li><a href="/a/1">⟪多地发布高温预警⟫</a></li><li><a href="/a/2">⟪高考志愿填报有这些新变化⟫</a></li></ol></div></div>
<div class="foot">⟪Copyright © 1998 - 2024 Tencent. All Rights Reserved.⟫</div>
</body>
</html>
"""
    return whole(
        "z4-tencent-creator-jubao",
        _Z,
        "tencent-creator-jubao",
        "zh",
        "https://new.qq.example/rain/a/20240602A04XYZ00",
        doc,
    )


@_case
def gov_policy_jiedu_attachments() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="SiteName" content="临江市人民政府">
<meta name="ColumnName" content="政策解读">
<meta name="ArticleTitle" content="《临江市既有住宅加装电梯补助办法》政策解读">
<title>《临江市既有住宅加装电梯补助办法》政策解读_政策解读_临江市人民政府</title>
<link href="/images/zfwz.css" rel="stylesheet" type="text/css">
<script src="/js/jquery-1.8.3.min.js"></script>
</head>
<body>
<div class="top"><div class="logo">临江市人民政府</div><div class="wza"><a href="#">⟪无障碍浏览⟫</a> <a href="#">长者模式</a></div></div>
<div class="nav"><a href="/">首页</a> <a href="/zwgk/">政务公开</a> <a href="/zwfw/">政务服务</a> <a href="/hdjl/">互动交流</a> <a href="/zjlj/">走进临江</a></div>
<div class="position">当前位置：<a href="/">首页</a> &gt; <a href="/zwgk/">政务公开</a> &gt; <a href="/zwgk/zcjd/">政策解读</a></div>
<div class="article">
<h1>《临江市既有住宅加装电梯补助办法》政策解读</h1>
<div class="info">发布时间：2024-05-06 来源：市住房和城乡建设局 ⟪【字体：大 中 小】⟫ ⟪【打印】⟫</div>
<div class="TRS_Editor">
<p>⟦近日，市政府办公室印发《临江市既有住宅加装电梯补助办法》（以下简称《办法》）。现就有关内容解读如下：⟧</p>
<p><strong>⟦一、出台背景⟧</strong></p>
<p>⟦我市建成于2000年以前、四层及以上且未设电梯的住宅约有一千二百栋，居住着大量老年人。群众对加装电梯的呼声较高，但费用分摊和审批流程是主要难点。⟧</p>
<p><strong>⟦二、补助标准⟧</strong></p>
<p>⟦每部电梯按实际投资的百分之四十给予补助，最高不超过二十万元；同一单元有特困、低保家庭的，再增加两万元。⟧</p>
<p><strong>⟦三、申请流程⟧</strong></p>
<p>⟦加装电梯须经本单元房屋专有部分面积占比三分之二以上且人数占比三分之二以上的业主同意。业主可通过“临江办事”小程序一次提交申请材料，住建部门在十五个工作日内完成联合审查。⟧</p>
<p><strong>⟦四、施行时间⟧</strong></p>
<p>⟦《办法》自2024年6月1日起施行，有效期五年。⟧</p>
</div>
<div class="fujian"><p>⟪附件：1.临江市既有住宅加装电梯补助申请表.docx⟫</p><p>⟪2.加装电梯业主意见征询表.docx⟫</p></div>
<div class="xgwj">⟪相关文件：临江市人民政府办公室关于印发《临江市既有住宅加装电梯补助办法》的通知⟫</div>
<div class="close"><a href="javascript:window.close()">⟪【关闭窗口】⟫</a></div>
</div>
<div class="footer"><p>⟪主办：临江市人民政府办公室 承办：临江市大数据中心⟫</p><p>网站标识码：0000000001 备案号：X ICP备00000000号</p></div>
</body>
</html>
"""
    return whole(
        "z4-gov-jiedu-attachments",
        _Z,
        "gov-policy-jiedu-attachments",
        "zh",
        "https://www.linjiang.gov.example/zwgk/zcjd/202405/t20240506_88231.html",
        doc,
    )


@_case
def hospital_tingzhen_notice() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-cn">
<head>
<meta charset="utf-8">
<title>关于端午节期间门诊安排的通知-南山区第二人民医院</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/css/hospital.css">
<script src="/static/js/swiper.min.js"></script>
</head>
<body>
<div class="head"><div class="logo">南山区第二人民医院</div><div class="tel">⟪预约挂号电话：0755-1234567⟫</div></div>
<div class="menu"><a href="/">首页</a><a href="/yygk/">医院概况</a><a href="/ksdh/">科室导航</a><a href="/zjjs/">专家介绍</a><a href="/jzzn/">就诊指南</a><a href="/xwdt/">新闻动态</a></div>
<div class="inner">
<div class="sidebar"><h3>新闻动态</h3><ul><li><a href="/xwdt/yyxw/">医院新闻</a></li><li class="on"><a href="/xwdt/tzgg/">通知公告</a></li><li><a href="/xwdt/jkkp/">健康科普</a></li></ul></div>
<div class="detail">
<h2>关于端午节期间门诊安排的通知</h2>
<div class="detail-info">发布日期：2024-06-05 浏览次数：1832</div>
<div class="detail-con">
<p>⟦各位患者及家属：⟧</p>
<p>⟦根据国家法定节假日安排，结合我院实际，现将2024年端午节期间门诊安排通知如下：⟧</p>
<p>⟦一、6月8日至6月10日，内科、外科、儿科、妇产科、口腔科开设普通门诊，时间为上午8:00至12:00。⟧</p>
<p>⟦二、康复医学科、中医科、皮肤科停诊，6月11日起恢复正常。⟧</p>
<p>⟦三、急诊科、发热门诊24小时正常接诊。⟧</p>
<p>⟦四、节日期间专家门诊暂停，已预约的患者请留意短信通知，或通过医院公众号改约。⟧</p>
<p>⟦由此给您带来的不便，敬请谅解。⟧</p>
<p style="text-align:right">⟦南山区第二人民医院⟧</p>
<p style="text-align:right">⟦2024年6月5日⟧</p>
</div>
<div class="prev-next"><p>⟪上一篇：我院开展全民营养周义诊活动⟫</p><p>⟪下一篇：关于调整部分检查项目收费标准的公示⟫</p></div>
</div>
</div>
<div class="qr"><img src="/static/img/qr.png" alt=""><p>⟪关注医院微信公众号，在线预约挂号、查看报告⟫</p></div>
<div class="foot">⟪版权所有：南山区第二人民医院 地址：南山区学府路88号⟫</div>
</body>
</html>
"""
    return whole(
        "z4-hospital-tingzhen",
        _Z,
        "hospital-tingzhen-notice",
        "zh",
        "https://www.nsey-hospital.example/xwdt/tzgg/2024/0605/1288.html",
        doc,
    )


@_case
def cna_taiwan_editor_code() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<title>花蓮太魯閣步道分段重新開放 遊客須線上預約 | 地方 | 中央通訊網</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:site_name" content="中央通訊網">
<link rel="stylesheet" href="/css/main.css?v=112">
<script>var articleInfo={"id":"202405120088","category":"地方"};</script>
</head>
<body>
<div class="header"><a class="logo" href="/">中央通訊網</a><ul class="menu"><li><a href="/list/aipl.aspx">政治</a></li><li><a href="/list/aopl.aspx">國際</a></li><li><a href="/list/acn.aspx">兩岸</a></li><li><a href="/list/aloc.aspx">地方</a></li><li><a href="/list/ahel.aspx">生活</a></li></ul></div>
<div class="main">
<div class="centralContent">
<h1><span>花蓮太魯閣步道分段重新開放 遊客須線上預約</span></h1>
<div class="updatetime"><span>2024/5/12 15:40</span>（5/12 16:05 更新）</div>
<div class="paragraph">
<p>⟦（中央通訊網記者張瑋庭花蓮12日電）太魯閣國家公園部分步道受強震影響封閉逾一個月，管理處今天宣布砂卡礑步道前段及布洛灣台地13日起重新開放，遊客須事先上網預約。⟧</p>
<p>⟦管理處表示，開放路段已完成落石清理及邊坡檢查，每日入園人數上限為800人，開放時間為上午8時至下午4時，遇豪雨或餘震將立即關閉。⟧</p>
<div class="advertise"><span>⟪廣告⟫</span></div>
<p>⟦當地觀光業者說，地震後訂房量減少七成，步道重新開放是好消息，但聯外道路仍有多處單線通行，希望政府加快搶修。⟧</p>
<p>⟦管理處提醒，燕子口、九曲洞等路段仍封閉中，遊客切勿擅自進入，違者可依國家公園法處新台幣3000元以下罰鍰。⟧</p>
<p class="editor">⟪（編輯：陳政偉）1130512⟫</p>
</div>
<div class="shareBar">⟪分享至 Facebook LINE⟫</div>
<div class="moreArticle"><h2>⟪延伸閱讀⟫</h2><ul><li><a href="/news/aloc/1.aspx">⟪台東熱氣球嘉年華7月登場⟫</a></li><li><a href="/news/aloc/2.aspx">⟪宜蘭童玩節門票開賣⟫</a></li></ul></div>
<div class="appBox">⟪下載中央通訊網APP，即時掌握新聞動態⟫</div>
</div>
</div>
<div class="footer">⟪本網站之文字、圖片及影音，非經授權，不得轉載、公開播送或公開傳輸及利用。⟫</div>
</body>
</html>
"""
    return whole(
        "z4-cna-taiwan-editor-code",
        _Z,
        "cna-taiwan-editor-code",
        "zh",
        "https://www.cna-tongxun.example/news/aloc/202405120088.aspx",
        doc,
    )


@_case
def sina_finance_app_prompts() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-type" content="text/html; charset=utf-8" />
<title>多家银行下调大额存单利率 三年期产品“一单难求”|存款|利率_新浪财经_新浪网</title>
<meta name="keywords" content="大额存单,存款利率" />
<meta name="mediaid" content="证券日报" />
<link rel="stylesheet" type="text/css" href="//n.sinaimg.example/finance/page_2021/css/main.css" />
<script type="text/javascript">var ARTICLE_DATA={"docid":"nmzrqxu1234567","channel":"finance"};</script>
</head>
<body>
<div class="top-nav"><a href="//www.sina.example/">新浪首页</a> <a href="//finance.sina.example/">新浪财经</a> <a href="//finance.sina.example/stock/">股票</a> <a href="//finance.sina.example/fund/">基金</a> <a href="//finance.sina.example/app/">⟪新浪财经APP⟫</a></div>
<div class="main-content w1240">
<h1 class="main-title">多家银行下调大额存单利率 三年期产品“一单难求”</h1>
<div class="top-bar"><span class="date">2024年08月14日 07:32</span> <span class="source">证券日报</span></div>
<div class="appendQr_wrap">⟪新浪财经APP⟫ ⟪缩小字体⟫ ⟪放大字体⟫ ⟪收藏⟫ ⟪微博⟫ ⟪微信⟫ ⟪分享⟫</div>
<div class="article" id="artibody">
<div class="ad_hint">⟪海量资讯、精准解读，尽在新浪财经APP⟫</div>
<p>⟦记者梳理发现，近期已有多家股份制银行和城商行下调大额存单利率，部分银行三年期大额存单利率已降至2.35%以下。⟧</p>
<p>⟦与此同时，三年期及五年期等长期限产品额度紧张。多家银行网点工作人员表示，三年期大额存单额度发放当天即被抢光，“基本需要提前预约”。⟧</p>
<p>⟦业内人士分析，银行下调存款利率是为了缓解净息差收窄的压力，而储户偏好锁定长期利率，导致长期限产品供不应求。⟧</p>
<p>⟦某研究院首席研究员表示，预计未来存款利率仍有下行空间，储户可根据自身资金使用计划，合理配置不同期限的存款和理财产品。⟧</p>
<p class="article-editor">⟪责任编辑：李铁民⟫</p>
</div>
<div class="app-kaihu">⟪新浪财经开户 享福利⟫</div>
<div class="blk-related"><h3>⟪相关新闻⟫</h3><ul><li><a href="/a/1">⟪银行理财规模半年增长超万亿⟫</a></li><li><a href="/a/2">⟪国债逆回购利率跳升⟫</a></li></ul></div>
</div>
<div class="footer">⟪新浪公司 版权所有⟫</div>
<script src="//n.sinaimg.example/finance/page_2021/js/main.js"></script>
</body>
</html>
"""
    return whole(
        "z4-sina-finance-app",
        _Z,
        "sina-finance-app-prompts",
        "zh",
        "https://finance.sina.example/money/bank/2024-08-14/doc-nmzrqxu1234567.shtml",
        doc,
    )


@_case
def kepu_chupin_references() -> Case:
    doc = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>夏天开空调会“得病”吗？医生讲清楚了 - 科普天地</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="stylesheet" href="/static/css/kp.css">
<script src="/static/js/kp.js" defer></script>
</head>
<body>
<div class="kp-header"><a href="/" class="kp-logo">科普天地</a><nav><a href="/health">健康</a><a href="/tech">科技</a><a href="/nature">自然</a><a href="/rumor">辟谣</a></nav></div>
<div class="kp-main">
<h1>夏天开空调会“得病”吗？医生讲清楚了</h1>
<div class="kp-credit">
<p>⟪出品：科普天地⟫</p>
<p>⟪作者：陈婧 北京某三甲医院呼吸科主治医师⟫</p>
<p>⟪监制：科普天地编辑部⟫</p>
<p>⟪审核：王罡 主任医师⟫</p>
</div>
<div class="kp-body">
<p>⟦每到夏天，“空调病”这个词就会频繁出现。其实，“空调病”并不是一个医学诊断，而是人们对长时间待在空调房里出现的一些不适的统称。⟧</p>
<p>⟦常见的表现包括鼻塞、咽干、头痛、关节酸痛等。原因主要有三个：室内外温差过大、空气干燥，以及空调过滤网长期不清洗导致的细菌和霉菌滋生。⟧</p>
<h2>⟦怎样科学使用空调？⟧</h2>
<p>⟦建议室内温度设定在26摄氏度左右，与室外温差不超过7摄氏度；每隔两三个小时开窗通风一次；空调滤网至少每个月清洗一次。⟧</p>
<p>⟦老人、婴幼儿和慢性病患者对温度变化更敏感，不要让冷风直吹身体，睡觉时可以使用睡眠模式。⟧</p>
<h2>⟦参考文献⟧</h2>
<p>⟦[1] 张伟, 刘芳. 室内空调环境对人体呼吸道健康影响的研究进展[J]. 环境与健康杂志, 2021, 38(4): 351-355.⟧</p>
<p>⟦[2] 国家卫生健康委员会. 夏季空调使用健康指引[Z]. 2022.⟧</p>
</div>
<div class="kp-statement">⟪本文为科普天地原创，转载请注明出处。⟫</div>
<div class="kp-like">⟪点赞 2031 收藏 466⟫</div>
</div>
<div class="kp-related"><h3>⟪你可能还想看⟫</h3><ul><li><a href="/health/1">⟪西瓜放冰箱第二天还能吃吗⟫</a></li><li><a href="/health/2">⟪中暑和热射病有什么区别⟫</a></li></ul></div>
<div class="kp-footer">⟪科普天地 版权所有⟫</div>
</body>
</html>
"""
    return whole(
        "z4-kepu-references",
        _Z,
        "kepu-chupin-references",
        "zh",
        "https://www.kepu-tiandi.example/health/2024/07/kongtiao.html",
        doc,
    )


@_case
def city_tv_reporter_line() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>老旧小区改造后 停车难问题缓解了_本地新闻_江城广播电视台</title>
<meta name="description" content="老旧小区改造后新增停车位三百余个。">
<link rel="stylesheet" href="/skin/css/news.css">
<script src="/skin/js/video.min.js"></script>
</head>
<body>
<div class="header"><div class="logo">江城广播电视台</div><div class="nav"><a href="/">首页</a><a href="/bdxw/">本地新闻</a><a href="/zb/">直播</a><a href="/lanmu/">栏目</a><a href="/ms/">民生</a></div></div>
<div class="wrap">
<div class="crumb">首页 &gt; 本地新闻 &gt; 正文</div>
<h1 class="title">老旧小区改造后 停车难问题缓解了</h1>
<div class="meta">2024-09-20 18:30 来源：江城新闻</div>
<div class="video-box"><video src="/video/2024/0920/tc.mp4" controls></video><p class="v-tip">⟪点击播放视频⟫</p></div>
<div class="content">
<p>⟦今年以来，我市对二十个老旧小区实施改造，在拆除违章搭建、整合闲置空地的基础上，新增停车位三百余个，居民停车难的问题得到明显缓解。⟧</p>
<p>⟦在桂花苑小区，记者看到，原来堆满杂物的空地已经铺上了透水砖，划好了停车线。小区居民刘阿姨说，以前晚上回来要绕好几圈才能找到车位，现在方便多了。⟧</p>
<p>⟦小区所在街道负责人介绍，改造中还增设了电动自行车集中充电棚，从源头上解决了“飞线充电”的安全隐患。⟧</p>
<p>⟦据了解，明年我市还将改造老旧小区二十六个，届时将继续把停车、充电等居民关心的问题纳入改造内容。⟧</p>
<p class="credit">⟪记者：赵明 摄像：孙强 编辑：周琳⟫</p>
</div>
<div class="app">⟪下载“掌上江城”客户端，看更多本地新闻⟫</div>
<div class="tj"><h3>⟪相关推荐⟫</h3><ul><li><a href="/bdxw/1.html">⟪城区新增两条公交线路⟫</a></li><li><a href="/bdxw/2.html">⟪中秋假期我市接待游客超百万人次⟫</a></li></ul></div>
</div>
<div class="footer">⟪江城广播电视台版权所有 未经授权禁止复制或建立镜像⟫</div>
</body>
</html>
"""
    return whole(
        "z4-city-tv-reporter-line",
        _Z,
        "city-tv-reporter-line",
        "zh",
        "https://www.jctv.example/bdxw/2024/0920/55312.html",
        doc,
    )
