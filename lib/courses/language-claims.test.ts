/** @jest-environment node */
import { cardLessonClaim, courseClaims } from "./language-claims";

const english = { lessons: ["en"], assessment: ["en"], videos: 0, captions: [] };
const twelve = ["en", "es", "fr", "pt", "de", "it", "zh", "ja", "ko", "ar", "hi", "ru"];

describe("cardLessonClaim", () => {
  it("names one or two languages in the page's language", () => {
    expect(cardLessonClaim(english, "ar")).toEqual({ key: "lessons", values: { languages: "الإنجليزية" } });
    expect(cardLessonClaim({ ...english, lessons: ["en", "es"] }, "en")).toEqual({ key: "lessonsList", values: { languages: "English and Spanish" } });
  });

  it("puts the page's language first when the course has it, and counts the others", () => {
    expect(cardLessonClaim({ ...english, lessons: twelve }, "ar")).toEqual({ key: "lessonsOwnAndMore", values: { language: "العربية", count: 11 } });
    expect(cardLessonClaim({ ...english, lessons: ["en", "es", "fr"] }, "ar")).toEqual({ key: "lessonsMany", values: { count: 3 } });
  });

  it("says nothing of a course without a published lesson", () => {
    expect(cardLessonClaim({ ...english, lessons: [] }, "en")).toBeNull();
  });
});

describe("courseClaims", () => {
  it("calls a course without videos text lessons, never video", () => {
    expect(courseClaims(english, "en").map((c) => c.key)).toEqual(["lessons", "assessment", "textLessons"]);
  });

  it("counts the videos, and names captions only where there are some", () => {
    expect(courseClaims({ ...english, videos: 2, captions: ["en"] }, "en")).toEqual([
      { key: "lessons", values: { languages: "English" } },
      { key: "assessment", values: { languages: "English" } },
      { key: "videos", values: { count: 2 } },
      { key: "captions", values: { languages: "English" } },
    ]);
    expect(courseClaims({ ...english, videos: 1 }, "en").map((c) => c.key)).toEqual(["lessons", "assessment", "videos"]);
  });

  it("counts many languages before naming them, and leaves out an assessment the course does not have", () => {
    const claims = courseClaims({ ...english, lessons: twelve, assessment: [] }, "en");
    expect(claims[0]).toEqual({ key: "lessonsCounted", values: { count: 12, languages: expect.stringContaining("English, Spanish, French") } });
    expect(claims.map((c) => c.key)).toEqual(["lessonsCounted", "textLessons"]);
  });

  it("words two or three languages as a list", () => {
    expect(courseClaims({ ...english, assessment: ["en", "ar"] }, "ar")[1]).toEqual({ key: "assessmentList", values: { languages: "الإنجليزية والعربية" } });
  });
});
