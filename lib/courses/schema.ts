import { z } from "zod";
import { locales } from "@/lib/i18n/locales";

/** GET /api/courses query: optional testament, category and language of the titles. */
export const courseListQuery = z.object({
  testament: z.enum(["Old", "New"]).optional(),
  category: z.enum(["pastoral", "leadership"]).optional(),
  language: z.enum(locales).default("en"),
});

/** ?language= of the single-course reads. */
export const languageQuery = z.object({ language: z.enum(locales).default("en") });

export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
