/** @jest-environment node */
import { courseOpenTo, lessonShownTo } from "./visibility";

describe("who opens a course, by its state", () => {
  const visitor = { staff: false, enrolled: false };
  const student = { staff: false, enrolled: true };
  const staff = { staff: true, enrolled: false };

  it("shows a published course to everyone", () => {
    expect([visitor, student, staff].map((v) => courseOpenTo("published", v))).toEqual([true, true, true]);
  });

  it("keeps an archived course for the students already enrolled and its staff", () => {
    expect([visitor, student, staff].map((v) => courseOpenTo("archived", v))).toEqual([false, true, true]);
  });

  it("shows a draft to its staff only, not even to an enrolled student", () => {
    expect([visitor, student, staff].map((v) => courseOpenTo("draft", v))).toEqual([false, false, true]);
  });

  it("shows a draft lesson to staff only", () => {
    expect(lessonShownTo("draft", student)).toBe(false);
    expect(lessonShownTo("draft", staff)).toBe(true);
    expect(lessonShownTo("published", visitor)).toBe(true);
  });
});
