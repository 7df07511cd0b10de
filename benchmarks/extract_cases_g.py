"""Hand-written extraction cases, batch G (session 17, HELD OUT): table layouts.

Batch F's two pages that came back with no body were old table layouts: a dedecms page
whose paragraphs are ``<div>`` elements inside a ``<table>``, and a government notice
whose whole text is ``<br>`` lines in one ``<td>``. Old Chinese portals (and old English
and Japanese sites) commonly lay pages out that way, so this batch was written whole
(``extract_case_whole``), before any change, in other shapes of the same kind: text in a
``<td>`` in ``<br><br>`` lines, ``<div>`` elements in a ``<td>``, ``<p>`` elements in
nested tables, paragraphs wrapped in ``<font>``, a left navigation column, a bottom table
of links, a government disclosure page with its metadata table. It is scored only to
report session 17's table-layout fix, never looked at to make it.

Judgment calls are batch F's (``extract_cases_f_intl``): a notice's addressee line and
its signature (office and date) are body; a 上一篇 / 下一篇 line, a breadcrumb, the
打印 / 关闭 links, a 索引号 metadata table and an attachment list are furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_G"]

_G = "g"
BATCH_G: list[Callable[[], Case]] = []
_GB = "gb18030"
_META_GBK = '<meta http-equiv="Content-Type" content="text/html; charset=gbk">'
_META_GB2312 = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312" />'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_G.append(fn)
    return fn


@_case
def zh_td_brbr_left_nav() -> Case:
    page = f"""<html><head>{_META_GBK}<title>我镇举办第三届农民丰收节 - 石桥镇人民政府</title>
<link href="/css/style.css" rel="stylesheet" type="text/css"></head>
<body bgcolor="#EFEFEF"><table width="980" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td><img src="/images/banner.jpg" width="980" height="120"></td></tr></table>
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF"><tr>
<td width="200" valign="top" bgcolor="#F4F8FC"><table width="100%" border="0" cellspacing="0" cellpadding="4">
<tr><td class="lm"><b>⟪新闻中心⟫</b></td></tr><tr><td><a href="/xwzx/zyxw/">镇内要闻</a></td></tr><tr><td><a href="/xwzx/tzgg/">通知公告</a></td></tr><tr><td><a href="/xwzx/bmdt/">部门动态</a></td></tr><tr><td><a href="/xwzx/cmfc/">⟪村貌风采⟫</a></td></tr><tr><td><a href="/xwzx/ztbd/">专题报道</a></td></tr></table></td>
<td width="780" valign="top"><table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td height="30" class="dqwz">⟪当前位置：首页 &gt;&gt; 新闻中心 &gt;&gt; 镇内要闻⟫</td></tr>
<tr><td align="center" height="50"><font size="4" color="#003399"><b>我镇举办第三届农民丰收节</b></font></td></tr>
<tr><td align="center"><font color="#999999">作者：宣传办　来源：本站原创　点击数：⟪562⟫　更新时间：2023-9-25</font></td></tr>
<tr><td style="padding:15px;line-height:28px;font-size:14px">　　⟦9月23日，石桥镇第三届农民丰收节在镇文化广场开幕，来自全镇十二个村的三百多名农民群众参加了活动。⟧<br><br>　　⟦丰收节现场设置了农产品展销区，水稻、板栗、蜂蜜、茶叶等四十多种本地农产品摆满展台，吸引了大批市民选购。⟧<br><br>　　⟦活动中还举行了插秧比赛、挑担接力和“丰收之星”评选，十名种粮大户和养殖能手受到表彰。⟧<br><br>　　⟦镇党委书记陈国强在致辞中说，全镇今年粮食播种面积稳定在三万二千亩，预计总产量比去年增长百分之五。⟧<br><br>　　⟦据了解，丰收节为期三天，期间还将举办农技讲座和电商直播带货活动。⟧</td></tr>
<tr><td align="right" style="padding-right:20px">【<a href="javascript:window.print()">⟪打印本页⟫</a>】【<a href="javascript:window.close()">关闭窗口</a>】</td></tr></table></td></tr></table>
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF"><tr><td class="yqlj">⟪友情链接：⟫<a>市人民政府</a>　<a>市农业农村局</a>　<a>⟪县融媒体中心⟫</a></td></tr></table>
<table width="980" border="0" align="center" bgcolor="#2060A0"><tr><td align="center"><font color="#FFFFFF">⟪版权所有：石桥镇人民政府　备案号：X-ICP备00000000号⟫</font></td></tr></table></body></html>"""
    return whole(
        "g-zh-td-brbr",
        _G,
        "zh-old",
        "zh",
        "http://www.shiqiao.gov.example/xwzx/zyxw/2023-09-25/1862.html",
        page,
        encoding=_GB,
    )


@_case
def zh_divs_in_td() -> Case:
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"><html><head>{_META_GB2312}<title>老街改造工程进入收尾阶段_城建动态_古城在线</title></head>
<body><div id="top"><div class="logo"><a>古城在线</a></div><ul class="menu"><li><a>首页</a></li><li><a>城建动态</a></li><li><a>社会民生</a></li><li><a>文化旅游</a></li></ul></div>
<div class="main"><div class="left"><div class="weizhi">⟪您的位置：⟫<a>首页</a> &gt; <a>城建动态</a> &gt; 正文</div>
<table class="arc" width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td class="arc_title"><h1>老街改造工程进入收尾阶段</h1></td></tr>
<tr><td class="arc_info">2021-06-08 15:32　来源：城市日报　编辑：周敏　浏览：⟪<span id="hits">1203</span>⟫</td></tr>
<tr><td class="arc_body" id="text">
<div style="text-indent:2em">⟦记者日前从市住建局了解到，历时十个月的老街改造工程已进入收尾阶段，预计本月底全面完工。⟧</div>
<div style="text-indent:2em">⟦此次改造范围东起鼓楼、西至西城门，全长一点二公里，涉及沿街商铺一百八十多家。⟧</div>
<div style="text-indent:2em">⟦改造中，施工方对青石板路面进行了修复，对沿街建筑的门窗、屋檐按照传统样式进行了整修，同时完成了雨污分流和电力线路入地。⟧</div>
<div style="text-indent:2em">⟦市住建局相关负责人表示，老街完工后将引入非遗工坊、老字号店铺，打造集文化体验和休闲购物于一体的特色街区。⟧</div>
</td></tr>
<tr><td class="arc_page"><div class="prenext"><p>⟪上一篇：<a>城区新增两处口袋公园</a>⟫</p><p>下一篇：<a>⟪东环路拓宽工程启动⟫</a></p></div></td></tr></table>
<div class="xgwz"><h3>⟪相关文章⟫</h3><ul><li><a>⟪古城墙保护规划通过评审⟫</a></li><li><a>城区背街小巷整治完成过半</a></li></ul></div></div>
<div class="right"><div class="box"><h3>⟪点击排行⟫</h3><ul><li><a>⟪暑期公交线路调整公告⟫</a></li><li><a>市图书馆新馆开放时间公布</a></li></ul></div></div></div>
<div id="footer"><p>⟪Copyright © 2021 古城在线 All Rights Reserved⟫</p></div></body></html>"""
    return whole(
        "g-zh-divs-in-td",
        _G,
        "zh-old",
        "zh",
        "http://www.gucheng.example/cjdt/2021/0608/7734.html",
        page,
        encoding=_GB,
    )


@_case
def zh_p_nested_tables() -> Case:
    page = f"""<html><head>{_META_GBK}<title>县一中举行高三毕业典礼--清河教育信息网</title></head>
<body topmargin="0"><table width="960" align="center" cellpadding="0" cellspacing="0"><tr><td><table width="100%" cellpadding="0" cellspacing="0"><tr><td width="300"><img src="/img/logo.gif"></td><td align="right"><a>设为首页</a> | <a>加入收藏</a></td></tr></table></td></tr>
<tr><td bgcolor="#0066CC" height="32"><a>首页</a>　<a>教育新闻</a>　<a>⟪政策法规⟫</a>　<a>招生考试</a>　<a>德育园地</a></td></tr></table>
<table width="960" align="center" cellpadding="0" cellspacing="0"><tr><td valign="top">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="nav2">⟪当前位置：⟫<a>首页</a> → <a>教育新闻</a> → 学校动态</td></tr></table>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #CCC"><tr><td>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><h2>县一中举行高三毕业典礼</h2></td></tr><tr><td align="center" class="info">发布时间：2019年06月10日　文章来源：县一中　⟪阅读：876次⟫</td></tr></table>
<table width="96%" align="center" cellpadding="0" cellspacing="0"><tr><td class="content">
<p>　　⟦6月9日上午，县一中在学校体育馆举行2019届高三毕业典礼，全体高三师生和部分学生家长共一千二百余人参加。⟧</p>
<p>　　⟦典礼在庄严的国歌声中开始。校长刘建华回顾了同学们三年来的成长历程，勉励大家心怀感恩、志存高远，在新的人生阶段继续努力。⟧</p>
<p>　　⟦高三年级教师代表和学生代表分别发言，学生们向老师献上鲜花，并集体朗诵了自己创作的诗歌《致青春》。⟧</p>
<p>　　⟦典礼最后，全体毕业生走过成人门，在签名墙上写下自己的名字和理想的大学。⟧</p>
</td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="right">⟪【<a>打印此文</a>】⟫【<a>关闭窗口</a>】</td></tr><tr><td>上一篇文章：<a>⟪我县召开中考考务工作会议⟫</a><br>下一篇文章：<a>实验小学开展防溺水安全教育</a></td></tr></table>
</td></tr></table></td>
<td width="230" valign="top"><table width="100%" cellpadding="3"><tr><td class="rt"><b>⟪最新文章⟫</b></td></tr><tr><td><a>⟪全县中小学暑期安全工作部署会召开⟫</a></td></tr><tr><td><a>第二小学举办校园艺术节</a></td></tr><tr><td><a>县教育局开展师德师风专项检查</a></td></tr></table></td></tr></table>
<table width="960" align="center"><tr><td align="center" class="foot">⟪清河县教育局 主办　技术支持：清河网络⟫</td></tr></table></body></html>"""
    return whole(
        "g-zh-p-nested",
        _G,
        "zh-old",
        "zh",
        "http://www.qhjy.example/Article/ShowArticle.asp?ArticleID=3321",
        page,
        encoding=_GB,
    )


@_case
def zh_font_wrappers() -> Case:
    page = f"""<html><head>{_META_GB2312}<title>我市启动夏季森林防火专项检查</title></head>
<body><table width="900" align="center" border="0" cellspacing="0" cellpadding="0"><tr><td><img src="/images/top.jpg"></td></tr>
<tr><td background="/images/navbg.gif" height="30"><a><font color="#FFFFFF">网站首页</font></a> <a><font color="#FFFFFF">林业新闻</font></a> <a><font color="#FFFFFF">⟪政务公开⟫</font></a> <a><font color="#FFFFFF">林业科技</font></a></td></tr></table>
<table width="900" align="center" border="0" cellspacing="0" cellpadding="0"><tr><td>
<font size="2">⟪所在位置：⟫<a>网站首页</a>-&gt;<a>林业新闻</a></font><hr size="1">
<div align="center"><font size="5" face="黑体">我市启动夏季森林防火专项检查</font></div>
<div align="center"><font size="2" color="#666666">2020-7-2 9:15:00　市林业局　⟪阅读 433 次⟫</font></div><br>
<font size="3" style="line-height:180%"><p>　　⟦为切实做好夏季森林防火工作，市林业局近日启动为期一个月的森林防火专项检查。⟧</p></font>
<font size="3" style="line-height:180%"><p>　　⟦检查组将深入各县区重点林区，对防火责任落实、护林员在岗、防火物资储备等情况进行检查，并对林区周边的野外用火行为开展排查。⟧</p></font>
<font size="3" style="line-height:180%"><p>　　⟦市林业局要求，各地要加强值班值守，严格执行二十四小时值班和领导带班制度，发现火情及时报告、及时处置。⟧</p></font>
<font size="3" style="line-height:180%"><p>　　⟦据统计，今年上半年全市未发生重大森林火灾，森林火灾受害率控制在千分之零点三以内。⟧</p></font>
<br><div align="center"><font size="2">⟪【<a>打印</a>】【<a>关闭</a>】⟫</font></div>
</td></tr></table>
<table width="900" align="center" border="0" cellspacing="0" cellpadding="0" bgcolor="#E8F0E0"><tr><td><font size="2">⟪相关链接：⟫<a>国家林业和草原局</a> | <a>⟪省林业厅⟫</a> | <a>市气象局</a></font></td></tr>
<tr><td align="center"><font size="2">⟪主办单位：市林业局　地址：人民路88号⟫</font></td></tr></table></body></html>"""
    return whole(
        "g-zh-font",
        _G,
        "zh-old",
        "zh",
        "http://lyj.example.gov.cn/lyxw/200702/0915.htm",
        page,
        encoding=_GB,
    )


@_case
def zh_gov_disclosure() -> Case:
    page = f"""<html><head>{_META_GBK}<title>关于开展2022年度农机购置补贴申报工作的公告</title></head>
<body><table width="1002" align="center" cellpadding="0" cellspacing="0"><tr><td><img src="/xxgk/images/xxgk_top.jpg"></td></tr></table>
<table width="1002" align="center" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF"><tr><td style="padding:10px">⟪当前位置：⟫政府信息公开 &gt; 县农业农村局 &gt; 通知公告</td></tr>
<tr><td><table width="95%" align="center" border="1" bordercolor="#D5E3F0" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:12px">
<tr><td width="12%" bgcolor="#F0F6FC">⟪索 引 号：⟫</td><td width="38%">000000000/2022-00417</td><td width="12%" bgcolor="#F0F6FC">⟪主题分类：⟫</td><td>农业、林业、水利</td></tr>
<tr><td bgcolor="#F0F6FC">发布机构：</td><td>县农业农村局</td><td bgcolor="#F0F6FC">⟪生成日期：⟫</td><td>2022-03-01</td></tr>
<tr><td bgcolor="#F0F6FC">名　　称：</td><td colspan="3">关于开展2022年度农机购置补贴申报工作的公告</td></tr></table></td></tr>
<tr><td align="center" style="font-size:22px;font-weight:bold;padding:20px">关于开展2022年度农机购置补贴申报工作的公告</td></tr>
<tr><td id="zoom" style="padding:10px 50px;font-size:16px;line-height:30px">　　⟦根据上级有关文件精神，现就我县2022年度农机购置补贴申报工作有关事项公告如下：⟧<br>　　⟦一、补贴对象为从事农业生产的个人和农业生产经营组织。⟧<br>　　⟦二、补贴机具须在省农机购置补贴机具信息公开专栏中公布的目录范围内。⟧<br>　　⟦三、购机者购机后，应在三十日内向乡镇农业服务中心提出补贴申请，并提供购机发票和身份证明。⟧<br>　　⟦四、县农业农村局对申请材料审核后，按规定程序公示，公示无异议后兑付补贴资金。⟧<br>　　⟦咨询电话：0000-7654321⟧<br><br><div align="right">⟦县农业农村局⟧<br>⟦2022年3月1日⟧</div></td></tr>
<tr><td style="padding:10px 50px">⟪附件：⟫<a>1.2022年度农机购置补贴申请表.doc</a><br><a>⟪2.补贴机具目录.xls⟫</a></td></tr>
<tr><td align="center">【<a>⟪打印本页⟫</a>】【<a>关闭窗口</a>】</td></tr></table>
<table width="1002" align="center"><tr><td align="center">⟪网站标识码：0000000000　主办：县人民政府办公室⟫</td></tr></table></body></html>"""
    return whole(
        "g-zh-gov-disclosure",
        _G,
        "zh-old",
        "zh",
        "http://www.xian.gov.example/xxgk/nyncj/tzgg/202203/t20220301_88120.html",
        page,
        encoding=_GB,
    )


@_case
def en_td_layout() -> Case:
    page = """<html><head><title>The Millbrook Sentinel - Local News</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head>
<body bgcolor="#FFFFFF" marginwidth="0"><table width="760" border="0" cellpadding="0" cellspacing="0"><tr><td colspan="2"><img src="/images/masthead.gif" width="760" height="90" alt="The Millbrook Sentinel"></td></tr>
<tr><td width="140" valign="top" bgcolor="#E6E6CC"><font face="Verdana" size="1"><a href="/">Home</a><br><a href="/local/">Local News</a><br><a href="/sports/">Sports</a><br><a href="/obits/">⟪Obituaries⟫</a><br><a href="/classifieds/">Classifieds</a><br><a href="/contact/">⟪Contact Us⟫</a></font></td>
<td width="620" valign="top"><table width="100%" cellpadding="8"><tr><td>
<font face="Georgia" size="5"><b>Water tower gets a fresh coat after 30 years</b></font><br>
<font face="Verdana" size="1">By Hal Brenner, Sentinel Staff Writer<br>Published Tuesday, August 12, 2008</font>
<p><font face="Verdana" size="2">⟦Crews finished repainting Millbrook's water tower on Monday, the first full paint job the 1978 landmark has had since it went up.⟧</font></p>
<p><font face="Verdana" size="2">⟦The work took six weeks and cost the village $212,000, most of it covered by a state infrastructure grant approved last fall.⟧</font></p>
<p><font face="Verdana" size="2">⟦Village administrator Joan Feld said the old paint had worn through in places, letting rust eat at the steel. "Another five years and we'd have been talking about a new tower," she said.⟧</font></p>
<p><font face="Verdana" size="2">⟦The tower keeps its blue color and the village name in white letters, though residents had petitioned for a smiley face.⟧</font></p>
</td></tr></table>
<table width="100%" cellpadding="4" bgcolor="#F2F2F2"><tr><td><font face="Verdana" size="1"><b>⟪More Local News:⟫</b><br><a>⟪School board approves bus contract⟫</a><br><a>Fire company plans pancake breakfast</a></font></td></tr></table></td></tr>
<tr><td colspan="2" align="center"><font face="Verdana" size="1">⟪Copyright 2008 The Millbrook Sentinel. All rights reserved.⟫</font></td></tr></table></body></html>"""
    return whole(
        "g-en-td-layout",
        _G,
        "old-table",
        "en",
        "http://www.millbrooksentinel.example/local/081208_tower.html",
        page,
        encoding="latin-1",
    )


@_case
def ja_table_layout() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><title>市民プール　今夏の営業について｜北浜市</title></head>
<body><table width="800" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td colspan="2"><img src="/img/head.gif" alt="北浜市"></td></tr>
<tr><td colspan="2" class="pankuzu">⟪現在位置：⟫<a>トップページ</a> &gt; <a>くらし</a> &gt; <a>スポーツ施設</a></td></tr>
<tr><td width="180" valign="top" class="side"><table width="100%"><tr><td><b>⟪くらしのメニュー⟫</b></td></tr><tr><td><a>ごみ・リサイクル</a></td></tr><tr><td><a>⟪税金⟫</a></td></tr><tr><td><a>スポーツ施設</a></td></tr></table></td>
<td valign="top" style="padding:10px"><h2>市民プール　今夏の営業について</h2>
<table width="100%"><tr><td class="honbun">⟦北浜市民プールは、７月１９日（土曜日）から８月３１日（日曜日）まで営業します。⟧<br><br>⟦営業時間は午前９時から午後５時までです。入場は午後４時３０分までとなります。⟧<br><br>⟦今年度から、小学生以下の利用料金を１回１００円に改定しました。なお、小学３年生以下のお子様は、保護者の同伴が必要です。⟧<br><br>⟦天候不良の場合は休業することがあります。当日の営業状況は、市民プール管理事務所へお問い合わせください。⟧</td></tr></table>
<table width="100%" class="toiawase"><tr><td>⟪このページに関するお問い合わせ⟫<br>スポーツ振興課　電話：0000-00-0000</td></tr></table></td></tr>
<tr><td colspan="2" align="center" class="foot">⟪Copyright (C) Kitahama City. All Rights Reserved.⟫</td></tr></table></body></html>"""
    return whole(
        "g-ja-table",
        _G,
        "old-table",
        "ja",
        "http://www.city.kitahama.example/kurashi/sports/pool.html",
        page,
        encoding="shift_jis",
    )
