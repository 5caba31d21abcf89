// GET /api/scripture?ref=Rom.3.21-Rom.3.26&language=es – a passage from the public-domain texts shipped with the app
// (Reina-Valera 1909 for es, the World English Bible otherwise); public and immutable, the same for every caller.
import { NextResponse } from "next/server";
import { z } from "zod";
import { badRequest } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { locales } from "@/lib/i18n/locales";
import { getPassage } from "@/lib/scripture/passage";

const query = z.object({
  ref: z.string().min(1, "ref is required, e.g. ref=Rom.3.21-Rom.3.26").max(40),
  language: z.enum(locales).default("en"),
});

export const GET = route(async (request) => {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "));
  const passage = await getPassage(parsed.data.ref, parsed.data.language);
  // The texts only change with a deploy (a new build), so a browser or shared cache may keep the answer for a day.
  return NextResponse.json(passage, { headers: { "Cache-Control": "public, max-age=86400, immutable" } });
});
