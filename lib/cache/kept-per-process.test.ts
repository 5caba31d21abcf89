/** @jest-environment node */
import { KeptPerProcess } from "./kept-per-process";

describe("KeptPerProcess", () => {
  it("makes a key's value once and gives it back after", () => {
    const kept = new KeptPerProcess<{ n: number }>(3);
    const make = jest.fn(() => ({ n: 1 }));
    const first = kept.get("a", make);
    expect(kept.get("a", make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps at most `max` values, the least recently used going first", () => {
    const kept = new KeptPerProcess<string>(2);
    kept.get("a", () => "A");
    kept.get("b", () => "B");
    kept.get("a", () => "not made: a is kept"); // a is now the most recently used
    kept.get("c", () => "C"); // b goes
    expect(kept.size).toBe(2);
    expect(kept.get("a", () => "made again")).toBe("A");
    expect(kept.get("b", () => "B again")).toBe("B again");
  });

  it("forgets a deleted key", () => {
    const kept = new KeptPerProcess<string>(2);
    kept.get("a", () => "A");
    kept.delete("a");
    expect(kept.get("a", () => "A2")).toBe("A2");
  });
});
