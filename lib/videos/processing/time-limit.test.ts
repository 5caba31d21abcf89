/** @jest-environment node */
import { decodeLimitMs } from "./time-limit";

// Several times what a transcode takes here (0.3–0.5 × the video's length), plus a minute to start.
it("bounds a run by the video's length: a generous multiple plus a constant", () => {
  expect(decodeLimitMs(0)).toBe(60_000);
  expect(decodeLimitMs(60)).toBe(300_000);
  expect(decodeLimitMs(4 * 60 * 60)).toBe((60 + 4 * 4 * 60 * 60) * 1000);
  expect(decodeLimitMs(600)).toBeGreaterThan(600 * 0.5 * 1000 * 4);
});
