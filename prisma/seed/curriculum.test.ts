/** @jest-environment node */
import { estimatedHours, loadCurriculum, type CourseData } from "./curriculum";
import { CHAPTERS, wordCount } from "./curriculum-rules.mjs";
import { loadTranslations } from "./translations";

let courses: CourseData[];
beforeAll(() => {
  courses = loadCurriculum();
});

it("holds 76 courses: 39 Old Testament, 27 New Testament, 10 ministry", () => {
  expect(courses).toHaveLength(76);
  expect(courses.filter((c) => c.testament === "Old")).toHaveLength(39);
  expect(courses.filter((c) => c.testament === "New")).toHaveLength(27);
  const ministry = courses.filter((c) => c.testament === null);
  expect(ministry).toHaveLength(10);
  expect(ministry.filter((c) => c.category === "pastoral").length).toBeGreaterThanOrEqual(2);
  expect(ministry.filter((c) => c.category === "leadership").length).toBeGreaterThanOrEqual(1);
});

it("runs from Genesis to Malachi and Matthew to Revelation in canonical order", () => {
  expect(courses[0]!.title).toBe("Genesis");
  expect(courses[38]!.title).toBe("Malachi");
  expect(courses[39]!.title).toBe("Matthew");
  expect(courses[65]!.title).toBe("Revelation");
  expect(courses.map((c) => c.order)).toEqual(courses.map((_, i) => i + 1));
});

it("uses the three price tiers and every difficulty", () => {
  expect(new Set(courses.map((c) => c.price))).toEqual(new Set(["19.99", "29.99", "39.99"]));
  expect(new Set(courses.map((c) => c.difficulty))).toEqual(new Set(["beginner", "intermediate", "advanced"]));
});

it("gives every lesson 300-800 words and every assessment 10+ questions with one correct option of four", () => {
  for (const course of courses) {
    for (const lesson of course.lessons) {
      const words = wordCount(lesson.content);
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(800);
    }
    for (const assessment of course.assessments) {
      expect(assessment.questions.length).toBeGreaterThanOrEqual(10);
      for (const q of assessment.questions) {
        expect(q.options).toHaveLength(4);
        expect(q.correct).toBeGreaterThanOrEqual(0);
        expect(q.correct).toBeLessThan(4);
      }
    }
  }
});

it("estimates a course's hours from its lessons and assessments, to the half hour", () => {
  const course = {
    lessons: [{ estimatedMinutes: 40 }, { estimatedMinutes: 35 }],
    assessments: [{ timeLimit: 20 }],
  } as unknown as CourseData;
  expect(estimatedHours(course)).toBe(1.5);
  expect(estimatedHours({ lessons: [{ estimatedMinutes: 5 }], assessments: [] } as unknown as CourseData)).toBe(0.5);
});

it("gives every book its chapter count: 1,189 in all, 929 Old Testament and 260 New Testament", () => {
  const chapters = (testament: string) =>
    courses.filter((c) => c.testament === testament).reduce((sum, c) => sum + (c.chapters ?? 0), 0);
  for (const course of courses.filter((c) => c.testament)) {
    expect([course.slug, course.chapters]).toEqual([course.slug, CHAPTERS[course.slug as keyof typeof CHAPTERS]]);
  }
  expect(chapters("Old")).toBe(929);
  expect(chapters("New")).toBe(260);
  expect(chapters("Old") + chapters("New")).toBe(1189);
});

it("has every course title in the 11 other languages, and the first five descriptions too", () => {
  const translations = loadTranslations();
  const others = ["es", "fr", "pt", "de", "it", "zh", "ja", "ko", "ar", "hi", "ru"];
  for (const [index, course] of courses.entries()) {
    for (const locale of others) {
      const entry = translations[course.slug]?.[locale];
      expect([course.slug, locale, Boolean(entry?.title?.trim())]).toEqual([course.slug, locale, true]);
      if (index < 5) expect([course.slug, locale, Boolean(entry?.description?.trim())]).toEqual([course.slug, locale, true]);
    }
  }
});
