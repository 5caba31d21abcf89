import { db } from "@/lib/db";
import { TestClient, uniqueEmail } from "@/test/http";
import { POST as login } from "../../../login/route";
import { POST as signup } from "../../../signup/route";
import { GET as certificates } from "../certificates/route";
import { GET as dashboard } from "./route";

async function signedUpStudent() {
  const client = new TestClient();
  const { body } = await client.call(signup, {
    method: "POST",
    body: { firstName: "Tabitha", lastName: "Joppa", email: uniqueEmail("dash-api"), password: "good-works-9" },
  });
  return { client, id: body.user.id as string };
}

const demoStudent = () => db.user.findFirstOrThrow({ where: { email: "student@example.com" } });

describe("GET /api/users/{userId}/dashboard and /certificates", () => {
  it("answers the student's own summary", async () => {
    const { client, id } = await signedUpStudent();
    const { status, body } = await client.call(dashboard, { path: `/api/users/${id}/dashboard`, params: { userId: id } });
    expect(status).toBe(200);
    expect(body).toEqual({ enrollments: [], completedCourses: 0, overallProgress: 0, upcomingAssessments: [], recentCertificates: [] });
    const own = await client.call(certificates, { path: `/api/users/${id}/certificates`, params: { userId: id } });
    expect(own).toMatchObject({ status: 200, body: [] });
  });

  it("answers 403 to another student and 401 to a visitor", async () => {
    const { client } = await signedUpStudent();
    const other = await demoStudent();
    for (const handler of [dashboard, certificates]) {
      const theirs = await client.call(handler, { path: `/api/users/${other.id}/x`, params: { userId: other.id } });
      expect(theirs.status).toBe(403);
      expect(JSON.stringify(theirs.body)).not.toContain("Genesis");
      const anonymous = await new TestClient().call(handler, { params: { userId: other.id } });
      expect(anonymous.status).toBe(401);
    }
  });

  it("lets an admin read the demo student's seeded dashboard, titles translated on request", async () => {
    const admin = new TestClient();
    await admin.call(login, { method: "POST", body: { email: "admin@example.com", password: "AdminTheWord1" } });
    const student = await demoStudent();
    const { status, body } = await admin.call(dashboard, { path: `/api/users/${student.id}/dashboard?locale=fr`, params: { userId: student.id } });
    expect(status).toBe(200);
    expect(body.completedCourses).toBeGreaterThanOrEqual(1);
    expect(body.enrollments.map((e: { courseTitle: string }) => e.courseTitle)).toContain("Genèse");
    expect(body.recentCertificates[0]).toEqual({ id: expect.any(String), title: "Genesis – Course Completion", issuedAt: expect.any(String) });

    const list = await admin.call(certificates, { path: `/api/users/${student.id}/certificates`, params: { userId: student.id } });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ type: "course_completion", courseSlug: "genesis", serial: expect.stringMatching(/^BSA-/) });
    expect(JSON.stringify(list.body)).not.toContain("pdfKey");
  });

  it("refuses an unknown locale with 400", async () => {
    const { client, id } = await signedUpStudent();
    const { status } = await client.call(dashboard, { path: `/api/users/${id}/dashboard?locale=xx`, params: { userId: id } });
    expect(status).toBe(400);
  });
});
