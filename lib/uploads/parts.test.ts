/** @jest-environment node */
import { CHUNK_BYTES } from "./limits";
import { expectedPartSize, maxPartBytes, PART_MARGIN_BYTES, partCount } from "./parts";

describe("part sizes of a declared upload", () => {
  it("cuts a file into CHUNK_BYTES parts and a shorter last one", () => {
    expect(partCount(1)).toBe(1);
    expect(partCount(CHUNK_BYTES)).toBe(1);
    expect(partCount(CHUNK_BYTES + 1)).toBe(2);
    expect(partCount(100 * CHUNK_BYTES)).toBe(100);
    const size = 2 * CHUNK_BYTES + 1234;
    expect([1, 2, 3].map((n) => expectedPartSize(size, n))).toEqual([CHUNK_BYTES, CHUNK_BYTES, 1234]);
    expect(expectedPartSize(2 * CHUNK_BYTES, 2)).toBe(CHUNK_BYTES);
  });

  it("knows no part beyond the declared size, nor part 0", () => {
    expect(expectedPartSize(2 * CHUNK_BYTES + 1, 4)).toBeNull();
    expect(expectedPartSize(10, 2)).toBeNull();
    expect(expectedPartSize(10, 0)).toBeNull();
    expect(expectedPartSize(10, 1.5)).toBeNull();
  });

  it("allows a part at most CHUNK_BYTES plus the margin, and never past the declared total", () => {
    expect(maxPartBytes(20 * CHUNK_BYTES, 0)).toBe(CHUNK_BYTES + PART_MARGIN_BYTES);
    expect(maxPartBytes(2 * CHUNK_BYTES + 1234, 2 * CHUNK_BYTES)).toBe(1234);
    expect(maxPartBytes(CHUNK_BYTES, 2 * CHUNK_BYTES)).toBe(0);
  });
});
