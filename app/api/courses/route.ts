// GET /api/courses – published courses (SPEC field names); ?testament=Old|New, ?category=pastoral|leadership, ?language=
import { courseListQuery, queryObject } from "@/lib/courses/schema";
import { listCourses } from "@/lib/courses/queries";
import { route } from "@/lib/http/route";

export const GET = route(async (request) => {
  const { testament, category, language } = courseListQuery.parse(queryObject(request));
  return listCourses(language, { ...(testament && { testament }), ...(category && { category }) });
});
