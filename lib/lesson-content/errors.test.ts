/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { locales } from "@/lib/i18n/locales";
import { LESSON_CONTENT_ERROR_CODES, lessonContentErrorMessage, type LessonContentError } from "./errors";
import { MAX_DEPTH } from "./document";

const messagesOf = (locale: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
const VALUES: Partial<Record<LessonContentError["code"], LessonContentError["values"]>> = { tooLarge: { sizeMb: 5.4, limitMb: 1 }, tooDeep: { limit: MAX_DEPTH } };

describe.each(locales)("%s", (locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: "LessonContent" });

  it("says why every refusal happened, and that nothing was saved, with its numbers in the reader's format", () => {
    const texts = LESSON_CONTENT_ERROR_CODES.map((code) => lessonContentErrorMessage(t, { code, values: VALUES[code] }));
    expect(new Set(texts).size).toBe(LESSON_CONTENT_ERROR_CODES.length);
    for (const text of texts) expect(text).not.toMatch(/^LessonContent|\{|errors\./);
    expect(lessonContentErrorMessage(t, { code: "tooLarge", values: VALUES.tooLarge })).toContain(new Intl.NumberFormat(locale).format(5.4));
  });
});
