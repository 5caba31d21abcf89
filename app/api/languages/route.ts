// GET /api/languages – the active languages (code, name, nativeName, flag, isActive)
import { route } from "@/lib/http/route";
import { listActiveLanguages } from "@/lib/languages/queries";

export const dynamic = "force-dynamic";

export const GET = route(async () => listActiveLanguages());
