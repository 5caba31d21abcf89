// GET /api/languages/default – the school's default language
import { route } from "@/lib/http/route";
import { getDefaultLanguage } from "@/lib/languages/queries";

export const dynamic = "force-dynamic";

export const GET = route(async () => getDefaultLanguage());
