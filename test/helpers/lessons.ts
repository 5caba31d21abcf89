// Shared by the lesson and progress integration tests: signed-in clients and enrollments, the way a
// browser and the payments code would make them.
import { db } from "@/lib/db";
import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import { TestClient, uniqueEmail } from "@/test/http";

export async function newStudent(label: string) {
  const client = new TestClient();
  const email = uniqueEmail(label);
  const { body } = await client.call(signup, {
    method: "POST",
    body: { firstName: "Timothy", lastName: "Lystra", email, password: "sincere-faith-2" },
  });
  return { client, id: body.user.id as string };
}

export async function signedIn(email: string, password: string) {
  const client = new TestClient();
  const { status } = await client.call(login, { method: "POST", body: { email, password } });
  if (status !== 200) throw new Error(`could not sign in ${email}: ${status}`);
  return client;
}

export async function enrol(userId: string, slug: string, status: "active" | "completed" | "refunded" = "active") {
  const course = await db.course.findUniqueOrThrow({ where: { slug } });
  await db.enrollment.create({ data: { userId, courseId: course.id, status } });
  return course;
}

export async function lessonOf(slug: string, order: number) {
  return db.lesson.findFirstOrThrow({ where: { order, course: { slug } }, include: { videos: true } });
}
