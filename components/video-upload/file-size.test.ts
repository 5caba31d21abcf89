/** @jest-environment node */
import { fileSizeUnit, formatFileSize } from "./file-size";

// Upload progress names sizes in the unit that fits: a file of a few bytes is not "0 MB of 0 MB".
describe("fileSizeUnit", () => {
  it("picks bytes, kilobytes, megabytes or gigabytes so the number stays under 1000", () => {
    expect(fileSizeUnit(0)).toEqual({ value: 0, unit: "byte" });
    expect(fileSizeUnit(12)).toEqual({ value: 12, unit: "byte" });
    expect(fileSizeUnit(999)).toEqual({ value: 999, unit: "byte" });
    expect(fileSizeUnit(1536)).toEqual({ value: 1.5, unit: "kilobyte" });
    expect(fileSizeUnit(5.5 * 1024 * 1024)).toEqual({ value: 5.5, unit: "megabyte" });
    expect(fileSizeUnit(500 * 1024 * 1024)).toEqual({ value: 500, unit: "megabyte" });
    expect(fileSizeUnit(2 * 1024 ** 3)).toEqual({ value: 2, unit: "gigabyte" });
    expect(fileSizeUnit(5 * 1024 ** 4)).toEqual({ value: 5 * 1024, unit: "gigabyte" });
  });
});

describe("formatFileSize", () => {
  it("writes small files in bytes and kilobytes, never 0 MB", () => {
    expect(formatFileSize(12, "en")).toBe("12 byte");
    expect(formatFileSize(1023, "en")).toBe("1 kB");
    expect(formatFileSize(3482, "en")).toBe("3.4 kB");
    expect(formatFileSize(5.5 * 1024 * 1024, "en")).toBe("5.5 MB");
  });

  it("follows the locale's digits, separators and unit names", () => {
    const fmt = (bytes: number, locale: string) => formatFileSize(bytes, locale).replace(/\u00a0|\u202f/g, " ");
    expect(fmt(5.5 * 1024 * 1024, "de")).toBe("5,5 MB");
    expect(fmt(5.5 * 1024 * 1024, "fr")).toBe("5,5 Mo");
    expect(fmt(12, "ru")).toBe("12 Б");
    expect(fmt(2048, "ar")).toBe(new Intl.NumberFormat("ar", { style: "unit", unit: "kilobyte", unitDisplay: "short" }).format(2));
    expect(fmt(2048, "ar")).not.toMatch(/kB|MB/);
  });
});
