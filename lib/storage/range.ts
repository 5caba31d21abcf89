// Parses a single-range HTTP Range header (RFC 9110 §14.1.2) against a file of `size` bytes.
// Multiple ranges are answered with the whole file (allowed: a server may ignore Range).
export type ByteRange = { start: number; end: number };
export type RangeResult = { kind: "none" } | { kind: "range"; range: ByteRange } | { kind: "unsatisfiable" };

export function parseRange(header: string | null, size: number): RangeResult {
  if (!header) return { kind: "none" };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return { kind: "none" };
  const [, first, last] = match;
  if (first === "" && last === "") return { kind: "none" };
  if (first === "") {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: "none" };
  return { kind: "range", range: { start, end } };
}
