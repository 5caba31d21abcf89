// The parser's time grows with the length of what it reads, and a reference is a book name within a few words of
// a number, so only the stretches around numbers are read, each within one sentence. Cutting at "to" before a
// name also keeps "from Genesis to Malachi 1:2-5" from being read as one reference spanning both books.
const BOUNDARY = /[.!?。！？]\s+(?=[\p{Lu}\p{Lo}"“«(])|\s(?:to|through)\s(?=\p{Lu})|\n/gu;
const BEFORE = 48;
const AFTER = 24;

/** [start, end) stretches of `text` that hold every reference in it. */
export function textWindows(text: string): [number, number][] {
  const cuts = [0, ...[...text.matchAll(BOUNDARY)].map((m) => m.index + m[0].length), text.length];
  const windows: [number, number][] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    for (const digits of text.slice(from, to).matchAll(/\d+/g)) {
      const at = from + digits.index;
      const end = Math.min(to, at + digits[0].length + AFTER);
      const last = windows[windows.length - 1];
      if (last && at - BEFORE <= last[1] && last[0] >= from) {
        last[1] = Math.max(last[1], end);
        continue;
      }
      // Start at a word's beginning, never inside a book name.
      const space = text.lastIndexOf(" ", at - BEFORE);
      windows.push([at - BEFORE <= from ? from : Math.max(from, space + 1), end]);
    }
  }
  return windows;
}
