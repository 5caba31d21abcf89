// GET /api/metrics – this server's Prometheus metrics: from this machine (the socket's address) or with the token.
import { forbidden } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { registerCollectors } from "@/lib/observability/collectors";
import { metrics } from "@/lib/observability/metrics";
import { mayReadMetrics } from "@/lib/observability/metrics-access";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  if (!mayReadMetrics(request.headers)) {
    throw forbidden("Metrics are served only to this machine or with the metrics token.", { code: "METRICS_FORBIDDEN" });
  }
  registerCollectors();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
});
