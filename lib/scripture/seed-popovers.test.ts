/** @jest-environment node */
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { locales } from "@/lib/i18n/locales";
import { annotateScriptureReferences } from "./annotate";
import { checkPopovers, unlinkedCitations, type Finding } from "./checks/popovers";
import { seedLessons, verseCounts } from "./checks/seed-lessons";
import { translationFor } from "./translations";

// Every seeded lesson, annotated as the page for each of the 12 languages annotates it (the translation where the
// seed has one, else the English lesson; the page's language read first, then English; bare citations against
// the course's book), and each popover checked as a reader would (checks/popovers.ts): it opens a passage that
// exists in the text the page quotes, of the book its words name or the lesson's own. About 2½ minutes.
//
// The same checker on the annotation before this rule set (commit ee51b72), for comparison:
//   language  popovers  wrong (lessons)  chapter:verse citations without a popover
//   en            4395       17 (15)             6448
//   ar            4390       57 (33)             6485
//   de            5133     939 (335)             6372
//   es            4402       58 (34)             6474
//   fr            4403       59 (35)             6476
//   hi            4402       57 (33)             6479
//   it            4436       73 (44)             6369
//   ja            4391       57 (33)             6489
//   ko            4402       57 (33)             6479
//   pt            4405       60 (36)             6472
//   ru            4395       57 (33)             6480
//   zh            4387       57 (33)             6486

const report: string[] = [];

describe.each([...locales])("popovers on %s pages", (language) => {
  it("open a passage that exists, of the book named or the lesson's own", async () => {
    const counts = verseCounts(translationFor(language).id);
    const wrong: string[] = [];
    let popovers = 0;
    let unlinked = 0;
    for (const lesson of seedLessons(language)) {
      const { html } = await annotateScriptureReferences(sanitizeLessonHtml(lesson.html), [language, "en"], lesson.book);
      const { buttons, findings } = checkPopovers(html, { language, lessonBook: lesson.book, counts });
      popovers += buttons;
      unlinked += unlinkedCitations(html, language);
      wrong.push(...findings.map((f: Finding) => `${lesson.course} lesson ${lesson.order}: "${f.label}" opens ${f.osis} (${f.problem})`));
    }
    report.push(`${language}: ${popovers} popovers, ${wrong.length} wrong, ${unlinked} chapter:verse citations without a popover`);
    expect(wrong).toEqual([]);
  }, 600_000);
});

afterAll(() => console.log(report.join("\n")));
