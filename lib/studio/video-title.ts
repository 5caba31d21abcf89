import { z } from "zod";

// A video's title when staff rename it: the upload's own rule (lib/uploads/schema.ts createVideoSchema, 1 to 200
// characters once trimmed), its message from the caller's translator ("StudioLesson.videos").

type Translate = (key: "titleError") => string;

export const videoTitleSchema = (t: Translate) => z.string(t("titleError")).trim().min(1, t("titleError")).max(200, t("titleError"));
