"""Hand-written extraction cases, batch F (round four, HELD OUT): Chinese CMSes and pages
in other languages.

Written whole (``extract_case_whole``) by round four's writer, before its change, and
never looked at to make one. Where D and E drew Chinese portals' news templates, F draws
the CMSes small Chinese sites ran on: a Discuz! forum thread (GBK), phpcms and dedecms
article templates, a county government page with its text loose in a ``<td>``, a
three-sentence brief among long teasers, and a UTF-8 mobile page; then a Japanese and a
Korean portal, and de, fr, pt, ru, ar, id, tr pages. Judgment calls beyond batch D's
(``extract_cases_d_intl``) and batch F's English ones (``extract_cases_f``):

- a forum thread's body is its first post (the topic's text); replies, the poster's
  profile card, signature and 回复 / 引用 buttons are furniture;
- a Korean portal's "무단 전재 및 재배포 금지" line and the reporter's e-mail line are
  furniture, like 责任编辑;
- a Japanese portal's article ends at its last paragraph: the 「（共同通信）」 wire credit
  at its end is left open, the comment counts and ranking are furniture;
- a dedecms page's 时间 / 来源 / 作者 / 点击 line is furniture, its summary box (which
  repeats the first sentence) is left open, its 收藏 / 打印 toolbar is furniture;
- a government notice's addressee line (各乡镇中心学校、…：) and its signature (the issuing
  office and the date under the text) are body: they are part of the document.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_F_INTL"]

_F = "f"
BATCH_F_INTL: list[Callable[[], Case]] = []
_GB = "gb18030"
_META_GBK = '<meta http-equiv="Content-Type" content="text/html; charset=gbk" />'
_META_GB2312 = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_F_INTL.append(fn)
    return fn


@_case
def zh_discuz_thread() -> Case:
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>{_META_GBK}<title>县城老街改造方案公示了，大家说说看法 - 城事杂谈 -  青川论坛 -  Powered by Discuz!</title></head>
<body id="nv_forum" class="pg_viewthread"><div id="toptb" class="cl"><div class="wp"><div class="z"><a>⟪设为首页⟫</a><a>收藏本站</a></div><div class="y"><a>登录</a><a>立即注册</a></div></div></div>
<div id="hd"><div class="wp"><div class="hdc cl"><h2><a>青川论坛</a></h2></div><div id="nv"><ul><li>门户</li><li class="a">论坛</li><li>群组</li></ul></div></div></div>
<div id="wp" class="wp"><div id="pt" class="bm cl"><div class="z"><a>青川论坛</a> <em>›</em> <a>城事杂谈</a> <em>›</em> 县城老街改造方案公示了，大家说说看法</div></div>
<div id="postlist" class="pl bm"><table cellspacing="0" cellpadding="0"><tr><td class="pls ptn pbn"><div class="hm ptn"><span class="xg1">⟪查看:⟫</span> <span class="xi1">3521</span><span class="pipe">|</span><span class="xg1">回复:</span> <span class="xi1">46</span></div></td>
<td class="plc ptm pbn vwthd"><h1 class="ts"><span id="thread_subject">县城老街改造方案公示了，大家说说看法</span></h1></td></tr></table>
<div id="post_1001"><table id="pid1001" class="plhin" cellspacing="0" cellpadding="0"><tr><td class="pls" rowspan="2"><div class="pi"><div class="authi"><a class="xw1">老街坊</a></div></div><div class="p_pop blk bui card_gender_0"><dl class="cl"><dt>⟪积分⟫</dt><dd>2361</dd><dt>帖子</dt><dd>873</dd></dl></div></td>
<td class="plc"><div class="pi"><strong><a>楼主</a></strong><div class="pti"><div class="authi"><em id="authorposton1001">发表于 2024-6-18 21:07</em><span class="pipe">|</span><a>⟪只看该作者⟫</a></div></div></div>
<div class="pct"><div class="pcb"><div class="t_fsz"><table cellspacing="0" cellpadding="0"><tr><td class="t_f" id="postmessage_1001">
⟦今天路过县政府门口，看到公示栏贴了老街改造的方案，拍下来给大家看看。⟧<br />
<br />
⟦方案说老街两边的房子外立面统一刷成青砖色，电线全部入地，路面换成石板，还要在街口建一个小广场。⟧<br />
<br />
⟦我家在老街住了三代人，说实话改造是好事，但我最担心的是施工期间老人出门不方便，街上的几家老店能不能撑过这半年。⟧<br />
<br />
⟦公示期到本月底，有意见可以写信或者到住建局窗口反映，大家有什么想法也可以在这里说说。⟧</td></tr></table></div></div></div></td></tr>
<tr><td class="plc plm"><div class="sign">⟪心有多大，舞台就有多大⟫</div></td></tr>
<tr><td class="pls"></td><td class="plc"><div class="po hin"><div class="pob cl"><em><a class="fastre">⟪回复⟫</a></em><a>引用</a><a>举报</a></div></div></td></tr></table></div>
<div id="post_1002"><table id="pid1002" class="plhin"><tr><td class="pls"><div class="authi"><a class="xw1">小河边</a></div></td>
<td class="plc"><div class="pi"><strong><a>沙发</a></strong><em>发表于 2024-6-18 21:30</em></div><div class="pct"><div class="pcb"><div class="t_fsz"><table><tr><td class="t_f" id="postmessage_1002">⟪支持改造！石板路下雨天会不会滑，这个要考虑一下。⟫</td></tr></table></div></div></div></td></tr></table></div>
<div id="post_1003"><table id="pid1003" class="plhin"><tr><td class="pls"><div class="authi"><a class="xw1">过路人甲</a></div></td>
<td class="plc"><div class="pi"><strong><a>板凳</a></strong><em>发表于 2024-6-18 22:02</em></div><div class="pct"><div class="pcb"><div class="t_fsz"><table><tr><td class="t_f" id="postmessage_1003">⟪老店的事情确实要考虑，希望政府能给点补贴，不然半年没生意谁也扛不住。⟫</td></tr></table></div></div></div></td></tr></table></div></div>
<div id="f_pst" class="pl bm bmw"><textarea>⟪您需要登录后才可以回帖⟫</textarea></div></div>
<div id="ft" class="wp cl"><div id="flk" class="y">⟪Powered by Discuz! X3.4⟫</div></div></body></html>"""
    return whole(
        "f-zh-discuz-thread",
        _F,
        "zh-old",
        "zh",
        "http://bbs.qingchuan.example/forum.php?mod=viewthread&tid=88213",
        page,
        encoding=_GB,
    )


@_case
def zh_phpcms() -> Case:
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html><head>{_META_GBK}<title>我县开展夏季农村道路交通安全整治 - 平安动态 - 白河县公安局</title></head>
<body><div class="header"><div class="logo"><img src="/statics/images/logo.gif" /></div><div class="nav"><a>首页</a><a>警务公开</a><a>平安动态</a><a>办事指南</a><a>警民互动</a></div></div>
<div class="main"><div class="crumbs"><a>首页</a><span> &gt; </span><a>平安动态</a> &gt;  列表</div>
<div class="col-left"><div id="Article"><h1>我县开展夏季农村道路交通安全整治<br /><span>2023-07-05 16:20:11　⟪来源：交警大队⟫　评论：<a>0</a> 点击：</span></h1>
<div class="content">
<p>　　⟦为有效预防和减少夏季农村道路交通事故，7月以来，县公安局交警大队在全县范围内开展农村道路交通安全集中整治行动。⟧</p>
<p>　　⟦整治期间，交警大队在重点乡镇设立临时执勤点12处，重点查处无证驾驶、酒后驾驶、面包车超员和摩托车不戴头盔等违法行为。⟧</p>
<p>　　⟦截至目前，共查处各类交通违法行为860余起，其中酒后驾驶23起，面包车超员41起。⟧</p>
<p>　　⟦交警大队还组织民警深入村组和集市，发放宣传资料5000余份，提醒群众安全出行。⟧</p>
</div>
<div id="pages"></div>
<div style="text-align:right"><a>⟪[我来说两句]⟫</a> <a>[收藏]</a> <a>⟪[打印]⟫</a> <a>[关闭]</a> <a>[返回顶部]</a></div>
<div class="bk15 hr"></div><strong>⟪相关热词搜索：⟫</strong><div class="bk15"></div>
<div class="related"><h5>⟪相关阅读：⟫</h5><ul class="list"><li>·<a>⟪县交警大队开展中小学生交通安全进校园活动⟫</a></li><li>·<a>⟪端午假期全县道路交通安全平稳有序⟫</a></li></ul></div>
<div class="comment"><h4>⟪评论⟫</h4><p>⟪已有0人参与评论⟫</p></div></div></div>
<div class="col-auto"><h5>⟪热门排行⟫</h5><ul><li><a>⟪关于办理居住证的温馨提示⟫</a></li></ul></div></div>
<div class="footer"><p>⟪白河县公安局 版权所有 技术支持：Phpcms⟫</p></div></body></html>"""
    return whole(
        "f-zh-phpcms",
        _F,
        "zh-old",
        "zh",
        "http://www.baihega.example/html/pazt/2023/0705/1532.html",
        page,
        encoding=_GB,
    )


@_case
def zh_dedecms() -> Case:
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html><head>{_META_GB2312}<title>红薯丰收季 村民笑开颜_乡村振兴_云岭三农网</title><meta name="keywords" content="红薯,丰收" /></head>
<body class="articleview"><div class="header"><div class="top w960 center"><div class="title"><h1><a>云岭三农网</a></h1></div></div>
<div class="module blue mT10 wrapper w963"><div id="navMenu"><ul><li><a>主页</a></li><li><a>乡村振兴</a></li><li><a>农技推广</a></li><li><a>市场行情</a></li></ul></div></div></div>
<div class="w960 center clear mt1"><div class="pleft"><div class="place"><strong>当前位置:</strong> <a>主页</a> &gt; <a>乡村振兴</a> &gt; </div>
<div class="viewbox"><div class="title"><h2>红薯丰收季 村民笑开颜</h2></div>
<div class="info"><small>⟪时间:⟫</small>2022-10-21 10:08<small>来源:</small>县融媒体中心 <small>作者:</small>杨波 <small>点击:</small><script src="/plus/count.php?view=yes&aid=4521&mid=1" type='text/javascript' language="javascript"></script>次</div>
<div class="intro">金秋十月，正是红薯收获的季节。</div>
<div class="content"><table width='100%'><tr><td>
<div>⟦金秋十月，正是红薯收获的季节。在白石镇下坝村的红薯种植基地里，村民们挖薯、装袋、搬运，一派繁忙景象。⟧</div>
<div>⟦“今年雨水好，一亩地能产四千多斤，比去年多了五六百斤。”正在地里忙碌的村民李桂芬高兴地说。⟧</div>
<div>⟦下坝村今年种植红薯八百余亩，村合作社统一提供种苗和技术指导，并与县里的食品加工企业签订了收购协议，保底价每斤一元。⟧</div>
<div>⟦村党支部书记王志明介绍，合作社还在建设一条红薯粉条加工线，明年投产后可带动三十多户村民在家门口就业。⟧</div>
</td></tr></table></div>
<div class="boxoff"><strong>------分隔线----------------------------</strong></div>
<div class="handle"><div class="context"><ul><li>⟪上一篇：我县秋播工作全面展开⟫</li><li>下一篇：没有了 </li></ul></div>
<div class="actbox"><ul><li id="act-fav"><a>⟪收藏⟫</a></li><li id="act-err"><a>挑错</a></li><li id="act-pus"><a>推荐</a></li><li id="act-pnt"><a>打印</a></li></ul></div></div></div>
<div class="xiangguan"><dl class="tbox"><dt><strong>⟪相关文章⟫</strong></dt><dd><ul class="d1 ico3"><li><a>⟪柑橘喜获丰收 果农忙采摘⟫</a></li></ul></dd></dl></div></div>
<div class="pright"><div class="hot"><dt><strong>⟪热点内容⟫</strong></dt><ul><li>⟪生猪价格连续三周回升⟫</li></ul></div></div></div>
<div class="footer w960 center mt1 clear"><p>⟪Powered by DedeCms © 2004-2022 云岭三农网⟫</p></div></body></html>"""
    return whole(
        "f-zh-dedecms",
        _F,
        "zh-old",
        "zh",
        "http://www.ylsn.example/xczx/2022/1021/4521.html",
        page,
        encoding=_GB,
    )


@_case
def zh_gov_td_text() -> Case:
    page = f"""<html><head>{_META_GB2312}<title>关于2024年春季学期义务教育学校招生工作的通知</title></head>
<body leftmargin="0" topmargin="0"><table width="1000" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td><img src="/images/gov_top.jpg" width="1000" height="150" /></td></tr>
<tr><td class="menu" height="36"><a>首页</a> | <a>政务公开</a> | <a>办事服务</a> | <a>互动交流</a> | <a>走进清溪</a></td></tr></table>
<table width="1000" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF"><tr><td height="40" style="padding-left:20px">⟪您现在的位置：⟫首页 &gt; 政务公开 &gt; 通知公告</td></tr>
<tr><td align="center" height="60" style="font-size:20px;color:#B40000;font-weight:bold">关于2024年春季学期义务教育学校招生工作的通知</td></tr>
<tr><td align="center" style="border-bottom:1px dashed #ccc">发布日期：2024-01-15　　浏览次数：<span id="hits">⟪1877⟫</span></td></tr>
<tr><td style="padding:20px 40px;font-size:16px;line-height:32px">⟦各乡镇中心学校、县直各学校：⟧<br />　　⟦为做好2024年春季学期义务教育学校招生工作，保障适龄儿童少年依法接受义务教育，现将有关事项通知如下：⟧<br />　　⟦一、招生对象为具有本县户籍或随父母在本县居住的适龄儿童少年。⟧<br />　　⟦二、各学校要严格按照划定的学区招生，不得举行任何形式的入学考试。⟧<br />　　⟦三、进城务工人员随迁子女入学，凭居住证等材料到居住地所属学区学校办理。⟧<br />　　⟦四、招生报名时间为2月19日至2月23日，各学校要提前公布报名地点和咨询电话。⟧<br /><br /><p align="right">⟦清溪县教育局⟧<br />⟦2024年1月15日⟧</p></td></tr>
<tr><td align="center" height="40"><a href="javascript:window.print()">⟪【打印本页】⟫</a>　<a href="javascript:window.close()">【关闭窗口】</a></td></tr></table>
<table width="1000" align="center" bgcolor="#B40000"><tr><td align="center" style="color:#fff">⟪主办：清溪县人民政府办公室　联系电话：0000-1234567⟫</td></tr></table></body></html>"""
    return whole(
        "f-zh-gov-td",
        _F,
        "zh-old",
        "zh",
        "http://www.qingxi.gov.example/zwgk/tzgg/202401/t20240115_30112.html",
        page,
        encoding=_GB,
    )


@_case
def zh_short_brief() -> Case:
    page = f"""<html><head>{_META_GBK}<title>市区新增两条公交线路_本地快讯_江城在线</title></head>
<body><div id="top"><div class="logo">江城在线</div><div class="topnav">⟪新闻⟫ | 房产 | 汽车 | 论坛 | 招聘</div></div>
<div id="content"><div class="left"><div class="weizhi">位置：江城在线 &gt; 新闻 &gt; 本地快讯</div>
<h1>市区新增两条公交线路</h1><div class="sj">2024-11-02 08:45　江城在线</div>
<div id="endText"><p>　　⟦记者从市公交集团获悉，11月4日起，市区将新开通128路和129路两条公交线路，分别连接高铁站至大学城、城东新区至市第二人民医院。⟧</p><p>　　⟦两条线路首班车时间为早上6时，末班车时间为晚上9时30分，票价均为2元。⟧</p></div>
<div class="bj">⟪(编辑：陈丽)⟫</div></div>
<div class="right"><div class="box"><h3>⟪本地快讯⟫</h3>
<div class="item"><h4>⟪城南菜市场完成升级改造重新开业⟫</h4><p>⟪经过三个月的升级改造，城南菜市场昨日重新开业。改造后的市场划分为蔬菜、肉类、水产、熟食等八个功能区，新增摊位六十余个，并统一安装了电子秤和溯源查询屏，市民买菜更加方便放心。⟫</p></div>
<div class="item"><h4>⟪江滨公园夜间灯光秀本周末上演⟫</h4><p>⟪江滨公园夜间灯光秀将于本周六晚正式亮灯，灯光秀以“江城印象”为主题，每晚七点到十点每半小时上演一场，每场约十二分钟，市民可免费观看，公园周边将实施临时交通管制。⟫</p></div>
<div class="item"><h4>⟪我市启动冬季供暖设施检修⟫</h4><p>⟪为确保今冬供暖工作顺利进行，市供热公司已启动供暖设施全面检修，计划在本月中旬前完成全部换热站和主干管网的检修和试压工作。⟫</p></div></div></div></div>
<div id="foot">⟪江城在线 版权所有 未经授权禁止转载⟫</div></body></html>"""
    return whole(
        "f-zh-short-brief",
        _F,
        "zh-old",
        "zh",
        "http://news.jiangcheng.example/bdkx/2024/1102/77321.shtml",
        page,
        encoding=_GB,
    )


@_case
def zh_mobile_utf8() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>高温天气持续 电网负荷创新高</title></head>
<body><div class="m-top-bar"><span>⟪打开APP，阅读体验更佳⟫</span><a class="open-app">打开</a></div>
<div class="m-main"><h1 class="m-title">高温天气持续 电网负荷创新高</h1><div class="m-info"><span class="m-src">南方晨报</span><span class="m-time">2024-08-06 19:12</span></div>
<div class="m-body"><section class="p">⟦受持续高温天气影响，全省用电负荷连续三天创历史新高，8月5日最高达到1.42亿千瓦，比去年峰值高出8.6%。⟧</section>
<section class="p">⟦省电力公司表示，目前全省电力供应总体平稳，已通过跨省购电、优化机组检修安排等措施保障用电需求。⟧</section>
<section class="p">⟦电力部门提醒市民，空调温度设置在26摄氏度以上，用电高峰时段尽量错峰使用大功率电器。⟧</section>
<div class="m-unfold" style="display:none">⟪展开全文⟫</div></div>
<div class="m-statement">⟪声明：本文由入驻平台的作者撰写，除官方账号外，观点仅代表作者本人，不代表本平台立场。⟫</div>
<div class="m-feed"><h3>⟪猜你喜欢⟫</h3><a class="m-feed-item">⟪暑期档电影票房突破百亿⟫</a><a class="m-feed-item">⟪多地发布高温红色预警⟫</a></div></div>
<div class="m-bottom-bar"><a>⟪评论 12⟫</a><a>点赞</a><a>分享</a></div></body></html>"""
    return whole(
        "f-zh-mobile",
        _F,
        "mobile",
        "zh",
        "https://m.nanfangcb.example/a/20240806/n_9913.html",
        page,
    )


@_case
def ja_portal() -> Case:
    page = """<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>北陸新幹線、大雪で一部区間の運転見合わせ（共同通信） - 日刊ニュースポータル</title></head>
<body><div id="msthd"><div class="logo">日刊ニュースポータル</div><ul class="gnav"><li>トップ</li><li>速報</li><li>ライブ</li><li>エンタメ</li><li>スポーツ</li></ul></div>
<div id="contents"><div id="contentsWrap"><article id="uamods"><header><h1 class="sc-title">北陸新幹線、大雪で一部区間の運転見合わせ</h1><div class="sc-meta"><time>1/9(木) 11:32配信</time></div></header>
<div class="article_body highLightSearchTarget"><div class="sc-paragraph"><p class="highLightSearchTarget">⟦ＪＲ東日本と西日本によると、北陸新幹線は９日朝から、大雪の影響で長野―金沢間の上下線で運転を見合わせている。⟧</p></div>
<div class="sc-paragraph"><p class="highLightSearchTarget">⟦沿線では夜間に５０センチを超える雪が降り、線路の除雪作業が続いている。運転再開は正午以降になる見通し。⟧</p></div>
<div class="sc-paragraph"><p class="highLightSearchTarget">⟦東京―長野間は本数を減らして運転しており、ＪＲは利用客に最新の運行情報を確認するよう呼びかけている。⟧</p></div>
<p class="source">（共同通信）</p></div>
<footer><div class="sc-comment-count"><a>⟪コメント１２８件⟫</a></div><div class="sc-provider"><a>⟪共同通信の記事一覧⟫</a></div></footer></article>
<div class="sc-related"><h2>⟪関連記事⟫</h2><ul><li><a>⟪日本海側で大雪続く　交通に乱れ⟫</a></li></ul></div></div>
<div id="yjSNLiveRanking"><h2>⟪アクセスランキング⟫</h2><ol><li>⟪人気アイドルグループが活動休止を発表⟫</li></ol></div></div>
<div id="footer">⟪© Nikkan News Portal⟫</div></body></html>"""
    return whole(
        "f-ja-portal",
        _F,
        "portal",
        "ja",
        "https://news.nikkanportal.example/articles/9f2c31a0b7",
        page,
    )


@_case
def ko_portal() -> Case:
    page = """<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>도심 공원에 반딧불이 돌아왔다 : 네이션뉴스</title></head>
<body><div id="header"><h1 class="logo">네이션뉴스</h1><ul class="gnb"><li>정치</li><li>경제</li><li>사회</li><li>생활/문화</li><li>IT/과학</li></ul></div>
<div id="ct" class="newsct"><div class="media_end_head"><h2 id="title_area" class="media_end_head_headline"><span>도심 공원에 반딧불이 돌아왔다</span></h2>
<div class="media_end_head_info"><span class="media_end_head_info_datestamp_time">2025.06.21. 오후 3:10</span><em class="media_end_head_journalist_name">김하늘 기자</em></div></div>
<div id="newsct_article" class="newsct_article _article_body"><article id="dic_area" class="go_trans _article_content">⟦서울 한 도심 공원에서 20년 만에 반딧불이가 다시 관찰됐다.⟧<br><br>⟦구청은 지난 5년간 공원 안 개울의 콘크리트를 걷어내고 야간 조명을 줄이는 등 서식지 복원 사업을 벌여왔다고 21일 밝혔다.⟧<br><br>⟦올해 관찰된 반딧불이는 약 300마리로, 구청은 다음 달부터 주말 저녁에 관찰 행사를 열 계획이다.⟧<br><br>⟦구청 관계자는 "반딧불이는 빛과 오염에 민감해 환경이 회복됐다는 신호"라고 말했다.⟧<br><br>⟪김하늘 기자 sky@nationnews.example⟫<br><br>⟪저작권자 ⓒ 네이션뉴스, 무단 전재 및 재배포 금지⟫</article></div>
<div class="media_end_linked"><h4>⟪이 기사를 추천합니다⟫</h4><ul><li>⟪장마 앞두고 하천 정비 서둘러⟫</li></ul></div>
<div class="_reactionModule"><span>⟪좋아요⟫</span><span>훈훈해요</span></div></div>
<div id="footer"><p>⟪네이션뉴스 | 고객센터 | 이용약관⟫</p></div></body></html>"""
    return whole(
        "f-ko-portal",
        _F,
        "portal",
        "ko",
        "https://n.news.nationnews.example/article/001/0014523310",
        page,
    )


@_case
def de_paywall_teaser() -> Case:
    page = """<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Neue Brücke über die Werra: Bau beginnt im Herbst | Werratal-Bote</title></head>
<body><div class="cmp-banner"><p>⟪Wir verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren.⟫</p><button>Alle akzeptieren</button></div>
<header class="site-header"><a class="logo">Werratal-Bote</a><nav><a>Lokales</a><a>Sport</a><a>Kultur</a><a>Service</a></nav></header>
<main><article class="article"><div class="article__header"><span class="article__kicker">Verkehr</span><h1>Neue Brücke über die Werra: Bau beginnt im Herbst</h1><p class="article__author">Von Jana Köhler</p><time>14.03.2025, 17:45 Uhr</time></div>
<div class="article__body"><p class="article__lead">⟦Nach zwölf Jahren Planung soll im Oktober der Bau der neuen Werrabrücke beginnen. Die alte Brücke wird erst abgerissen, wenn die neue fertig ist.⟧</p>
<p>⟦Das teilte der Landkreis am Freitag mit. Die Kosten liegen bei rund 18 Millionen Euro, den größten Teil trägt das Land.⟧</p>
<div class="paywall"><div class="paywall__fade"></div><h3>⟪Weiterlesen mit WB+⟫</h3><p>⟪Sie haben bereits ein Abo? Jetzt anmelden⟫</p><a class="btn">⟪Jetzt 4 Wochen für 0,99 € testen⟫</a></div></div></article>
<section class="teaser-list"><h2>⟪Das könnte Sie auch interessieren⟫</h2><article><h3>⟪Stadtfest 2025: Das ist das Programm⟫</h3></article></section></main>
<footer><p>⟪© Werratal-Bote 2025 · Impressum · Datenschutz⟫</p></footer></body></html>"""
    return whole(
        "f-de-paywall",
        _F,
        "paywall",
        "de",
        "https://www.werratal-bote.example/lokales/neue-werrabruecke-bau-beginnt-im-herbst-91823.html",
        page,
    )


@_case
def fr_interview() -> Case:
    page = """<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>« Les abeilles sauvages disparaissent en silence » - L'Écho du Bocage</title></head>
<body><header id="header"><div class="logo">L'Écho du Bocage</div><nav><a>Actualité</a><a>Environnement</a><a>Sports</a><a>Loisirs</a></nav><a class="abo">⟪Je m'abonne⟫</a></header>
<div id="article"><h1>« Les abeilles sauvages disparaissent en silence »</h1><p class="chapo">Entomologiste, Claire Vasseur étudie depuis quinze ans les abeilles sauvages du bocage.</p><p class="signature">Propos recueillis par Luc Moreau — Publié le 22 mai 2025</p>
<div class="corps"><p><strong>⟦Combien d'espèces d'abeilles vivent dans la région ?⟧</strong></p>
<p>⟦Près de trois cents. Tout le monde pense à l'abeille domestique, mais elle n'est qu'une espèce parmi d'autres, et pas la plus menacée.⟧</p>
<p><strong>⟦Qu'est-ce qui les menace ?⟧</strong></p>
<p>⟦D'abord la disparition des haies et des prairies fleuries. Une abeille sauvage vole rarement à plus de quelques centaines de mètres de son nid.⟧</p>
<div class="encart"><p>⟪À lire aussi : Les haies replantées dans le canton dépassent les 40 kilomètres⟫</p></div>
<p><strong>⟦Que peut faire un particulier ?⟧</strong></p>
<p>⟦Laisser un coin de jardin en friche, ne pas tondre en mai, et accepter un peu de désordre. C'est très simple, et ça marche.⟧</p></div>
<div class="partage">⟪Partager sur Facebook⟫ · Partager sur X</div></div>
<aside class="plus-lus"><h2>⟪Les plus lus⟫</h2><ol><li>⟪Fête de la musique : le programme commune par commune⟫</li></ol></aside>
<footer>⟪© L'Écho du Bocage — Mentions légales⟫</footer></body></html>"""
    return whole(
        "f-fr-interview",
        _F,
        "interview",
        "fr",
        "https://www.echodubocage.example/environnement/abeilles-sauvages-claire-vasseur",
        page,
    )


@_case
def pt_wordpress_br() -> Case:
    page = """<!DOCTYPE html><html lang="pt-BR"><head><meta charset="UTF-8"><title>Feira do livro volta à praça central após três anos &#8211; Jornal do Vale</title></head>
<body class="post-template-default single single-post"><div id="td-outer-wrap" class="td-theme-wrap"><div class="td-header-wrap"><div class="td-header-menu-wrap"><ul id="menu-principal"><li>Início</li><li>Cidade</li><li>Cultura</li><li>Esportes</li></ul></div></div>
<div class="td-main-content-wrap"><div class="td-post-header"><h1 class="entry-title">Feira do livro volta à praça central após três anos</h1><div class="td-module-meta-info"><span class="td-post-author-name">Por Ana Lúcia Prado</span> - <span class="td-post-date">10/09/2025</span></div></div>
<div class="td-post-content tagdiv-type"><p>⟦A Feira do Livro de São Bento volta à praça central no próximo fim de semana, depois de três anos realizada no ginásio municipal.⟧</p>
<p>⟦Serão 42 expositores, entre livrarias, sebos e editoras independentes, e uma programação de oficinas para crianças nas manhãs de sábado e domingo.⟧</p>
<div class="td-a-rec td-a-rec-id-content_inline"><span class="td-adspot-title">⟪- Publicidade -⟫</span></div>
<p>⟦A organização espera 15 mil visitantes. A entrada é gratuita e a feira funciona das 9h às 21h.⟧</p>
<p><strong>⟪LEIA TAMBÉM: Biblioteca municipal amplia horário aos sábados⟫</strong></p>
<p>⟦Quem quiser doar livros pode deixá-los na tenda da prefeitura; eles serão distribuídos às escolas da rede municipal.⟧</p></div>
<div class="td-post-sharing-bottom"><span>⟪Compartilhar⟫</span></div>
<div class="td_block_related_posts"><h4>⟪Artigos relacionados⟫</h4><div class="td-module-title"><a>⟪Festival de inverno anuncia atrações⟫</a></div></div>
<div class="comments" id="comments"><h4>⟪Deixe um comentário⟫</h4></div></div>
<div class="td-footer-wrapper">⟪© Jornal do Vale - Todos os direitos reservados⟫</div></div></body></html>"""
    return whole(
        "f-pt-wordpress",
        _F,
        "wordpress",
        "pt",
        "https://jornaldovale.example/2025/09/10/feira-do-livro-volta-a-praca-central/",
        page,
    )


@_case
def ru_news_inline_read() -> Case:
    page = """<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>В Заречном открыли первый в области крытый каток - Заречные вести</title></head>
<body><div class="header"><div class="logo">Заречные вести</div><ul class="menu"><li>Новости</li><li>Общество</li><li>Спорт</li><li>Афиша</li></ul></div>
<div class="content"><div class="news-detail"><h1>В Заречном открыли первый в области крытый каток</h1><div class="news-date">15 декабря 2024, 12:40</div>
<div class="news-detail__text"><p>⟦В Заречном в субботу открылся крытый ледовый каток — первый в области. Строительство заняло два года и обошлось в 640 млн рублей.⟧</p>
<p>⟦Каток рассчитан на 300 зрителей. Днём на льду будут заниматься спортивные школы, а по вечерам и в выходные он открыт для массового катания.⟧</p>
<div class="read-also"><span>⟪Читайте также:⟫</span> <a>⟪В городе отремонтируют три спортивные площадки⟫</a></div>
<p>⟦Стоимость часа катания для взрослых — 250 рублей, для детей до 14 лет — 150 рублей. Прокат коньков — ещё 200 рублей.⟧</p></div>
<div class="news-source">⟪Фото: пресс-служба администрации⟫</div>
<div class="share">⟪Поделиться:⟫ ВКонтакте Одноклассники Telegram</div></div>
<div class="sidebar"><h3>⟪Популярное⟫</h3><ul><li>⟪График вывоза мусора в праздники⟫</li></ul></div></div>
<div class="footer">⟪© 2024 Заречные вести. При использовании материалов ссылка обязательна.⟫</div></body></html>"""
    return whole(
        "f-ru-news",
        _F,
        "split",
        "ru",
        "https://zarvesti.example/news/society/krytyy-katok-otkryli/",
        page,
    )


@_case
def ar_news() -> Case:
    page = """<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>افتتاح أول مكتبة عامة في حي النخيل | صحيفة الواحة</title></head>
<body><header class="main-header"><div class="logo">صحيفة الواحة</div><nav><a>الرئيسية</a><a>محليات</a><a>اقتصاد</a><a>رياضة</a></nav></header>
<div class="container"><div class="article-page"><h1 class="article-title">افتتاح أول مكتبة عامة في حي النخيل</h1><div class="article-info"><span>الواحة - خاص</span> <span>الأحد 2 مارس 2025</span></div>
<div class="article-text"><p>⟦افتتحت البلدية أمس أول مكتبة عامة في حي النخيل، تضم أكثر من عشرين ألف كتاب وقاعة للأطفال وأخرى للدراسة.⟧</p>
<p>⟦وقال رئيس البلدية إن المكتبة ستفتح أبوابها يومياً من التاسعة صباحاً حتى التاسعة مساءً، وإن الاشتراك فيها مجاني لسكان المدينة.⟧</p>
<div class="ad-box"><span>⟪إعلان⟫</span></div>
<p>⟦وأضاف أن البلدية تخطط لافتتاح مكتبتين أخريين في الأحياء الشرقية خلال العامين المقبلين.⟧</p></div>
<div class="tags">⟪كلمات مفتاحية:⟫ <a>مكتبات</a> <a>البلدية</a></div>
<div class="related-news"><h3>⟪أخبار ذات صلة⟫</h3><ul><li><a>⟪مهرجان الكتاب يعود في دورته العاشرة⟫</a></li></ul></div></div></div>
<footer>⟪جميع الحقوق محفوظة © صحيفة الواحة 2025⟫</footer></body></html>"""
    return whole(
        "f-ar-news",
        _F,
        "news",
        "ar",
        "https://alwaha-news.example/local/2025/03/02/nakheel-library",
        page,
    )


@_case
def id_news_multipage() -> Case:
    page = """<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>Harga Cabai Rawit di Pasar Induk Turun Drastis Halaman 2 - Kabar Nusantara</title></head>
<body><div class="header"><div class="logo">Kabar Nusantara</div><ul class="nav"><li>News</li><li>Ekonomi</li><li>Bola</li><li>Otomotif</li></ul></div>
<div class="main"><div class="read__header"><h1 class="read__title">Harga Cabai Rawit di Pasar Induk Turun Drastis</h1><div class="read__time">Kompas Nusantara - 03/02/2025, 14:20 WIB</div><div class="read__author">Penulis Dewi Lestari</div></div>
<div class="read__content"><div class="clearfix"><p>⟦Menurut para pedagang, turunnya harga disebabkan panen raya di sejumlah sentra produksi di Jawa Tengah dan Jawa Timur yang berlangsung bersamaan.⟧</p>
<p>⟦"Pasokan datang terus setiap malam, sampai puluhan truk. Pembeli tidak sebanyak itu," kata Rudi, pedagang cabai yang sudah berjualan lebih dari sepuluh tahun.⟧</p>
<p><strong>⟪Baca juga: Harga Beras Medium Mulai Stabil Jelang Ramadhan⟫</strong></p>
<p>⟦Dinas perdagangan memperkirakan harga akan kembali naik pada pertengahan Maret, ketika masa panen selesai dan permintaan meningkat menjelang Ramadhan.⟧</p></div>
<div class="paging"><a class="paging__link--prev">⟪Sebelumnya⟫</a> <a>1</a> <a class="paging__link--active">2</a></div></div>
<div class="read__editor">⟪Editor : Agus Pratama⟫</div>
<div class="most"><h3>⟪Terpopuler⟫</h3><ol><li>⟪Jadwal Kereta Mudik Lebaran Sudah Bisa Dipesan⟫</li></ol></div></div>
<div class="footer">⟪Copyright 2008 - 2025 Kabar Nusantara. All Rights Reserved.⟫</div></body></html>"""
    return whole(
        "f-id-page-two",
        _F,
        "pages",
        "id",
        "https://ekonomi.kabarnusantara.example/read/2025/02/03/142000/harga-cabai-rawit-turun?page=2",
        page,
    )


@_case
def tr_news() -> Case:
    page = """<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Sahil yolunda bisiklet şeridi tamamlandı - Ege Postası</title></head>
<body><header><div class="logo">Ege Postası</div><nav><a>Gündem</a><a>Ekonomi</a><a>Spor</a><a>Yaşam</a></nav></header>
<main><div class="news-detail"><h1>Sahil yolunda bisiklet şeridi tamamlandı</h1><h2 class="spot">Belediye, 7 kilometrelik şeridin hafta sonu açılacağını duyurdu.</h2><div class="date">Güncelleme: 18.04.2025 - 10:32</div>
<div class="news-content" property="articleBody"><p>⟦Sahil yolu boyunca yapılan 7 kilometrelik bisiklet şeridinin yapımı tamamlandı. Şerit, cumartesi günü düzenlenecek törenle kullanıma açılacak.⟧</p>
<p>⟦Belediye Başkanı yaptığı açıklamada, şeridin limandan yeni parka kadar kesintisiz uzandığını ve gece boyunca aydınlatılacağını söyledi.⟧</p>
<div class="ilgili-haber"><span>⟪İlgili Haber⟫</span> <a>⟪Şehir merkezine yeni otopark⟫</a></div>
<p>⟦Proje kapsamında şerit boyunca 12 bisiklet park yeri ve 3 tamir istasyonu da kuruldu.⟧</p></div>
<div class="news-tags"><a>⟪ulaşım⟫</a> <a>belediye</a></div>
<div class="comments"><h3>⟪Yorumlar⟫</h3><p>⟪Bu habere henüz yorum yapılmamış.⟫</p></div></div>
<aside><h3>⟪Çok Okunanlar⟫</h3><ul><li>⟪Hafta sonu hava nasıl olacak?⟫</li></ul></aside></main>
<footer>⟪© 2025 Ege Postası. Tüm hakları saklıdır.⟫</footer></body></html>"""
    return whole(
        "f-tr-news",
        _F,
        "news",
        "tr",
        "https://www.egepostasi.example/yasam/sahil-yolunda-bisiklet-seridi-tamamlandi-48211",
        page,
    )
