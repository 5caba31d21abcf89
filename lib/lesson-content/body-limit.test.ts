/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_ACTION_BODY_LIMIT } from "./limits";

// next.config.mjs cannot import TypeScript: its server action body limit is written out, and must stay the one
// limits.ts names, or a document past our 1 MB limit meets Next's refusal instead of our message.
it("lets server actions take the body the lesson editor's size check needs", () => {
  const config = readFileSync(path.join(process.cwd(), "next.config.mjs"), "utf8");
  expect(config).toMatch(new RegExp(`serverActions: \\{ bodySizeLimit: "${SERVER_ACTION_BODY_LIMIT}" \\}`));
});
