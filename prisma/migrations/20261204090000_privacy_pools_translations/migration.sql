-- A deleted account keeps its row, anonymised, because payments must be kept for accounting.
ALTER TABLE "users" ADD COLUMN "deletedAt" TIMESTAMP(3);

-- Further reading per course, from the course data.
ALTER TABLE "courses" ADD COLUMN "furtherReading" JSONB NOT NULL DEFAULT '[]';

-- Question pools: each attempt draws this many questions (null: all) and records which, in order.
ALTER TABLE "assessments" ADD COLUMN "questionsPerAttempt" INTEGER;
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_questionsPerAttempt_check" CHECK ("questionsPerAttempt" IS NULL OR "questionsPerAttempt" >= 1);
ALTER TABLE "assessment_attempts" ADD COLUMN "questionIds" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- The lesson that teaches a question, linked from a missed question in the result.
ALTER TABLE "questions" ADD COLUMN "lessonId" TEXT;
ALTER TABLE "questions" ADD CONSTRAINT "questions_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "lessons"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "questions_lessonId_idx" ON "questions"("lessonId");

-- Questions and their options in the student's language.
CREATE TABLE "question_translations" (
    "id" TEXT NOT NULL,
    "questionId" TEXT NOT NULL,
    "languageCode" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "question_translations_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "question_translations_questionId_languageCode_key" ON "question_translations"("questionId", "languageCode");
CREATE INDEX "question_translations_languageCode_idx" ON "question_translations"("languageCode");
ALTER TABLE "question_translations" ADD CONSTRAINT "question_translations_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "question_translations" ADD CONSTRAINT "question_translations_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "languages"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "question_option_translations" (
    "id" TEXT NOT NULL,
    "optionId" TEXT NOT NULL,
    "languageCode" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "question_option_translations_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "question_option_translations_optionId_languageCode_key" ON "question_option_translations"("optionId", "languageCode");
CREATE INDEX "question_option_translations_languageCode_idx" ON "question_option_translations"("languageCode");
ALTER TABLE "question_option_translations" ADD CONSTRAINT "question_option_translations_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "question_options"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "question_option_translations" ADD CONSTRAINT "question_option_translations_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "languages"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Who did what to whom: role changes, refunds, account deletions.
CREATE TABLE "audit_log" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_createdAt_idx" ON "audit_log"("createdAt");
CREATE INDEX "audit_log_targetType_targetId_idx" ON "audit_log"("targetType", "targetId");
CREATE INDEX "audit_log_actorId_idx" ON "audit_log"("actorId");
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
