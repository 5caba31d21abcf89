// Shared by the upload integration tests: signed-in clients for each role the upload APIs distinguish.
import { db } from "@/lib/db";
import { stopJobQueue, VIDEO_PROCESSING_QUEUE } from "@/lib/jobs/queue";
import { newStudent, signedIn } from "./lessons";

export const asDemoInstructor = () => signedIn("instructor@example.com", "TeachTheWord1");
export const asAdmin = () => signedIn("admin@example.com", "AdminTheWord1");
export const asStudent = async () => (await newStudent("upload-student")).client;

/** An instructor who teaches `slug` only (not the demo instructor's courses). */
export async function asInstructorOf(slug: string) {
  const { client, id } = await newStudent("upload-other-instructor");
  const course = await db.course.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  await db.user.update({ where: { id }, data: { role: "instructor" } });
  await db.courseInstructor.create({ data: { courseId: course.id, userId: id } });
  return client;
}

/**
 * The last lesson of a course the demo instructor teaches (exodus) and of one they do not (john): lessons
 * the end-to-end journeys, which run later on the same database, never look at.
 */
export async function lessons() {
  const taught = await db.lesson.findFirstOrThrow({ where: { course: { slug: "exodus" } }, orderBy: { order: "desc" } });
  const other = await db.lesson.findFirstOrThrow({ where: { course: { slug: "john" } }, orderBy: { order: "desc" } });
  return { taught: taught.id, other: other.id };
}

/**
 * The upload files' afterAll: removes the videos they recorded, and their queued processing jobs (no later
 * file's worker may take them), so later suites see the seeded lessons unchanged; stops the job queue; and
 * closes the database pool again: test/integration-setup.ts's afterAll closed it before this one ran, these
 * queries reopened it, and Jest would wait for its idle connections.
 */
export async function cleanUpUploadTests() {
  const { taught, other } = await lessons();
  const where = { lessonId: { in: [taught, other] }, storageKey: { startsWith: "videos/" } };
  const ids = (await db.video.findMany({ where, select: { id: true } })).map((v) => v.id);
  const [queue] = await db.$queryRaw<{ exists: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`;
  if (ids.length && queue?.exists) await db.$executeRaw`DELETE FROM pgboss.job WHERE name = ${VIDEO_PROCESSING_QUEUE} AND data->>'videoId' = ANY(${ids})`;
  await db.video.deleteMany({ where });
  await stopJobQueue();
  await db.$disconnect();
}

/** Sends bytes to a disk-driver upload URL through its route handler, the way the browser PUTs them. */
export async function putTo(
  url: string,
  bytes: Buffer,
  handler: (req: Request, ctx: { params: Promise<never> }) => Promise<Response>,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const request = new Request(new URL(url, "http://localhost"), { method: "PUT", body: new Uint8Array(bytes), headers, duplex: "half" } as RequestInit);
  return handler(request, { params: Promise.resolve(params as never) });
}

/** The key segments of a disk-driver single-PUT URL (/api/uploads/object/{key}), as its route receives them. */
export const objectKeyOf = (url: string) => new URL(url, "http://localhost").pathname.replace("/api/uploads/object/", "").split("/").map(decodeURIComponent);

/** The S3-style error code of an upload URL's XML refusal. */
export const s3ErrorCode = async (res: Response) => /<Code>(\w+)<\/Code>/.exec(await res.text())?.[1];

/** Makes an upload's row look `days` old, as the clean-up job would find it. */
export async function backdateUpload(key: string, days: number) {
  await db.videoUpload.update({ where: { key }, data: { createdAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) } });
}
