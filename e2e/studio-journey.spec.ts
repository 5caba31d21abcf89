import { test } from "./fixtures/accounts";
import { LOCKS } from "./fixtures/locks";
import { deleteJourneyCourse, studioJourney, type JourneyCourse } from "./studio-journey";

// Issue 26's studio journey in English on a desktop: admin, instructor, student, instructor (e2e/studio-journey.ts).

const course: JourneyCourse = { slug: `church-history-i-en-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}` };
test.afterAll(() => deleteJourneyCourse(course));
// Publishing its course expires the cached course pages and adds one to the catalogue's counts.
const JOURNEY_LOCKS = [LOCKS.courseContent, LOCKS.catalogue];

test("studio journey (en): a course created, written, published, bought, read and passed; the attempt in the item analysis", { lock: JOURNEY_LOCKS }, async ({ page, accounts }, testInfo) => {
  // Four people's pages, eight questions typed, a video processed and watched: minutes, not seconds.
  test.setTimeout(480_000);
  await studioJourney({ locale: "en", page, accounts, outputPath: (name) => testInfo.outputPath(name) }, course);
});
