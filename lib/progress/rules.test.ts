import { clampPosition, coursePercent, watchedThreshold } from "./rules";

describe("progress rules", () => {
  it("needs 90% of a video, rounded up to a whole second", () => {
    expect(watchedThreshold(20)).toBe(18);
    expect(watchedThreshold(95)).toBe(86);
    expect(watchedThreshold(1)).toBe(1);
  });

  it("rounds course progress to a whole percent and never passes 100", () => {
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(2, 3)).toBe(67);
    expect(coursePercent(4, 4)).toBe(100);
    expect(coursePercent(5, 4)).toBe(100);
    expect(coursePercent(0, 0)).toBe(0);
  });

  it("keeps a position inside the video", () => {
    expect(clampPosition(12.7, 20)).toBe(12);
    expect(clampPosition(-3, 20)).toBe(0);
    expect(clampPosition(400, 20)).toBe(20);
    expect(clampPosition(400, null)).toBe(400);
  });
});
