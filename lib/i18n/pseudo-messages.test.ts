/** @jest-environment node */
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import en from "@/messages/en.json";
import { CLOSE, OPEN, pseudoMessage, pseudoMessages, type MessageTree } from "./pseudo-messages";

// The pseudo-locale's messages as the app gets them: compiled by icu-minify (next.config.mjs), then formatted.
const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
const pseudo = (icu: string, values?: Parameters<typeof format>[2]) =>
  format(pseudoMessage(compile(icu)) as ReturnType<typeof compile>, "en-XA", values, { formatters });

it("wraps plain text in brackets, accents its letters and makes it 40% longer", () => {
  const text = pseudo("Sign In to Enroll") as string;
  expect(text.startsWith(`${OPEN}Šíĝñ Îñ ţó Éñŕóĺĺ `)).toBe(true);
  expect(text.endsWith(CLOSE)).toBe(true);
  expect(text.length).toBe(OPEN.length + 17 + Math.ceil(17 * 0.4) + CLOSE.length);
});

it("keeps placeholders, numbers, plurals and selects working", () => {
  expect(pseudo("Welcome back, {name}!", { name: "Ruth" })).toMatch(/^⟦Ŵéĺçóɱé ƀáçķ, Ruth!.*⟧$/);
  expect(pseudo("{count, plural, one {# lesson} other {# lessons}}", { count: 3 })).toMatch(/^⟦3 ĺéššóñš .*⟧$/);
  expect(pseudo("{count, plural, one {# lesson} other {# lessons}}", { count: 1 })).toMatch(/^⟦1 ĺéššóñ .*⟧$/);
  expect(pseudo("{role, select, admin {Admin} other {Student}}", { role: "admin" })).toMatch(/^⟦Åđɱíñ.*⟧$/);
  expect(pseudo("Score: {score, number}", { score: 1234.5 })).toMatch(/^⟦Šçóŕé: 1,234.5.*⟧$/);
});

it("keeps rich-text tags, with their text in the pseudo-locale", () => {
  const parts = pseudo("Read <b>Genesis</b> first", { b: (chunks) => `[${chunks.join("")}]` });
  expect(Array.isArray(parts) ? parts.join("") : parts).toMatch(/^⟦Ŕéáđ \[Ĝéñéšíš\] ƒíŕšţ.*⟧$/);
});

it("leaves an empty message empty", () => {
  expect(pseudoMessage("")).toBe("");
});

it("turns every English message into one wrapped in brackets, its arguments kept", () => {
  const compileTree = (tree: MessageTree): MessageTree =>
    Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === "string" ? compile(v) : compileTree(v as MessageTree)]));
  const leaves = (t: MessageTree): unknown[] => Object.values(t).flatMap((v) => (typeof v === "string" || Array.isArray(v) ? [v] : leaves(v)));
  const english = leaves(compileTree(en as unknown as MessageTree));
  const pseudoLeaves = leaves(pseudoMessages(compileTree(en as unknown as MessageTree)));
  // The names a message takes (arguments and tags) are the first strings of its nested arrays.
  const names = (node: unknown): string[] => (Array.isArray(node) ? [...(typeof node[0] === "string" && node.length > 0 ? [node[0]] : []), ...node.flatMap(names)] : typeof node === "object" && node ? Object.values(node).flatMap(names) : []);
  expect(pseudoLeaves).toHaveLength(english.length);
  english.forEach((message, i) => {
    const pseudoMessage = pseudoLeaves[i];
    if (message === "") return expect(pseudoMessage).toBe("");
    const text = typeof pseudoMessage === "string" ? pseudoMessage : (pseudoMessage as unknown[]);
    expect([text[0]?.toString().startsWith(OPEN), text[text.length - 1]?.toString().endsWith(CLOSE)]).toEqual([true, true]);
    if (Array.isArray(message)) expect(names(pseudoMessage).filter((n) => /^\w+$/.test(n))).toEqual(names(message).filter((n) => /^\w+$/.test(n)));
  });
});
