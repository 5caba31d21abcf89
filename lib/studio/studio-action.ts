import "server-only";
import { z } from "zod";
import { runAction, type ActionResult } from "@/lib/http/action";
import { badRequest } from "@/lib/http/errors";
import { isLocale, defaultLocale, type Locale } from "@/lib/i18n/locales";

// The studio's server actions take the page's locale, so a refusal reads in the user's language: the schemas'
// messages come from the translator of that locale, and a refused payload names each field by its full path
// ("outcomes.2", "furtherReading.0.year") so the form puts the message under the very input it is about.

/** The locale a server action was given, or English for anything else. */
export const actionLocale = (locale: unknown): Locale => (isLocale(locale) ? locale : defaultLocale);

/** Every issue's message under its dotted path ("" for the payload as a whole). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
  return fieldErrors;
}

/** runAction, with a schema's refusal turned into a 400 carrying its fields' messages and `message`. */
export function runStudioAction<T>(message: string, body: () => Promise<T>): Promise<ActionResult<T>> {
  return runAction(async () => {
    try {
      return await body();
    } catch (error) {
      if (error instanceof z.ZodError) throw badRequest(message, { code: "INVALID", details: { fieldErrors: fieldErrorsOf(error) } });
      throw error;
    }
  });
}
