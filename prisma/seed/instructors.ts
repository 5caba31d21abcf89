// The demo faculty (prisma/seed/data/instructors.json): four instructors, each teaching a part of the canon,
// with a two-sentence biography in every language. The people are fictional, so they are seeded only where
// the demo accounts are (see demo-users.ts). An account that does not exist yet gets a random password
// nobody knows: it can only be used after a password reset. Their profiles are marked as samples (pages say so,
// structured data leaves them out). Profiles are written only when they differ; a photo set later
// (InstructorProfile.photoUrl) is kept, and so is everything saved in the studio's profile form (editedAt).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { hashPassword } from "../../lib/auth/password";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { LANGUAGES } from "./languages";

const bio = z.object(Object.fromEntries(LANGUAGES.map((l) => [l.code, z.string().trim().min(20)])) as Record<string, z.ZodString>).strict();

/** A course is taught by the instructor of its testament and section, or of its ministry category. */
const selector = z.union([
  z.object({ testament: z.enum(["Old", "New"]), section: z.string().min(1) }).strict(),
  z.object({ category: z.enum(["pastoral", "leadership"]) }).strict(),
]);

export const instructorsFileSchema = z
  .array(
    z
      .object({
        email: z.email(),
        firstName: z.string().trim().min(1),
        lastName: z.string().trim().min(1),
        teaches: z.array(selector).min(1),
        bio,
      })
      .strict(),
  )
  .min(1);

export type InstructorData = z.infer<typeof instructorsFileSchema>[number];
type Selector = z.infer<typeof selector>;

export function loadInstructors(file = path.join(__dirname, "data", "instructors.json")): InstructorData[] {
  return instructorsFileSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

function matches(course: { testament: string | null; section: string | null; category: string | null }, rule: Selector) {
  return "category" in rule ? course.category === rule.category : course.testament === rule.testament && course.section === rule.section;
}

const sameBio = (stored: unknown, wanted: Record<string, string>) =>
  JSON.stringify(Object.entries((stored ?? {}) as Record<string, string>).sort()) === JSON.stringify(Object.entries(wanted).sort());

/** Creates the accounts and profiles and assigns the courses; returns how many courses each one teaches. */
export async function seedInstructors(db: PrismaClient, instructors: InstructorData[]): Promise<Record<string, number>> {
  // Courses staff edited in the studio keep the instructors they were given there.
  const courses = await db.course.findMany({ where: { editedAt: null }, select: { id: true, testament: true, section: true, category: true } });
  const taught: Record<string, number> = {};
  for (const person of instructors) {
    const user =
      (await db.user.findUnique({ where: { email: person.email } })) ??
      (await db.user.create({
        data: {
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          role: "instructor",
          passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
        },
      }));
    const profile = await db.instructorProfile.findUnique({ where: { userId: user.id } });
    if (!profile) await db.instructorProfile.create({ data: { userId: user.id, bio: person.bio, isSample: true } });
    // A profile saved in the studio (editedAt) keeps the texts written there; it stays a sample all the same.
    else if ((!profile.editedAt && !sameBio(profile.bio, person.bio)) || !profile.isSample) {
      await db.instructorProfile.update({ where: { userId: user.id }, data: { ...(profile.editedAt ? {} : { bio: person.bio }), isSample: true } });
    }

    const mine = courses.filter((course) => person.teaches.some((rule) => matches(course, rule)));
    const assigned = new Set(
      (await db.courseInstructor.findMany({ where: { userId: user.id }, select: { courseId: true } })).map((row) => row.courseId),
    );
    const missing = mine.filter((course) => !assigned.has(course.id)).map((course) => ({ courseId: course.id, userId: user.id }));
    if (missing.length) await db.courseInstructor.createMany({ data: missing, skipDuplicates: true });
    taught[`${person.firstName} ${person.lastName}`] = mine.length;
  }
  return taught;
}
