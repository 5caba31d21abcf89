import fs from "node:fs";
import path from "node:path";
import { diskStorage } from "@/lib/storage";
import { GET, HEAD } from "./route";

// The seed copied the sample lecture into STORAGE_DISK_PATH; serve it the way a <video> element asks.
const KEY = "seed/genesis/lesson-1/sample-lecture.webm";
const SOURCE = fs.readFileSync(path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm"));

async function fetchMedia(url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") {
  const full = new URL(url, "http://localhost");
  const key = full.pathname.replace(/^\/api\/media\//, "").split("/").map(decodeURIComponent);
  const handler = method === "GET" ? GET : HEAD;
  return handler(new Request(full, { method, headers }), { params: Promise.resolve({ key }) });
}

describe("GET /api/media/{key} (disk driver)", () => {
  it("serves the whole file with its type, length, Accept-Ranges and a private cache", async () => {
    const url = await diskStorage().signedGetUrl(KEY, 600);
    const res = await fetchMedia(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(SOURCE.length));
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=(59\d|600)$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(SOURCE)).toBe(true);
  });

  it("answers a Range with 206 and exactly those bytes, so seeking does not download the file", async () => {
    const url = await diskStorage().signedGetUrl(KEY, 600);
    const res = await fetchMedia(url, { range: "bytes=1000-1999" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 1000-1999/${SOURCE.length}`);
    expect(res.headers.get("content-length")).toBe("1000");
    expect(Buffer.from(await res.arrayBuffer()).equals(SOURCE.subarray(1000, 2000))).toBe(true);

    const tail = await fetchMedia(url, { range: "bytes=-10" });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(SOURCE.subarray(SOURCE.length - 10))).toBe(true);
  });

  it("answers 416 with the size for a range past the end", async () => {
    const url = await diskStorage().signedGetUrl(KEY, 600);
    const res = await fetchMedia(url, { range: `bytes=${SOURCE.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${SOURCE.length}`);
  });

  it("answers HEAD with the headers and no body", async () => {
    const url = await diskStorage().signedGetUrl(KEY, 600);
    const res = await fetchMedia(url, {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(SOURCE.length));
    expect(await res.text()).toBe("");
  });

  it("refuses an unsigned, tampered, re-pointed or expired URL with 403", async () => {
    const url = await diskStorage().signedGetUrl(KEY, 600);
    expect((await fetchMedia(`/api/media/${KEY}`)).status).toBe(403);
    expect((await fetchMedia(url.replace(/sig=.{4}/, "sig=AAAA"))).status).toBe(403);
    expect((await fetchMedia(url.replace("lesson-1", "lesson-2"))).status).toBe(403);
    const exp = Number(new URL(url, "http://x").searchParams.get("exp"));
    expect((await fetchMedia(url.replace(`exp=${exp}`, `exp=${exp + 1000}`))).status).toBe(403);
    const expired = await diskStorage().signedGetUrl(KEY, -1);
    expect((await fetchMedia(expired)).status).toBe(403);
  });

  it("answers 404 for a validly signed key with no file, and never leaves the storage folder", async () => {
    expect((await fetchMedia(await diskStorage().signedGetUrl("seed/nothing-here.webm", 600))).status).toBe(404);
    await expect(diskStorage().signedGetUrl("../../etc/passwd", 600)).rejects.toThrow(/Unsafe/);
    expect(diskStorage().filePath("../secret")).toBeNull();
  });
});
