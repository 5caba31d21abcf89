// Arabic pages read right to left: margins, padding, positions, alignment, rounded corners and borders are
// written with logical classes (ms-/pe-/start-/text-end/rounded-s/border-e…) and icons that point somewhere
// are mirrored (rtl:-scale-x-100). Two lint rules hold that line in app/ and components/:
//   reading-direction/logical-classes  a physical Tailwind class (ml-, pr-, left-, text-right, rounded-l…) in a string
//   reading-direction/mirrored-icons   an icon pointing left or right (ArrowLeft, ChevronRight…) without an rtl: class
//   reading-direction/heading-isolate  a heading with dir="auto": an English title would align left on an Arabic page;
//                                      the heading keeps the page's direction and its title sits in a <bdi>
// rtl:/ltr: classes are physical on purpose and always allowed. A physical class stays only when the thing is
// physical whatever the language: it goes in the config's allow-list, { file, found, reason }, and an entry
// that no longer matches anything in its file is reported, so the list never goes stale.

const SPACING_VALUE = String.raw`(?:\d+(?:\.\d+)?|px|auto|full|\d+\/\d+|\[[^\]\s]+\]|\([^)\s]+\))`;
const PHYSICAL_UTILITIES = [
  new RegExp(String.raw`^(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right)-${SPACING_VALUE}$`),
  /^text-(?:left|right)$/,
  /^float-(?:left|right)$/,
  /^rounded-(?:l|r|tl|tr|bl|br)(?:-\S+)?$/,
  /^border-(?:l|r)(?:-\S+)?$/,
];
const POINTING_ICON = /^(?:Circle)?(?:Arrow|Chevrons?)(?:Big)?(?:Left|Right)\w*$/;

/** The utility a class applies, without its variants (md:, hover:, [&>svg]:), and whether rtl:/ltr: picks the side. */
function parseClass(token) {
  const variants = [];
  let depth = 0;
  let current = "";
  for (const char of token) {
    if (char === "[" || char === "(") depth++;
    if (char === "]" || char === ")") depth--;
    if (char === ":" && depth === 0) {
      variants.push(current);
      current = "";
    } else current += char;
  }
  const utility = current.replace(/^!/, "").replace(/!$/, "").replace(/^-/, "");
  return { utility, directional: variants.some((variant) => variant === "rtl" || variant === "ltr") };
}

/** Physical direction classes in one string's text. */
export function physicalClasses(text) {
  const found = new Set();
  for (const token of text.split(/[\s{}$]+/)) {
    if (!token) continue;
    const { utility, directional } = parseClass(token);
    if (!directional && PHYSICAL_UTILITIES.some((pattern) => pattern.test(utility))) found.add(token);
  }
  return [...found];
}

const allowListSchema = [
  {
    type: "object",
    properties: {
      allow: {
        type: "array",
        items: {
          type: "object",
          properties: { file: { type: "string" }, found: { type: "string" }, reason: { type: "string", minLength: 1 } },
          required: ["file", "found", "reason"],
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
];

/**
 * The allow-list entries of the file being linted (paths relative to the working directory, "/" separated),
 * with a check at the end that each one was used.
 */
function allowListFor(context) {
  const file = context.physicalFilename.slice(context.cwd.length + 1).split("\\").join("/");
  const entries = (context.options[0]?.allow ?? []).filter((entry) => entry.file === file);
  const used = new Set();
  return {
    allows(found) {
      const entry = entries.find((candidate) => candidate.found === found);
      if (entry) used.add(entry);
      return Boolean(entry);
    },
    reportStale(node) {
      for (const entry of entries) {
        if (!used.has(entry)) context.report({ node, messageId: "stale", data: { found: entry.found } });
      }
    },
  };
}

/** @type {import("eslint").Rule.RuleModule} */
const logicalClasses = {
  meta: {
    type: "problem",
    docs: { description: "Use logical Tailwind classes (ms-, pe-, start-, text-end, rounded-s, border-e) so right-to-left pages mirror" },
    schema: allowListSchema,
    messages: {
      physical: "'{{found}}' is a physical direction class: use its logical form (ms-/me-, ps-/pe-, start-/end-, text-start/end, rounded-s/e, border-s/e), or rtl:/ltr: when the side is chosen on purpose.",
      stale: "The reading-direction allow-list names '{{found}}' for this file, which no longer has it: remove the entry.",
    },
  },
  create(context) {
    const allowList = allowListFor(context);
    const check = (node, text) => {
      for (const found of physicalClasses(text)) {
        if (!allowList.allows(found)) context.report({ node, messageId: "physical", data: { found } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
      "Program:exit"(node) {
        allowList.reportStale(node);
      },
    };
  },
};

/** @type {import("eslint").Rule.RuleModule} */
const mirroredIcons = {
  meta: {
    type: "problem",
    docs: { description: "Icons that point left or right carry an rtl: class (rtl:-scale-x-100) so they point the reading way" },
    schema: allowListSchema,
    messages: {
      unmirrored: "<{{found}}> points left or right: give it an rtl: class (rtl:-scale-x-100) so it points the same way in right-to-left pages.",
      stale: "The reading-direction allow-list names '{{found}}' for this file, which no longer has it: remove the entry.",
    },
  },
  create(context) {
    const allowList = allowListFor(context);
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== "JSXIdentifier" || !POINTING_ICON.test(node.name.name)) return;
        const attributes = node.attributes.map((attribute) => context.sourceCode.getText(attribute)).join(" ");
        if (/\brtl:/.test(attributes) || allowList.allows(node.name.name)) return;
        context.report({ node, messageId: "unmirrored", data: { found: node.name.name } });
      },
      "Program:exit"(node) {
        allowList.reportStale(node);
      },
    };
  },
};

const HEADING = /^h[1-6]$/;

/** @type {import("eslint").Rule.RuleModule} */
const headingIsolate = {
  meta: {
    type: "problem",
    docs: { description: "Headings keep the page's direction; a title in another language is isolated in a <bdi> inside" },
    schema: [],
    messages: {
      autoHeading: "dir=\"auto\" on <{{found}}> turns the heading's direction (and alignment) to its text's: an English title sits at the left of an Arabic page. Keep the heading's direction and put the title in a <bdi>.",
    },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== "JSXIdentifier" || !HEADING.test(node.name.name)) return;
        const dir = node.attributes.find((attribute) => attribute.type === "JSXAttribute" && attribute.name.name === "dir");
        if (dir?.value?.type === "Literal" && dir.value.value === "auto") context.report({ node: dir, messageId: "autoHeading", data: { found: node.name.name } });
      },
    };
  },
};

export const readingDirectionPlugin = { rules: { "logical-classes": logicalClasses, "mirrored-icons": mirroredIcons, "heading-isolate": headingIsolate } };

/** Where a physical class is right whatever the language: { file, found, reason }. Empty today. */
const ALLOWED = [];

/** The flat-config block: both rules on app/ and components/, tests aside. */
export const readingDirection = {
  files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  plugins: { "reading-direction": readingDirectionPlugin },
  rules: {
    "reading-direction/logical-classes": ["error", { allow: ALLOWED }],
    "reading-direction/mirrored-icons": ["error", { allow: ALLOWED }],
    "reading-direction/heading-isolate": "error",
  },
};
