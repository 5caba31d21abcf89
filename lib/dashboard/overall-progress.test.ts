/** @jest-environment node */
import { clampPercent, overallProgress } from "./overall-progress";

describe("overallProgress", () => {
  it("is 0 without enrollments", () => {
    expect(overallProgress([])).toBe(0);
  });

  it("is the rounded mean of active and completed enrollments", () => {
    expect(
      overallProgress([
        { status: "completed", progress: 100 },
        { status: "active", progress: 43 },
        { status: "active", progress: 13 },
        { status: "active", progress: 0 },
      ]),
    ).toBe(39);
    expect(overallProgress([{ status: "active", progress: 33 }, { status: "active", progress: 34 }])).toBe(34);
  });

  it("leaves refunded enrollments out", () => {
    expect(overallProgress([{ status: "refunded", progress: 0 }, { status: "active", progress: 50 }])).toBe(50);
    expect(overallProgress([{ status: "refunded", progress: 80 }])).toBe(0);
  });

  it("counts a completed course as 100 and caps stray values", () => {
    expect(overallProgress([{ status: "completed", progress: 90 }])).toBe(100);
    expect(overallProgress([{ status: "active", progress: 140 }, { status: "active", progress: -5 }])).toBe(50);
    expect(clampPercent(101)).toBe(100);
  });
});
