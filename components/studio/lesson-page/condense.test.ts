/** @jest-environment node */
import { CONTEXT_CHARS, condenseSame } from "./condense";

const words = (count: number, word = "grace") => Array.from({ length: count }, (_, i) => `${word}${i}`).join(" ");

it("leaves a short unchanged stretch whole", () => {
  expect(condenseSame("In the beginning was the Word")).toBe("In the beginning was the Word");
});

it("keeps both ends of a long stretch between changes, cut between words", () => {
  const text = words(200);
  const shown = condenseSame(text);
  const [head, tail] = shown.split(" … ");
  expect(head!.length).toBeLessThanOrEqual(CONTEXT_CHARS);
  expect(tail!.length).toBeLessThanOrEqual(CONTEXT_CHARS);
  expect(text.startsWith(head!)).toBe(true);
  expect(text.endsWith(tail!)).toBe(true);
  expect(head!.endsWith(" ")).toBe(false);
  expect(text.split(" ")).toEqual(expect.arrayContaining([...head!.split(" "), ...tail!.split(" ")]));
});

it("keeps only the end before the first change and only the start after the last", () => {
  const text = words(200);
  expect(condenseSame(text, { first: true })).toMatch(/^… grace\d+/);
  expect(text.endsWith(condenseSame(text, { first: true }).slice(2))).toBe(true);
  expect(condenseSame(text, { last: true })).toMatch(/grace\d+ …$/);
});
