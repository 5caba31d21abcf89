import { render } from "@testing-library/react";
import type { CourseDetail } from "@/lib/courses/types";
import { authorsOf } from "./citation-json-ld";
import { CourseJsonLd } from "./course-json-ld";

const course: CourseDetail = {
  id: "c1",
  slug: "leviticus",
  title: "Leviticus",
  description: "Holiness.",
  price: "19.99",
  totalLessons: 6,
  estimatedHours: 6,
  difficulty: "intermediate",
  testament: "Old",
  category: null,
  defaultLanguage: "en",
  languages: { lessons: ["en"], assessment: ["en"], videos: 0, captions: [] },
  lessons: [],
  assessments: [],
  furtherReading: [
    { author: "Jacob Milgrom", title: "Leviticus 1–16 (Anchor Bible 3)", publisher: "Doubleday", year: 1991, language: "en" },
    { author: "Mary Douglas", title: "Purity and Danger", language: "en" },
  ],
  teachers: [
    { id: "u1", name: "Daniel Mensah", photoUrl: null, credentials: null, bio: null, sample: false },
    { id: "u2", name: "Priya Raman", photoUrl: null, credentials: null, bio: null, sample: true },
  ],
  outcomes: { value: ["Explain the sacrificial system of Leviticus 1–7", "Trace holiness from the sanctuary to daily life"], lang: "en" },
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function jsonLdOf(detail: CourseDetail) {
  const { container } = render(<CourseJsonLd course={detail} locale="ar" />);
  return JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
}

it("lists the further reading as cited books and the real instructors on the course instance (no sample profile)", () => {
  const json = jsonLdOf(course);
  expect(json.citation).toEqual([
    {
      "@type": "Book",
      name: "Leviticus 1–16 (Anchor Bible 3)",
      author: [{ "@type": "Person", name: "Jacob Milgrom" }],
      inLanguage: "en",
      publisher: { "@type": "Organization", name: "Doubleday" },
      datePublished: "1991",
    },
    { "@type": "Book", name: "Purity and Danger", author: [{ "@type": "Person", name: "Mary Douglas" }], inLanguage: "en" },
  ]);
  expect(json.hasCourseInstance.instructor).toEqual([{ "@type": "Person", name: "Daniel Mensah" }]);
});

it("claims no citation and no instructor the course does not have, nor one who is only a sample profile", () => {
  const json = jsonLdOf({ ...course, furtherReading: [], teachers: [] });
  expect(json).not.toHaveProperty("citation");
  expect(json.hasCourseInstance).not.toHaveProperty("instructor");
  expect(jsonLdOf({ ...course, teachers: course.teachers.filter((t) => t.sample) }).hasCourseInstance).not.toHaveProperty("instructor");
});

it("states what the course teaches (schema.org Course.teaches), in the language shown, and nothing when it has no outcomes", () => {
  const json = jsonLdOf(course);
  expect(json.teaches).toEqual(["Explain the sacrificial system of Leviticus 1–7", "Trace holiness from the sanctuary to daily life"]);
  expect(jsonLdOf({ ...course, outcomes: { value: [] } })).not.toHaveProperty("teaches");
});

it("splits joint authors into people", () => {
  expect(authorsOf("Arthur E. Cundall and Leon Morris")).toEqual(["Arthur E. Cundall", "Leon Morris"]);
  expect(authorsOf("T. Desmond Alexander, David W. Baker and Bruce K. Waltke")).toEqual(["T. Desmond Alexander", "David W. Baker", "Bruce K. Waltke"]);
  expect(authorsOf("Robert L. Hubbard, Jr.")).toEqual(["Robert L. Hubbard, Jr."]);
});
