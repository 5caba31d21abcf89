import { z } from "zod";
import type { FurtherReadingEntry } from "./types";

// Course.furtherReading is JSONB written by the seed and, one day, by editors: read it through a schema so a
// malformed entry is left out of the page instead of breaking it.
const text = z.string().trim().min(1).max(500);

const entrySchema = z.object({
  author: text,
  title: text,
  publisher: text.optional(),
  year: z.number().int().min(1000).max(2999).optional(),
  /** The language the title is written in (BCP 47, e.g. "de"); English when the data does not say. */
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .optional(),
});

/** The well-formed entries of a course's further-reading JSON, in order; anything else is skipped. */
export function parseFurtherReading(json: unknown): FurtherReadingEntry[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item) => {
    const parsed = entrySchema.safeParse(item);
    if (!parsed.success) return [];
    const { author, title, publisher, year, language } = parsed.data;
    return [{ author, title, language: language ?? "en", ...(publisher ? { publisher } : {}), ...(year ? { year } : {}) }];
  });
}
