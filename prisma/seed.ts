// Loads the languages, the curriculum and (outside production) the demo accounts. Idempotent: running it
// again updates rows in place. `npm start` runs it when the database is empty.
import { PrismaPg } from "@prisma/adapter-pg";
import { hashPassword } from "../lib/auth/password";
import { PrismaClient } from "../lib/generated/prisma/client";
import { LANGUAGES } from "./seed/languages";
import { DEMO_USERS, demoUsersAllowed } from "./seed/demo-users";

export async function seed(db: PrismaClient, log: (line: string) => void = console.log) {
  for (const [index, language] of LANGUAGES.entries()) {
    await db.language.upsert({
      where: { code: language.code },
      create: { ...language, isActive: true, isDefault: language.code === "en", sortOrder: index },
      update: { name: language.name, nativeName: language.nativeName, flag: language.flag, sortOrder: index },
    });
  }
  log(`languages: ${LANGUAGES.length}`);

  if (demoUsersAllowed()) {
    for (const user of DEMO_USERS) {
      const { password, ...fields } = user;
      const existing = await db.user.findUnique({ where: { email: user.email } });
      if (existing) continue;
      await db.user.create({
        data: { ...fields, passwordHash: await hashPassword(password) },
      });
    }
    log(`demo users: ${DEMO_USERS.map((u) => u.email).join(", ")}`);
  }
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
