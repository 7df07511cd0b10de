"""Lines of a Chinese page that speak about the page or to its reader, not the story.

Chinese news templates and self-media platforms set these as the body's own paragraphs,
with no class word to tell them (session 20, issue 15: the held-out batch Z2 missed
them on pages no earlier batch drew). Each test reads what the line says and how it
is built (a few phrases are the largest platforms' own, shared by the posts they host:
"仅提供信息存储服务" and its English twin, "在看", "往期推荐"):

- **a credit line** (:func:`is_credit_line`): only roles and names, two pairs or more
  ("文字：小林　图片：阿杰　编辑：晓雯", "（撰稿：王琪 摄影：李想 审核：赵文博）",
  "编辑：高远 校对：孙丽"), or one production credit in brackets ("（摄影：罗晓东）",
  "【责任编辑：王静怡】"). A reporter's line ("（本报记者 邵华 通讯员 陆敏）") is none:
  the truths keep it as the story's sign-off;
- **a picture's caption** (:mod:`newsfold.extract.zhcaptions`): a line that ends on the
  photographer's credit ("……人流如织。记者 周航 摄", "……后路 蔡雪婧/摄",
  "（記者林佳蓉攝）"), one that points at its picture ("图为……"), or a short line without
  a clause right under a picture, in the picture's element or the next one (see
  :func:`after_picture`, :func:`is_short_caption`); where the lines under the pictures
  carry a third of the text, the page is a photo story and they stay;
- **a prompt to the reader** (:func:`is_prompt`): click, follow, download, scan, "在看"
  ("点击进入专题：……", "点击蓝字 关注我们", "點我下載APP", "喜欢就点个“在看”吧"), a
  platform's channel ("订阅我们的WhatsApp频道"), a comment or a like asked for ("欢迎在
  评论区留言", "记得点赞、转发、收藏哦"), a news tip's address ("报料热线：……", "投稿邮箱：
  ……": session 21); a sentence that only reports an app ("市民可下载……APP预约。") stays;
- **a quote card** (:func:`is_quote_card`): a stock's or an index's name, code, price
  and signed change with no sentence ("华储能源 300812 26.84 +20.00%");
- **a row of the page's own** ("分享到：微信 微博", "阅读 2.1万 在看 318", "编辑于
  2024-03-05 10:21・IP 属地浙江", "上一篇：……", "【打印本页】【关闭窗口】", "您的浏览器不支持
  视频播放", "第2张/共6张"; an old portal's "浏览次数：1234", "【字体：大 中 小】", "加入收藏",
  the page's own address "本文链接：https://……", a forum's "本帖最后由 …… 编辑"), a related
  story's label with its title ("【相關新聞】……");
- **a notice about the page** at either edge of the text (:func:`is_page_notice`): what
  the platform or the outlet says of the article, its source and rights ("本文来自网易
  号……", "本文为……原创，未经授权不得转载", "特别声明：以上内容……仅提供信息存储服务",
  "风险提示：……风险自负", "转载请注明出处"), and its English twin after it ("Notice:
  The content above ..."); a statement the story reports ("声明：本公司从未授权……")
  stays;
- **an end mark** ("- END -", "THE END"): a self-media post's furniture follows it
  (credits, "往期推荐", prompts), so what little follows goes with it.

:func:`newsfold.extract.zhlines.drop_furniture` applies them, on Chinese pages only, to
the blocks the rules or the block model chose (the rules' own selection, a feature of
the block model, is left as it is).
"""

from __future__ import annotations

import re
from typing import Final

from newsfold.extract.textblock import Block
from newsfold.extract.zhcaptions import (
    CAPTION_CHARS,
    first_char,
    is_photo_caption,
    photo_caption,
)

__all__ = [
    "is_credit_line",
    "is_end_mark",
    "is_page_line",
    "is_page_notice",
    "is_page_tail",
    "is_page_text",
    "is_photo_caption",
    "is_prompt",
    "is_quote_card",
    "is_twin_notice",
]

# -- credit lines ---------------------------------------------------------------------------------

#: The roles of a page's credits: who wrote, shot, drew, edited, checked and signed it off,
#: in simplified and traditional characters.
_ROLES: Final = (
    r"(?:责任编辑|責任編輯|值班编辑|值班編輯|执行编辑|執行編輯|编辑|編輯|责编|責編|主编|主編|"
    r"校对|校對|审核|審核|审校|審校|审签|審簽|初审|初審|复审|複審|终审|終審|二审|三审|签发|簽發|"
    r"监制|監製|统筹|統籌|策划|策劃|出品|制作|製作|美编|美編|排版|撰稿|撰文|文字|文案|"
    r"图片|圖片|图文|圖文|摄影|攝影|摄像|攝像|拍摄|拍攝|视频|視頻|视觉|視覺|设计|設計|制图|製圖|"
    r"海报|海報|剪辑|剪輯|配音|翻译|翻譯|编译|編譯|供图|供圖|文|图|圖|记者|記者|通讯员|通訊員|作者|来源|來源)"
)
#: The production roles: one of them in brackets is a credit on its own ("（摄影：罗晓东）");
#: a reporter, an author or a source alone is the story's sign-off, which the truths keep.
_PRODUCTION_ROLES: Final = re.compile(
    r"编辑|編輯|责编|責編|主编|主編|校对|校對|审|審|签发|簽發|监制|監製|统筹|統籌|策划|策劃|出品|"
    r"制作|製作|美编|美編|排版|撰|文字|文案|图|圖|摄|攝|视频|視頻|视觉|視覺|设计|設計|海报|海報|"
    r"剪辑|剪輯|配音|翻译|翻譯|编译|編譯"
)
#: A name after a role: one to six Han characters (with "·"), a Latin or digit handle
#: ("责任编辑：21"), several joined by "、", "/", "," or spaces.
_NAME: Final = r"(?:[\u4e00-\u9fff·]{1,6}|[A-Za-z0-9_.]{1,16})"
_NAMES: Final = rf"{_NAME}(?:(?:\s*[、/／,，]\s*|\s+){_NAME})*"
#: Roles that share their names ("文/图 周小川", "海报设计/陶然").
_ROLE_GROUP: Final = rf"(?:本期|本版|本文)?{_ROLES}(?:\s*[/／、&]?\s*{_ROLES})*"
#: One role and its names: a colon, a slash or a bar between them, or a space.
_PAIR: Final = rf"{_ROLE_GROUP}(?:\s*[:：/／|｜丨]\s*|\s+){_NAMES}"
_CREDIT_LINE_RE: Final = re.compile(
    rf"^[\s(（\[【〔]*{_PAIR}(?:\s*[\s，,；;|｜丨]\s*{_PAIR})+[\s)）\]】〕]*$"
)
#: One production credit in brackets ("（摄影：罗晓东）", "【责任编辑:王静怡】").
_BRACKET_CREDIT_RE: Final = re.compile(
    rf"^\s*[(（\[【〔]\s*({_ROLE_GROUP})(?:\s*[:：/／]\s*|\s+){_NAMES}\s*[)）\]】〕]\s*$"
)
_CREDIT_CHARS: Final = 80
#: The first character of every role (``_ROLES``) and of "本期", "本版", "本文".
_CREDIT_FIRST: Final = frozenset(
    "责責值执執编編主校审審初复複终終二三签簽监監统統策出制製美排撰文图圖拍摄攝视視设設海剪配翻供记記通作来來本"
)
#: A reporter's role: a line that holds one is the story's sign-off.
_REPORTER_RE: Final = re.compile(r"记者|記者|通讯员|通訊員")


def is_credit_line(text: str) -> bool:
    """Roles and names only: two pairs or more ("编辑：张敏　初审：刘洋　复审：陈静"),
    one of them a production role, none a reporter's (a line that names the reporter,
    "（记者 李军 编辑 郭娜）", "（本报记者 邵华 通讯员 陆敏）", is the story's sign-off,
    which the truths keep); or one production credit in brackets ("（摄影：罗晓东）")."""
    if len(text) > _CREDIT_CHARS:
        return False
    if _CREDIT_LINE_RE.match(text):
        return _PRODUCTION_ROLES.search(text) is not None and _REPORTER_RE.search(text) is None
    found = _BRACKET_CREDIT_RE.match(text)
    return found is not None and _PRODUCTION_ROLES.search(found.group(1)) is not None


# -- prompts, cards, rows -------------------------------------------------------------------------

#: Every word a line below needs (one search turns most lines away: the prompts' verbs,
#: the cards' signed change, the rows' labels).
_TRIGGER_RE: Final = re.compile(
    r"点击|點擊|点此|點此|点我|點我|按我|戳|长按|長按|扫|掃|关注|關注|APP|App|app|客户端|客戶端|"
    r"在看|点个|點個|星标|星標|%|分享|转发|轉發|阅读|閱讀|点赞|點讚|评论|評論|IP|于\s*\d|於\s*\d|"
    r"相关|相關|延伸|推荐|推薦|往期|浏览器|瀏覽器|加载|加載|上一|下一|上篇|下篇|打印|关闭|關閉|纠错|糾錯|"
    r"举报|舉報|顶部|頂部|字号|字號|反馈|反饋|查看|展开|展開|更多|按此|加入|訂閱|订阅|追蹤|尽在|盡在|"
    r"收听|收聽|搜索|搜尋|报料|報料|爆料|线索|線索|热线|熱線|邮箱|郵箱|信箱|留言|评论区|評論區|收藏|"
    r"访问|訪問|浏览|瀏覽|字体|字體|朋友|首页|首頁|列表|链接|鏈接|地址|网址|網址|本帖"
)
#: A click or tap, then what it opens within a few characters ("点击进入专题：……",
#: "点击上方蓝字关注我们", "點我下載APP", "长按识别二维码").
_CLICK_RE: Final = re.compile(
    r"(?:点击|點擊|点此|點此|点我|點我|按我|戳我|戳这里|戳這裡|长按|長按|轻触|輕觸)"
    r".{0,8}?(?:关注|關注|下载|下載|查看|阅读|閱讀|进入|進入|观看|觀看|收听|收聽|了解|报名|報名|"
    r"参与|參與|订阅|訂閱|蓝字|藍字|上方|下方|右上角|链接|鏈接|原文|二维码|二維碼|识别|識別|播放|"
    r"这里|這裡|此处|此處|看|专题|專題|APP|App|app|客户端|客戶端)"
    # Hong Kong's "click here": "按此看更多", "請按此訂閱" (its target right after it:
    # "按此计算，……" is a sentence).
    r"|按此(?:看|下載|下载|訂閱|订阅|閱讀|阅读|觀看|观看|進入|进入|收聽|收听|了解|瀏覽|浏览)"
)
#: A news tip's channel or the ask for one ("报料热线：……", "提供新闻线索"), session 21.
#: The label opens the line and a channel follows ("报料热线：……", "爆料：电话……"): "网友
#: 爆料：小区电梯停运一周" is a story's subheading (review 21c).
_TIP: Final = (
    r"^\W{0,2}(?:(?:报料|報料|爆料|新闻线索|新聞線索)(?:热线|熱線|邮箱|郵箱|信箱|电话|電話|微信|QQ)"
    r"|(?:新闻|新聞|投稿)(?:热线|熱線|邮箱|郵箱|信箱))(?=\s*[:：])|"
    r"^\W{0,2}(?:报料|報料|爆料|新闻线索|新聞線索)(?:渠道|方式)?"
    r"(?=\s*[:：][^，。！？]{0,12}?(?:\d{3}|电话|電話|热线|熱線|邮箱|郵箱|信箱|微信|QQ|@))|"
    # A comment or a like asked for: "欢迎在评论区留言", "请点赞和分享" (session 21).
    r"(?:评论区|評論區|留言区|留言區)(?:留言|分享|讨论|討論|聊聊|说说|說說|告诉我们|告訴我們)+|"
    r"(?:欢迎|歡迎)(?:大家|你|您)?(?:留言|评论|評論)|"
    r"(?:请|請|记得|記得|欢迎|歡迎|顺手|順手|帮忙|幫忙)(?:大家|你|您)?"
    r"(?:点赞|點讚|点个赞|點個讚|分享|转发|轉發|收藏)(?:[和、+＋]|并|並)?(?:点赞|點讚|分享|转发|轉發|收藏|在看)?|"
    r"(?:提供|分享|发送|發送)[^，。！？,]{0,8}?(?:新闻线索|新聞線索)(?:(?:或|和|及)(?:反馈|反饋|意见|意見))?"
)
_TIP_RE: Final = re.compile(_TIP)
#: Follow, download, scan, star, "在看": the reader's part in a platform's prompt.
_ASK_RE: Final = re.compile(
    r"关注(?:我们|我們|公众号|公眾號|本号|本號|微信号|微信號|视频号|視頻號)|關注(?:我們|公眾號|本號)|"
    r"[关關]注[^，。！？,\s]{1,12}?(?:公众号|公眾號|微信号|微信號|视频号|視頻號|抖音号|抖音號|头条号|"
    r"頭條號|官方微博|官微|客户端|客戶端)|"
    r"(?:下载|下載|打开|打開|安装|安裝|用)[^，。！？,]{0,10}?(?:APP|App|app|客户端|客戶端)|"
    r"(?:扫码|掃碼|扫一扫|掃一掃|扫描|掃描)|(?:设为|設為|加)(?:星标|星標)|"
    r"点个?[“\"「]?(?:在看|赞|好看)|點個?[“\"「]?(?:在看|讚|好看)|[“\"「]在看[”\"」]|"
    # Taiwan's and Hong Kong's: join the LINE account, subscribe, follow the page; a
    # portal's "……尽在某某APP".
    r"加入[^，。！？,]{0,10}?(?:LINE|Line)|(?:訂閱|订阅)[^，。！？,]{0,10}?(?:YouTube|頻道|频道|電子報|电子报)|"
    r"追蹤[^，。！？,]{0,10}?(?:IG|FB|Instagram|臉書|粉專|粉絲團|我們)|"
    r"[尽盡]在[^，。！？,]{0,10}?(?:APP|App|客户端|客戶端)|"
    # A platform's channel or account named with the reader's part (session 21): "订阅
    # 我们的Telegram频道", "加入WhatsApp群组", "在抖音搜索……关注我们".
    # The verb opens its clause or follows 请/欢迎 ("三年前他加入快手" reports: review 21c).
    r"(?:^|(?<=[，。！？,；;：:\s])|(?<=请|請)|(?<=欢迎|歡迎))"
    r"(?:订阅|訂閱|关注|關注|加入|追踪|追蹤|收听|收聽|搜索|搜尋)[^，。！？,]{0,12}?"
    r"(?:Telegram|WhatsApp|Facebook|YouTube|Instagram|Twitter|TikTok|Threads|微博|抖音|快手|"
    r"视频号|視頻號|小红书|小紅書|B站|哔哩哔哩|嗶哩嗶哩|播客|社群|群组|群組)(?:频道|頻道|账号|帳號|群组|群組|群)?|"
    # A news tip's channel: "报料热线：……", "欢迎向我们提供新闻线索".
    + _TIP
)
#: Whom a prompt speaks to: the reader, a nudge ("吧").
_ADDRESS_RE: Final = re.compile(r"你|您|吧|哦|喔|啦|点我|點我|按我|在看|[!！]")
#: The site, as the ask's object ("关注我们"); "我们打开客户端，……" opening a clause is a
#: report of what someone did.
_US_RE: Final = re.compile(r"我们|我們")
#: Reported speech before the ask ("他说，我们会继续用好政务App，……"): the ask is a
#: quoted person's, not the page's (review of session 20).
_SAID_RE: Final = re.compile(r"说|說|表示|称|稱|介绍|介紹|告诉|告訴|指出|透露")
#: Direct speech: a quoted passage ("“我们点击链接后，……”受害人说。"); "点个“在看”" quotes a
#: button's two characters.
_SPEECH_RE: Final = re.compile(r"[“「『\"][^”」』\"]{5,}[”」』\"]")
_SENTENCE_END: Final = frozenset("。！？!?")
#: What may follow an ask in its clause: what the reader gets or does next ("扫码关注",
#: "关注公众号获取更多资讯"); "关注公众号领红包是骗局", "扫码点餐难住了老人" are headings.
_ASK_NEXT_RE: Final = re.compile(
    r"(?:[\s”」』\"]|[，,。！？!?；;：:、…]|$|(?:关注|關注|下载|下載|获取|獲取|了解|查看|阅读|閱讀|收看|观看|觀看|"
    r"好友|粉丝|粉絲|专页|專頁|回复|回覆|领取|領取|参与|參與|订阅|訂閱|加入|添加|进入|進入|收听|收聽|识别|識別|"
    r"二维码|二維碼|上方|下方|右上角|左下方|下方二维码|在手机|在手機|用手机|用手機))"
)
_PROMPT_CHARS: Final = 60

#: A quote card: a signed change in per cent, a price with decimals, no sentence.
_SIGNED_PCT_RE: Final = re.compile(r"[+\-−]\s?\d+(?:\.\d+)?%")
#: A price has no unit ("1.25万亿元" is a turnover, a market report's figure).
_PRICE_RE: Final = re.compile(r"\d\.\d+(?![\d%万亿萬億元])")
_HAN_RE: Final = re.compile(r"[\u4e00-\u9fff]")
_CARD_CHARS: Final = 80
_CARD_HAN: Final = 16
_SENTENCE_MARK_RE: Final = re.compile(r"[。，！？；,;]")

#: A share row: the label and the networks only ("分享到：微信 微博 QQ空间").
_SHARE_ROW_RE: Final = re.compile(
    r"^\W{0,2}(?:分享到|分享至|分享给|分享給|转发到|轉發到|分享|转发|轉發)\s*[:：]?\s*"
    r"(?:(?:微信|朋友圈|微博|新浪微博|QQ空间|QQ空間|QQ|豆瓣|人人网|抖音|小红书|小紅書|"
    r"Facebook|Twitter|LINE|Line|X|复制链接|複製連結|更多)\W*)*$"
)
#: A counter row: reading, liking, commenting figures only ("阅读 2.1万 在看 318").
_COUNTER_ROW_RE: Final = re.compile(
    r"^(?:\W{0,2}(?:阅读|閱讀|在看|点赞|點讚|评论|評論|收藏|分享|转发|轉發|喜欢|喜歡|赞同|贊同|"
    r"浏览|瀏覽|跟贴|跟帖|参与|參與|点击|點擊|访问|訪問)(?:量|数|數|次数|次數)?\s*[:：]?\s*[(（]?\s*"
    r"\d+(?:\.\d+)?\s*[万萬wWkK]?\+?"
    r"\s*[)）]?\s*)+$"
)
#: A platform's line of when and where the post was published or edited: "编辑于
#: 2024-03-05 10:21・IP 属地浙江", "发布于 2024-01-12", "IP属地：江西".
#: The whole line is the row: a date and time, then where ("IP属地显示为江西的网友发帖称，……"
#: and "发布于2023年的这份报告显示，……" are sentences).
_IP_PLACE: Final = r"IP\s*(?:属地|屬地)\s*[:：]?\s*[\u4e00-\u9fffA-Za-z]{1,8}"
_POSTED_RE: Final = re.compile(
    r"^\W{0,2}(?:(?:编辑|編輯|发布|發佈|發布|发表|發表|更新|修改)[于於]\s*[:：]?\s*\d[\d\s年月日:：/.\-]*"
    rf"(?:[\s・·|｜丨]*{_IP_PLACE})?|{_IP_PLACE})\s*$"
)
_ROW_CHARS: Final = 50
#: A related story's label and its title on one line ("【相關新聞】南區新巴士路線……").
_RELATED_TITLE_RE: Final = re.compile(
    r"^\W{0,3}(?:(?:相关|相關|延伸|推荐|推薦)(?:新闻|新聞|报道|報導|報道|阅读|閱讀|文章|链接|鏈接|"
    r"連結|稿件)|往期(?:推荐|推薦|回顾|回顧|精选|精選|精彩))\s*(?:[:：】\]》>|｜]|\s)\s*[^。！？]{2,40}$"
)
#: A link to the previous or the next article ("上一篇：……", "下一条：……").
_PREV_NEXT_RE: Final = re.compile(
    r"^\W{0,2}(?:上一篇|下一篇|上一条|下一条|上一條|下一條|上一则|下一则|上一則|下一則|上篇|下篇)"
    r"(?:文章)?\s*[:：]"
)
#: A player's stand-in text ("您的浏览器不支持视频播放", "视频加载中……").
_PLAYER_RE: Final = re.compile(
    r"^\W{0,2}(?:(?:您的|你的|当前|當前)?(?:浏览器|瀏覽器)[^。]{0,20}?(?:不支持|不支援)"
    r"|(?:视频|視頻|音频|音頻|图片|圖片)?(?:正在)?(?:加载中|加載中))"
)
#: A row of the page's tools only ("【打印本页】【关闭窗口】", "字号：大 中 小", "返回顶部").
_TOOLS_RE: Final = re.compile(
    r"^(?:[\s【】\[\]|｜/()（）:：·]*(?:打印本页|打印此页|打印本文|打印|关闭窗口|关闭本页|關閉窗口|"
    r"关闭|關閉|收藏本页|收藏|我要纠错|纠错|糾錯|我要反馈|反馈|反饋|举报|舉報|返回顶部|回到顶部|返回頂部|"
    r"复制链接|複製連結|字号|字號|字体|字體|默认|默認|大|中|小|我来说两句|我來說兩句|发表评论|發表評論|"
    r"听新闻|聽新聞|语音播报|語音播報|我要评论|我要評論|网友评论|網友評論|评论已关闭|評論已關閉|"
    r"推荐给朋友|推薦給朋友|加入收藏|返回首页|返回首頁|返回列表))+[\s【】\[\]|｜/()（）:：·]*$"
)
_TOOL_WORDS_RE: Final = re.compile(
    r"打印|关闭|關閉|纠错|糾錯|举报|舉報|顶部|頂部|字号|字號|字体|字體|反馈|反饋|说两句|說兩句|评论|評論|"
    r"新闻|新聞|播报|播報|收藏|朋友|首页|首頁|列表"
)
#: The page's own address ("本文链接：https://……"), a forum's edit line ("本帖最后由 老王 于
#: 2025-04-02 10:21 编辑"): rows of the page, whatever stands around them.
_ADDRESS_ROW_RE: Final = re.compile(
    r"^\W{0,2}(?:本文|原文|文章|本页|本頁)?(?:链接|鏈接|地址|网址|網址)\s*[:：]\s*https?://\S+\s*$"
    r"|^\W{0,2}本帖最后由\s*\S{1,20}\s*于\s*[\d\-/\s:]+编辑\W{0,2}$"
)
#: A link that only opens the rest ("查看更多>>", "阅读原文", "展开全文").
_MORE_RE: Final = re.compile(
    r"^\W{0,3}(?:查看更多|查看全文|阅读全文|閱讀全文|展开全文|展開全文|查看原文|阅读原文|閱讀原文|"
    r"更多精彩|更多新闻|更多新聞|更多内容|更多內容)\W{0,4}$"
)
_COUNT_CHARS: Final = 20
#: A gallery's count in words ("第2张/共6张", "共6张").
_PICTURE_COUNT_RE: Final = re.compile(
    r"^\W{0,2}(?:第?\s*\d{1,3}\s*[张張幅]?\s*[/／]\s*)?共\s*\d{1,3}\s*[张張幅]\W{0,2}$"
)


def _ask_at(text: str) -> int | None:
    """Where ``text``'s ask starts: a click and what it opens, or an ask that closes its
    clause or is followed by the reader's next step; None without one."""
    click = _CLICK_RE.search(text)
    if click is not None:
        return click.start()
    for m in _ASK_RE.finditer(text):
        if _ASK_NEXT_RE.match(text, m.end()):
            return m.start()
    return None


def _speaks_to_reader(body: str, start: int) -> bool:
    """Whether a sentence ``body`` (its end mark cut) speaks to the reader about the ask
    at ``start``: a reader's word, or the site after the ask ("关注我们"); none when a
    speech verb comes before the ask (it is reported: "王女士说，您只要扫码，……") or
    "我们" is a report's subject ("我们打开客户端，就能……")."""
    if _SAID_RE.search(body, 0, start) is not None:
        return False
    return _ADDRESS_RE.search(body) is not None or _US_RE.search(body, start) is not None


def is_prompt(text: str) -> bool:
    """A prompt to the reader: a click and what it opens, or a follow, download, scan or
    "在看" ask that closes its clause, in a short line that speaks to the reader ("点击
    蓝字 关注我们", "點我下載APP") or ends on no sentence mark (。！？) at all ("下载新华社
    客户端，权威资讯随时看"). A sentence that reports an app ("市民可下载“i深圳”APP预约。",
    "下载App才能挂号？"), a heading ("扫码点餐难住了老人") and direct speech ("“我们点击
    链接后，……”受害人说。": review of session 20) stay."""
    if len(text) > _PROMPT_CHARS or _SPEECH_RE.search(text) is not None:
        return False
    ask = _ask_at(text)
    if ask is None:
        return False
    body = text.rstrip()
    if body[-1:] not in _SENTENCE_END:
        return True
    # A sentence ("。", "！", "？") is a prompt only where it speaks to the reader, in its
    # words and not its end mark alone ("下载App才能挂号？" asks about the story), in the
    # ask's own voice and not after a speech verb ("王女士说，您只要扫码，……"), or where it
    # welcomes the reader to a click or to send news tips ("……欢迎点击此处订阅。", "欢迎读者
    # 向我们提供新闻线索。": session 21; "欢迎市民扫码预约。" reports how to book, and stays).
    if _speaks_to_reader(body[:-1], ask):
        return True
    if not ("欢迎" in body or "歡迎" in body) or _SAID_RE.search(body, 0, ask) is not None:
        return False
    return _CLICK_RE.search(text) is not None or _TIP_RE.search(text) is not None


def is_quote_card(text: str) -> bool:
    """A stock's or an index's quote: a signed change in per cent and a price, few Han
    characters (names and the card's link labels) and no sentence mark ("华储能源
    30081226.84+20.00%[股吧][行情]", "上证指数 3052.18 +0.86%")."""
    if len(text) > _CARD_CHARS or _SENTENCE_MARK_RE.search(text) is not None:
        return False
    if _SIGNED_PCT_RE.search(text) is None or _PRICE_RE.search(text) is None:
        return False
    return len(_HAN_RE.findall(text)) <= _CARD_HAN


def _is_row(text: str) -> bool:
    """A share row, a counter row, a platform's publish line, a link to the previous or
    the next article, a player's stand-in, a row of the page's tools, a link to the rest,
    a gallery's count (short lines); the page's own address, as long as its URL."""
    if len(text) > _ROW_CHARS:
        return _ADDRESS_ROW_RE.match(text) is not None
    return bool(
        _SHARE_ROW_RE.match(text)
        or _COUNTER_ROW_RE.match(text)
        or _POSTED_RE.match(text)
        or _PREV_NEXT_RE.match(text)
        or _PLAYER_RE.match(text)
        or _MORE_RE.match(text)
        or (_TOOLS_RE.match(text) and _TOOL_WORDS_RE.search(text))
        or _ADDRESS_ROW_RE.match(text)
    )


def is_page_line(block: Block) -> bool:
    """A line about the page wherever it stands in the text (:func:`is_page_text`), not
    a table's cell (a table's cells are its data). Captions under a picture without a
    credit are the caller's (:func:`is_short_caption`): a photo story keeps them."""
    return block.tag not in ("td", "th") and is_page_text(block.text)


def is_page_text(text: str) -> bool:
    """A credit line, a caption by its credit, a prompt, a quote card, a share or counter
    row, a publish line, a related story's label with its title, a gallery's count (see
    the module docstring). Most lines are turned away by a look at their first and last
    characters and one search: a credit opens with a role, a caption's credit ends on
    "摄", the rest hold one of their words."""
    size = len(text)
    if size > CAPTION_CHARS:
        return False
    lead = first_char(text)
    if lead in _CREDIT_FIRST and is_credit_line(text):
        return True
    if photo_caption(text, lead):
        return True
    if size <= _COUNT_CHARS and "共" in text and _PICTURE_COUNT_RE.match(text) is not None:
        return True
    if _TRIGGER_RE.search(text) is None:
        return False
    return (
        is_prompt(text)
        or is_quote_card(text)
        or _is_row(text)
        or _RELATED_TITLE_RE.match(text) is not None
    )


#: Japanese kana: a line that holds them is no Chinese page's (:func:`is_page_tail`).
_KANA_RE: Final = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")


def is_page_tail(line: str) -> bool:
    """A Chinese line about the page that closes the text inside the last block (a table
    layout's ``<td>`` holds the text and "【相關新聞】……" under it, as ``<br>`` lines):
    :func:`is_page_text` or a notice about the page, in Han characters and no kana."""
    if _HAN_RE.search(line) is None:
        return False
    if not (is_page_text(line) or is_page_notice(line)):
        return False
    return _KANA_RE.search(line) is None


# -- edges ----------------------------------------------------------------------------------------

#: A notice that the article itself opens: "本文来自网易号……", "本文转载自微信公众号……，
#: 版权归原作者所有", "本文为……原创，未经授权不得转载", "以上内容……仅提供信息存储服务".
_ABOUT_PAGE_RE: Final = re.compile(
    r"^\W{0,2}(?:本文|本篇|此文|该文|該文|本稿|以上内容|以上內容|以上文章"
    # ... or a rights line: "未经授权，禁止转载", "转载请注明出处" (one that opens with
    # 版权 is the copyright notice's, :mod:`notices`: "版权所有人已向法院……" is a sentence;
    # bare "文章"/"内容"/"转载" open prose: "文章称，……", "转载他人作品构成侵权，……").
    r"|未经|未經|转载请|轉載請|转载须|轉載須|转载需|轉載需|如需转载|如需轉載|欢迎转发|歡迎轉發"
    # ... or one about the pictures: "图片来源于网络，如有侵权请联系删除".
    r"|图片|圖片|部分图片|部分圖片)"
)
#: ... or a label that says it is one: "特别声明：", "郑重声明：", "风险提示：", "免责声明：".
#: Whose statement it is ("外交部聲明：", "律师提示：", "交易所提示：") makes it the story's.
_NOTICE_LABEL_RE: Final = re.compile(
    r"^\W{0,2}(特别|特別|郑重|鄭重|免责|免責|版权|版權|风险|風險|温馨|溫馨|重要|阅读|閱讀|投资|投資)?"
    r"(?:声明|聲明|提示|须知|須知)\s*[:：】\]]"
)
#: A bare label ("声明：", "提示：") is a notice only where it speaks of the page itself.
_SELF_RE: Final = re.compile(
    r"本文|本站|本网|本網|本平台|本号|本號|以上内容|以上內容|原作者|转载|轉載|信息存储|資訊儲存"
)
#: What such a notice says: where the article came from, whose it is, what it is not.
_NOTICE_WORDS_RE: Final = re.compile(
    r"转载|轉載|来自|來自|原创|原創|版权|版權|侵权|侵權|删除|刪除|授权|授權|出处|出處|摘编|摘編|"
    r"不代表|仅代表|僅代表|立场|立場|观点|觀點|仅供参考|僅供參考|风险自负|風險自負|投资建议|投資建議|"
    r"不构成|不構成|信息存储|資訊儲存|存储服务|儲存服務|自媒体|自媒體|用户上传|用戶上傳|"
    r"真实性|真實性|准确性|準確性|原作者|首发|首發"
)
#: What a labelled notice says of the content, the site or its rights.
_LABEL_NOTICE_WORDS_RE: Final = re.compile(
    r"转载|轉載|版权|版權|侵权|侵權|删除|刪除|不代表|仅代表|僅代表|立场|立場|观点|觀點|仅供参考|僅供參考|"
    r"风险自负|風險自負|投资建议|投資建議|不构成|不構成|信息存储|資訊儲存|存储服务|儲存服務|自媒体|自媒體|"
    r"用户上传|用戶上傳|本文|本站|本网|本網|本平台|以上内容|以上內容|原作者"
)
_NOTICE_CHARS: Final = 240
#: A platform notice's English twin after it: "Notice: The content above ...".
_TWIN_RE: Final = re.compile(
    r"^\W{0,2}(?:notice|disclaimer|statement|declaration|copyright notice)\s*:", re.I
)
#: The end of a self-media post: "- END -", "THE END", "—END—".
_END_RE: Final = re.compile(r"^[\W_]{0,6}(?:THE\s*)?END[\W_]{0,6}$", re.I)


def is_page_notice(text: str) -> bool:
    """A notice about the article at the text's edge: it opens with the article ("本文",
    "以上内容") or a rights line ("未经授权……") and says what a notice says (reprinted
    from, original to, rights, not the platform's view, stored only), or it opens with a
    notice's label ("特别声明：", "风险提示：") and speaks of the content, the site or its
    rights: "声明：本公司从未授权任何第三方……" is a company's statement the story
    reports (review of session 17)."""
    if len(text) > _NOTICE_CHARS:
        return False
    if _ABOUT_PAGE_RE.match(text) is not None:
        return _NOTICE_WORDS_RE.search(text) is not None
    label = _NOTICE_LABEL_RE.match(text)
    if label is not None:
        words = _LABEL_NOTICE_WORDS_RE if label.group(1) else _SELF_RE
        return words.search(text) is not None
    return False


def is_twin_notice(text: str) -> bool:
    """The English twin of a platform's notice ("Notice: The content above ...")."""
    return len(text) <= _NOTICE_CHARS * 2 and _TWIN_RE.match(text) is not None


def is_end_mark(text: str) -> bool:
    """A self-media post's end mark alone on its line ("- END -", "THE END")."""
    return len(text) <= 16 and "end" in text.lower() and _END_RE.match(text) is not None
