/** @jest-environment node */
// The editor's checks of issue 32 over every full lesson translation present (data/lesson-translations/full/<language>/
// <slug>.json), John included, lesson by lesson and question by question: nothing left in English, the same Scripture
// references in the same order, the same block structure, a length usual for the language, the glossary's renderings
// of the English lesson's terms, and questions that give no new cue. A course or language with no file is not
// translated yet and not checked here (translation-coverage.test.ts counts what is missing).
import { sanitizeLessonHtml } from "../../lib/content/sanitize";
import { englishSentences } from "./translation-checks/english-left";
import { loadGlossary, loadTerms, missingTerms, termsUsed } from "./translation-checks/glossary";
import { blockStructure, characterCount, plainText } from "./translation-checks/lesson-text";
import { questionFindings } from "./translation-checks/questions";
import { comparableReferences, referenceSequence, sequenceDifferences } from "./translation-checks/references";
import { translatedCourses, type TranslatedCourse } from "./translation-checks/translated-courses";
import { KNOWN_REFERENCE_DIFFERENCES } from "./translation-checks/known-reference-differences";
import { openFindings, recordFindings } from "./translation-checks/open-findings";

/** A check of one translated course finds exactly its open findings (translation-checks/open-findings.json). */
function expectOpen(course: string, check: string, found: string[]) {
  recordFindings(course, check, found);
  expect(found).toEqual(openFindings(course, check));
}

const translated = translatedCourses();

// Characters (without spaces) of a translated lesson per character of the English, measured on the 8 lessons of John:
//   ar 0.767-0.862  de 1.130-1.196  es 1.044-1.139  fr 1.085-1.168  hi 0.990-1.065  it 1.054-1.128
//   ja 0.582-0.637  ko 0.525-0.579  pt 0.989-1.056  ru 0.988-1.042  zh 0.406-0.452
// John's lessons spread about 10 % within a language; other books are denser or lighter in names, numbers and
// citations, which do not grow or shrink in translation, so the range allowed is 15 % beyond John's extremes: a
// lesson outside it has lost or gained a good part of a paragraph (a smaller loss shows in the structure check).
const JOHN_RATIO: Record<string, [number, number]> = {
  ar: [0.767, 0.862],
  de: [1.13, 1.196],
  es: [1.044, 1.139],
  fr: [1.085, 1.168],
  hi: [0.99, 1.065],
  it: [1.054, 1.128],
  ja: [0.582, 0.637],
  ko: [0.525, 0.579],
  pt: [0.989, 1.056],
  ru: [0.988, 1.042],
  zh: [0.406, 0.452],
};
const MARGIN = 0.15;

const lessonsOf = (t: TranslatedCourse) =>
  t.course.lessons.map((lesson, i) => ({
    where: `${t.name} lesson ${i + 1}`,
    order: i + 1,
    english: sanitizeLessonHtml(lesson.content),
    translation: sanitizeLessonHtml(t.translation.lessons[i]?.content ?? ""),
  }));

/** The texts of the translated questions, each named by where it stands. */
const questionTexts = (t: TranslatedCourse) =>
  t.translation.assessments.flatMap((assessment, a) =>
    assessment.questions.flatMap((q, i) => [
      { where: `${t.name} assessment ${a + 1} question ${i + 1}`, text: q.question },
      ...q.options.map((option, o) => ({ where: `${t.name} assessment ${a + 1} question ${i + 1} option ${o + 1}`, text: option })),
    ]),
  );

describe("the checks themselves", () => {
  const john = translated.find((t) => t.name === "es/john")!;
  const lesson = lessonsOf(john)[0]!;

  it("find an English paragraph slipped into a translation, and nothing in the translation itself", () => {
    expect(englishSentences(plainText(lesson.translation), "es")).toEqual([]);
    const slipped = lesson.translation.replace(
      "</h2>",
      "</h2><p>The Gospel never names its author. It refers several times to the disciple whom Jesus loved, who reclines next to Jesus at the Last Supper.</p>",
    );
    expect(englishSentences(plainText(slipped), "es")).toEqual([
      "The Gospel never names its author.",
      "It refers several times to the disciple whom Jesus loved, who reclines next to Jesus at the Last Supper.",
    ]);
    // The same paragraph in a language written in another script.
    expect(englishSentences("<p>约翰福音从未提到作者。</p>".replace(/<[^>]*>/g, "") + "\nIt refers several times to the disciple whom Jesus loved, who reclines next to Jesus.", "zh")).toHaveLength(1);
  });

  it("leave a name, a quoted term or a citation in English alone", () => {
    expect(englishSentences("«Maundy Thursday», del latín mandatum (Juan 13:34).", "es")).toEqual([]);
    expect(englishSentences("Agustín oyó: «Take up and read» (Confesiones 8.12.29), y leyó Romanos 13:13-14.", "es")).toEqual([]);
  });

  it("find a citation dropped, changed or moved", async () => {
    const english = comparableReferences(await referenceSequence(lesson.english, "en", john.book));
    expect(sequenceDifferences(english, comparableReferences(await referenceSequence(lesson.translation, "es", john.book)))).toEqual([
      "extra before 4: John.1.1, John.21.7, John.21.20",
      "extra before 9: John.21.24",
    ]);
    const changed = lesson.translation.replace("(13:23)", "(13:25)");
    expect(sequenceDifferences(english, comparableReferences(await referenceSequence(changed, "es", john.book)))).toContain("missing at 4: John.13.23");
    // A psalm verse one higher (a Bible counting the heading as verse 1) is the same verse.
    expect(sequenceDifferences(["Ps.22.18"], ["Ps.22.19"])).toEqual([]);
    // The same numbers read against the course's book on one side (its book name not read) are the same reference;
    // with two other books, or other numbers, they are not.
    expect(sequenceDifferences(["Zech.9.9", "Acts.16.10-Acts.16.17"], ["John.9.9", "Acts.16.10-Acts.16.17"], "John")).toEqual([]);
    expect(sequenceDifferences(["Luke.16.10-Luke.16.17"], ["Acts.16.10-Acts.16.17"], "Luke")).toEqual([]);
    expect(sequenceDifferences(["Zech.9.9"], ["Isa.9.9"], "John")).toEqual(["missing at 1: Zech.9.9", "extra before 2: Isa.9.9"]);
    expect(sequenceDifferences(["Zech.9.9"], ["John.9.10"], "John")).toEqual(["missing at 1: Zech.9.9", "extra before 2: John.9.10"]);
  });

  it("find a paragraph turned into a list, and a length far from the language's", () => {
    expect(sequenceDifferences(blockStructure(lesson.english), blockStructure(lesson.translation))).toEqual([]);
    const listed = lesson.translation.replace(/<p>/, "<ul><li>").replace(/<\/p>/, "</li></ul>");
    expect(sequenceDifferences(blockStructure(lesson.english), blockStructure(listed))).toEqual(["missing at 1: p", "extra before 2: ul, li"]);
    expect(lengthFinding("es", lesson.english, lesson.translation)).toBeNull();
    expect(lengthFinding("es", lesson.english, lesson.translation.replace(/<p>[^]*?<\/p>/g, (p, i) => (i % 2 ? p : "<p></p>")))).toMatch(/^length ratio 0\.\d+, usual for es: 0\.887-1\.310$/);
  });

  it("find a glossary term not rendered, unless excepted", () => {
    const terms = { covenant: ["covenant"], grace: ["grace"] };
    const glossary = { renderings: { covenant: ["pacto", "alianza"], grace: ["gracia"] }, exceptions: [] };
    const english = "God's covenants stand by grace.";
    expect(missingTerms(english, "Los pactos de Dios permanecen por gracia.", "es", { course: "john", lesson: 1 }, terms, glossary)).toEqual([]);
    expect(missingTerms(english, "Los acuerdos de Dios permanecen por gracia.", "es", { course: "john", lesson: 1 }, terms, glossary)).toEqual(["covenant"]);
    // Word starts only: "impacto" does not render "covenant".
    expect(missingTerms(english, "Su impacto permanece por gracia.", "es", { course: "john", lesson: 1 }, terms, glossary)).toEqual(["covenant"]);
    const excepted = { ...glossary, exceptions: [{ course: "john", lesson: 1, term: "covenant", why: "a paraphrase" }] };
    expect(missingTerms(english, "Los acuerdos de Dios permanecen por gracia.", "es", { course: "john", lesson: 1 }, terms, excepted)).toEqual([]);
    // An English form of three letters is a whole word: "sin" is not found in "since".
    expect(termsUsed("Read since the second century; their sins forgiven.", { sin: ["sin"] })).toEqual([]);
    expect(termsUsed("Read since the second century; their sin forgiven.", { sin: ["sin"] })).toEqual(["sin"]);
    // Substring match where words are not separated or take prefixes.
    expect(missingTerms(english, "神的约因恩典而立。", "zh", { course: "john", lesson: 1 }, terms, { renderings: { covenant: ["约"], grace: ["恩典"] }, exceptions: [] })).toEqual([]);
  });

  it("find a translated question whose correct option became the only longest", () => {
    const course = structuredClone(john.course);
    const translation = structuredClone(john.translation);
    const q = course.assessments[0]!.questions.findIndex((question) => !questionFindings(course, translation).some((f) => f.startsWith(`assessment 1 question ${course.assessments[0]!.questions.indexOf(question) + 1}:`)));
    const question = translation.assessments[0]!.questions[q]!;
    const correct = course.assessments[0]!.questions[q]!.correct;
    question.options[correct] = `${question.options[correct]} ${"x".repeat(Math.max(...question.options.map((o) => o.length)))}`;
    expect(questionFindings(course, translation)).toContainEqual(expect.stringMatching(new RegExp(`^assessment 1 question ${q + 1}: the translation adds the cue longest`)));
  });
});

function lengthFinding(language: string, english: string, translation: string): string | null {
  const range = JOHN_RATIO[language];
  if (!range) return `no length range measured for ${language}`;
  const [min, max] = [range[0] * (1 - MARGIN), range[1] * (1 + MARGIN)];
  const ratio = characterCount(plainText(translation)) / characterCount(plainText(english));
  return ratio < min || ratio > max ? `length ratio ${ratio.toFixed(3)}, usual for ${language}: ${min.toFixed(3)}-${max.toFixed(3)}` : null;
}

const terms = loadTerms();
const englishReferences = new Map<string, Promise<string[]>>();
/** The English lesson's references, read once whatever the number of languages. */
const englishReferencesOf = (t: TranslatedCourse, order: number, html: string) => {
  const key = `${t.course.slug}/${order}`;
  if (!englishReferences.has(key)) englishReferences.set(key, referenceSequence(html, "en", t.book).then(comparableReferences));
  return englishReferences.get(key)!;
};

describe.each(translated.map((t) => [t.name, t] as const))("%s", (_name, t) => {
  it("leaves no sentence in English", () => {
    const found = [
      ...lessonsOf(t).flatMap(({ where, translation }) => englishSentences(plainText(translation), t.language).map((s) => `${where}: "${s}"`)),
      ...questionTexts(t).flatMap(({ where, text }) => englishSentences(text, t.language).map((s) => `${where}: "${s}"`)),
    ];
    expectOpen(t.name, "english", found);
  });

  it("cites the English lesson's Scripture references, in the same order", async () => {
    const found: string[] = [];
    for (const lesson of lessonsOf(t)) {
      const english = await englishReferencesOf(t, lesson.order, lesson.english);
      const differences = sequenceDifferences(english, comparableReferences(await referenceSequence(lesson.translation, t.language, t.book)), t.book);
      const known = KNOWN_REFERENCE_DIFFERENCES[`${t.name}/${lesson.order}`]?.differences ?? [];
      found.push(...differences.filter((d) => !known.includes(d)).map((d) => `${lesson.where}: ${d}`));
      // A known difference that no longer occurs is taken off the list, so the list stays true.
      found.push(...known.filter((d) => !differences.includes(d)).map((d) => `${lesson.where}: the known difference "${d}" no longer occurs`));
    }
    expectOpen(t.name, "references", found);
  }, 120_000);

  it("keeps the English block structure (headings, paragraphs, lists, quotations)", () => {
    const found = lessonsOf(t).flatMap(({ where, english, translation }) =>
      sequenceDifferences(blockStructure(english), blockStructure(translation)).map((d) => `${where}: ${d}`),
    );
    expectOpen(t.name, "structure", found);
  });

  it("has a length usual for the language against the English", () => {
    const found = lessonsOf(t).flatMap(({ where, english, translation }) => {
      const finding = lengthFinding(t.language, english, translation);
      return finding ? [`${where}: ${finding}`] : [];
    });
    expectOpen(t.name, "length", found);
  });

  it("renders every glossary term of the English lesson as the glossary does", () => {
    const glossary = loadGlossary(t.language);
    expect([t.name, glossary ? "has a glossary" : `no glossary: prisma/seed/data/glossary/${t.language}.json is missing`]).toEqual([t.name, "has a glossary"]);
    const found = lessonsOf(t).flatMap(({ where, order, english, translation }) =>
      missingTerms(plainText(english), plainText(translation), t.language, { course: t.course.slug, lesson: order }, terms, glossary!).map(
        (term) => `${where}: "${term}" has none of ${JSON.stringify(glossary!.renderings[term] ?? [])}`,
      ),
    );
    expectOpen(t.name, "glossary", found);
  });

  it("keeps each question's options and gives no cue the English question lacks", () => {
    expectOpen(t.name, "questions", questionFindings(t.course, t.translation).map((f) => `${t.name} ${f}`));
  });
});

it("checks every language's John at least", () => {
  expect(translated.filter((t) => t.course.slug === "john").map((t) => t.language).sort()).toEqual(["ar", "de", "es", "fr", "hi", "it", "ja", "ko", "pt", "ru", "zh"]);
});
