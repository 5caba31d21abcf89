-- "What you'll learn": outcomes per course, and per translation (null: the course's own are shown).
ALTER TABLE "courses" ADD COLUMN "outcomes" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "course_translations" ADD COLUMN "outcomes" JSONB;

-- Instructors' portrait and short biography per language, shown on the courses they teach.
CREATE TABLE "instructor_profiles" (
    "userId" TEXT NOT NULL,
    "photoUrl" TEXT,
    "bio" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "instructor_profiles_pkey" PRIMARY KEY ("userId")
);
ALTER TABLE "instructor_profiles" ADD CONSTRAINT "instructor_profiles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
