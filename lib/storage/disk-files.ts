import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import { finished } from "node:stream/promises";

/** Thrown when an upload body is longer than the caller allows. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** Writes `chunks` to `target` through a temporary file, so a half-written file never appears under its name. */
async function writeThroughTemp(target: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
  const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  const out = fs.createWriteStream(tmp);
  try {
    for await (const chunk of chunks) {
      if (!out.write(chunk)) await once(out, "drain");
    }
    out.end();
    await finished(out);
    await fs.promises.rename(tmp, target);
  } catch (error) {
    out.destroy();
    await fs.promises.rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Streams a request body to `target`, refusing more than `maxBytes`. Answers its size and S3-style quoted
 * MD5 ETag.
 */
export async function writeBody(target: string, body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<{ size: number; etag: string }> {
  const hash = createHash("md5");
  let size = 0;
  async function* counted() {
    if (!body) return;
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
      hash.update(chunk);
      yield chunk;
    }
  }
  await writeThroughTemp(target, counted());
  return { size, etag: `"${hash.digest("hex")}"` };
}

/** Appends the files, in order, into `target`. */
export async function concatFiles(target: string, sources: string[]): Promise<void> {
  async function* all() {
    for (const source of sources) yield* fs.createReadStream(source) as AsyncIterable<Uint8Array>;
  }
  await writeThroughTemp(target, all());
}

/** ETags compared without their optional quotes (browsers and SDKs differ on keeping them). */
export const sameEtag = (a: string, b: string) => a.replace(/"/g, "") === b.replace(/"/g, "");
