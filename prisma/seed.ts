// Loads the languages, the curriculum (through the studio's save functions), its translations and outcomes and,
// outside production, the demo accounts, the demo faculty and the demo student's history. Idempotent: running it
// again updates rows in place, and a course staff edited in the studio is left as they left it.
import "./seed/server-only"; // first: the studio's modules below are server-only
import { hashPassword } from "../lib/auth/password";
import { db as appDb } from "../lib/db";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { differs, loadCurriculum } from "./seed/curriculum";
import { seedCurriculum } from "./seed/curriculum-import";
import { DEMO_USERS, demoUsersAllowed } from "./seed/demo-users";
import { seedDemoProgress } from "./seed/demo-progress";
import { seedSampleVideos } from "./seed/sample-videos";
import { LANGUAGES } from "./seed/languages";
import { loadTranslations, seedTranslations } from "./seed/translations";
import { seedLessonTranslations } from "./seed/lesson-translations";
import { seedAssessmentTitles } from "./seed/assessment-titles";
import { loadOutcomes, seedOutcomes } from "./seed/outcomes";
import { loadInstructors, seedInstructors } from "./seed/instructors";

export async function seed(db: PrismaClient, log: (line: string) => void = console.log) {
  for (const [index, language] of LANGUAGES.entries()) {
    const data = { name: language.name, nativeName: language.nativeName, flag: language.flag, sortOrder: index };
    const row = await db.language.findUnique({ where: { code: language.code } });
    if (!row) await db.language.create({ data: { code: language.code, ...data, isActive: true, isDefault: language.code === "en" } });
    else if (differs(row, data)) await db.language.update({ where: { code: language.code }, data });
  }
  log(`languages: ${LANGUAGES.length}`);

  const courses = loadCurriculum();
  const outcomes = loadOutcomes(courses.map((c) => c.slug));
  const english = Object.fromEntries(Object.entries(outcomes).map(([slug, lists]) => [slug, lists.en]));
  const kept = await seedCurriculum(db, courses, { outcomes: english, log });
  log(`courses: ${courses.length} (${kept} edited in the studio, left alone), lessons: ${courses.reduce((n, c) => n + c.lessons.length, 0)}`);
  log(`course translations: ${await seedTranslations(db, loadTranslations())}`);
  log(`lesson and question translations written: ${await seedLessonTranslations(db, courses)}`);
  // After the course translations: each title is made around the course's translated title.
  log(`assessment titles translated: ${await seedAssessmentTitles(db)}`);
  // After the translations: the translated lists go on their rows.
  log(`course outcomes written: ${await seedOutcomes(db, outcomes)}`);

  if (!demoUsersAllowed()) return;
  for (const { password, ...user } of DEMO_USERS) {
    const existing = await db.user.findUnique({ where: { email: user.email } });
    if (!existing) await db.user.create({ data: { ...user, passwordHash: await hashPassword(password) } });
  }
  // The faculty after the demo accounts: the demo instructor is one of them.
  const faculty = await seedInstructors(db, loadInstructors());
  log(`instructors: ${Object.entries(faculty).map(([name, count]) => `${name} (${count} courses)`).join(", ")}`);
  const email = (role: string) => DEMO_USERS.find((u) => u.role === role)!.email;
  await seedDemoProgress(db, email("student"), email("instructor"));
  log(`demo users: ${DEMO_USERS.map((u) => u.email).join(", ")}`);
  log(`sample videos: ${await seedSampleVideos(db)}`);
}

async function main() {
  // The app's own client (DATABASE_URL): the studio's save functions write through it.
  try {
    await seed(appDb);
  } finally {
    await appDb.$disconnect();
  }
}

if (process.argv[1]?.endsWith("seed.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
