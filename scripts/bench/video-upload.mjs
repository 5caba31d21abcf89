#!/usr/bin/env node
// The upload figure of `npm run bench`: a 500 MB lecture sent over loopback through the school's real
// multipart endpoints, as the upload card's Uppy sends it (create, sign each part, PUT 5 MB parts six at a
// time, complete), as a ratio to `dd` writing the same bytes to the same disk with fsync. Signed in as the
// demo instructor. The completed object is never recorded as a video; the hourly clean-up deletes it a day later.
//
//   node scripts/bench/video-upload.mjs   starts its own school (throwaway database; BENCH_SKIP_BUILD=1
//                                         reuses the last build), or measures BENCH_URL's
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signIn } from "./session.mjs";

const MB = 1024 * 1024;
/** Uppy's part size and parallel requests (lib/uploads/limits.ts: CHUNK_BYTES, UPLOAD_CONCURRENCY). */
const PART_BYTES = 5 * MB;
const CONCURRENCY = 6;
const PARTS = 100;
export const UPLOAD_BYTES = PARTS * PART_BYTES;
const DEMO_INSTRUCTOR = { email: "instructor@example.com", password: "TeachTheWord1" };
/** A course the seed makes the demo instructor teach (prisma/seed/demo-progress.ts). */
const TAUGHT_COURSE = "biblical-preaching";

/** Sends the request and answers its JSON, throwing with the status and body when it is not ok. */
async function json(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** Seconds to upload UPLOAD_BYTES of zeros through the multipart endpoints. */
async function timeUpload(baseUrl, cookie, lessonId) {
  const api = { Cookie: cookie, Origin: baseUrl };
  const body = Buffer.alloc(PART_BYTES);
  const started = performance.now();
  const { key, uploadId } = await json(`${baseUrl}/api/s3/multipart`, {
    method: "POST",
    headers: { ...api, "Content-Type": "application/json" },
    body: JSON.stringify({ filename: "bench-lecture.mp4", type: "video/mp4", size: UPLOAD_BYTES, metadata: { lessonId } }),
  });
  const q = `?key=${encodeURIComponent(key)}`;
  const parts = [];
  let next = 1;
  async function lane() {
    while (next <= PARTS) {
      const partNumber = next++;
      const { url } = await json(`${baseUrl}/api/s3/multipart/${encodeURIComponent(uploadId)}/${partNumber}${q}`, { headers: api });
      // The disk driver signs same-origin paths, S3 absolute URLs.
      const put = await fetch(new URL(url, baseUrl), { method: "PUT", body });
      if (!put.ok) throw new Error(`PUT part ${partNumber}: ${put.status} ${(await put.text()).slice(0, 300)}`);
      await put.arrayBuffer();
      parts.push({ PartNumber: partNumber, ETag: put.headers.get("etag") });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  parts.sort((a, b) => a.PartNumber - b.PartNumber);
  await json(`${baseUrl}/api/s3/multipart/${encodeURIComponent(uploadId)}/complete${q}`, {
    method: "POST",
    headers: { ...api, "Content-Type": "application/json" },
    body: JSON.stringify({ parts }),
  });
  return (performance.now() - started) / 1000;
}

/** Seconds for `dd` to write the same bytes (100 × 5 MB of zeros) to a file in `dir`, with fsync. */
function timeDd(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-dd-${process.pid}.bin`);
  try {
    const started = performance.now();
    execFileSync("dd", ["if=/dev/zero", `of=${file}`, "bs=5M", `count=${PARTS}`, "conv=fsync"], { stdio: "ignore" });
    return (performance.now() - started) / 1000;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * Uploads 500 MB to the school at `baseUrl` as the demo instructor and times `dd` writing as much to `ddDir`
 * (put it on the disk the school stores uploads on). Prints and answers { uploadSeconds, ddSeconds, ratio }.
 */
export async function videoUploadBench(baseUrl, { ddDir = path.resolve(".data"), cookie } = {}) {
  console.log(`\n== Video upload: ${UPLOAD_BYTES / MB} MB over loopback (${CONCURRENCY} parts of ${PART_BYTES / MB} MB at a time) vs dd`);
  const session = cookie ?? (await signIn(baseUrl, DEMO_INSTRUCTOR));
  const lessons = await json(`${baseUrl}/api/courses/${TAUGHT_COURSE}/lessons`);
  if (!Array.isArray(lessons) || !lessons.length) throw new Error(`no lessons for ${TAUGHT_COURSE}: ${JSON.stringify(lessons)}`);
  const lessonId = [...lessons].sort((a, b) => b.order - a.order)[0].id;
  const uploadSeconds = await timeUpload(baseUrl, session, lessonId);
  const ddSeconds = timeDd(ddDir);
  const ratio = uploadSeconds / ddSeconds;
  console.log(`upload ${UPLOAD_BYTES / MB} MB over loopback: ${uploadSeconds.toFixed(1)} s = ${ratio.toFixed(1)} × dd (${ddSeconds.toFixed(1)} s)`);
  return { uploadSeconds, ddSeconds, ratio };
}

/** Run alone: against BENCH_URL, or a school of its own as `npm run bench` prepares it. */
async function main() {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."));
  const given = process.env.BENCH_URL?.replace(/\/$/, "");
  if (given) return void (await videoUploadBench(given));
  const { startDatabases } = await import("./database.mjs");
  const { prepareSchool } = await import("./school.mjs");
  const databases = await startDatabases();
  let server;
  try {
    const school = await prepareSchool({ databaseUrl: databases.schoolUrl, dataDir: databases.dir, skipBuild: Boolean(process.env.BENCH_SKIP_BUILD) });
    server = await school.start();
    await videoUploadBench(server.baseUrl, { ddDir: databases.dir });
  } finally {
    await server?.stop();
    await databases.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
