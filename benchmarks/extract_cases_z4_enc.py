"""Hand-written extraction cases, batch Z4 (session 21, HELD OUT), part two: the charset
labels, declarations and response headers a Chinese crawl meets.

The seam with ``extract_cases_z4`` (which says the protocol and the judgment calls):
these pages test decoding as much as the furniture, with labels and declarations Z, Z2
and Z3 did not use. A middle school's news page in GBK whose only charset is in an XML
declaration (``<?xml … encoding="gbk"?>``, XHTML, no ``<meta>`` charset); a county news
page in GBK labelled ``x-gbk``; a company's news release in GBK labelled ``cp936`` in
``<meta http-equiv>``; a cultural bureau's page labelled ``EUC-CN`` whose text holds
GBK-only characters (昇, 珺); a city's award list labelled ``GB_2312-80`` with names in
GBK-only characters (玥, 琇, 翀, 旻); a district page whose ``http-equiv`` puts the
charset after another parameter (``text/html; Content-Language=zh-CN; charset=GBK``);
a UTF-8 page served with ``Content-Type: text/html; charset=gb2312`` whose
``<meta charset=utf-8>`` comes after more than 1,024 bytes of inline script; and a Macau
page in Big5-HKSCS (氹仔, 啱, 嘢, 㗎) declared plain ``big5``.

Judgment calls beyond ``extract_cases_z4``: a school news page's 撰稿 / 摄影 / 审核 line is
furniture (Z2); an award list's names, as sentences of the notice, are body; a Macau
page's "【本報訊】" opening is part of its first paragraph (as Z2's Hong Kong 專訊).
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z4_ENC"]

_Z = "z4"
BATCH_Z4_ENC: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z4_ENC.append(fn)
    return fn


@_case
def school_xml_decl_only() -> Case:
    doc = """<?xml version="1.0" encoding="gbk"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="zh-CN">
<head>
<title>我校第十二届校园科技节落下帷幕 - 青峰市第三中学</title>
<meta name="keywords" content="科技节,青峰三中" />
<link rel="stylesheet" type="text/css" href="/template/school/css/style.css" />
<script type="text/javascript" src="/template/school/js/menu.js"></script>
</head>
<body>
<div id="top"><div class="logo">青峰市第三中学</div><div class="motto">⟪厚德 博学 求实 创新⟫</div></div>
<div id="menu"><a href="/">学校首页</a> <a href="/xxgk/">学校概况</a> <a href="/xydt/">校园动态</a> <a href="/jxky/">教学科研</a> <a href="/dyzc/">德育之窗</a> <a href="/zsxx/">招生信息</a></div>
<div id="main">
<div class="list-left"><h3>校园动态</h3><ul><li><a href="/xydt/xxxw/">学校新闻</a></li><li><a href="/xydt/tzgg/">通知公告</a></li></ul></div>
<div class="show">
<h1>我校第十二届校园科技节落下帷幕</h1>
<div class="show-info">发布时间：2024-11-22 点击：<span id="hits">516</span></div>
<div class="show-content">
<p>⟦11月21日下午，为期一周的青峰市第三中学第十二届校园科技节在学校报告厅落下帷幕。本届科技节以“探索未知 创造未来”为主题，共有一千二百余名学生参与。⟧</p>
<p>⟦科技节期间，学校举办了水火箭发射、纸桥承重、机器人编程和科幻绘画等八项比赛。高二（3）班的纸桥作品用不到一百克纸承受了十二公斤重物，刷新了校纪录。⟧</p>
<p>⟦闭幕式上，校长为获奖学生颁发了证书，并鼓励同学们把课堂上学到的知识用到动手实践中去。⟧</p>
<p>⟦据悉，学校将从本届获奖作品中选出六件，参加明年春季举行的全市青少年科技创新大赛。⟧</p>
<p class="zuozhe">⟪撰稿：教务处 摄影：团委 审核：李文⟫</p>
</div>
<div class="page-turn"><p>⟪上一篇：我校召开期中考试质量分析会⟫</p><p>⟪下一篇：初一年级开展消防安全演练⟫</p></div>
</div>
</div>
<div id="footer"><p>⟪版权所有：青峰市第三中学 地址：青峰市文昌路18号 邮编：000000⟫</p></div>
</body>
</html>
"""
    return whole(
        "z4-school-xml-decl-only",
        _Z,
        "school-xml-decl-only",
        "zh",
        "http://www.qfsz.edu.example/xydt/xxxw/2024-11-22/1342.html",
        doc,
        encoding="gbk",
    )


@_case
def county_x_gbk_label() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta charset="x-gbk">
<title>我县首批高标准农田示范区通过验收 - 石河县新闻网</title>
<meta name="description" content="石河县首批高标准农田示范区通过市级验收。">
<link href="/css/news.css" rel="stylesheet">
<script src="/js/jquery.js"></script>
</head>
<body>
<div class="topbar"><span>今天是：2024年10月30日</span> <a href="/rss/">RSS</a></div>
<div class="logo-bar"><a href="/">石河县新闻网</a></div>
<div class="navbar"><a href="/">首页</a> <a href="/sxyw/">时讯要闻</a> <a href="/xzdt/">乡镇动态</a> <a href="/bmdt/">部门动态</a> <a href="/spxw/">视频新闻</a></div>
<div class="wrap">
<div class="art-title">我县首批高标准农田示范区通过验收</div>
<div class="art-info">来源：县农业农村局 作者：刘红梅 时间：2024-10-30</div>
<div class="art-body">
<p>⟦近日，我县首批高标准农田示范区顺利通过市级验收。示范区涉及三个乡镇十四个村，建设面积共计两万三千亩。⟧</p>
<p>⟦项目实施以来，共新建和改造灌溉渠道四十八公里、机耕道路三十六公里，安装智能水肥一体化设备二十套，实现了旱能灌、涝能排。⟧</p>
<p>⟦验收组认为，示范区建设标准高、管护机制健全，亩均粮食产量比改造前提高了约一百公斤。⟧</p>
<p>⟦下一步，我县将总结示范区经验，计划到2026年再建成高标准农田五万亩。⟧</p>
</div>
<div class="art-editor">⟪【责任编辑：王晓冬】⟫</div>
<div class="art-tools">⟪【打印此页】 【关闭窗口】⟫</div>
<div class="art-related"><h4>⟪相关新闻⟫</h4><ul><li><a href="/sxyw/1.html">⟪县委召开农村工作领导小组会议⟫</a></li><li><a href="/sxyw/2.html">⟪秋冬种工作全面展开⟫</a></li></ul></div>
</div>
<div class="footer">⟪主办：中共石河县委宣传部 石河县融媒体中心⟫</div>
</body>
</html>
"""
    return whole(
        "z4-county-x-gbk",
        _Z,
        "county-x-gbk-label",
        "zh",
        "http://www.shihe-news.example/sxyw/2024-10/30/content_77812.htm",
        doc,
        encoding="gbk",
    )


@_case
def company_cp936_label() -> Case:
    doc = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=cp936">
<title>公司新一代智能电表通过国家计量认证 - 新闻中心 - 华瑞仪表股份有限公司</title>
<link href="/css/company.css" rel="stylesheet" type="text/css">
<script language="javascript" src="/js/flash.js"></script>
</head>
<body>
<table width="1000" align="center" class="top"><tr><td class="logo">华瑞仪表股份有限公司</td><td class="hotline">⟪全国服务热线：400-000-0000⟫</td></tr></table>
<table width="1000" align="center" class="nav"><tr><td><a href="/">网站首页</a></td><td><a href="/about/">关于我们</a></td><td><a href="/news/">新闻中心</a></td><td><a href="/product/">产品中心</a></td><td><a href="/contact/">联系我们</a></td></tr></table>
<table width="1000" align="center"><tr>
<td width="220" valign="top" class="left"><div class="ltitle">新闻中心</div><ul><li><a href="/news/gsxw/">公司新闻</a></li><li><a href="/news/hydt/">行业动态</a></li></ul></td>
<td valign="top" class="right">
<div class="ntitle">公司新一代智能电表通过国家计量认证</div>
<div class="ninfo">发布时间：2024-04-16 浏览次数：322</div>
<div class="ncontent">
<p>⟦4月15日，华瑞仪表自主研发的新一代三相智能电表顺利通过国家计量器具型式批准，取得计量认证证书。⟧</p>
<p>⟦该产品采用高精度计量芯片，计量精度达到0.5S级，支持远程抄表、费控和负荷监测功能，可满足工商业用户和新能源场站的计量需求。⟧</p>
<p>⟦公司研发中心负责人表示，新产品从立项到取得认证历时十八个月，累计完成各类试验三千余项。⟧</p>
<p>⟦目前，新产品已进入小批量试生产阶段，预计今年下半年正式投放市场。⟧</p>
</div>
<div class="npage">⟪上一条：公司荣获省级专精特新企业称号⟫<br>⟪下一条：公司参加2024中国国际电力展⟫</div>
</td></tr></table>
<table width="1000" align="center" class="foot"><tr><td>⟪Copyright 2024 华瑞仪表股份有限公司 版权所有 技术支持：网联科技⟫</td></tr></table>
</body>
</html>
"""
    return whole(
        "z4-company-cp936",
        _Z,
        "company-cp936-label",
        "zh",
        "http://www.huarui-meter.example/news/gsxw/2024-04-16/238.html",
        doc,
        encoding="gbk",
    )


@_case
def culture_euc_cn_gbk_chars() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=EUC-CN">
<title>“昇平街老字号”非遗展在市博物馆开展_文旅动态_云溪市文化广电和旅游局</title>
<link rel="stylesheet" href="/style/main.css">
<script src="/script/common.js"></script>
</head>
<body>
<div class="header"><div class="sitename">云溪市文化广电和旅游局</div><div class="search"><input type="text"><button>搜索</button></div></div>
<div class="nav"><a href="/">首页</a> <a href="/jggk/">机构概况</a> <a href="/wldt/">文旅动态</a> <a href="/zwgk/">政务公开</a> <a href="/bsfw/">办事服务</a></div>
<div class="content-box">
<h2>“昇平街老字号”非遗展在市博物馆开展</h2>
<div class="sub-info">发布日期：2024-09-14 信息来源：市博物馆 ⟪【字号：大 中 小】⟫</div>
<div class="text">
<p>⟦9月13日，“昇平街老字号”非物质文化遗产展在市博物馆开展。展览汇集了昇平街上十二家百年老字号的老物件、老照片和传统技艺，共展出展品四百余件。⟧</p>
<p>⟦展览分为“街巷记忆”“匠心传承”“老店新生”三个单元。市级非遗项目“周记酱园酿造技艺”传承人周珺在现场演示了古法晒酱，吸引了不少市民驻足观看。⟧</p>
<p>⟦市博物馆相关负责人介绍，展览期间还将举办六场非遗体验课，市民可通过博物馆公众号免费预约。⟧</p>
<p>⟦本次展览将持续至12月31日，每周一闭馆。⟧</p>
</div>
<div class="share">⟪分享到：⟫</div>
<div class="print-close">⟪【打印本页】【关闭窗口】⟫</div>
</div>
<div class="footer">⟪主办单位：云溪市文化广电和旅游局 网站标识码：0000000002⟫</div>
</body>
</html>
"""
    return whole(
        "z4-culture-euc-cn",
        _Z,
        "culture-euc-cn-gbk-chars",
        "zh",
        "http://wlj.yunxi.gov.example/wldt/202409/t20240914_3321.html",
        doc,
        encoding="gbk",
    )


@_case
def award_gb2312_80_gbk_names() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=GB_2312-80">
<title>第五届“书香之城”全民阅读征文比赛获奖名单揭晓 - 清河市图书馆</title>
<meta name="author" content="清河市图书馆">
<link rel="stylesheet" href="/css/lib.css">
</head>
<body>
<div class="lib-top"><span class="lib-name">清河市图书馆</span><a href="/opac/">⟪馆藏书目检索⟫</a> <a href="/reader/">读者登录</a></div>
<div class="lib-nav"><a href="/">首页</a><a href="/bggk/">本馆概况</a><a href="/dzzn/">读者指南</a><a href="/hdyg/">活动预告</a><a href="/bgdt/">本馆动态</a></div>
<div class="lib-main">
<div class="lib-title">第五届“书香之城”全民阅读征文比赛获奖名单揭晓</div>
<div class="lib-date">2024-12-02</div>
<div class="lib-text">
<p>⟦由市委宣传部、市文化广电和旅游局主办，市图书馆承办的第五届“书香之城”全民阅读征文比赛日前评审结束。本届比赛共收到征文两千六百余篇，经初评、复评和终评，共评出一等奖五名、二等奖十名、三等奖二十名。⟧</p>
<p>⟦一等奖获奖者为：成人组林玥《父亲的书架》、赵琇《在图书馆过年》、高翀《一座城的夜读》；青少年组周旻《外婆的识字本》、孙昇《我和〈西游记〉》。⟧</p>
<p>⟦评委会认为，今年的征文题材丰富、情感真挚，不少作品记录了普通家庭与阅读的故事，体现了全民阅读活动的成效。⟧</p>
<p>⟦颁奖仪式将于12月15日下午在市图书馆报告厅举行，请获奖者携带本人身份证件准时参加。⟧</p>
</div>
<div class="lib-attach">⟪附件：第五届“书香之城”征文比赛获奖名单.xlsx⟫</div>
</div>
<div class="lib-foot">⟪清河市图书馆 开放时间：周二至周日 9:00-21:00⟫</div>
</body>
</html>
"""
    return whole(
        "z4-award-gb2312-80",
        _Z,
        "award-gb2312-80-gbk-names",
        "zh",
        "http://www.qhlib.example/bgdt/2024/1202/611.html",
        doc,
        encoding="gbk",
    )


@_case
def district_http_equiv_params() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta http-equiv="Content-Type" content="text/html; Content-Language=zh-CN; charset=GBK">
<title>西城街道开展“敲门行动” 走访独居老人四百余户_街道动态_东湖区人民政府</title>
<link href="/css/dh.css" rel="stylesheet">
<script src="/js/dh.js"></script>
</head>
<body>
<div class="dh-head"><div class="dh-logo">东湖区人民政府</div><div class="dh-date">2024年12月4日 星期三</div></div>
<div class="dh-nav"><a href="/">首页</a><a href="/zwdt/">政务动态</a><a href="/jddt/">街道动态</a><a href="/zwgk/">信息公开</a><a href="/hdjl/">互动交流</a></div>
<div class="dh-body">
<div class="dh-pos">您当前的位置：首页 &gt; 街道动态</div>
<h1>西城街道开展“敲门行动” 走访独居老人四百余户</h1>
<div class="dh-info">发布时间：2024-12-03 来源：西城街道办事处 ⟪浏览次数：⟫<span>208</span></div>
<div class="dh-text">
<p>⟦入冬以来，西城街道组织社区工作者、网格员和志愿者开展“敲门行动”，已走访辖区独居、空巢老人四百二十三户。⟧</p>
<p>⟦走访中，工作人员逐户查看老人家中燃气、电器使用情况，帮助更换老化电线十七处，为八十六户安装了燃气报警器。⟧</p>
<p>⟦对行动不便的老人，社区建立了“一人一档”，由网格员每周至少电话联系两次，遇到雨雪天气上门查看。⟧</p>
<p>⟦街道相关负责人表示，“敲门行动”将持续到明年春节，并逐步形成常态化关爱机制。⟧</p>
</div>
<div class="dh-tools">⟪【打印】 【关闭】⟫</div>
<div class="dh-ewm">⟪扫一扫在手机打开当前页⟫</div>
</div>
<div class="dh-foot">⟪主办：东湖区人民政府办公室 ICP备案号：00000000号⟫</div>
</body>
</html>
"""
    return whole(
        "z4-district-http-equiv-params",
        _Z,
        "district-http-equiv-params",
        "zh",
        "http://www.donghu.gov.example/jddt/202412/t20241203_99812.html",
        doc,
        encoding="gbk",
    )


_LONG_HEAD_SCRIPT = (
    "<script>(function(){var cfg={site:'tianfu-daily',channel:'shehui',"
    + ",".join(f"slot{i}:'/2108/tianfu/shehui/slot_{i:02d}'" for i in range(40))
    + "};window.__AD_CFG__=cfg;})();</script>"
)


@_case
def header_gb2312_late_meta_utf8() -> Case:
    doc = (
        """<!DOCTYPE html>
<html lang="zh-CN">
<head>
"""
        + _LONG_HEAD_SCRIPT
        + """
<meta charset="utf-8">
<title>社区食堂开进老旧小区 一餐十五元吃得放心_社会_天府日报网</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/article.css">
</head>
<body>
<div class="top"><a href="/">天府日报网</a> <a href="/shehui/">社会</a> <a href="/jingji/">经济</a> <a href="/wenhua/">文化</a> <a href="/tiyu/">体育</a></div>
<div class="article-box">
<h1>社区食堂开进老旧小区 一餐十五元吃得放心</h1>
<div class="article-info"><span>2024-11-08 07:50</span> <span>天府日报网-天府日报</span></div>
<div class="article-text">
<p>⟦中午十一点半，锦华社区食堂里已经坐满了人。两荤一素加一碗汤，老人凭卡只需十五元，社区里的上班族也常来这里解决午饭。⟧</p>
<p>⟦这家食堂由社区闲置用房改建而成，今年8月开业，由一家餐饮企业运营，街道提供场地并对老年人用餐给予补贴。⟧</p>
<p>⟦“以前一个人做饭，做多了吃不完，做少了不值当。”七十六岁的陈大爷说，现在他每天中午都来，还能和老邻居聊聊天。⟧</p>
<p>⟦据了解，今年全市已建成社区食堂一百一十个，明年将重点向老旧小区和城乡接合部延伸。⟧</p>
<p class="bianji">⟪编辑：黄晓宇⟫</p>
</div>
<div class="hot"><h3>⟪热点推荐⟫</h3><ul><li><a href="/shehui/1.html">⟪地铁新线年底开通⟫</a></li><li><a href="/shehui/2.html">⟪今冬首场寒潮来袭⟫</a></li></ul></div>
</div>
<div class="foot">⟪天府日报网版权所有，未经书面授权禁止使用⟫</div>
</body>
</html>
"""
    )
    return whole(
        "z4-header-gb2312-late-meta",
        _Z,
        "header-gb2312-late-meta-utf8",
        "zh",
        "https://www.tianfu-daily.example/shehui/2024-11/08/content_4412.html",
        doc,
        content_type="text/html; charset=gb2312",
    )


@_case
def macau_big5_hkscs() -> Case:
    doc = """<!DOCTYPE html>
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=big5">
<title>氹仔舊城區街市翻新後重開 - 濠江晨報</title>
<link rel="stylesheet" href="/css/hj.css">
<script src="/js/hj.js"></script>
</head>
<body>
<div class="hj-top"><a href="/">濠江晨報</a> <span>2024年8月19日 星期一</span></div>
<div class="hj-nav"><a href="/macau/">澳聞</a> <a href="/hk/">港聞</a> <a href="/china/">中國</a> <a href="/world/">國際</a> <a href="/sport/">體育</a></div>
<div class="hj-main">
<h1>氹仔舊城區街市翻新後重開</h1>
<div class="hj-date">2024-08-19</div>
<div class="hj-text">
<p>⟦【本報訊】氹仔舊城區街市經過八個月翻新工程，昨日重新開放。街市保留了原有的騎樓外觀，內部則加裝冷氣及新排水系統，攤位由三十二個增至四十個。⟧</p>
<p>⟦不少老街坊一早到場幫襯。在街市賣菜三十年的陳太話：「以前夏天熱到頂唔順，而家有冷氣，啱晒啲老人家。」⟧</p>
<p>⟦有熟食檔主表示，翻新後租金未有調整，希望多啲遊客入嚟行，「唔好淨係影相，都要買嘢食㗎」。⟧</p>
<p>⟦市政部門表示，街市每日早上六時至晚上八時開放，周邊亦會增設臨時上落客區，方便市民購物。⟧</p>
</div>
<div class="hj-ad">⟪廣告⟫</div>
<div class="hj-more"><h3>⟪相關新聞⟫</h3><ul><li><a href="/macau/1.html">⟪路環步行徑增設休憩設施⟫</a></li><li><a href="/macau/2.html">⟪新馬路行人專用區試行延長⟫</a></li></ul></div>
</div>
<div class="hj-foot">⟪濠江晨報 版權所有 不得轉載⟫</div>
</body>
</html>
"""
    return whole(
        "z4-macau-big5-hkscs",
        _Z,
        "macau-big5-hkscs",
        "zh",
        "http://www.houkong-morning.example/macau/2024-08/19/content_1201.htm",
        doc,
        encoding="big5hkscs",
    )
