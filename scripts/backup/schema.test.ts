/** @jest-environment node */
import { insertOrder } from "./schema.mjs";

type Key = { parent: string; columns: string[] };
const table = (name: string, keys: Key[] = [], notNull: string[] = []) => ({ name, keys, notNull: new Set(notNull) });
const names = (tables: { name: string }[]) => tables.map((t) => t.name);

describe("insertOrder", () => {
  it("puts every table after the tables it references, alphabetically among equals", () => {
    const ordered = insertOrder([
      table("payments", [{ parent: "users", columns: ["userId"] }, { parent: "courses", columns: ["courseId"] }], ["userId", "courseId"]),
      table("users"),
      table("courses", [{ parent: "languages", columns: ["defaultLanguage"] }], ["defaultLanguage"]),
      table("languages"),
    ]);
    expect(names(ordered)).toEqual(["languages", "users", "courses", "payments"]);
    expect(ordered.every((t) => t.deferred.length === 0)).toBe(true);
  });

  it("defers a nullable reference to the same table", () => {
    const [posts] = insertOrder([table("posts", [{ parent: "posts", columns: ["quotedPostId"] }])]);
    expect(posts!.deferred).toEqual(["quotedPostId"]);
  });

  it("breaks a cycle between two tables at a nullable reference, and fills it in last", () => {
    const ordered = insertOrder([
      table("threads", [{ parent: "posts", columns: ["answerPostId"] }]),
      table("posts", [{ parent: "threads", columns: ["threadId"] }], ["threadId"]),
    ]);
    expect(names(ordered)).toEqual(["threads", "posts"]);
    expect(ordered.find((t) => t.name === "threads")!.deferred).toEqual(["answerPostId"]);
    expect(ordered.find((t) => t.name === "posts")!.deferred).toEqual([]);
  });

  it("names the tables when a cycle runs only through required columns", () => {
    expect(() =>
      insertOrder([table("a", [{ parent: "b", columns: ["bId"] }], ["bId"]), table("b", [{ parent: "a", columns: ["aId"] }], ["aId"])]),
    ).toThrow("These tables reference each other through required columns, so no insert order exists: a, b");
  });
});
