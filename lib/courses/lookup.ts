import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PUBLISHED } from "./visibility";

// Course URLs carry the slug (/course/genesis); older links and API callers may carry the id.
// Every page and route that takes a course from the URL resolves it here.

/** The condition matching the course a URL names, by slug or id; null for an empty one. */
export function courseFromUrl(idOrSlug: string): Prisma.CourseWhereInput | null {
  const key = decodeURIComponent(idOrSlug).trim();
  return key ? { OR: [{ slug: key.toLowerCase() }, { id: key }] } : null;
}

/** The published course a URL names (what visitors, buyers and the read APIs may see); null otherwise. */
export const findCourseByIdOrSlug = cache(async (idOrSlug: string) => {
  const course = courseFromUrl(idOrSlug);
  return course && db.course.findFirst({ where: { ...PUBLISHED, ...course } });
});

/** The course a URL names in any state, for callers that decide by the viewer (lib/courses/visibility.ts). */
export const findAnyCourseByIdOrSlug = cache(async (idOrSlug: string) => {
  const course = courseFromUrl(idOrSlug);
  return course && db.course.findFirst({ where: course });
});

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseByIdOrSlug>>>;
