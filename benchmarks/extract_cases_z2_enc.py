"""Hand-written extraction cases, batch Z2 (session 19, HELD OUT), part two: the bytes and
the declarations a Chinese crawl meets, and the government pages that come in them.

The seam with ``extract_cases_z2`` (which says the protocol and the judgment calls):
these pages test decoding as much as the furniture: a Taiwanese portal in Big5 with its
app-download prompt inside the text, a Hong Kong daily in UTF-8 traditional Chinese
with its 【明報專訊】-style opening, an old table-layout page in GB18030 that declares no
charset and holds a character outside GBK, a page in GBK that declares GB2312 (names
with 喆, 堃 and 镕, outside GB2312), a page in UTF-8 that still declares GBK after a
site's move, a Big5 temple-news page with no declaration, a 政府信息公开 notice in GBK
with its 索引号 table and attachments, and a 政策解读 Q&A in GB2312.

Judgment calls beyond ``extract_cases_z2``: a Taiwanese opening "〔記者…／台北報導〕" and
a Hong Kong "【…專訊】" are part of the first paragraph; an app prompt inside the text
("不用抽 不用搶 現在用APP看新聞…") is furniture; a notice's addressee, items, office
and date are body, its 索引号 / 发布机构 table, 附件 list, 【打印本页】【关闭窗口】 and
扫一扫 lines furniture; a Q&A's 问 / 答 labels are part of their paragraph.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z2_ENC"]

_Z = "z2"
BATCH_Z2_ENC: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z2_ENC.append(fn)
    return fn


@_case
def big5_tw_app_prompt() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=big5"><title>淡水老街騎樓整修完成 商家盼帶回觀光人潮 - 生活 - 北台灣時報</title></head>
<body><div class="header"><a class="logo">北台灣時報</a><ul class="nav"><li>即時</li><li>⟪政治⟫</li><li>社會</li><li>生活</li><li>地方</li></ul></div>
<div class="content"><div class="whitecon articlebody"><h1>淡水老街騎樓整修完成 商家盼帶回觀光人潮</h1><span class="time">2023/12/04 05:30</span>
<div class="photo boxTitle"><img src="/images/tamsui.jpg"><span>淡水老街騎樓整修後煥然一新。（記者林佳蓉攝）</span></div>
<div class="text boxTitle boxText">
<p>⟦〔記者林佳蓉／新北報導〕淡水老街騎樓整修工程日前完工，原本高低不平的地面全部鋪平，並拆除了凌亂的招牌與遮雨棚，老街重現紅磚拱廊的樣貌。⟧</p>
<p>⟦新北市城鄉局表示，這次整修範圍長約四百公尺，涵蓋八十多戶店家，工程費約新台幣六千萬元，由市府與屋主共同負擔。⟧</p>
<p class="appE1121">⟪不用抽 不用搶 現在用APP看新聞 保證天天中獎　點我下載APP　按我看活動辦法⟫</p>
<p>⟦在老街賣魚酥三十年的陳老闆說，以前下雨天騎樓積水，客人都不想走進來，現在地面平整了，推嬰兒車和坐輪椅的遊客也方便許多。⟧</p>
<p>⟦城鄉局指出，明年將繼續整修重建街一帶的老屋立面，希望串連成完整的步行路線。⟧</p>
</div>
<div class="related"><h3>⟪相關新聞⟫</h3><ul><li><a>⟪淡水輕軌延伸線明年動工⟫</a></li><li><a>老街商圈推出聖誕市集</a></li></ul></div></div>
<div class="sidebar"><h3>⟪熱門新聞⟫</h3><ul><li><a>⟪寒流來襲 北台灣低溫探10度⟫</a></li><li><a>跨年煙火 交通管制一次看</a></li></ul></div></div>
<div class="footer">⟪北台灣時報 版權所有 不得轉載⟫</div></body></html>"""
    return whole(
        "z2-big5-tw-app",
        _Z,
        "zh-trad",
        "zh",
        "https://news.ntwtimes.example/news/life/paper/1622381",
        page,
        encoding="big5",
    )


@_case
def hk_daily_utf8() -> Case:
    page = """<!DOCTYPE html><html lang="zh-HK"><head><meta charset="utf-8"><title>西九新公園周末開放 設寵物區及緩跑徑 - 港聞 - 海港日報</title></head>
<body><div id="topbar"><a class="logo">海港日報</a><ul id="menu"><li>要聞</li><li>⟪港聞⟫</li><li>經濟</li><li>國際</li><li>體育</li></ul></div>
<div id="blockcontent"><div class="artcontent"><h1>西九新公園周末開放 設寵物區及緩跑徑</h1><div class="artdate">2024年3月22日 星期五</div>
<div id="upper"><div class="txt4">
<p>⟦【海港日報專訊】西九文化區一個佔地約兩公頃的新公園將於本周六開放，園內設有寵物區、緩跑徑及大草坪，市民可沿海濱步行至油麻地。⟧</p>
<p>⟦西九管理局表示，公園內的寵物區佔地約二千平方米，設有飲水設施及沖洗區，是區內最大的寵物公園。緩跑徑全長約七百米，沿途可望維港景色。⟧</p>
<p>⟦有經常在附近遛狗的居民表示，過去只能在海濱長廊遛狗，地方狹窄，新公園開放後可讓狗隻自由奔跑。⟧</p>
<p>⟦管理局指，公園開放時間為每日早上六時至晚上十一時，初期會安排職員在場維持秩序。⟧</p>
</div></div>
<div class="keywords"><span>⟪相關字詞⟫</span><a>西九文化區</a><a>公園</a><a>寵物</a></div>
<div class="prevnext"><a class="prev">⟪上一篇：屯門公路擴闊工程下月展開⟫</a><a class="next">下一篇：中環新海濱市集周末登場</a></div></div>
<div class="sidebar"><h3>⟪熱門文章⟫</h3><ul><li><a>⟪天文台：下周氣溫回升⟫</a></li><li><a>港鐵東涌線延線進展</a></li></ul></div></div>
<div id="footer">⟪海港日報 版權所有 © 2024⟫</div></body></html>"""
    return whole(
        "z2-hk-daily-utf8",
        _Z,
        "zh-trad",
        "zh",
        "https://news.harbourdaily.example/20240322/s00002/1711045800123",
        page,
    )


@_case
def gb18030_no_charset_table() -> Case:
    page = """<html><head><title>刘䶮故居修缮工程通过验收</title></head>
<body topmargin="0" leftmargin="0"><table width="950" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td height="90" background="/images/banner.jpg"></td></tr>
<tr><td height="30" bgcolor="#0B5FA5" class="white12"><a>首页</a> | <a>⟪文化动态⟫</a> | <a>文物保护</a> | <a>旅游资讯</a> | <a>政务公开</a></td></tr></table>
<table width="950" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td width="230" valign="top" bgcolor="#F3F7FB"><table width="100%"><tr><td class="lm">⟪栏目导航⟫</td></tr><tr><td><a>文化动态</a><br><a>文物保护</a><br><a>⟪非遗传承⟫</a></td></tr></table></td>
<td width="720" valign="top"><table width="96%" align="center"><tr><td height="40" align="center" class="title">刘䶮故居修缮工程通过验收</td></tr>
<tr><td align="center" class="gray12">发布时间：2022-06-17　⟪浏览次数：816⟫</td></tr>
<tr><td class="content14" style="line-height:26px">
<p>　　⟦6月15日，刘䶮故居修缮工程通过省文物部门组织的专家验收。⟧</p>
<p>　　⟦刘䶮故居为清代中期建筑，坐北朝南，三进院落，占地约一千二百平方米。因年久失修，部分梁架糟朽，屋面漏雨，二〇二〇年被列入市级文物保护单位修缮计划。⟧</p>
<p>　　⟦修缮工程坚持“最小干预”原则，尽量保留原有构件。施工中替换的木构件，均选用同种木材，按照原有尺寸和工艺重新制作。⟧</p>
<p>　　⟦下一步，当地将在故居内布置陈列展览，计划于今年国庆节前对外开放。⟧</p>
</td></tr>
<tr><td align="right">【<a>⟪打印本页⟫</a>】【<a>关闭窗口</a>】</td></tr></table></td></tr></table>
<table width="950" align="center"><tr><td align="center" class="gray12">⟪主办单位：南岭市文化广电旅游局　技术支持：南岭信息网络公司⟫</td></tr></table></body></html>"""
    return whole(
        "z2-gb18030-no-charset",
        _Z,
        "zh-old",
        "zh",
        "http://www.nlwhj.example/whdt/2022/0617/1123.asp",
        page,
        encoding="gb18030",
    )


@_case
def gbk_declared_gb2312() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>王喆、李堃获评全市“最美乡村医生”_社会新闻_西山之窗</title></head>
<body><div id="top"><div class="logo">西山之窗</div><div class="menu"><a>首页</a> <a>⟪时政⟫</a> <a>社会</a> <a>乡镇</a> <a>专题</a></div></div>
<div id="main"><div class="mainleft"><div class="weizhi">⟪您的位置：⟫<a>首页</a> &gt; <a>社会新闻</a></div>
<div class="newstitle">王喆、李堃获评全市“最美乡村医生”</div>
<div class="newsinfo">2021-09-03　⟪来源：西山日报⟫　⟪作者：朱镕⟫</div>
<div class="newscontent">
<p>　　⟦近日，全市“最美乡村医生”评选结果揭晓，我县石门镇卫生院的王喆和桃花村卫生室的李堃榜上有名。⟧</p>
<p>　　⟦王喆在石门镇卫生院工作了二十六年，是镇上唯一的全科医生。镇里老人多，他每周有两天背着药箱上门巡诊，手机里存着三百多位慢性病患者的联系方式。⟧</p>
<p>　　⟦李堃是桃花村土生土长的村医，卫生室就设在她家一楼。村民半夜有急事敲门，她从来没有拒绝过。这些年，她还自学了中医推拿，帮村里不少老人缓解了腰腿疼。⟧</p>
<p>　　⟦县卫健局负责人表示，将以此次评选为契机，进一步提高乡村医生待遇，吸引更多年轻医生扎根基层。⟧</p>
</div>
<div class="newsedit">⟪（编辑：周晓）⟫</div>
<div class="xgxw"><div class="xgxw_title">⟪相关新闻⟫</div><ul><li><a>⟪我县开展乡村医生培训⟫</a></li><li><a>家庭医生签约服务覆盖全县</a></li></ul></div></div>
<div class="mainright"><div class="rd"><div class="rd_title">⟪热点关注⟫</div><ul><li><a>⟪西山水库除险加固完工⟫</a></li><li><a>县城新增两条公交线路</a></li></ul></div></div></div>
<div id="foot">⟪西山之窗 版权所有 联系电话：0000-1234567⟫</div></body></html>"""
    return whole(
        "z2-gbk-declared-gb2312",
        _Z,
        "zh-old",
        "zh",
        "http://www.xishanzc.example/shxw/2021-09/03/content_88123.htm",
        page,
        encoding="gbk",
    )


@_case
def utf8_declared_gbk() -> Case:
    page = """<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk" /><title>我市启动老旧小区雨污分流改造_本地新闻_滨湖新闻网</title></head>
<body><div class="head"><div class="logo">滨湖新闻网</div><ul class="nav"><li>首页</li><li>⟪本地新闻⟫</li><li>县区</li><li>民生</li><li>视频</li></ul></div>
<div class="wrap"><div class="con-left"><div class="bread">⟪当前位置：首页 &gt; 本地新闻⟫</div>
<h1 class="con-title">我市启动老旧小区雨污分流改造</h1><div class="con-info"><span>2024-05-28 09:16</span><span>⟪来源：滨湖日报⟫</span><span>记者：韩雪</span></div>
<div class="con-text">
<p>　　⟦5月27日，我市老旧小区雨污分流改造工程在城东片区开工，今年将完成四十二个小区的改造，惠及居民一万八千余户。⟧</p>
<p>　　⟦不少老旧小区建于上世纪八九十年代，雨水管和污水管混在一起，一到雨季就容易出现污水外溢、路面积水等问题。⟧</p>
<p>　　⟦市住建局相关负责人介绍，改造将为每个小区新建独立的雨水和污水管网，同时对破损路面进行修复。施工期间，部分小区的车辆通行和停车会受到影响，施工单位将提前张贴公告。⟧</p>
<p>　　⟦家住城东新村的居民老丁说：“下大雨楼下就成了小河，这回总算要解决了。”⟧</p>
<p>⟪【编辑：吕佳】⟫</p>
</div>
<div class="con-share">⟪分享到：⟫<a>微信</a><a>微博</a></div>
<div class="con-rel"><h3>⟪相关阅读⟫</h3><ul><li><a>⟪城区排水防涝工程进入汛前冲刺⟫</a></li><li><a>老旧小区加装电梯补贴政策出台</a></li></ul></div></div>
<div class="con-right"><h3>⟪图片新闻⟫</h3><ul><li><a>⟪湖畔荷花初绽⟫</a></li><li><a>夜市烟火气</a></li></ul></div></div>
<div class="foot">⟪滨湖新闻网 版权所有 未经授权不得转载⟫</div></body></html>"""
    return whole(
        "z2-utf8-declared-gbk",
        _Z,
        "zh-local",
        "zh",
        "https://www.binhunews.example/bdxw/2024-05/28/content_55123.html",
        page,
    )


@_case
def big5_no_declaration() -> Case:
    page = """<html><head><title>鹿港天后宮 元宵花燈 今晚點燈</title></head>
<body bgcolor="#FFF8E7"><center><table width="800" border="0" cellpadding="0" cellspacing="0"><tr><td><img src="images/title.jpg" width="800" height="120"></td></tr>
<tr><td bgcolor="#8B0000" align="center"><font color="#FFFFFF"><a>首頁</a>｜<a>⟪最新消息⟫</a>｜<a>廟宇沿革</a>｜<a>活動相簿</a>｜<a>交通資訊</a></font></td></tr></table>
<table width="800" border="0" cellpadding="8" cellspacing="0"><tr><td valign="top">
<p align="center"><font size="5" color="#8B0000"><b>鹿港天后宮 元宵花燈 今晚點燈</b></font></p>
<p align="right"><font size="2">發佈日期：2020年2月7日</font></p>
<p><font size="3">⟦一年一度的元宵花燈展今晚六點在廟前廣場點燈，今年共展出大小花燈三百多盞，主燈是一座高約六公尺的鼠年造型花燈。⟧</font></p>
<p><font size="3">⟦花燈展由廟方與地方文史團體合辦，其中一百多盞是附近國小學生親手製作的作品，題材包括媽祖出巡、老街風光與傳統童玩。⟧</font></p>
<p><font size="3">⟦花燈展每天晚上六點至十點亮燈，展期至二月十六日。廟方提醒信眾及遊客，元宵節當晚人潮眾多，請多利用大眾運輸工具前往。⟧</font></p>
<p align="center"><a>⟪回上一頁⟫</a>　<a>回首頁</a></p>
</td></tr></table>
<table width="800"><tr><td align="center"><font size="2">⟪鹿港天后宮 版權所有　地址：彰化縣鹿港鎮　電話：04-0000000⟫</font></td></tr></table></center></body></html>"""
    return whole(
        "z2-big5-no-decl",
        _Z,
        "zh-trad",
        "zh",
        "http://www.lkmazu.example/news/news_20200207.htm",
        page,
        encoding="big5",
    )


@_case
def gov_notice_gbk() -> Case:
    page = """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=gbk" /><title>关于做好2024年冬季供暖工作的通知_通知公告_南川区人民政府</title></head>
<body><div class="gov-head"><div class="gov-logo">南川区人民政府</div><ul class="gov-nav"><li>首页</li><li>⟪政务公开⟫</li><li>政务服务</li><li>互动交流</li><li>走进南川</li></ul></div>
<div class="gov-main"><div class="position">⟪您现在的位置：首页 &gt; 政务公开 &gt; 通知公告⟫</div>
<table class="xxgk-table" width="100%" border="1" cellspacing="0"><tr><td>⟪索引号：⟫</td><td>11500119MB1234567X/2024-00321</td><td>⟪发布机构：⟫</td><td>南川区住房和城乡建设委员会</td></tr><tr><td>⟪主题分类：⟫</td><td>城乡建设</td><td>⟪成文日期：⟫</td><td>2024-10-25</td></tr></table>
<div class="article"><h1 class="article-title">关于做好2024年冬季供暖工作的通知</h1>
<div class="article-info">发布日期：2024-10-28　⟪字号：[大 中 小]⟫</div>
<div class="TRS_Editor" id="zoom">
<p>⟦各街道办事处，区级有关部门，各供热企业：⟧</p>
<p>　　⟦为保障全区群众温暖过冬，现就做好2024年冬季供暖工作有关事项通知如下。⟧</p>
<p>　　⟦一、供暖时间。今年供暖期为11月15日至次年3月15日。如遇气温明显偏低，各供热企业应根据区政府要求提前供暖或延长供暖期。⟧</p>
<p>　　⟦二、供暖质量。供暖期间，居民住宅卧室、起居室温度不得低于18℃。供热企业要设立24小时服务热线，接到报修后2小时内到达现场。⟧</p>
<p>　　⟦三、安全管理。各供热企业要在10月底前完成管网和设备检修，储备足够的燃料和抢修物资，制定应急预案。⟧</p>
<p>　　⟦四、监督检查。区住房城乡建委将会同有关部门开展供暖质量检查，对供暖不达标、服务不到位的企业依法处理。⟧</p>
<p style="text-align:right">⟦南川区住房和城乡建设委员会⟧</p>
<p style="text-align:right">⟦2024年10月25日⟧</p>
</div>
<div class="fujian"><p>⟪附件：⟫</p><p><a>⟪1.南川区2024年供热企业名单及服务电话.xls⟫</a></p><p><a>2.供暖质量投诉处理流程.pdf</a></p></div>
<div class="article-tools"><span>⟪【打印本页】⟫</span><span>【关闭窗口】</span></div>
<div class="qrcode"><img src="/images/qr.png"><p>⟪扫一扫在手机打开当前页⟫</p></div></div></div>
<div class="gov-foot"><p>⟪主办：南川区人民政府办公室　网站标识码：5001190001　渝ICP备00000000号⟫</p></div></body></html>"""
    return whole(
        "z2-gov-notice-gbk",
        _Z,
        "zh-gov",
        "zh",
        "http://www.nanchuan.example/zwgk/tzgg/202410/t20241028_13112233.html",
        page,
        encoding="gbk",
    )


@_case
def policy_qa_gb2312() -> Case:
    page = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>《关于进一步支持个体工商户发展的若干措施》政策解读</title></head>
<body><div class="top"><div class="logo">东阳市市场监督管理局</div><div class="nav"><a>首页</a><a>⟪机构概况⟫</a><a>政策文件</a><a>政策解读</a><a>办事指南</a></div></div>
<div class="box"><div class="pos">⟪当前位置：首页 &gt;&gt; 政策解读⟫</div>
<div class="wz_title">《关于进一步支持个体工商户发展的若干措施》政策解读</div>
<div class="wz_info">发布时间：2023-07-12　⟪信息来源：市市场监管局⟫　⟪阅读次数：1532⟫</div>
<div class="wz_content">
<p>　　⟦近日，我市出台了《关于进一步支持个体工商户发展的若干措施》（以下简称《措施》）。现就有关内容解读如下。⟧</p>
<p>　　<strong>⟦问：《措施》出台的背景是什么？⟧</strong></p>
<p>　　⟦答：个体工商户数量多、分布广，在稳定就业、服务群众方面发挥着重要作用。受多种因素影响，部分个体工商户经营困难，亟需加大帮扶力度。⟧</p>
<p>　　<strong>⟦问：《措施》主要包括哪些内容？⟧</strong></p>
<p>　　⟦答：《措施》共十二条，主要包括降低经营成本、加大金融支持、优化登记服务、拓展经营场所等四个方面。例如，对新开办的个体工商户，免费提供刻制公章服务；对符合条件的个体工商户，给予一次性开业补贴两千元。⟧</p>
<p>　　<strong>⟦问：个体工商户如何申请补贴？⟧</strong></p>
<p>　　⟦答：符合条件的个体工商户，可在营业执照领取之日起六个月内，向所在地市场监管所提出申请，也可以通过网上办事大厅在线办理。⟧</p>
</div>
<div class="wz_rel"><p>⟪相关文件：《关于进一步支持个体工商户发展的若干措施》⟫</p></div>
<div class="wz_tools">【<a>⟪打印本页⟫</a>】【<a>关闭窗口</a>】</div></div>
<div class="foot">⟪东阳市市场监督管理局　版权所有　地址：东阳市人民路88号⟫</div></body></html>"""
    return whole(
        "z2-policy-qa-gb2312",
        _Z,
        "zh-gov",
        "zh",
        "http://www.dyscjg.example/zcjd/2023/0712/6621.html",
        page,
        encoding="gb2312",
    )
