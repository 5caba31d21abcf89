/** @jest-environment node */
import { courseValues, coursePayload, emptyCourseValues, formPath, slugFromTitle, type CourseFields } from "./course-form-values";

const course: CourseFields = {
  title: "Ruth",
  slug: "ruth",
  description: "Loyal love in the days of the judges.",
  testament: "Old",
  category: null,
  section: "History",
  chapters: 4,
  author: null,
  writtenDate: "c. 1000 BC",
  difficulty: "beginner",
  price: "19.99",
  estimatedHours: 6.5,
  outcomes: ["Trace hesed through the book", "Read Ruth as part of David's story"],
  furtherReading: [{ author: "Daniel I. Block", title: "Judges, Ruth", year: 1999, publisher: "B&H" }, { author: "K. Barth", title: "Die kirchliche Dogmatik", language: "de" }],
  instructorIds: ["u1"],
  state: "published",
};

it("gives back the payload it was filled from (numbers, lists, nulls and a title's language)", () => {
  const payload = coursePayload(courseValues(course), { withInstructors: true });
  expect(payload).toEqual({
    title: "Ruth",
    slug: "ruth",
    description: course.description,
    testament: "Old",
    category: null,
    section: "History",
    chapters: 4,
    author: "",
    writtenDate: "c. 1000 BC",
    difficulty: "beginner",
    price: "19.99",
    estimatedHours: 6.5,
    outcomes: course.outcomes,
    furtherReading: [
      { author: "Daniel I. Block", title: "Judges, Ruth", publisher: "B&H", year: 1999 },
      { author: "K. Barth", title: "Die kirchliche Dogmatik", language: "de" },
    ],
    instructorIds: ["u1"],
    state: "published",
  });
});

it("sends a ministry category, leaves instructors out for instructors, and leaves empty numbers out or null", () => {
  const values = { ...courseValues(course), group: "pastoral" as const, chapters: " ", estimatedHours: "" };
  const payload = coursePayload(values, { withInstructors: false });
  expect(payload).toMatchObject({ testament: null, category: "pastoral", chapters: null });
  expect(payload).not.toHaveProperty("instructorIds");
  expect(payload).not.toHaveProperty("estimatedHours");
});

it("passes what is not a number on as NaN, for the schema to refuse with its message", () => {
  const values = { ...courseValues(course), chapters: "four", furtherReading: [{ author: "A", title: "B", year: "19x9", publisher: "" }] };
  const payload = coursePayload(values, { withInstructors: false });
  expect(payload.chapters).toBeNaN();
  expect(payload.furtherReading[0]!.year).toBeNaN();
});

it("starts a new course as an empty draft", () => {
  expect(emptyCourseValues()).toMatchObject({ title: "", group: "", difficulty: "", outcomes: [], furtherReading: [], instructorIds: [], state: "draft" });
  expect(coursePayload(emptyCourseValues(), { withInstructors: true })).toMatchObject({ testament: null, category: null, difficulty: undefined, instructorIds: [] });
});

it("puts each message under the input it is about", () => {
  expect(formPath("testament")).toBe("group");
  expect(formPath("category")).toBe("group");
  expect(formPath("outcomes.2")).toBe("outcomes.2.text");
  expect(formPath("outcomes")).toBe("outcomes");
  expect(formPath("furtherReading.1.year")).toBe("furtherReading.1.year");
  expect(formPath("instructorIds.0")).toBe("instructorIds");
  expect(formPath("slug")).toBe("slug");
  expect(formPath("")).toBe("root");
});

it("makes a first address from a title", () => {
  expect(slugFromTitle("Church History I")).toBe("church-history-i");
  expect(slugFromTitle("  Éphésiens : l’Église  ")).toBe("ephesiens-l-eglise");
  expect(slugFromTitle("رسالة رومية")).toBe("");
  expect(slugFromTitle("a".repeat(79) + " b")).toBe("a".repeat(79));
});
