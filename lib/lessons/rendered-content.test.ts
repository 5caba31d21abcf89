/** @jest-environment node */
import { sanitizeLessonHtml } from "@/lib/content/sanitize";
import { annotateScriptureReferences } from "@/lib/scripture/annotate";
import { renderLessonContent } from "./rendered-content";

const lesson = '<p>Read Genesis 12:1-3 and (1:31).</p><p onclick="steal()">Then <script>steal()</script>Romans 3:21.</p>';

describe("renderLessonContent", () => {
  it("shows exactly what sanitising and annotating the text give, script and handlers gone", async () => {
    const expected = await annotateScriptureReferences(sanitizeLessonHtml(lesson), ["en"], "Gen");
    const shown = await renderLessonContent(lesson, ["en"], "Gen");
    expect(shown).toEqual(expected);
    expect(shown.html).not.toMatch(/<script|onclick|steal/);
    expect(shown.chapters).toEqual(["Gen.1", "Gen.12", "Rom.3"]);
  });

  it("renders a text once per language and book, and an edited text anew", async () => {
    const first = renderLessonContent(lesson, ["es", "en"], "Gen");
    expect(renderLessonContent(lesson, ["es", "en"], "Gen")).toBe(first);
    // Another book reads the bare "(1:31)" differently; another language list is another reading too.
    expect(renderLessonContent(lesson, ["es", "en"], "Exod")).not.toBe(first);
    expect(renderLessonContent(lesson, ["en"], "Gen")).not.toBe(first);
    const edited = await renderLessonContent(lesson.replace("Genesis 12:1-3", "Genesis 15:6"), ["es", "en"], "Gen");
    expect(edited.chapters).toEqual(["Gen.1", "Gen.15", "Rom.3"]);
  });
});
