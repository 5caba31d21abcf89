// GET /api/stats – bibleBooksCount, coursesCount, lessonsCount, graduatesCount, completionRate (SPEC), and
// languagesCount, studyHours, enrollmentsCount, shown (the figures the school shows visitors, in order)
import { route } from "@/lib/http/route";
import { getStats } from "@/lib/stats/queries";

export const dynamic = "force-dynamic";

export const GET = route(async () => getStats());
