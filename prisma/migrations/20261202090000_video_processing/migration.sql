-- AlterTable
ALTER TABLE "videos" ADD COLUMN     "probedAt" TIMESTAMP(3),
ADD COLUMN     "processingProgress" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "processingError" TEXT,
ADD COLUMN     "processingRefused" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "hlsKey" TEXT,
ADD COLUMN     "posterKey" TEXT;

-- Videos recorded before processing existed were checked at upload and played as uploaded.
UPDATE "videos" SET "probedAt" = "createdAt", "processingProgress" = 100 WHERE "status" = 'ready';

-- CreateTable
CREATE TABLE "video_uploads" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "uploadId" TEXT,
    "lessonId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "declaredSize" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "video_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "video_uploads_key_key" ON "video_uploads"("key");

-- CreateIndex
CREATE UNIQUE INDEX "video_uploads_uploadId_key" ON "video_uploads"("uploadId");

-- CreateIndex
CREATE INDEX "video_uploads_completedAt_createdAt_idx" ON "video_uploads"("completedAt", "createdAt");
