import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET as getVideos } from "@/app/api/lessons/[lessonId]/videos/route";
import { listCourseLanguages } from "@/lib/courses/languages";
import { db } from "@/lib/db";
import { getLessonPageData } from "@/lib/lessons/page-data";
import { storage } from "@/lib/storage";
import { SEED_ACTOR } from "@/lib/studio/actor";
import { createCourse } from "@/lib/studio/course-save";
import { createLesson } from "@/lib/studio/lesson-save";
import { readStored } from "@/test/helpers/videos";
import { TestClient } from "@/test/http";
import { translatedCaptionFiles } from "@/prisma/seed/sample-videos";
import { purgeVideoObjects } from "./remove";

// Captions in other languages (issue 32): a video's own captions (captionsKey, English) and its VideoCaption tracks
// are all offered to the player, signed like the rest, in the picker's order; a course claims captions in a language
// once every video students see has that track; removing a video deletes its tracks' objects. A course of its own,
// made through the studio with two lessons (the first a free preview), each with a published video; removed at the end.
const run = randomBytes(4).toString("hex");
const keys: string[] = [];
const VTT = "WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nBienvenidos.\n";
let course: { id: string; slug: string; lessons: string[]; videos: string[] };

const put = async (key: string, body: string, type: string) => {
  await storage().put(key, Buffer.from(body), type);
  keys.push(key);
};

async function addTrack(videoId: string, languageCode: string) {
  const key = `test/captions-${run}/${videoId}.${languageCode}.vtt`;
  await put(key, VTT, "text/vtt");
  await db.videoCaption.create({ data: { videoId, languageCode, storageKey: key } });
}

beforeAll(async () => {
  const slug = `captions-${run}`;
  const saved = await createCourse(
    { title: "The captions course", slug, description: "A course made by the caption track tests.", category: "leadership", difficulty: "beginner", price: "9.99", state: "published" },
    SEED_ACTOR,
  );
  const lessons = [
    (await createLesson(saved.id, { title: "First", html: "<p>First.</p>", estimatedMinutes: 5, isFreePreview: true }, SEED_ACTOR, { publish: true })).lessonId,
    (await createLesson(saved.id, { title: "Second", html: "<p>Second.</p>", estimatedMinutes: 5 }, SEED_ACTOR, { publish: true })).lessonId,
  ];
  const videos: string[] = [];
  for (const lessonId of lessons) {
    const prefix = `test/captions-${run}/${lessonId}`;
    await put(`${prefix}/lecture.webm`, "not really a video", "video/webm");
    await put(`${prefix}/lecture.en.vtt`, VTT, "text/vtt");
    const video = await db.video.create({
      data: { lessonId, title: "Lecture", storageKey: `${prefix}/lecture.webm`, captionsKey: `${prefix}/lecture.en.vtt`, contentType: "video/webm", fileSize: 18n, status: "ready", probedAt: new Date(), published: true },
    });
    videos.push(video.id);
  }
  course = { id: saved.id, slug, lessons, videos };
});

afterAll(async () => {
  await db.course.deleteMany({ where: { id: course.id } });
  for (const key of keys) await storage().delete(key);
});

it("offers the video's own captions and a track per language, in the picker's order, each signed", async () => {
  await addTrack(course.videos[0]!, "ar");
  await addTrack(course.videos[0]!, "es");
  const response = await new TestClient().call(getVideos, { params: { lessonId: course.lessons[0]! } });
  expect(response.status).toBe(200);
  const tracks: { language: string; url: string }[] = response.body[0].captionTracks;
  expect(tracks.map((t) => t.language)).toEqual(["en", "es", "ar"]);
  for (const track of tracks) expect(track.url).toContain("sig=");
  // The lesson page reads the same tracks.
  const page = await getLessonPageData(course.slug, course.lessons[0]!, null, "ar");
  expect(page!.videos[0]!.captionTracks.map((t) => t.language)).toEqual(["en", "es", "ar"]);
});

it("claims captions in a language only when every video of the course has that track", async () => {
  const claimed = async () => (await listCourseLanguages())[course.id]!.captions;
  // The first lesson's video has es and ar (above), the second's none yet.
  expect(await claimed()).toEqual(["en"]);
  await addTrack(course.videos[1]!, "es");
  expect(await claimed()).toEqual(["en", "es"]);
});

it("deletes a removed video's caption tracks with its other objects", async () => {
  const key = `test/captions-${run}/removed.fr.vtt`;
  const original = `test/captions-${run}/removed.webm`;
  await storage().put(key, Buffer.from(VTT), "text/vtt");
  await storage().put(original, Buffer.from("not really a video"), "video/webm");
  await purgeVideoObjects({ id: "removed", storageKey: original, hlsKey: null, posterKey: null, captionsKey: null, captions: [{ storageKey: key }] });
  expect(await readStored(key)).toBeNull();
  expect(await readStored(original)).toBeNull();
});

it("seeds a track for each language with a sample-lecture.<language>.vtt, and none for a language the school lacks", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "captions-"));
  try {
    for (const file of ["sample-lecture.en.vtt", "sample-lecture.es.vtt", "sample-lecture.ar.vtt", "sample-lecture.xx.vtt"]) fs.writeFileSync(path.join(dir, file), VTT);
    expect(translatedCaptionFiles(dir)).toEqual([
      ["es", "sample-lecture.es.vtt"],
      ["ar", "sample-lecture.ar.vtt"],
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
