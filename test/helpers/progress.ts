// Progress saves credit the furthest point watched only as fast as playback could have carried it since
// the save that last raised it (lib/progress/rules.ts creditedSeconds). A test that watches a video makes
// that time pass by moving the row's clock back, as if the student had been watching meanwhile.
import { POST as save } from "@/app/api/progress/route";
import { sql } from "@/lib/db";
import type { TestClient } from "@/test/http";

/**
 * Moves the student's saved progress on `lessonId`, and their watch clock (lib/progress/watch-clock.ts),
 * `seconds` into the past: the next save may credit that much playback (the clock banks at most a minute).
 */
export async function letTimePass(userId: string, lessonId: string, seconds: number): Promise<void> {
  await sql`UPDATE lesson_progress SET "updatedAt" = "updatedAt" - make_interval(secs => ${seconds}::float8)
            WHERE "userId" = ${userId} AND "lessonId" = ${lessonId}`;
  await sql`UPDATE watch_clocks SET "watchedUntil" = "watchedUntil" - make_interval(secs => ${seconds}::float8) WHERE "userId" = ${userId}`;
}

type SaveBody = { lessonId: string; videoId: string; positionSeconds: number; durationSeconds?: number };

/**
 * Saves `body.positionSeconds` as a student who has watched up to there: a first save at 0:00 when there is
 * none yet, then a day passes, then the save.
 */
export async function saveAfterWatching(client: TestClient, userId: string, body: SaveBody) {
  const [row] = await sql<{ id: string }>`SELECT id FROM lesson_progress WHERE "userId" = ${userId} AND "lessonId" = ${body.lessonId}`;
  if (!row) await client.call(save, { method: "POST", body: { ...body, positionSeconds: 0 } });
  await letTimePass(userId, body.lessonId, 24 * 60 * 60);
  return client.call(save, { method: "POST", body });
}
