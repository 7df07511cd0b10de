"""Hand-written extraction cases, batch D (round three, development): Chinese portals'
old layouts and pages in other languages.

Written whole (``extract_case_whole``). The Chinese pages are GB18030 bytes whose charset
is named only in ``<meta http-equiv>``, laid out the way portal CMSes of the 2000s and
2010s did: layout tables, ``<br>``-separated text with ``&nbsp;`` indents, ``<font>`` and
``<span style>`` wrappers, Word-pasted ``MsoNormal`` paragraphs. Judgment calls beyond
batch D's English ones (``extract_cases_d``):

- 责任编辑 / 编辑 / 来源 / 原标题 / 作者 lines, 【字号 大 中 小】 and 【打印】【关闭】
  toolbars, 上一篇 / 下一篇, 相关新闻 lists, share widgets and page links (第1页 第2页
  下一页) are furniture; a page split over several URLs has only its own part as body;
- a 延伸阅读 / 相关阅读 insert inside the body is furniture; a 展开全文 page whose rest
  is in the HTML (hidden by a style) keeps the rest: it is in the document and the reader
  sees it on a tap;
- numbered section heads inside a Chinese listicle (一、…) are body;
- in the other languages the same: "Lesen Sie auch", "Lire aussi", "Más información",
  "Читайте также", 関連記事, "اقرأ أيضا" inserts are furniture, a Japanese page's
  「次のページ」 link too.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_D_INTL"]

_D = "d"
BATCH_D_INTL: list[Callable[[], Case]] = []
_GB = "gb18030"
_META_GB = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_D_INTL.append(fn)
    return fn


@_case
def zh_table_br() -> Case:
    page = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head>{_META_GB}
<title>我市今冬供暖季提前五天启动_滨江新闻网</title><link href="/css/style.css" rel="stylesheet" type="text/css"></head>
<body topmargin="0" leftmargin="0"><table width="980" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td><img src="/images/banner.jpg" width="980" height="90"></td></tr>
<tr><td class="nav" height="30"><a href="/">首页</a> | <a href="/news/">本地新闻</a> | <a href="/gn/">国内</a> | <a href="/gj/">国际</a> | <a href="/ty/">体育</a></td></tr></table>
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td width="680" valign="top">
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td class="weizhi">当前位置：<a href="/">首页</a> &gt; <a href="/news/">本地新闻</a> &gt; 正文</td></tr>
<tr><td align="center" class="title" height="50"><b>我市今冬供暖季提前五天启动</b></td></tr>
<tr><td align="center" class="info">2023-11-10 09:32:15　⟪来源：滨江日报⟫　作者：周晓燕　【字号 <a href="#">大</a> <a href="#">中</a> <a href="#">小</a>】</td></tr>
<tr><td class="content" style="font-size:14px;line-height:26px">
&nbsp;&nbsp;&nbsp;&nbsp;⟦记者从市城市管理局获悉，受近期强冷空气影响，我市今冬供暖季将比往年提前五天，于11月10日零时正式启动。⟧<br>
&nbsp;&nbsp;&nbsp;&nbsp;⟦据介绍，今年全市集中供暖面积达到8600万平方米，比去年增加约320万平方米，新增供暖小区47个。⟧<br>
&nbsp;&nbsp;&nbsp;&nbsp;⟦为保障供暖质量，各供热企业已于10月底前完成管网注水和试运行，共排查维修老旧管线126公里。⟧<br>
&nbsp;&nbsp;&nbsp;&nbsp;⟦市城市管理局提醒，居民如遇室温不达标、暖气不热等问题，可拨打供热服务热线或12345市民热线反映，相关企业须在24小时内上门处理。⟧<br>
&nbsp;&nbsp;&nbsp;&nbsp;⟦此外，对于低保家庭和特困人员，供暖费用将继续按规定给予减免。⟧<br>
</td></tr>
<tr><td align="right" class="editor">⟪责任编辑：李娜⟫</td></tr>
<tr><td class="sx"><a href="/news/2023-11/09/c_1123.htm">⟪上一篇：滨江大道夜间施工路段公布⟫</a><br><a href="/news/2023-11/10/c_1130.htm">⟪下一篇：市第一医院新门诊楼投入使用⟫</a></td></tr>
<tr><td><div class="xgxw"><b>⟪相关新闻⟫</b><ul><li><a href="/a1">⟪去年供暖季投诉量同比下降两成⟫</a></li><li><a href="/a2">⟪老旧小区供热管网改造完成过半⟫</a></li></ul></div></td></tr></table></td>
<td width="20"></td><td width="280" valign="top"><table width="100%"><tr><td class="rtitle">⟪热点排行⟫</td></tr><tr><td><a href="/h1">⟪高铁新站周边道路命名公布⟫</a><br><a href="/h2">⟪全市中小学寒假时间确定⟫</a></td></tr></table></td></tr></table>
<table width="980" align="center"><tr><td class="foot" align="center">⟪版权所有：滨江新闻网　未经授权禁止转载⟫<br>备案号：X-ICP备05001234号</td></tr></table></body></html>"""
    return whole(
        "d-zh-table-br",
        _D,
        "zh-old",
        "zh",
        "http://www.binjiangnews.example/news/2023-11/10/content_1128.htm",
        page,
        encoding=_GB,
    )


@_case
def zh_font_wrappers() -> Case:
    page = f"""<html><head>{_META_GB}<title>山区小学迎来第一支女子足球队--教育频道</title></head>
<body bgcolor="#FFFFFF"><div id="top"><a href="/">教育网首页</a> <a href="/jy/">基础教育</a> <a href="/gk/">高考</a></div>
<table width="760" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td>
<p align="center"><font size="5" color="#003399"><b>山区小学迎来第一支女子足球队</b></font></p>
<p align="center"><font size="2" color="#666666">发布时间：2022年05月18日　⟪来源：县教育局⟫</font></p>
<hr size="1" color="#CCCCCC">
<p><font face="宋体" size="3">　　⟦“球！传给我！”五月的一个下午，在海拔一千二百米的石门小学操场上，十几个女孩子追着一只旧足球跑来跑去，笑声传出很远。⟧</font></p>
<p><font face="宋体" size="3">　　⟦这是石门小学建校六十年来第一支女子足球队。去年秋天，县里从师范学院引进的体育老师刘春梅到校任教，她发现不少女生课间喜欢踢毽子、跳绳，跑得很快，便动了组建球队的念头。⟧</font></p>
<p><font face="宋体" size="3">　　⟦起初，一些家长并不支持。“女孩子踢什么球，摔坏了怎么办？”刘春梅一家一家上门做工作，还请来县妇联的同志一起劝说。⟧</font></p>
<p><font face="宋体" size="3">　　⟦如今，球队已有队员十六名，每周训练三次。今年四月，她们第一次走出大山，参加全县小学生足球联赛，获得了第三名。⟧</font></p>
<p><font face="宋体" size="3">　　⟦“我们想去市里比赛。”队长、五年级学生王小雨说。⟧</font></p>
<p align="right"><font size="2">⟪（编辑：张敏）⟫</font></p>
<table width="100%" border="0"><tr><td><font size="2">⟪【打印本页】⟫ 【关闭窗口】</font></td></tr></table>
<table width="100%" class="xg"><tr><td><font color="#990000"><b>⟪相关文章⟫</b></font></td></tr><tr><td>·<a href="/x1">⟪全县校园足球特色学校增至28所⟫</a><br>·<a href="/x2">⟪乡村教师支持计划今年再扩面⟫</a></td></tr></table>
</td></tr></table><div id="bottom" align="center"><font size="2">⟪主办单位：县教育局　技术支持：县信息中心⟫</font></div></body></html>"""
    return whole(
        "d-zh-font-wrappers",
        _D,
        "zh-old",
        "zh",
        "http://www.jyw.example/jy/2022-05/18/content_3341.htm",
        page,
        encoding=_GB,
    )


@_case
def zh_mso_spans() -> Case:
    page = f"""<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>{_META_GB}<title>原标题：老街改造留住烟火气 - 城市 - 江南在线</title></head>
<body><div class="header"><div class="logo"><img src="/logo.gif"></div><div class="menu"><a>首页</a><a>城市</a><a>民生</a><a>文旅</a></div></div>
<div class="w1000"><div class="left"><div class="crumbs">江南在线 &gt; 城市 &gt; 正文</div>
<h1 class="art_title">老街改造：留住烟火气 也要留住老街坊</h1><div class="art_info">2024-03-22 08:15　⟪来源：江南晚报⟫</div>
<div class="bdsharebuttonbox"><a class="bds_more">⟪分享到：⟫</a><a class="bds_weixin" title="分享到微信"></a><a class="bds_tsina" title="分享到新浪微博"></a></div>
<div class="art_content" id="artContent">
<p class="MsoNormal"><span style="font-family:宋体;font-size:12.0pt">⟪原标题：老街改造留住烟火气⟫</span></p>
<p class="MsoNormal" style="text-indent:24.0pt"><span style="font-family:宋体;font-size:12.0pt">⟦清晨六点，槐树街的早点铺已经冒出热气。<span lang="EN-US">68</span>岁的钱阿婆照例来买两根油条，“街变漂亮了，店还是那几家店，人还是那些人。”⟧</span></p>
<p class="MsoNormal" style="text-indent:24.0pt"><span style="font-family:宋体;font-size:12.0pt">⟦去年以来，我市对槐树街等<span lang="EN-US">5</span>条老街实施微改造，不拆一栋老房子，不搬走一户原住民，重点修缮屋面、更换雨污管道、整治架空线缆。⟧</span></p>
<p class="MsoNormal" style="text-indent:24.0pt"><span style="font-family:宋体;font-size:12.0pt">⟦“改造方案先后征求了三轮意见，光是门头招牌的样式就改了四稿。”街道负责人介绍，老街原有的<span lang="EN-US">37</span>家小店全部留了下来。⟧</span></p>
<p class="MsoNormal" style="text-indent:24.0pt"><span style="font-family:宋体;font-size:12.0pt">⟦改造后的槐树街增设了口袋公园和公共厕所，周末客流比改造前增加了近一倍，但也带来了停车难的新问题。⟧</span></p>
<p class="MsoNormal" style="text-indent:24.0pt"><span style="font-family:宋体;font-size:12.0pt">⟦对此，街道正在协调周边单位错时开放停车场，预计下月可新增车位<span lang="EN-US">200</span>余个。⟧</span></p>
<p class="MsoNormal"><span lang="EN-US"><o:p>&nbsp;</o:p></span></p></div>
<div class="art_editor">⟪责任编辑：陈立⟫</div>
<div class="relate"><h3>⟪相关阅读⟫</h3><ul><li><a>⟪历史文化街区保护条例明年施行⟫</a></li><li><a>⟪老城区五条背街小巷完成整治⟫</a></li></ul></div></div>
<div class="right"><div class="box"><h3>⟪24小时热文⟫</h3><ol><li><a>⟪地铁三号线南延段开通时间确定⟫</a></li></ol></div></div></div>
<div class="footer">⟪江南在线版权所有，未经许可不得转载⟫</div></body></html>"""
    return whole(
        "d-zh-mso-spans",
        _D,
        "zh-old",
        "zh",
        "http://city.jnzx.example/2024/0322/c2210-4471.html",
        page,
        encoding=_GB,
    )


@_case
def zh_paginated() -> Case:
    page = f"""<html><head>{_META_GB}<title>一座县城的“二次创业”(1)_经济_中原商报网</title></head>
<body><div id="header"><div class="logo">中原商报网</div><div class="nav"><a>首页</a><a>经济</a><a>财经</a><a>产业</a><a>视频</a></div></div>
<div id="main"><div class="position">您现在的位置：首页 &gt; 经济 &gt; 正文</div>
<div class="article"><h1>一座县城的“二次创业”</h1><div class="source">2021年09月06日 10:02　⟪来源：中原商报⟫　记者　郭磊</div>
<div class="fontsize">⟪【字号：大 中 小】⟫</div>
<div id="content">
<p>　　⟦二十年前，提起安平县，人们想到的是满街的丝网作坊和堆在路边的铁丝卷。如今，这里的丝网产品卖到了一百多个国家和地区。⟧</p>
<p>　　⟦但在县里的企业家看来，这还远远不够。“我们过去拼的是价格，现在要拼的是技术。”一家丝网企业的负责人说，公司去年研发投入占到营业收入的百分之四。⟧</p>
<p>　　⟦县工业园区管委会提供的数据显示，全县规模以上丝网企业已有二百一十家，其中高新技术企业六十三家，比五年前翻了一番。⟧</p>
<p>　　⟦转型并不轻松。一些小作坊因为环保不达标被关停，部分工人一度失业。县里为此开办了技能培训班，三年来培训工人一万二千多人次。⟧</p>
</div>
<div class="page"><a class="cur">⟪第1页⟫</a> <a href="/jj/2021-09/06/content_559_2.htm">⟪第2页⟫</a> <a href="/jj/2021-09/06/content_559_3.htm">第3页</a> <a href="/jj/2021-09/06/content_559_2.htm">⟪下一页⟫</a></div>
<div class="editor">⟪（责任编辑：孙婷）⟫</div>
<div class="share"><span>⟪分享到：⟫</span><a>微信</a><a>微博</a><a>QQ空间</a></div>
<div class="related"><div class="tit">⟪相关新闻⟫</div><ul><li><a>⟪县域经济高质量发展论坛在郑州举行⟫</a></li><li><a>⟪丝网产业集群入选省级名单⟫</a></li></ul></div></div></div>
<div id="footer">⟪中原商报网 版权所有⟫ 关于我们 | 联系我们</div></body></html>"""
    return whole(
        "d-zh-paginated",
        _D,
        "zh-old",
        "zh",
        "http://www.zysbw.example/jj/2021-09/06/content_559.htm",
        page,
        encoding=_GB,
    )


@_case
def zh_modern_portal() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>暑期文博热持续升温 多家博物馆延长开放时间_新闻频道_海西网</title></head>
<body><div class="top-bar"><a href="/">海西网</a><span>⟪手机版⟫</span><span>⟪登录 注册⟫</span></div>
<div class="main-nav"><a>新闻</a><a>财经</a><a>文旅</a><a>体育</a><a>健康</a></div>
<div class="container"><div class="article-left"><h1 class="main-title">暑期文博热持续升温 多家博物馆延长开放时间</h1>
<div class="article-meta"><span class="date">2024-07-28 16:45</span><span class="source">⟪来源：海西晚报⟫</span></div>
<div class="article-body">
<p>⟦入暑以来，“博物馆游”持续升温。记者从省文物局了解到，7月以来全省博物馆接待观众超过420万人次，同比增长三成以上。⟧</p>
<p>⟦为满足观众参观需求，省博物馆、市美术馆等12家场馆推出夜间开放，周五、周六闭馆时间延长至晚上九点。⟧</p>
<p class="img"><img src="/img/museum.jpg"></p><p class="img-desc">7月27日晚，观众在省博物馆参观青铜器展。（记者 林涛 摄）</p>
<p>⟦“白天太热，晚上带孩子来正合适。”带着女儿参观的市民陈女士说，她提前三天才在网上约到了票。⟧</p>
<p>⟦针对“一票难求”，省博物馆将每日预约名额由8000个增加到12000个，并为65周岁以上老人保留现场入馆通道。⟧</p>
<p>⟦省文物局有关负责人表示，将指导各馆加强安全管理，合理控制瞬时客流，确保观众参观安全有序。⟧</p>
<p class="editor">⟪编辑：黄颖　校对：吴敏⟫</p>
</div>
<div class="statement">⟪声明：本网转载此文出于传递更多信息之目的，并不意味着赞同其观点或证实其描述。⟫</div>
<div class="hot-recommend"><h3>⟪热点推荐⟫</h3><ul><li><a>⟪台风过境后 沿海景区陆续恢复开放⟫</a></li><li><a>⟪夏季用电负荷创新高 电网运行平稳⟫</a></li><li><a>⟪高考录取进入本科批次⟫</a></li></ul></div></div>
<div class="article-right"><div class="rank"><h3>排行榜</h3><ol><li><a>⟪海滨浴场新增三处救生站⟫</a></li></ol></div></div></div>
<div class="footer">⟪海西网版权所有 Copyright © 2024 All Rights Reserved⟫</div></body></html>"""
    return whole(
        "d-zh-modern-portal",
        _D,
        "zh",
        "zh",
        "https://news.haixi.example/2024/0728/article_88712.html",
        page,
    )


@_case
def zh_gov_table() -> Case:
    page = f"""<html><head>{_META_GB}<title>关于开展2023年度城乡居民医保集中参保缴费工作的通知</title></head>
<body><table width="1000" align="center" border="0" cellpadding="0" cellspacing="0"><tr><td><img src="/images/gov_top.jpg" width="1000"></td></tr>
<tr><td class="daohang"><a>首页</a> <a>政务公开</a> <a>政策文件</a> <a>办事服务</a> <a>互动交流</a></td></tr></table>
<table width="1000" align="center" border="0" cellpadding="0" cellspacing="0" class="bk"><tr><td height="40" class="wz">您当前的位置：首页 &gt; 政务公开 &gt; 通知公告</td></tr>
<tr><td align="center"><table width="900" border="0" cellpadding="0" cellspacing="0">
<tr><td align="center" height="60" class="bt">关于开展2023年度城乡居民医保集中参保缴费工作的通知</td></tr>
<tr><td align="center" class="xx">发布日期：2022-09-01　浏览次数：2315　⟪【字体：大 中 小】⟫</td></tr>
<tr><td class="zw" id="zoom">
<p style="text-indent:2em">⟦各乡镇人民政府、街道办事处，县直有关单位：⟧</p>
<p style="text-indent:2em">⟦根据上级有关文件精神，现就做好2023年度城乡居民基本医疗保险集中参保缴费工作通知如下。⟧</p>
<p style="text-indent:2em">⟦一、缴费时间。集中缴费期为2022年9月1日至12月31日，参保人员缴费后自2023年1月1日起享受待遇。⟧</p>
<p style="text-indent:2em">⟦二、缴费标准。2023年度城乡居民医保个人缴费标准为每人每年350元，财政补助标准按上级规定执行。⟧</p>
<p style="text-indent:2em">⟦三、缴费方式。参保人员可通过手机银行、税务部门微信公众号或到村（社区）便民服务点缴费。⟧</p>
<p style="text-indent:2em">⟦四、工作要求。各乡镇（街道）要加强宣传，确保应保尽保，不得强制或代缴。⟧</p>
<p align="right">⟦县医疗保障局⟧</p><p align="right">⟦2022年9月1日⟧</p>
</td></tr>
<tr><td class="fj">⟪附件：2023年度城乡居民医保缴费流程图.doc⟫</td></tr>
<tr><td align="center" height="40">⟪【打印本页】⟫ ⟪【关闭窗口】⟫</td></tr></table></td></tr></table>
<table width="1000" align="center"><tr><td class="foot" align="center">⟪主办：县人民政府办公室　承办：县大数据中心⟫<br>网站标识码：3309000012</td></tr></table></body></html>"""
    return whole(
        "d-zh-gov-table",
        _D,
        "zh-old",
        "zh",
        "http://www.xxian.gov.example/art/2022/9/1/art_1229_88.html",
        page,
        encoding=_GB,
    )


@_case
def zh_expand_full() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>外卖骑手的一天：从早八点到凌晨一点</title></head>
<body><div class="m-header"><a class="back">返回</a><span>⟪打开APP，阅读体验更佳⟫</span></div>
<div class="m-article"><h1 class="m-title">外卖骑手的一天：从早八点到凌晨一点</h1><div class="m-author"><img src="/avatar.png"><span>城市观察</span><span>2023-06-15</span><button>⟪关注⟫</button></div>
<div class="m-content" id="mContent" style="max-height:600px;overflow:hidden">
<p>⟦早上七点五十，老周把电动车从楼道里推出来，给两块电池都充满了电。他今年四十一岁，送外卖第三年。⟧</p>
<p>⟦八点到十点是早餐单，多是附近写字楼的白领。老周说，这个时段单价低，但路熟，一趟能带四五单。⟧</p>
<p>⟦午高峰从十一点开始。平台的派单提示音几乎没有停过，他在两个商场之间来回跑，中午十二点半时手机显示已完成二十三单。⟧</p>
<p>⟦下午是难得的空闲。老周把车停在树荫下，吃一份十五块钱的盖浇饭，顺便给老家的女儿打个视频电话。⟧</p>
<p>⟦晚高峰过后，他会接夜宵单一直到凌晨。一天下来跑了一百四十多公里，收入三百出头。⟧</p>
<p>⟦“累是累，但多劳多得。”老周说，他最大的心愿是攒够钱，明年在县城给家里付个首付。⟧</p>
</div>
<div class="m-expand" onclick="expand()">⟪展开全文⟫</div>
<div class="m-open-app"><p>⟪打开APP查看更多精彩内容⟫</p></div>
<div class="m-recommend"><h3>⟪为你推荐⟫</h3><div class="item"><a>⟪快递小哥的春节：留守城市的人⟫</a></div><div class="item"><a>⟪网约车司机收入调查⟫</a></div></div></div>
<div class="m-footer">⟪本文为作者原创，转载请注明出处⟫</div></body></html>"""
    return whole(
        "d-zh-expand-full", _D, "zh", "zh", "https://m.citywatch.example/a/2023061588123", page
    )


@_case
def zh_div_br_endtext() -> Case:
    page = f"""<html><head>{_META_GB}<title>老人走失五小时 民警接力找回_社会新闻_北方网</title></head>
<body><div class="head"><div class="logo">北方网</div><div class="nav">新闻 | 社会 | 法治 | 财经 | 汽车</div></div>
<div class="wrap"><div class="post_content_main"><h1>老人走失五小时 民警接力找回</h1>
<div class="post_time_source">2020-01-12 21:06:30　⟪来源: 北方晚报⟫</div>
<div class="post_body"><div id="endText">
<p class="otitle">⟪（原标题：寒夜里的五小时接力）⟫</p>
⟦本报讯（记者 马骏）1月11日晚，一名患有阿尔茨海默病的八旬老人在城东菜市场附近走失，家人焦急报警。⟧<br><br>
⟦接警后，东关派出所民警立即调取周边监控，发现老人沿着河堤一路向北走去。由于天色已晚，监控画面模糊，搜寻一度陷入困难。⟧<br><br>
<p class="f_center"><img src="/img/2020/0112/a.jpg"><br>民警将老人送回家中。警方供图</p>
⟦派出所随即联系辖区巡逻队和社区网格员，分成三组沿河堤两岸搜寻。夜里气温降至零下八度，民警一边走一边呼喊老人的名字。⟧<br><br>
⟦晚上十一点多，巡逻民警在距离菜市场六公里外的一座桥下发现了老人。此时老人已冻得说不出话，民警脱下大衣裹住他，送上警车取暖。⟧<br><br>
⟦民警提醒，家中有认知障碍老人的，可以给老人佩戴写有联系方式的手环或卡片，避免走失。⟧<br><br>
<div class="ep-source cDGray"><span class="left">⟪本文来源：北方晚报⟫ </span><span class="ep-editor">⟪责任编辑：王丽_NN2107⟫</span></div>
</div></div>
<div class="post_comment_tiecount"><a>⟪跟贴 128⟫</a> <a>⟪参与 3251⟫</a></div>
<div class="post_recommends"><h3>⟪相关推荐⟫</h3><ul><li><a>⟪男子冰面遛狗落水 路人合力救援⟫</a></li><li><a>⟪春运首日 火车站客流平稳⟫</a></li></ul></div></div>
<div class="post_side"><div class="hot"><h3>⟪热门跟贴⟫</h3><p>⟪民警辛苦了！寒冬里的温暖。⟫</p></div></div></div>
<div class="foot">⟪北方网 版权所有 ©1997-2020⟫</div></body></html>"""
    return whole(
        "d-zh-div-br-endtext",
        _D,
        "zh-old",
        "zh",
        "http://news.beifang.example/20/0112/21/F31AB0C1000189FG.html",
        page,
        encoding=_GB,
    )


@_case
def zh_listicle() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>入冬后家里老人要注意这五件事-健康频道</title></head>
<body><header class="site-head"><div class="brand">健康生活网</div><nav><a>首页</a><a>养生</a><a>疾病</a><a>母婴</a></nav></header>
<div class="content-wrap"><article class="detail"><h1>入冬后家里老人要注意这五件事</h1><div class="info">2024-11-20　作者：刘医生</div>
<div class="detail-content">
<p>⟦天气转冷，心脑血管疾病、跌倒和呼吸道感染进入高发期。社区卫生服务中心的全科医生提醒，家有老人，这五件事要格外留意。⟧</p>
<p><strong>⟦一、晨起别太急⟧</strong></p>
<p>⟦醒来后先在床上躺半分钟，再坐起半分钟，双腿垂在床边半分钟，然后再下地，可以减少体位性低血压带来的头晕和跌倒。⟧</p>
<p><strong>⟦二、洗澡水温别太高⟧</strong></p>
<p>⟦水温控制在四十度左右，时间不超过十五分钟，浴室里最好装上扶手和防滑垫。⟧</p>
<div class="ad-box"><span>⟪广告⟫</span><img src="/ad/bx.jpg"></div>
<p><strong>⟦三、按时服药别自行停药⟧</strong></p>
<p>⟦高血压、糖尿病患者冬季血压血糖容易波动，应按医嘱服药并定期监测，不要因为“感觉好了”就停药。⟧</p>
<p><strong>⟦四、接种疫苗⟧</strong></p>
<p>⟦六十岁以上老人可到社区卫生服务中心接种流感疫苗和肺炎球菌疫苗，部分地区免费。⟧</p>
<p><strong>⟦五、出门注意保暖和防滑⟧</strong></p>
<p>⟦雨雪天尽量减少外出，外出时穿防滑鞋，头部、颈部和手脚要注意保暖。⟧</p>
</div>
<div class="disclaimer">⟪温馨提示：本文内容仅供参考，不能替代专业医生的诊断和治疗。⟫</div>
<div class="tags">标签：<a>⟪老人保健⟫</a><a>⟪冬季养生⟫</a></div>
<div class="more-list"><h3>⟪猜你喜欢⟫</h3><ul><li><a>⟪冬季进补的三个误区⟫</a></li><li><a>⟪膝盖疼是缺钙吗？⟫</a></li></ul></div></article></div>
<footer>⟪健康生活网 © 2024 版权所有⟫</footer></body></html>"""
    return whole(
        "d-zh-listicle",
        _D,
        "list",
        "zh",
        "https://www.jkshw.example/yangsheng/2024/1120/61234.html",
        page,
    )


@_case
def zh_extended_reading_insert() -> Case:
    page = f"""<html><head>{_META_GB}<title>小麦收购价稳中有升 农民种粮积极性提高 - 三农频道 - 中部农业网</title></head>
<body><div id="top_nav"><a>首页</a>|<a>三农</a>|<a>政策</a>|<a>市场</a>|<a>科技</a></div>
<div id="container"><div id="left"><h2 id="arc_title">小麦收购价稳中有升 农民种粮积极性提高</h2>
<div id="arc_info">时间：2023-06-20 ⟪来源：农民日报⟫ 点击：<span>1876</span>次</div>
<div id="arc_body">
<p><font style="font-size:14px">　　⟦六月中旬，中部地区小麦收获基本结束。记者在多个粮食收购点看到，今年小麦收购价格普遍在每斤一元四角左右，比去年同期略有上涨。⟧</font></p>
<p><font style="font-size:14px">　　⟦“今年麦子品质好，容重高，价钱也合适。”种粮大户老杨种了三百亩小麦，亩产达到一千一百斤，他算了算，扣除成本每亩能挣四百多元。⟧</font></p>
<div class="yuedu" style="border:1px solid #ddd"><b>⟪延伸阅读：⟫</b><a href="/a/1">⟪今年夏粮收购工作全面展开⟫</a><br><a href="/a/2">⟪最低收购价预案在部分省份启动⟫</a></div>
<p><font style="font-size:14px">　　⟦据了解，为保护农民利益，有关部门已在部分主产区启动小麦最低收购价执行预案，各地粮食企业也加大了市场化收购力度。⟧</font></p>
<p><font style="font-size:14px">　　⟦专家分析，今年国内小麦供需总体平衡，加上饲料企业采购需求增加，预计后期价格将保持平稳。⟧</font></p>
<p><font style="font-size:14px">　　⟦不少农民表示，明年打算继续扩大种植面积，并尝试种植优质强筋小麦品种。⟧</font></p>
</div>
<div id="arc_end"><p>⟪免责声明：本网部分文章来源于网络，仅供学习交流，如有侵权请联系删除。⟫</p><p>⟪本文来源：农民日报　作者：赵刚⟫</p></div>
<div id="arc_pre">⟪上一篇：夏播玉米要抓住墒情抢时播种⟫</div><div id="arc_next">⟪下一篇：高温天气畜禽养殖注意事项⟫</div></div>
<div id="right"><div class="r_box"><h3>⟪最新文章⟫</h3><ul><li>⟪新型农业经营主体突破四百万家⟫</li></ul></div></div></div>
<div id="footer">⟪Copyright © 中部农业网 All Rights Reserved⟫</div></body></html>"""
    return whole(
        "d-zh-extended-reading",
        _D,
        "zh-old",
        "zh",
        "http://www.zbnyw.example/sannong/2023/0620/11278.html",
        page,
        encoding=_GB,
    )


# -- other languages ---------------------------------------------------------------------


@_case
def de_inserts_paywall() -> Case:
    page = """<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Warum die Sparkasse ihre Filiale in Oberdorf schließt - Kreisbote</title></head>
<body><div class="page"><header class="header"><a class="logo" href="/">Kreisbote</a><nav><a>Lokales</a><a>Politik</a><a>Wirtschaft</a><a>Sport</a></nav><a class="abo">⟪Kreisbote+ testen⟫</a></header>
<main><article class="article"><div class="article-kicker">Oberdorf</div><h1 class="article-title">Warum die Sparkasse ihre Filiale in Oberdorf schließt</h1>
<p class="article-author">Von Katrin Meinhardt</p><time>17.02.2025, 06:30 Uhr</time>
<div class="article-text"><p>⟦Nach 94 Jahren schließt die Sparkasse ihre Filiale in Oberdorf. Ab dem 1. Juli gibt es im Ort nur noch einen Geldautomaten und einen Kontoauszugsdrucker im Vorraum des Rathauses.⟧</p>
<p>⟦Der Vorstand begründet den Schritt mit der geringen Zahl an Kunden am Schalter: An manchen Tagen seien es weniger als zehn gewesen, sagte Vorstandsmitglied Jürgen Albers dem Kreisboten.⟧</p>
<div class="ad-wrapper"><span class="ad-label">⟪Anzeige⟫</span><div id="ad-mrec1"></div></div>
<p>⟦Im Ort sorgt die Entscheidung für Ärger. Vor allem ältere Menschen wüssten nicht, wie sie ihre Bankgeschäfte künftig erledigen sollen, sagt Bürgermeister Anton Reiser.⟧</p>
<p class="teaser-inline"><strong>⟪Lesen Sie auch:⟫</strong> <a href="/x">⟪Dorfladen in Unterberg sucht neue Betreiber⟫</a></p>
<p>⟦Die Sparkasse will einmal pro Woche einen mobilen Berater schicken, der Hausbesuche macht. Außerdem bietet sie Kurse zum Online-Banking im Gemeindehaus an.⟧</p>
<p>⟦Die Gemeinde prüft, ob ein Raum im Rathaus als Beratungszimmer dienen könnte.⟧</p></div>
<div class="article-footer"><div class="share"><span>⟪Artikel teilen:⟫</span><a>Facebook</a><a>WhatsApp</a><a>E-Mail</a></div>
<div class="author-box"><p>⟪Katrin Meinhardt ist Redakteurin der Lokalredaktion Oberdorf und berichtet seit 2018 über Gemeinden im Landkreis.⟫</p></div></div></article>
<section class="more"><h2>⟪Mehr aus der Region⟫</h2><ul><li><a>⟪Feuerwehr bekommt neues Löschfahrzeug⟫</a></li><li><a>⟪Kita-Gebühren steigen ab September⟫</a></li></ul></section></main>
<footer class="footer">⟪© Kreisbote Verlag GmbH. Alle Rechte vorbehalten.⟫ <a>Impressum</a> <a>Datenschutz</a></footer></div></body></html>"""
    return whole(
        "d-de-inserts",
        _D,
        "inserts",
        "de",
        "https://www.kreisbote.example/oberdorf/sparkasse-schliesst-filiale-93321.html",
        page,
    )


@_case
def fr_lire_aussi() -> Case:
    page = """<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>À Valmont, la dernière boulangerie du village rouvre grâce à une coopérative</title></head>
<body><div id="wrap"><header class="site-header"><a href="/" class="logo">L'Écho du Val</a><ul class="menu"><li>Actualité</li><li>Économie</li><li>Sports</li><li>Loisirs</li></ul></header>
<div class="article-wrapper"><h1 class="article__title">À Valmont, la dernière boulangerie du village rouvre grâce à une coopérative</h1>
<p class="article__desc">Fermée depuis deux ans, la boutique a été rachetée par 180 habitants.</p><div class="meta-author">Par Claire Béraud — Publié le 8 avril 2024 à 07h15</div>
<section class="article__content"><p class="article__paragraph">⟦Le four s'est rallumé samedi matin à quatre heures. Pour la première fois depuis mars 2022, Valmont a de nouveau du pain frais, et c'est le village lui-même qui en est propriétaire.⟧</p>
<p class="article__paragraph">⟦Cent quatre-vingts habitants ont acheté chacun au moins une part de la coopérative, à cinquante euros la part, pour racheter les murs et le matériel.⟧</p>
<section class="catcher"><span class="catcher__label">⟪Lire aussi⟫</span><a href="/l1">⟪Dans les campagnes, les commerces de proximité reprennent des couleurs⟫</a></section>
<p class="article__paragraph">⟦La coopérative a embauché un boulanger de 29 ans, Mehdi Saïdi, venu de Lyon avec sa compagne. « Je voulais un village où l'on connaît le prénom des clients », dit-il.⟧</p>
<p class="article__paragraph">⟦La mairie a accordé un loyer symbolique pour les deux premières années. Le pari, selon le président de la coopérative, est d'atteindre l'équilibre avant la fin de 2025.⟧</p>
<section class="catcher"><span class="catcher__label">Lire aussi</span><a href="/l2">⟪Le prix de la baguette a augmenté de 12 % en deux ans⟫</a></section>
<p class="article__paragraph">⟦Samedi, la file d'attente s'étirait jusqu'à l'église. À dix heures, il ne restait plus une seule baguette.⟧</p></section>
<div class="article__reactions"><h3>⟪Réagissez à cet article⟫</h3><p>⟪Connectez-vous pour commenter.⟫</p></div>
<div class="services"><p>⟪Vous avez choisi de ne pas accepter le dépôt de cookies, notamment ceux de publicité personnalisée.⟫</p></div></div>
<aside class="sidebar"><h3>⟪Les plus lus⟫</h3><ol><li>⟪Inondations : la départementale rouverte⟫</li><li>⟪Le marché de Noël change de place⟫</li></ol></aside>
<footer>⟪© L'Écho du Val — Tous droits réservés⟫</footer></div></body></html>"""
    return whole(
        "d-fr-lire-aussi",
        _D,
        "inserts",
        "fr",
        "https://www.echoduval.example/actualite/valmont-boulangerie-cooperative_4471",
        page,
    )


@_case
def es_mas_informacion() -> Case:
    page = """<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>El pueblo que paga el alquiler a las familias con niños | Diario del Norte</title></head>
<body><header class="cabecera"><a href="/" class="logo">Diario del Norte</a><nav><a>Región</a><a>España</a><a>Economía</a><a>Deportes</a></nav><a class="suscribete">⟪Suscríbete⟫</a></header>
<main><article><h1>El pueblo que paga el alquiler a las familias con niños</h1><h2 class="subtitulo">Villaverde del Río ofrece vivienda a 100 euros al mes para salvar su escuela</h2>
<div class="firma">Marta Quiroga — Villaverde del Río — 11 oct 2024 - 08:00 CEST</div>
<div class="cuerpo"><p>⟦La escuela de Villaverde del Río tenía siete alumnos en septiembre de 2022. Si bajaba de seis, la consejería la cerraba. El alcalde hizo cuentas y decidió jugársela con la vivienda.⟧</p>
<p>⟦El ayuntamiento rehabilitó cuatro casas municipales que llevaban décadas vacías y las ofreció por cien euros al mes a familias con hijos en edad escolar que se comprometieran a vivir en el pueblo al menos cinco años.⟧</p>
<div class="mas-info"><span>⟪Más información⟫</span><a href="/a">⟪La España vaciada pierde otras 200 escuelas rurales en una década⟫</a></div>
<p>⟦Se presentaron 312 solicitudes. Hoy viven en el pueblo cuatro familias nuevas, llegadas de Madrid, Bilbao y Rosario, y la escuela tiene catorce alumnos.⟧</p>
<p>⟦«Aquí mis hijos van solos al colegio», dice Lucía Ferreyra, que trabaja en remoto para una empresa de software. «En Madrid eso era impensable.»⟧</p>
<div class="publicidad"><span>⟪Publicidad⟫</span></div>
<p>⟦El programa ha costado 210.000 euros, en parte financiados con fondos europeos, y el ayuntamiento busca ahora otras tres casas para ampliarlo.⟧</p></div>
<div class="comentarios"><h3>⟪Comentarios⟫</h3><p>⟪Normas de participación: los comentarios ofensivos serán eliminados.⟫</p></div></article>
<aside><h3>⟪Lo más visto⟫</h3><ul><li>⟪Cortes de tráfico por la Vuelta este domingo⟫</li><li>⟪La borrasca deja 80 litros en la costa⟫</li></ul></aside></main>
<footer>⟪© Diario del Norte, S.L. Todos los derechos reservados.⟫</footer></body></html>"""
    return whole(
        "d-es-mas-informacion",
        _D,
        "inserts",
        "es",
        "https://www.diariodelnorte.example/region/2024-10-11/pueblo-paga-alquiler-familias.html",
        page,
    )


@_case
def ru_table_layout() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><title>В Заречном открыли новую поликлинику - Новости - Городской вестник</title></head>
<body><table width="100%" cellpadding="0" cellspacing="0"><tr><td class="logo"><a href="/">Городской вестник</a></td><td class="menu"><a>Новости</a> | <a>Общество</a> | <a>Спорт</a> | <a>Афиша</a></td></tr></table>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="200" valign="top" class="left"><b>Рубрики</b><br><a>⟪Происшествия⟫</a><br><a>⟪Экономика⟫</a><br><a>⟪Культура⟫</a></td>
<td valign="top" class="center"><h1>В Заречном открыли новую поликлинику</h1><div class="date">12.09.2023 14:20</div>
<div class="text"><p>⟦В микрорайоне Заречный в понедельник открылась поликлиника на 500 посещений в смену. Жителям района больше не придётся ездить к врачам через весь город.⟧</p>
<p>⟦В здании работают терапевты, педиатры, стоматологи, а также кабинет УЗИ и рентген. Записаться на приём можно через портал госуслуг или по телефону регистратуры.⟧</p>
<p><b>⟪Читайте также:⟫</b> <a href="/news/4411">⟪В городе отремонтируют ещё три школы⟫</a></p>
<p>⟦Строительство обошлось бюджету в 640 миллионов рублей. Поликлиника должна была открыться ещё весной, но сроки сдвинулись из-за задержки поставок оборудования.⟧</p>
<p>⟦Главный врач Ирина Соколова сообщила, что укомплектовать штат удалось пока на 80 процентов, и пригласила на работу медсестёр и узких специалистов.⟧</p></div>
<div class="source">⟪Источник: пресс-служба администрации города⟫</div>
<div class="social">⟪Поделиться:⟫ <a>ВКонтакте</a> <a>Одноклассники</a> <a>Telegram</a></div></td>
<td width="240" valign="top" class="right"><div class="popular"><b>⟪Популярное⟫</b><ul><li>⟪Тарифы на проезд вырастут с октября⟫</li><li>⟪На набережной начали высаживать деревья⟫</li></ul></div></td></tr></table>
<div class="footer">⟪При использовании материалов ссылка на «Городской вестник» обязательна.⟫</div></body></html>"""
    return whole(
        "d-ru-table-layout",
        _D,
        "table",
        "ru",
        "http://gorvestnik.example/news/2023/09/12/4420.html",
        page,
        encoding="cp1251",
    )


@_case
def ja_next_page() -> Case:
    page = """<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>商店街に「無人書店」　深夜でも本が買える - みなと新聞デジタル</title></head>
<body><header class="gHeader"><a class="logo">みなと新聞デジタル</a><ul class="gNav"><li>ニュース</li><li>経済</li><li>暮らし</li><li>スポーツ</li></ul></header>
<div class="contents"><article class="articleMain"><h1>商店街に「無人書店」　深夜でも本が買える</h1><p class="date">2024年2月14日 11時30分</p>
<div class="articleBody"><p>⟦駅前の商店街に、店員のいない「無人書店」が今月オープンした。入り口でスマートフォンのアプリをかざして入店し、セルフレジで会計する仕組みで、深夜でも本を買うことができる。⟧</p>
<p>⟦店を開いたのは、商店街で五十年続いた書店の三代目、佐藤健一さん（45）。客の減少と人手不足で閉店も考えたが、「町から本屋をなくしたくない」と無人化を選んだ。⟧</p>
<div class="relatedLinks"><p>⟪関連記事⟫</p><ul><li><a>⟪町の本屋、10年で3割減⟫</a></li></ul></div>
<p>⟦店内には防犯カメラが八台設置され、万引き対策として本には電子タグが付けられている。開店から二週間、被害は一件もないという。⟧</p>
<p>⟦昼間は佐藤さんが店に立ち、おすすめの本を手書きのポップで紹介する。「人と話せる時間も残したかった」と話す。⟧</p></div>
<div class="pager"><a href="?page=2">⟪次のページ⟫</a><span>⟪1 / 2⟫</span></div>
<div class="snsShare"><span>⟪この記事をシェアする⟫</span></div></article>
<aside class="ranking"><h2>⟪アクセスランキング⟫</h2><ol><li>⟪桜の開花予想、平年より早く⟫</li><li>⟪市バス、4月から運賃改定⟫</li></ol></aside></div>
<footer>⟪Copyright © みなと新聞社 All rights reserved.⟫</footer></body></html>"""
    return whole(
        "d-ja-next-page",
        _D,
        "inserts",
        "ja",
        "https://digital.minato-np.example/articles/20240214-0031",
        page,
    )


@_case
def ar_rtl_inserts() -> Case:
    page = """<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>افتتاح أول مكتبة عامة في حي الزيتون | صحيفة المدينة</title></head>
<body><header class="main-header"><a class="logo">صحيفة المدينة</a><nav><a>محليات</a><a>اقتصاد</a><a>رياضة</a><a>ثقافة</a></nav></header>
<div class="container"><article class="news-details"><h1>افتتاح أول مكتبة عامة في حي الزيتون</h1><div class="news-date">الأحد 5 مايو 2024 - 10:15 ص</div>
<div class="news-text"><p>⟦افتتحت البلدية صباح اليوم أول مكتبة عامة في حي الزيتون، بعد عامين من أعمال الترميم في مبنى المدرسة القديمة الذي ظل مغلقا منذ أكثر من عشرين عاما.⟧</p>
<p>⟦وتضم المكتبة أكثر من خمسة عشر ألف كتاب، إلى جانب قاعة للأطفال ومختبر حاسوب مجاني مفتوح لطلاب المدارس والجامعات.⟧</p>
<div class="read-also"><strong>⟪اقرأ أيضا:⟫</strong> <a>⟪البلدية تطلق مسابقة للقراءة في فصل الصيف⟫</a></div>
<p>⟦وقال رئيس البلدية إن المكتبة ستفتح أبوابها يوميا من التاسعة صباحا حتى التاسعة مساء، ما عدا يوم الجمعة.⟧</p>
<p>⟦وعبر عدد من سكان الحي عن سعادتهم بالمشروع، مؤكدين أن أبناءهم كانوا يقطعون مسافات طويلة للوصول إلى أقرب مكتبة.⟧</p></div>
<div class="share-box"><span>⟪شارك الخبر⟫</span><a>فيسبوك</a><a>واتساب</a></div>
<div class="tags"><a>⟪مكتبات⟫</a><a>حي الزيتون</a></div></article>
<aside class="side"><h3>⟪الأكثر قراءة⟫</h3><ul><li>⟪إغلاق جزئي لطريق الكورنيش لأعمال الصيانة⟫</li><li>⟪نتائج امتحانات الثانوية العامة الأسبوع المقبل⟫</li></ul></aside></div>
<footer>⟪جميع الحقوق محفوظة لصحيفة المدينة 2024⟫</footer></body></html>"""
    return whole(
        "d-ar-rtl-inserts",
        _D,
        "inserts",
        "ar",
        "https://almadina.example/local/2024/05/05/zaitoun-library",
        page,
    )
