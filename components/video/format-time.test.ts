/** @jest-environment node */
import { formatTime } from "./format-time";

describe("formatTime", () => {
  it("shows m:ss, and h:mm:ss from an hour", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(9.9)).toBe("0:09");
    expect(formatTime(20)).toBe("0:20");
    expect(formatTime(615)).toBe("10:15");
    expect(formatTime(3725)).toBe("1:02:05");
  });

  it("reads unknown times as 0:00", () => {
    expect(formatTime(NaN)).toBe("0:00");
    expect(formatTime(null)).toBe("0:00");
    expect(formatTime(-4)).toBe("0:00");
    expect(formatTime(Infinity)).toBe("0:00");
  });
});
