// Pictures uploaded in the studio: only staff, only real images of the declared type, at most 5 MB; each is
// written again as WebP, named by its content, and served publicly by GET /api/images/…
import sharp from "sharp";
import { asAdmin, asDemoInstructor, asStudent } from "@/test/helpers/uploads";
import { TestClient } from "@/test/http";
import { GET as getImage } from "../../images/[...path]/route";
import { POST as postImage } from "./route";

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#7a4b2a" } }).png().toBuffer();

async function upload(client: TestClient, bytes: Buffer, type: string, kind = "lesson") {
  const headers = new Headers({ "content-type": type, "x-forwarded-for": client.ip });
  if (client.cookies.size) headers.set("cookie", client.cookieHeader());
  const response = await postImage(new Request(`http://localhost/api/studio/images?kind=${kind}`, { method: "POST", headers, body: new Uint8Array(bytes) }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: (await response.json()) as { src?: string; key?: string; width?: number; height?: number; code?: string; error?: string } };
}

/** GET of a stored image by its src (/api/images/…). */
const serve = (src: string) => getImage(new Request(`http://localhost${src}`), { params: Promise.resolve({ path: src.replace("/api/images/", "").split("/") }) });

describe("POST /api/studio/images", () => {
  it("stores an instructor's picture as WebP at the kind's size, served publicly under a content-named key", async () => {
    const instructor = await asDemoInstructor();
    const { status, body } = await upload(instructor, await png(3000, 1000), "image/png");
    expect(status).toBe(201);
    expect(body.key).toMatch(/^images\/lesson\/[0-9a-f]{64}\.webp$/);
    expect(body.src).toBe(`/api/images/${body.key!.replace("images/", "")}`);
    expect([body.width, body.height]).toEqual([1600, 533]);

    const served = await serve(body.src!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");

    const photo = await upload(instructor, await png(900, 600), "image/png", "photo");
    expect([photo.body.width, photo.body.height]).toEqual([480, 480]);
  });

  it("refuses visitors (401) and students (403)", async () => {
    const bytes = await png(10, 10);
    expect((await upload(new TestClient(), bytes, "image/png")).status).toBe(401);
    expect((await upload(await asStudent(), bytes, "image/png")).status).toBe(403);
  });

  it("refuses another type, a file that is not the image it claims, too many bytes and an unknown kind, each with its code", async () => {
    const admin = await asAdmin();
    expect(await upload(admin, Buffer.from("<svg onload=alert(1)></svg>"), "image/svg+xml")).toMatchObject({ status: 415 });
    expect(await upload(admin, Buffer.from("GIF89a<script>alert(1)</script>"), "image/gif")).toMatchObject({ status: 400, body: { code: "image_unreadable" } });
    expect(await upload(admin, await png(20, 20), "image/jpeg")).toMatchObject({ status: 400, body: { code: "image_unreadable" } });
    expect(await upload(admin, Buffer.alloc(5 * 1024 * 1024 + 1, 1), "image/png")).toMatchObject({ status: 413, body: { code: "image_too_large" } });
    expect(await upload(admin, await png(10, 10), "image/png", "banner")).toMatchObject({ status: 400, body: { code: "image_kind" } });
  });
});

describe("GET /api/images", () => {
  it("answers 404 for a key that is not a stored image's, without touching storage for odd keys", async () => {
    expect((await serve(`/api/images/lesson/${"0".repeat(64)}.webp`)).status).toBe(404);
    expect((await serve("/api/images/../videos/secret.mp4")).status).toBe(404);
  });
});
