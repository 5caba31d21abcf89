import "server-only";
import { findAnyCourseByIdOrSlug, findCourseByIdOrSlug, type CourseRow } from "@/lib/courses/lookup";
import { readJson } from "@/lib/http/route";
import { courseIdSchema, courseRequestSchema } from "./schema";

/**
 * The course a purchase call names by `courseId` (a slug or an id, as course URLs carry it): the query
 * string's for a GET, the JSON body's otherwise (400 when it is missing or malformed). Every purchase route
 * resolves it here, once, and hands the row on; null when no published course has that slug or id, which
 * each call answers in its own way (404, "none", 409): drafts and archived courses are not sold. A refund is
 * about what the student already bought (`bought`): the course in any state, so an archived course's
 * purchase can still be refunded.
 */
export async function requestedCourse(request: Request, { bought = false } = {}): Promise<CourseRow | null> {
  const courseId =
    request.method === "GET"
      ? courseIdSchema.parse(new URL(request.url).searchParams.get("courseId") ?? "")
      : (await readJson(request, courseRequestSchema)).courseId;
  return bought ? findAnyCourseByIdOrSlug(courseId) : findCourseByIdOrSlug(courseId);
}
