// Loads the languages, the curriculum, its translations and outcomes and, outside production, the demo
// accounts, the demo faculty and the demo student's history. Idempotent: running it again updates rows in place.
import { PrismaPg } from "@prisma/adapter-pg";
import { hashPassword } from "../lib/auth/password";
import { PrismaClient } from "../lib/generated/prisma/client";
import { differs, loadCurriculum, seedCurriculum } from "./seed/curriculum";
import { DEMO_USERS, demoUsersAllowed } from "./seed/demo-users";
import { seedDemoProgress } from "./seed/demo-progress";
import { seedSampleVideos } from "./seed/sample-videos";
import { LANGUAGES } from "./seed/languages";
import { loadTranslations, seedTranslations } from "./seed/translations";
import { seedLessonTranslations } from "./seed/lesson-translations";
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
  await seedCurriculum(db, courses);
  log(`courses: ${courses.length}, lessons: ${courses.reduce((n, c) => n + c.lessons.length, 0)}`);
  log(`course translations: ${await seedTranslations(db, loadTranslations())}`);
  log(`lesson and question translations written: ${await seedLessonTranslations(db, courses)}`);
  // After the translations: the translated lists go on their rows.
  log(`course outcomes written: ${await seedOutcomes(db, loadOutcomes(courses.map((c) => c.slug)))}`);

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
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }) });
  try {
    await seed(db);
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1]?.endsWith("seed.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
