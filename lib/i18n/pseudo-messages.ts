// The pseudo-locale's messages (lib/i18n/locale-codes.mjs): every English message wrapped in ⟦…⟧, its
// letters accented and its length grown by 40%, so that a test sees text that did not come from the message
// files (it has no brackets) and controls too narrow for longer languages (they clip). Messages arrive
// compiled by icu-minify (next.config.mjs precompiles every messages/*.json): plain text is a string, and
// placeholders, plurals, selects and rich-text tags are arrays whose structure is kept as it is.

type Compiled = string | number | Compiled[] | { [option: string]: Compiled };
export type MessageTree = { [key: string]: MessageTree | string | unknown[] };

const POUND = 0; // icu-minify's `#` inside a plural branch
const SELECT = 1;
const PLURAL = 2;
const SELECTORDINAL = 3;
const BRANCHING = new Set([SELECT, PLURAL, SELECTORDINAL]);

const PLAIN = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"];
const FANCY = [..."áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"];
const ACCENTED = new Map(PLAIN.map((char, i) => [char, FANCY[i]!]));
// Words, not one long run, so padded text wraps the way a longer language's would.
const PADDING = " ŀőŕȇɱ ĩƥšũɱ đőŀőŕ šĩţ áɱȇţ ćőñšȇćţȇţũŕ";

export const OPEN = "⟦";
export const CLOSE = "⟧";

const accent = (text: string) => [...text].map((char) => ACCENTED.get(char) ?? char).join("");

/** Letters of plain text in one node of a compiled message, which the 40% is counted on. */
function textLength(node: Compiled): number {
  if (typeof node === "string") return node.length;
  if (!Array.isArray(node) || node.length === 1) return 0; // `#`, {name}
  if (typeof node[1] === "number") {
    // A select or plural counts its longest branch; a number or date counts nothing.
    return BRANCHING.has(node[1]) ? Math.max(0, ...Object.values(node[2] as Record<string, Compiled>).map(branchLength)) : 0;
  }
  return node.slice(1).reduce<number>((sum, child) => sum + textLength(child), 0); // a tag's children
}

function branchLength(branch: Compiled): number {
  if (typeof branch === "string") return branch.length;
  return Array.isArray(branch) ? branch.reduce<number>((sum, node) => sum + textLength(node), 0) : 0;
}

/** One node inside a message, its text accented and its structure (arguments, branches, tags) kept. */
function pseudoNode(node: Compiled): Compiled {
  if (typeof node === "string") return accent(node);
  if (typeof node === "number" || !Array.isArray(node)) return node; // `#`
  if (node.length === 1) return node; // {name}
  const [name, type, options, ...rest] = node;
  if (typeof type === "number") {
    if (!BRANCHING.has(type)) return node; // {n, number}, {d, date}, {t, time}
    const branches = Object.fromEntries(Object.entries(options as Record<string, Compiled>).map(([key, branch]) => [key, pseudoBranch(branch)]));
    return [name!, type, branches, ...rest];
  }
  // A rich-text tag: [name, ...children].
  return [name!, ...node.slice(1).map(pseudoNode)];
}

/** A plural or select branch: a string, `#`, or a list of nodes. */
function pseudoBranch(branch: Compiled): Compiled {
  if (typeof branch === "string") return accent(branch);
  if (branch === POUND || !Array.isArray(branch)) return branch;
  return branch.map(pseudoNode);
}

/** A compiled message in the pseudo-locale. */
export function pseudoMessage(message: string | unknown[]): string | unknown[] {
  const compiled = message as string | Compiled[];
  const length = typeof compiled === "string" ? compiled.length : compiled.reduce<number>((sum, node) => sum + textLength(node), 0);
  if (length === 0) return message; // an empty message stays empty: code may test it
  const padding = PADDING.repeat(Math.ceil((length * 0.4) / PADDING.length) + 1).slice(0, Math.max(1, Math.ceil(length * 0.4)));
  if (typeof compiled === "string") return `${OPEN}${accent(compiled)}${padding}${CLOSE}`;
  return [OPEN, ...compiled.map(pseudoNode), `${padding}${CLOSE}`];
}

/** Every message of a tree (English, compiled) in the pseudo-locale. */
export function pseudoMessages<T extends MessageTree>(messages: T): T {
  const result: MessageTree = {};
  for (const [key, value] of Object.entries(messages)) {
    result[key] = typeof value === "string" || Array.isArray(value) ? pseudoMessage(value) : pseudoMessages(value);
  }
  return result as T;
}
