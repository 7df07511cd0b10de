"""The month names of more of the world's news languages, as lines of twelve (session 21).

:mod:`newsfold.dates.months` holds the names of the languages read first, a word a line;
the languages added here (Greek's short forms, Swahili, Malay, Tagalog, Hausa, the Slavic
nominatives, the Baltic languages, Estonian, Finnish's nominatives, Icelandic, Azerbaijani,
Georgian, Armenian, Kazakh, Amharic, Catalan, Galician) are written a language a line,
which is how they are checked against a calendar, and read into its tables by
:func:`month_table`.
"""

from __future__ import annotations

__all__ = ["LANGUAGE_MONTH_TEXT", "WORLD_MONTHS", "month_table"]


#: A line of twelve names a language, January first, a name's other spellings after a
#: slash: the nominative beside the genitive dates are written with (``5 grudnia``,
#: ``grudzień 2026``), the short forms of a dateline (``04 Δεκ 2026``), and Serbian's,
#: Bulgarian's and Macedonian's Cyrillic. ``-`` leaves a month to
#: :data:`LANGUAGE_MONTH_TEXT` (Malay's ``mac`` is an English word). A word already in
#: ``months.MONTHS`` keeps its month there (``listopad``).
WORLD_MONTHS: dict[str, str] = {
    "el": "ιανουάριος φεβρουάριος μάρτιος απρίλιος μάιος ιούνιος ιούλιος αύγουστος "
    "σεπτέμβριος οκτώβριος νοέμβριος δεκέμβριος",
    "el-short": "ιαν φεβ/φεβρ μαρ απρ μαΐ/μάι/μαϊ ιουν ιουλ αυγ σεπ/σεπτ οκτ νοε/νοέ δεκ",
    "sw": "januari februari machi aprili mei juni julai agosti septemba oktoba novemba desemba",
    "ms": "januari februari - april mei jun julai ogos september oktober november disember",
    "tl": "enero pebrero marso abril mayo hunyo hulyo agosto setyembre oktubre nobyembre disyembre",
    "cs": "leden únor březen duben květen červen červenec srpen září říjen listopad prosinec",
    "sk": "januára februára marca apríla mája júna júla augusta septembra októbra novembra "
    "decembra",
    "sk-nominative": "január február marec apríl máj jún júl august september október "
    "november december",
    "sl": "januar februar marec april maj junij julij avgust september oktober november december",
    "hr": "siječanj veljača ožujak travanj svibanj lipanj srpanj kolovoz rujan listopad - prosinac",
    "sr": "januar februar mart april maj jun jul avgust septembar oktobar novembar decembar",
    "sr-genitive": "januara februara - aprila maja juna jula avgusta septembra oktobra "
    "novembra decembra",
    "sr-cyrillic": "јануар фебруар март април мај јун јул август септембар октобар новембар "
    "децембар",
    "sr-cyrillic-genitive": "јануара фебруара марта априла маја јуна јула августа септембра "
    "октобра новембра децембра",
    "bg": "януари февруари март април май юни юли август септември октомври ноември декември",
    "bg-short": "яну фев мар апр май юни юли авг сеп/септ окт ное дек",
    "mk": "јануари февруари март април мај јуни јули август септември октомври ноември декември",
    "uk": "січень лютий березень квітень травень червень липень серпень вересень жовтень "
    "листопад грудень",
    "lv": "janvāris februāris marts aprīlis maijs jūnijs jūlijs augusts septembris oktobris "
    "novembris decembris",
    "lv-genitive": "janvāra februāra - aprīļa maija jūnija jūlija augusta septembra "
    "oktobra novembra decembra",
    "lv-locative": "janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī "
    "oktobrī novembrī decembrī",
    "et": "jaanuar veebruar märts aprill mai juuni juuli august september "
    "oktoober november detsember",
    "fi": "tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu "
    "lokakuu marraskuu joulukuu",
    "is": "janúar febrúar mars apríl maí júní júlí ágúst/ágú september október nóvember/nóv "
    "desember",
    "az": "yanvar fevral mart aprel may iyun iyul avqust/avgust sentyabr/sentabr "
    "oktyabr/oktabr noyabr dekabr",
    "ka": "იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი "
    "ნოემბერი დეკემბერი",
    "ka-short": "იან თებ მარ აპრ მაი ივნ ივლ აგვ სექ ოქტ ნოე დეკ",
    "hy": "հունվար փետրվար մարտ ապրիլ մայիս հունիս հուլիս օգոստոս սեպտեմբեր հոկտեմբեր "
    "նոյեմբեր դեկտեմբեր",
    "hy-genitive": "հունվարի փետրվարի մարտի ապրիլի մայիսի հունիսի հուլիսի օգոստոսի "
    "սեպտեմբերի հոկտեմբերի նոյեմբերի դեկտեմբերի",
    "kk": "қаңтар ақпан наурыз сәуір мамыр маусым шілде тамыз қыркүйек қазан қараша желтоқсан",
    "am": "ጃንዩወሪ/ጃንዋሪ ፌብሩወሪ/ፌብሩዋሪ ማርች ኤፕሪል ሜይ ጁን ጁላይ ኦገስት ሴፕቴምበር ኦክቶበር ኖቬምበር ዲሴምበር",
    "ca": "gener febrer març abril maig juny juliol agost setembre octubre novembre desembre",
    "gl": "xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro",
}

#: Short month names that are words of other languages' running text (Malay ``mac`` and
#: ``dis``, Romanian ``noi``, "we", and ``ian``, Turkish ``ara``, "between", Norwegian and
#: Icelandic ``des``, Ukrainian and Polish stems, and all of Lithuanian's, which are nouns:
#: ``liepos``, "of the linden"): read as months only on a page in the language, as
#: Indonesian's ``des`` is.
LANGUAGE_MONTH_TEXT: dict[str, str] = {
    "ms": "jan feb mac apr mei jun jul ogo sep okt nov dis",
    "sw": "jan feb mac apr mei jun jul ago sep okt nov des",
    "tl": "ene peb mar abr may hun hul ago set okt nob dis",
    "ro": "ian feb mar apr mai iun iul aug sep oct noi dec",
    "tr": "oca şub mar nis may haz tem ağu eyl eki kas ara",
    "uk": "січ лют бер кві тра чер лип сер вер жов лис гру",
    "pl": "sty lut mar kwi maj cze lip sie wrz paź lis gru",
    "no": "jan feb mar apr mai jun jul aug sep okt nov des",
    "is": "jan feb mar apr maí jún júl ágú sep okt nóv des",
    "lt": "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio "
    "lapkričio gruodžio",
    # names and words of other languages' text: Hausa's ``yuni``, ``yuli`` and ``maris``
    # (given names), Finnish short forms (Malay ``elok``, "fine"), Estonian's ``jaan``,
    # the genitive ``marta`` (a name), Croatian ``studeni`` ("cold")
    "ha": "janairu fabrairu maris afrilu mayu yuni yuli agusta satumba oktoba nuwamba disamba",
    "fi": "tammik helmik maalisk huhtik toukok kesäk heinäk elok syysk lokak marrask jouluk",
    "et": "jaan veebr - - - - - - - - - dets",
    "sr": "- - marta - - - - - - - - -",
    "lv": "- - marta - - - - - - - - -",
    "hr": "- - - - - - - - - - studeni -",
    "lt-nominative": "sausis vasaris kovas balandis gegužė birželis liepa rugpjūtis rugsėjis "
    "spalis lapkritis gruodis",
}


def month_table(lines: dict[str, str]) -> dict[str, dict[str, int]]:
    """Each line's names to their months, by the line's language (its code before a dash)."""
    out: dict[str, dict[str, int]] = {}
    for key, line in lines.items():
        months = line.split()
        if len(months) != 12:
            raise ValueError(f"{key}: twelve months, not {len(months)}")
        names = out.setdefault(key.split("-")[0], {})
        for number, spellings in enumerate(months, 1):
            for name in spellings.split("/"):
                if name != "-":  # a month this line leaves to another table
                    names[name] = number
    return out
