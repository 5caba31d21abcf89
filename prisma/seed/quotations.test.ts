/** @jest-environment node */
// Translated lessons and questions quote the Bible the school ships for their language word for word (today
// Spanish, Reina-Valera 1909), wherever a citation stands beside the quotation; and the note above a translated
// lesson names the Bible its quotations come from. Any course translated into such a language is checked as it
// lands (issue 32), with no change here.
import fs from "node:fs";
import path from "node:path";
import { sanitizeLessonHtml } from "../../lib/content/sanitize";
import { locales } from "../../lib/i18n/locales";
import { annotateScriptureReferences } from "../../lib/scripture/annotate";
import type { BookId } from "../../lib/scripture/books";
import { courseBook } from "../../lib/scripture/course-book";
import { translationFor } from "../../lib/scripture/translations";
import { loadCurriculum } from "./curriculum";
import { loadLessonTranslations } from "./lesson-translations";
import { checkQuotations, citedQuotations, quotes, textAsHtml } from "./quotations";

const files = loadLessonTranslations();
const courses = new Map(loadCurriculum().map((course) => [course.slug, course]));
/** The languages with lessons translated into them whose own Bible the school ships. */
const ownBible = Object.keys(files.full).filter((language) => language !== "en" && translationFor(language).lang === language);

const cited = async (html: string, book: BookId | null = null) =>
  citedQuotations((await annotateScriptureReferences(html, ["es", "en"], book)).html);

describe("citedQuotations", () => {
  it("reads a quotation with the citation beside it, in the ways the lessons write them", async () => {
    expect(await cited("<p>Jesús dice: «Yo soy el pan de vida» (6:35); y luego «Yo soy la luz del mundo», (Juan 8:12).</p>", "John")).toEqual([
      { quote: "Yo soy el pan de vida", osis: ["John.6.35"] },
      { quote: "Yo soy la luz del mundo", osis: ["John.8.12"] },
    ]);
    expect(await cited("<p>Lee Juan 21:24: «Este es aquel discípulo…».</p>")).toEqual([{ quote: "Este es aquel discípulo…", osis: ["John.21.24"] }]);
    expect(await cited("<p>Dice «Yo soy» (literalmente «Soy yo»; 6:20) y «aun no ha venido» (2:4; cf. 7:30).</p>", "John")).toEqual([
      { quote: "Yo soy", osis: ["John.6.20"] },
      { quote: "aun no ha venido", osis: ["John.2.4", "John.7.30"] },
    ]);
    expect(await cited("<p>Así: “Consumado es” — Juan 19:30.</p>")).toEqual([{ quote: "Consumado es", osis: ["John.19.30"] }]);
    expect(await cited("<blockquote><p>«Porque de tal manera amó Dios al mundo…»</p><p>(Juan 3:16)</p></blockquote>")).toEqual([
      { quote: "Porque de tal manera amó Dios al mundo…", osis: ["John.3.16"] },
    ]);
    expect(await cited("<blockquote><p>Porque de tal manera amó Dios al mundo</p></blockquote><p>— Juan 3:16</p>")).toEqual([
      { quote: "Porque de tal manera amó Dios al mundo", osis: ["John.3.16"] },
    ]);
    expect(await cited("<p>Juan 3:16:</p><blockquote><p>Porque de tal manera amó Dios al mundo</p></blockquote>")).toEqual([
      { quote: "Porque de tal manera amó Dios al mundo", osis: ["John.3.16"] },
    ]);
  });

  it("leaves a quotation with no citation beside it, or one in the next paragraph", async () => {
    expect(await cited("<p>Lo llamó un «Evangelio espiritual», escrito después (hacia 200).</p><p>«Sígueme»</p><p>(21:19)</p>", "John")).toEqual([]);
    expect(await cited("<p>La «hora» de Jesús llega (12:23).</p>", "John")).toEqual([]);
  });
});

describe("quotes", () => {
  const verse = "Y Jesús les dijo: Yo soy el pan de vida: el que á mí viene, nunca tendrá hambre; y el que en mí cree, no tendrá sed jamás.";
  it("accepts the words of the verse in order, whatever their punctuation, case and spacing, with … for a gap", () => {
    expect(quotes("Yo soy el pan de vida", verse)).toBe(true);
    expect(quotes("¡YO SOY el pan de vida!", verse)).toBe(true);
    expect(quotes("Yo soy el pan de vida… el que en mí cree, no tendrá sed jamás", verse)).toBe(true);
    expect(quotes("…nunca tendrá hambre…", verse)).toBe(true);
  });
  it("refuses another word, another spelling, another order, a skip without …, a part of a word, or no word", () => {
    expect(quotes("Yo soy el pan de la vida", verse)).toBe(false);
    expect(quotes("el que a mí viene", verse)).toBe(false);
    expect(quotes("no tendrá sed jamás… Yo soy el pan de vida", verse)).toBe(false);
    expect(quotes("Yo soy el pan de vida, el que en mí cree", verse)).toBe(false);
    expect(quotes("soy el pan de vi", verse)).toBe(false);
    expect(quotes("…", verse)).toBe(false);
  });
});

describe("checkQuotations", () => {
  it("passes a Reina-Valera 1909 quotation and names one translated from the WEB, with the text it should be", async () => {
    const rv = "<p>Tomás responde: «¡Señor mío, y Dios mío!» (Juan 20:28).</p>";
    expect(await checkQuotations(rv, "es", "John")).toEqual({ cited: 1, mismatches: [] });
    const web = "<p>Pilato pregunta: «¿Qué es la verdad?» (Juan 18:38).</p>";
    expect(await checkQuotations(web, "es", "John")).toEqual({
      cited: 1,
      mismatches: [{ quote: "¿Qué es la verdad?", osis: ["John.18.38"], text: expect.stringContaining("¿Qué cosa es verdad?") }],
    });
  });
});

describe.each(ownBible)("lessons translated into %s", (language) => {
  const bible = translationFor(language);
  it.each(Object.keys(files.full[language]!))(`quote ${bible.name} word for word (%s)`, async (slug) => {
    const course = courses.get(slug)!;
    const book = courseBook({ title: course.title, section: course.section ?? null });
    const translation = files.full[language]![slug]!;
    const texts = [
      ...translation.lessons.map((lesson, i) => ({ where: `lesson ${i + 1}`, html: sanitizeLessonHtml(lesson.content) })),
      ...translation.assessments.flatMap((assessment, a) =>
        assessment.questions.flatMap((q, i) => [q.question, ...q.options].map((text) => ({ where: `assessment ${a + 1} question ${i + 1}`, html: textAsHtml(text) }))),
      ),
    ];
    const problems: string[] = [];
    let checked = 0;
    for (const { where, html } of texts) {
      const { cited, mismatches } = await checkQuotations(html, language, book);
      checked += cited;
      for (const m of mismatches) problems.push(`${where}: «${m.quote}» (${m.osis.join("; ")}) reads «${m.text}»`);
    }
    expect(problems).toEqual([]);
    // The check read the lessons' quotations (a change in how they are written must not make it pass on nothing).
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

it("checks Spanish, whose Bible the school ships", () => {
  expect(ownBible).toContain("es");
});

it.each([...locales].filter((l) => l !== "en"))("the note above a lesson translated into %s names the Bible its quotations come from", (language) => {
  const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${language}.json`), "utf8"));
  const note: string = messages.LessonLanguage.quotationsTranslated;
  expect(note).toContain(translationFor(language).name);
  if (translationFor(language).lang === language) expect(note).not.toContain("World English Bible");
});
