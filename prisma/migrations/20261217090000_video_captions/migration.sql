-- Caption tracks in other languages than a video's own captions (issue 32): one WebVTT object per video and language.
CREATE TABLE "video_captions" (
    "id" TEXT NOT NULL,
    "videoId" TEXT NOT NULL,
    "languageCode" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "video_captions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "video_captions_storageKey_key" ON "video_captions"("storageKey");

-- CreateIndex
CREATE INDEX "video_captions_languageCode_idx" ON "video_captions"("languageCode");

-- CreateIndex
CREATE UNIQUE INDEX "video_captions_videoId_languageCode_key" ON "video_captions"("videoId", "languageCode");

-- AddForeignKey
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_videoId_fkey" FOREIGN KEY ("videoId") REFERENCES "videos"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_languageCode_fkey" FOREIGN KEY ("languageCode") REFERENCES "languages"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
