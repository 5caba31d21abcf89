import { db } from "@/lib/db";
import { issueCourseCertificate } from "./issue";
import { enrol, newStudent } from "@/test/helpers/lessons";
import { findCertificateBySerial } from "./verify";

describe("findCertificateBySerial", () => {
  it("reveals the holder, the course in the reader's language and the date, however the serial is typed", async () => {
    const student = await newStudent("verify");
    const course = await enrol(student.id, "obadiah", "completed");
    const issued = (await issueCourseCertificate(student.id, course.id))!;
    const found = await findCertificateBySerial(` ${issued.serial.toLowerCase()} `, "en");
    expect(found).toEqual({
      serial: issued.serial,
      type: "course_completion",
      holderName: "Timothy Lystra",
      courseTitle: "Obadiah",
      course: { slug: "obadiah", title: "Obadiah" },
      title: "Obadiah – Course Completion",
      issuedAt: issued.issuedAt,
      revokedAt: null,
      isPublic: false,
    });
    const translation = await db.courseTranslation.findFirst({ where: { courseId: course.id, languageCode: "es" } });
    if (translation) expect((await findCertificateBySerial(issued.serial, "es"))!.courseTitle).toBe(translation.title);
  });

  it("finds nothing for an unknown or malformed serial", async () => {
    expect(await findCertificateBySerial("BSA-0000-0000-0000-0000", "en")).toBeNull();
    expect(await findCertificateBySerial("' or 1=1 --", "en")).toBeNull();
  });
});
