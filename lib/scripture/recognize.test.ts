/** @jest-environment node */
import { findReferences, type LessonContext } from "./recognize";
import { synodalPsalmToEnglish } from "./synodal-psalms";
import { parseOsisRange } from "./osis";

// Each defect a reading of the curriculum found, as a case: what the reader meant, and nothing else.
const read = async (text: string, languages: string[], book: LessonContext["book"] = null) =>
  (await findReferences(text, languages, { book, last: null })).map(({ start, end, osis }) => [text.slice(start, end), osis]);

describe("findReferences, per reference and per language", () => {
  it("reads English 12:1-3 on a German page as one passage, and German 3,16 with the comma", async () => {
    expect(await read("Lies Genesis 12:1-3 und Johannes 3,16; 4,1-5.", ["de", "en"])).toEqual([
      ["Genesis 12:1-3", "Gen.12.1-Gen.12.3"],
      ["Johannes 3,16", "John.3.16"],
      ["4,1-5", "John.4.1-John.4.5"],
    ]);
  });

  it("reads a bare number after a semicolon as a chapter, after a comma as a verse", async () => {
    expect(await read("Reading: Psalms 107; 118; 119:1-48; 121; 130-131; Acts 12:12, 25; 15:36-39", ["en"])).toEqual([
      ["Psalms 107", "Ps.107"],
      ["118", "Ps.118"],
      ["119:1-48", "Ps.119.1-Ps.119.48"],
      ["121", "Ps.121"],
      ["130-131", "Ps.130-Ps.131"],
      ["Acts 12:12", "Acts.12.12"],
      ["25", "Acts.12.25"],
      ["15:36-39", "Acts.15.36-Acts.15.39"],
    ]);
    // The Russian Psalter's numbers are read as chapters first, then mapped to the English numbering.
    expect(await read("Чтение: Пс 118:1-48; 120", ["ru"])).toEqual([
      ["Пс 118:1-48", "Ps.119.1-Ps.119.48"],
      ["120", "Ps.121"],
    ]);
  });

  it("does not read a German reading list as one passage across its semicolons", async () => {
    expect(await read("Lesen: Johannes 20,30-31; Johannes 21,20-25; Johannes 13,21-26", ["de", "en"])).toEqual([
      ["Johannes 20,30-31", "John.20.30-John.20.31"],
      ["Johannes 21,20-25", "John.21.20-John.21.25"],
      ["Johannes 13,21-26", "John.13.21-John.13.26"],
    ]);
  });

  it("reads a Hindi book name ending in a vowel sign, not the bare numbers against the lesson's book", async () => {
    expect(await read("पौलुस रोमियों 9:10-13 में इसे विकसित करता है, और यीशु मत्ती 19:4-6 में।", ["hi", "en"], "Gen")).toEqual([
      ["रोमियों 9:10-13", "Rom.9.10-Rom.9.13"],
      ["मत्ती 19:4-6", "Matt.19.4-Matt.19.6"],
    ]);
  });

  it("reads Hindi अध्याय (chapter) and पद (verse) against the lesson's book", async () => {
    expect(await read("यह अध्याय 14–15 में है (रोमियों 16:22; पद 25)।", ["hi", "en"], "Rom")).toEqual([
      ["अध्याय 14–15", "Rom.14-Rom.15"],
      ["रोमियों 16:22", "Rom.16.22"],
      ["पद 25", "Rom.16.25"],
    ]);
  });

  it("reads Italian Giovanni 3,16 as John 3:16, not John 3 and John 16", async () => {
    expect(await read("Leggi Giovanni 3,16 oggi.", ["it", "en"])).toEqual([["Giovanni 3,16", "John.3.16"]]);
  });

  it("reads the Italian (CEI) comma in running text against the lesson's book, lists with semicolons too", async () => {
    expect(await read("In 5,12-21 Paolo mette a confronto Adamo e Cristo; la logica di 10,14-15: nessuno crede senza annuncio.", ["it", "en"], "Rom")).toEqual([
      ["5,12-21", "Rom.5.12-Rom.5.21"],
      ["10,14-15", "Rom.10.14-Rom.10.15"],
    ]);
    expect(await read("l'amore adempie la legge (13,8-10, citando Levitico 19,18); vedi 5,12; 6,1.", ["it", "en"], "Rom")).toEqual([
      ["13,8-10", "Rom.13.8-Rom.13.10"],
      ["Levitico 19,18", "Lev.19.18"],
      ["5,12", "Rom.5.12"],
      ["6,1", "Rom.6.1"],
    ]);
    // German writes so too (Luther): "Betesda mit fünf Säulenhallen, 5,2, …".
    expect(await read("den Teich Betesda mit fünf Säulenhallen, 5,2, den man heute kennt", ["de", "en"], "John")).toEqual([["5,2", "John.5.2"]]);
  });

  it("does not read a decimal, a plain list of numbers or a list of whole psalms as chapter and verse", async () => {
    // Each would be a verse of the book that exists: Romans 13:5, 2:5 and 1:2, Psalm 7:17.
    expect(await read("L'arca misurava 13,5 metri, la città contava 2,5 milioni di abitanti, e 1,2,3 sono numeri.", ["it", "en"], "Rom")).toEqual([]);
    expect(await read("die Zahl wuchs auf 2,5 Millionen", ["de", "en"], "Rom")).toEqual([]);
    expect(await read("i suoi lamenti si appellano all'innocenza (Salmi 7, 17, 26)", ["it", "en"], "Ps")).toEqual([
      ["Salmi 7", "Ps.7"],
      ["17", "Ps.17"],
      ["26", "Ps.26"],
    ]);
    expect(await read("i Salmi 35, 69, 109 e 137,7-9", ["it", "en"], "Ps")).toEqual([
      ["Salmi 35", "Ps.35"],
      ["69", "Ps.69"],
      ["109", "Ps.109"],
      ["137,7-9", "Ps.137.7-Ps.137.9"],
    ]);
  });

  it("never splits Italian 78,1-8 into Psalm 78 and Psalms 1-8", async () => {
    const found = await read("Leggere: Salmi 73–74; 78,1-8; 80", ["it", "en"], "Ps");
    expect(found.slice(0, 2)).toEqual([
      ["Salmi 73–74", "Ps.73-Ps.74"],
      ["78,1-8", "Ps.78.1-Ps.78.8"],
    ]);
    expect(found.map(([, osis]) => osis)).not.toContain("Ps.1-Ps.8");
  });

  it("reads the Arabic 'and' joined to a listed number, a number joined by tatweel, and the Arabic verse words", async () => {
    expect(await read("بعض المزامير لعنات (مثلًا المزامير 35 و69 و137:7-9).", ["ar", "en"], "Ps")).toEqual([
      ["المزامير 35", "Ps.35"],
      ["69", "Ps.69"],
      ["137:7-9", "Ps.137.7-Ps.137.9"],
    ]);
    expect(await read("قارن الجماعة في 2:42-47 و4:32-35 بكنيستك.", ["ar", "en"], "Acts")).toEqual([
      ["2:42-47", "Acts.2.42-Acts.2.47"],
      ["4:32-35", "Acts.4.32-Acts.4.35"],
    ]);
    expect(await read("والنص العبري لـ22:16 موضع جدل", ["ar", "en"], "Ps")).toEqual([["22:16", "Ps.22.16"]]);
    expect(await read("المزمور 82: ويستشهد يسوع بالآية 6. المزمور 19 يجمع بين إعلانين (الآيات 1-6)", ["ar", "en"], "Ps")).toEqual([
      ["المزمور 82", "Ps.82"],
      ["بالآية 6", "Ps.82.6"],
      ["المزمور 19", "Ps.19"],
      ["الآيات 1-6", "Ps.19.1-Ps.19.6"],
    ]);
  });

  it("does not read against the lesson's book a list whose first citation is another book's (Isaiah joined to its preposition)", async () => {
    expect(await read("مستشهدًا بإشعياء 53:1 و6:10.", ["ar", "en"], "John")).toEqual([]);
  });

  it("keeps 1 Peter whole where the page's parser only knows the 1 (Acts 8:32-35; 1 Peter 2:22-25)", async () => {
    expect(await read("(Acts 8:32-35; 1 Peter 2:22-25)", ["es", "en"])).toEqual([
      ["Acts 8:32-35", "Acts.8.32-Acts.8.35"],
      ["1 Peter 2:22-25", "1Pet.2.22-1Pet.2.25"],
    ]);
  });

  it("never reads a common word as a book: Portuguese Os, French Le, At, Son, Hebrew", async () => {
    expect(await read("Os capítulos 11–12 narram a ressurreição.", ["pt", "en"], "John")).toEqual([["capítulos 11–12", "John.11-John.12"]]);
    expect(await read("Le chapitre 12 raconte l'onction.", ["fr", "en"], "John")).toEqual([["chapitre 12", "John.12"]]);
    expect(await read("At 4:8 the text switches to Aramaic.", ["pt", "en"], "Ezra")).toEqual([["4:8", "Ezra.4.8"]]);
    expect(await read("God Has Spoken in a Son (1:1-4)", ["en"], "Heb")).toEqual([["1:1-4", "Heb.1.1-Heb.1.4"]]);
    // Joel's Hebrew verse numbering, not the letter to the Hebrews; nor Joel 3:1-5 in the English numbering the
    // popover uses: numbers right after a capitalised word that is not a book are left alone.
    expect(await read("English 2:28-32 is Hebrew 3:1-5, and English chapter 3 is Hebrew chapter 4.", ["en"], "Joel")).toEqual([]);
  });

  it("maps a Russian psalm from Synodal numbering to the text's: Псалом 79:9-17 is Psalm 80:8-16", async () => {
    expect(await read("Псалом 79:9-17", ["ru", "en"])).toEqual([["Псалом 79:9-17", "Ps.80.8-Ps.80.16"]]);
    expect(await read("Psalm 80:8-16", ["ru", "en"])).toEqual([["Psalm 80:8-16", "Ps.80.8-Ps.80.16"]]);
  });

  it("reads bare citations against the lesson's book: (1:31), v. 5, verses 24-25, chapter 22", async () => {
    expect(await read("God saw that it was very good (1:31).", ["en"], "Gen")).toEqual([["1:31", "Gen.1.31"]]);
    expect(await read("Genesis 49:10. Chapter 22 lists the sins of the city (22:30).", ["en"], "Ezek")).toEqual([
      ["Genesis 49:10", "Gen.49.10"],
      ["Chapter 22", "Ezek.22"],
      ["22:30", "Ezek.22.30"],
    ]);
    expect(await read("Read Romans 8:1-11; in v. 5 and verses 24-25 Paul", ["en"], "Rom")).toEqual([
      ["Romans 8:1-11", "Rom.8.1-Rom.8.11"],
      ["v. 5", "Rom.8.5"],
      ["verses 24-25", "Rom.8.24-Rom.8.25"],
    ]);
    expect(await read("am Kreuz steht (19,26-27) und (11,3.5)", ["de", "en"], "John")).toEqual([
      ["19,26-27", "John.19.26-John.19.27"],
      ["11,3", "John.11.3"],
      ["5", "John.11.5"],
    ]);
  });

  it("reads a bare citation after a sentence-initial Russian preposition: К 3:6 (by 3:6)", async () => {
    expect(await read("К 3:6, всего через несколько глав, падает тень креста.", ["ru", "en"], "Mark")).toEqual([["3:6", "Mark.3.6"]]);
  });

  it("leaves bare citations alone in a ministry course, and passages that do not exist", async () => {
    expect(await read("as Paul says (1:31), chapter 22", ["en"], null)).toEqual([]);
    expect(await read("Romans 17:1 and (9:99)", ["en"], "Rom")).toEqual([]);
  });

  it("does not take the book's number off: 3 John 9-15 on a Spanish page is not John 9-15", async () => {
    expect(await read("Read 3 John 9-15.", ["es", "en"])).toEqual([]);
    expect(await read("Read 3 John 9-14.", ["es", "en"])).toEqual([["3 John 9-14", "3John.1.9-3John.1.14"]]);
  });

  it("keeps the verses a label names when the parser writes the whole chapter (Revelation 12 has 18 verses here)", async () => {
    expect(await read("Revelation 12:1-17", ["en"])).toEqual([["Revelation 12:1-17", "Rev.12.1-Rev.12.17"]]);
  });
});

describe("synodalPsalmToEnglish", () => {
  const map = (osis: string) => synodalPsalmToEnglish(parseOsisRange(osis)!);
  it("moves psalm numbers and title verses", () => {
    expect(map("Ps.22.1")).toEqual(parseOsisRange("Ps.23.1")); // Synodal 22 is Psalm 23, which has no title verse
    expect(map("Ps.50.3")).toEqual(parseOsisRange("Ps.51.1")); // a two-verse title
    expect(map("Ps.9.22")).toEqual(parseOsisRange("Ps.10.1"));
    expect(map("Ps.113.9")).toEqual(parseOsisRange("Ps.115.1"));
    expect(map("Ps.147.1")).toEqual(parseOsisRange("Ps.147.12"));
    expect(map("Ps.150")).toEqual(parseOsisRange("Ps.150"));
  });
});
