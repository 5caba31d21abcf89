import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json";
import es from "../messages/es.json";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";

// The pilot's text in a language, as the seed loaded it (prisma/seed/data/lesson-translations/full/{locale}/john.json).
const johnIn = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, `../prisma/seed/data/lesson-translations/full/${locale}/john.json`), "utf8")) as {
    lessons: { title: string; content: string }[];
  };
const spanishJohn = johnIn("es");
const firstWords = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().split(" ").slice(0, 6).join(" ");
const content = (page: import("@playwright/test").Page) => page.locator("#lesson-content-heading + div");

test("a Spanish student reads the Gospel of John in Spanish, and an untranslated lesson in English under a note", async ({ page }) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "john");
  const john = await lessonIds("john");

  await page.goto(`/es/course/john/lesson/${john[1]}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishJohn.lessons[1]!.title);
  await expect(content(page)).toContainText(firstWords(spanishJohn.lessons[1]!.content));
  await expect(content(page)).not.toHaveAttribute("lang", "en");
  // Its one note says where its quotations come from: the Reina-Valera 1909, which its popovers open too.
  await expect(page.getByRole("note")).toHaveText(es.LessonLanguage.quotationsTranslated);

  // Exodus has Spanish lesson titles but English content: shown marked lang="en" under the note.
  const exodus = await lessonIds("exodus");
  await page.goto(`/es/course/exodus/lesson/${exodus[0]}`);
  await expect(page.getByRole("note")).toHaveText(es.LessonLanguage.notTranslated.replace("{language}", "español"));
  await expect(content(page)).toHaveAttribute("lang", "en");
  await expect(content(page)).toContainText("Exodus");
});

test("an Arabic student reads the Gospel of John in Arabic, right to left", async ({ page }) => {
  const arabicJohn = johnIn("ar");
  const userId = await signUpStudent(page.request);
  await enrol(userId, "john");
  const john = await lessonIds("john");

  await page.goto(`/ar/course/john/lesson/${john[0]}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabicJohn.lessons[0]!.title);
  await expect(content(page)).toContainText(firstWords(arabicJohn.lessons[0]!.content));
  await expect(content(page)).not.toHaveAttribute("lang", "en");
  await expect(page.getByRole("note")).toHaveText(ar.LessonLanguage.quotationsTranslated);
  // Laid out right to left: the first letter of a paragraph that opens with text sits at its right edge.
  const layout = await content(page).evaluate((block) => {
    const p = [...block.querySelectorAll("p")].find((e) => e.firstChild?.nodeType === Node.TEXT_NODE && e.firstChild.textContent!.trim())!;
    const range = document.createRange();
    const text = p.firstChild!;
    const start = text.textContent!.search(/\S/);
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    return { direction: getComputedStyle(p).direction, gap: p.getBoundingClientRect().right - range.getBoundingClientRect().right };
  });
  expect(layout.direction).toBe("rtl");
  expect(layout.gap).toBeLessThan(2);
});

test("on an Arabic page the English fallback reads left to right under an Arabic note", async ({ page }) => {
  const exodus = await lessonIds("exodus");
  await page.goto(`/ar/course/exodus/lesson/${exodus[0]}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("note")).toHaveText(ar.LessonLanguage.notTranslated.replace("{language}", "العربية"));
  await expect(content(page)).toHaveAttribute("lang", "en");
  await expect(content(page)).toHaveAttribute("dir", "ltr");
});
