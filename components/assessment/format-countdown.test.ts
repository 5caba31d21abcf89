/** @jest-environment node */
import { formatCountdown } from "./format-countdown";

it("shows 30:00 until the server's time is known, then mm:ss", () => {
  expect(formatCountdown(null)).toBe("30:00");
  expect(formatCountdown(0)).toBe("00:00");
  expect(formatCountdown(59)).toBe("00:59");
  expect(formatCountdown(61)).toBe("01:01");
  expect(formatCountdown(90 * 60)).toBe("90:00");
  expect(formatCountdown(-3)).toBe("00:00");
});
