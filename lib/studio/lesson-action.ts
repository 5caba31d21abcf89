import "server-only";
import { runAction } from "@/lib/http/action";
import { requireStudioUser, type StudioUser } from "./access";
import type { LessonActionResult } from "./lesson-editor-types";
import { lessonEditorTexts, type LessonEditorTexts } from "./lesson-texts";

// How the lesson editor's server actions run: the caller is a signed-in admin or instructor (the course itself is
// checked by each function: 404 for a course they do not teach), the payload is read as untrusted (a server
// action can be posted to directly), and every refusal is worded in the page's language.

export type ActionInput = Record<string, unknown>;
type Body<T> = (context: { input: ActionInput; user: StudioUser; texts: LessonEditorTexts }) => Promise<T>;

export async function runLessonAction<T>(payload: unknown, body: Body<T>): Promise<LessonActionResult<T>> {
  const input: ActionInput = typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as ActionInput) : {};
  const texts = await lessonEditorTexts(input.locale);
  const result = await runAction(async () => body({ input, user: await requireStudioUser(), texts }));
  if (result.ok) return result;
  // The framework's own refusals (signed out, not staff, a failure of ours) in the user's language too.
  if (result.status === 401) return { ...result, message: texts.error("signedOut") };
  if (result.status === 404 && (!result.code || result.code === "LESSON_NOT_FOUND" || result.code === "COURSE_NOT_FOUND")) return { ...result, message: texts.error("notFound") };
  if (result.status === 500 || result.status === undefined) return { ...result, message: texts.error("generic") };
  return result;
}

/** A string field of the payload, or "" (the functions it is given to refuse what is not theirs). */
export const text = (input: ActionInput, key: string) => (typeof input[key] === "string" ? (input[key] as string) : "");
