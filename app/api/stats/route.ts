// GET /api/stats – bibleBooksCount, coursesCount, lessonsCount, graduatesCount, completionRate
import { route } from "@/lib/http/route";
import { getStats } from "@/lib/stats/queries";

export const dynamic = "force-dynamic";

export const GET = route(async () => getStats());
