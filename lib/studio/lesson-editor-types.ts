import type { DiffSegment } from "@/lib/lesson-content/diff";
import type { LessonDocument } from "@/lib/lesson-content/document";
import type { ProcessingErrorCode } from "@/lib/videos/processing-errors";

// What the lesson editor's page hands its client components, and what its server actions answer: plain data
// only (dates as ISO strings), no server code, so the browser and the server share the shapes.

/**
 * Which text the editor started from, as the server compares it before writing: the draft revision and when it
 * was last written, or the live text when there is no draft. Opaque to the browser: it sends back what it got.
 */
export type DraftVersion = string;

/** The text being edited: the draft revision's, or the live one when there is no draft. */
export type EditorDraft = { title: string; doc: LessonDocument; version: DraftVersion };

export type EditorLessonState = "draft" | "published";

export type EditorLesson = {
  id: string;
  courseId: string;
  courseTitle: string;
  /** The course's language: the lesson text's language and direction in the editor. */
  courseLanguage: string;
  order: number;
  estimatedMinutes: number;
  isFreePreview: boolean;
  state: EditorLessonState;
  /** A draft revision differs from what students see (or, for a lesson never published, exists). */
  hasDraft: boolean;
  /** Students have progress on it: Delete unpublishes instead, so their records stay. */
  hasProgress: boolean;
};

export type RevisionSummary = {
  id: string;
  title: string;
  /** The author's name; null when the account was deleted or the text came from before the studio. */
  authorName: string | null;
  /** When its text was last written (ISO). */
  savedAt: string;
  /** When it was made live (ISO); null for a revision never published. */
  publishedAt: string | null;
  /** The lesson's draft: what the editor holds. */
  isDraft: boolean;
  /** What students see now. */
  isLive: boolean;
};

/** A revision's changes against the one before it (null: it is the first). */
export type RevisionChanges = {
  previousTitle: string | null;
  title: string;
  segments: DiffSegment[];
  first: boolean;
};

export type StaleDraft = {
  /** The version now stored, to overwrite it knowingly. */
  version: DraftVersion;
  savedAt: string;
  authorName: string | null;
};

export type VideoStatus = "uploading" | "processing" | "ready" | "failed";

export type StudioVideo = {
  id: string;
  title: string;
  status: VideoStatus;
  /** 0–100 while processing. */
  progress: number;
  errorCode: ProcessingErrorCode | null;
  /** The file itself was refused (not a video, truncated, too long): it can only be removed or replaced. */
  refused: boolean;
  published: boolean;
  /** Seconds, once probed. */
  duration: number | null;
};

/**
 * What the lesson editor's server actions answer (lib/http/action.ts ActionResult): `message` is already in the
 * user's language; a draft saved elsewhere meanwhile is refused with code STALE_DRAFT and `stale`.
 */
export type LessonActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; code?: string; status?: number; fieldErrors?: Record<string, string[]>; stale?: StaleDraft };
