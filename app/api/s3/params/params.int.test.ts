import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { diskStorage } from "@/lib/storage";
import { asDemoInstructor, asInstructorOf, asStudent, lessons, objectKeyOf, putTo } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { PUT as putObject } from "@/app/api/uploads/object/[...key]/route";
import { GET as params } from "./route";

const SAMPLE = fs.readFileSync(path.join(process.cwd(), "prisma/seed/media/sample-lecture.webm"));

/**
 * The query @uppy/aws-s3 5.x sends for getUploadParameters when given an endpoint: filename and type, then
 * every meta field of the file as metadata[name] (lib/index.js, getAllowedMetadata with querify).
 */
function uppyQuery(meta: Record<string, string>) {
  const metadata = Object.fromEntries(Object.entries(meta).map(([k, v]) => [`metadata[${k}]`, v]));
  return new URLSearchParams({ filename: meta.name!, type: meta.type!, ...metadata }).toString();
}

const ask = (client: TestClient, query: string) => client.call(params, { path: `/api/s3/params?${query}` });

describe("GET /api/s3/params (Uppy's single-PUT contract)", () => {
  it("answers { method, url, fields, headers, key } for Uppy's own query, a URL that takes the file", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const res = await ask(client, uppyQuery({ name: "lecture.webm", type: "video/webm", lessonId: taught, size: String(SAMPLE.length) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({ method: "PUT", url: expect.stringMatching(/^\/api\/uploads\/object\//), fields: {}, headers: { "content-type": "video/webm" }, key: expect.any(String) });
    expect(res.body.key).toMatch(new RegExp(`^videos/${taught}/[a-f0-9]{24}\\.webm$`));
    expect(Number((await db.videoUpload.findUniqueOrThrow({ where: { key: res.body.key } })).declaredSize)).toBe(SAMPLE.length);

    const put = await putTo(res.body.url, SAMPLE, putObject, { key: objectKeyOf(res.body.url) }, res.body.headers);
    expect(put.status).toBe(200);
    expect(fs.readFileSync(diskStorage().filePath(res.body.key)!).equals(SAMPLE)).toBe(true);
  });

  it("takes the size as a plain `size` too, and types a file the browser gave no type by its extension", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const query = new URLSearchParams({ filename: "Lecture.MOV", type: "", size: "1234", "metadata[lessonId]": taught }).toString();
    const res = await ask(client, query);
    expect(res.status).toBe(200);
    expect(res.body.headers).toEqual({ "content-type": "video/quicktime" });
    expect(await db.videoUpload.findUniqueOrThrow({ where: { key: res.body.key } })).toMatchObject({ contentType: "video/quicktime", declaredSize: BigInt(1234) });
  });

  it("refuses a missing lesson or size, a non-video and an oversized file (400)", async () => {
    const { taught } = await lessons();
    const client = await asDemoInstructor();
    const noLesson = await ask(client, uppyQuery({ name: "a.webm", type: "video/webm", size: "10" }));
    expect(noLesson.status).toBe(400);
    expect(noLesson.body.fieldErrors.lessonId).toBeDefined();
    const noSize = await ask(client, uppyQuery({ name: "a.webm", type: "video/webm", lessonId: taught }));
    expect(noSize.body.fieldErrors.size).toBeDefined();
    const html = await ask(client, uppyQuery({ name: "a.mp4", type: "text/html", lessonId: taught, size: "10" }));
    expect(html.body.fieldErrors.type).toEqual(["Only MP4, WebM and MOV videos can be uploaded."]);
    const huge = await ask(client, uppyQuery({ name: "a.mp4", type: "video/mp4", lessonId: taught, size: String(501 * 1024 * 1024) }));
    expect(huge.body.fieldErrors.size).toEqual(["Videos can be at most 500MB."]);
  });

  it("answers 401 to a signed-out visitor before reading the query, 403 to a student or another course's instructor", async () => {
    const { taught } = await lessons();
    expect((await ask(new TestClient(), "")).status).toBe(401);
    const query = uppyQuery({ name: "a.webm", type: "video/webm", lessonId: taught, size: "10" });
    expect((await ask(new TestClient(), query)).status).toBe(401);
    expect((await ask(await asStudent(), "")).status).toBe(403);
    expect((await ask(await asInstructorOf("john"), query)).status).toBe(403);
  });
});
