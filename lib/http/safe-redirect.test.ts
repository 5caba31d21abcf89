/** @jest-environment node */
import { safeReturnPath } from "./safe-redirect";

const origin = "https://school.example";

describe("safeReturnPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/es/checkout/ruth?courseId=1#pay", "/es/checkout/ruth?courseId=1#pay"],
    ["/course/ruth", "/course/ruth"],
  ])("keeps the same-origin path %j", (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it.each([
    ["/\t/evil.example/"],
    ["/\n/evil.example/"],
    ["/\r\n/evil.example"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["https://evil.example/"],
    ["http://school.example.evil.example/"],
    ["javascript:alert(1)"],
    ["dashboard"],
    ["/\u0000/evil.example"],
    ["/\u0085/evil.example"],
    [""],
    [null],
    [undefined],
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });
});
