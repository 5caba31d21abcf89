// POST /api/studio/images?kind=lesson|cover|photo – the image's bytes as the body (Content-Type: its type) →
// { key, src, width, height }. Staff only; 413 past 5 MB, 415 for another type, 400 when it does not decode.
import { requireRole } from "@/lib/auth/session";
import { readLimitedBytes } from "@/lib/http/body";
import { badRequest } from "@/lib/http/errors";
import { privateJson, route } from "@/lib/http/route";
import { IMAGE_TYPES, isImageKind, MAX_IMAGE_BYTES } from "@/lib/images/rules";
import { imageTooLarge, storeImage } from "@/lib/images/store";

export const runtime = "nodejs";

export const POST = route(
  async (request) => {
    await requireRole(["instructor", "admin"], request);
    const kind = new URL(request.url).searchParams.get("kind");
    if (!isImageKind(kind)) throw badRequest("Say what the image is for: kind=lesson, cover or photo.", { code: "image_kind" });
    const bytes = await readLimitedBytes(request, MAX_IMAGE_BYTES, imageTooLarge);
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? null;
    return privateJson(await storeImage(bytes, type, kind), 201);
  },
  { bodyTypes: IMAGE_TYPES },
);
