"""Hand-written extraction cases, batch Z (session 18, HELD OUT): Chinese pages nobody tuned for.

Issue 15 measured Chinese body F1 0.977 on the development half and 0.895 on the unseen
half: the widest gap of all sets. Batch Z is written whole (``extract_case_whole``) by a
new writer, before any change of session 18, in the shapes of Chinese CMS families rather
than of the development pages: portal articles with 原标题 / 来源 / 责任编辑 lines,
multi-page articles (分页 links), 图集 and photo pages whose captions are the body, video
pages with a short summary, 政务公开 and 政策解读 pages, WeChat-article mirrors
(``#js_content``), long pieces with 小标题 sections, Q&A interviews (记者：/ 答：), 图文直播
pages, bodies split by 广告 / 相关阅读 / 延伸阅读 inserts (this module); a short article
under a longer 热门推荐 feed, 快讯 of one or two sentences, traditional-Chinese pages in
Big5 and in UTF-8 (HK, TW), pages in GBK / GB18030 / GB2312 with a wrong or missing
charset declaration, bodies of ``<br>`` text in a ``<div>``, a mobile page, a blog, a
listicle and a sectioned piece (``extract_cases_z_enc``). Every page is encoded in the
bytes its server would send (its declared encoding, or the real one where the
declaration is wrong or missing). It is scored to report session 18's Chinese fixes,
never looked at to make them: the fixes come from the zh development pages out of fold
and batches F and G (spent).

Judgment calls (batch D's and F's where they overlap, ``extract_cases_d_intl`` and
``extract_cases_f_intl``):

- the headline, the byline and date line, and an ordinary photo caption are left open
  (neither body nor furniture); 来源 / 原标题 / 责任编辑 / 编辑 / 审核 lines are
  furniture, wherever they stand;
- a photo page's (图集) captions are its body, with its intro; the slide counter
  ("1/6") is left open; a video page's body is its summary (简介), the label left open;
- a multi-page article's body is this URL's part; the 分页 links and 本文共N页 /
  余下全文 lines are furniture;
- 小标题 headings inside the body are body; a Q&A's 记者：/ 答： labels are part of their
  paragraph;
- a live page's (图文直播) body is its summary and its entries' text; the entries' times
  are left open;
- a 快讯's body is its one or two sentences (a leading 【快讯】 label stays with the
  sentence); the other flashes listed under it are furniture;
- a WeChat mirror's 点击上方蓝字关注 line, its 往期推荐 list, 阅读原文 and the mirror's
  reprint notice are furniture;
- a government notice's addressee and its signature (office and date) are body; its
  索引号 table, attachment list and 扫一扫 line are furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z"]

_Z = "z"
BATCH_Z: list[Callable[[], Case]] = []
_META_UTF8 = '<meta charset="utf-8">'
_META_GBK = '<meta http-equiv="Content-Type" content="text/html; charset=gbk" />'
_META_GB2312 = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z.append(fn)
    return fn


@_case
def portal_original_title() -> Case:
    page = f"""<!DOCTYPE html><html lang="zh-CN"><head>{_META_UTF8}<title>城市夜经济点亮消费新场景_财经频道_东海网</title><meta name="keywords" content="夜经济,消费"></head>
<body><div class="topbar"><a>东海网首页</a> <a>新闻</a> <a>财经</a> <a>体育</a> <a>⟪娱乐⟫</a> <a>汽车</a> <a>房产</a><span class="login">登录 | 注册</span></div>
<div class="w1200 crumbs"><a>东海网</a> &gt; <a>财经频道</a> &gt; <a>产经</a> &gt; 正文</div>
<div class="w1200 clearfix"><div class="main-l">
<h1 class="post-title">城市夜经济点亮消费新场景</h1>
<div class="post-meta"><span class="pubtime">2024-08-16 07:52:31</span> <span class="media">⟪来源：江城商报⟫</span> <span class="cmt"><a>⟪参与评论(38)人⟫</a></span></div>
<div class="post-body" id="ArticleContent">
<p class="ori-title">⟪原标题：夜市、夜游、夜读 城市“夜经济”花样多⟫</p>
<p>　　⟦入夏以来，江城各大夜市人气持续走高。每到傍晚，沿江步行街的小吃摊位次第亮灯，前来逛吃的市民和游客摩肩接踵。⟧</p>
<p>　　⟦市商务局提供的数据显示，7月全市重点夜间消费集聚区客流量达到一千零六十万人次，同比增长百分之十八，夜间消费额占全天消费的比重超过三成。⟧</p>
<p style="text-align:center"><img src="https://img.donghai.example/2024/08/16/a1.jpg"></p>
<p style="text-align:center">沿江步行街夜市人流如织。记者 周航 摄</p>
<p>　　⟦除了传统的夜市，夜游、夜读、夜间演出等新业态也在不断涌现。江心岛的灯光秀每晚两场，船票常常提前几天售罄；市图书馆把闭馆时间延长到晚上十点，周末晚间的阅览座位几乎座无虚席。⟧</p>
<p>　　⟦“以前下班就回家，现在会约朋友出来转转，看场演出，吃点宵夜。”在一家互联网公司工作的李女士说。⟧</p>
<p>　　⟦业内人士认为，夜间经济的发展需要配套跟上。市商务局相关负责人表示，下一步将优化夜间公交线路，增设临时停车位，并加强夜间市场的食品安全和消防检查。⟧</p>
<p class="editor">⟪责任编辑：韩梅梅⟫</p>
</div>
<div class="share-bar">⟪分享到：⟫<a>微信</a><a>微博</a><a>QQ空间</a></div>
<div class="rel-news"><div class="hd">⟪相关新闻⟫</div><ul><li><a>⟪暑期文旅消费持续升温 多地推出夜游产品⟫</a><span>08-15</span></li><li><a>⟪商务部：推动夜间经济提质升级⟫</a><span>08-12</span></li><li><a>江城新增三条特色美食街</a><span>08-09</span></li></ul></div>
<div class="comment-box"><div class="hd">网友评论</div><div class="c-item"><span class="u">江城网友</span><p>⟪夜市是热闹，就是停车太难了，希望早点解决。⟫</p></div></div>
</div>
<div class="main-r"><div class="side-box"><h3>⟪24小时热文⟫</h3><ol><li><a>⟪台风过境 多趟列车停运⟫</a></li><li><a>江城地铁5号线开通时间确定</a></li><li><a>⟪高温补贴发放标准公布⟫</a></li></ol></div></div></div>
<div class="footer">⟪关于我们 | 联系我们 | 广告服务 | 版权声明⟫<br>⟪东海网 版权所有⟫</div></body></html>"""
    return whole(
        "z-portal-orig-title",
        _Z,
        "zh-portal",
        "zh",
        "https://finance.donghai.example/2024/0816/c1002-33120457.html",
        page,
    )


@_case
def multipage_first() -> Case:
    page = f"""<html><head>{_META_GBK}<title>一条老铁路的新生（1）_社会_南湖热线</title></head>
<body><div id="header"><div class="nav"><a>首页</a>|<a>社会</a>|<a>⟪教育⟫</a>|<a>健康</a>|<a>旅游</a></div></div>
<div id="container"><div class="col-main"><div class="pos">⟪您现在的位置：⟫<a>南湖热线</a> &gt; <a>社会</a></div>
<div class="article-hd"><h1>一条老铁路的新生</h1><p class="meta">2023年11月02日 06:30　⟪来源：南湖日报⟫　作者：郑宇</p></div>
<div class="content-text">
<p>　　⟦清晨六点半，老城北站的月台上已经站满了人。这条修建于上世纪五十年代的支线铁路，停运十二年后，以观光线路的身份重新通车。⟧</p>
<p>　　⟦线路全长四十六公里，沿途经过七座车站、两座隧道和一座横跨南湖的铁桥。改造时，施工方保留了原有的石砌站房和信号楼，只对轨道和桥梁做了加固。⟧</p>
<p>　　⟦“我爷爷就是这条线上的扳道工。”六十二岁的乘客刘大爷指着窗外说，小时候他常常坐在爷爷的小屋里看火车经过，“那时候一天只有两趟车，车一来，全村的孩子都跑出来看。”⟧</p>
<p>　　⟦新线路每天开行四对列车，车厢按照老式绿皮车的样子重新装饰，座椅换成了木质长椅，车窗可以推开。⟧</p>
</div>
<div class="pages"><span class="cur">1</span><a href="/shehui/2023/1102/88231_2.html">2</a><a href="/shehui/2023/1102/88231_3.html">3</a><a href="/shehui/2023/1102/88231_2.html">⟪下一页⟫</a></div>
<p class="page-tip">⟪本文共3页，当前第1页⟫</p>
<div class="bdshare">⟪分享：⟫<a>新浪微博</a> <a>微信</a></div>
<div class="related"><h3>⟪相关阅读⟫</h3><ul><li><a>⟪铁路部门公布冬季列车运行图⟫</a></li><li><a>城北片区改造规划出炉</a></li></ul></div></div>
<div class="col-sub"><div class="mod"><h3>⟪图片新闻⟫</h3><ul><li><a><img src="/p/1.jpg">⟪初雪后的南湖⟫</a></li><li><a><img src="/p/2.jpg">老城墙下的早市</a></li></ul></div></div></div>
<div id="footer">⟪南湖热线 版权所有 未经授权禁止复制或建立镜像⟫</div></body></html>"""
    return whole(
        "z-multipage-first",
        _Z,
        "zh-multipage",
        "zh",
        "http://www.nanhu.example/shehui/2023/1102/88231.html",
        page,
        encoding="gbk",
    )


@_case
def multipage_middle() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>AI大模型走进中小学课堂（2）-科技-星海网</title></head>
<body><header class="site-hd"><a class="logo">星海网</a><nav><a>要闻</a><a>科技</a><a>⟪财经⟫</a><a>教育</a><a>视频</a></nav></header>
<main class="wrap"><article class="artical"><h1 class="artical-title">AI大模型走进中小学课堂</h1>
<div class="artical-info"><time>2024-03-19 14:05</time> ⟪星海网⟫ 记者 唐宁</div>
<div class="artical-main">
<p>⟦在实验中学的信息技术课上，学生们分成小组，让大模型帮忙检查自己写的程序，再逐行讨论它给出的修改建议是否正确。⟧</p>
<p>⟦任课教师吴晓峰说，他给学生定了一条规矩：模型的每一个回答都要先自己验证，“它说得再流畅，也可能是错的，这本身就是一堂课”。⟧</p>
<p>⟦不过，并非所有家长都赞成。一位初二学生的家长担心，孩子会把作文和作业都交给模型完成，“省下的时间，不知道会用在哪里”。⟧</p>
<p>⟦对此，学校制定了使用规范：课堂上在教师指导下使用，课后作业中需要注明哪些内容由模型生成，考试中一律不得使用。⟧</p>
<div id="pageNav" class="page-nav"><a href="./t20240319_1.html">⟪上一页⟫</a> <a href="./t20240319_1.html">1</a> <b>2</b> <a href="./t20240319_3.html">3</a> <a href="./t20240319_4.html">4</a> <a href="./t20240319_3.html">下一页</a></div>
<div class="readall"><a href="./t20240319_all.html">⟪余下全文⟫</a></div>
</div>
<div class="artical-tags">⟪标签：人工智能 中小学 课堂⟫</div></article>
<aside class="rank"><h2>⟪排行⟫</h2><ol><li><a>⟪国产新能源车出口再创新高⟫</a></li><li><a>多地公布今年中考改革方案</a></li><li><a>⟪春季过敏高发 医生提醒做好防护⟫</a></li></ol></aside></main>
<footer>⟪Copyright © 星海网 All Rights Reserved⟫</footer></body></html>"""
    return whole(
        "z-multipage-middle",
        _Z,
        "zh-multipage",
        "zh",
        "https://tech.xinghai.example/202403/t20240319_2.html",
        page,
    )


@_case
def photo_gallery_captions() -> Case:
    slides = [
        "⟦3月28日，游客在湖畔赏樱。随着气温回升，东湖樱花园内的樱花进入盛花期。⟧",
        "⟦一名摄影爱好者趴在草地上，寻找拍摄樱花的最佳角度。⟧",
        "⟦身着汉服的年轻人在樱花树下合影，成为园内一道别样的风景。⟧",
        "⟦工作人员驾驶电瓶车在园内巡查，提醒游客不要攀折花枝。⟧",
        "⟦傍晚时分，夕阳映照下的樱花林与湖面交相辉映。⟧",
        "⟦据了解，今年樱花园实行分时段预约入园，每日接待游客上限为三万人次。⟧",
    ]
    items = "".join(
        f'<div class="slide"><img src="https://pic.chuyun.example/2024/0329/{i}.jpg" alt=""><div class="desc"><span class="num">{i}/6</span><p>{text}</p></div></div>'
        for i, text in enumerate(slides, 1)
    )
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>东湖樱花进入盛花期 游客踏春赏樱_高清图集_楚云网</title></head>
<body class="photo-page"><div class="photo-top"><a class="logo">楚云网</a><span>⟪图片频道⟫</span><a>返回首页</a></div>
<div class="photo-main"><h1>东湖樱花进入盛花期 游客踏春赏樱</h1><div class="photo-src">2024-03-29 09:12　⟪来源：楚云网⟫　摄影：万磊</div>
<div class="photo-view">{items}</div>
<div class="photo-ctrl"><a>⟪上一图集⟫</a> <a>下一图集</a> <a>⟪查看原图⟫</a> <a>自动播放</a></div>
</div>
<div class="more-albums"><h2>⟪相关图集⟫</h2><ul><li><a><img src="/a/1.jpg"><p>⟪油菜花开满山坡 乡村旅游迎来小高峰⟫</p><span>12张</span></a></li><li><a><img src="/a/2.jpg"><p>⟪清明前夕 茶农抢摘明前茶⟫</p><span>9张</span></a></li><li><a><img src="/a/3.jpg"><p>江滩公园郁金香花展开幕</p><span>15张</span></a></li></ul></div>
<div class="foot">⟪楚云网图片频道 版权所有⟫</div></body></html>"""
    return whole(
        "z-photo-gallery",
        _Z,
        "zh-photo",
        "zh",
        "https://pic.chuyun.example/2024/0329/atlas_51207.html",
        page,
    )


@_case
def photo_news_tables() -> Case:
    page = f"""<html><head>{_META_GB2312}<title>组图：山区小学的“开学第一课”--平川新闻网</title></head>
<body><table width="960" align="center" cellpadding="0" cellspacing="0"><tr><td class="topnav"><a>首页</a> | <a>本地新闻</a> | <a>⟪图片新闻⟫</a> | <a>专题</a></td></tr></table>
<div class="newsbox" style="width:960px;margin:0 auto"><div class="newstitle">组图：山区小学的“开学第一课”</div>
<div class="newsinfo">发布时间：2022-09-02　⟪信息来源：平川新闻网⟫　⟪浏览次数：1288⟫</div>
<div class="newscon">
<p>　　⟦9月1日，平川县大岭乡中心小学迎来新学期，全校一百三十六名学生走进焕然一新的校园。⟧</p>
<table align="center"><tr><td><img src="/uploadfile/2022/0902/1.jpg" width="600"></td></tr></table>
<p align="center">⟦老师在校门口迎接返校的学生，为每个孩子测量体温。⟧</p>
<table align="center"><tr><td><img src="/uploadfile/2022/0902/2.jpg" width="600"></td></tr></table>
<p align="center">⟦学生们在新建成的塑胶操场上参加开学典礼。⟧</p>
<table align="center"><tr><td><img src="/uploadfile/2022/0902/3.jpg" width="600"></td></tr></table>
<p align="center">⟦一年级新生在教室里领取新课本，翻看书中的插图。⟧</p>
<table align="center"><tr><td><img src="/uploadfile/2022/0902/4.jpg" width="600"></td></tr></table>
<p align="center">⟦消防员走进校园，为孩子们上了一堂生动的安全教育课。⟧</p>
<p align="right">（摄影：罗晓东）</p>
</div>
<div class="newsfoot"><a href="javascript:window.print()">⟪打印本文⟫</a>　<a href="javascript:window.close()">关闭窗口</a></div>
<div class="xgxw"><b>⟪相关新闻：⟫</b><br>·<a>⟪县教育局部署秋季开学安全工作⟫</a><br>·<a>城关二小新教学楼投入使用</a></div></div>
<table width="960" align="center"><tr><td align="center" class="copyright">⟪平川新闻网 主办：平川县融媒体中心⟫</td></tr></table></body></html>"""
    return whole(
        "z-photo-tables",
        _Z,
        "zh-photo",
        "zh",
        "http://www.pingchuan.example/tpxw/2022-09/02/content_20931.htm",
        page,
        encoding="gb18030",
    )


@_case
def video_summary() -> Case:
    related = "".join(
        f'<li><a><img src="/v/{i}.jpg"><span class="dur">0{i}:1{i}</span><p>{title}</p></a></li>'
        for i, title in enumerate(
            [
                "⟪航拍：秋收时节的黄河滩区⟫",
                "⟪一分钟看懂个人养老金新政⟫",
                "老手艺人用一根竹子编出一座桥",
                "⟪高铁列车上的“移动课堂”⟫",
                "网红小镇的流量与留量",
                "⟪凌晨四点的城市菜市场⟫",
            ],
            1,
        )
    )
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>无人机“快递小哥”飞进山村_视频_山河视界</title></head>
<body><div class="v-header"><a class="logo">山河视界</a><a>⟪直播⟫</a><a>短视频</a><a>纪录片</a><div class="search"><input placeholder="搜索"></div></div>
<div class="v-main"><div class="player-wrap"><div class="player"><video src="https://v.shanhe.example/2024/1012/drone.mp4" poster="/poster.jpg" controls></video></div>
<div class="video-info"><h1>无人机“快递小哥”飞进山村</h1><div class="v-meta"><span>2024-10-12</span> <span>⟪播放量：12.6万⟫</span> <span>⟪来源：山河视界⟫</span></div>
<div class="v-brief"><span class="lbl">简介：</span>⟦在海拔一千多米的青岩村，村民网购的商品不再需要翻山越岭去镇上取。⟧⟦县里开通的无人机物流航线，把包裹从镇上的配送站直接送到村口，单程只需十二分钟。⟧</div>
<div class="v-ops"><a>⟪点赞⟫</a> <a>收藏</a> <a>分享</a> <a>⟪举报⟫</a></div></div></div>
<div class="v-side"><h2>⟪相关视频⟫</h2><ul class="v-list">{related}</ul></div></div>
<div class="v-footer">⟪山河视界 视听节目许可证 0000000号⟫</div></body></html>"""
    return whole(
        "z-video-summary",
        _Z,
        "zh-video",
        "zh",
        "https://v.shanhe.example/2024/1012/VID1a2b3c4d.shtml",
        page,
    )


@_case
def gov_disclosure_divs() -> Case:
    page = f"""<!DOCTYPE html><html lang="zh-CN"><head>{_META_UTF8}<title>关于公布2024年度市级非物质文化遗产代表性项目名录的通知_通知公告_云岭市文化和旅游局</title></head>
<body><div class="gov-header"><div class="gov-logo">云岭市文化和旅游局</div><ul class="gov-nav"><li>首页</li><li>⟪机构概况⟫</li><li>政府信息公开</li><li>政务服务</li><li>互动交流</li></ul></div>
<div class="gov-pos">⟪当前位置：⟫首页 &gt; 政府信息公开 &gt; 通知公告</div>
<div class="gov-main"><div class="xxgk-meta"><table>
<tr><th>⟪索引号：⟫</th><td>11530000MB0000000X/2024-00086</td><th>⟪主题分类：⟫</th><td>文化、广电、新闻出版</td></tr>
<tr><th>发布机构：</th><td>云岭市文化和旅游局</td><th>成文日期：</th><td>2024年06月07日</td></tr>
<tr><th>⟪文　　号：⟫</th><td>云文旅发〔2024〕18号</td><th>发布日期：</th><td>2024年06月11日</td></tr></table></div>
<h1 class="doc-title">关于公布2024年度市级非物质文化遗产代表性项目名录的通知</h1>
<div class="doc-body" id="UCAP-CONTENT">
<p style="text-indent:0">⟦各县（市、区）文化和旅游局，局属各单位：⟧</p>
<p style="text-indent:2em">⟦为进一步加强非物质文化遗产保护工作，经各地申报、专家评审和社会公示，确定“青溪草编技艺”等二十三个项目为2024年度市级非物质文化遗产代表性项目，现予公布。⟧</p>
<p style="text-indent:2em">⟦各地要认真贯彻“保护为主、抢救第一、合理利用、传承发展”的工作方针，切实做好名录项目的保护、传承和管理工作，落实保护责任单位，制定保护计划，开展传承活动。⟧</p>
<p style="text-indent:2em">⟦对保护不力、传承活动长期停滞的项目，将按照有关规定予以警告直至撤销其市级代表性项目资格。⟧</p>
<p style="text-indent:2em">⟦附件：2024年度市级非物质文化遗产代表性项目名录⟧</p>
<p style="text-align:right">⟦云岭市文化和旅游局⟧</p>
<p style="text-align:right">⟦2024年6月7日⟧</p>
</div>
<div class="doc-files"><span>⟪相关附件：⟫</span><a href="/files/2024/fj86.pdf">2024年度市级非物质文化遗产代表性项目名录.pdf</a></div>
<div class="doc-tools"><span class="qr">⟪扫一扫在手机打开当前页⟫</span> <a>【打印】</a> <a>⟪【关闭】⟫</a></div>
<div class="doc-rel"><h3>⟪相关文件⟫</h3><ul><li><a>⟪关于开展2024年“文化和自然遗产日”系列活动的通知⟫</a></li><li><a>云岭市非物质文化遗产保护条例</a></li></ul></div></div>
<div class="gov-footer">⟪主办：云岭市文化和旅游局　网站标识码：5300000000　政府网站找错⟫</div></body></html>"""
    return whole(
        "z-gov-disclosure-divs",
        _Z,
        "zh-gov",
        "zh",
        "https://wlj.yunling.gov.example/zfxxgk/tzgg/202406/t20240611_9981.html",
        page,
    )


@_case
def gov_policy_reading() -> Case:
    page = f"""<html><head>{_META_GB2312}<title>《青山县农村人居环境整治提升实施方案》政策解读</title></head>
<body><div class="top"><img src="/images/banner.jpg"></div><div class="menu"><a>网站首页</a> <a>政务公开</a> <a>⟪政策解读⟫</a> <a>办事服务</a></div>
<div class="wz">⟪当前位置：⟫<a>首页</a> &gt; <a>政务公开</a> &gt; 政策解读</div>
<div class="zwbox"><div class="bt">《青山县农村人居环境整治提升实施方案》政策解读</div>
<div class="sj">发布日期：2023-04-20　⟪信息来源：县农业农村局⟫　⟪浏览次数：<script>document.write(512)</script>⟫　【字号：<a>大</a> <a>中</a> <a>小</a>】</div>
<div class="zwnr">
<p><strong>⟦一、出台背景⟧</strong></p>
<p>　　⟦近年来，我县农村人居环境明显改善，但部分村庄仍存在生活污水直排、垃圾收运不及时、公共空间管护不到位等问题。为巩固整治成果，县农业农村局会同有关部门起草了本方案，经县政府常务会议审议通过。⟧</p>
<p><strong>⟦二、主要目标⟧</strong></p>
<p>　　⟦到2025年，全县农村卫生厕所普及率达到百分之九十五以上，生活垃圾收运处置体系实现行政村全覆盖，生活污水治理率达到百分之四十以上。⟧</p>
<p><strong>⟦三、重点任务⟧</strong></p>
<p>　　⟦方案明确了厕所革命、生活垃圾治理、生活污水治理、村容村貌提升和长效管护五项重点任务，并对每项任务明确了牵头单位和完成时限。其中，村容村貌提升由乡镇负责，县住建局、县自然资源局给予指导，示范村由熊堃、刘喆两位驻村工作队长牵头。⟧</p>
<p><strong>⟦四、保障措施⟧</strong></p>
<p>　　⟦县财政每年安排专项资金，采取以奖代补的方式支持村庄整治；同时建立季度通报制度，对工作滞后的乡镇进行约谈。⟧</p>
<p>　　⟦解读人：县农业农村局农村社会事业促进股负责人　咨询电话：0000-6612345⟧</p>
</div>
<div class="xglj">⟪相关链接：⟫<a>《青山县农村人居环境整治提升实施方案》（原文）</a></div>
<div class="dy"><a>⟪【打印此页】⟫</a> <a>【关闭窗口】</a></div></div>
<div class="foot">⟪主办单位：青山县人民政府办公室　备案号：X-ICP备00000001号⟫</div></body></html>"""
    return whole(
        "z-gov-policy-reading",
        _Z,
        "zh-gov",
        "zh",
        "http://www.qingshan.gov.example/zwgk/zcjd/202304/t20230420_31877.html",
        page,
        encoding="gbk",
    )


@_case
def wechat_mirror_hidden() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<meta name="viewport" content="width=device-width,initial-scale=1.0"><title>在海拔两千米的村小，她教了二十年书</title>
<meta property="og:title" content="在海拔两千米的村小，她教了二十年书"></head>
<body id="activity-detail" class="zh_CN"><div class="rich_media"><div class="rich_media_inner"><div id="page-content" class="rich_media_area_primary">
<h1 class="rich_media_title" id="activity-name">在海拔两千米的村小，她教了二十年书</h1>
<div id="meta_content" class="rich_media_meta_list"><span class="rich_media_meta rich_media_meta_text">原创</span> <span class="rich_media_meta rich_media_meta_text">云端记录</span> <a class="rich_media_meta_link" id="js_name">⟪高原视点⟫</a> <em id="publish_time" class="rich_media_meta rich_media_meta_text">2023-09-10 08:00</em></div>
<div class="rich_media_content" id="js_content" style="visibility: hidden;">
<section style="text-align:center;"><span style="color:#1e6fff;font-size:14px;">⟪点击上方蓝字关注我们⟫</span></section>
<section><img data-src="https://mmbiz.example/a1.jpg" class="rich_pages wxw-img"></section>
<p style="line-height:1.75em;"><span style="font-size:15px;">⟦清晨七点，李春梅推开教室的门，把炉子里的火拨旺。窗外的山坡上还挂着霜，二十多个孩子陆续走进教室。⟧</span></p>
<p style="line-height:1.75em;"><span style="font-size:15px;">⟦这所村小建在海拔两千一百米的山腰上，离最近的镇子有四十多公里。二十年前，刚从师范毕业的李春梅来到这里，原本只打算待两年。⟧</span></p>
<section style="margin:20px 0;"><span style="font-size:15px;">⟦“第一年冬天，教室的窗户漏风，孩子们的手冻得握不住笔。我就带着他们用塑料布把窗户一层层糊起来。”⟧</span></section>
<p style="line-height:1.75em;"><span style="font-size:15px;">⟦后来，学校盖了新教室，通了网络，孩子们也能通过屏幕和城里的学生一起上课。可李春梅还是习惯每天早到半小时，先把教室烧暖。⟧</span></p>
<p style="line-height:1.75em;"><span style="font-size:15px;">⟦二十年里，她教过的学生有三百多人，其中十几个考上了大学。去年，一个学生师范毕业后回到了这所村小，成了她的同事。⟧</span></p>
<section><img data-src="https://mmbiz.example/a2.jpg" class="rich_pages wxw-img"></section>
<p style="text-align:center;"><span style="font-size:12px;color:#888;">李春梅和学生们在教室前合影</span></p>
<p style="line-height:1.75em;"><span style="font-size:15px;">⟦问她还打算教多久，她笑着说：“教到教不动为止吧。”⟧</span></p>
<section style="text-align:center;"><span style="font-size:13px;color:#999;">⟪END⟫</span></section>
<p><span style="font-size:12px;color:#999;">⟪文字：张岚　图片：受访者提供⟫</span></p>
<p><span style="font-size:12px;color:#999;">⟪编辑：罗一　审核：何平⟫</span></p>
<section><p><strong><span style="color:#1e6fff;">⟪往期推荐⟫</span></strong></p><p><a>⟪高原上的草莓熟了⟫</a></p><p><a>一条公路改变一个村庄</a></p></section>
</div>
<div class="rich_media_tool"><a id="js_view_source">⟪阅读原文⟫</a> <span>阅读 3.2万</span> <span>⟪在看 416⟫</span></div>
<div class="qr_code_pc"><p>⟪微信扫一扫关注该公众号⟫</p></div></div></div></div></body></html>"""
    return whole(
        "z-wechat-hidden",
        _Z,
        "zh-wechat",
        "zh",
        "https://mp.weixin.qq.example/s/Xk3dP9rTqLw2HbV8aZ0c1Q",
        page,
    )


@_case
def wechat_aggregator_copy() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>这届年轻人，开始在县城买房了 - 公众号文章 - 聚文网</title></head>
<body><div class="jw-header"><a class="logo">聚文网</a><a>⟪热门公众号⟫</a><a>最新文章</a><a>分类</a><a>⟪下载APP⟫</a></div>
<div class="jw-main"><div class="jw-article"><h2 class="title">这届年轻人，开始在县城买房了</h2>
<div class="from">公众号：<a>城乡观察笔记</a>　2024-05-21</div>
<div class="jw-notice">⟪本文转载自微信公众号“城乡观察笔记”，版权归原作者所有，如有侵权请联系删除。⟫</div>
<div class="article-detail"><div id="js_content" class="rich_media_content">
<section><section><section><p><span leaf="">⟦今年春节前，二十九岁的陈磊在老家县城付了一套房子的首付。房子一百一十平方米，总价六十八万元，不到他在省城看中那套房子的三分之一。⟧</span></p></section></section></section>
<section><section><p><span leaf="">⟦“在省城，我需要再攒五年首付，还要背三十年贷款。在县城，我现在就能有自己的家。”陈磊说。⟧</span></p></section></section>
<section><section><p><span leaf="">⟦和陈磊一样，越来越多在大城市工作的年轻人开始把目光投向县城。一家房产中介机构的调查显示，去年县城新房的购房者中，三十五岁以下的占比接近四成。⟧</span></p></section></section>
<section><section><p><span leaf="">⟦他们当中，有人选择远程办公，有人打算几年后回乡创业，也有人只是为父母换一套有电梯的房子。⟧</span></p></section></section>
<section><section><p><span leaf="">⟦研究者提醒，县城房价虽低，但就业机会和公共服务与大城市仍有差距，买房之前要想清楚自己将来在哪里工作和生活。⟧</span></p></section></section>
<section><p style="text-align:center"><span leaf="">⟪- THE END -⟫</span></p></section>
<section><p><span leaf="">⟪觉得不错，请点个“在看”⟫</span></p></section>
</div></div>
<div class="jw-op"><a>⟪收藏⟫</a> <a>复制链接</a> <a>⟪查看原文⟫</a></div>
<div class="jw-more"><h3>⟪该公众号的其他文章⟫</h3><ul><li><a>⟪返乡青年开民宿，第一年赚了多少⟫</a><p>⟪从省城辞职回乡，他把老屋改成了民宿，第一年的账本是这样的。⟫</p></li><li><a>县城的咖啡店为什么越开越多</a><p>一杯咖啡十几块，县城年轻人的消费观正在变。</p></li></ul></div></div></div>
<div class="jw-footer">⟪聚文网 仅做公众号文章索引⟫</div></body></html>"""
    return whole(
        "z-wechat-aggregator",
        _Z,
        "zh-wechat",
        "zh",
        "https://www.juwen.example/gzh/article/8812034.html",
        page,
    )


@_case
def long_sections_headings() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>一座矿城的转身_深度_北岸新闻</title></head>
<body><div class="bn-top"><a class="logo">北岸新闻</a><nav><a>首页</a><a>深度</a><a>⟪评论⟫</a><a>数据</a></nav></div>
<div class="bn-body"><div class="story"><div class="story-hd"><span class="col">⟪深度⟫</span><h1>一座矿城的转身</h1><p class="lead-line">2023-12-08 10:00　北岸新闻记者 许青 柏林</p></div>
<div class="story-text">
<p>⟦十年前，鹤岭市的财政收入有七成来自煤炭。那时候，城里人说起未来，话题总绕不开井下的产量和煤价。⟧</p>
<p>⟦如今，最后一座国有煤矿已经关停，矿区变成了公园、博物馆和一片光伏电站。这座城市正在学着不靠煤过日子。⟧</p>
<h3>⟦矿井关了以后⟧</h3>
<p>⟦二〇一六年，鹤岭关闭了第一批矿井，一万多名矿工需要重新找工作。市里办起了转岗培训班，开设了电工、焊工、家政、电商等二十多个专业。⟧</p>
<p>⟦四十六岁的老矿工王建军选了电工。他说，刚开始连图纸都看不懂，“在井下干了二十年，手上的活都会，就是不会写字”。现在，他在光伏电站做运维，收入比当年在井下还高一些。⟧</p>
<div class="pic"><img src="https://img.beian.example/1208/a.jpg"><p class="pic-note">原矿区改建的光伏电站。许青 摄</p></div>
<h3>⟦塌陷区上的新产业⟧</h3>
<p>⟦采煤留下的塌陷区一度让人头疼：地面下沉、房屋开裂、耕地积水。鹤岭的做法是因地制宜，能复垦的复垦，不能复垦的建成水面和光伏电站。⟧</p>
<p>⟦目前，全市在塌陷区上建成光伏电站装机容量一百二十万千瓦，每年发电量相当于当年两座中型煤矿产煤的发电量。⟧</p>
<div class="inline-rel"><span>⟪相关阅读⟫</span><a>⟪资源型城市转型的三道坎⟫</a></div>
<h3>⟦留住年轻人⟧</h3>
<p>⟦转型最难的，还是人。过去十年，鹤岭常住人口减少了近十万人，其中大部分是年轻人。⟧</p>
<p>⟦为了留住他们，市里和省内三所高校合作建设了新能源产业学院，毕业生留在本地就业可以领取住房补贴。去年，产业学院的首届毕业生有六成留了下来。⟧</p>
<p>⟦“城市能不能转过来，就看这些孩子愿不愿意留下。”市发展改革委的一位负责人说。⟧</p>
</div>
<div class="story-ft"><p class="editor">⟪编辑：高远　校对：孙丽⟫</p><p class="copy">⟪本文为北岸新闻原创稿件，转载请注明出处。⟫</p></div></div>
<div class="bn-side"><h4>⟪深度精选⟫</h4><ul><li><a>⟪一个村庄的垃圾去哪儿了⟫</a><p>从村口的垃圾桶到县城的焚烧厂，我们跟踪了一袋垃圾的旅程。</p></li><li><a>⟪在边境口岸开出租的人⟫</a></li></ul></div></div>
<div class="bn-foot">⟪北岸新闻 版权所有⟫</div></body></html>"""
    return whole(
        "z-long-sections",
        _Z,
        "zh-feature",
        "zh",
        "https://www.beian.example/depth/2023/12/08/20231208A04K3M.html",
        page,
    )


@_case
def qa_interview() -> Case:
    page = f"""<html><head>{_META_GBK}<title>专访市气象台首席预报员：今冬气温偏高 但寒潮不会少_本地新闻_江北网</title></head>
<body><div id="head"><div class="logo">江北网</div><div class="menu"><a>首页</a><a>本地</a><a>⟪国内⟫</a><a>国际</a><a>论坛</a></div></div>
<div id="main"><div class="left"><div class="art-title"><h1>专访市气象台首席预报员：今冬气温偏高 但寒潮不会少</h1></div>
<div class="art-info">2022-11-24 09:41　⟪来源：江北晚报⟫　⟪【字体：大 中 小】⟫</div>
<div class="art-body" id="zw">
<p>　　本报记者　黄蕾</p>
<p>　　⟦进入11月下旬，本市气温起伏明显。今年冬天会不会特别冷？寒潮什么时候来？记者专访了市气象台首席预报员孙志远。⟧</p>
<p>　　⟦<b>记者：</b>今年冬季的气候趋势是怎样的？⟧</p>
<p>　　⟦<b>答：</b>根据目前的预测，今年冬季全市平均气温比常年同期偏高零点五到一摄氏度，降水量接近常年。但是气温偏高不等于没有冷空气，阶段性的强降温过程仍然会出现。⟧</p>
<p>　　⟦<b>记者：</b>市民最关心的寒潮，预计会有几次？⟧</p>
<p>　　⟦<b>答：</b>预计整个冬季有三到四次寒潮过程，其中十二月中旬和一月下旬可能出现较强的冷空气，最低气温可降到零下八摄氏度左右。⟧</p>
<p>　　⟦<b>记者：</b>对于出行和农业生产，您有什么建议？⟧</p>
<p>　　⟦<b>答：</b>寒潮来临前，市民要及时关注预警信息，做好防寒保暖；驾车出行要注意道路结冰。农户要提前加固大棚，做好越冬作物的防冻措施。⟧</p>
<p>　　⟦<b>记者：</b>今年会下雪吗？⟧</p>
<p>　　⟦<b>答：</b>从历史资料看，我市冬季平均降雪日数在五天左右。今年出现降雪的可能性比较大，但能否形成积雪，还要看具体天气过程。⟧</p>
<p align="right">⟪（编辑：曾敏）⟫</p>
</div>
<div class="art-page">⟪上一篇：<a>市区供暖管网完成检修</a>⟫<br>下一篇：<a>⟪江北大桥夜间封闭施工三天⟫</a></div></div>
<div class="right"><div class="hot"><h3>⟪本地热点⟫</h3><ul><li><a>⟪城区两所新学校明年秋季招生⟫</a></li><li><a>冬季流感高发 专家提醒及时接种</a></li></ul></div></div></div>
<div id="foot">⟪江北网 版权所有 Copyright 2022⟫</div></body></html>"""
    return whole(
        "z-qa-interview",
        _Z,
        "zh-interview",
        "zh",
        "http://www.jiangbei.example/bdxw/2022-11/24/content_44012.htm",
        page,
        encoding="gb18030",
    )


@_case
def live_text() -> Case:
    entries = [
        ("11:58", "⟦比赛结束！市队以3比1战胜来访的省城队，取得联赛四连胜，暂时升至积分榜第二位。⟧"),
        ("11:31", "⟦第八十七分钟，替补登场的小将周凯禁区外远射破门，市队3比1再度扩大领先优势。⟧"),
        ("10:52", "⟦下半场开始，省城队换上两名前锋，加强进攻，市队门前险情不断。⟧"),
        ("10:40", "⟦半场结束，市队2比1领先。上半场市队控球率百分之五十八，射门九次。⟧"),
        ("10:23", "⟦第二十三分钟，省城队利用角球机会头球扳回一球，比分变为2比1。⟧"),
        ("10:11", "⟦第十一分钟，市队前锋马骏接队友传中头球破门，这是他本赛季的第六个进球。⟧"),
        ("10:04", "⟦开场仅四分钟，市队就通过一次快速反击首开纪录，中场王浩突破后低射得手。⟧"),
    ]
    items = "".join(
        f'<li class="live-item"><span class="live-time">{t}</span><div class="live-txt"><p>{text}</p></div></li>'
        for t, text in entries
    )
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>图文直播：市队主场迎战省城队_体育_江海在线</title></head>
<body><div class="hd"><a class="logo">江海在线</a><a>体育</a><a>⟪足球⟫</a><a>篮球</a></div>
<div class="live-wrap"><h1>图文直播：市队主场迎战省城队</h1><div class="live-meta">2024-04-21 09:30　⟪江海在线体育频道⟫　<span class="online">⟪在线人数：8621⟫</span></div>
<div class="live-summary"><b>⟪导语：⟫</b>⟦本周日上午十点，市队将在奥体中心主场迎战省城队。双方上赛季两次交手各胜一场，本场比赛江海在线全程图文直播。⟧</div>
<div class="live-ctrl"><a>⟪刷新⟫</a> <a>正序查看</a> <label><input type="checkbox">⟪自动刷新⟫</label></div>
<ul class="live-list">{items}</ul>
<div class="live-end">⟪直播已结束，感谢关注！⟫</div></div>
<div class="sp-rank"><h3>⟪联赛积分榜（第七轮）⟫</h3><table><tr><td>1</td><td>⟪海港队⟫</td><td>22</td></tr><tr><td>2</td><td>市队</td><td>20</td></tr><tr><td>3</td><td>省城队</td><td>19</td></tr></table></div>
<div class="ft">⟪江海在线 版权所有⟫</div></body></html>"""
    return whole(
        "z-live-text",
        _Z,
        "zh-live",
        "zh",
        "https://sports.jianghai.example/live/2024/0421/1193.shtml",
        page,
    )


@_case
def split_by_inserts() -> Case:
    page = f"""<!DOCTYPE html><html><head>{_META_UTF8}<title>老旧小区加装电梯为何“难上难”_民生_北辰网</title></head>
<body><div class="nav-bar"><a>北辰网</a> <a>民生</a> <a>⟪政务⟫</a> <a>文旅</a></div>
<div class="article-wrap"><h1 class="art-tit">老旧小区加装电梯为何“难上难”</h1><div class="art-src">2023-07-14 08:10　⟪来源：北辰晚报⟫　记者 冯佳</div>
<div class="txt-part"><p>⟦在城东的梧桐小区，七十八岁的吴奶奶住在六楼。因为膝盖不好，她已经两年多没有下过楼了。⟧</p>
<p>⟦小区建于一九九三年，共有十二栋楼，都没有电梯。三年前，居民开始商量加装电梯，可到现在只有一栋楼装上了。⟧</p></div>
<div class="adv-box"><span class="adv-tag">⟪广告⟫</span><a><img src="https://ad.beichen.example/banner/778.jpg"></a></div>
<div class="txt-part"><p>⟦难在哪里？最大的分歧来自低楼层住户。住在一楼的一位居民说，电梯装在窗户前，挡光又有噪音，房子还可能贬值，“我们用不上电梯，为什么要承担这些？”⟧</p>
<p>⟦费用分摊也是难题。一部电梯的造价在四十万元左右，扣除政府补贴后，剩下的费用按楼层分摊，高层住户出得多，低层出得少，但每户具体出多少，往往要谈很多轮。⟧</p></div>
<div class="rel-read"><div class="rel-hd">⟪相关阅读⟫</div><ul><li><a>⟪我市出台老旧小区加装电梯补贴办法⟫</a></li><li><a>加装电梯后 这个小区的房价涨了</a></li></ul></div>
<div class="txt-part"><p>⟦去年，城东街道在梧桐小区试行“协商议事会”，请住户、设计单位和街道干部一起商量方案。最终，设计单位把电梯井挪到楼梯间一侧，减少了对一楼采光的影响，高层住户也同意给低层住户一定补偿。⟧</p>
<p>⟦街道负责人说，今年梧桐小区还有四栋楼有望开工，吴奶奶住的那栋楼就在其中。⟧</p></div>
<div class="art-end">⟪（责任编辑：邱婷）⟫</div>
<div class="hot-rec"><h3>⟪热门推荐⟫</h3><div class="rec"><a>⟪暑期游泳馆开放时间延长⟫</a></div><div class="rec"><a>全市新增公共充电桩两千个</a></div></div></div>
<div class="ft">⟪北辰网 版权所有⟫</div></body></html>"""
    return whole(
        "z-split-inserts",
        _Z,
        "zh-portal",
        "zh",
        "https://www.beichen.example/minsheng/2023-07/14/c_1129872.htm",
        page,
    )


@_case
def yanshen_reading_inline() -> Case:
    page = f"""<html><head>{_META_GB2312}<title>我市今年将新建改建公办幼儿园32所_教育_湖州在线</title></head>
<body><div class="header"><div class="logo">湖州在线</div><div class="nav"><a>首页</a> <a>新闻</a> <a>教育</a> <a>⟪健康⟫</a></div></div>
<div class="main"><div class="l"><h1>我市今年将新建改建公办幼儿园32所</h1><div class="info">2021-02-26 07:35　⟪来源：湖州日报⟫</div>
<div class="article">
<p>　　⟦记者昨日从市教育局获悉，今年我市将新建、改建公办幼儿园三十二所，新增学位九千六百个，进一步缓解“入园难”问题。⟧</p>
<p>　　⟦据介绍，新建的幼儿园主要分布在城区新建住宅小区和人口较多的乡镇。其中，十二所将于今年秋季开学前投入使用。⟧</p>
<p>　　⟪<strong>延伸阅读：</strong><a>去年我市学前教育毛入园率达到百分之九十八</a>⟫</p>
<p>　　⟦市教育局还将加强幼儿园教师队伍建设，今年计划公开招聘幼儿教师三百名，并组织全市幼儿教师开展专题培训。⟧</p>
<p>　　⟦此外，针对家长反映较多的收费问题，市教育局表示，公办幼儿园保教费标准今年保持不变。⟧</p>
<p>　　⟪【相关阅读】<a>民办幼儿园收费将实行备案管理</a>⟫</p>
<p>　　⟦（本报记者　邵华　通讯员　陆敏）⟧</p>
</div>
<div class="tool">⟪【<a>收藏</a>】【<a>打印</a>】【<a>关闭</a>】⟫</div>
<div class="xg"><h3>⟪延伸阅读⟫</h3><ul><li><a>⟪全市中小学春季开学时间确定⟫</a></li><li><a>⟪义务教育招生入学政策出台⟫</a></li></ul></div></div>
<div class="r"><h3>⟪点击排行⟫</h3><ol><li><a>⟪高速公路春运返程高峰提示⟫</a></li><li><a>市区新增两个停车场</a></li></ol></div></div>
<div class="footer">⟪湖州在线 版权所有 不得转载⟫</div></body></html>"""
    return whole(
        "z-yanshen-inline",
        _Z,
        "zh-portal",
        "zh",
        "http://edu.huzhou.example/system/2021/02/26/014128.shtml",
        page,
        encoding="gbk",
    )
