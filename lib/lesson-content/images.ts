import { IMAGE_ROUTE, IMAGE_TYPES, imageSrc, MAX_IMAGE_BYTES, type ImageType } from "@/lib/images/rules";

// Lesson images are uploaded through POST /api/studio/images?kind=lesson (lib/images/store.ts), which decodes the
// file, writes it again as WebP under images/lesson/<sha-256>.webp and answers its address on this site:
// LESSON_IMAGE_PATH + "<sha-256>.webp", served by app/api/images/[...path] (public, immutable: the address is the
// content's hash). Stored HTML must not hold the storage's own URLs: those are signed and expire (lib/storage),
// and a lesson is cached for hours. An image from anywhere else (another site, data:, blob:, another kind of
// stored image) is refused, so a lesson never loads a third party's file, and every image has alternative text.
// Pure, no DOM: the editor, the document check and the sanitiser share it.

export const LESSON_IMAGE_PATH = `${IMAGE_ROUTE}lesson/`;
/** The storage key prefix LESSON_IMAGE_PATH stands for (lib/images/rules.ts IMAGE_KEY_PATTERN). */
export const LESSON_IMAGE_KEY_PREFIX = "images/lesson/";

/** What the editor uploads: photographs, diagrams and maps (lib/images/rules.ts). SVG is not an image here: it can carry script. */
export const LESSON_IMAGE_TYPES = IMAGE_TYPES;
export type LessonImageType = ImageType;
/** Beyond this a picture is not a lesson illustration: a phone photo is 2–4 MB, a web image far less. */
export const MAX_LESSON_IMAGE_BYTES = MAX_IMAGE_BYTES;
export const MAX_ALT_LENGTH = 300;

// Exactly what the image route stores: a SHA-256 in lowercase hex, WebP. No other segment, query or fragment.
const SRC = /^\/api\/images\/lesson\/[0-9a-f]{64}\.webp$/;

export function isLessonImageSrc(src: unknown): src is string {
  return typeof src === "string" && SRC.test(src);
}

export function isLessonImageAlt(alt: unknown): alt is string {
  return typeof alt === "string" && alt.trim().length > 0 && alt.length <= MAX_ALT_LENGTH;
}

/** The path a lesson stores for an image kept under `key` ("images/lesson/…"), or null for any other key. */
export function lessonImageSrc(key: string): string | null {
  if (!key.startsWith(LESSON_IMAGE_KEY_PREFIX)) return null;
  const src = imageSrc(key);
  return isLessonImageSrc(src) ? src : null;
}

export function isLessonImageType(type: string): type is LessonImageType {
  return (LESSON_IMAGE_TYPES as readonly string[]).includes(type);
}
