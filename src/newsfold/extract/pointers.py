"""A "read also" line's label, in the languages news is written in.

A site points from inside its text to another story with a short line: a label, a
colon (a bracket, an arrow, a dash) and the other story's title ("Zobacz też: Poznań. Od
poniedziałku zmiany …", "ये भी पढ़ें: …", "▶ 관련기사: …", "اقرأ أيضا: …"). Where the title is
a link the line is mostly link and goes as such (:func:`tidy.is_linky`); set as plain
text, or as one ``<br>`` line of a block of text, only the label tells it from the text.
The labels are one list for every language rather than the ones a batch of pages
showed: session 19's fixes from one batch's pages moved a fresh writer's batch by
+0.002, because the next site's line was in the next language. So the list covers the
languages of the world's news sites by the phrase their sites use ("read also", "see
also", "related", "you may be interested"), each a phrase no sentence of the text opens
with and ends at a colon right after it: :func:`inserts.is_insert_text` asks, in
addition, that the line be short and what follows the label read as a title.

Matched in lower case at the line's first word character; every phrase's first two
characters are in :data:`OPENINGS`, so most lines are turned away before the
expression runs.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["LABEL_ALONE_RE", "OPENINGS", "READ_ALSO_RE"]

#: The phrases, lower case, each spelling written out (:func:`_spellings` adds a nukta
#: letter's other form).
_LABELS: Final = (
    # en
    "related", "related stories", "related articles", "related story", "related article",
    "related news", "related coverage", "related content", "related reading", "read also",
    "read more", "read next", "see also", "also read", "more on this", "more on this story",
    "must read", "recommended", "recommended reading", "don't miss", "don’t miss",
    "further reading", "you may also like", "you might also like", "next story",
    "next article", "next gallery",
    # fr, de, nl
    "à lire aussi", "lire aussi", "à lire également", "lire également", "voir aussi",
    "à voir aussi", "à voir également", "sur le même sujet", "lesen sie auch",
    "lesen sie mehr", "mehr zum thema", "auch interessant", "siehe auch", "passend zum thema",
    "das könnte sie auch interessieren", "lees ook", "lees meer", "bekijk ook", "zie ook",
    "ook interessant", "article suivant", "nächster artikel",
    # pt, es, ca, it
    "leia também", "leia mais", "leia ainda", "veja também", "veja mais", "saiba mais",
    "confira também", "te puede interesar", "le puede interesar", "puede interesarte",
    "lee también", "lea también", "ver también", "lee más", "lea más", "noticia relacionada",
    "noticias relacionadas", "también te puede interesar", "te recomendamos",
    "llegeix també", "vegeu també", "leggi anche", "vedi anche", "leggi pure",
    "potrebbe interessarti", "ti potrebbe interessare", "siguiente artículo",
    "próximo artigo", "articolo successivo",
    # Nordic, Finnish, Baltic
    "läs också", "läs även", "läs mer", "se även", "læs også", "læs mere", "les også",
    "les mer", "se også", "lue myös", "katso myös", "loe ka", "vaata ka", "lasi arī",
    "lasiet arī", "skaitykite taip pat", "taip pat skaitykite",
    # Slavic in Latin script, Hungarian, Romanian, Albanian
    "czytaj też", "czytaj także", "czytaj również", "czytaj więcej", "zobacz też",
    "zobacz także", "zobacz również", "przeczytaj też", "przeczytaj także",
    "przeczytaj również", "přečtěte si také", "přečtěte si též", "čtěte také", "čtěte též",
    "prečítajte si aj", "prečítajte si tiež", "čítajte aj", "pročitajte i", "pročitajte još",
    "pročitajte također", "pročitajte više", "procitajte i", "procitajte jos", "čitajte i",
    "čitajte još", "preberite še", "preberite tudi", "olvassa el ezt is", "ezt is olvasta",
    "kapcsolódó", "kapcsolódó cikk", "kapcsolódó cikkek", "kapcsolódó hír", "kapcsolódó hírek",
    "citește și", "citeşte şi", "citeste si", "citiți și", "citiţi şi", "cititi si",
    "vezi și", "vezi şi", "vezi si", "lexo edhe", "lexo gjithashtu",
    # Cyrillic, Greek
    "читайте также", "читайте тоже", "читайте ещё", "читайте еще", "смотрите также",
    "также читайте", "еще по теме", "ещё по теме", "по теме", "читайте також",
    "читайте ще", "дивіться також", "також читайте", "чытайце таксама", "прочетете още",
    "прочетете също", "вижте още", "вижте също", "още по темата", "прочитајте још",
    "прочитајте и", "прочитајте уште", "читајте још", "читајте и", "διαβάστε επίσης",
    "διαβάστε ακόμα", "διαβάστε ακόμη", "δείτε επίσης", "δείτε ακόμα",
    # tr (the dotted capital I lower-cased), id/ms, tl, sw, vi
    "ilgili haber", "ilgili haberler", "i\u0307lgili haber", "i\u0307lgili haberler",
    "bunu da okuyun", "ayrıca okuyun", "ayrıca bakınız", "baca juga", "baca pula",
    "simak juga", "lihat juga", "artikel terkait", "berita terkait", "artikel berkaitan",
    "berita berkaitan", "basahin din",
    "soma pia", "soma zaidi", "xem thêm", "đọc thêm", "tin liên quan", "bài liên quan",
    # ar, fa, ur, he
    "اقرأ أيضا", "اقرأ أيضاً", "اقرأ ايضا", "إقرأ أيضا", "إقرأ أيضاً", "اقرأ المزيد",
    "طالع أيضا", "طالع أيضاً", "شاهد أيضا", "شاهد أيضاً", "أخبار ذات صلة", "اخبار ذات صلة",
    "بیشتر بخوانید", "مطالب مرتبط", "یہ بھی پڑھیں", "קראו גם", "קרא גם", "עוד בנושא",
    # hi, mr, ne, bn, pa, gu, ta, te, kn, ml
    "ये भी पढ़ें", "यह भी पढ़ें", "इसे भी पढ़ें", "इन्हें भी पढ़ें", "ये भी पढ़िए", "यह भी पढ़िए",
    "हे ही वाचा", "हेही वाचा", "यो पनि पढ्नुहोस्", "আরও পড়ুন", "আরো পড়ুন", "ਇਹ ਵੀ ਪੜ੍ਹੋ",
    "આ પણ વાંચો", "இதையும் படிக்க", "இதையும் படியுங்கள்", "ఇది కూడా చదవండి",
    "ఇవి కూడా చదవండి", "ಇದನ್ನೂ ಓದಿ", "ഇതും വായിക്കുക",
    # th, ja, ko, zh
    "อ่านเพิ่มเติม", "อ่านข่าวที่เกี่ยวข้อง", "ข่าวที่เกี่ยวข้อง", "関連記事", "関連ニュース",
    "あわせて読みたい", "合わせて読みたい", "관련기사", "관련 기사", "관련뉴스", "관련 뉴스",
    "相关阅读", "延伸阅读", "相关新闻", "相關閱讀", "延伸閱讀", "相關新聞",
)  # fmt: skip

#: The nukta letters of Devanagari and Bengali, decomposed (as Unicode normalises them)
#: and precomposed (as many pages send them).
_NUKTA: Final = (("\u0922\u093c", "\u095d"), ("\u09a1\u09bc", "\u09dc"))


def _spellings(labels: tuple[str, ...]) -> list[str]:
    """Every label as written and with its nukta letters in the other form, longest
    first (so that "related stories" is tried before "related")."""
    out = set(labels)
    for label in labels:
        for split, whole in _NUKTA:
            if split in label:
                out.add(label.replace(split, whole))
            if whole in label:
                out.add(label.replace(whole, split))
    return sorted(out, key=lambda label: (-len(label), label))


_SPELLINGS: Final = _spellings(_LABELS)

#: A label (the group), then what separates it from the title: a colon, a closing
#: bracket, an arrow or a spaced dash, and the title's first character.
READ_ALSO_RE: Final = re.compile(
    "(" + "|".join(re.escape(label) for label in _SPELLINGS) + ")"
    r"\s*(?:[:：]|[】\]»›>|→►▶➤]|\s[-–—]\s?)\s*\S"
)
#: A label alone on its line, a colon or marks after it at most: the heading of a box of
#: links whose links went as such ("Artikel Berkaitan", "Kapcsolódó", "Lue myös:").
LABEL_ALONE_RE: Final = re.compile(
    "(?:" + "|".join(re.escape(label) for label in _SPELLINGS) + r")\s*[:：]?\W{0,3}$"
)
#: The first two characters of every label.
OPENINGS: Final = frozenset(label[:2] for label in _SPELLINGS)
