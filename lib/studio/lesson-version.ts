import type { DraftVersion } from "./lesson-editor-types";

// Which text an editor started from, as a token it sends back with every save: the draft revision and when it was
// last written ("draft:<id>:<ms>"), or, with no draft, the live revision ("live:<id>", "live:none" for a lesson
// whose text predates the studio). A save from any other version is refused: someone saved, restored or published
// since, and writing would silently overwrite their text. Pure: the server makes and compares the tokens.

type VersionedLesson = { draftRevisionId: string | null; publishedRevisionId: string | null };
type Draft = { id: string; updatedAt: Date };

export function draftVersion(lesson: VersionedLesson, draft: Draft | null): DraftVersion {
  if (draft) return `draft:${draft.id}:${draft.updatedAt.getTime()}`;
  return `live:${lesson.publishedRevisionId ?? "none"}`;
}
