"use server";

import { text, runLessonAction } from "./lesson-action";
import type { LessonActionResult } from "./lesson-editor-types";
import { deleteStudioVideo, moveStudioVideo, publishStudioVideo, renameStudioVideo } from "./lesson-videos";

// The lesson editor's video actions. Each takes the video and the page's locale; the video's course is checked
// (404 for anyone but its staff, and for a deleted video). Uploading and replacing go through the upload APIs.

type Payload = { videoId: string; locale: string };

export async function setVideoPublishedAction(payload: Payload & { published: boolean }): Promise<LessonActionResult<{ changed: boolean }>> {
  return runLessonAction(payload, async ({ input, user, texts }) => ({ changed: await publishStudioVideo(text(input, "videoId"), input.published === true, user, texts) }));
}

export async function renameVideoAction(payload: Payload & { title: string }): Promise<LessonActionResult<null>> {
  return runLessonAction(payload, async ({ input, user, texts }) => {
    await renameStudioVideo(text(input, "videoId"), input.title, user, texts);
    return null;
  });
}

export async function moveVideoAction(payload: Payload & { direction: "up" | "down" }): Promise<LessonActionResult<null>> {
  return runLessonAction(payload, async ({ input, user, texts }) => {
    await moveStudioVideo(text(input, "videoId"), input.direction, user, texts);
    return null;
  });
}

export async function deleteVideoAction(payload: Payload): Promise<LessonActionResult<null>> {
  return runLessonAction(payload, async ({ input, user, texts }) => {
    await deleteStudioVideo(text(input, "videoId"), user, texts);
    return null;
  });
}
