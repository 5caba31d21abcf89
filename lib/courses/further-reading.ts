import { z } from "zod";
import type { FurtherReadingEntry } from "./types";

// Course.furtherReading is JSONB written by the studio (lib/studio/course-schema.ts, which builds its form's
// schema from furtherReadingEntrySchema below) and by the seed through it: read it through the same shape so
// a malformed entry is left out of the page instead of breaking it.

/** The limits of one entry, shared by the reader here and the studio's form. */
export const READING_TEXT_MAX = 500;
export const READING_YEAR_MIN = 1000;
export const READING_YEAR_MAX = 2999;

/** Messages for an entry's fields; the reader below needs none (a bad entry is skipped, not explained). */
export type ReadingMessages = { author?: string; title?: string; publisher?: string; year?: string };

const text = (message?: string) => z.string().trim().min(1, message).max(READING_TEXT_MAX, message);

/** One entry: author and title required, publisher and year optional, the title's language when not English. */
export function furtherReadingEntrySchema(messages: ReadingMessages = {}) {
  return z.object({
    author: text(messages.author),
    title: text(messages.title),
    publisher: text(messages.publisher).optional(),
    year: z.number(messages.year).int(messages.year).min(READING_YEAR_MIN, messages.year).max(READING_YEAR_MAX, messages.year).optional(),
    /** The language the title is written in (BCP 47, e.g. "de"); English when the data does not say. */
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .optional(),
  });
}

const entrySchema = furtherReadingEntrySchema();

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
