"""Hand-written extraction cases, batch K (session 21, HELD OUT), other languages, part
two: South Asia, the Philippines and the Caucasus.

The seam with ``extract_cases_k_intl`` (which says the protocol and the judgment calls,
these pages' included): the pages there are European (sk, sl, hr, sr, bg, lt, lv, et);
the pages here are an Urdu daily (RTL) with "یہ بھی پڑھیں" and a WhatsApp prompt, a
Marathi JNews WordPress page with "हेही वाचा" and "जाहिरात", a Telugu daily with "ఇవి కూడా
చదవండి" and an app strip, a Filipino network's page with "BASAHIN" and its initials
sign-off, a Georgian agency with "ასევე წაიკითხეთ", an Armenian agency with "Կարդացեք
նաև" and its source line and an Azerbaijani agency with "Oxşar xəbərlər" and its © APA
line.
"""

from __future__ import annotations

from collections.abc import Callable

from extract_case_parts import Case
from extract_case_whole import whole

__all__ = ["BATCH_K_ASIA"]

_K = "k"
BATCH_K_ASIA: list[Callable[[], Case]] = []


def _case(fn: Callable[[], Case]) -> Callable[[], Case]:
    BATCH_K_ASIA.append(fn)
    return fn


@_case
def ur_ye_bhi_parhein_whatsapp() -> Case:
    doc = """<!DOCTYPE html>
<html lang="ur" dir="rtl">
<head>
<meta charset="utf-8">
<title>لاہور میں نئی الیکٹرک بسیں چلانے کا اعلان - روزنامہ صدائے وطن</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/nastaleeq.css">
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
</head>
<body class="rtl">
<header class="header"><a class="logo" href="/">صدائے وطن</a><nav><a href="/pakistan">پاکستان</a><a href="/lahore">لاہور</a><a href="/world">دنیا</a><a href="/business">کاروبار</a><a href="/sports">کھیل</a></nav></header>
<main>
<article class="news-detail">
<h1>لاہور میں نئی الیکٹرک بسیں چلانے کا اعلان</h1>
<div class="news-meta">ویب ڈیسک | 15 جولائی 2024</div>
<div class="detail-body">
<p>⟦لاہور (نمائندہ خصوصی) پنجاب حکومت نے لاہور میں پچاس نئی الیکٹرک بسیں چلانے کا اعلان کیا ہے جو اگلے ماہ سے شہر کے چار روٹس پر سفر کریں گی۔⟧</p>
<p>⟦صوبائی وزیر ٹرانسپورٹ نے پریس کانفرنس میں بتایا کہ بسوں میں ایئر کنڈیشنر، خواتین کے لیے علیحدہ نشستیں اور معذور افراد کے لیے ریمپ موجود ہوں گے، جبکہ کرایہ بیس روپے مقرر کیا گیا ہے۔⟧</p>
<p class="also"><strong>⟪یہ بھی پڑھیں:⟫</strong> <a href="/lahore/orange-line">⟪اورنج لائن ٹرین کے اوقات کار میں تبدیلی⟫</a></p>
<p>⟦انہوں نے کہا کہ بسوں کو چارج کرنے کے لیے شاہدرہ اور ٹھوکر نیاز بیگ میں دو ڈپو بنائے گئے ہیں جہاں شمسی توانائی کے پینل بھی نصب کیے گئے ہیں۔⟧</p>
<div class="ad-box"><span>⟪اشتہار⟫</span><ins class="adsbygoogle"></ins></div>
<p>⟦شہریوں نے اس اعلان کا خیرمقدم کیا ہے تاہم ان کا کہنا ہے کہ پرانی بسوں کی حالت بہتر بنانا بھی ضروری ہے۔⟧</p>
</div>
<div class="whatsapp-cta"><a href="https://whatsapp.com/channel/x">⟪تازہ ترین خبروں کے لیے ہمارا واٹس ایپ چینل فالو کریں⟫</a></div>
</article>
<aside><h3>مزید خبریں</h3><ul><li><a href="/pakistan/budget">⟪وفاقی بجٹ پر قومی اسمبلی میں بحث جاری⟫</a></li><li><a href="/sports/cricket">⟪قومی کرکٹ ٹیم کا دورہ انگلینڈ کا شیڈول جاری⟫</a></li></ul></aside>
</main>
<footer><p>⟪جملہ حقوق محفوظ ہیں۔ اس ویب سائٹ کے مواد کو بغیر اجازت شائع کرنا منع ہے۔⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-ur-ye-bhi-whatsapp",
        _K,
        "ur-ye-bhi-parhein-whatsapp",
        "ur",
        "https://sadaewatan.example/lahore/electric-buses-announced",
        doc,
    )


@_case
def mr_hehi_vacha_jahirat() -> Case:
    doc = """<!DOCTYPE html>
<html lang="mr">
<head>
<meta charset="UTF-8">
<title>पुण्यात मेट्रोचा नवा मार्ग ऑगस्टपासून सुरू होणार | महाराष्ट्र वार्ता</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/wp-content/themes/jnews/assets/css/main.css">
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js"></script>
</head>
<body class="single single-post jeg_single_tpl_1">
<div class="jeg_topbar"><span>⟪महाराष्ट्र वार्ता अ‍ॅप डाउनलोड करा आणि ताज्या बातम्या मिळवा⟫</span></div>
<header class="jeg_header"><a class="jeg_logo" href="/">महाराष्ट्र वार्ता</a><ul class="jeg_menu"><li><a href="/maharashtra/">महाराष्ट्र</a></li><li><a href="/pune/">पुणे</a></li><li><a href="/mumbai/">मुंबई</a></li><li><a href="/krida/">क्रीडा</a></li></ul></header>
<div class="jeg_main"><div class="jeg_inner_content">
<h1 class="jeg_post_title">पुण्यात मेट्रोचा नवा मार्ग ऑगस्टपासून सुरू होणार</h1>
<div class="jeg_meta_container"><span class="jeg_meta_author">लोकेश पाटील</span> <span class="jeg_meta_date">जुलै 22, 2024</span></div>
<div class="jeg_featured"><img src="/uploads/2024/07/metro.jpg" alt=""><p class="wp-caption-text">छायाचित्र: संग्रहित</p></div>
<div class="content-inner">
<p>⟦पुणे : शहरातील मेट्रोचा सिव्हिल कोर्ट ते स्वारगेट हा भुयारी मार्ग ऑगस्टच्या दुसऱ्या आठवड्यात प्रवाशांसाठी खुला होण्याची शक्यता आहे, अशी माहिती महामेट्रोच्या अधिकाऱ्यांनी दिली.⟧</p>
<p>⟦या मार्गाची लांबी सुमारे साडेतीन किलोमीटर असून त्यावर बुधवार पेठ, मंडई आणि स्वारगेट अशी तीन स्थानके आहेत. सुरक्षा आयुक्तांची तपासणी पुढील आठवड्यात होणार आहे.⟧</p>
<p><strong>⟪हेही वाचा :⟫</strong> <a href="/pune/pmpml-bus/">⟪पीएमपीच्या ताफ्यात शंभर नव्या ई-बस दाखल⟫</a></p>
<p>⟦हा मार्ग सुरू झाल्यानंतर पिंपरीहून स्वारगेटपर्यंत थेट प्रवास करता येईल. त्यामुळे शहराच्या मध्यवर्ती भागातील वाहतूक कोंडी कमी होईल, असा विश्वास अधिकाऱ्यांनी व्यक्त केला.⟧</p>
<div class="jeg_ad jeg_ad_article"><span class="ads-text">⟪जाहिरात⟫</span></div>
<p>⟦मंडई स्थानकाजवळ ऐतिहासिक इमारती असल्याने तेथे खोदकाम करताना विशेष काळजी घेण्यात आली, असेही महामेट्रोने स्पष्ट केले.⟧</p>
</div>
<div class="jeg_share_button">⟪फेसबुकवर शेअर करा⟫</div>
</div>
<div class="jeg_postblock_related"><h3>संबंधित बातम्या</h3><a href="/pune/ring-road/">⟪पुणे रिंग रोडच्या भूसंपादनाला वेग⟫</a></div>
</div>
<footer class="jeg_footer"><p>⟪© 2024 महाराष्ट्र वार्ता. सर्व हक्क राखीव.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-mr-hehi-vacha",
        _K,
        "mr-hehi-vacha-jahirat",
        "mr",
        "https://maharashtravarta.example/pune/metro-swargate-august/",
        doc,
    )


@_case
def te_ivi_kuda_app() -> Case:
    doc = """<!DOCTYPE html>
<html lang="te">
<head>
<meta charset="utf-8">
<title>విశాఖలో కొత్త ఫ్లై ఓవర్ పనులు ప్రారంభం | తెలుగు వెలుగు</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/css/tv-main.css">
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body>
<div class="app-strip"><a href="/app">⟪తెలుగు వెలుగు యాప్ డౌన్‌లోడ్ చేసుకోండి, తాజా వార్తలు ముందుగా పొందండి⟫</a></div>
<header><a class="logo" href="/">తెలుగు వెలుగు</a><nav><a href="/andhra-pradesh">ఆంధ్రప్రదేశ్</a><a href="/telangana">తెలంగాణ</a><a href="/national">జాతీయం</a><a href="/sports">క్రీడలు</a><a href="/cinema">సినిమా</a></nav></header>
<main>
<article class="story">
<h1>విశాఖలో కొత్త ఫ్లై ఓవర్ పనులు ప్రారంభం</h1>
<div class="story-meta">విశాఖపట్నం | ప్రచురణ: 05 ఆగస్టు 2024</div>
<div class="story-body">
<p>⟦విశాఖపట్నం: నగరంలోని మద్దిలపాలెం కూడలి వద్ద కొత్త ఫ్లై ఓవర్ నిర్మాణ పనులు సోమవారం ప్రారంభమయ్యాయి. సుమారు 120 కోట్ల రూపాయల వ్యయంతో ఈ పనులు చేపట్టారు.⟧</p>
<p>⟦ఫ్లై ఓవర్ పొడవు ఒకటిన్నర కిలోమీటర్లు ఉంటుందని, రెండేళ్లలో పనులు పూర్తి చేస్తామని మహా నగర పాలక సంస్థ అధికారులు తెలిపారు.⟧</p>
<p class="also-read"><b>⟪ఇవి కూడా చదవండి:⟫</b> <a href="/andhra-pradesh/vizag-beach-road">⟪బీచ్ రోడ్డులో కొత్త సైకిల్ ట్రాక్⟫</a></p>
<p>⟦పనులు జరిగే సమయంలో ఆర్టీసీ బస్సులను ప్రత్యామ్నాయ మార్గాల్లో మళ్లిస్తామని, వాహనదారులు సహకరించాలని ట్రాఫిక్ పోలీసులు కోరారు.⟧</p>
<div class="ad-unit"><span>⟪ప్రకటన⟫</span></div>
<p>⟦ఈ కూడలి వద్ద రద్దీ సమయాల్లో వాహనాలు అరగంటకు పైగా నిలిచిపోతున్నాయని స్థానికులు చాలా కాలంగా ఫిర్యాదు చేస్తున్నారు.⟧</p>
</div>
<div class="follow">⟪మమ్మల్ని ఫేస్‌బుక్, ఎక్స్‌లో ఫాలో అవ్వండి⟫</div>
</article>
<aside><h3>తాజా వార్తలు</h3><ul><li><a href="/telangana/metro">⟪హైదరాబాద్ మెట్రో రెండో దశకు ఆమోదం⟫</a></li></ul></aside>
</main>
<footer><p>⟪కాపీరైట్ © 2024 తెలుగు వెలుగు. అన్ని హక్కులు ప్రత్యేకించబడినవి.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-te-ivi-kuda-app",
        _K,
        "te-ivi-kuda-app",
        "te",
        "https://teluguvelugu.example/andhra-pradesh/vizag-flyover-works",
        doc,
    )


@_case
def tl_basahin_signoff() -> Case:
    doc = """<!DOCTYPE html>
<html lang="tl">
<head>
<meta charset="utf-8">
<title>Bagong tulay sa Marikina, bubuksan na sa Disyembre | Balitang Bayan Online</title>
<meta property="og:site_name" content="Balitang Bayan Online">
<link rel="stylesheet" href="/dist/css/bbo.css">
<script>window._taboola=window._taboola||[];</script>
</head>
<body>
<header class="bbo-header"><a class="bbo-logo" href="/">Balitang Bayan</a><nav><a href="/news">Balita</a><a href="/metro">Metro</a><a href="/probinsya">Probinsya</a><a href="/showbiz">Showbiz</a><a href="/sports">Sports</a></nav></header>
<main>
<article class="story">
<div class="story-head"><h1>Bagong tulay sa Marikina, bubuksan na sa Disyembre</h1><div class="byline">Ni Jomar Dela Cruz, Balitang Bayan News | Published Oktubre 8, 2024 3:45pm</div></div>
<div class="story-body">
<p>⟦Bubuksan na sa Disyembre ang bagong tulay na mag-uugnay sa Marikina at Pasig, ayon sa Department of Public Works and Highways nitong Martes.⟧</p>
<p>⟦Ayon sa DPWH, 92 porsiyento na ang natapos sa proyekto at ang natitira ay ang paglalagay ng aspalto at mga ilaw. Inaasahang mababawasan nito ang trapiko sa Marcos Highway tuwing rush hour.⟧</p>
<p><strong>⟪BASAHIN:⟫</strong> <a href="/metro/baha-marikina">⟪Mga residente sa tabi ng ilog, inilikas dahil sa pagtaas ng tubig⟫</a></p>
<p>⟦Sinabi ng alkalde ng Marikina na matagal nang hinihintay ng mga residente ang tulay, lalo na ng mga estudyante at manggagawang bumibiyahe papuntang Ortigas araw-araw.⟧</p>
<div class="ad"><span>⟪ADVERTISEMENT⟫</span></div>
<p>⟦Magkakaroon din ng hiwalay na daanan para sa mga bisikleta at pedestrian sa magkabilang gilid ng tulay.⟧</p>
<p class="signoff">⟪—JDC, Balitang Bayan News⟫</p>
</div>
<div class="follow">⟪Sundan kami sa Facebook at TikTok para sa pinakabagong balita.⟫</div>
</article>
<section class="more"><h3>Iba pang balita</h3><ul><li><a href="/probinsya/bagyo">⟪Signal No. 2, itinaas sa ilang lalawigan⟫</a></li><li><a href="/sports/pba">⟪Ginebra, wagi sa overtime⟫</a></li></ul></section>
</main>
<footer><p>⟪Copyright © 2024 Balitang Bayan Online. All rights reserved.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-tl-basahin-signoff",
        _K,
        "tl-basahin-signoff",
        "tl",
        "https://balitangbayan.example/metro/tulay-marikina-disyembre",
        doc,
    )


@_case
def ka_aseve_tsaikitkhet() -> Case:
    doc = """<!DOCTYPE html>
<html lang="ka">
<head>
<meta charset="utf-8">
<title>ბათუმში ახალი საბაგირო გზა აშენდება - საინფორმაციო სააგენტო „აჭარა ნიუსი“</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/css/app.css">
<script src="/js/app.js" defer></script>
</head>
<body>
<header class="header"><a href="/" class="logo">აჭარა ნიუსი</a><nav><a href="/politika">პოლიტიკა</a><a href="/ekonomika">ეკონომიკა</a><a href="/sazogadoeba">საზოგადოება</a><a href="/sporti">სპორტი</a></nav></header>
<main>
<article class="news">
<h1>ბათუმში ახალი საბაგირო გზა აშენდება</h1>
<div class="news-date">12 სექტემბერი 2024, 13:20</div>
<figure><img src="/photos/cable.jpg" alt=""><figcaption>ფოტო: ბათუმის მერია</figcaption></figure>
<div class="news-text">
<p>⟦ბათუმის მერიამ ახალი საბაგირო გზის მშენებლობის ტენდერი გამოაცხადა. საბაგირო ბულვარს ბოტანიკურ ბაღთან დააკავშირებს და მისი სიგრძე ოთხ კილომეტრს გადააჭარბებს.⟧</p>
<p>⟦მერიის ინფორმაციით, საბაგიროზე ექვსი სადგური იქნება, ხოლო ერთი მიმართულებით მგზავრობა დაახლოებით თხუთმეტ წუთს გასტანს.⟧</p>
<p class="also"><b>⟪ასევე წაიკითხეთ:⟫</b> <a href="/sazogadoeba/avtobusebi">⟪ბათუმში ელექტრო ავტობუსების რაოდენობა გაიზრდება⟫</a></p>
<p>⟦პროექტის ღირებულება 60 მილიონ ლარამდეა. მშენებლობა მომავალი წლის გაზაფხულზე დაიწყება და ორ წელიწადს გაგრძელდება.⟧</p>
<div class="banner"><span>⟪რეკლამა⟫</span></div>
<p>⟦ადგილობრივი მცხოვრებლები იმედოვნებენ, რომ საბაგირო ზაფხულში მწვანე კონცხის გზაზე საცობებს შეამცირებს.⟧</p>
</div>
<div class="share">⟪გააზიარეთ ფეისბუქზე⟫</div>
</article>
<aside><h3>ბოლო ამბები</h3><ul><li><a href="/ekonomika/porti">⟪ბათუმის პორტში ტვირთბრუნვა გაიზარდა⟫</a></li></ul></aside>
</main>
<footer><p>⟪ყველა უფლება დაცულია. მასალის გამოყენება მხოლოდ წყაროს მითითებით.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-ka-aseve-tsaikitkhet",
        _K,
        "ka-aseve-tsaikitkhet",
        "ka",
        "https://adjaranews.example/sazogadoeba/batumi-sabagiro",
        doc,
    )


@_case
def hy_kardacek_nayev() -> Case:
    doc = """<!DOCTYPE html>
<html lang="hy">
<head>
<meta charset="utf-8">
<title>Երևանում կվերանորոգվի Հաղթանակ կամուրջը | Լուրեր Հայաստանից</title>
<meta property="og:type" content="article">
<link rel="stylesheet" href="/assets/css/style.min.css">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HY01"></script>
</head>
<body>
<header class="header"><a class="logo" href="/">Լուրեր Հայաստանից</a><nav><a href="/politics">Քաղաքականություն</a><a href="/economy">Տնտեսություն</a><a href="/society">Հասարակություն</a><a href="/sport">Սպորտ</a></nav></header>
<main>
<article class="article">
<h1>Երևանում կվերանորոգվի Հաղթանակ կամուրջը</h1>
<div class="article-date">Երևան, 3 հոկտեմբերի 2024, 11:40</div>
<figure><img src="/img/bridge.jpg" alt=""><figcaption>Լուսանկարը՝ Երևանի քաղաքապետարանի</figcaption></figure>
<div class="article-content">
<p>⟦Երևանի քաղաքապետարանը հայտարարել է Հաղթանակ կամրջի հիմնանորոգման մրցույթ։ Աշխատանքները նախատեսվում է սկսել հաջորդ տարվա մարտին։⟧</p>
<p>⟦Կամուրջը կառուցվել է 1945 թվականին և վերջին անգամ նորոգվել է ավելի քան երեսուն տարի առաջ։ Նախագծով կփոխարինվեն հենարանները, մայթերը և լուսավորությունը։⟧</p>
<p class="read-also"><strong>⟪Կարդացեք նաև՝⟫</strong> <a href="/society/metro">⟪Մետրոյի նոր կայանի շինարարությունը կսկսվի 2025-ին⟫</a></p>
<p>⟦Աշխատանքների ընթացքում կամրջով երթևեկությունը կսահմանափակվի, իսկ հասարակական տրանսպորտի երթուղիները ժամանակավորապես կփոխվեն։⟧</p>
<div class="adv"><span>⟪Գովազդ⟫</span></div>
<p>⟦Քաղաքապետարանի տվյալներով՝ նախագծի արժեքը կազմում է մոտ 4 միլիարդ դրամ։⟧</p>
<p class="source">⟪Աղբյուրը՝ «Արմենպրես»⟫</p>
</div>
<div class="telegram">⟪Հետևեք մեզ Telegram-ում⟫</div>
</article>
<aside><h3>Ամենաընթերցված</h3><ol><li><a href="/economy/budget">⟪Կառավարությունը հաստատել է բյուջեի նախագիծը⟫</a></li></ol></aside>
</main>
<footer><p>⟪Բոլոր իրավունքները պաշտպանված են։ Նյութերի արտատպումն առանց թույլտվության արգելվում է։⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-hy-kardacek-nayev",
        _K,
        "hy-kardacek-nayev",
        "hy",
        "https://lurerhayastanic.example/society/haghtanak-bridge",
        doc,
    )


@_case
def az_oxsar_xeberler_apa() -> Case:
    doc = """<!DOCTYPE html>
<html lang="az">
<head>
<meta charset="utf-8">
<title>Gəncədə yeni park salınacaq - Xəbər Mərkəzi</title>
<meta name="description" content="Gəncədə Kəpəz rayonunda yeni park salınacaq.">
<link rel="stylesheet" href="/css/main.css?v=14">
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>
</head>
<body>
<header><a class="logo" href="/">Xəbər Mərkəzi</a><nav><a href="/siyaset">Siyasət</a><a href="/iqtisadiyyat">İqtisadiyyat</a><a href="/cemiyyet">Cəmiyyət</a><a href="/idman">İdman</a></nav></header>
<main>
<article class="news-inner">
<h1>Gəncədə yeni park salınacaq</h1>
<div class="date">19 noyabr 2024 09:55</div>
<div class="news-text">
<p>⟦Gəncə şəhər İcra Hakimiyyəti Kəpəz rayonunda on hektar ərazidə yeni park salınacağını açıqlayıb. Parkda gəzinti yolları, uşaq meydançaları və kiçik göl olacaq.⟧</p>
<p>⟦Layihəyə əsasən, parkda üç mindən çox ağac əkiləcək və suvarma üçün yağış suyunu toplayan sistem qurulacaq.⟧</p>
<p>⟦İşlərin gələn ilin payızında başa çatdırılması planlaşdırılır. Ərazidə yaşayan sakinlər uzun müddətdir yaxınlıqda yaşıllıq zonası yaradılmasını xahiş edirdilər.⟧</p>
<div class="reklam"><span>⟪Reklam⟫</span><ins class="adsbygoogle"></ins></div>
<p>⟦Park salınarkən ərazidəki köhnə çinar ağaclarının qorunacağı bildirilib.⟧</p>
<p class="copy">⟪© APA. Materiallardan istifadə edərkən istinad mütləqdir.⟫</p>
</div>
<div class="oxsar"><h3>⟪Oxşar xəbərlər⟫</h3><ul><li><a href="/cemiyyet/bulvar">⟪Bakı bulvarında yeni velosiped yolu açılıb⟫</a></li><li><a href="/cemiyyet/metro">⟪Metroda yeni qatarlar istifadəyə verilib⟫</a></li></ul></div>
</article>
</main>
<footer><p>⟪Bütün hüquqlar qorunur. Saytın materiallarından icazəsiz istifadə qadağandır.⟫</p></footer>
</body>
</html>
"""
    return whole(
        "k-az-oxsar-apa",
        _K,
        "az-oxsar-xeberler-apa",
        "az",
        "https://xebermerkezi.example/cemiyyet/gence-yeni-park",
        doc,
    )
