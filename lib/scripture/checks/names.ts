import { englishName } from "../book-names";
import { BOOKS, type BookId } from "../books";

// The checker's own list of the names a reader takes for a book, independent of the parser (whose abbreviations
// include common words such as "Os", "Le", "At" or "Son"): the English display names for every book, and by hand
// the names the other languages' lessons use; a name missing here fails the seed test, and is added here once a
// person has read it as that book.
const ENGLISH = BOOKS.map(englishName);

const OTHER: Record<string, Partial<Record<BookId, string[]>>> = {
  en: { Ps: ["Psalms"], Song: ["Song", "Song of Solomon"] },
  ar: { Gen: ["التكوين"], Exod: ["الخروج"], Num: ["العدد"], Ps: ["المزامير"], Prov: ["الأمثال"], Isa: ["إشعياء"], Amos: ["عاموس"], Zech: ["زكريا"], Mark: ["مرقس"], John: ["يوحنا"] },
  de: { Gen: ["Genesis"], Exod: ["Exodus"], Num: ["Numeri"], Ps: ["Psalm", "Psalmen"], Prov: ["Sprichwörter"], Isa: ["Jesaja"], Amos: ["Amos"], Zech: ["Sacharja"], Mark: ["Markus"], John: ["Johannes"], Rom: ["Römer"], Matt: ["Matthäus"], Luke: ["Lukas"], Acts: ["Apostelgeschichte"], Lev: ["Levitikus"], Deut: ["Deuteronomium"], Josh: ["Josua"], Ruth: ["Rut"], Job: ["Hiob"], Jer: ["Jeremia"], Mic: ["Micha"], Hab: ["Habakuk"], Mal: ["Maleachi"], Gal: ["Galater"], Eph: ["Epheser"], Phil: ["Philipper"], Col: ["Kolosser"], Heb: ["Hebräer"], Jas: ["Jakobus"], Rev: ["Offenbarung"], "1Cor": ["1 Korinther"], "2Tim": ["2 Timotheus"], "1Pet": ["1 Petrus"], "2Pet": ["2 Petrus"] },
  es: { Gen: ["Génesis"], Exod: ["Éxodo"], Lev: ["Levítico"], Num: ["Números"], Deut: ["Deuteronomio"], Josh: ["Josué"], Judg: ["Jueces"], Ruth: ["Rut"], "1Sam": ["1 Samuel"], "2Sam": ["2 Samuel"], "1Kgs": ["1 Reyes"], "2Kgs": ["2 Reyes"], "1Chr": ["1 Crónicas"], "2Chr": ["2 Crónicas"], Ezra: ["Esdras"], Neh: ["Nehemías"], Esth: ["Ester"], Job: ["Job"], Ps: ["Salmo", "Salmos"], Prov: ["Proverbios"], Eccl: ["Eclesiastés"], Song: ["Cantares", "Cantar de los Cantares"], Isa: ["Isaías"], Jer: ["Jeremías"], Lam: ["Lamentaciones"], Ezek: ["Ezequiel"], Dan: ["Daniel"], Hos: ["Oseas"], Joel: ["Joel"], Amos: ["Amós"], Obad: ["Abdías"], Jonah: ["Jonás"], Mic: ["Miqueas"], Nah: ["Nahúm"], Hab: ["Habacuc"], Zeph: ["Sofonías"], Hag: ["Hageo"], Zech: ["Zacarías"], Mal: ["Malaquías"], Matt: ["Mateo"], Mark: ["Marcos"], Luke: ["Lucas"], John: ["Juan"], Acts: ["Hechos"], Rom: ["Romanos"], "1Cor": ["1 Corintios"], "2Cor": ["2 Corintios"], Gal: ["Gálatas"], Eph: ["Efesios"], Phil: ["Filipenses"], Col: ["Colosenses"], "1Thess": ["1 Tesalonicenses"], "2Thess": ["2 Tesalonicenses"], "1Tim": ["1 Timoteo"], "2Tim": ["2 Timoteo"], Titus: ["Tito"], Phlm: ["Filemón"], Heb: ["Hebreos"], Jas: ["Santiago"], "1Pet": ["1 Pedro"], "2Pet": ["2 Pedro"], "1John": ["1 Juan"], "2John": ["2 Juan"], "3John": ["3 Juan"], Jude: ["Judas"], Rev: ["Apocalipsis"] },
  fr: { Gen: ["Genèse"], Exod: ["Exode"], Lev: ["Lévitique"], Num: ["Nombres"], Deut: ["Deutéronome"], Josh: ["Josué"], Judg: ["Juges"], Ruth: ["Ruth"], "1Sam": ["1 Samuel"], "2Sam": ["2 Samuel"], "1Kgs": ["1 Rois"], "2Kgs": ["2 Rois"], "1Chr": ["1 Chroniques"], "2Chr": ["2 Chroniques"], Neh: ["Néhémie"], Job: ["Job"], Ps: ["Psaume", "Psaumes"], Prov: ["Proverbes"], Eccl: ["Ecclésiaste"], Isa: ["Ésaïe"], Jer: ["Jérémie"], Lam: ["Lamentations"], Ezek: ["Ézéchiel"], Dan: ["Daniel"], Hos: ["Osée"], Joel: ["Joël"], Amos: ["Amos"], Jonah: ["Jonas"], Mic: ["Michée"], Hab: ["Habacuc"], Zech: ["Zacharie"], Mal: ["Malachie"], Matt: ["Matthieu"], Mark: ["Marc"], Luke: ["Luc"], John: ["Jean"], Acts: ["Actes"], Rom: ["Romains"], "1Cor": ["1 Corinthiens"], "2Cor": ["2 Corinthiens"], Gal: ["Galates"], Eph: ["Éphésiens"], Phil: ["Philippiens"], Col: ["Colossiens"], "1Thess": ["1 Thessaloniciens"], "2Tim": ["2 Timothée"], Phlm: ["Philémon"], Heb: ["Hébreux"], Jas: ["Jacques"], "1Pet": ["1 Pierre"], "2Pet": ["2 Pierre"], "1John": ["1 Jean"], Rev: ["Apocalypse"] },
  hi: { Gen: ["उत्पत्ति"], Exod: ["निर्गमन"], Num: ["गिनती"], Ps: ["भजन संहिता"], Prov: ["नीतिवचन"], Isa: ["यशायाह"], Amos: ["आमोस"], Zech: ["जकर्याह"], Mark: ["मरकुस"], John: ["यूहन्ना"] },
  it: { Gen: ["Genesi"], Exod: ["Esodo"], Num: ["Numeri"], Ps: ["Salmo", "Salmi"], Prov: ["Proverbi"], Isa: ["Isaia"], Amos: ["Amos"], Zech: ["Zaccaria"], Mark: ["Marco"], John: ["Giovanni"] },
  ja: { Gen: ["創世記"], Exod: ["出エジプト記"], Num: ["民数記"], Ps: ["詩篇"], Prov: ["箴言"], Isa: ["イザヤ書"], Amos: ["アモス書"], Zech: ["ゼカリヤ書"], Mark: ["マルコの福音書"], John: ["ヨハネの福音書"] },
  ko: { Gen: ["창세기"], Exod: ["출애굽기"], Num: ["민수기"], Ps: ["시편"], Prov: ["잠언"], Isa: ["이사야"], Amos: ["아모스"], Zech: ["스가랴"], Mark: ["마가복음"], John: ["요한복음"], Rom: ["로마서"], Matt: ["마태복음"], Luke: ["누가복음"], Acts: ["사도행전"], Lev: ["레위기"], Deut: ["신명기"], Josh: ["여호수아"], Ruth: ["룻기"], Job: ["욥기"], Jer: ["예레미야"], Mic: ["미가"], Hab: ["하박국"], Mal: ["말라기"], Gal: ["갈라디아서"], Eph: ["에베소서"], Phil: ["빌립보서"], Col: ["골로새서"], Heb: ["히브리서"], Jas: ["야고보서"], Rev: ["요한계시록"], "1Cor": ["고린도전서"], "2Cor": ["고린도후서"], "2Tim": ["디모데후서"], "1Pet": ["베드로전서"], "2Pet": ["베드로후서"], "1Sam": ["사무엘상"], "2Sam": ["사무엘하"], Hos: ["호세아"], Joel: ["요엘"], Ezek: ["에스겔"], Dan: ["다니엘"] },
  pt: { Gen: ["Gênesis"], Exod: ["Êxodo"], Num: ["Números"], Ps: ["Salmo", "Salmos"], Prov: ["Provérbios"], Isa: ["Isaías"], Amos: ["Amós"], Zech: ["Zacarias"], Mark: ["Marcos"], John: ["João"] },
  ru: { Gen: ["Бытие"], Exod: ["Исход"], Num: ["Числа"], Ps: ["Псалом", "Псалтирь"], Prov: ["Притчи"], Isa: ["Исаия", "Исаии"], Amos: ["Амос"], Zech: ["Захария", "Захарии"], Mark: ["Марка"], John: ["Иоанна"] },
  zh: { Gen: ["创世记"], Exod: ["出埃及记"], Num: ["民数记"], Ps: ["诗篇"], Prov: ["箴言"], Isa: ["以赛亚书"], Amos: ["阿摩司书"], Zech: ["撒迦利亚书"], Mark: ["马可福音"], John: ["约翰福音"] },
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
