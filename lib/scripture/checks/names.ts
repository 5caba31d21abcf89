import { englishName } from "../book-names";
import { BOOKS, type BookId } from "../books";

// The checker's own list of the names a reader takes for a book, independent of the parser (whose abbreviations
// include common words such as "Os", "Le", "At" or "Son"): the English display names for every book, and by hand
// the names the other languages' lessons use; a name missing here fails the seed test, and is added here once a
// person has read it as that book.
const ENGLISH = BOOKS.map(englishName);

const OTHER: Record<string, Partial<Record<BookId, string[]>>> = {
  en: { Ps: ["Psalms"], Song: ["Song", "Song of Solomon"] },
  de: { Gen: ["Genesis"], Exod: ["Exodus"], Num: ["Numeri"], Ps: ["Psalm", "Psalmen"], Prov: ["Sprichwörter"], Isa: ["Jesaja"], Amos: ["Amos"], Zech: ["Sacharja"], Mark: ["Markus"], John: ["Johannes"], Rom: ["Römer"], Matt: ["Matthäus"], Luke: ["Lukas"], Acts: ["Apostelgeschichte"], Lev: ["Levitikus"], Deut: ["Deuteronomium"], Josh: ["Josua"], Ruth: ["Rut"], Job: ["Hiob"], Jer: ["Jeremia"], Mic: ["Micha"], Hab: ["Habakuk"], Mal: ["Maleachi"], Gal: ["Galater"], Eph: ["Epheser"], Phil: ["Philipper"], Col: ["Kolosser"], Heb: ["Hebräer"], Jas: ["Jakobus"], Rev: ["Offenbarung"], "1Cor": ["1 Korinther"], "2Tim": ["2 Timotheus"], "1Pet": ["1 Petrus"], "2Pet": ["2 Petrus"] },
  es: { Gen: ["Génesis"], Exod: ["Éxodo"], Lev: ["Levítico"], Num: ["Números"], Deut: ["Deuteronomio"], Josh: ["Josué"], Judg: ["Jueces"], Ruth: ["Rut"], "1Sam": ["1 Samuel"], "2Sam": ["2 Samuel"], "1Kgs": ["1 Reyes"], "2Kgs": ["2 Reyes"], "1Chr": ["1 Crónicas"], "2Chr": ["2 Crónicas"], Ezra: ["Esdras"], Neh: ["Nehemías"], Esth: ["Ester"], Job: ["Job"], Ps: ["Salmo", "Salmos"], Prov: ["Proverbios"], Eccl: ["Eclesiastés"], Song: ["Cantares", "Cantar de los Cantares"], Isa: ["Isaías"], Jer: ["Jeremías"], Lam: ["Lamentaciones"], Ezek: ["Ezequiel"], Dan: ["Daniel"], Hos: ["Oseas"], Joel: ["Joel"], Amos: ["Amós"], Obad: ["Abdías"], Jonah: ["Jonás"], Mic: ["Miqueas"], Nah: ["Nahúm"], Hab: ["Habacuc"], Zeph: ["Sofonías"], Hag: ["Hageo"], Zech: ["Zacarías"], Mal: ["Malaquías"], Matt: ["Mateo"], Mark: ["Marcos"], Luke: ["Lucas"], John: ["Juan"], Acts: ["Hechos"], Rom: ["Romanos"], "1Cor": ["1 Corintios"], "2Cor": ["2 Corintios"], Gal: ["Gálatas"], Eph: ["Efesios"], Phil: ["Filipenses"], Col: ["Colosenses"], "1Thess": ["1 Tesalonicenses"], "2Thess": ["2 Tesalonicenses"], "1Tim": ["1 Timoteo"], "2Tim": ["2 Timoteo"], Titus: ["Tito"], Phlm: ["Filemón"], Heb: ["Hebreos"], Jas: ["Santiago"], "1Pet": ["1 Pedro"], "2Pet": ["2 Pedro"], "1John": ["1 Juan"], "2John": ["2 Juan"], "3John": ["3 Juan"], Jude: ["Judas"], Rev: ["Apocalipsis"] },
  fr: { Gen: ["Genèse"], Exod: ["Exode"], Lev: ["Lévitique"], Num: ["Nombres"], Deut: ["Deutéronome"], Josh: ["Josué"], Judg: ["Juges"], Ruth: ["Ruth"], "1Sam": ["1 Samuel"], "2Sam": ["2 Samuel"], "1Kgs": ["1 Rois"], "2Kgs": ["2 Rois"], "1Chr": ["1 Chroniques"], "2Chr": ["2 Chroniques"], Neh: ["Néhémie"], Job: ["Job"], Ps: ["Psaume", "Psaumes"], Prov: ["Proverbes"], Eccl: ["Ecclésiaste"], Isa: ["Ésaïe"], Jer: ["Jérémie"], Lam: ["Lamentations"], Ezek: ["Ézéchiel"], Dan: ["Daniel"], Hos: ["Osée"], Joel: ["Joël"], Amos: ["Amos"], Jonah: ["Jonas"], Mic: ["Michée"], Hab: ["Habacuc"], Zech: ["Zacharie"], Mal: ["Malachie"], Matt: ["Matthieu"], Mark: ["Marc"], Luke: ["Luc"], John: ["Jean"], Acts: ["Actes"], Rom: ["Romains"], "1Cor": ["1 Corinthiens"], "2Cor": ["2 Corinthiens"], Gal: ["Galates"], Eph: ["Éphésiens"], Phil: ["Philippiens"], Col: ["Colossiens"], "1Thess": ["1 Thessaloniciens"], "2Tim": ["2 Timothée"], Phlm: ["Philémon"], Heb: ["Hébreux"], Jas: ["Jacques"], "1Pet": ["1 Pierre"], "2Pet": ["2 Pierre"], "1John": ["1 Jean"], Rev: ["Apocalypse"] },
  ar: {
    Gen: ["التكوين"], Exod: ["الخروج"], Lev: ["اللاويين"], Num: ["العدد"], Deut: ["التثنية"], Josh: ["يشوع"], Judg: ["القضاة"], Ruth: ["راعوث"],
    "1Sam": ["صموئيل الأول"], "2Sam": ["صموئيل الثاني"], Job: ["أيوب"], Ps: ["المزامير", "المزمور", "مزمور"], Prov: ["الأمثال"],
    Isa: ["إشعياء", "سفر إشعياء"], Jer: ["إرميا"], Ezek: ["حزقيال"], Dan: ["دانيال"], Hos: ["هوشع"], Joel: ["يوئيل"], Amos: ["عاموس"],
    Mic: ["ميخا"], Hab: ["حبقوق"], Zech: ["زكريا"], Mal: ["ملاخي"], Matt: ["متى"], Mark: ["مرقس"], Luke: ["لوقا"], John: ["يوحنا"],
    Acts: ["أعمال الرسل"], Rom: ["الرسالة إلى أهل رومية"], "1Cor": ["كورنثوس الأولى"], Gal: ["رسالة غلاطية"], Eph: ["رسالة أفسس"],
    Phil: ["رسالة فيلبي"], Col: ["رسالة كولوسي"], "2Tim": ["تيموثاوس الثانية"], Phlm: ["فليمون"], Heb: ["العبرانيين"], Jas: ["يعقوب"],
    "1Pet": ["بطرس الأولى"], "2Pet": ["بطرس الثانية"], Rev: ["رؤيا يوحنا"],
  },
  hi: { Gen: ["उत्पत्ति"], Exod: ["निर्गमन"], Num: ["गिनती"], Ps: ["भजन संहिता"], Prov: ["नीतिवचन"], Isa: ["यशायाह"], Amos: ["आमोस"], Zech: ["जकर्याह"], Mark: ["मरकुस"], John: ["यूहन्ना"] },
  it: { Gen: ["Genesi"], Exod: ["Esodo"], Num: ["Numeri"], Ps: ["Salmo", "Salmi"], Prov: ["Proverbi"], Isa: ["Isaia"], Amos: ["Amos"], Zech: ["Zaccaria"], Mark: ["Marco"], John: ["Giovanni"] },
  ja: { Gen: ["創世記"], Exod: ["出エジプト記"], Num: ["民数記"], Ps: ["詩篇"], Prov: ["箴言"], Isa: ["イザヤ書"], Amos: ["アモス書"], Zech: ["ゼカリヤ書"], Mark: ["マルコの福音書"], John: ["ヨハネの福音書"] },
  ko: { Gen: ["창세기"], Exod: ["출애굽기"], Num: ["민수기"], Ps: ["시편"], Prov: ["잠언"], Isa: ["이사야"], Amos: ["아모스"], Zech: ["스가랴"], Mark: ["마가복음"], John: ["요한복음"] },
  pt: { Gen: ["Gênesis"], Exod: ["Êxodo"], Num: ["Números"], Ps: ["Salmo", "Salmos"], Prov: ["Provérbios"], Isa: ["Isaías"], Amos: ["Amós"], Zech: ["Zacarias"], Mark: ["Marcos"], John: ["João"], Rom: ["Romanos"], Acts: ["Atos"], Lev: ["Levítico"], Hab: ["Habacuque"], Phil: ["Filipenses"], Mal: ["Malaquias"], Jer: ["Jeremias"], Joel: ["Joel"], Josh: ["Josué"], Heb: ["Hebreus"], Gal: ["Gálatas"], Jas: ["Tiago"], Ruth: ["Rute"], Matt: ["Mateus"], "1Cor": ["1 Coríntios"], Rev: ["Apocalipse"], Luke: ["Lucas"], "1Pet": ["1 Pedro"], Deut: ["Deuteronômio"], Judg: ["Juízes"], Ezek: ["Ezequiel"], Mic: ["Miqueias"], Hos: ["Oseias"], Dan: ["Daniel"], Col: ["Colossenses"], Phlm: ["Filemom"], "2Tim": ["2 Timóteo"], Job: ["Jó"], "1Sam": ["1 Samuel"], "2Sam": ["2 Samuel"], Eph: ["Efésios"], "2Pet": ["2 Pedro"] },
  ru: { Gen: ["Бытие"], Exod: ["Исход"], Num: ["Числа"], Ps: ["Псалом", "Псалтирь"], Prov: ["Притчи"], Isa: ["Исаия", "Исаии"], Amos: ["Амос"], Zech: ["Захария", "Захарии"], Mark: ["Марка"], John: ["Иоанна"] },
  zh: { Gen: ["创世记"], Exod: ["出埃及记"], Lev: ["利未记"], Num: ["民数记"], Deut: ["申命记"], Josh: ["约书亚记"], Judg: ["士师记"], Ruth: ["路得记"], "1Sam": ["撒母耳记上"], "2Sam": ["撒母耳记下"], "1Kgs": ["列王纪上"], "2Kgs": ["列王纪下"], "1Chr": ["历代志上"], "2Chr": ["历代志下"], Ezra: ["以斯拉记"], Neh: ["尼希米记"], Esth: ["以斯帖记"], Job: ["约伯记"], Ps: ["诗篇"], Prov: ["箴言"], Eccl: ["传道书"], Song: ["雅歌"], Isa: ["以赛亚书"], Jer: ["耶利米书"], Lam: ["耶利米哀歌"], Ezek: ["以西结书"], Dan: ["但以理书"], Hos: ["何西阿书"], Joel: ["约珥书"], Amos: ["阿摩司书"], Obad: ["俄巴底亚书"], Jonah: ["约拿书"], Mic: ["弥迦书"], Nah: ["那鸿书"], Hab: ["哈巴谷书"], Zeph: ["西番雅书"], Hag: ["哈该书"], Zech: ["撒迦利亚书"], Mal: ["玛拉基书"], Matt: ["马太福音"], Mark: ["马可福音"], Luke: ["路加福音"], John: ["约翰福音"], Acts: ["使徒行传"], Rom: ["罗马书"], "1Cor": ["哥林多前书"], "2Cor": ["哥林多后书"], Gal: ["加拉太书"], Eph: ["以弗所书"], Phil: ["腓立比书"], Col: ["歌罗西书"], "1Thess": ["帖撒罗尼迦前书"], "2Thess": ["帖撒罗尼迦后书"], "1Tim": ["提摩太前书"], "2Tim": ["提摩太后书"], Titus: ["提多书"], Phlm: ["腓利门书"], Heb: ["希伯来书"], Jas: ["雅各书"], "1Pet": ["彼得前书"], "2Pet": ["彼得后书"], "1John": ["约翰一书"], "2John": ["约翰二书"], "3John": ["约翰三书"], Jude: ["犹大书"], Rev: ["启示录"] },
};

const byLanguage = new Map<string, Map<string, BookId>>();
for (const [language, books] of Object.entries(OTHER)) {
  const names = new Map<string, BookId>(language === "en" ? ENGLISH.map((name, i) => [name, BOOKS[i]!]) : []);
  for (const [book, list] of Object.entries(books)) for (const name of list!) names.set(name, book as BookId);
  byLanguage.set(language, names);
}

/** The book `name` stands for in a text of `language` (its own names, then English ones), or undefined. */
export function bookNamed(name: string, language: string): BookId | undefined {
  return byLanguage.get(language)?.get(name) ?? byLanguage.get("en")!.get(name);
}
