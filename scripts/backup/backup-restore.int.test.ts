// `npm run backup` and `npm run restore` as an operator runs them (child processes), on a school of their own:
// a database made for this file from the migrations (a copy of the migrated, empty one `npm test` keeps), and
// the disk storage driver on a folder of its own.
// A small journey is written through Prisma and the disk driver, backed up, destroyed (the schema dropped,
// the folder emptied) and restored; then every table's rows and every file's bytes must be back.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { DiskStorage } from "@/lib/storage/disk";
import { S3Storage } from "@/lib/storage/s3";

const root = path.resolve(__dirname, "../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "opsbackup-"));
const uploads = path.join(work, "uploads");
const databaseName = `backup_restore_${process.pid}_${Date.now()}`;
const serverUrl = new URL(process.env.INTEGRATION_BASE_DATABASE_URL ?? process.env.DATABASE_URL!);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
let school: PrismaClient;

function run(script: "backup" | "restore", args: string[], storage: Record<string, string> = { STORAGE_DRIVER: "disk", STORAGE_DISK_PATH: uploads }) {
  const env = { ...process.env, DATABASE_URL: databaseUrl, ...storage };
  const result = spawnSync(process.execPath, [path.join(root, `scripts/backup/${script}.mjs`), ...args], { cwd: root, env, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

async function withServer<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Every table of the school and its row count, Prisma's migration bookkeeping aside. */
const rowCounts = () =>
  withServer(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of rows) counts[name] = (await client.query(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
    return counts;
  });

/** Every stored file under the uploads folder and its SHA-256. */
function storedFiles(dir = uploads): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return files;
}

async function seedJourney() {
  const disk = new DiskStorage(uploads, "backup-test-secret");
  const pdf = crypto.randomBytes(40_000);
  await disk.put("certificates/journey/certificate.pdf", pdf);
  await disk.put("videos/journey/original.mp4", crypto.randomBytes(300_000));

  await school.language.create({ data: { code: "en", name: "English", nativeName: "English" } });
  const student = await school.user.create({ data: { firstName: "Lydia", lastName: "Thyatira", email: "lydia@example.com", passwordHash: "$argon2id$x" } });
  const teacher = await school.user.create({ data: { firstName: "Paul", lastName: "Tarsus", email: "paul@example.com", passwordHash: "$argon2id$y", role: "instructor" } });
  const course = await school.course.create({
    data: { slug: "romans", title: "Romans", description: "Paul's letter", price: "49.99", difficulty: "intermediate", estimatedHours: "12.5", defaultLanguage: "en" },
  });
  const lessons = await Promise.all(
    [1, 2].map((order) => school.lesson.create({ data: { courseId: course.id, order, title: `Lesson ${order}`, content: "<p>Grace</p>", estimatedMinutes: 20 } })),
  );
  await school.payment.create({ data: { userId: student.id, courseId: course.id, providerPaymentId: "pi_journey", amountCents: 4999, currency: "usd", status: "succeeded", succeededAt: new Date() } });
  await school.enrollment.create({ data: { userId: student.id, courseId: course.id } });
  for (const lesson of lessons) {
    await school.lessonProgress.create({ data: { userId: student.id, lessonId: lesson.id, positionSeconds: 600, maxWatchedSeconds: 1180, completedAt: new Date() } });
  }
  await school.certificate.create({
    data: { userId: student.id, courseId: course.id, type: "course_completion", title: "Romans", serial: "BSA-JOURNEY-1", scopeKey: `${student.id}:${course.id}`, pdfKey: "certificates/journey/certificate.pdf" },
  });
  // A thread whose answer is one of its own posts, and a reply quoting the opening post: references that close a cycle.
  const thread = await school.discussionThread.create({ data: { courseId: course.id, authorId: student.id, title: "Romans 8" } });
  const opening = await school.discussionPost.create({ data: { threadId: thread.id, authorId: student.id, body: "What does verse 28 mean?", isOpening: true } });
  const reply = await school.discussionPost.create({ data: { threadId: thread.id, authorId: teacher.id, body: "All things work together.", quotedPostId: opening.id } });
  await school.discussionThread.update({ where: { id: thread.id }, data: { answerPostId: reply.id } });
  return { student, course, thread, reply };
}

beforeAll(async () => {
  // `npm test` keeps a copy of its database as the migrations left it (INTEGRATION_MIGRATED_DATABASE): a copy of
  // that is this school's start, the same tables and no rows, without a Prisma CLI run of its own (seconds of CPU).
  const template = process.env.INTEGRATION_MIGRATED_DATABASE;
  await withServer(serverUrl.toString(), (client) => client.query(`CREATE DATABASE "${databaseName}"${template ? ` TEMPLATE "${template}"` : ""}`));
  if (!template) {
    const migrated = spawnSync(process.execPath, [path.join(root, "scripts/prisma.mjs"), "migrate", "deploy"], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
    if (migrated.status !== 0) throw new Error(`migrate deploy failed: ${migrated.stderr}`);
  }
  school = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}, 120_000);

afterAll(async () => {
  await school?.$disconnect();
  await withServer(serverUrl.toString(), (client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
  fs.rmSync(work, { recursive: true, force: true });
});

describe("npm run backup, then npm run restore", () => {
  const backup = path.join(work, "backup");
  let journey: Awaited<ReturnType<typeof seedJourney>>;
  let counts: Record<string, number>;
  let files: Record<string, string>;

  it("backs up the journey, and after the school is destroyed restores every row and every file", async () => {
    journey = await seedJourney();
    counts = await rowCounts();
    files = storedFiles();
    expect(Object.keys(files)).toHaveLength(2);

    const made = run("backup", ["--out", backup]);
    expect(made.out).toMatch(/\[backup\] database: \d+ tables, \d+ rows .* one REPEATABLE READ snapshot/);
    expect(made.out).toContain("[backup] storage: 2 objects");
    expect(made.status).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, "manifest.json"), "utf8"));
    expect(manifest.database.rows).toMatchObject({ users: 2, payments: 1, enrollments: 1, lesson_progress: 2, certificates: 1 });
    expect(manifest.database.migration).toBe(fs.readdirSync(path.join(root, "prisma/migrations")).filter((n) => /^\d/.test(n)).sort().at(-1));
    expect(manifest.files["storage/certificates/journey/certificate.pdf"]).toEqual({ size: 40_000, sha256: files["certificates/journey/certificate.pdf"] });

    // The disaster: every table gone, every stored file gone.
    await school.$disconnect();
    await withServer(databaseUrl, (client) => client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public"));
    fs.rmSync(uploads, { recursive: true, force: true });

    const restored = run("restore", [backup]);
    expect(restored.out).toContain("every checksum matches");
    expect(restored.out).toContain("[restore] storage: 2 objects restored");
    expect(restored.status).toBe(0);
    expect(await rowCounts()).toEqual(counts);
    expect(storedFiles()).toEqual(files);

    school = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
    const student = await school.user.findUniqueOrThrow({ where: { email: "lydia@example.com" }, include: { payments: true, enrollments: true, lessonProgress: true, certificates: true } });
    expect(student.id).toBe(journey.student.id);
    expect(student.payments).toMatchObject([{ amountCents: 4999, status: "succeeded", providerPaymentId: "pi_journey" }]);
    expect(student.enrollments).toMatchObject([{ courseId: journey.course.id }]);
    expect(student.lessonProgress.map((p) => p.maxWatchedSeconds)).toEqual([1180, 1180]);
    expect(student.certificates).toMatchObject([{ serial: "BSA-JOURNEY-1", pdfKey: "certificates/journey/certificate.pdf" }]);
    expect((await school.course.findUniqueOrThrow({ where: { id: journey.course.id } })).price.toString()).toBe("49.99");
    const thread = await school.discussionThread.findUniqueOrThrow({ where: { id: journey.thread.id }, include: { posts: { orderBy: { createdAt: "asc" } } } });
    expect(thread.answerPostId).toBe(journey.reply.id);
    expect(thread.posts[1]!.quotedPostId).toBe(thread.posts[0]!.id);
    // The order-number sequence continues after the restored payment instead of colliding with it.
    const next = await school.payment.create({ data: { userId: student.id, courseId: journey.course.id, providerPaymentId: "pi_after", amountCents: 100, currency: "usd" } });
    expect(next.orderNumber).toBe(student.payments[0]!.orderNumber + 1);
    await school.payment.delete({ where: { id: next.id } });
  }, 240_000);

  it("refuses to restore over a school that has data, unless --force", async () => {
    const marker = await school.user.create({ data: { firstName: "Tertius", lastName: "Scribe", email: "tertius@example.com", passwordHash: "x" } });
    const refused = run("restore", [backup]);
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/\[restore\] failed: the school is not empty: \d+ tables with rows .* and 2 stored objects\. Nothing was changed\. Add --force/);
    expect(await school.user.findUnique({ where: { id: marker.id } })).not.toBeNull();

    await school.$disconnect();
    const forced = run("restore", [backup, "--force"]);
    expect(forced.status).toBe(0);
    expect(await rowCounts()).toEqual(counts);
    school = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
    expect(await school.user.findUnique({ where: { id: marker.id } })).toBeNull();
  }, 240_000);

  it("refuses a damaged backup before touching anything", async () => {
    const damaged = path.join(work, "damaged");
    const marker = await school.user.create({ data: { firstName: "Tertius", lastName: "Scribe", email: "tertius@example.com", passwordHash: "x" } });

    fs.cpSync(backup, damaged, { recursive: true });
    const pdf = path.join(damaged, "storage/certificates/journey/certificate.pdf");
    const bytes = fs.readFileSync(pdf);
    bytes[1000] = bytes[1000]! ^ 0xff;
    fs.writeFileSync(pdf, bytes);
    const flipped = run("restore", [damaged, "--force"]);
    expect(flipped.status).toBe(1);
    expect(flipped.out).toContain("is damaged; nothing was restored");
    expect(flipped.out).toContain("storage/certificates/journey/certificate.pdf: checksum differs from the manifest");

    fs.rmSync(damaged, { recursive: true });
    fs.cpSync(backup, damaged, { recursive: true });
    const manifestFile = path.join(damaged, "manifest.json");
    fs.writeFileSync(manifestFile, fs.readFileSync(manifestFile, "utf8").replace('"users": 2', '"users": 3'));
    const edited = run("restore", [damaged, "--force"]);
    expect(edited.status).toBe(1);
    expect(edited.out).toContain("manifest.json does not match manifest.sha256");

    fs.rmSync(damaged, { recursive: true });
    fs.cpSync(backup, damaged, { recursive: true });
    fs.rmSync(path.join(damaged, "db/payments.jsonl"));
    const missing = run("restore", [damaged, "--force"]);
    expect(missing.status).toBe(1);
    expect(missing.out).toContain("db/payments.jsonl: missing");

    // Nothing was touched: the row added after the restore and every file are still there.
    expect(await school.user.findUnique({ where: { id: marker.id } })).not.toBeNull();
    expect(storedFiles()).toEqual(files);
  }, 120_000);
});

describe("with the S3 driver (radosgw)", () => {
  const endpoint = process.env.S3_TEST_ENDPOINT;
  const credentials = { accessKeyId: process.env.S3_TEST_KEY ?? "testkey", secretAccessKey: process.env.S3_TEST_SECRET ?? "testsecret" };
  const bucket = `bsa-backup-${Date.now()}`;
  const s3 = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  const storage = { STORAGE_DRIVER: "s3", S3_BUCKET: bucket, S3_ENDPOINT: endpoint ?? "", S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey };
  afterAll(() => s3.destroy());
  const keys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!).sort();
  const object = async (key: string) => {
    const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { type: got.ContentType, bytes: Buffer.from(await got.Body!.transformToByteArray()) };
  };

  it("copies every object of the bucket, and puts them back with their types into an emptied bucket", async () => {
    if (!endpoint) throw new Error("S3_TEST_ENDPOINT is not set: run the integration tests through `npm test`, which starts radosgw for them.");
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const store = new S3Storage({ bucket, region: "us-east-1", endpoint, ...credentials });
    const video = crypto.randomBytes(200_000);
    const poster = crypto.randomBytes(5_000);
    await store.put("videos/s3-journey/original.mp4", video, "video/mp4");
    await store.put("videos/s3-journey/poster.jpg", poster, "image/jpeg");

    const out = path.join(work, "backup-s3");
    const made = run("backup", ["--out", out], storage);
    expect(made.out).toContain(`[backup] storage: 2 objects, 0.2 MB from S3 bucket ${bucket} at ${endpoint}`);
    expect(made.status).toBe(0);

    // The bucket emptied; the database has rows, so the restore needs --force.
    await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: (await keys()).map((Key) => ({ Key })) } }));
    expect(await keys()).toEqual([]);
    await school.$disconnect();
    const restored = run("restore", [out, "--force"], storage);
    expect(restored.out).toContain(`[restore] storage: 2 objects restored to S3 bucket ${bucket}`);
    expect(restored.status).toBe(0);
    expect(await keys()).toEqual(["videos/s3-journey/original.mp4", "videos/s3-journey/poster.jpg"]);
    expect(await object("videos/s3-journey/original.mp4")).toEqual({ type: "video/mp4", bytes: video });
    expect(await object("videos/s3-journey/poster.jpg")).toEqual({ type: "image/jpeg", bytes: poster });
    expect(await rowCounts()).toEqual(await rowCountsOf(out));
    school = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  }, 240_000);
});

/** The row counts a backup's manifest records, Prisma's bookkeeping aside. */
async function rowCountsOf(dir: string): Promise<Record<string, number>> {
  const { rows } = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")).database as { rows: Record<string, number> };
  return Object.fromEntries(Object.entries(rows).filter(([name]) => name !== "_prisma_migrations").sort(([a], [b]) => a.localeCompare(b)));
}
