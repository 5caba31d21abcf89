import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import { coursePayload, formPath, type CourseFormValues } from "./course-form-values";

/**
 * Checks the form with the server's own schema (lib/studio/course-schema.ts, loaded with the first check), built
 * with the browser's translator: the same rules and messages as the server, in the user's language. Each message
 * goes under the input it is about (formPath).
 */
export function courseResolver(loadSchema: () => Promise<ZodType>, withInstructors: boolean): Resolver<CourseFormValues> {
  let schema: Promise<ZodType> | null = null;
  return async (values, _context, options) => {
    schema ??= loadSchema().catch((error: unknown) => {
      schema = null;
      throw error;
    });
    const result = (await schema).safeParse(coursePayload(values, { withInstructors }));
    if (result.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) flat[formPath(issue.path.join("."))] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
