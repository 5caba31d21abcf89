import "server-only";
import { findCourseByIdOrSlug, type CourseRow } from "@/lib/courses/lookup";
import { readJson } from "@/lib/http/route";
import { courseIdSchema, courseRequestSchema } from "./schema";

/**
 * The course a purchase call names by `courseId` (a slug or an id, as course URLs carry it): the query
 * string's for a GET, the JSON body's otherwise (400 when it is missing or malformed). Every purchase route
 * resolves it here, once, and hands the row on; null when no published course has that slug or id, which
 * each call answers in its own way (404, "none", 409).
 */
export async function requestedCourse(request: Request): Promise<CourseRow | null> {
  const courseId =
    request.method === "GET"
      ? courseIdSchema.parse(new URL(request.url).searchParams.get("courseId") ?? "")
      : (await readJson(request, courseRequestSchema)).courseId;
  return findCourseByIdOrSlug(courseId);
}
