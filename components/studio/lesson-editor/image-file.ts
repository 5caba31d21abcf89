import { isLessonImageType, LESSON_IMAGE_TYPES, MAX_LESSON_IMAGE_BYTES } from "@/lib/lesson-content/images";

// The checks an image passes in the browser before it is uploaded, so a wrong file is refused at once with a
// reason instead of after a long upload. The upload's own route checks the same again (lib/lesson-content/images.ts).

export type ImageFileProblem = { code: "wrongType" } | { code: "tooLarge"; sizeMb: number; limitMb: number };

/** What the file input accepts: the same four types. */
export const IMAGE_ACCEPT = LESSON_IMAGE_TYPES.join(",");

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export function imageFileProblem(file: Pick<File, "type" | "size">): ImageFileProblem | null {
  if (!isLessonImageType(file.type)) return { code: "wrongType" };
  if (file.size > MAX_LESSON_IMAGE_BYTES) return { code: "tooLarge", sizeMb: megabytes(file.size), limitMb: megabytes(MAX_LESSON_IMAGE_BYTES) };
  return null;
}
