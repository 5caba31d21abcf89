/** @jest-environment node */
import { parseRange } from "./range";

describe("parseRange", () => {
  it("reads a start-end range, clamping the end to the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ kind: "range", range: { start: 0, end: 99 } });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ kind: "range", range: { start: 900, end: 999 } });
  });

  it("reads open-ended and suffix ranges", () => {
    expect(parseRange("bytes=500-", 1000)).toEqual({ kind: "range", range: { start: 500, end: 999 } });
    expect(parseRange("bytes=-100", 1000)).toEqual({ kind: "range", range: { start: 900, end: 999 } });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ kind: "range", range: { start: 0, end: 999 } });
  });

  it("says unsatisfiable for a start past the end or an empty suffix", () => {
    expect(parseRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores a missing, malformed, inverted or multi-range header (whole file)", () => {
    for (const header of [null, "items=0-1", "bytes=5-2", "bytes=0-1,5-9", "bytes=-", "bytes=abc"]) {
      expect(parseRange(header, 1000)).toEqual({ kind: "none" });
    }
  });
});
