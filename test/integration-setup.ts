import { db } from "@/lib/db";

// Each test file gets its own module registry, hence its own Prisma pool: close it when the file ends.
afterAll(() => db.$disconnect());
