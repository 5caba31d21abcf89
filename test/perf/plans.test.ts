/** @jest-environment node */
import { wholeTableScans } from "./plans";

// The plan walker of the private pages' test (private-pages.int.test.ts), on plans as PostgreSQL writes them.
const GROWN = ["enrollments", "lesson_progress"];

describe("wholeTableScans", () => {
  it("finds a Seq Scan of a grown table anywhere in the tree, and ignores small tables", () => {
    const plan = {
      "Node Type": "Nested Loop",
      Plans: [
        { "Node Type": "Seq Scan", "Relation Name": "courses", Alias: "c" },
        { "Node Type": "Hash Join", Plans: [{ "Node Type": "Seq Scan", "Relation Name": "lesson_progress", Alias: "p" }] },
      ],
    };
    expect(wholeTableScans(plan, GROWN)).toEqual(["Seq Scan on lesson_progress p"]);
  });

  it("accepts an index scan with a condition, and finds one that reads the whole index", () => {
    const plan = {
      "Node Type": "Limit",
      Plans: [
        { "Node Type": "Index Scan", "Relation Name": "enrollments", "Index Name": "enrollments_userId_status_idx", "Index Cond": "(\"userId\" = $1)" },
        { "Node Type": "Index Only Scan", "Relation Name": "lesson_progress", "Index Name": "lesson_progress_lessonId_idx" },
      ],
    };
    expect(wholeTableScans(plan, GROWN)).toEqual(["Index Only Scan of all of lesson_progress_lessonId_idx"]);
  });
});
