// Shared by the upload integration tests: signed-in clients for each role the upload APIs distinguish.
import { db } from "@/lib/db";
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

/** Removes the videos the upload tests recorded, so later suites see the seeded lessons unchanged. */
export async function removeUploadedVideos() {
  const { taught, other } = await lessons();
  await db.video.deleteMany({ where: { lessonId: { in: [taught, other] }, storageKey: { startsWith: "videos/" } } });
}

/** Sends bytes to a disk-driver upload URL through its route handler, the way the browser PUTs them. */
export async function putTo(url: string, bytes: Buffer, handler: (req: Request, ctx: { params: Promise<never> }) => Promise<Response>, params: Record<string, unknown>) {
  const request = new Request(new URL(url, "http://localhost"), { method: "PUT", body: new Uint8Array(bytes), duplex: "half" } as RequestInit);
  return handler(request, { params: Promise.resolve(params as never) });
}
