import { z } from "zod";
import { defaultLocale, locales } from "@/lib/i18n/locales";

/** Query of the dashboard and certificates APIs: `?locale=es` translates course titles (English by default). */
export const dashboardQuerySchema = z.object({
  locale: z.enum(locales).default(defaultLocale),
});

export function parseDashboardQuery(request: Request) {
  const url = new URL(request.url);
  return dashboardQuerySchema.parse({ locale: url.searchParams.get("locale") ?? undefined });
}
