import { clsx, type ClassValue } from "clsx";

// Tailwind classes that set the same property: a later class of a group replaces an earlier one, and some
// groups replace others (p-4 replaces an earlier px-2). This is tailwind-merge's algorithm with the part of its
// rules this codebase uses, in under a kilobyte instead of its ten in every page's JavaScript.
// lib/utils.test.ts merges every pair of class names found in app/, components/ and lib/ with both and fails
// on the first pair where they differ, naming the rule to add here.
const RULES: [RegExp, string][] = [
  [/^(block|inline(-block|-flex|-grid)?|flex|grid|hidden|contents|table(-cell|-row|-header-group|-row-group|-caption)?|flow-root)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(not-)?(sr-only|italic)$/, "$2"],
  [/^(@?container|filter|backdrop-blur)$/, "$1"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(tabular|proportional)-nums$/, "nums"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^text-(xs|sm|base|lg|[2-9]?xl)$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border(-[xysetrbl])?(-\d+)?$/, "border-w$1"],
  [/^rounded(-(none|xs|sm|md|lg|[2-4]?xl|full))?$/, "rounded"],
  [/^rounded-([setrbl])(-(none|xs|sm|md|lg|[2-4]?xl|full))?$/, "rounded-$1"],
  [/^shadow(-(2xs|xs|sm|md|lg|2?xl|none))?$/, "shadow"],
  [/^(ring-offset|ring|outline)(-\d+)?$/, "$1-w"],
  [/^outline-(none|solid|dashed|dotted|double|hidden)$/, "outline-style"],
  [/^transition(-(all|colors|opacity|shadow|transform|none))?$/, "transition"],
  [/^animate-(spin|ping|pulse|bounce|none)$/, "animate"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^(grow|shrink)(-\d+)?$/, "$1"],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal|baseline)$/, "justify"],
  [/^content-(start|end|center|between|around|evenly|stretch|normal|baseline)$/, "align-content"],
  [/^order-(first|last|none|\d+)$/, "order"],
  [/^(gap|overflow|inset)(-[xy])?-/, "$1$2"],
  [/^(space|divide|translate|scale)-([xy])(-|$)/, "$1-$2"],
  [/^rotate-(\d+|none|\[.+\])$/, "rotate"],
  [/^list-(disc|decimal|none)$/, "list-style-type"],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, "decoration-style"],
  [/^decoration-(\d+|auto|from-font)$/, "decoration-thickness"],
  [/^align-(baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/, "vertical-align"],
  // An arbitrary property, [list-style-type:disc]: its property is its group.
  [/^\[([a-z-]+):.+\]$/, "[$1]"],
  // The rest: the class's prefix is its group (text-primary: text colour, after the text sizes above).
  [
    /^([pm][xysetrbl]?|size|min-w|max-w|min-h|max-h|w|h|top|bottom|left|right|start|end|scroll-[mp][xysetrbl]?|text|font|leading|tracking|bg|border|ring-offset|ring|outline-offset|outline|opacity|z|flex|basis|items|line-clamp|whitespace|break|cursor|select|pointer-events|appearance|accent|aspect|grid-cols|col-span|from|to|underline-offset|decoration|touch|backdrop-blur)-/,
    "$1",
  ],
];

const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l"],
};
// A box property replaces its axes and sides, an axis its sides (p-4 replaces px-2 and pt-1, px-2 replaces ps-1).
for (const [all, x, y, xSides, ySides] of [
  ["p", "px", "py", ["ps", "pe", "pr", "pl"], ["pt", "pb"]],
  ["m", "mx", "my", ["ms", "me", "mr", "ml"], ["mt", "mb"]],
  ["border-w", "border-w-x", "border-w-y", ["border-w-s", "border-w-e", "border-w-r", "border-w-l"], ["border-w-t", "border-w-b"]],
  ["inset", "inset-x", "inset-y", ["start", "end", "right", "left"], ["top", "bottom"]],
] as [string, string, string, string[], string[]][]) {
  CONFLICTS[all] = [x, y, ...xSides, ...ySides];
  CONFLICTS[x] = xSides;
  CONFLICTS[y] = ySides;
}

function groupOf(base: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(base);
    if (match) return group.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? "");
  }
  return undefined;
}

/** Splits `md:hover:-mt-2` into its variants (`md:hover`) and its utility (`mt-2`), brackets kept whole. */
function split(className: string): [string, string] {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) start = i + 1;
  }
  let base = className.slice(start);
  let variants = className.slice(0, start);
  if (base.startsWith("!") || base.endsWith("!")) {
    base = base.replace(/^!|!$/g, "");
    variants += "!";
  }
  return [variants, base.replace(/^-/, "")];
}

// The class names of a codebase are few: each is classified once.
const classified = new Map<string, [variants: string, group: string] | null>();

/** `md:hover:-mt-2` → ["md:hover:", "mt"] (its variants and group), or null for a class outside the rules. */
function classify(className: string) {
  let result = classified.get(className);
  if (result === undefined) {
    const [variants, base] = split(className);
    const group = groupOf(base);
    result = group ? [variants, group] : null;
    if (classified.size < 5000) classified.set(className, result);
  }
  return result;
}

/** Joins class names and lets later Tailwind classes override earlier ones (as tailwind-merge does). */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs).split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    if (!className) continue;
    const found = classify(className);
    if (found) {
      const [variants, group] = found;
      if (taken.has(variants + group)) continue;
      for (const other of [group, ...(CONFLICTS[group] ?? [])]) taken.add(variants + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
