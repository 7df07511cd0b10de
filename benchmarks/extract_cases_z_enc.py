"""Hand-written extraction cases, batch Z (session 18, HELD OUT), part two: traditional
Chinese, charsets a page gets wrong, ``<br>`` text, short bodies and other page shapes.

The seam with ``extract_cases_z`` (which says the protocol and the judgment calls): these
pages test what the bytes and the markup make hard rather than the CMS's furniture:
traditional-Chinese pages in Big5 and in UTF-8 (a Taiwanese and a Hong Kong portal), GBK
bytes with no charset declaration or one that says UTF-8, GB18030 characters outside
GBK, bodies of ``<br>``-separated text in a ``<div>`` with 　 indentation, a mobile page
with its 打开APP / 展开全文 furniture, a blog post with its 标签 line, a numbered list
article, a piece whose sections are split by topic cards, and the short bodies: a
three-paragraph article under a longer 热门推荐 feed and 快讯 of one and two sentences.

Judgment calls beyond ``extract_cases_z``: a Taiwanese dateline opening the first
paragraph ("（本報記者…／台中報導）") is part of it; an HK portal's 相關新聞 and 熱門
lists, and a TW page's inline 延伸閱讀 link lines, are furniture; a blog's 标签 / 分类
line and its 阅读 / 评论 counts are furniture; a list article's item headings are body.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z_ENC"]

_Z = "z"
BATCH_Z_ENC: list[Callable[[], Case]] = []
_META_UTF8 = '<meta charset="utf-8">'
_META_GBK = '<meta http-equiv="Content-Type" content="text/html; charset=gbk" />'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z_ENC.append(fn)
    return fn


@_case
def big5_tw_news() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>高鐵新站啟用首日 旅客湧入 - 地方新聞 - 中台日報</title></head>
<body><div id="hdr"><a class="logo">中台日報</a><ul class="menu"><li>即時</li><li>地方</li><li>⟪財經⟫</li><li>生活</li><li>體育</li></ul></div>
<div id="wrap"><div id="story"><h1>高鐵新站啟用首日 旅客湧入</h1><div class="byline">2023/10/01 18:22　⟪中台日報⟫　記者陳怡君</div>
<div class="article-text">
<p>⟦（本報記者陳怡君／台中報導）高鐵新站今天正式啟用，首日進出旅客超過一萬兩千人次，站內外擠滿前來搭車與參觀的民眾。⟧</p>
<p>⟦新站位於市區東側，與捷運站以空橋連通，旅客下車後步行五分鐘即可轉乘。市府表示，新站啟用後，東區居民搭乘高鐵的時間可縮短約二十分鐘。⟧</p>
<p>⟦不少旅客一早就到車站拍照打卡。從南部北上的林先生說：「以前要先坐公車到舊站，現在從家裡出門十分鐘就到了，方便很多。」⟧</p>
<p>⟪延伸閱讀：<a>高鐵票價明年是否調整？交通部回應</a>⟫</p>
<p>⟦不過，車站周邊的接駁與停車問題也引發討論。有旅客反映，臨停區車輛大排長龍，計程車排班秩序混亂。市府交通局表示，將增派人力疏導，並研議增設停車場。⟧</p>
<p>⟦交通局長黃志明說，新站周邊道路拓寬工程預計明年完工，屆時交通狀況可望改善。⟧</p>
</div>
<div class="tags">⟪相關標籤：高鐵　新站　交通⟫</div>
<div class="rel"><h3>⟪相關新聞⟫</h3><ul><li><a>⟪連假首日國道車流量大 高公局籲避開尖峰⟫</a></li><li><a>捷運新路線試營運 搭乘免費一個月</a></li></ul></div></div>
<div id="side"><h3>⟪熱門排行⟫</h3><ol><li><a>⟪颱風動態 氣象局發布海上警報⟫</a></li><li><a>中秋連假 觀光景點湧人潮</a></li></ol></div></div>
<div id="ftr">⟪中台日報 版權所有 轉載請註明出處⟫</div></body></html>"""
    return whole(
        "z-big5-tw-news",
        _Z,
        "zh-trad",
        "zh",
        "http://www.ctdaily.example/news/local/20231001/a8812.htm",
        page,
        encoding="big5",
    )


@_case
def big5_hk_old_table() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>港島南區海濱長廊下月開放</title></head>
<body bgcolor="#FFFFFF"><table width="780" border="0" cellspacing="0" cellpadding="0" align="center"><tr><td><img src="/images/top.gif" width="780" height="80"></td></tr>
<tr><td bgcolor="#990000"><font color="#FFFFFF" size="2"><a>港聞</a>　<a>⟪財經⟫</a>　<a>國際</a>　<a>體育</a>　<a>娛樂</a></font></td></tr></table>
<table width="780" border="0" cellspacing="0" cellpadding="6" align="center"><tr><td width="560" valign="top">
<font size="4"><b>港島南區海濱長廊下月開放</b></font><br><font size="2" color="#666666">2019年05月14日</font><br><br>
<font size="3">⟦全長約兩公里的港島南區海濱長廊，將於下月中旬分段開放，市民可沿海邊由漁港步行至公園。⟧<br><br>⟦長廊沿途設有觀景台、單車徑及休憩座椅，並種植了超過八百棵樹木。工程人員表示，部分路段建於海堤之上，設計時已考慮颱風期間的風浪影響。⟧<br><br>⟦區議會早前收到居民意見，希望長廊開放時間延長至晚上十一時。有關部門表示會研究增加照明設施，再作考慮。⟧<br><br>⟦當局預計，長廊開放後，每逢假日可吸引約一萬人次使用。⟧</font>
<br><br><font size="2">⟪【相關新聞】<a>南區新巴士路線下月投入服務</a>⟫</font></td>
<td width="220" valign="top" bgcolor="#F5F5F5"><font size="2"><b>⟪即時新聞⟫</b><br><a>⟪天文台：明日有狂風驟雨⟫</a><br><a>⟪本港新增兩宗輸入個案⟫</a><br><a>地鐵東鐵線早上服務延誤</a></font></td></tr></table>
<table width="780" align="center"><tr><td align="center"><font size="1">⟪版權所有 不得轉載 Copyright 2019⟫</font></td></tr></table></body></html>"""
    return whole(
        "z-big5-hk-table",
        _Z,
        "zh-trad",
        "zh",
        "http://www.hkdaily.example/news/20190514/00176_011.html",
        page,
        encoding="big5",
    )


@_case
def hk_utf8_paragraph_divs() -> Case:
    page = f"""<!DOCTYPE html><html lang="zh-HK"><head>{_META_UTF8}<title>舊區茶餐廳轉型 年輕人接手老字號 | 港聞 | 維港新聞網</title></head>
<body><header><a class="brand">維港新聞網</a><nav><a>港聞</a><a>⟪財經⟫</a><a>國際</a><a>生活</a></nav></header>
<main><article class="news-article"><h1 class="headline">舊區茶餐廳轉型 年輕人接手老字號</h1><div class="info"><span class="date">2024年2月18日 星期日 12:05</span> <span class="author">記者：何家寶</span></div>
<div class="article-body">
<div class="paragraph">⟦在深水埗經營了四十多年的一間茶餐廳，去年由兩名三十歲出頭的年輕人接手。他們保留了菠蘿油、絲襪奶茶等招牌食品，也加入了新的甜品和素食選擇。⟧</div>
<div class="paragraph">⟦其中一名店主梁先生說，他從小就在這間茶餐廳吃早餐，得知老闆因年紀大準備結業，便和朋友商量把店盤下來。「我們不想這種味道就這樣消失。」⟧</div>
<div class="ad-slot"><div class="ad-label">⟪廣告⟫</div><div id="div-gpt-ad-1" style="min-height:250px"></div></div>
<div class="paragraph">⟦接手後的第一個月並不順利。老師傅不習慣新的點餐系統，熟客也擔心味道會變。兩人花了不少時間跟師傅學習，又請老闆每星期回來試食。⟧</div>
<div class="paragraph">⟦現在，茶餐廳每天早上仍然坐滿街坊，下午則多了不少年輕客人專程來打卡。梁先生說，租金和人手仍是最大壓力，但他們會堅持下去。⟧</div>
<div class="related-inline">⟪相關新聞：<a>老字號餅店結業 街坊排隊告別</a>⟫</div>
</div>
<div class="tags"><a>⟪#茶餐廳⟫</a> <a>#深水埗</a> <a>⟪#老字號⟫</a></div></article>
<aside class="hot"><h2>⟪熱門新聞⟫</h2><ul><li><a>⟪新一份財政預算案 市民關注甚麼？⟫</a></li><li><a>春節假期 過百萬人次出入境</a></li><li><a>⟪天文台：下週氣溫回升⟫</a></li></ul></aside></main>
<footer>⟪© 維港新聞網 版權所有⟫</footer></body></html>"""
    return whole(
        "z-hk-utf8-divs",
        _Z,
        "zh-trad",
        "zh",
        "https://news.victoriaharbour.example/hk/20240218/bkn-20240218120500123.html",
        page,
    )


@_case
def tw_utf8_listicle() -> Case:
    page = f"""<!DOCTYPE html><html lang="zh-TW"><head>{_META_UTF8}<title>上班族必看！5個改善久坐腰痛的小習慣 | 健康生活 | 好日子網</title></head>
<body><div class="site-header"><a class="logo">好日子網</a><div class="menu"><a>健康</a><a>⟪美食⟫</a><a>旅遊</a><a>理財</a></div></div>
<div class="container"><div class="post"><h1 class="post-title">上班族必看！5個改善久坐腰痛的小習慣</h1><div class="post-meta">文／王美玲　2022-08-09</div>
<div class="post-content">
<p>⟦每天坐在辦公桌前八小時以上，下班時腰痠背痛，是許多上班族的共同經驗。復健科醫師提醒，久坐造成的腰痛，多半可以從日常習慣改善。⟧</p>
<h2>⟦1. 每坐三十分鐘就起身⟧</h2>
<p>⟦長時間維持同一姿勢，會讓腰部肌肉持續緊繃。建議設定提醒，每三十分鐘站起來走動一到兩分鐘，倒杯水或上個洗手間都好。⟧</p>
<h2>⟦2. 調整椅子與螢幕高度⟧</h2>
<p>⟦坐下時雙腳應平放地面，膝蓋約與臀部同高；螢幕上緣與眼睛平齊，可以避免身體不自覺往前傾。⟧</p>
<div class="inread-ad"><span>⟪廣告⟫</span><ins class="adsbygoogle"></ins></div>
<h2>⟦3. 在腰後放一個小靠墊⟧</h2>
<p>⟦靠墊可以支撐腰椎的自然弧度，減輕下背部的壓力。沒有靠墊時，捲起一條毛巾也有同樣效果。⟧</p>
<p class="readmore">⟪延伸閱讀：<a>肩頸僵硬怎麼辦？三招伸展動作在家做</a>⟫</p>
<h2>⟦4. 練習核心肌群⟧</h2>
<p>⟦核心肌群有力，才能穩定脊椎。每天花十分鐘做棒式或橋式運動，持續幾週就能感受到差別。⟧</p>
<h2>⟦5. 睡前做簡單伸展⟧</h2>
<p>⟦睡前躺在床上，將膝蓋抱向胸口，停留二十秒後放鬆，重複五次，可以舒緩一整天累積的疲勞。醫師提醒，若疼痛持續超過兩週，或出現腿麻症狀，應盡早就醫。⟧</p>
</div>
<div class="author-box"><img src="/a/wang.jpg"><p>⟪王美玲，健康線記者，關注職場健康與運動醫學。⟫</p></div>
<div class="more-posts"><h3>⟪你可能也會喜歡⟫</h3><ul><li><a>⟪喝咖啡會導致骨質疏鬆嗎？營養師解答⟫</a></li><li><a>睡不好？這些食物幫助入眠</a></li></ul></div></div></div>
<div class="site-footer">⟪© 好日子網 All Rights Reserved.⟫</div></body></html>"""
    return whole(
        "z-tw-utf8-listicle",
        _Z,
        "zh-trad",
        "zh",
        "https://www.goodday.example/health/article/77213",
        page,
    )


@_case
def gbk_no_charset() -> Case:
    page = """<html><head><title>县图书馆开展“书香进万家”活动</title></head>
<body><div class="head"><img src="/img/logo.jpg"><span>⟪文化网⟫</span></div><div class="nav"><a>首页</a> <a>文化动态</a> <a>非遗保护</a> <a>⟪公共服务⟫</a></div>
<div class="main"><div class="position">⟪当前位置：首页 - 文化动态⟫</div>
<div class="title">县图书馆开展“书香进万家”活动</div><div class="date">2020-04-23 10:18:06　⟪点击：396⟫</div>
<div class="text">
<p>　　⟦4月23日是世界读书日，县图书馆联合县新华书店开展“书香进万家”全民阅读活动，向社区居民和农村学校赠送图书两千余册。⟧</p>
<p>　　⟦活动现场设置了图书漂流、亲子共读和读书分享三个区域。不少家长带着孩子在亲子共读区一起读绘本，气氛十分温馨。⟧</p>
<p>　　⟦县图书馆负责人介绍，今年将在全县新建十个农家书屋和五个城市阅读驿站，并开通线上借阅服务，方便群众就近读书、借书。⟧</p>
</div>
<div class="bottom">⟪上一条：<a>县文化馆举办春季书画展</a>⟫　下一条：<a>⟪文化下乡演出走进十个村⟫</a></div></div>
<div class="foot">⟪版权所有：县文化广电和旅游体育局⟫</div></body></html>"""
    return whole(
        "z-gbk-no-charset",
        _Z,
        "zh-charset",
        "zh",
        "http://www.xwh.example/whdt/2020/0423/1182.html",
        page,
        encoding="gbk",
    )


@_case
def gbk_declared_utf8() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>高温天气持续 户外劳动者防暑降温措施落实情况调查_社会_清江网</title></head>
<body><div class="top-nav"><a>清江网</a> <a>社会</a> <a>⟪法治⟫</a> <a>民生</a></div>
<div class="content-wrap"><h1>高温天气持续 户外劳动者防暑降温措施落实情况调查</h1><p class="time">2022-07-27 09:05　⟪来源：清江网⟫</p>
<div class="news-content">
<p>　　⟦连日来，我市最高气温持续在三十八摄氏度以上。记者走访了多个建筑工地、快递网点和环卫作业点，了解户外劳动者防暑降温措施的落实情况。⟧</p>
<p>　　⟦在城南一处建筑工地，施工单位把作业时间调整为早上六点到十一点、下午四点到晚上八点，中午最热的时段停工休息，工地上还设置了休息室，备有绿豆汤和防暑药品。⟧</p>
<p>　　⟦不过，记者也发现，一些小型装修和零散作业的工人仍在烈日下干活。一位正在刷外墙的工人说，老板按天结算工钱，“活干不完，拿不到钱”。⟧</p>
<p>　　⟦市人社局提醒，用人单位应当按规定发放高温津贴，日最高气温达到四十摄氏度以上时，应当停止当日室外露天作业。⟧</p>
</div>
<div class="editor">⟪责任编辑：吕静⟫</div>
<div class="hot"><h3>⟪热点新闻⟫</h3><ul><li><a>⟪全市用电负荷创历史新高⟫</a></li><li><a>多个公园延长夜间开放时间</a></li></ul></div></div>
<div class="footer">⟪清江网 版权所有⟫</div></body></html>"""
    return whole(
        "z-gbk-declared-utf8",
        _Z,
        "zh-charset",
        "zh",
        "http://www.qingjiang.example/shehui/2022/0727/52217.shtml",
        page,
        encoding="gbk",
    )


@_case
def gb18030_rare_chars() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb18030"><title>古籍修复师：与时间赛跑的人_人物_文脉网</title></head>
<body><div id="nav"><a>文脉网</a> · <a>人物</a> · <a>⟪收藏⟫</a> · <a>书画</a></div>
<div id="content"><h1>古籍修复师：与时间赛跑的人</h1><div class="meta">2021-12-03　⟪来源：文脉网⟫　作者：吉𠮷</div>
<div id="artibody" class="article-content">
<p>　　⟦在省图书馆古籍修复室里，五十三岁的修复师王䶮正在修补一册清代刻本。书页已经脆得像枯叶，轻轻一碰就会掉下碎片。⟧</p>
<p>　　⟦修复一页古籍，要经过拆线、去污、补洞、压平、装订等十几道工序。补纸要选颜色和厚薄都接近原书的，浆糊是用小麦淀粉自己熬的，浓度全凭手感。⟧</p>
<p>　　⟦王䶮说，修复最重要的原则是“修旧如旧”，不能为了好看而改变古籍原来的样子。“我们做的，是让它再多活几百年。”⟧</p>
<p>　　⟦目前，馆内还有约两万册古籍等待修复，而全馆的修复师只有六人。近年来，馆里与高校合作开设了古籍修复专业，已有十几名年轻人加入这一行业。⟧</p>
</div>
<div class="article-editor">⟪（编辑：朱丹）⟫</div>
<div class="share">⟪分享到：⟫<a>微博</a> <a>微信</a></div>
<div class="relnews"><p>⟪相关新闻：⟫</p><p><a>⟪国家图书馆新增一批珍贵古籍⟫</a></p><p><a>非遗传承人进校园</a></p></div></div>
<div id="footer">⟪文脉网 版权所有⟫</div></body></html>"""
    return whole(
        "z-gb18030-rare",
        _Z,
        "zh-charset",
        "zh",
        "http://www.wenmai.example/renwu/2021/1203/c881-2017.html",
        page,
        encoding="gb18030",
    )


@_case
def br_text_in_div_utf8() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>小区楼道堆物清理行动启动 - 街道动态 - 梅园街道</title></head>
<body><div class="header"><div class="logo">梅园街道办事处</div><div class="nav"><a>首页</a><a>街道动态</a><a>⟪社区风采⟫</a><a>便民服务</a></div></div>
<div class="container"><div class="crumb">⟪首页 &gt; 街道动态⟫</div>
<div class="detail"><div class="detail-title">小区楼道堆物清理行动启动</div><div class="detail-info">发布时间：2023-05-08　⟪阅读次数：218⟫</div>
<div class="detail-text">　　⟦为消除消防安全隐患，梅园街道5月起在辖区二十六个小区开展楼道堆物集中清理行动。⟧<br>　　⟦此次行动由社区工作人员、物业和志愿者组成清理小组，逐楼逐层排查楼道、消防通道内堆放的杂物、电动自行车和易燃物品。⟧<br>　　⟦对发现的问题，清理小组先上门告知住户限期自行清理；逾期不清理的，由物业统一清运。⟧<br>　　⟦截至目前，已清理楼道杂物四百余处，劝导住户将电动自行车停放到集中充电区一百二十多辆。⟧<br>　　⟦街道相关负责人表示，清理行动将持续到6月底，之后还将建立常态化巡查机制，防止堆物反弹。⟧<br><br></div>
<div class="detail-foot"><a>⟪【打印】⟫</a> <a>【关闭】</a></div></div></div>
<div class="footer">⟪梅园街道办事处 版权所有⟫</div></body></html>"""
    return whole(
        "z-br-div-utf8",
        _Z,
        "zh-br",
        "zh",
        "https://www.meiyuan.gov.example/jddt/2023/0508/4471.html",
        page,
    )


@_case
def br_text_in_div_gb2312() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>我区完成春季植树造林任务</title></head>
<body><div id="top"><img src="/images/top.jpg"></div><div id="menu"><a>首页</a> <a>区情概况</a> <a>⟪新闻中心⟫</a> <a>政务公开</a></div>
<div id="main"><div class="lmdh">⟪栏目导航：新闻中心 &gt;&gt; 区县动态⟫</div>
<div class="nr"><div class="nrbt">我区完成春季植树造林任务</div><div class="nrsj">作者：区林业局　发布时间：2018-04-12　⟪点击数：733⟫</div>
<div class="nrzw">&nbsp;&nbsp;&nbsp;&nbsp;⟦今年以来，我区抓住春季植树的有利时机，组织开展大规模植树造林活动，截至目前已完成植树造林一万二千亩，占年度任务的百分之一百零五。⟧<br />
&nbsp;&nbsp;&nbsp;&nbsp;⟦今年的植树造林重点放在荒山绿化、通道绿化和村庄绿化三个方面，共栽植侧柏、油松、国槐等苗木八十多万株。⟧<br />
&nbsp;&nbsp;&nbsp;&nbsp;⟦为提高成活率，区林业局组织技术人员深入各造林地块进行现场指导，并落实了专人负责后期的浇水和管护。⟧<br />
&nbsp;&nbsp;&nbsp;&nbsp;⟦下一步，我区将继续加强森林防火和林业有害生物防治工作，巩固植树造林成果。⟧<br />
</div>
<div class="fj">⟪【<a>打印本页</a>】【<a>关闭窗口</a>】⟫</div></div></div>
<div id="bottom">⟪主办：区人民政府办公室　地址：人民路1号⟫</div></body></html>"""
    return whole(
        "z-br-div-gb2312",
        _Z,
        "zh-br",
        "zh",
        "http://www.xxq.gov.example/xwzx/qxdt/201804/t20180412_20871.html",
        page,
        encoding="gb2312",
    )


@_case
def numbered_list_items() -> Case:
    items = [
        (
            "1. 灵渠",
            "位于桂林市兴安县，是世界上最古老的运河之一，距今已有两千两百多年，至今仍发挥着灌溉作用。",
        ),
        (
            "2. 它山堰",
            "位于宁波市海曙区，始建于唐代，是阻咸蓄淡、引水灌溉的水利枢纽，堰体至今保存完好。",
        ),
        (
            "3. 通济堰",
            "位于丽水市莲都区，始建于南朝，是我国最早的拱形大坝，渠系灌溉面积达两万多亩。",
        ),
        ("4. 木兰陂", "位于莆田市，始建于北宋，经过三次修筑才最终建成，被誉为“福建都江堰”。"),
        (
            "5. 郑国渠",
            "位于陕西关中，始建于战国末期，曾使关中平原成为沃野，遗址目前已得到系统保护。",
        ),
    ]
    blocks = []
    for n, (head, text) in enumerate(items, 1):
        blocks.append(
            f'<div class="list-item"><h4>⟦{head}⟧</h4><img src="/l/{n}.jpg"><p>⟦{text}⟧</p></div>'
        )
        if n == 2:
            blocks.append('<div class="list-ad"><p>⟪— 广告 —⟫</p><img src="/ad/3.gif"></div>')
        if n == 4:
            blocks.append(
                '<div class="list-ad"><p>⟪猜你喜欢：<a>这些古桥你走过几座？</a>⟫</p></div>'
            )
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>盘点：仍在使用的五大古代水利工程_文化_知行网</title></head>
<body><div class="zx-head"><a class="logo">知行网</a><a>文化</a><a>⟪历史⟫</a><a>旅行</a></div>
<div class="zx-main"><h1>盘点：仍在使用的五大古代水利工程</h1><div class="zx-meta">2023-03-22　知行网文化频道</div>
<div class="zx-lead"><p>⟦今年3月22日是第三十一届“世界水日”。在我国，有不少建于千百年前的水利工程至今仍在发挥作用。下面我们来看其中的五处。⟧</p></div>
{"".join(blocks)}
<div class="zx-end"><p>⟪本文为知行网原创，未经授权不得转载⟫</p></div>
<div class="zx-more"><h3>⟪推荐阅读⟫</h3><ul><li><a>⟪都江堰为何能使用两千多年⟫</a></li><li><a>古人如何修建运河</a></li></ul></div></div>
<div class="zx-ft">⟪知行网 版权所有⟫</div></body></html>"""
    return whole(
        "z-numbered-list",
        _Z,
        "zh-list",
        "zh",
        "https://culture.zhixing.example/2023/0322/5812.html",
        page,
    )


@_case
def sections_with_topic_cards() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>县域医共体建设调查：看病不出县 难在哪_健康_南风网</title></head>
<body><div class="nf-head"><a class="logo">南风网</a><a>健康</a><a>⟪医药⟫</a><a>养生</a></div>
<div class="nf-main"><div class="nf-article"><h1>县域医共体建设调查：看病不出县 难在哪</h1><div class="nf-info">2024-06-03 07:00　⟪南风网⟫　记者 覃敏</div>
<div class="sec"><p>⟦“大病不出县”，是县域医共体建设的目标之一。记者近日走访了三个县，看到了变化，也听到了难处。⟧</p></div>
<div class="sec"><p class="sub"><strong>⟦专家下沉：乡镇卫生院能做手术了⟧</strong></p>
<p>⟦在东山县黄坑镇卫生院，每周二是县医院外科专家坐诊的日子。去年以来，卫生院已开展阑尾切除、疝气修补等手术一百多例。⟧</p>
<p>⟦卫生院院长说，过去这些手术病人都要转到县里，现在在家门口就能做，费用还能少一半。⟧</p></div>
<div class="topic-card"><a><img src="/t/yigongti.jpg"><span class="card-tag">⟪专题⟫</span><span class="card-title">⟪聚焦基层医疗改革⟫</span></a></div>
<div class="sec"><p class="sub"><strong>⟦留人难：年轻医生待不住⟧</strong></p>
<p>⟦不过，多名卫生院负责人都提到，年轻医生留不住是最大的难题。一名乡镇卫生院的医生说，同样的工作，在县医院的收入要高出三成，职称晋升的机会也更多。⟧</p>
<p>⟦为此，一些县开始推行“县管乡用”，医生的编制在县医院，工作在乡镇，轮岗期满可以回到县医院。⟧</p></div>
<div class="topic-card"><a><img src="/t/xiangcun.jpg"><span class="card-tag">专题</span><span class="card-title">⟪乡村医生的一天⟫</span></a></div>
<div class="sec"><p class="sub"><strong>⟦信息互通：检查结果能否互认⟧</strong></p>
<p>⟦患者反映较多的另一个问题，是在乡镇做过的检查到了县医院还要重做。目前，三个县都在建设统一的信息平台，计划年底前实现检查结果互认。⟧</p></div>
<div class="nf-statement">⟪声明：本文仅代表作者观点，不代表南风网立场。⟫</div></div>
<div class="nf-side"><h3>⟪健康热榜⟫</h3><ol><li><a>⟪夏季腹泻高发 如何预防⟫</a></li><li><a>体检报告怎么看</a></li></ol></div></div>
<div class="nf-ft">⟪南风网 版权所有⟫</div></body></html>"""
    return whole(
        "z-sections-cards",
        _Z,
        "zh-feature",
        "zh",
        "https://health.nanfeng.example/2024/06/03/ART0a1b2c3d.html",
        page,
    )


@_case
def mobile_open_app() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>退休老人办起“爱心食堂” 一份午餐只收五元</title></head>
<body class="m-body"><div class="m-top-banner"><span>⟪打开APP，阅读体验更佳⟫</span><a class="btn">打开</a></div>
<div class="m-article"><h1 class="m-title">退休老人办起“爱心食堂” 一份午餐只收五元</h1><div class="m-src"><span>晨光新闻</span> <span>2024-01-09 11:26</span></div>
<section class="m-content" style="max-height:600px;overflow:hidden">
<p>⟦在城西的一条小巷里，有一家只在中午营业的食堂。两荤一素加一碗汤，老人只需付五元钱。⟧</p>
<p>⟦食堂的创办者是七十一岁的退休教师蒋秀英。三年前，她发现小区里不少独居老人午饭常常凑合，就拿出积蓄租下了这间门面。⟧</p>
<p>⟦如今，食堂每天供应午餐六十多份，做饭、洗碗、送餐的都是附近的志愿者。不少老人说，来这里吃饭，不只是为了省钱，更是为了有人说说话。⟧</p>
<p>⟦街道了解情况后，为食堂申请了每月两千元的补贴，附近的超市也定期送来蔬菜和粮油。⟧</p>
</section>
<div class="m-unfold"><a>⟪展开全文⟫</a></div>
<div class="m-open-app"><a>⟪打开晨光新闻APP，查看更多精彩内容⟫</a></div>
<div class="m-rec"><h3>⟪为你推荐⟫</h3><div class="m-rec-item"><a>⟪社区助餐点覆盖率将达八成⟫</a><span>晨光新闻 1.2万阅读</span></div><div class="m-rec-item"><a>⟪独居老人家中安装智能水表⟫</a><span>晨光新闻 8866阅读</span></div></div></div></body></html>"""
    return whole(
        "z-mobile-open-app",
        _Z,
        "zh-mobile",
        "zh",
        "https://m.chenguang.example/news/a/20240109A07XQ100",
        page,
    )


@_case
def personal_blog() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>回老家过年，发现村口的小卖部没了_山野闲人的博客</title></head>
<body><div class="blog-head"><h1 class="blog-name">山野闲人的博客</h1><p class="blog-desc">⟪记录生活，随手写写⟫</p><div class="blog-nav"><a>首页</a> <a>博文目录</a> <a>⟪图片⟫</a> <a>关于我</a></div></div>
<div class="blog-main"><div class="blog-left"><div class="profile"><img src="/u/avatar.jpg"><p>⟪山野闲人⟫</p><p>⟪访问：128,331⟫</p><a>加关注</a></div>
<div class="cat"><h3>⟪博文分类⟫</h3><ul><li><a>随笔(86)</a></li><li><a>⟪旅行(23)⟫</a></li></ul></div></div>
<div class="blog-right"><div class="article-hd"><h2 class="titName">回老家过年，发现村口的小卖部没了</h2><span class="time">(2019-02-08 21:37:15)</span></div>
<div class="article-tag">⟪标签：过年 老家 小卖部⟫　⟪分类：随笔⟫</div>
<div class="article-body" id="sina_keyword_ad_area2">
<p>⟦今年回老家过年，走到村口，发现那家开了三十多年的小卖部关门了。卷帘门上贴着一张纸，写着“门面出租”。⟧</p>
<p>⟦小时候，这家小卖部是我们全村孩子的乐园。一毛钱一根的冰棍，五分钱一颗的水果糖，还有挂在墙上的一排排连环画。⟧</p>
<p>⟦问了我妈才知道，老板去年跟着儿子去城里住了。村里年轻人少了，大家买东西也都在网上下单，快递直接送到家门口，小卖部的生意一年不如一年。⟧</p>
<p>⟦站在门口想了好一会儿，突然觉得，自己的童年好像也跟着这扇卷帘门一起关上了。⟧</p>
</div>
<div class="article-ft"><span>⟪阅读(1532)⟫</span> <span>评论(18)</span> <span>⟪收藏(6)⟫</span> <span>转载</span></div>
<div class="article-nav"><p>⟪前一篇：<a>年前大扫除，翻出一箱老照片</a>⟫</p><p>后一篇：<a>⟪正月里的庙会⟫</a></p></div>
<div class="comments"><h3>⟪评论⟫</h3><div class="cmt"><b>路人甲</b><p>⟪我们村也是，小卖部都没了，看着挺感慨的。⟫</p></div><div class="cmt"><b>⟪老张⟫</b><p>想起了小时候的冰棍，真怀念。</p></div></div></div></div>
<div class="blog-ft">⟪博客 版权所有⟫</div></body></html>"""
    return whole(
        "z-personal-blog",
        _Z,
        "zh-blog",
        "zh",
        "https://blog.shanye.example/s/blog_4a7b1c2d0102yx3q.html",
        page,
    )


@_case
def short_article_long_feed() -> Case:
    feed = [
        (
            "⟪快递业务量连续三月保持两位数增长⟫",
            "⟪国家邮政局数据显示，前三季度全国快递业务量同比增长两成以上，农村地区收投量增速高于城市，快递进村工程持续推进，末端网点覆盖面进一步扩大。⟫",
        ),
        (
            "多地出台措施支持新能源汽车下乡",
            "多个省份近日发布新能源汽车下乡活动方案，对购买指定车型的农村居民给予补贴，同时加快县乡充电设施建设，解决农村居民的充电顾虑。",
        ),
        (
            "⟪秋粮收获过半 机收率超过八成⟫",
            "⟪农业农村部最新农情调度显示，全国秋粮已收获过半，各地抢抓晴好天气组织机收，小麦主产区秋冬种同步推进，整体进度快于去年同期。⟫",
        ),
        (
            "城市更新如何留住老城记忆",
            "在不少城市的更新项目中，老街巷、老建筑不再被一拆了之，而是通过修缮和活化利用，变成了书店、展馆和社区活动中心，成为市民喜欢的公共空间。",
        ),
        (
            "⟪冬季用电高峰将至 电网企业提前备战⟫",
            "⟪随着气温下降，多地电网负荷逐步攀升。电网企业提前开展设备检修和应急演练，确保迎峰度冬期间电力供应平稳有序，居民用电不受影响。⟫",
        ),
        (
            "博物馆夜场受年轻人追捧",
            "今年以来，多家博物馆推出夜间开放场次，配合讲解、音乐会和文创市集，吸引了大量年轻观众，一些热门场次的预约名额开放几分钟就被抢光。",
        ),
    ]
    items = "".join(
        f'<div class="feed-item"><a class="feed-tit">{t}</a><p class="feed-sum">{s}</p><span class="feed-src">综合</span></div>'
        for t, s in feed
    )
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>我省首条跨海隧道贯通_要闻_海风新闻</title></head>
<body><div class="hf-nav"><a>海风新闻</a><a>要闻</a><a>⟪本地⟫</a><a>财经</a></div>
<div class="hf-main"><div class="hf-art"><h1>我省首条跨海隧道贯通</h1><div class="hf-meta">2024-11-06 16:20　海风新闻</div>
<div class="hf-text"><p>⟦11月6日上午，我省首条跨海公路隧道实现全线贯通。隧道全长五点六公里，最深处位于海平面以下六十八米。⟧</p>
<p>⟦隧道建成后，两岸之间的通行时间将由现在的一个多小时缩短到十分钟左右。⟧</p>
<p>⟦据了解，隧道预计明年下半年建成通车。⟧</p></div>
<div class="hf-editor">⟪编辑：林帆⟫</div></div>
<div class="hf-feed"><h2>⟪热门推荐⟫</h2>{items}<a class="more">⟪加载更多⟫</a></div></div>
<div class="hf-ft">⟪海风新闻 版权所有⟫</div></body></html>"""
    return whole(
        "z-short-long-feed",
        _Z,
        "zh-portal",
        "zh",
        "https://news.haifeng.example/yaowen/20241106/1d8f3e.html",
        page,
    )


@_case
def flash_one_sentence() -> Case:
    others = [
        ("15:42", "⟪央行今日开展一千二百亿元七天期逆回购操作，中标利率持平。⟫"),
        ("15:30", "⟪沪指收涨百分之零点六，两市成交额连续第五个交易日超过一万亿元。⟫"),
        ("15:12", "国家统计局：十月全国规模以上工业增加值同比增长百分之五点三。"),
        ("14:58", "⟪多家银行下调大额存单利率，部分三年期产品利率降至百分之二以下。⟫"),
    ]
    lst = "".join(f'<li><span class="t">{t}</span><p>{x}</p></li>' for t, x in others)
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>快讯：我国首艘大型邮轮完成第二次试航_7×24小时_财闻社</title></head>
<body><div class="cw-head"><a class="logo">财闻社</a><a>快讯</a><a>⟪股市⟫</a><a>公司</a><a>宏观</a></div>
<div class="cw-main"><div class="flash-detail"><div class="flash-time">2024-11-15 15:47</div>
<div class="flash-body"><p>⟦【快讯】据中国船舶集团消息，我国自主建造的第二艘大型邮轮今日完成第二次海上试航，各项性能指标达到设计要求。⟧</p></div>
<div class="flash-tools"><a>⟪分享⟫</a> <a>收藏</a> <a>⟪纠错⟫</a></div></div>
<div class="flash-more"><h3>⟪更多快讯⟫</h3><ul>{lst}</ul></div>
<div class="risk">⟪风险提示：本站所载内容仅供参考，不构成投资建议。⟫</div></div>
<div class="cw-ft">⟪财闻社 版权所有⟫</div></body></html>"""
    return whole(
        "z-flash-one",
        _Z,
        "zh-flash",
        "zh",
        "https://www.caiwen.example/flash/20241115/8812345.html",
        page,
    )


@_case
def flash_two_sentences_gbk() -> Case:
    page = f"""<html><head>{_META_GBK}<title>我市发布暴雨橙色预警信号_滚动新闻_西江网</title></head>
<body><div class="top"><a>西江网</a> | <a>滚动</a> | <a>⟪本地⟫</a> | <a>视频</a></div>
<div class="wrap"><div class="left"><div class="t1"><h1>我市发布暴雨橙色预警信号</h1></div>
<div class="t2">2023-06-18 05:20　⟪西江网讯⟫</div>
<div class="t3" id="text"><p>⟦市气象台6月18日5时发布暴雨橙色预警信号：预计未来三小时，市区和西南部乡镇将出现五十毫米以上的强降水。⟧</p><p>⟦请相关单位和市民做好防御工作，尽量减少外出，远离河道和低洼地带。⟧</p></div>
<div class="t4">⟪（责任编辑：苏敏）⟫</div>
<div class="t5"><h3>⟪相关新闻⟫</h3><ul><li><a>⟪汛期将至 全市开展防汛应急演练⟫</a><span>06-15</span></li><li><a>⟪气象部门：今年入梅时间偏早⟫</a><span>06-12</span></li><li><a>市区积水点改造完成十二处</a><span>06-10</span></li><li><a>防汛知识问答：暴雨来了怎么办</a><span>06-08</span></li></ul></div></div>
<div class="right"><div class="box"><h3>⟪今日热点⟫</h3><ul><li><a>⟪端午假期高速公路免费吗？答案来了⟫</a></li><li><a>⟪市区部分路段临时交通管制⟫</a></li><li><a>中考成绩下周公布</a></li><li><a>夏季用电高峰有序用电方案出台</a></li><li><a>⟪新建学校秋季招生范围公布⟫</a></li></ul></div></div></div>
<div class="foot">⟪西江网 版权所有⟫</div></body></html>"""
    return whole(
        "z-flash-two-gbk",
        _Z,
        "zh-flash",
        "zh",
        "http://www.xijiang.example/gdxw/2023-06/18/content_90112.html",
        page,
        encoding="gbk",
    )
