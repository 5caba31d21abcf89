// Sending a cover to POST /api/studio/images?kind=cover, and what its refusals mean. The type and size are checked
// here first so a wrong file is named at once; the server checks again and decodes the image (it alone can tell a
// file that only claims to be an image).

export const COVER_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export type CoverProblem = "coverType" | "coverTooLarge" | "coverUnreadable" | "coverTooManyPixels" | "coverFailed";

/** What is wrong with a chosen file before it is sent, if anything. */
export function coverFileProblem(file: { type: string; size: number }): CoverProblem | null {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return "coverType";
  if (file.size > COVER_MAX_BYTES) return "coverTooLarge";
  return null;
}

const PROBLEMS: Record<string, CoverProblem> = {
  image_type: "coverType",
  image_too_large: "coverTooLarge",
  body_too_large: "coverTooLarge",
  image_unreadable: "coverUnreadable",
  image_too_many_pixels: "coverTooManyPixels",
};

/** Uploads the file; its stored key, or the problem to tell the user. */
export async function uploadCover(file: File): Promise<{ key: string } | { problem: CoverProblem }> {
  const response = await fetch("/api/studio/images?kind=cover", { method: "POST", headers: { "Content-Type": file.type }, body: file }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { key?: string; code?: string } | null;
  if (response?.ok && body?.key) return { key: body.key };
  if (response?.status === 413) return { problem: "coverTooLarge" };
  if (response?.status === 415) return { problem: "coverType" };
  return { problem: PROBLEMS[body?.code ?? ""] ?? "coverFailed" };
}
