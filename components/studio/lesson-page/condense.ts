// A long unchanged stretch in a revision's diff is shown by its ends around an ellipsis, so the changes stand out
// and a small edit in a long lesson does not bury them; changed text is always shown whole.

/** Characters kept beside each change (about two lines). */
export const CONTEXT_CHARS = 160;

const beforeLastSpace = (text: string) => {
  const at = Math.max(text.lastIndexOf(" "), text.lastIndexOf("\n"));
  return at > 0 ? text.slice(0, at) : text;
};
const afterFirstSpace = (text: string) => {
  const at = text.search(/[ \n]/);
  return at >= 0 ? text.slice(at + 1) : text;
};

/**
 * An unchanged stretch, shortened: the one before the first change keeps only its end, the one after the last
 * change only its start, those between changes both ends. Words are not cut.
 */
export function condenseSame(text: string, { first = false, last = false } = {}): string {
  const keepStart = first ? 0 : CONTEXT_CHARS;
  const keepEnd = last ? 0 : CONTEXT_CHARS;
  if (text.length <= keepStart + keepEnd + 40) return text;
  const head = keepStart ? beforeLastSpace(text.slice(0, keepStart)) : "";
  const tail = keepEnd ? afterFirstSpace(text.slice(text.length - keepEnd)) : "";
  return [head, "…", tail].filter(Boolean).join(" ");
}
