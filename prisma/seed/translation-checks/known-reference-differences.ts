// Differences between a translated lesson's Scripture references and the English lesson's that are known, each with
// its reason; keyed "<language>/<course>/<lesson>", the differences as sequenceDifferences writes them. The check
// fails when one of them no longer occurs, so the list holds only what is still true. Measured on the Gospel of John:
// all but the Spanish additions are the annotator (lib/scripture) misreading the translation, or the English, where
// the lesson is right; fixing those readings means changing the parsers' rules for these scripts, left for a later
// change since the popovers on those pages show the same misreadings (lib/scripture/seed-popovers.test.ts).

const JOINED =
  "the annotator does not read a book name where this script sets it: joined to the word before (呼应创世记 1:1, 应验了诗篇 22:18, بإشعياء 53:1, لزكريا 9:9), after a particle or a conjunction (53:1과 6:10, و6:10, 出エジプト記 3:14 とイザヤ書) or after the Arabic semicolon (؛ إشعياء 5:1-7); the bare numbers are then read against the course's book";
const VERSES =
  "the English \"verses 20-23\" (John 17) is read as verse 20 alone, and the translation's own words for \"verses\" not at all: the English side is the misreading";
const COMMA =
  "a bare citation with the German and Italian comma (5,2; 6,20) and the outline's \"1,1-18 – Prolog\" are not read without a book name before them";
const HINDI = "the Hindi parser does not read भजन संहिता 22:18, (उत्पत्ति 28:12) or (गिनती 21:8-9) in running text, and reads the bare numbers as John";
const RU = "the Russian parser does not read a book name declined by its case: в Исходе 3:14, Бытия 1:1";
const ES_ADDS =
  "the Spanish names the verse of a quotation the English quotes without a citation ((1:1), (21:7, 20), (19:14)…) and cites 19:14 and 19:15 apart: a reader gains, nothing is lost";

export const KNOWN_REFERENCE_DIFFERENCES: Record<string, { differences: string[]; why: string }> = {
  "ar/john/4": { why: JOINED, differences: ["missing at 13: Zech.9.9", "extra before 14: John.9.9", "missing at 20: Isa.53.1, Isa.6.10"] },
  "ar/john/5": { why: JOINED, differences: ["missing at 16: Isa.5.1-Isa.5.7", "extra before 17: John.5.1-John.5.7"] },
  "ar/john/7": { why: JOINED, differences: ["missing at 33: Isa.43.10-Isa.43.13"] },
  "ar/john/8": { why: VERSES, differences: ["missing at 9: John.17.20"] },
  "de/john/1": { why: COMMA, differences: ["missing at 9: John.5.2", "missing at 19: John.1.1-John.1.18, John.1.19-John.12.50, John.13.1-John.20.31, John.21.1-John.21.25"] },
  "de/john/3": { why: COMMA, differences: ["missing at 11: John.6.20"] },
  "es/john/1": { why: ES_ADDS, differences: ["extra before 4: John.1.1, John.21.7, John.21.20", "extra before 9: John.21.24"] },
  "es/john/2": { why: ES_ADDS, differences: ["extra before 22: John.3.3"] },
  "es/john/3": { why: ES_ADDS, differences: ["extra before 21: John.9.11, John.9.17, John.9.35-John.9.38"] },
  "es/john/4": { why: ES_ADDS, differences: ["extra before 9: John.11.43"] },
  "es/john/6": { why: ES_ADDS, differences: ["extra before 3: John.18.5", "missing at 6: John.19.14-John.19.15", "extra before 7: John.19.14, John.19.15", "extra before 8: John.19.19", "extra before 10: John.19.28", "extra before 11: John.19.36", "extra before 12: John.19.37", "missing at 14: John.20.21-John.20.23", "extra before 15: John.20.16, John.20.22, John.20.23", "extra before 17: John.21.7", "extra before 18: John.21.19"] },
  "es/john/8": { why: ES_ADDS, differences: ["extra before 1: John.21.20"] },
  "hi/john/2": { why: HINDI, differences: ["missing at 6: Gen.1.1", "extra before 7: John.1.1", "missing at 14: Gen.28.12", "missing at 22: Num.21.8-Num.21.9", "extra before 23: John.21.8-John.21.9"] },
  "hi/john/4": { why: JOINED, differences: ["missing at 21: Isa.6.10", "extra before 22: John.6.10"] },
  "hi/john/6": { why: HINDI, differences: ["missing at 8: Ps.22.18"] },
  "hi/john/8": { why: VERSES, differences: ["missing at 9: John.17.20"] },
  "it/john/1": { why: COMMA, differences: ["missing at 9: John.5.2", "missing at 19: John.1.1-John.1.18, John.1.19-John.12.50, John.13.1-John.20.31, John.21.1-John.21.25"] },
  "it/john/3": { why: COMMA, differences: ["missing at 11: John.6.20"] },
  "ja/john/2": { why: JOINED, differences: ["missing at 6: Gen.1.1", "extra before 7: John.1.1"] },
  "ja/john/3": { why: JOINED, differences: ["missing at 18: Exod.3.14", "extra before 19: John.3.14"] },
  "ja/john/4": { why: JOINED, differences: ["missing at 13: Zech.9.9", "extra before 14: John.9.9", "missing at 21: Isa.6.10", "extra before 22: John.6.10"] },
  "ja/john/7": { why: JOINED, differences: ["missing at 32: Exod.3.14, Isa.43.10-Isa.43.13", "extra before 34: John.3.14"] },
  "ja/john/8": { why: VERSES, differences: ["missing at 9: John.17.20"] },
  "ko/john/4": { why: JOINED, differences: ["missing at 21: Isa.6.10", "extra before 22: John.6.10"] },
  "ko/john/8": { why: VERSES, differences: ["missing at 9: John.17.20"] },
  "ru/john/2": { why: RU, differences: ["missing at 6: Gen.1.1"] },
  "ru/john/3": { why: RU, differences: ["missing at 18: Exod.3.14"] },
  "ru/john/7": { why: RU, differences: ["missing at 32: Exod.3.14"] },
  "zh/john/2": { why: JOINED, differences: ["missing at 6: Gen.1.1", "extra before 7: John.1.1"] },
  "zh/john/3": { why: JOINED, differences: ["missing at 18: Exod.3.14", "extra before 19: John.3.14"] },
  "zh/john/4": { why: JOINED, differences: ["missing at 13: Zech.9.9", "extra before 14: John.9.9", "missing at 20: Isa.53.1, Isa.6.10", "extra before 22: John.6.10"] },
  "zh/john/6": { why: JOINED, differences: ["missing at 8: Ps.22.18"] },
  "zh/john/7": { why: JOINED, differences: ["missing at 32: Exod.3.14, Isa.43.10-Isa.43.13", "extra before 34: John.3.14"] },
  "zh/john/8": { why: VERSES, differences: ["missing at 9: John.17.20"] },
};
