// GET /api/health – 200 when PostgreSQL, Redis (if configured) and storage answer, else 503 naming the part that did not
import { NextResponse } from "next/server";
import { healthReport } from "@/lib/health/report";
import { route } from "@/lib/http/route";

// Asked afresh on every request: never prerendered, never kept by Next, nginx or a CDN.
export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const report = await healthReport();
  return NextResponse.json(report, { status: report.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
