import { randomBytes } from "node:crypto";
import { POST as login } from "@/app/api/login/route";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { TestClient } from "@/test/http";
import { setTestRequest } from "@/test/next-headers";
import { requireStudioPageUser, requireStudioUser, studioCourseAccess } from "./access";

// Who may open a course in the studio: admins every course, an instructor the courses they teach; anyone else,
// and an instructor of other courses, is told the course is not found (never "forbidden": the studio does not
// say which courses exist). The genesis course is taught by the demo instructor (prisma/seed/demo-progress.ts).
const run = randomBytes(4).toString("hex");
const created: string[] = [];
afterAll(() => db.user.deleteMany({ where: { id: { in: created } } }));

async function person(role: Role) {
  const user = await db.user.create({ data: { firstName: "Access", lastName: role, email: `studio-access-${role}-${run}@example.com`, passwordHash: "x", role } });
  created.push(user.id);
  return { id: user.id, role };
}

describe("studioCourseAccess", () => {
  it("gives admins every course, an instructor the courses they teach, and nobody else anything", async () => {
    const genesis = await db.course.findUniqueOrThrow({ where: { slug: "genesis" }, include: { instructors: { include: { user: true } } } });
    const teaching = genesis.instructors.find((i) => i.user.role === "instructor")!.user;
    const [admin, stranger, student] = [await person("admin"), await person("instructor"), await person("student")];
    // A student who once taught it (demoted) no longer does.
    await db.courseInstructor.create({ data: { courseId: genesis.id, userId: student.id } });

    expect(await studioCourseAccess(admin, genesis.id)).toEqual({ courseId: genesis.id, role: "admin" });
    expect(await studioCourseAccess({ id: teaching.id, role: "instructor" }, genesis.id)).toEqual({ courseId: genesis.id, role: "instructor" });
    expect(await studioCourseAccess(stranger, genesis.id)).toBeNull();
    expect(await studioCourseAccess(student, genesis.id)).toBeNull();
    expect(await studioCourseAccess(null, genesis.id)).toBeNull();
    expect(await studioCourseAccess(admin, `no-such-course-${run}`)).toBeNull();
  });
});

describe("requireStudioUser", () => {
  const signedIn = async (email: string, password: string) => {
    const client = new TestClient();
    expect((await client.call(login, { method: "POST", body: { email, password } })).status).toBe(200);
    return new Request("http://localhost/studio", { headers: { cookie: client.cookieHeader() } });
  };

  it("lets admins and instructors in, tells a student the studio is not found, and a visitor to sign in", async () => {
    await expect(requireStudioUser(await signedIn("admin@example.com", "AdminTheWord1"))).resolves.toMatchObject({ role: "admin" });
    await expect(requireStudioUser(await signedIn("instructor@example.com", "TeachTheWord1"))).resolves.toMatchObject({ role: "instructor" });
    await expect(requireStudioUser(await signedIn("student@example.com", "StudyTheWord1"))).rejects.toMatchObject({ status: 404 });
    await expect(requireStudioUser(new Request("http://localhost/studio"))).rejects.toMatchObject({ status: 401 });
  });

  it("on pages: a student gets the 404 page, a visitor the sign-in page", async () => {
    const student = await signedIn("student@example.com", "StudyTheWord1");
    const pairs = student.headers.get("cookie")!.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)]);
    setTestRequest({ cookies: Object.fromEntries(pairs) });
    await expect(requireStudioPageUser("en", "/studio")).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    setTestRequest({});
    await expect(requireStudioPageUser("ar", "/studio")).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;.*\/ar\/login/) });
  });
});
