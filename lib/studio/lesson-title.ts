import { z } from "zod";

// A lesson's title, as the editor checks it while the author types and the server before it saves: the same
// rule as lib/studio/lesson-schema.ts (2 to 200 characters once trimmed), its message from the caller's translator.

type Translate = (key: "errorLessonTitle") => string;

export const lessonTitleSchema = (t: Translate) => z.string(t("errorLessonTitle")).trim().min(2, t("errorLessonTitle")).max(200, t("errorLessonTitle"));
