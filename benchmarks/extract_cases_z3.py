"""Hand-written extraction cases, batch Z3 (session 20, HELD OUT): Chinese pages nobody tuned for.

Written whole (``extract_case_whole``) by session 20's writer, who wrote none of batches
Z and Z2, and committed with its "before" figures (main ``f1fa913``) before any
extraction change of the session; it is scored only to report changes, never read page
by page to make one. Z drew portal articles, paged pieces, galleries, video pages and
WeChat mirrors; Z2 an 编者按, a county 融媒体 page, Toutiao, 知乎, 新华社, a finance page,
搜狐号 and 网易号, a university page, a 快讯 and government pages. Z3 draws what neither
did: a 澎湃-style page with its 记者 line and a 原标题 line, a 21世纪经济报道-style finance
column with 小标题, a 百家号 article with its author card, an 凤凰网 article with an
embedded 图集 module, a 联合早报-style Singapore page, a 短视频 page whose text is the
video's transcript, a 留言板 message and its official reply, a football 图文直播 page, a
中新网-style page with its 【编辑:】 line, a 光明网-style 理论 article with its author's
unit and endnotes, a 36氪-style tech article with its WeChat-origin note and a 微博 头条文章
(this module); and the same kinds of page in hard bytes (``extract_cases_z3_enc``).

Judgment calls (batches Z's and Z2's, ``extract_cases_z`` and ``extract_cases_z2``, where
they overlap, and these):

- a 记者 / 通讯员 line on a line of its own above the text ("澎湃新闻记者 …",
  "21世纪经济报道记者 … 北京报道") is left open, as a byline; an opening "凤凰网财经讯"
  or "中新网北京3月5日电" inside the first paragraph is part of it;
- a closing "（完）" is left open; a 原标题 line, a 【编辑:…】 / [责任编辑：…] line, a 校对
  line and an 图集 module's "点击进入图集" and counter are furniture; a 图集's captions
  are left open;
- a finance column's 小标题 are body, like any heading inside the text;
- a 百家号 / 微博 author card ("优质财经领域创作者", 关注, 粉丝), 举报 and 作者最新文章 are
  furniture;
- a 短视频 page's transcript is its body, its 文字稿 heading too; its duration, its
  点赞 / 收藏 / 分享 bar and the next-video list are furniture;
- a 留言板 page's message and the official reply are both body; their labels (留言内容,
  回复内容), the 满意度 widget and 留言编号 are furniture or open;
- a 图文直播's entries are body (as a live blog's, batch H); each entry's minute is left
  open; the score bar is furniture;
- a 理论 article's author line with its unit "（作者单位：…）" is left open; its 注释
  (endnotes) are body, as batch F's;
- "本文来自微信公众号…" and a cover-image credit "封面来源…" are furniture.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_Z3"]

_Z = "z3"
BATCH_Z3: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_Z3.append(fn)
    return fn


@_case
def paper_reporter_line() -> Case:
    page = """<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>老旧小区加装电梯进入“快车道”：一栋楼的三年协商_澎湃号·政务_潮涌新闻</title><meta name="keywords" content="加装电梯,老旧小区"></head>
<body><div class="header"><div class="logo">潮涌新闻</div><ul class="nav"><li>⟪要闻⟫</li><li>深度</li><li>思想</li><li>生活</li><li>视频</li></ul><a class="download">⟪下载客户端⟫</a></div>
<div class="index_wrapper"><div class="index_left"><h1 class="index_title">老旧小区加装电梯进入“快车道”：一栋楼的三年协商</h1>
<div class="index_headerContent"><div class="ant-space"><span>潮涌新闻记者 邵嘉怡 实习生 何静</span></div><div class="ant-space"><span>2025-03-18 07:02</span><span>来源：潮涌新闻</span></div></div>
<div class="index_cententWrap">
<p>⟦上海市杨浦区控江路一栋建于1987年的六层住宅楼，今年春节前终于装上了电梯。从第一次开会到电梯开通，楼里的二十四户人家谈了整整三年。⟧</p>
<p>⟦最大的分歧来自一楼和二楼。电梯井占用了楼前的一部分绿地，一楼住户担心采光和噪声，二楼住户则觉得自己用不上电梯，不愿分摊费用。⟧</p>
<p>⟦街道工作人员先后组织了十一次协商会，最后的方案是：三楼以上按楼层高低分摊费用，一楼二楼不出钱，电梯公司为一楼住户加装隔音窗。⟧</p>
<p>⟦据杨浦区住房保障和房屋管理局介绍，截至今年2月底，全区已有七百多台加装电梯投入使用，另有三百多台正在施工。⟧</p>
<p>⟦“装好以后，我们楼里八十多岁的老人终于能下楼晒太阳了。”住在五楼的退休教师陈阿姨说。⟧</p>
<p class="index_origin">⟪（原标题：《一栋老楼装电梯，谈了三年》）⟫</p>
</div>
<div class="index_editor">⟪责任编辑：王晓　图片编辑：金洁⟫</div><div class="index_check">⟪校对：刘威⟫</div>
<div class="index_share"><span>⟪分享至⟫</span><a>微信</a><a>微博</a></div></div>
<div class="index_right"><h3>⟪热门推荐⟫</h3><ul><li>⟪地铁18号线二期全线贯通⟫</li><li>春季赏花地图来了</li></ul></div></div>
<div class="footer">⟪潮涌新闻 版权所有 沪ICP备14003370号⟫</div></body></html>"""
    return whole(
        "z3-paper-reporter-line",
        _Z,
        "thepaper-style",
        "zh",
        "https://www.chaoyongnews.example/newsDetail_forward_30412215",
        page,
    )


@_case
def finance_column_subheads() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>锂电池回收：一门被高估的生意？ - 21财经 - 南方财讯</title></head>
<body><div class="top"><a class="logo">南方财讯</a><div class="menu"><a>⟪首页⟫</a><a>宏观</a><a>金融</a><a>公司</a><a>专栏</a></div></div>
<div class="main"><div class="article"><div class="titlehead"><h1>锂电池回收：一门被高估的生意？</h1><div class="info"><span>南方财讯</span><span>2025-06-09 21:15</span></div></div>
<div class="txtContent">
<p>南方财讯记者 冯诗琪 广州报道</p>
<p>⟦过去三年，动力电池回收被视为新能源产业链上“下一个风口”。据不完全统计，国内名称中含有“电池回收”的企业超过十万家，但真正拿到工信部白名单资质的只有一百五十多家。⟧</p>
<h3>⟦价格战之后⟧</h3>
<p>⟦2022年碳酸锂价格一度接近每吨六十万元，回收旧电池有利可图，小作坊纷纷入场。随着锂价回落到每吨七万元左右，回收的利润空间迅速收窄。⟧</p>
<p>⟦一位华南地区回收企业负责人对记者表示，如今一吨三元电池包的回收价比两年前低了七成，不少企业已经停工。⟧</p>
<h3>⟦正规军的难处⟧</h3>
<p>⟦白名单企业面临的最大问题是收不到电池。由于非正规渠道出价更高，大量退役电池流向了没有环保处理能力的小厂。⟧</p>
<p>⟦业内人士认为，随着电池溯源管理办法落地，这一局面有望在两到三年内改变。⟧</p>
<p class="statement">⟪（本文仅代表作者观点，不构成投资建议。市场有风险，投资需谨慎。）⟫</p>
</div>
<div class="editor">⟪（作者：冯诗琪 编辑：林坤）⟫</div>
<div class="column-author"><h4>⟪专栏作者⟫</h4><p>⟪冯诗琪，南方财讯记者，关注新能源和汽车产业。⟫</p></div></div>
<div class="right"><h3>⟪24小时热文⟫</h3><ul><li>⟪央行：保持流动性合理充裕⟫</li></ul></div></div>
<div class="foot">⟪Copyright © 南方财讯 粤ICP备12345678号⟫</div></body></html>"""
    return whole(
        "z3-finance-column",
        _Z,
        "finance-column",
        "zh",
        "https://www.nanfangcaixun.example/article/20250609/herald/a1b2c3.html",
        page,
    )


@_case
def baijiahao_author_card() -> Case:
    def para(text: str) -> str:
        return f'<p data-from-paragraph="1"><span class="bjh-p">⟦{text}⟧</span></p>'

    page = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>冬天暖气片不热？师傅教你三步排气，十分钟搞定</title><meta name="referrer" content="always"></head>
<body><div id="ssr-content"><div class="_2q7Ho"><div class="index-module_header_2Kwq2"><a class="logo">百家号</a><div class="search">⟪搜索⟫</div></div>
<div class="_1aWfG"><div class="EaCvy"><div class="sKHSJ">冬天暖气片不热？师傅教你三步排气，十分钟搞定</div>
<div class="_2gGWi"><div class="_3tNyU"><a class="_2gC7a">暖通老李</a><span class="_2sjh9">⟪优质生活领域创作者⟫</span></div><div class="_2sjh9"><span>2024-12-02 09:41</span><span>河北</span></div><button class="_1ikt8">⟪关注⟫</button></div>
<div data-testid="article" class="_18p7x">
{para("一到冬天，不少人家里会遇到这种情况：暖气片上半截凉、下半截热，或者整片摸着都是温的。很多时候问题不在锅炉，而在暖气片里存了空气。")}
{para("第一步，准备一个小盆和一块毛巾，找到暖气片顶部侧面的放气阀，一般是一个带小孔的铜螺丝。")}
{para("第二步，用一字螺丝刀或专用钥匙逆时针慢慢拧开放气阀，听到嘶嘶的声音就是空气在往外跑，这时不要拧得太开。")}
<div class="_1NCGf"><img src="https://pics.example/valve.jpg"><div class="_1NCGf-caption">放气阀的位置</div></div>
{para("第三步，等到有水流出来、不再有气泡时，顺时针拧紧阀门。过十来分钟再摸暖气片，一般就能均匀热起来了。")}
{para("如果排完气还是不热，可能是管道堵塞或者系统压力不够，建议联系物业或供暖公司上门检查。")}
</div>
<div class="_2YrxH"><span>⟪举报/反馈⟫</span></div></div>
<div class="_3d3RW"><h3>⟪作者最新文章⟫</h3><ul><li>⟪地暖和暖气片哪个更省钱？⟫</li><li>燃气壁挂炉怎么调最省气</li></ul></div>
<div class="_3d3RW"><h3>⟪相关推荐⟫</h3><ul><li>⟪暖气不热可以投诉吗⟫</li></ul></div></div></div></div>
<div class="footer">⟪©2024 Baidu 使用百度前必读 京ICP证030173号⟫</div></body></html>"""
    return whole(
        "z3-baijiahao",
        _Z,
        "baijiahao",
        "zh",
        "https://baijiahao.example/s?id=1817285064123456789&wfr=spider&for=pc",
        page,
    )


@_case
def ifeng_gallery_module() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>今年首场沙尘天气过程来袭 北方多地能见度不足一公里_凤鸣网资讯</title><script>var allData = {"docData":{"title":"今年首场沙尘天气过程来袭"}};</script></head>
<body><div class="header-2vQN"><a class="logo">凤鸣网</a><ul class="nav"><li>资讯</li><li>财经</li><li>⟪娱乐⟫</li><li>体育</li><li>时尚</li></ul></div>
<div class="artical-25JfwmD5"><h1 class="topic-3bY8Hw-9">今年首场沙尘天气过程来袭 北方多地能见度不足一公里</h1><div class="timeBref-2lHnksft"><span>2025年03月15日 18:22</span><span>来源：凤鸣网资讯</span></div>
<div class="main_content-r5RGqegj"><div class="text-3w2e3DBc">
<p>⟦凤鸣网资讯讯 15日，今年首场沙尘天气过程影响我国北方地区，内蒙古中西部、宁夏、甘肃河西等地出现扬沙或浮尘，局地能见度不足一公里。⟧</p>
<p>⟦中央气象台预计，此次沙尘天气将持续到17日，影响范围逐步向东南扩展，北京、天津、河北北部等地16日白天可能出现扬沙天气。⟧</p>
<div class="slide-module"><div class="slide-head"><span class="slide-title">⟪图集：沙尘笼罩下的北方城市⟫</span><span class="slide-count">⟪1/6⟫</span></div><div class="slide-item"><img src="https://x0.ifengimg.example/sand1.jpg"><p class="slide-desc">3月15日，内蒙古呼和浩特，城市被沙尘笼罩。</p></div><a class="slide-more">⟪点击进入图集⟫</a></div>
<p>⟦气象专家提醒，沙尘天气期间，呼吸道疾病患者和老人儿童应减少外出，外出时佩戴口罩，驾车注意减速慢行。⟧</p>
<p>⟦据介绍，今年春季我国北方沙源地降水偏少、气温偏高，地表解冻较早，沙尘天气可能较常年偏多。⟧</p>
</div>
<p class="editor-3X_Ow">⟪[责任编辑：李振 PN116]⟫</p>
<div class="share-3f2Kq">⟪分享到：⟫ <a>微信</a> <a>微博</a> <a>QQ空间</a></div></div>
<div class="comment-2iSgR"><h3>⟪网友评论⟫</h3><div class="c-item"><p>⟪我们这边天都是黄的，出门吃一嘴沙⟫</p></div></div></div>
<div class="news-stream"><h3>⟪大家都在看⟫</h3><ul><li>⟪全国春耕进度过两成⟫</li></ul></div>
<div class="footer">⟪凤鸣网版权所有 Copyright © 2025⟫</div></body></html>"""
    return whole(
        "z3-ifeng-gallery",
        _Z,
        "ifeng-style",
        "zh",
        "https://news.fengming.example/c/8hYq2Lk3Wfz",
        page,
    )


@_case
def singapore_daily() -> Case:
    page = """<!DOCTYPE html><html lang="zh-Hans"><head><meta charset="utf-8"><title>组屋翻新计划扩大 逾三万户受惠 | 狮城早报</title></head>
<body><div class="consent-banner"><p>⟪本网站使用cookies以提升您的浏览体验。继续浏览即表示您同意我们使用cookies。⟫</p><button>⟪同意⟫</button></div>
<header class="site-header"><a class="logo">狮城早报</a><nav><a>新加坡</a><a>⟪国际⟫</a><a>财经</a><a>言论</a><a>生活</a></nav><a class="subscribe">⟪订阅⟫</a></header>
<main><article class="article"><div class="article-category">新加坡</div><h1>组屋翻新计划扩大 逾三万户受惠</h1><div class="article-byline">文 / 黄丽玲 · 发布 / 2025年8月12日 5:30 AM</div>
<div class="article-content">
<p>⟦建屋发展局宣布扩大家居改进计划，把符合资格的组屋年份从1997年或之前建成，放宽至2001年或之前建成，预计逾三万个家庭将因此受惠。⟧</p>
<p>⟦国家发展部长在昨天的记者会上说，许多在九十年代末建成的组屋已出现渗水、水管老化等问题，居民多次在民众联络所的对话会上提出。⟧</p>
<div class="related-inline"><span>⟪相关新闻⟫</span><a>⟪乐龄组屋单位需求上升⟫</a></div>
<p>⟦新加坡公民住户无需为基本改进项目付费，可选项目则按组屋类型分担费用，三房式或更小单位只需付5%。⟧</p>
<p>⟦第一批参与新计划的组屋将在明年首季公布，涵盖盛港、榜鹅和武吉班让等地区。⟧</p>
</div>
<div class="telegram-box">⟪早报现已上Telegram，欢迎点击此处订阅。⟫</div>
<div class="feedback">⟪欢迎读者通过电邮与我们分享新闻线索或反馈。⟫</div></article>
<aside><h3>⟪热门⟫</h3><ol><li>⟪地铁汤申—东海岸线第五阶段通车⟫</li></ol></aside></main>
<footer>⟪SPH Media Limited 版权所有 © 2025⟫</footer></body></html>"""
    return whole(
        "z3-singapore-daily",
        _Z,
        "sg-daily",
        "zh",
        "https://www.shichengzaobao.example/news/singapore/story20250812-7045211",
        page,
    )


@_case
def short_video_transcript() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>90后小伙返乡种羊肚菌 一亩收入过万元 - 乡村频道 - 微视新闻</title></head>
<body><div class="header"><a class="logo">微视新闻</a><ul><li>⟪推荐⟫</li><li>乡村</li><li>科技</li><li>美食</li></ul></div>
<div class="video-page"><div class="player-box"><video src="https://v.example/morel.mp4" poster="/p/morel.jpg"></video><div class="player-bar"><span class="duration">⟪02:36⟫</span><span class="resolution">高清</span></div></div>
<div class="video-info"><h1 class="video-title">90后小伙返乡种羊肚菌 一亩收入过万元</h1><div class="video-meta"><span>发布时间：2025-02-20</span><span>来源：四川乡村频道</span><span class="play-count">⟪播放量 12.6万⟫</span></div>
<div class="action-bar"><span>⟪点赞 3562⟫</span><span>⟪收藏⟫</span><span>分享</span></div></div>
<div class="video-transcript"><h2>⟦文字稿⟧</h2>
<p>⟦在四川省绵阳市三台县的一片田地里，一排排黑色遮阳棚下，羊肚菌正破土而出。棚子的主人叫刘洋，今年三十二岁，五年前从成都辞职回到老家。⟧</p>
<p>⟦刘洋说，刚开始种的时候什么都不懂，第一年几乎颗粒无收。后来他跟着农业专家学温度和湿度的控制，第三年才开始赚钱。⟧</p>
<p>⟦现在他的合作社种了两百多亩羊肚菌，带动周边六十多户村民就业，一亩地的收入能超过一万元。⟧</p>
<p>⟦刘洋说，明年打算建一个烘干厂，把鲜菇做成干货，卖到更远的地方。⟧</p>
</div>
<div class="next-videos"><h3>⟪接下来播放⟫</h3><ul><li>⟪大学生村官带火了村里的柑橘⟫</li><li>山里的蜂蜜怎么卖出去</li></ul></div>
<div class="comments"><h3>⟪评论（48）⟫</h3><p>⟪羊肚菌现在多少钱一斤？⟫</p></div></div>
<div class="footer">⟪微视新闻 版权所有 川ICP备00000000号⟫</div></body></html>"""
    return whole(
        "z3-short-video-transcript",
        _Z,
        "short-video",
        "zh",
        "https://news.weishi.example/v/20250220/morel-farmer",
        page,
    )


@_case
def message_board_reply() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>小区门口公交站迁走后老人出行不便，能否恢复？_地方领导留言板</title></head>
<body><div class="header"><a class="logo">地方领导留言板</a><ul class="nav"><li>⟪首页⟫</li><li>我要留言</li><li>留言查询</li><li>回复榜单</li></ul></div>
<div class="container"><div class="crumbs">首页 &gt; 湖南省 &gt; 长沙市 &gt; 雨花区</div>
<div class="p-message"><h1 class="p-title">小区门口公交站迁走后老人出行不便，能否恢复？</h1>
<div class="p-info"><span class="p-num">⟪留言编号：20250415-0032⟫</span> <span>类型：建言</span> <span>领域：交通</span> <span>2025-04-15 08:22</span></div>
<div class="p-label">⟪留言内容⟫</div>
<div class="p-content">⟦我是雨花区东塘街道某小区的居民。今年三月，小区门口的公交站往南迁了四百多米，小区里老人多，很多人腿脚不好，现在坐公交要多走十来分钟，雨天更不方便。请问能否恢复原来的站点，或者在小区附近增设一个站？⟧</div></div>
<div class="p-reply"><div class="p-label">⟪回复内容⟫</div><div class="p-replier">回复单位：长沙市雨花区交通运输局　回复时间：2025-04-28</div>
<div class="p-content"><p>⟦网友您好：来信收悉。经核实，该站点迁移是因为原站点位于路口转弯处，公交车停靠时容易造成拥堵，存在安全隐患。⟧</p><p>⟦我局已会同公交集团实地查看，拟在小区北门外约一百米处增设一个临时站点，预计五月中旬启用。感谢您对交通工作的关心和支持。⟧</p></div></div>
<div class="p-rate"><span>⟪满意度评价：⟫</span><a>⟪满意⟫</a><a>基本满意</a><a>不满意</a></div></div>
<div class="footer">⟪主办单位：地方领导留言板编辑部 版权所有⟫</div></body></html>"""
    return whole(
        "z3-message-board",
        _Z,
        "message-board",
        "zh",
        "https://liuyan.example/threads/content?tid=20250415-0032",
        page,
    )


@_case
def football_live_text() -> Case:
    def entry(minute: str, text: str) -> str:
        return (
            f'<li class="live-item"><span class="live-time">{minute}</span>'
            f'<p class="live-text">⟦{text}⟧</p></li>'
        )

    page = f"""<!DOCTYPE html><html><head><meta charset="utf-8"><title>图文直播：中超第8轮 成都蓉城2-1上海申花_体育频道_新浪潮</title></head>
<body><div class="top-nav"><a class="logo">新浪潮体育</a><ul><li>⟪中超⟫</li><li>英超</li><li>NBA</li><li>CBA</li></ul></div>
<div class="live-page"><h1>图文直播：中超第8轮 成都蓉城2-1上海申花</h1>
<div class="score-bar"><span class="team">成都蓉城</span><span class="score">⟪2 : 1⟫</span><span class="team">上海申花</span><span class="status">完场</span></div>
<div class="live-tabs"><a class="on">图文直播</a><a>⟪技术统计⟫</a><a>阵容</a></div>
<ul class="live-list">
{entry("90+4'", "全场比赛结束，成都蓉城主场2比1战胜上海申花，取得三连胜。")}
{entry("86'", "申花获得前场任意球，特谢拉主罚直接射门，皮球被门将扑出底线。")}
{entry("71'", "进球了！成都蓉城角球战术配合，韦世豪后点包抄推射得手，成都蓉城2比1再度领先。")}
{entry("55'", "申花扳平比分！马莱莱禁区内转身抽射破门，1比1。")}
{entry("23'", "成都蓉城先拔头筹！费利佩接传中头球攻门得分，1比0。")}
{entry("1'", "比赛开始，成都蓉城开球。凤凰山体育场座无虚席。")}
</ul>
<div class="live-more"><a>⟪查看更多直播⟫</a></div>
<div class="related"><h3>⟪相关新闻⟫</h3><ul><li>⟪蓉城主帅：球队防守还需加强⟫</li></ul></div></div>
<div class="footer">⟪新浪潮体育 Copyright © 2025⟫</div></body></html>"""
    return whole(
        "z3-football-live-text",
        _Z,
        "live-text",
        "zh",
        "https://sports.xinlangchao.example/live/2025-04-26/csl-chengdu-shenhua.shtml",
        page,
    )


@_case
def chinanews_editor_line() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>我国首个深远海风电项目全容量并网-中华新闻网</title></head>
<body><div class="topbar"><a class="logo">中华新闻网</a><div class="nav"><a>⟪时政⟫</a><a>国际</a><a>社会</a><a>财经</a><a>华人</a></div></div>
<div class="w1280"><div class="content_left"><div class="content"><h1>我国首个深远海风电项目全容量并网</h1>
<div class="content_left_time">2025年05月30日 16:48　来源：中华新闻网　<a class="dxts">⟪参与互动⟫</a></div>
<div class="left_zw" style="position:relative">
<p>⟦中华新闻网福州5月30日电 （记者 林春茵）记者30日从福建省能源部门获悉，我国首个深远海风电项目当天实现全容量并网发电。⟧</p>
<p>⟦该项目位于福建平潭以东海域，距离海岸线约七十公里，安装了二十八台单机容量十六兆瓦的风电机组，年发电量可满足约一百万户家庭一年的用电需求。⟧</p>
<p>⟦项目负责人介绍，深远海风能资源更稳定，但施工难度大，海上风浪条件恶劣，团队研发了适应深水的新型基础结构和海缆技术。⟧</p>
<p>（完）</p>
<div class="adEditor"><div class="left_name"><div class="left_name">⟪【编辑:张子怡】⟫</div></div></div>
</div>
<div class="share">⟪分享到：⟫<a>微信</a><a>微博</a></div>
<div class="tag">⟪关键词：风电⟫</div></div>
<div class="hot_pic"><h3>⟪图片新闻⟫</h3><ul><li>⟪樱花季游人如织⟫</li></ul></div></div></div>
<div class="footer">⟪本网站所刊载信息，不代表中华新闻网观点。刊用本网站稿件，务经书面授权。⟫</div></body></html>"""
    return whole(
        "z3-chinanews-editor",
        _Z,
        "chinanews-style",
        "zh",
        "https://www.zhonghuanews.example/cj/2025/05-30/10424311.shtml",
        page,
    )


@_case
def theory_article_notes() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>以数字化赋能基层治理现代化_理论频道_明理网</title></head>
<body><div class="g-header"><a class="logo">明理网</a><ul class="channel"><li>⟪时政⟫</li><li>理论</li><li>文化</li><li>科技</li></ul></div>
<div class="g-main"><div class="m-title-box"><h1 class="u-title">以数字化赋能基层治理现代化</h1><div class="m-con-source"><span>来源：明理日报</span><span>2025-07-08 05:20</span></div></div>
<div class="u-mainText">
<p class="author">作者：周明远（作者单位：华东政法大学政治学与公共管理学院）</p>
<p>⟦基层治理是国家治理的基石。近年来，各地运用大数据、网格化管理等手段，推动治理方式从“经验判断”向“数据支撑”转变，取得了积极成效。⟧</p>
<p>⟦一是打通数据壁垒。一些地方建立了街道、社区两级共享的数据平台，居民办事“最多跑一次”，基层干部从重复填表中解脱出来。⟧</p>
<p>⟦二是防止“数字形式主义”。有的地方APP和工作群过多，基层干部疲于打卡、上传照片，反而增加了负担。[1]数字化应当为基层减负，而不是增负。⟧</p>
<p>⟦三是守住为民服务的初心。技术只是手段，要让数据多跑路、群众少跑腿，同时为不会使用智能手机的老年人保留线下渠道。[2]⟧</p>
<p class="notes-title">注释：</p>
<p>⟦[1] 参见李华：《基层减负的制度逻辑》，载《政治学研究》2023年第4期。⟧</p>
<p>⟦[2] 国务院办公厅：《关于切实解决老年人运用智能技术困难的实施方案》，2020年11月。⟧</p>
<p class="editor">⟪（责编：孙静）⟫</p>
</div>
<div class="u-share">⟪分享到⟫ <a>微信</a> <a>微博</a></div>
<div class="m-related"><h3>⟪相关阅读⟫</h3><ul><li>⟪推进城市治理体系和治理能力现代化⟫</li></ul></div></div>
<div class="g-footer">⟪明理网版权所有，未经书面授权禁止使用⟫</div></body></html>"""
    return whole(
        "z3-theory-notes",
        _Z,
        "theory-article",
        "zh",
        "https://theory.mingli.example/2025-07/08/content_37421156.htm",
        page,
    )


@_case
def tech_wechat_origin() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>扫地机器人卷到了“机械臂”，用户买账吗？-36度</title><script>window.initialState={"articleDetail":{"id":3241156}}</script></head>
<body><div id="app"><div class="header-wrapper"><a class="logo">36度</a><ul class="nav"><li>⟪快讯⟫</li><li>资讯</li><li>推荐</li><li>财经</li><li>科技</li></ul></div>
<div class="article-wrapper"><div class="article-title-wrapper"><h1 class="article-title">扫地机器人卷到了“机械臂”，用户买账吗？</h1><div class="article-title-icon"><a class="title-icon-item">硬件观察</a><span class="title-icon-item">·2025-09-03 15:30</span></div></div>
<div class="summary">编者按：本文来自微信公众号“硬件观察”，作者：魏然，36度经授权发布。</div>
<div class="common-width content articleDetailContent kr-rich-text-wrapper">
<p>⟪本文来自微信公众号“硬件观察”（ID：yingjianguancha），作者：魏然，编辑：钱多，36度经授权发布。⟫</p>
<p>⟦今年的家电展上，几乎每个扫地机器人品牌都展出了带机械臂的新品：机械臂可以捡起地上的袜子、拖鞋，把障碍物挪开再继续清扫。⟧</p>
<p>⟦厂商的逻辑并不难理解。扫地机器人的吸力、避障和自清洁已经卷到头，价格战又压低了利润，新的卖点成了必需品。⟧</p>
<p>⟦但用户似乎并不急着买单。一位电商平台的家电买手告诉我们，带机械臂的机型售价普遍在六千元以上，目前销量只占整个品类的不到百分之二。⟧</p>
<p>⟦更实际的问题是可靠性。机械臂增加了故障点，售后成本也更高，不少厂商还在观望第一批用户的反馈。⟧</p>
<p>⟪封面来源：视觉中国⟫</p>
<p>⟪该文观点仅代表作者本人，36度平台仅提供信息存储空间服务。⟫</p>
</div>
<div class="article-footer-txt">⟪本文经授权发布，不代表36度立场。如若转载请联系原作者。⟫</div></div>
<div class="hot-list"><h3>⟪24小时热榜⟫</h3><ul><li>⟪某新势力车企九月交付量创新高⟫</li></ul></div></div>
<div class="footer">⟪© 2025 36度 京ICP备12031756号⟫</div></body></html>"""
    return whole(
        "z3-tech-wechat-origin",
        _Z,
        "tech-media",
        "zh",
        "https://www.36du.example/p/3241156",
        page,
    )


@_case
def weibo_headline_article() -> Case:
    page = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>在敦煌修壁画的第十二年</title><meta name="viewport" content="width=device-width"></head>
<body><div class="WB_miniblog"><div class="WB_global_nav"><a class="gn_logo">微言</a><div class="gn_search">⟪大家正在搜：敦煌⟫</div><a>⟪登录⟫</a><a>注册</a></div>
<div class="WB_artical"><div class="main_toppic"><div class="title">在敦煌修壁画的第十二年</div></div>
<div class="main_editor"><div class="editor_info"><a class="W_f14">莫高窟修复师小周</a><span class="W_icon icon_approve">⟪微言认证：文物保护工作者⟫</span><span class="time">2025-01-06 20:11</span><span>⟪阅读数：10万+⟫</span></div>
<div class="WB_editor_iframe_new">
<p>⟦十二年前我第一次走进莫高窟，是作为实习生跟着师傅修一面唐代壁画。那面墙上的颜料起了甲，像干掉的漆皮，一碰就掉。⟧</p>
<p>⟦修壁画最难的不是技术，是耐心。一平方米的起甲壁画，有时候要修三个月。我们用注射器往颜料层下面注入黏结剂，再用棉球一点点压平，每天能修的面积不到一个手掌大。⟧</p>
<p>⟦这些年最大的变化是数字化。现在每一个洞窟都有高精度的数字档案，修之前先扫描，修完再扫描，哪里动过一目了然。⟧</p>
<p>⟦常有人问我会不会觉得枯燥。其实每次把一块快要掉下来的颜料救回来，心里都很踏实。这些画已经在这里一千多年了，我希望它们还能再待一千年。⟧</p>
</div>
<div class="WB_feed_handle"><a>⟪转发 2.3万⟫</a><a>评论 5612</a><a>⟪赞 18万⟫</a></div></div>
<div class="follow-card"><p>⟪关注作者，查看更多精彩内容⟫</p><button>+关注</button></div></div>
<div class="WB_footer">⟪微言客服 电话：400-000-0000 京ICP证100780号⟫</div></div></body></html>"""
    return whole(
        "z3-weibo-article",
        _Z,
        "weibo-article",
        "zh",
        "https://weiyan.example/ttarticle/p/show?id=2309405120187654321098",
        page,
    )
