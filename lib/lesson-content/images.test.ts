/** @jest-environment node */
import { isLessonImageAlt, isLessonImageSrc, isLessonImageType, lessonImageSrc } from "./images";

it("accepts only the school's lesson-image path, with an image extension", () => {
  expect(isLessonImageSrc("/api/lesson-images/course-1/map.webp")).toBe(true);
  expect(isLessonImageSrc("/api/lesson-images/a.JPG")).toBe(false);
  for (const src of [
    "https://evil.example/api/lesson-images/a.png",
    "//evil.example/api/lesson-images/a.png",
    "/api/lesson-images/../users/a.png",
    "/api/lesson-images/a.png?x=1",
    "/api/lesson-images/a.svg",
    "/api/lesson-images/%2e%2e/a.png",
    "/api/media/lesson-images/a.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "javascript:alert(1)//a.png",
  ]) {
    expect([src, isLessonImageSrc(src)]).toEqual([src, false]);
  }
});

it("maps a storage key to its path and refuses keys elsewhere in storage", () => {
  expect(lessonImageSrc("lesson-images/c1/x.png")).toBe("/api/lesson-images/c1/x.png");
  expect(lessonImageSrc("videos/v1/original.mp4")).toBeNull();
  expect(lessonImageSrc("lesson-images/../x.png")).toBeNull();
});

it("wants alternative text and an image type it can show safely", () => {
  expect(isLessonImageAlt("Map of Paul's journeys")).toBe(true);
  expect(isLessonImageAlt("   ")).toBe(false);
  expect(isLessonImageAlt(null)).toBe(false);
  expect(isLessonImageType("image/webp")).toBe(true);
  expect(isLessonImageType("image/svg+xml")).toBe(false);
});
