-- Attempt cap per assessment: at most "maxAttempts" attempts started in any "attemptWindowHours" hours.
-- A course may set its own, and the defaults (3 per 24 hours) make the score-probing attack of issue 15 take days.
ALTER TABLE "assessments" ADD COLUMN "maxAttempts" INTEGER NOT NULL DEFAULT 3;
ALTER TABLE "assessments" ADD COLUMN "attemptWindowHours" INTEGER NOT NULL DEFAULT 24;
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_maxAttempts_check" CHECK ("maxAttempts" >= 1);
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_attemptWindowHours_check" CHECK ("attemptWindowHours" >= 0);

-- For counting recent attempts of one student at one assessment.
CREATE INDEX "assessment_attempts_userId_assessmentId_startedAt_idx" ON "assessment_attempts"("userId", "assessmentId", "startedAt");
