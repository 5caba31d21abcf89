import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json";
import es from "../messages/es.json";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";

// The pilot's Spanish text, as the seed loaded it (prisma/seed/data/lesson-translations/full/es/john.json).
const spanishJohn = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../prisma/seed/data/lesson-translations/full/es/john.json"), "utf8"),
) as { lessons: { title: string; content: string }[] };
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
  await expect(page.getByRole("note")).toHaveCount(0);

  // Genesis has Spanish lesson titles but English content: shown marked lang="en" under the note.
  const genesis = await lessonIds("genesis");
  await page.goto(`/es/course/genesis/lesson/${genesis[0]}`);
  await expect(page.getByRole("note")).toHaveText(es.LessonLanguage.notTranslated.replace("{language}", "español"));
  await expect(content(page)).toHaveAttribute("lang", "en");
  await expect(content(page)).toContainText("Genesis");
});

test("on an Arabic page the English fallback reads left to right under an Arabic note", async ({ page }) => {
  const genesis = await lessonIds("genesis");
  await page.goto(`/ar/course/genesis/lesson/${genesis[0]}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("note")).toHaveText(ar.LessonLanguage.notTranslated.replace("{language}", "العربية"));
  await expect(content(page)).toHaveAttribute("lang", "en");
  await expect(content(page)).toHaveAttribute("dir", "ltr");
});
