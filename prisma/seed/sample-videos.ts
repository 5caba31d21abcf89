// A real (20 s, ~420 KB) sample lecture, made once with ffmpeg and committed, attached to a few lessons so
// the player has something to play outside production: copied into storage (disk or S3) under one key per
// lesson, since a Video's storage key is unique. Re-running updates the rows and re-copies missing files.
// Its captions: the English file as the video's own (captionsKey), and a VideoCaption track for each language with a
// media/sample-lecture.<language>.vtt (issue 32; translation-coverage.test.ts checks they keep the English timings).
import fs from "node:fs";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { LANGUAGES } from "./languages";

const MEDIA = path.join(__dirname, "media");
const VIDEO_FILE = "sample-lecture.webm";
const CAPTIONS_FILE = "sample-lecture.en.vtt";
const DURATION_SECONDS = 20;

/** The caption files in other languages than English: [language, file name]. */
export function translatedCaptionFiles(dir = MEDIA): [string, string][] {
  return LANGUAGES.map((l) => l.code)
    .filter((code) => code !== "en")
    .map((code): [string, string] => [code, `sample-lecture.${code}.vtt`])
    .filter(([, file]) => fs.existsSync(path.join(dir, file)));
}

/** [course slug, lesson order]: Genesis 1 and 2, and the first lesson of a few short courses. */
export const SAMPLE_VIDEO_LESSONS: [string, number][] = [
  ["genesis", 1],
  ["genesis", 2],
  ["matthew", 1],
  ["2-john", 1],
  ["obadiah", 1],
];

type Put = (key: string, body: Buffer, contentType: string) => Promise<void>;

function storagePut(): Put {
  if (process.env.STORAGE_DRIVER === "s3") {
    const client = new S3Client({
      region: process.env.S3_REGION ?? "us-east-1",
      endpoint: process.env.S3_ENDPOINT || undefined,
      forcePathStyle: Boolean(process.env.S3_ENDPOINT),
      credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! },
      requestChecksumCalculation: "WHEN_REQUIRED",
    });
    return async (key, body, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: process.env.S3_BUCKET!, Key: key, Body: body, ContentType: contentType }));
    };
  }
  const root = path.resolve(process.env.STORAGE_DISK_PATH || ".data/uploads");
  return async (key, body) => {
    const file = path.join(root, key);
    if (fs.existsSync(file) && fs.statSync(file).size === body.length) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
}

export async function seedSampleVideos(db: PrismaClient): Promise<number> {
  const video = fs.readFileSync(path.join(MEDIA, VIDEO_FILE));
  const captions = fs.readFileSync(path.join(MEDIA, CAPTIONS_FILE));
  const tracks = translatedCaptionFiles().map(([language, file]) => ({ language, file, body: fs.readFileSync(path.join(MEDIA, file)) }));
  const put = storagePut();
  let count = 0;
  for (const [slug, order] of SAMPLE_VIDEO_LESSONS) {
    // A course staff edited in the studio keeps its videos as they left them.
    const lesson = await db.lesson.findFirst({ where: { order, course: { slug, editedAt: null } }, select: { id: true, title: true } });
    if (!lesson) continue;
    const prefix = `seed/${slug}/lesson-${order}`;
    const storageKey = `${prefix}/${VIDEO_FILE}`;
    const captionsKey = `${prefix}/${CAPTIONS_FILE}`;
    await put(storageKey, video, "video/webm");
    await put(captionsKey, captions, "text/vtt");
    const data = {
      lessonId: lesson.id,
      title: `Lecture: ${lesson.title}`,
      description: "A short sample lecture introducing the lesson.",
      contentType: "video/webm",
      fileSize: BigInt(video.length),
      duration: DURATION_SECONDS,
      captionsKey,
      status: "ready" as const,
      // Staff content, live to students like every seeded lesson.
      published: true,
    };
    const { id: videoId } = await db.video.upsert({ where: { storageKey }, create: { storageKey, ...data }, update: data, select: { id: true } });
    for (const { language, file, body } of tracks) {
      const key = `${prefix}/${file}`;
      await put(key, body, "text/vtt");
      await db.videoCaption.upsert({
        where: { videoId_languageCode: { videoId, languageCode: language } },
        create: { videoId, languageCode: language, storageKey: key },
        update: { storageKey: key },
      });
    }
    count++;
  }
  return count;
}
