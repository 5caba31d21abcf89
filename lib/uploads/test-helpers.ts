// Shared by the upload integration tests: signed-in clients for each role the upload APIs distinguish.
import { db } from "@/lib/db";
import { newStudent, signedIn } from "@/lib/lessons/test-helpers";

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

/** The first lesson of a course the demo instructor teaches (genesis) and of one they do not (john). */
export async function lessons() {
  const taught = await db.lesson.findFirstOrThrow({ where: { course: { slug: "genesis" } }, orderBy: { order: "asc" } });
  const other = await db.lesson.findFirstOrThrow({ where: { course: { slug: "john" } }, orderBy: { order: "asc" } });
  return { taught: taught.id, other: other.id };
}

/** Sends bytes to a disk-driver upload URL through its route handler, the way the browser PUTs them. */
export async function putTo(url: string, bytes: Buffer, handler: (req: Request, ctx: { params: Promise<never> }) => Promise<Response>, params: Record<string, unknown>) {
  const request = new Request(new URL(url, "http://localhost"), { method: "PUT", body: new Uint8Array(bytes), duplex: "half" } as RequestInit);
  return handler(request, { params: Promise.resolve(params as never) });
}
