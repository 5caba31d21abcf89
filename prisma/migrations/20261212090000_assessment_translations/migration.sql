-- An assessment's title in another language: the course page, the assessment page and the grades show it, and a
-- language counts for a course's assessment only when its titles are translated too (lib/courses/languages.ts).
CREATE TABLE "assessment_translations" (
    "id" TEXT NOT NULL,
    "assessmentId" TEXT NOT NULL,
    "languageCode" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "assessment_translations_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "assessment_translations_assessmentId_languageCode_key" ON "assessment_translations"("assessmentId", "languageCode");
CREATE INDEX "assessment_translations_languageCode_idx" ON "assessment_translations"("languageCode");
ALTER TABLE "assessment_translations" ADD CONSTRAINT "assessment_translations_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "assessments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "assessment_translations" ADD CONSTRAINT "assessment_translations_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "languages"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
