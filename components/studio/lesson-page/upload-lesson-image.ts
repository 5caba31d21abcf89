import type { UploadImage } from "@/components/studio/lesson-editor/image-dialog";
import { UploadImageError } from "@/components/studio/lesson-editor/upload-image-error";

// The editor's onUploadImage: the file's bytes to POST /api/studio/images?kind=lesson, which decodes it, stores it
// as WebP and answers its address. A refusal becomes an UploadImageError saying why in the author's language.

const REFUSALS = ["image_too_large", "image_type", "image_unreadable", "image_too_many_pixels"] as const;
export type ImageRefusal = (typeof REFUSALS)[number] | "signedOut" | "failed";

const refusalOf = (status: number, code: unknown): ImageRefusal => {
  if (typeof code === "string" && (REFUSALS as readonly string[]).includes(code)) return code as ImageRefusal;
  if (status === 413) return "image_too_large";
  if (status === 415) return "image_type";
  return status === 401 ? "signedOut" : "failed";
};

export function lessonImageUploader(message: (refusal: ImageRefusal) => string): UploadImage {
  return async (file) => {
    let response: Response;
    try {
      response = await fetch("/api/studio/images?kind=lesson", { method: "POST", headers: { "Content-Type": file.type }, body: file, credentials: "same-origin" });
    } catch {
      throw new UploadImageError(message("failed"));
    }
    const body = (await response.json().catch(() => null)) as { src?: unknown; code?: unknown } | null;
    if (!response.ok || typeof body?.src !== "string") throw new UploadImageError(message(refusalOf(response.status, body?.code)));
    // The dialog adds the alternative text the author typed.
    return { src: body.src, alt: "" };
  };
}
