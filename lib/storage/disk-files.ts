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

/** Thrown when a body that must be whole (a single PUT of a declared size) ends early. */
export class BodyTooShortError extends Error {
  constructor(readonly expected: number) {
    super(`Body shorter than ${expected} bytes`);
    this.name = "BodyTooShortError";
  }
}

/** Thrown when a write-once target already exists. */
export class TargetExistsError extends Error {
  constructor() {
    super("The object already exists");
    this.name = "TargetExistsError";
  }
}

/**
 * Writes `chunks` to `target` through a temporary file, so a half-written file never appears under its name.
 * `exclusive`: the temporary file is hard-linked into place, which fails when `target` exists (write once even
 * when two writes race), where a rename would replace it.
 */
async function writeThroughTemp(target: string, chunks: AsyncIterable<Uint8Array>, exclusive = false): Promise<void> {
  const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  const out = fs.createWriteStream(tmp);
  try {
    for await (const chunk of chunks) {
      if (!out.write(chunk)) await once(out, "drain");
    }
    out.end();
    await finished(out);
    if (!exclusive) await fs.promises.rename(tmp, target);
    else {
      await fs.promises.link(tmp, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST" ? new TargetExistsError() : error;
      });
      await fs.promises.rm(tmp, { force: true });
    }
  } catch (error) {
    out.destroy();
    await fs.promises.rm(tmp, { force: true });
    throw error;
  }
}

export type BodyLimits = {
  maxBytes: number;
  /** The body must hold exactly maxBytes (a whole object of a declared size). */
  exact?: boolean;
  /** Refuse, with TargetExistsError, when the target exists (write once). */
  exclusive?: boolean;
};

/**
 * Streams a request body to `target`, refusing more than `maxBytes` (and, when `exact`, fewer). Answers its
 * size and S3-style quoted MD5 ETag.
 */
export async function writeBody(target: string, body: ReadableStream<Uint8Array> | null, limits: BodyLimits): Promise<{ size: number; etag: string }> {
  const { maxBytes, exact = false, exclusive = false } = limits;
  const hash = createHash("md5");
  let size = 0;
  async function* counted() {
    if (body) {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
        hash.update(chunk);
        yield chunk;
      }
    }
    if (exact && size < maxBytes) throw new BodyTooShortError(maxBytes);
  }
  await writeThroughTemp(target, counted(), exclusive);
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
