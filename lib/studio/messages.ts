import "server-only";
import { englishTranslator } from "@/lib/i18n/english";
import type { StudioTranslate } from "./course-schema";

// The studio's messages in English, for saves called without the user's translator (the seed, and the server's
// own checks). One translator for the process: the schemas built with it are built once (memoSchema below).
let english: StudioTranslate | undefined;
export const englishStudio = (): StudioTranslate => (english ??= englishTranslator("Studio"));
