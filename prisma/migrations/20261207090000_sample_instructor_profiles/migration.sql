-- A fictional profile of the demo faculty (prisma/seed/instructors.ts): pages mark it as a sample and
-- structured data leaves it out, so nobody invented passes for a real person.
ALTER TABLE "instructor_profiles" ADD COLUMN "isSample" BOOLEAN NOT NULL DEFAULT false;
