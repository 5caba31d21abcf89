/** @jest-environment node */
import { diffDocuments, diffText } from "./diff";
import type { LessonDocument } from "./document";
import { documentText } from "./text";

it("shows changed words as removed then added runs, between unchanged text", () => {
  expect(diffText("Paul wrote to the church in Rome.", "Paul wrote to the churches in Galatia.")).toEqual([
    { kind: "same", text: "Paul wrote to the " },
    { kind: "removed", text: "church" },
    { kind: "added", text: "churches" },
    { kind: "same", text: " in " },
    { kind: "removed", text: "Rome" },
    { kind: "added", text: "Galatia" },
    { kind: "same", text: "." },
  ]);
});

it("puts the texts back together: the same and removed runs are the old text, the same and added the new", () => {
  const before = "In the beginning was the Word, and the Word was with God.";
  const after = "In the beginning was the Word; the Word was with God, and the Word was God.";
  const segments = diffText(before, after);
  expect(segments.filter((s) => s.kind !== "added").map((s) => s.text).join("")).toBe(before);
  expect(segments.filter((s) => s.kind !== "removed").map((s) => s.text).join("")).toBe(after);
});

it("says nothing changed with one run, and an empty revision with none", () => {
  expect(diffText("same", "same")).toEqual([{ kind: "same", text: "same" }]);
  expect(diffText("", "")).toEqual([]);
  expect(diffText("", "new")).toEqual([{ kind: "added", text: "new" }]);
});

it("compares Chinese by word, not as one run per sentence", () => {
  const segments = diffText("太初有道，道与神同在。", "太初有道，道就是神。", "zh");
  expect(segments[0]).toEqual({ kind: "same", text: "太初有道，道" });
  expect(segments.some((s) => s.kind === "same" && s.text.includes("神"))).toBe(true);
});

it("diffs two revisions by their words, never their markup", () => {
  const revision = (words: string, href: string): LessonDocument => ({
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Faith" }] },
      { type: "paragraph", content: [{ type: "text", text: words, marks: [{ type: "link", attrs: { href } }] }] },
      { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Romans 5:1" }] }] }] },
      { type: "image", attrs: { src: "/api/lesson-images/a.png", alt: "Rome" } },
    ],
  });
  const before = revision("Justified by faith", "/a");
  expect(documentText(before)).toBe("Faith\nJustified by faith\n• Romans 5:1\n[Rome]");
  expect(diffDocuments(before, revision("Justified through faith", "/b"))).toEqual([
    { kind: "same", text: "Faith\nJustified " },
    { kind: "removed", text: "by" },
    { kind: "added", text: "through" },
    { kind: "same", text: " faith\n• Romans 5:1\n[Rome]" },
  ]);
});
