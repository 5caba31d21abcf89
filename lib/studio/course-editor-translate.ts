import type en from "@/messages/en.json";

// The course editor's own messages (namespace CourseEditor): the form's labels and the refusals of the saves this
// editor adds to lib/studio (lesson order, cover). Passed in like the Studio namespace's (course-schema.ts): the
// caller's translator in the user's language, English by default.
export type CourseEditorMessages = typeof en.CourseEditor;
export type CourseEditorTranslate = (key: keyof CourseEditorMessages) => string;
