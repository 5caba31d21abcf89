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
  de: { Gen: ["Genesis"], Exod: ["Exodus"], Num: ["Numeri"], Ps: ["Psalm", "Psalmen"], Prov: ["Sprichwörter"], Isa: ["Jesaja"], Amos: ["Amos"], Zech: ["Sacharja"], Mark: ["Markus"], John: ["Johannes"], Rom: ["Römer"] },
  es: { Gen: ["Génesis"], Exod: ["Éxodo"], Num: ["Números"], Ps: ["Salmo", "Salmos"], Prov: ["Proverbios"], Isa: ["Isaías"], Amos: ["Amós"], Zech: ["Zacarías"], Mark: ["Marcos"], John: ["Juan"], Rom: ["Romanos"], Hos: ["Oseas"] },
  fr: { Gen: ["Genèse"], Exod: ["Exode"], Num: ["Nombres"], Ps: ["Psaume", "Psaumes"], Prov: ["Proverbes"], Isa: ["Ésaïe"], Amos: ["Amos"], Zech: ["Zacharie"], Mark: ["Marc"], John: ["Jean"] },
  hi: { Gen: ["उत्पत्ति"], Exod: ["निर्गमन"], Num: ["गिनती"], Ps: ["भजन संहिता", "भजन"], Prov: ["नीतिवचन"], Isa: ["यशायाह"], Amos: ["आमोस"], Zech: ["जकर्याह"], Mark: ["मरकुस"], John: ["यूहन्ना"], Rom: ["रोमियों"], Acts: ["प्रेरितों के काम"], Hab: ["हबक्कूक"], Jer: ["यिर्मयाह"], Joel: ["योएल"],
    Josh: ["यहोशू"], Gal: ["गलातियों"], Jas: ["याकूब"], Ruth: ["रूत"], Matt: ["मत्ती"], "1Cor": ["1 कुरिन्थियों"], Rev: ["प्रकाशितवाक्य"],
    Heb: ["इब्रानियों"], Luke: ["लूका"], Lev: ["लैव्यव्यवस्था"], Deut: ["व्यवस्थाविवरण"], Judg: ["न्यायियों"], Ezek: ["यहेजकेल"],
    "1Pet": ["1 पतरस"], Jude: ["यहूदा"], Phil: ["फिलिप्पियों"], Mal: ["मलाकी"], Hos: ["होशे"], Dan: ["दानिय्येल"], Mic: ["मीका"],
    "2Sam": ["2 शमूएल"], "1Sam": ["1 शमूएल"], "1Kgs": ["1 राजाओं"], "2Kgs": ["2 राजाओं"], "2Chr": ["2 इतिहास"], "1Chr": ["1 इतिहास"],
    Eph: ["इफिसियों"], Col: ["कुलुस्सियों"], "2Cor": ["2 कुरिन्थियों"], "1Thess": ["1 थिस्सलुनीकियों"], "2Tim": ["2 तीमुथियुस"],
    "1John": ["1 यूहन्ना"], Zeph: ["सपन्याह"], Jonah: ["योना"], Ezra: ["एज्रा"], Neh: ["नहेम्याह"], Job: ["अय्यूब"], Lam: ["विलापगीत"], Phlm: ["फिलेमोन"], Titus: ["तीतुस"], "2Pet": ["2 पतरस"] },
  it: { Gen: ["Genesi"], Exod: ["Esodo"], Num: ["Numeri"], Ps: ["Salmo", "Salmi"], Prov: ["Proverbi"], Isa: ["Isaia"], Amos: ["Amos"], Zech: ["Zaccaria"], Mark: ["Marco"], John: ["Giovanni"] },
  ja: { Gen: ["創世記"], Exod: ["出エジプト記"], Num: ["民数記"], Ps: ["詩篇"], Prov: ["箴言"], Isa: ["イザヤ書"], Amos: ["アモス書"], Zech: ["ゼカリヤ書"], Mark: ["マルコの福音書"], John: ["ヨハネの福音書"] },
  ko: { Gen: ["창세기"], Exod: ["출애굽기"], Num: ["민수기"], Ps: ["시편"], Prov: ["잠언"], Isa: ["이사야"], Amos: ["아모스"], Zech: ["스가랴"], Mark: ["마가복음"], John: ["요한복음"] },
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
