import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";

// Course URLs carry the slug (/course/genesis); older links and API callers may carry the id.
// Every page and route that takes a course from the URL resolves it here.
export const findCourseByIdOrSlug = cache(async (idOrSlug: string) => {
  const key = decodeURIComponent(idOrSlug).trim();
  if (!key) return null;
  return db.course.findFirst({
    where: { published: true, OR: [{ slug: key.toLowerCase() }, { id: key }] },
  });
});

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseByIdOrSlug>>>;
