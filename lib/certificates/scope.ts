// Certificate.scopeKey is unique: one certificate per student and course, one diploma per student.
// The format is the one the schema documents and the seed writes.
export const courseScopeKey = (userId: string, courseId: string) => `${userId}:${courseId}`;
export const diplomaScopeKey = (userId: string) => `${userId}:diploma`;

/** Old Testament 39 books + New Testament 27 books (SPEC section 9). */
export const BIBLE_BOOK_COUNT = 66;

export const DIPLOMA_TITLE = "Diploma in Biblical Studies";
export const courseCertificateTitle = (courseTitle: string) => `${courseTitle} – Course Completion`;
