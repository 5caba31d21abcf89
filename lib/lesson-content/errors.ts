// Why a lesson document was refused, as a code the page turns into a message in the author's language:
// messages/*.json "LessonContent.errors.<code>", with `values` as the message's arguments.

export const LESSON_CONTENT_ERROR_CODES = [
  "invalidDocument",
  "unknownNode",
  "unknownMark",
  "unknownAttribute",
  "headingLevel",
  "linkNotAllowed",
  "imageSourceNotAllowed",
  "imageAltMissing",
  "invalidCharacter",
  "invalidStructure",
  "tooDeep",
  "tooLarge",
] as const;

export type LessonContentErrorCode = (typeof LESSON_CONTENT_ERROR_CODES)[number];

export type LessonContentError = {
  code: LessonContentErrorCode;
  /** Where in the document, as a JSON path ("content.3.content.0.marks.0"), for logs and tests. */
  path?: string;
  /** The message's arguments (tooLarge: sizeMb and limitMb). */
  values?: Record<string, string | number>;
};

export type LessonContentResult<T> = ({ ok: true } & T) | { ok: false; error: LessonContentError };

type Translate = (key: `errors.${LessonContentErrorCode}`, values?: Record<string, string | number>) => string;

/** The error in words: `t` is next-intl's translator for "LessonContent" (getTranslations or useTranslations). */
export function lessonContentErrorMessage(t: Translate, error: LessonContentError): string {
  return t(`errors.${error.code}`, error.values);
}
