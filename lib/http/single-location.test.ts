/**
 * @jest-environment node
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { keepLocationSingle } from "./single-location";

// What Next's first render of a redirecting ISR page does to the response: set Location, then append the cache
// entry's copy of it. A real server, and the raw header lines as they go out.
async function rawHeaders(handler: (res: ServerResponse) => void): Promise<string[]> {
  const server = http.createServer((_req, res) => (handler(res), res.end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) => http.get({ port, host: "127.0.0.1" }, resolve).on("error", reject));
    response.resume();
    return response.rawHeaders;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const values = (raw: string[], name: string) => raw.flatMap((value, i) => (i % 2 === 1 && raw[i - 1]!.toLowerCase() === name ? [value] : []));

it("a Location appended to one already set leaves one Location, the one appended; other headers still append", async () => {
  keepLocationSingle();
  const raw = await rawHeaders((res) => {
    res.statusCode = 308;
    res.setHeader("location", "/course/mark");
    res.appendHeader("location", "/course/mark");
    res.appendHeader("Location", ["/course/mark"]);
    res.appendHeader("set-cookie", "a=1");
    res.appendHeader("set-cookie", "b=2");
  });
  expect(values(raw, "location")).toEqual(["/course/mark"]);
  expect(values(raw, "set-cookie")).toEqual(["a=1", "b=2"]);
});

it("patching twice changes nothing more", async () => {
  keepLocationSingle();
  keepLocationSingle();
  const raw = await rawHeaders((res) => (res.appendHeader("location", "/a"), res.appendHeader("location", "/b")));
  expect(values(raw, "location")).toEqual(["/b"]);
});
