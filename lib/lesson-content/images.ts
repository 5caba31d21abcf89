// Lesson images live in the school's storage (S3 or disk) under `lesson-images/`, and a lesson refers to one by a
// stable path of this site, LESSON_IMAGE_PATH + the key's rest: "/api/lesson-images/<course>/<name>.webp". Stored
// HTML must not hold the storage's own URLs: those are signed and expire (lib/storage), and a lesson is cached for
// hours. The route behind that path (written with the studio's pages) answers with a fresh signed URL.
// An image from anywhere else (another site, data:, blob:) is refused, so a lesson never loads a third party's
// file, and every image has alternative text. Pure, no DOM: the editor, the document check and the sanitiser share it.

export const LESSON_IMAGE_PATH = "/api/lesson-images/";
/** The storage key prefix LESSON_IMAGE_PATH stands for. */
export const LESSON_IMAGE_KEY_PREFIX = "lesson-images/";

/** What the editor uploads: photographs, diagrams and maps. SVG is not an image here: it can carry script. */
export const LESSON_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type LessonImageType = (typeof LESSON_IMAGE_TYPES)[number];
/** Beyond this a picture is not a lesson illustration: a phone photo is 2–4 MB, a web image far less. */
export const MAX_LESSON_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_ALT_LENGTH = 300;

// Safe segments only (no "..", no "%", no query or fragment), ending in one of the image types' extensions.
const SRC = /^\/api\/lesson-images\/(?:[A-Za-z0-9_-]+\/){0,4}[A-Za-z0-9_-]+\.(?:jpe?g|png|webp|gif)$/;

export function isLessonImageSrc(src: unknown): src is string {
  return typeof src === "string" && src.length <= 300 && SRC.test(src);
}

export function isLessonImageAlt(alt: unknown): alt is string {
  return typeof alt === "string" && alt.trim().length > 0 && alt.length <= MAX_ALT_LENGTH;
}

/** The path a lesson stores for an image kept under `key` ("lesson-images/…"), or null for any other key. */
export function lessonImageSrc(key: string): string | null {
  if (!key.startsWith(LESSON_IMAGE_KEY_PREFIX)) return null;
  const src = LESSON_IMAGE_PATH + key.slice(LESSON_IMAGE_KEY_PREFIX.length);
  return isLessonImageSrc(src) ? src : null;
}

export function isLessonImageType(type: string): type is LessonImageType {
  return (LESSON_IMAGE_TYPES as readonly string[]).includes(type);
}
