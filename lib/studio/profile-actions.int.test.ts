import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { POST as postImage } from "@/app/api/studio/images/route";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { getCourseDetail } from "@/lib/courses/queries";
import { db } from "@/lib/db";
import { createUser, toPublicUser } from "@/lib/users/service";
import { signedIn } from "@/test/helpers/lessons";
import { TestClient, uniqueEmail } from "@/test/http";
import { invalidated } from "@/test/next-cache";
import { setTestRequest } from "@/test/next-headers";
import { loadInstructors, seedInstructors } from "@/prisma/seed/instructors";
import { saveProfileAction } from "./profile-actions";

// An instructor's own profile, saved through the studio's server action: who may save (only their own), what is
// refused (with every field's message in the page's language, and nothing written), which photos are taken (only
// those the school's image route stored), and what the course page then shows.

const unique = randomUUID().slice(0, 8);
const PASSWORD = "rightly-dividing-2";
let courseId = "";
let slug = "";
const userIds: string[] = [];

async function instructor(firstName: string, lastName: string, options: { teaches?: boolean; sample?: boolean } = {}) {
  const email = uniqueEmail(`profile-${firstName.toLowerCase()}`);
  const user = await createUser({ firstName, lastName, email, password: PASSWORD });
  await db.user.update({ where: { id: user.id }, data: { role: "instructor" } });
  userIds.push(user.id);
  if (options.teaches) await db.courseInstructor.create({ data: { courseId, userId: user.id } });
  if (options.sample) await db.instructorProfile.create({ data: { userId: user.id, bio: { en: "A fictional teacher of the demo faculty, for the demo." }, isSample: true } });
  return { ...user, email };
}

async function signInAs(email: string) {
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  const cookie = await createSessionCookie({ ...toPublicUser(user), sessionVersion: user.sessionVersion }, true);
  setTestRequest({ cookies: { [cookie.name]: cookie.value } });
  return user;
}

const profileOf = (userId: string) => db.instructorProfile.findUnique({ where: { userId } });

const valid = {
  displayName: "Dr Lydia Thyatira",
  credentials: { en: "PhD in New Testament, University of Aberdeen", ar: "دكتوراه في العهد الجديد، جامعة أبردين" },
  bio: { en: "Lydia teaches Acts and the letters of Paul, with an eye on their cities.", ar: "تدرّس ليديا سفر أعمال الرسل ورسائل بولس." },
};

/** A picture through POST /api/studio/images, as the form's upload sends it. */
async function uploadPhoto(email: string) {
  const client: TestClient = await signedIn(email, PASSWORD);
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: `#${unique.slice(0, 6)}` } }).png().toBuffer();
  const headers = new Headers({ "content-type": "image/png", "x-forwarded-for": client.ip, cookie: client.cookieHeader() });
  const response = await postImage(new Request("http://localhost/api/studio/images?kind=photo", { method: "POST", headers, body: new Uint8Array(bytes) }), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { key: string; src: string };
}

beforeAll(async () => {
  slug = `profile-course-${unique}`;
  const course = await db.course.create({
    data: { slug, title: "Profiles test", description: "A course made by the profile tests.", price: "9.99", difficulty: "beginner", estimatedHours: "1", state: "published", sortOrder: 9999 },
  });
  courseId = course.id;
});

afterAll(async () => {
  await db.course.delete({ where: { id: courseId } });
  await db.user.deleteMany({ where: { id: { in: userIds } } });
});

describe("saveProfileAction", () => {
  it("refuses the signed-out (401) and students, who are told the studio is not there (404); nothing is written", async () => {
    setTestRequest({});
    expect(await saveProfileAction(valid, "en")).toMatchObject({ ok: false, status: 401 });
    const student = await createUser({ firstName: "Eunice", lastName: "Lystra", email: uniqueEmail("profile-student"), password: PASSWORD });
    userIds.push(student.id);
    await signInAs(student.email);
    expect(await saveProfileAction(valid, "en")).toMatchObject({ ok: false, status: 404 });
    expect(await profileOf(student.id)).toBeNull();
  });

  it("saves only the signed-in person's own profile, whatever the payload names, and regenerates their course pages", async () => {
    const lydia = await instructor("Lydia", "Thyatira", { teaches: true });
    const other = await instructor("Phoebe", "Cenchreae", { teaches: true });
    await signInAs(lydia.email);
    invalidated.length = 0;
    const result = await saveProfileAction({ ...valid, userId: other.id }, "en");
    expect(result).toEqual({ ok: true, data: { displayName: "Dr Lydia Thyatira", photoUrl: null, sample: false, coursePages: 1 } });
    expect(await profileOf(lydia.id)).toMatchObject({ displayName: "Dr Lydia Thyatira", credentials: valid.credentials, bio: valid.bio, isSample: false, editedAt: expect.any(Date) });
    expect(await profileOf(other.id)).toBeNull();
    expect(invalidated).toContain("tag:courses");
  });

  it("keeps the account's name as no name of its own, so a later change of the account's name shows", async () => {
    const mark = await instructor("Mark", "Cyprus");
    await signInAs(mark.email);
    invalidated.length = 0;
    expect(await saveProfileAction({ ...valid, displayName: " Mark Cyprus " }, "en")).toMatchObject({ ok: true, data: { displayName: "Mark Cyprus", coursePages: 0 } });
    expect((await profileOf(mark.id))?.displayName).toBeNull();
    // Teaching no published course, there is no course page to regenerate.
    expect(invalidated).toEqual([]);
  });

  it("refuses bad input with every field's message in the page's language, and writes nothing", async () => {
    const silas = await instructor("Silas", "Philippi", { teaches: true });
    await signInAs(silas.email);
    await saveProfileAction(valid, "en");
    const before = await profileOf(silas.id);
    const result = await saveProfileAction(
      { displayName: "Silas\u202Esuoirav", credentials: { en: "", fr: "x".repeat(301) }, bio: { en: "Short.", ar: "سيرة\u0007" } },
      "ar",
    );
    expect(result).toMatchObject({ ok: false, status: 400, code: "INVALID" });
    expect(!result.ok && result.fieldErrors).toEqual({
      displayName: ["لا يجوز أن يحتوي الاسم على محارف تحكّم أو محارف تغيّر اتجاه النص."],
      "credentials.en": ["اكتب مؤهلاتك بالإنجليزية."],
      "credentials.fr": [expect.stringContaining("يجب أن تتكون المؤهلات من")],
      "bio.en": [expect.stringContaining("اكتب سيرة بالإنجليزية")],
      "bio.ar": ["احذف محارف التحكّم أو المحارف التي تغيّر اتجاه النص."],
    });
    expect(await profileOf(silas.id)).toEqual(before);
    // An unknown language of the page falls back to English messages.
    expect(await saveProfileAction({ ...valid, displayName: "S".repeat(101) }, "xx")).toMatchObject({ fieldErrors: { displayName: ["The name must be 1 to 100 characters long."] } });
  });

  it("takes a photo only as a key the school's image route stored; null removes it", async () => {
    const titus = await instructor("Titus", "Crete", { teaches: true });
    await signInAs(titus.email);
    const missing = `images/photo/${"0".repeat(64)}.webp`;
    expect(await saveProfileAction({ ...valid, photoKey: missing }, "en")).toMatchObject({ ok: false, status: 400, fieldErrors: { photoKey: ["This photo was not uploaded here. Upload it again."] } });
    expect(await saveProfileAction({ ...valid, photoKey: "https://example.org/me.jpg" }, "en")).toMatchObject({ ok: false, status: 400, fieldErrors: { photoKey: [expect.any(String)] } });
    expect(await profileOf(titus.id)).toBeNull();

    const lessonImage = (await uploadPhoto(titus.email)).key.replace("images/photo/", "images/lesson/");
    expect(await saveProfileAction({ ...valid, photoKey: lessonImage }, "en")).toMatchObject({ ok: false, status: 400 });

    const photo = await uploadPhoto(titus.email);
    expect(await saveProfileAction({ ...valid, photoKey: photo.key }, "en")).toMatchObject({ ok: true, data: { photoUrl: photo.src } });
    expect((await profileOf(titus.id))?.photoUrl).toBe(photo.src);
    // Left out, the photo stays; null removes it.
    await saveProfileAction(valid, "en");
    expect((await profileOf(titus.id))?.photoUrl).toBe(photo.src);
    await saveProfileAction({ ...valid, photoKey: null }, "en");
    expect((await profileOf(titus.id))?.photoUrl).toBeNull();
  });

  it("leaves a sample profile of the demo faculty marked as a sample: whoever signs in with a demo account is not that person", async () => {
    const sample = await instructor("Apollos", "Alexandria", { teaches: true, sample: true });
    await signInAs(sample.email);
    expect(await saveProfileAction({ ...valid, displayName: "Apollos of Alexandria" }, "en")).toMatchObject({ ok: true, data: { sample: true } });
    expect(await profileOf(sample.id)).toMatchObject({ displayName: "Apollos of Alexandria", isSample: true, editedAt: expect.any(Date) });
  });

  it("is left alone by a later seed, which keeps it a sample", async () => {
    const demo = await db.user.findUniqueOrThrow({ where: { email: "instructor@example.com" }, include: { instructorProfile: true } });
    const seeded = demo.instructorProfile!;
    try {
      await signInAs(demo.email);
      expect(await saveProfileAction(valid, "en")).toMatchObject({ ok: true, data: { sample: true } });
      await seedInstructors(db, loadInstructors());
      expect(await profileOf(demo.id)).toMatchObject({ displayName: valid.displayName, credentials: valid.credentials, bio: valid.bio, isSample: true });
    } finally {
      // The demo instructor's profile as the seed wrote it, for the end-to-end run on this database.
      const { userId, updatedAt, ...columns } = seeded;
      await db.instructorProfile.update({ where: { userId }, data: { ...columns, credentials: columns.credentials ?? {}, bio: columns.bio ?? {}, updatedAt } });
    }
  });
});

describe("the course page's teacher block", () => {
  it("shows the name as shown, credentials and biography in the reader's language, English marked where not written, and the photo", async () => {
    const priscilla = await instructor("Priscilla", "Corinth", { teaches: true });
    await signInAs(priscilla.email);
    const photo = await uploadPhoto(priscilla.email);
    await saveProfileAction({ displayName: "Dr Priscilla of Corinth", credentials: valid.credentials, bio: valid.bio, photoKey: photo.key }, "en");

    const teacherIn = async (locale: string) => (await getCourseDetail(slug, locale))!.teachers.find((t) => t.id === priscilla.id)!;
    expect(await teacherIn("ar")).toEqual({
      id: priscilla.id,
      name: "Dr Priscilla of Corinth",
      photoUrl: photo.src,
      credentials: { value: valid.credentials.ar },
      bio: { value: valid.bio.ar },
      sample: false,
    });
    expect(await teacherIn("fr")).toMatchObject({ credentials: { value: valid.credentials.en, lang: "en" }, bio: { value: valid.bio.en, lang: "en" } });
    expect(await teacherIn("en")).toMatchObject({ credentials: { value: valid.credentials.en }, bio: { value: valid.bio.en } });
  });

  it("shows no credentials for a profile without them", async () => {
    const course = await getCourseDetail("genesis", "en");
    expect(course?.teachers[0]).toMatchObject({ credentials: null });
  });
});
