// A file size in the unit that fits it (B, KB, MB, GB; steps of 1024, as the 500MB limit counts), written by
// Intl's unit style in the page's locale: a 12-byte file reads "12 byte", never "0 MB".
const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
/** Where the next unit takes over: a size never shows four digits of a unit ("1,023 KB" reads "1 MB"). */
const NEXT_UNIT_AT = 1000;

export type FileSizeUnit = (typeof UNITS)[number];

/** The value and unit a size is shown in. */
export function fileSizeUnit(bytes: number): { value: number; unit: FileSizeUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= NEXT_UNIT_AT && index < UNITS.length - 1) {
    value /= 1024;
    index++;
  }
  return { value, unit: UNITS[index]! };
}

/** The size as the locale writes it, e.g. "12 byte", "3.4 kB", "1,5 MB". Whole bytes; one decimal above. */
export function formatFileSize(bytes: number, locale: string): string {
  const { value, unit } = fileSizeUnit(bytes);
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: unit === "byte" ? 0 : 1 }).format(value);
}
