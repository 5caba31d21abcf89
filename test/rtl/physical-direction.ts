// Finds what does not follow the reading direction in a source file: physical Tailwind classes (ml-, pr-, left-,
// text-right, rounded-l, border-r…) and icons that point left or right without an rtl: mirror class.
// Used by test/rtl/logical-classes.test.ts.

const SPACING_VALUE = String.raw`(?:\d+(?:\.\d+)?|px|auto|full|\d+\/\d+|\[[^\]\s]+\]|\([^)\s]+\))`;
const PHYSICAL_UTILITIES = [
  new RegExp(String.raw`^(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right)-${SPACING_VALUE}$`),
  /^text-(?:left|right)$/,
  /^float-(?:left|right)$/,
  /^rounded-(?:l|r|tl|tr|bl|br)(?:-\S+)?$/,
  /^border-(?:l|r)(?:-\S+)?$/,
];

/** The utility a class applies, without its variants (md:, hover:, [&>svg]:), and whether rtl:/ltr: picks the side. */
function parseClass(token: string): { utility: string; directional: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of token) {
    if (char === "[" || char === "(") depth++;
    if (char === "]" || char === ")") depth--;
    if (char === ":" && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  const variants = parts;
  const utility = current.replace(/^!/, "").replace(/!$/, "").replace(/^-/, "");
  return { utility, directional: variants.some((variant) => variant === "rtl" || variant === "ltr") };
}

/** Physical direction classes in the string literals of a source file. */
export function physicalClasses(source: string): string[] {
  const found = new Set<string>();
  for (const literal of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
    const text = literal[1] ?? literal[2] ?? literal[3] ?? "";
    for (const token of text.split(/[\s{}$]+/)) {
      if (!token) continue;
      const { utility, directional } = parseClass(token);
      if (!directional && PHYSICAL_UTILITIES.some((pattern) => pattern.test(utility))) found.add(token);
    }
  }
  return [...found];
}

/** JSX icons that point left or right (ArrowLeft, ChevronRight, ChevronsLeft…) drawn without an rtl: class. */
export function unmirroredIcons(source: string): string[] {
  const found: string[] = [];
  for (const element of source.matchAll(/<((?:Circle)?(?:Arrow|Chevrons?)(?:Big)?(?:Left|Right)\w*)\b([^>]*?)\/?>/g)) {
    const [, name, attributes] = element;
    if (!/\brtl:/.test(attributes ?? "")) found.push(name!);
  }
  return found;
}
