// Signing in as the demo student through next-auth's credentials flow, as a browser would, and finding the
// lesson and video the signed-in figures use.
import { DEMO_STUDENT, LESSON_COURSE } from "./options.mjs";

/** Cookies as a browser keeps them: name=value, the later Set-Cookie winning. */
function cookieJar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    has: (name) => cookies.has(name) && cookies.get(name) !== "",
  };
}

/**
 * GET /api/auth/csrf, then POST /api/auth/callback/credentials as `account` (the demo student unless given);
 * returns the Cookie header to send. `init` adds to every request (the capacity bench: a signal).
 */
export async function signIn(baseUrl, account = DEMO_STUDENT, init = {}) {
  const jar = cookieJar();
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, init);
  jar.take(csrf);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    ...init,
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, Cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, email: account.email, password: account.password, json: "true" }),
  });
  jar.take(response);
  await response.arrayBuffer();
  if (!jar.has("next-auth.session-token") && !jar.has("__Secure-next-auth.session-token")) {
    throw new Error(`sign-in as ${account.email} failed: ${response.status}, no session cookie`);
  }
  // A cookie is not yet a session: ask next-auth who it is, as the pages will.
  const session = await (await fetch(`${baseUrl}/api/auth/session`, { ...init, headers: { Cookie: jar.header() } })).json();
  if (session?.user?.email !== account.email) throw new Error(`no session after sign-in: ${JSON.stringify(session)}`);
  return jar.header();
}

/** The course's first lesson (public outline) and its first ready video (needs the enrolled student). */
export async function firstLesson(baseUrl, cookie) {
  const lessons = await (await fetch(`${baseUrl}/api/courses/${LESSON_COURSE}/lessons`)).json();
  if (!Array.isArray(lessons) || !lessons.length) throw new Error(`no lessons for ${LESSON_COURSE}: ${JSON.stringify(lessons)}`);
  const [lesson] = [...lessons].sort((a, b) => a.order - b.order);
  const videos = await (await fetch(`${baseUrl}/api/lessons/${lesson.id}/videos`, { headers: { Cookie: cookie } })).json();
  if (!Array.isArray(videos) || !videos.length) throw new Error(`no video for lesson ${lesson.id}: ${JSON.stringify(videos)}`);
  return { path: `/course/${LESSON_COURSE}/lesson/${lesson.id}`, lessonId: lesson.id, videoId: videos[0].id };
}

/** A valid player save (lib/progress/schema.ts positionSchema): five seconds into the video. */
export function progressBody({ lessonId, videoId }) {
  return JSON.stringify({ lessonId, videoId, positionSeconds: 5, durationSeconds: 20 });
}
