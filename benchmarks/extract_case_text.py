"""Prose for the hand-written extraction cases: sentence banks in eight languages.

Written for this project (no sentence taken from any page): each language has subjects,
clauses and tails that combine into plain news sentences, so that each case in
``benchmarks/extract_cases_a.py`` / ``extract_cases_b.py`` gets paragraphs of its own
(drawn without repeats by a generator seeded with the case's name) and only has to say
how its CMS lays them out. The words do not matter to an extractor; length, punctuation,
stop words and the mix of sentences per paragraph do, and these look like news prose.
"""

from __future__ import annotations

import random

__all__ = ["LANGS", "Prose"]

# (subjects, said-verb, clauses, tails, joiner, sentence end)
_BANKS: dict[str, tuple[tuple[str, ...], str, tuple[str, ...], tuple[str, ...], str, str]] = {
    "en": (
        (
            "The regional transport authority",
            "A spokeswoman for the city council",
            "The chief executive of the water company",
            "Residents of the old mill quarter",
            "A senior engineer on the project",
            "The head of the local chamber of commerce",
            "Officials at the environment ministry",
            "The union representing the dock workers",
            "A researcher at the state university",
            "The mayor of the neighbouring town",
            "Two members of the planning committee",
            "The owner of a bakery near the station",
        ),
        "said",
        (
            "the new timetable would add four trains an hour at the busiest times of day",
            "the repairs to the flood wall had cost almost twice the amount first agreed",
            "fewer families had moved out of the valley this year than in any year since 2009",
            "the tender for the bridge had drawn bids from seven firms in three countries",
            "the water in the reservoir had fallen to its lowest level in a decade",
            "the library would open on Sundays again from the start of next month",
            "the pilot scheme for electric buses had carried more passengers than expected",
            "rents in the old quarter had risen by a fifth over the past two years",
            "the harbour dredging would have to wait until the birds had left the marsh",
            "a third of the street lamps would be replaced with cheaper lights by autumn",
            "the hospital car park would be rebuilt with two more floors and a cycle shed",
            "the closure of the paper mill had hit the smaller suppliers hardest",
            "the council had received more than two thousand letters about the plan",
            "the school meals contract would be put out to tender for the first time",
            "the new sewage works would let the river be opened to swimmers again",
            "the price of heating oil had doubled since the cold snap in January",
        ),
        (
            "although the final decision rests with the regional assembly",
            "and a public meeting has been called for next Thursday evening",
            "a claim that the opposition has disputed in a letter to the newspaper",
            "according to figures published by the statistics office on Monday",
            "which is the first such change in more than twenty years",
            "but the plan still needs the approval of the national regulator",
            "while warning that the budget for next year remains tight",
            "and several shopkeepers told reporters they feared for their trade",
            "even though the weather delayed the work for most of the spring",
            "a step that campaigners have demanded for the best part of a decade",
        ),
        ", ",
        ".",
    ),
    "de": (
        (
            "Der Sprecher der Stadtwerke",
            "Die Bürgermeisterin der Gemeinde",
            "Ein Vertreter des Landesamts für Umwelt",
            "Die Anwohner des alten Hafenviertels",
            "Der Vorsitzende des Gemeinderats",
            "Eine Ingenieurin der beauftragten Baufirma",
            "Der Leiter der Kreisverwaltung",
            "Die Gewerkschaft der Busfahrer",
        ),
        "sagte, dass",
        (
            "die Sanierung der Brücke deutlich länger dauern werde als ursprünglich geplant",
            "die Preise für Fernwärme im kommenden Winter erneut steigen würden",
            "der Busverkehr zwischen den Ortsteilen ab Mai im Halbstundentakt fahre",
            "im Schwimmbad des Ortes ein neues Dach gebaut werden müsse",
            "die Zahl der Übernachtungen im Sommer um ein Zehntel gestiegen sei",
            "der Radweg entlang des Flusses bis zum Herbst fertiggestellt werden solle",
            "die Grundschule zwei zusätzliche Klassenzimmer bekommen werde",
            "das Hochwasser im Frühjahr Schäden in Millionenhöhe verursacht habe",
        ),
        (
            "auch wenn der Kreistag noch zustimmen muss",
            "wie aus einer Mitteilung vom Montag hervorgeht",
            "was die Opposition in einer Stellungnahme scharf kritisierte",
            "obwohl die Finanzlage der Stadt weiterhin angespannt ist",
            "und eine Bürgerversammlung ist für Donnerstag angesetzt",
            "nachdem das Verfahren mehr als zwei Jahre gedauert hatte",
        ),
        ", ",
        ".",
    ),
    "fr": (
        (
            "Le porte-parole de la mairie",
            "La présidente du conseil régional",
            "Un ingénieur de la société des eaux",
            "Les habitants du vieux quartier du port",
            "Le directeur de l'office du tourisme",
            "Une responsable du syndicat des cheminots",
            "Le préfet du département",
            "Les commerçants de la place du marché",
        ),
        "a indiqué que",
        (
            "les travaux du pont dureraient au moins jusqu'à la fin de l'année",
            "le prix du ticket de bus ne changerait pas avant l'été prochain",
            "la piscine municipale rouvrirait ses portes au début du mois de juin",
            "le nombre de visiteurs avait augmenté de dix pour cent cette saison",
            "la nouvelle ligne de tramway desservirait trois quartiers de plus",
            "la médiathèque serait ouverte le dimanche à partir de septembre",
            "les inondations du printemps avaient coûté plusieurs millions d'euros",
            "le marché couvert serait entièrement rénové d'ici deux ans",
        ),
        (
            "même si le conseil municipal doit encore voter le budget",
            "selon un communiqué publié lundi matin",
            "ce que l'opposition a vivement contesté",
            "alors que les finances de la ville restent fragiles",
            "et une réunion publique est prévue jeudi soir",
            "après plus de deux ans de procédure",
        ),
        ", ",
        ".",
    ),
    "es": (
        (
            "El portavoz del ayuntamiento",
            "La presidenta de la diputación",
            "Un ingeniero de la empresa de aguas",
            "Los vecinos del casco antiguo",
            "El director del puerto",
            "Una representante del sindicato de transportes",
            "El alcalde del municipio vecino",
            "Los comerciantes de la plaza mayor",
        ),
        "afirmó que",
        (
            "las obras del puente se prolongarán al menos hasta el final del año",
            "el precio del billete de autobús no subirá antes del verano",
            "la piscina municipal volverá a abrir a principios de junio",
            "el número de visitantes creció un diez por ciento esta temporada",
            "la nueva línea de tranvía llegará a tres barrios más",
            "la biblioteca abrirá los domingos a partir de septiembre",
            "las inundaciones de la primavera costaron varios millones de euros",
            "el mercado central será reformado por completo en dos años",
        ),
        (
            "aunque el pleno todavía debe aprobar el presupuesto",
            "según un comunicado difundido el lunes",
            "algo que la oposición ha criticado con dureza",
            "mientras las cuentas del municipio siguen en números rojos",
            "y se ha convocado una reunión vecinal para el jueves",
            "después de más de dos años de trámites",
        ),
        ", ",
        ".",
    ),
    "ru": (
        (
            "Представитель городской администрации",
            "Глава районного совета",
            "Инженер водоканала",
            "Жители старого портового квартала",
            "Директор транспортной компании",
            "Председатель профсоюза докеров",
            "Руководитель областного департамента",
            "Владельцы магазинов на центральной площади",
        ),
        "сообщил, что",
        (
            "ремонт моста продлится как минимум до конца года",
            "стоимость проезда в автобусах не изменится до лета",
            "городской бассейн снова откроется в начале июня",
            "число туристов в этом сезоне выросло на десять процентов",
            "новая трамвайная линия пройдёт ещё через три района",
            "библиотека будет работать по воскресеньям с сентября",
            "весеннее наводнение обошлось городу в несколько миллионов рублей",
            "крытый рынок полностью перестроят за два года",
        ),
        (
            "хотя бюджет ещё должен утвердить городской совет",
            "говорится в сообщении, опубликованном в понедельник",
            "что вызвало резкую критику со стороны оппозиции",
            "несмотря на то что финансы города остаются в трудном положении",
            "а общественные слушания назначены на четверг",
        ),
        ", ",
        ".",
    ),
    "ja": (
        (
            "市の広報担当者は",
            "県の環境部長は",
            "水道局の技術者は",
            "旧港地区の住民は",
            "商工会議所の会頭は",
            "バス会社の社長は",
            "町議会の委員長は",
            "駅前商店街の代表は",
        ),
        "",
        (
            "橋の改修工事が年末まで続く見通しだと説明した",
            "バスの運賃を来年の夏まで据え置くと発表した",
            "市民プールを六月の初めに再開する方針を明らかにした",
            "今年の観光客数が前年より一割ほど増えたと述べた",
            "新しい路面電車の路線が三つの地区を結ぶと語った",
            "図書館を九月から日曜日にも開館すると明らかにした",
            "春の洪水による被害額が数億円に上ると報告した",
            "中央市場を二年かけて全面的に改装すると発表した",
        ),
        (
            "ただし予算案はまだ議会の承認を得ていない",
            "これに対し野党は強く反発している",
            "住民説明会は来週の木曜日に開かれる予定だ",
            "市の財政は依然として厳しい状況にある",
            "手続きには二年以上かかったという",
        ),
        "",
        "。",
    ),
    "ar": (
        (
            "قال المتحدث باسم البلدية",
            "أعلنت رئيسة المجلس الإقليمي",
            "أوضح مهندس في شركة المياه",
            "أكد سكان الحي القديم قرب الميناء",
            "صرح مدير هيئة النقل العام",
            "قال ممثل نقابة عمال الميناء",
            "أفاد محافظ المنطقة",
            "ذكر أصحاب المتاجر في الساحة الرئيسية",
        ),
        "إن",
        (
            "أعمال صيانة الجسر ستستمر حتى نهاية العام الجاري",
            "أسعار تذاكر الحافلات لن ترتفع قبل فصل الصيف المقبل",
            "المسبح البلدي سيعيد فتح أبوابه في بداية شهر يونيو",
            "عدد الزوار ارتفع بنحو عشرة في المئة خلال هذا الموسم",
            "خط الترام الجديد سيصل إلى ثلاثة أحياء إضافية",
            "المكتبة العامة ستفتح أيام الأحد ابتداء من سبتمبر",
            "فيضانات الربيع كلفت المدينة عدة ملايين من الدولارات",
            "السوق المركزي سيجدد بالكامل خلال عامين",
        ),
        (
            "رغم أن المجلس البلدي لم يوافق بعد على الميزانية",
            "وفق بيان صدر صباح الاثنين",
            "وهو ما انتقدته المعارضة بشدة",
            "في وقت لا تزال فيه مالية المدينة صعبة",
            "ومن المقرر عقد اجتماع عام مساء الخميس",
        ),
        "، ",
        ".",
    ),
    "zh": (
        (
            "市交通运输局有关负责人",
            "区政府新闻发言人",
            "自来水公司的一位工程师",
            "老城区的不少居民",
            "市商务局副局长",
            "公交集团总经理",
            "省生态环境厅相关处室负责人",
            "车站附近一家面馆的老板",
            "市教育局工作人员",
            "当地一所大学的研究人员",
        ),
        "表示，",
        (
            "今年新开通的三条公交线路日均客流已超过两万人次",
            "老旧小区改造工程将在年底前全部完工",
            "水库蓄水量已降至近十年来的最低水平",
            "明年起全市中小学将统一推行课后服务",
            "跨江大桥的维修费用比原计划高出近一倍",
            "城区将新增五千个公共充电桩",
            "今年上半年全市外贸进出口总额同比增长百分之八",
            "沿河步道将于国庆节前向市民开放",
            "新建的污水处理厂投入使用后河道水质明显改善",
            "部分老街的商铺租金在两年内上涨了两成",
            "全市已有六成以上的社区建成了养老服务站",
            "春季汛期前将完成对所有堤防的隐患排查",
        ),
        (
            "但相关方案仍需报上级部门审批",
            "下一步还将广泛征求市民意见",
            "这也是近二十年来首次作出此类调整",
            "据统计部门本周一发布的数据显示",
            "预计相关工作将于明年春季全面铺开",
            "不少市民对此表示欢迎",
            "有关部门将加强全过程监管",
            "具体实施细则将另行公布",
        ),
        "，",
        "。",
    ),
}

LANGS = tuple(_BANKS)


class Prose:
    """Sentences and paragraphs for one case, never the same sentence twice in a case."""

    def __init__(self, seed: str, lang: str = "en") -> None:
        self.lang = lang
        self._rng = random.Random(f"extract-case:{seed}")
        subjects, _said, clauses, tails, _joiner, _end = _BANKS[lang]
        # Japanese sentences go without a tail (a tail would be a sentence of its own,
        # the same in many paragraphs).
        n_tails = 0 if lang == "ja" else len(tails)
        combos = [(s, c, t) for s in subjects for c in clauses for t in range(n_tails + 1)]
        self._rng.shuffle(combos)
        self._combos = combos
        self._used_clauses: set[str] = set()

    def sentence(self) -> str:
        """One sentence whose clause this case has not used yet, while clauses last."""
        _subjects, said, clauses, tails, joiner, end = _BANKS[self.lang]
        for i, (s, c, t) in enumerate(self._combos):
            if c in self._used_clauses and len(self._used_clauses) < len(clauses):
                continue
            del self._combos[i]
            self._used_clauses.add(c)
            tail = f"{joiner}{tails[t - 1]}" if t else ""
            if self.lang == "ja":
                return f"{s}{c}{end}"
            if self.lang == "ar":
                return f"{s} {said} {c}{tail}{end}"
            space = "" if self.lang == "zh" else " "
            return f"{s}{space}{said}{space}{c}{tail}{end}"
        raise ValueError("prose bank exhausted for this case")

    def paragraph(self, sentences: int | None = None) -> str:
        """A paragraph of 2-3 sentences (or as many as asked)."""
        count = sentences if sentences is not None else self._rng.choice((2, 2, 3))
        space = "" if self.lang in ("zh", "ja") else " "
        return space.join(self.sentence() for _ in range(count))

    def paragraphs(self, count: int, sentences: int | None = None) -> list[str]:
        """``count`` paragraphs."""
        return [self.paragraph(sentences) for _ in range(count)]
