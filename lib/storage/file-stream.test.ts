/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileRangeStream } from "./file-stream";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-stream-"));
const file = path.join(dir, "bytes.bin");
const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
fs.writeFileSync(file, bytes);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("streams exactly the asked range", async () => {
  const body = Buffer.from(await new Response(fileRangeStream(file, 1000, 199_999)).arrayBuffer());
  expect(body.equals(bytes.subarray(1000, 200_000))).toBe(true);
});

it("a client that abandons the body mid-way closes the file and raises nothing", async () => {
  const uncaught = jest.fn();
  process.on("uncaughtException", uncaught);
  try {
    const reader = fileRangeStream(file, 0, bytes.length - 1).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).not.toHaveBeenCalled();
  } finally {
    process.off("uncaughtException", uncaught);
  }
});
