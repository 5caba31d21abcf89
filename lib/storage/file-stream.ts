import "server-only";
import fs from "node:fs";

/**
 * Bytes `start`–`end` of a file as a web stream that a client may abandon at any moment (a player dropping
 * a segment when it switches quality, a closed tab). Pull-based, so nothing is queued after a cancel, which
 * also closes the file: Node's Readable.toWeb() can throw "Controller is already closed" from inside the file
 * stream then (nodejs/node#54205), an uncaught exception in the server.
 */
export function fileRangeStream(file: string, start: number, end: number): ReadableStream<Uint8Array> {
  const source = fs.createReadStream(file, { start, end });
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch (error) {
        // A read error reaches the client as an aborted body; after a cancel there is no one left to tell.
        source.destroy();
        try {
          controller.error(error);
        } catch {
          // already cancelled
        }
      }
    },
    cancel() {
      source.destroy();
    },
  });
}
