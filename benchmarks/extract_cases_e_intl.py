"""Hand-written extraction cases, batch E (round three, HELD OUT): Chinese portals' old
layouts and pages in other languages.

Written whole (``extract_case_whole``) with batch D's mix and judgment calls
(``extract_cases_d_intl``), before round three's change, and never looked at to make one.
One more call: the second page of an article split over several URLs has that page's
paragraphs as its body (the first page's are elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_E_INTL"]

_E = "e"
BATCH_E_INTL: list[Callable[[], Case]] = []
_GB = "gb18030"
_META_GBK = '<meta http-equiv="Content-Type" content="text/html; charset=gbk">'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_E_INTL.append(fn)
    return fn


@_case
def zh_fontzoom_table() -> Case:
    page = f"""<html><head>{_META_GBK}<title>全市春耕备耕工作有序推进</title></head>
<body><table width="1002" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td height="120" background="/images/top_bg.jpg"></td></tr>
<tr><td><table width="100%"><tr><td class="daoh"><a>网站首页</a>　<a>新闻中心</a>　<a>信息公开</a>　<a>网上办事</a>　<a>公众参与</a></td></tr></table></td></tr></table>
<table width="1002" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td bgcolor="#FFFFFF" valign="top">
<table width="96%" border="0" align="center"><tr><td height="30" class="lj">首页 &gt;&gt; 新闻中心 &gt;&gt; 部门动态</td></tr>
<tr><td align="center" class="biaoti" height="45"><font color="#C00000" style="font-size:22px"><strong>全市春耕备耕工作有序推进</strong></font></td></tr>
<tr><td align="center" bgcolor="#F2F2F2" height="28"><font color="#666666">⟪信息来源：市农业农村局⟫　发布时间：2024-03-11　⟪【字体：大 中 小】⟫</font></td></tr>
<tr><td id="fontzoom" class="zoom" style="line-height:30px">　　⟦眼下正值春耕备耕关键时期，全市各地抢抓农时，加快推进农资调运、农机检修和技术培训等工作。⟧<br>　　⟦据统计，全市已调运化肥12.6万吨、种子4300吨，分别占预计需求量的85%和92%，农资市场供应充足、价格基本稳定。⟧<br>　　⟦全市共检修各类农机具3.1万台套，组建农机应急作业服务队46支，确保春播期间农机“拉得出、用得上”。⟧<br>　　⟦市农业农村局组织120余名农技人员下沉一线，开展“科技进村入户”活动，重点推广水稻集中育秧、测土配方施肥等实用技术。⟧<br>　　⟦下一步，市农业农村局将持续跟踪天气变化，及时发布农事指导意见，全力保障春耕生产顺利进行。⟧<br></td></tr>
<tr><td align="right" height="30">⟪【打印】⟫ ⟪【关闭】⟫</td></tr>
<tr><td><table width="100%"><tr><td>⟪上一条：市区公园春季花展开幕⟫</td></tr><tr><td>⟪下一条：全市开展安全生产大检查⟫</td></tr></table></td></tr></table></td></tr></table>
<table width="1002" align="center"><tr><td align="center" class="bottom">⟪版权所有：市人民政府办公室　地址：市府大道1号⟫<br>ICP备案号：X-ICP备10004321号</td></tr></table></body></html>"""
    return whole(
        "e-zh-fontzoom-table",
        _E,
        "zh-old",
        "zh",
        "http://www.shi.gov.example/xwzx/bmdt/202403/t20240311_881.html",
        page,
        encoding=_GB,
    )


@_case
def zh_trs_editor() -> Case:
    page = f"""<html><head>{_META_GBK}<title>我省出台措施支持高校毕业生就业创业</title></head>
<body><div class="header"><img src="/img/logo.png"><div class="search">⟪站内搜索⟫</div></div>
<div class="nav"><ul><li>首页</li><li>要闻</li><li>政策</li><li>服务</li></ul></div>
<div class="main"><div class="location">当前位置：首页 &gt; 政策解读</div><div class="article">
<div class="title">我省出台措施支持高校毕业生就业创业</div><div class="property"><span>发布日期：2023-05-09</span><span>⟪来源：省人力资源和社会保障厅⟫</span></div>
<div class="content"><div class="TRS_Editor"><div class="TRS_Editor">
<p align="justify" style="text-indent:2em"><font face="仿宋_GB2312" size="4">⟦近日，省人力资源和社会保障厅等部门联合印发通知，从拓宽就业渠道、支持自主创业、强化就业服务等方面推出十五条措施，帮助高校毕业生就业创业。⟧</font></p>
<p align="justify" style="text-indent:2em"><font face="仿宋_GB2312" size="4">⟦通知明确，对吸纳离校两年内未就业高校毕业生的中小微企业，按每人1500元的标准给予一次性扩岗补助。⟧</font></p>
<p align="justify" style="text-indent:2em"><font face="仿宋_GB2312" size="4">⟦高校毕业生在我省首次创办小微企业或从事个体经营，正常经营一年以上的，可申请一次性创业补贴5000元；符合条件的可申请最高30万元的创业担保贷款。⟧</font></p>
<p align="justify" style="text-indent:2em"><font face="仿宋_GB2312" size="4">⟦各级公共就业服务机构将在毕业季集中举办专场招聘会，并为未就业毕业生提供“一人一策”的就业帮扶。⟧</font></p>
</div></div></div>
<div class="fenxiang">⟪分享到：⟫<a>微信</a><a>微博</a></div>
<div class="print">⟪【打印本页】⟫ 【关闭窗口】</div></div></div>
<div class="footer"><p>⟪主办单位：省人民政府办公厅⟫</p><p>政府网站标识码：3300000001</p></div></body></html>"""
    return whole(
        "e-zh-trs-editor",
        _E,
        "zh-old",
        "zh",
        "http://www.sheng.gov.example/zcjd/202305/t20230509_5511.html",
        page,
        encoding=_GB,
    )


@_case
def zh_page_two() -> Case:
    page = f"""<html><head>{_META_GBK}<title>探访百年老茶厂(2)_财经频道_东南商讯网</title></head>
<body><div id="head"><span class="logo">东南商讯网</span><span class="links">⟪设为首页⟫ | ⟪加入收藏⟫</span></div>
<div id="nav">首页 | 财经 | 产业 | 消费 | 地产</div>
<div id="wrap"><div id="article"><h1>探访百年老茶厂</h1><div class="info">2022-04-25 09:18　⟪来源：东南商报⟫</div>
<div id="text">
<p>　　⟦走进老茶厂的揉捻车间，几十台上世纪七十年代的揉捻机仍在运转，发出低沉而有节奏的轰鸣声。⟧</p>
<p>　　⟦“机器是老的，但温度、湿度现在都用传感器控制了。”车间主任林建华说，厂里去年投入八百万元进行数字化改造，老设备加装了监测系统。⟧</p>
<p>　　⟦改造后，茶叶的品质更加稳定，优质率从七成提高到九成以上。今年春茶开采以来，厂里收到的订单比去年同期多了四成。⟧</p>
<p>　　⟦老茶厂的变化，是当地茶产业转型的一个缩影。目前全县已有茶叶加工企业一百二十多家，年产值超过二十亿元。⟧</p>
</div>
<div id="pages"><a href="/cj/2022-04/25/content_778.htm">⟪上一页⟫</a> <a href="/cj/2022-04/25/content_778.htm">⟪1⟫</a> <b>2</b> <a href="/cj/2022-04/25/content_778_3.htm">3</a> <a href="/cj/2022-04/25/content_778_3.htm">下一页</a></div>
<div class="zrbj">⟪[责任编辑：郑洁]⟫</div>
<div class="xgwz"><h4>⟪相关文章⟫</h4><ul><li><a>⟪春茶价格高开平走⟫</a></li><li><a>⟪茶旅融合带火乡村游⟫</a></li></ul></div></div>
<div id="side"><h4>⟪图片新闻⟫</h4><p>⟪港口集装箱吞吐量再创新高⟫</p></div></div>
<div id="foot">⟪Copyright 东南商讯网 版权所有⟫</div></body></html>"""
    return whole(
        "e-zh-page-two",
        _E,
        "zh-old",
        "zh",
        "http://www.dnsxw.example/cj/2022-04/25/content_778_2.htm",
        page,
        encoding=_GB,
    )


@_case
def zh_original_title_top() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>社区食堂开进老小区 十元吃饱吃好_民生_今日城事</title></head>
<body><div class="header"><div class="logo">今日城事</div><ul class="nav"><li>要闻</li><li>民生</li><li>教育</li><li>房产</li></ul></div>
<div class="wrapper"><div class="main-content"><h1 class="article-title">社区食堂开进老小区 十元吃饱吃好</h1>
<div class="article-source">2024-09-03 07:30　⟪来源：城市晨报⟫　记者 许雯</div>
<div class="article-content">
<p>⟪原标题：“家门口的饭堂”火了⟫</p>
<p>⟦中午十一点，位于幸福里小区的社区食堂已经排起了长队。三荤两素一汤，老人凭卡十元，普通居民十五元。⟧</p>
<p>⟦“以前一个人做饭，做多了吃不完，做少了又麻烦。”七十六岁的赵大爷每天都来，“现在走几步路就能吃上热乎饭。”⟧</p>
<p>⟦这家食堂由街道提供场地、引入专业餐饮企业运营，今年五月开业以来，日均就餐人数超过三百人次。⟧</p>
<p>⟦对行动不便的独居老人，食堂还提供送餐上门服务，每单只加收两元配送费。⟧</p>
<p>⟦据了解，全市今年计划新建社区食堂六十家，目前已建成投用三十八家。⟧</p>
<p class="editor">⟪编辑 周伟　审核 吕强⟫</p></div>
<div class="article-share"><span>⟪分享：⟫</span><a>微信</a><a>朋友圈</a><a>微博</a></div>
<div class="article-recommend"><h3>⟪相关推荐⟫</h3><ul><li><a>⟪老年助餐服务纳入民生实事⟫</a></li><li><a>⟪社区嵌入式服务设施建设加快⟫</a></li></ul></div></div>
<div class="side"><h3>⟪热门文章⟫</h3><ul><li>⟪地铁五号线开通运营⟫</li></ul></div></div>
<div class="footer">⟪今日城事 版权所有 未经授权不得转载⟫</div></body></html>"""
    return whole(
        "e-zh-original-title-top",
        _E,
        "zh",
        "zh",
        "https://www.jrcs.example/minsheng/2024/0903/77105.html",
        page,
    )


@_case
def zh_artibody() -> Case:
    page = f"""<html><head>{_META_GBK}<title>多地出台措施提振汽车消费|汽车消费_新浪财经_东方财讯</title></head>
<body><div class="top-nav"><a>东方财讯首页</a><a>财经</a><a>股票</a><a>基金</a><a>⟪登录⟫</a></div>
<div class="main-content w1000"><h1 class="main-title">多地出台措施提振汽车消费</h1>
<div class="top-bar"><div class="date-source"><span class="date">2023年03月28日 08:01</span> <a class="source">⟪经济参考报⟫</a></div><div class="share-box">⟪分享到：⟫</div></div>
<div class="article" id="artibody">
<p>　　⟦近期，多地密集出台促进汽车消费的政策措施，包括发放购车补贴、放宽限购、开展汽车下乡等。⟧</p>
<p>　　⟦以某省会城市为例，3月起对个人购买新能源乘用车的，按车价给予最高一万元的消费补贴，活动持续至6月底。⟧</p>
<p>　　⟦业内人士认为，汽车消费在社会消费品零售总额中占比约一成，稳住汽车消费对于扩大内需具有重要意义。⟧</p>
<p>　　⟦也有专家指出，补贴政策在短期内能刺激需求，但从长远看，还需在充电设施建设、二手车流通等方面下功夫。⟧</p>
<p class="article-editor">⟪责任编辑：杨赐⟫</p>
</div>
<div class="article-notice"><p>⟪新浪声明：此消息系转载自合作媒体，刊载此文出于传递更多信息之目的，并不意味着赞同其观点或证实其描述。⟫</p></div>
<div class="keywords">⟪文章关键词：汽车消费 补贴 新能源⟫</div>
<div class="blk-related"><h3>⟪相关新闻⟫</h3><ul><li>⟪一季度汽车出口同比大增⟫</li><li>⟪充电桩建设提速⟫</li></ul></div></div>
<div class="footer">⟪Copyright © 1996-2023 东方财讯 All Rights Reserved⟫</div></body></html>"""
    return whole(
        "e-zh-artibody",
        _E,
        "zh-old",
        "zh",
        "http://finance.dfcx.example/roll/2023-03-28/doc-imyxqnsk1234.shtml",
        page,
        encoding=_GB,
    )


@_case
def zh_div_lines_captions() -> Case:
    page = f"""<html><head>{_META_GBK}<title>古镇修缮完工 重现明清街巷风貌--旅游频道--西部网</title></head>
<body><div class="logo_nav"><span>西部网</span> 新闻 旅游 美食 文化</div>
<div class="content_box"><div class="left_box"><div class="tit"><h2>古镇修缮完工 重现明清街巷风貌</h2></div>
<div class="time_laiyuan">2021-10-02 15:40:12　⟪来源：西部旅游报⟫　⟪作者：韩雪⟫</div>
<div class="news_content">
<div>　　⟦历时两年的青石古镇保护修缮工程日前全面完工，国庆假期首日即迎来游客两万余人次。⟧</div>
<div>　　⟦古镇始建于明代，现存传统民居一百四十余栋。修缮过程中，施工方坚持“修旧如旧”，尽量使用原有的青砖、木料和石板。⟧</div>
<div style="text-align:center"><img src="/pic/2021/1002/g1.jpg"></div>
<div style="text-align:center">修缮后的古镇主街。韩雪 摄</div>
<div>　　⟦为避免过度商业化，古镇对沿街商铺业态进行了规划，传统手工艺、非遗展示和特色小吃占比不低于六成。⟧</div>
<div>　　⟦古镇管委会表示，假期期间实行分时段预约入镇，每日限流三万人，并开通了两条旅游专线公交。⟧</div>
</div>
<div class="bianji">⟪（责任编辑：田野）⟫</div>
<div class="xiangguan"><b>⟪相关新闻：⟫</b><br>·<a>⟪国庆假期全省接待游客超千万人次⟫</a><br>·<a>⟪传统村落保护利用试点启动⟫</a></div></div>
<div class="right_box"><div class="rank"><b>⟪点击排行⟫</b><p>⟪秋季赏叶好去处推荐⟫</p></div></div></div>
<div class="foot">⟪西部网版权所有 本网站所刊登的各种新闻、信息和各种专题专栏资料，均为西部网版权所有，未经协议授权，禁止下载使用。⟫</div></body></html>"""
    return whole(
        "e-zh-div-lines-captions",
        _E,
        "zh-old",
        "zh",
        "http://travel.xibu.example/2021-10/02/c_1127.htm",
        page,
        encoding=_GB,
    )


@_case
def zh_h2_guide() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>第一次去敦煌，这份攻略请收好</title></head>
<body><div class="site-top"><a class="logo">行者旅游</a><a>⟪下载APP⟫</a></div>
<div class="page-article"><h1>第一次去敦煌，这份攻略请收好</h1><div class="author-row"><span>旅行编辑部</span><span>2023-05-30</span><span>⟪阅读 2.3万⟫</span></div>
<div class="rich-content">
<p>⟦敦煌地处河西走廊西端，是丝绸之路上的重镇。对于第一次去的游客，提前做好准备能让旅程轻松不少。⟧</p>
<h2>⟦莫高窟要提前预约⟧</h2>
<p><img src="/img/mgk.jpg"></p>
<p>⟦莫高窟实行网上实名预约，旺季门票往往提前一两周就会约满。参观时先看数字电影，再乘摆渡车到窟区，由讲解员带领参观八个洞窟。⟧</p>
<h2>⟦鸣沙山看日落⟧</h2>
<p>⟦鸣沙山月牙泉景区距市区约五公里，傍晚前往最为合适。可以骑骆驼上山，也可以沿木梯步行，登顶后能看到沙漠日落。⟧</p>
<div class="card-ad"><p>⟪限时特惠：敦煌三日游跟团仅需999元起⟫</p></div>
<h2>⟦注意防晒和补水⟧</h2>
<p>⟦敦煌气候干燥，紫外线强，白天要戴帽子和墨镜，随身带水。沙漠昼夜温差大，晚上需要加一件外套。⟧</p>
<h2>⟦夜市吃什么⟧</h2>
<p>⟦沙洲夜市有驴肉黄面、羊肉串、杏皮水等特色美食，价格不贵，适合晚上逛逛。⟧</p>
</div>
<div class="like-bar">⟪点赞⟫ ⟪收藏⟫ ⟪评论⟫</div>
<div class="comment-list"><h3>⟪全部评论（86）⟫</h3><div class="cmt"><p>⟪上个月刚去过，莫高窟一定要请讲解，不然看不懂。⟫</p></div><div class="cmt"><p>⟪鸣沙山的沙子真的会响，太神奇了！⟫</p></div></div></div>
<div class="site-foot">⟪行者旅游 © 2023⟫</div></body></html>"""
    return whole(
        "e-zh-h2-guide", _E, "list", "zh", "https://www.xingzhe.example/article/202305301122", page
    )


@_case
def zh_old_blog() -> Case:
    page = f"""<html><head>{_META_GBK}<title>父亲的菜园_老陈的博客_新浪博客</title></head>
<body><div class="blogtoparea"><a>博客首页</a> <a>⟪注册⟫</a> <a>⟪登录⟫</a></div>
<div class="bloghead"><h1 class="blogtitle">老陈的博客</h1><div class="blognav">首页 博文目录 图片 关于我</div></div>
<div class="sinablogbody"><div class="SG_colW21"><div class="artical"><div class="articalTitle"><h2 class="titName">父亲的菜园</h2><span class="time">(2019-04-07 21:33:05)</span></div>
<div class="articalTag">⟪标签：父亲 菜园 散文⟫　分类：⟪随笔⟫</div>
<div class="articalContent" id="sina_keyword_ad_area2">
<p>　　⟦父亲退休后，在老房子后面开了一块菜园，不大，也就两分地。⟧</p>
<p>　　⟦每年清明前后，他就开始忙活。翻地、施肥、下种，一样都不马虎。母亲说他种菜比当年上班还上心。⟧</p>
<p>　　⟦菜园里种得最多的是辣椒和茄子，还有几垄韭菜。夏天的傍晚，父亲提着水桶一趟一趟地浇水，浇完了就坐在田埂上抽烟，看着那些菜，一坐就是半天。⟧</p>
<p>　　⟦前年父亲生病住院，菜园荒了一季。出院以后，他第一件事就是去菜园看看，回来念叨了好几天，说韭菜都被草吃掉了。⟧</p>
<p>　　⟦今年清明回家，父亲的菜园又是一片绿油油的了。临走时，他往我的后备箱里塞了满满一袋青菜。⟧</p>
</div>
<div class="articalInfo"><span>⟪阅读(1024)⟫</span> <span>⟪评论(12)⟫</span> <span>⟪收藏⟫</span> <span>⟪转载⟫</span> <span>⟪喜欢⟫</span> <span>⟪打印⟫</span></div>
<div class="articalfrontback"><div>⟪前一篇：清明回乡⟫</div><div>⟪后一篇：春天的槐花饭⟫</div></div>
<div class="allComm"><h3>评论</h3><div class="SG_revert_Cont"><p>⟪读着读着眼睛湿了，想起了我的父亲。⟫</p></div><div class="SG_revert_Cont"><p>⟪写得真好，朴实无华。⟫</p></div></div></div></div>
<div class="SG_colW73"><div class="SG_conn"><h3>⟪个人资料⟫</h3><p>⟪老陈，中学语文教师，爱好写作和摄影。⟫</p></div></div></div></body></html>"""
    return whole(
        "e-zh-old-blog",
        _E,
        "zh-old",
        "zh",
        "http://blog.sina-like.example/s/blog_4a1b2c3d0102yx9z.html",
        page,
        encoding=_GB,
    )


@_case
def zh_reporter_qa() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>专访非遗传承人：让竹编走进年轻人的生活</title></head>
<body><div class="g-header"><a class="logo">文化观察网</a><nav><a>资讯</a><a>非遗</a><a>专访</a><a>展览</a></nav></div>
<div class="g-main"><div class="m-article"><h1>专访非遗传承人：让竹编走进年轻人的生活</h1><p class="m-info">2024-06-08　⟪来源：文化观察网⟫</p>
<div class="m-text">
<p>⟦竹编是当地有着数百年历史的传统手工艺。日前，记者专访了省级非遗代表性传承人吴秀兰，听她讲述四十年与竹子打交道的故事。⟧</p>
<p><strong>⟦记者：您是怎么开始学竹编的？⟧</strong></p>
<p>⟦<strong>吴秀兰：</strong>我十五岁跟着外公学。那时候家家户户都用竹篮、竹席，学会了手艺就能养家。⟧</p>
<p><strong>⟦记者：现在用竹编的人越来越少，您怎么看？⟧</strong></p>
<p>⟦<strong>吴秀兰：</strong>生活变了，老物件自然少了。但我发现年轻人喜欢有设计感的东西，我们就做竹编灯罩、耳环、手机壳，反而卖得很好。⟧</p>
<p><strong>⟦记者：对传承有什么打算？⟧</strong></p>
<p>⟦<strong>吴秀兰：</strong>我在职业学校开了竹编课，现在带了二十多个学生。只要有人愿意学，这门手艺就断不了。⟧</p>
</div>
<div class="m-copyright">⟪本文为文化观察网原创稿件，转载请注明来源。⟫</div>
<div class="m-editor">⟪责编：梁晨⟫</div></div>
<div class="m-side"><h3>⟪专题推荐⟫</h3><ul><li>⟪非遗购物节启动⟫</li><li>⟪传统村落里的手艺人⟫</li></ul></div></div>
<div class="g-footer">⟪文化观察网 版权所有⟫</div></body></html>"""
    return whole(
        "e-zh-reporter-qa",
        _E,
        "interview",
        "zh",
        "https://www.whgcw.example/zhuanfang/2024/0608/9931.html",
        page,
    )


@_case
def zh_long_comments() -> Case:
    comments = [
        "我家孩子就在这所学校，午休能躺下睡觉是真的好，以前趴在桌子上睡，醒来胳膊都是麻的。",
        "钱从哪里来？课桌椅一套好几百，家长会不会又要交钱？希望学校说清楚。",
        "文章里写了是区财政出钱，不用家长交，楼上可以仔细看看。",
        "我们那边的学校也在试点，效果不错，孩子下午上课精神多了。建议全市都推广。",
        "教室空间本来就小，放了午休床以后还能不能活动开？消防通道会不会受影响？",
        "支持！小学生中午就该好好睡一觉，这是最基本的。",
    ]
    thread = "".join(
        f'<div class="comment-item"><div class="user">⟪网友{n}⟫</div><div class="ctext">⟪{c}⟫</div><div class="ops">⟪{z}⟫ 回复</div></div>'
        if i == 0
        else f'<div class="comment-item"><div class="user">网友{n}</div><div class="ctext">⟪{c}⟫</div><div class="ops">{z} 回复</div></div>'
        for i, (n, c, z) in enumerate(
            zip(
                ["“清风”", "“小鱼儿”", "“老王”", "“路人甲”", "“木子”", "“春天”"],
                comments,
                ["赞(56)", "赞(31)", "赞(28)", "赞(12)", "赞(9)", "赞(7)"],
                strict=True,
            )
        )
    )
    page = f"""<html><head>{_META_GBK}<title>小学生午休可以“躺着睡”了_教育_南方都市网</title></head>
<body><div class="head">南方都市网　<a>首页</a> <a>教育</a> <a>民生</a></div>
<div class="main"><div class="art"><h1>小学生午休可以“躺着睡”了</h1><div class="info">2023-09-14 10:12　⟪来源：都市报⟫</div>
<div class="art_body">
<p>　　⟦新学期开始，区里二十所小学的学生午休时可以“躺着睡”了。教室里加装的课桌椅可以放倒变成午休床，中午一拉一放就能睡下。⟧</p>
<p>　　⟦区教育局介绍，这批午休课桌椅由区财政统一采购，家长不需要承担费用。试点学校的午休时间安排在十二点半到一点半。⟧</p>
<p>　　⟦学校老师反映，学生午睡质量提高后，下午课堂上打瞌睡的明显少了。⟧</p>
</div>
<div class="bj">⟪【编辑：潘晓】⟫</div></div>
<div class="comments"><div class="ctitle">⟪网友评论⟫　⟪已有326人参与⟫</div>{thread}<div class="cmore">⟪查看全部评论⟫</div></div></div>
<div class="foot">⟪南方都市网 版权所有 复制必究⟫</div></body></html>"""
    return whole(
        "e-zh-long-comments",
        _E,
        "comments",
        "zh",
        "http://edu.nfdsw.example/content/2023-09/14/content_5512.htm",
        page,
        encoding=_GB,
    )


# -- other languages ---------------------------------------------------------------------


@_case
def de_sections_mehr() -> Case:
    page = """<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Was sich 2025 für Mieter ändert - Stadtanzeiger</title></head>
<body><header class="kopf"><a class="logo">Stadtanzeiger</a><nav><a>Stadt</a><a>Region</a><a>Ratgeber</a></nav><a class="login">⟪Anmelden⟫</a></header>
<main class="inhalt"><article class="artikel"><h1>Was sich 2025 für Mieter ändert</h1><p class="vorspann">Heizkosten, Mietpreisbremse, Balkonkraftwerke: ein Überblick.</p><p class="autor">Von Lars Hübner</p>
<div class="artikel-text"><p>⟦Für Mieterinnen und Mieter bringt das neue Jahr einige Änderungen. Die wichtigsten im Überblick.⟧</p>
<h2>⟦Heizkosten⟧</h2><p>⟦Der CO2-Preis steigt auf 55 Euro pro Tonne. Wer mit Gas oder Öl heizt, zahlt dadurch etwas mehr; einen Teil davon muss der Vermieter tragen, abhängig vom energetischen Zustand des Hauses.⟧</p>
<div class="werbung"><span>⟪Anzeige⟫</span></div>
<h2>⟦Mietpreisbremse⟧</h2><p>⟦Die Mietpreisbremse wurde bis Ende 2029 verlängert. In angespannten Wohnungsmärkten darf die Miete bei einer Neuvermietung höchstens zehn Prozent über der ortsüblichen Vergleichsmiete liegen.⟧</p>
<div class="mehr-zum-thema"><h3>⟪Mehr zum Thema⟫</h3><ul><li><a>⟪Nebenkostenabrechnung prüfen: So geht's⟫</a></li><li><a>⟪Wann darf der Vermieter die Wohnung betreten?⟫</a></li></ul></div>
<h2>⟦Balkonkraftwerke⟧</h2><p>⟦Vermieter dürfen die Installation eines Steckersolargeräts nur noch in Ausnahmefällen ablehnen. Mieter müssen die Anlage aber vorher anmelden.⟧</p></div>
<div class="artikel-fuss"><span>⟪Mehr Ratgeber-Artikel finden Sie in unserem Ratgeber-Ressort.⟫</span></div></article></main>
<footer>⟪© Stadtanzeiger Mediengruppe⟫ · Impressum · Datenschutz</footer></body></html>"""
    return whole(
        "e-de-sections-mehr",
        _E,
        "sections",
        "de",
        "https://www.stadtanzeiger.example/ratgeber/mieter-aenderungen-2025-77120",
        page,
    )


@_case
def fr_paywall_reste() -> Case:
    page = """<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Dans les Alpes, les stations de ski misent sur l'été</title></head>
<body><div class="page"><header class="header"><a class="header__logo">Le Quotidien des Alpes</a><a class="header__abo">⟪S'abonner⟫</a></header>
<main><article class="article article--abonnes"><p class="article__kicker">Économie</p><h1 class="article__title">Dans les Alpes, les stations de ski misent sur l'été</h1>
<p class="article__chapo">Faute de neige, plusieurs stations diversifient leurs activités.</p><p class="article__signature">Par Julien Roux — Publié le 22 juillet 2024</p>
<div class="article__content"><p>⟦À 1 600 mètres d'altitude, les télésièges de Saint-Véran tournent en plein mois de juillet. Ils ne transportent pas des skieurs, mais des vététistes et des randonneurs.⟧</p>
<p>⟦La station a réalisé l'été dernier 40 % de son chiffre d'affaires hors saison d'hiver, contre 15 % il y a dix ans.⟧</p></div>
<div class="article__paywall"><p class="paywall__reste">⟪Il vous reste 78.12% de cet article à lire. La suite est réservée aux abonnés.⟫</p><p>⟪Déjà abonné ? Se connecter⟫</p><a class="btn">Découvrir les offres</a></div></article>
<aside class="autres"><h3>⟪Sur le même sujet⟫</h3><ul><li>⟪Le glacier de la Girose a perdu un tiers de sa surface⟫</li></ul></aside></main>
<footer>⟪Le Quotidien des Alpes — Mentions légales — Conditions générales⟫</footer></div></body></html>"""
    return whole(
        "e-fr-paywall-reste",
        _E,
        "paywall",
        "fr",
        "https://www.quotidiendesalpes.example/economie/stations-ski-ete_2291",
        page,
    )


@_case
def pt_continua_apos() -> Case:
    page = """<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>Feira de agricultura familiar volta à praça central | Jornal da Serra</title></head>
<body><header class="topo"><a class="marca">Jornal da Serra</a><nav><a>Cidades</a><a>Política</a><a>Esportes</a><a>Cultura</a></nav></header>
<main><article class="materia"><h1>Feira de agricultura familiar volta à praça central</h1><h2 class="linha-fina">Evento reúne 60 produtores todo sábado pela manhã</h2>
<div class="autoria">Por Beatriz Lemos — 15/03/2024 06h00</div>
<div class="materia-corpo"><p>⟦Depois de quatro anos fora do centro, a feira de agricultura familiar voltou neste sábado à Praça da Matriz, com 60 barracas de produtores de sete municípios da região.⟧</p>
<p>⟦A feira tinha sido transferida para o parque de exposições em 2020, mas a mudança afastou os clientes, segundo os feirantes.⟧</p>
<div class="publicidade"><span>⟪Publicidade⟫</span><p class="continua">⟪Continua após a publicidade⟫</p></div>
<p>⟦"Aqui o povo passa a pé, para, conversa. Lá só ia quem tinha carro", disse Antônio Ferraz, que vende queijo e doce de leite há 22 anos.⟧</p>
<p class="leia-tambem"><strong>⟪Leia também⟫</strong> <a>⟪Preço do tomate cai 30% com a safra⟫</a></p>
<p>⟦A prefeitura vai fechar duas ruas ao trânsito das 5h às 13h aos sábados para receber a feira.⟧</p></div>
<div class="compartilhe">⟪Compartilhe esta notícia⟫ <a>WhatsApp</a> <a>Facebook</a></div></article>
<aside class="mais-lidas"><h3>⟪Mais lidas⟫</h3><ol><li>⟪Chuva forte derruba árvores no centro⟫</li><li>⟪Vacinação contra a gripe começa segunda⟫</li></ol></aside></main>
<footer>⟪© Jornal da Serra. Todos os direitos reservados.⟫</footer></body></html>"""
    return whole(
        "e-pt-continua-apos",
        _E,
        "inserts",
        "pt",
        "https://www.jornaldaserra.example/cidades/2024/03/feira-agricultura-familiar-praca",
        page,
    )


@_case
def it_leggi_anche() -> Case:
    page = """<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Riapre il cinema di quartiere chiuso da dieci anni - Gazzetta di Valle</title></head>
<body><div id="header"><a class="logo">Gazzetta di Valle</a><ul class="menu"><li>Cronaca</li><li>Economia</li><li>Sport</li><li>Spettacoli</li></ul></div>
<div id="main"><div class="articolo"><span class="occhiello">Spettacoli</span><h1>Riapre il cinema di quartiere chiuso da dieci anni</h1><div class="autore">di Paola Ricci</div>
<div class="testo"><p>⟦Dopo dieci anni di saracinesca abbassata, il cinema Aurora di via Garibaldi riapre venerdì con una proiezione gratuita di un classico del neorealismo.⟧</p>
<p>⟦La sala, 180 posti, è stata rilevata da un'associazione di giovani del quartiere che l'ha ristrutturata con una raccolta fondi da 120mila euro.⟧</p>
<div class="box-leggi"><span>⟪Leggi anche⟫</span><a>⟪Teatro comunale, la nuova stagione punta sui giovani⟫</a></div>
<p>⟦Oltre ai film, l'Aurora ospiterà rassegne per le scuole, concerti e un cineforum il mercoledì sera.⟧</p>
<div class="adv"><span>⟪Pubblicità⟫</span></div>
<p>⟦«Vogliamo che il quartiere torni ad avere un posto dove incontrarsi», dice la presidente dell'associazione, Giulia Serra.⟧</p></div>
<div class="copyright">⟪© Riproduzione riservata⟫</div>
<div class="social">⟪Condividi su Facebook⟫</div></div>
<div class="colonna"><h3>⟪I più letti⟫</h3><ul><li>⟪Lavori sulla provinciale, strada chiusa fino a maggio⟫</li></ul></div></div>
<div id="footer">⟪Gazzetta di Valle S.r.l. — P.IVA 01234567890⟫</div></body></html>"""
    return whole(
        "e-it-leggi-anche",
        _E,
        "inserts",
        "it",
        "https://www.gazzettadivalle.example/spettacoli/riapre-cinema-aurora",
        page,
    )


@_case
def ru_telegram_inserts() -> Case:
    page = """<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>В парке Победы установят новые скамейки и фонари — Северный край</title></head>
<body><header class="header"><a class="logo">Северный край</a><nav><a>Новости</a><a>Город</a><a>Происшествия</a><a>Спорт</a></nav></header>
<main class="main"><article class="article"><h1 class="article__title">В парке Победы установят новые скамейки и фонари</h1><div class="article__date">3 апреля 2024, 12:40</div>
<div class="article__body"><p>⟦В парке Победы этим летом заменят освещение и установят 120 новых скамеек. Работы начнутся в мае и продлятся до конца августа.⟧</p>
<p>⟦Как сообщили в администрации, на благоустройство выделено 48 миллионов рублей из областного и городского бюджетов.⟧</p>
<div class="inject"><a>⟪Подписывайтесь на наш Telegram-канал, чтобы первыми узнавать главные новости города⟫</a></div>
<p>⟦Кроме того, в парке появятся две детские площадки и велодорожка длиной почти два километра вдоль пруда.⟧</p>
<p class="readalso">⟪Читайте также:⟫ <a>⟪Набережную откроют после ремонта к Дню города⟫</a></p>
<p>⟦Во время работ парк будет открыт, но отдельные аллеи закроют для прохода.⟧</p></div>
<div class="article__tags"><a>благоустройство</a></div>
<div class="article__share">⟪Поделиться новостью⟫</div></article>
<aside><h3>⟪Главное за неделю⟫</h3><ul><li>⟪Ледоход на реке начался раньше обычного⟫</li></ul></aside></main>
<footer>⟪© «Северный край». Все права защищены. 18+⟫</footer></body></html>"""
    return whole(
        "e-ru-telegram-inserts",
        _E,
        "inserts",
        "ru",
        "https://sevkrai.example/news/2024/04/03/park-pobedy-skameiki",
        page,
    )


@_case
def ja_old_table() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><title>地元高校生が考案した新名物「みかん餃子」を販売 - 南海日報</title></head>
<body><table width="770" border="0" cellpadding="0" cellspacing="0" align="center"><tr><td><img src="/img/head.gif" alt="南海日報"></td></tr>
<tr><td bgcolor="#003366"><font color="#FFFFFF" size="2">ニュース ｜ 地域 ｜ スポーツ ｜ おくやみ</font></td></tr>
<tr><td><table width="100%"><tr><td valign="top" width="560">
<font size="4"><b>地元高校生が考案した新名物「みかん餃子」を販売</b></font><br><font size="2" color="#666666">2023年11月20日</font><hr>
<font size="3">⟦県立南海高校の生徒たちが考案した「みかん餃子」が、今月から市内の道の駅で販売されている。⟧<br>⟦皮に地元産のみかんの果汁を練り込み、あんには特産の豚肉を使った。さわやかな香りが特徴だという。⟧<br>⟦商品開発は、同校の総合学習の授業の一環として昨年から取り組んできた。試作は三十回を超えた。⟧<br>⟦販売初日には用意した二百パックが昼前に売り切れた。生徒の一人は「地元の人に食べてもらえてうれしい」と話した。⟧</font><br><br>
<font size="2">⟪【関連記事】みかんの収穫、今年は豊作⟫<br>⟪続きは南海日報本紙をご覧ください。⟫</font></td>
<td valign="top" width="210" bgcolor="#EEEEEE"><font size="2"><b>⟪主なニュース⟫</b><br>⟪市議会、来年度予算案を可決⟫<br>⟪県道で落石、一時通行止め⟫</font></td></tr></table></td></tr>
<tr><td align="center"><font size="1">⟪Copyright (C) 南海日報社 記事・写真の無断転載を禁じます⟫</font></td></tr></table></body></html>"""
    return whole(
        "e-ja-old-table",
        _E,
        "table",
        "ja",
        "http://www.nankai-nippo.example/news/20231120_03.html",
        page,
        encoding="shift_jis",
    )
