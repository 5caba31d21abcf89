/** @jest-environment node */
import { createHash } from "node:crypto";
import { courseSourceHash, isOutdated, lessonSourceHash, questionSourceHash } from "./source-hash";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("source hashes", () => {
  it("hash the English fields joined by U+001F, a list's items by U+001E (the migration's encoding)", () => {
    expect(courseSourceHash({ title: "Genesis", description: "Beginnings", outcomes: ["One", "Two"] })).toBe(sha("Genesis\u001fBeginnings\u001fOne\u001eTwo"));
    expect(lessonSourceHash({ title: "Creation", content: "<p>In the beginning</p>" })).toBe(sha("Creation\u001f<p>In the beginning</p>"));
    expect(questionSourceHash({ text: "Who?", explanation: null, options: ["A", "B"] })).toBe(sha("Who?\u001f\u001fA\u001fB"));
  });

  it("change with any source field, and not with anything else", () => {
    const course = { title: "Genesis", description: "Beginnings", outcomes: ["One"] };
    expect(courseSourceHash(course)).toBe(courseSourceHash({ ...course, outcomes: ["One"] }));
    expect(courseSourceHash(course)).not.toBe(courseSourceHash({ ...course, description: "Beginnings." }));
    expect(courseSourceHash(course)).not.toBe(courseSourceHash({ ...course, outcomes: ["One", ""] }));
    const question = { text: "Who?", explanation: "Because.", options: ["A", "B"] };
    expect(questionSourceHash(question)).not.toBe(questionSourceHash({ ...question, options: ["B", "A"] }));
    expect(questionSourceHash(question)).not.toBe(questionSourceHash({ ...question, explanation: null }));
  });

  it("call a translation outdated only when its known hash differs from today's", () => {
    const today = lessonSourceHash({ title: "T", content: "C" });
    expect(isOutdated(today, today)).toBe(false);
    expect(isOutdated(lessonSourceHash({ title: "T", content: "c" }), today)).toBe(true);
    expect(isOutdated(null, today)).toBe(false);
    expect(isOutdated(undefined, today)).toBe(false);
  });
});
