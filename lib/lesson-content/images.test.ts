/** @jest-environment node */
import { isLessonImageAlt, isLessonImageSrc, isLessonImageType, lessonImageSrc } from "./images";

const HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

it("accepts only the address the image route gives a stored lesson image", () => {
  expect(isLessonImageSrc(`/api/images/lesson/${HASH}.webp`)).toBe(true);
  for (const src of [
    `/api/images/lesson/${HASH.toUpperCase()}.webp`,
    `/api/images/lesson/${HASH}.png`,
    `/api/images/lesson/${HASH}.svg`,
    `/api/images/cover/${HASH}.webp`,
    `/api/images/photo/${HASH}.webp`,
    `/api/images/lesson/${HASH.slice(1)}.webp`,
    `https://evil.example/api/images/lesson/${HASH}.webp`,
    `//evil.example/api/images/lesson/${HASH}.webp`,
    `/api/images/lesson/../photo/${HASH}.webp`,
    `/api/images/lesson/${HASH}.webp?x=1`,
    `/api/images/lesson/${HASH}.webp#x`,
    `/api/images/lesson/%2e%2e/${HASH}.webp`,
    `/api/media/images/lesson/${HASH}.webp`,
    "/api/lesson-images/c1/map.webp",
    "data:image/png;base64,iVBORw0KGgo=",
    "javascript:alert(1)//a.webp",
  ]) {
    expect([src, isLessonImageSrc(src)]).toEqual([src, false]);
  }
});

it("maps a lesson image's storage key to its address and refuses other keys", () => {
  expect(lessonImageSrc(`images/lesson/${HASH}.webp`)).toBe(`/api/images/lesson/${HASH}.webp`);
  expect(lessonImageSrc(`images/cover/${HASH}.webp`)).toBeNull();
  expect(lessonImageSrc("videos/v1/original.mp4")).toBeNull();
  expect(lessonImageSrc("images/lesson/../x.webp")).toBeNull();
});

it("wants alternative text and an image type it can show safely", () => {
  expect(isLessonImageAlt("Map of Paul's journeys")).toBe(true);
  expect(isLessonImageAlt("   ")).toBe(false);
  expect(isLessonImageAlt(null)).toBe(false);
  expect(isLessonImageType("image/webp")).toBe(true);
  expect(isLessonImageType("image/svg+xml")).toBe(false);
});
