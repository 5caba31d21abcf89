// Issue 26's journey through the course studio, in one language: an admin creates a course with two lessons
// and a quiz drawn from a pool, and assigns an instructor; the instructor writes the lessons in the lesson
// editor (a heading, a list, a Scripture reference, an uploaded image), uploads and publishes a video, reorders
// the lessons with the keyboard, previews a lesson as a student and publishes the lessons and the course; a
// student finds the course in the catalogue, buys it, reads both lessons and passes the quiz; the instructor's
// item analysis shows that attempt. Every label comes from messages/<locale>.json, so the same walk runs in
// English (e2e/studio-journey.spec.ts, desktop) and in Arabic (e2e/studio-journey.mobile.spec.ts, phone).
//
// One browser context, signed in as each person in turn (the accounts fixture's saved sessions); each run has a
// course of its own (a random suffix in its title and address), archived at the end through the studio (so the
// catalogue drops it again) and deleted from the database afterwards (deleteJourneyCourse).
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import ar from "../messages/ar.json";
import en from "../messages/en.json";
import { expect, instructorOf, type Accounts } from "./fixtures/accounts";
import { shot } from "./shots";
import { query } from "./support";

type Messages = typeof en;
export type JourneyLocale = "en" | "ar";

const MESSAGES: Record<JourneyLocale, Messages> = { en, ar: ar as Messages };

/** The instructor the admin assigns: an account of this spec's that teaches nothing until then. */
export const JOURNEY_INSTRUCTOR = instructorOf();

/** A message with its {placeholders} filled in (simple arguments only: no plural or select). */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
/** A number as either digit system: Arabic pages may write Arabic-Indic digits. */
const digits = (n: number) => {
  const indic = String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);
  return indic === String(n) ? String(n) : `(?:${n}|${indic})`;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message with its {placeholders} filled in, as a whole-text pattern: numbers in either digit system. */
const pattern = (template: string, values: Record<string, string | number>) =>
  new RegExp(
    `^${template
      .split(/(\{\w+\})/)
      .map((part) => {
        const value = /^\{(\w+)\}$/.exec(part) ? values[part.slice(1, -1)] : undefined;
        if (value === undefined) return escapeRegExp(part);
        return typeof value === "number" ? digits(value) : escapeRegExp(value);
      })
      .join("")}$`,
  );
/** The `one` form of a plural message, with its # as 1 ("1 submitted attempt analysed."). */
const pluralOne = (icu: string) => /\bone \{([^{}]*)\}/.exec(icu)![1]!.replace("#", "1");

const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";

/** A small PNG for the lesson's figure. */
function makeFigure(file: string) {
  execFileSync(FFMPEG, ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=320x180", "-frames:v", "1", file]);
  return file;
}

/**
 * A 10 s lecture at 320x240 (quick to process). Ten seconds: a lesson completes at 90 % watched, and the player
 * reports whole seconds, so a shorter video could end a second short of its threshold.
 */
function makeShortLecture(file: string) {
  execFileSync(FFMPEG, [
    "-v", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25",
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000",
    "-t", "10", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", "-movflags", "+faststart",
    file,
  ]);
  return file;
}

/** How many of the pool each attempt shows: at most a third of it (the pool rule). */
const DRAWN = 2;
/** The pool of eight, with the correct option at varied positions (the editor warns when one position dominates). */
const POOL = [
  { text: "Where were the disciples first called Christians?", options: ["Antioch", "Jerusalem", "Corinth", "Ephesus"], correct: 0 },
  { text: "Which council met at the emperor's call in 325?", options: ["Chalcedon", "Nicaea", "Trent", "Orange"], correct: 1 },
  { text: "Who wrote the Confessions?", options: ["Jerome", "Origen", "Augustine", "Tertullian"], correct: 2 },
  { text: "Who issued the Edict of Milan with Licinius?", options: ["Nero", "Decius", "Diocletian", "Constantine"], correct: 3 },
  { text: "Which council confessed Christ in two natures in 451?", options: ["Nicaea", "Chalcedon", "Ephesus", "Orange"], correct: 1 },
  { text: "Who was bishop of Lyon around the year 180?", options: ["Ignatius", "Polycarp", "Irenaeus", "Cyprian"], correct: 2 },
  { text: "Which city was Cyprian's see?", options: ["Rome", "Alexandria", "Antioch", "Carthage"], correct: 3 },
  { text: "Who translated the Vulgate?", options: ["Jerome", "Ambrose", "Basil", "Athanasius"], correct: 0 },
] as const;

type Run = { locale: JourneyLocale; page: Page; accounts: Accounts; outputPath: (name: string) => string };

/** What a run created, for the clean-up. */
export type JourneyCourse = { slug: string; id?: string };

export async function deleteJourneyCourse(course: JourneyCourse) {
  try {
    // Payments keep their course (ON DELETE RESTRICT); everything else of the course goes with it.
    await query(`DELETE FROM payments WHERE "courseId" IN (SELECT id FROM courses WHERE slug = $1)`, [course.slug]);
    await query(`DELETE FROM courses WHERE slug = $1`, [course.slug]);
  } catch (error) {
    console.warn(`studio journey: could not delete ${course.slug}: ${(error as Error).message}`);
  }
}

export async function studioJourney({ locale, page, accounts, outputPath }: Run, created: JourneyCourse) {
  const m = MESSAGES[locale];
  const prefix = locale === "en" ? "" : `/${locale}`;
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Church History I ${suffix}`;
  const slug = created.slug;
  const lessonA = `From Pentecost to Nicaea ${suffix}`;
  const lessonB = `The apostolic fathers ${suffix}`;
  const figureAlt = "A map of the churches of Asia Minor";
  const videoTitle = `Welcome to the course ${suffix}`;
  // No step waits long but the video's processing: a missing element fails within a minute, with its page.
  page.setDefaultTimeout(60_000);
  const stepShot = (name: string) => shot(page, { path: outputPath(`${locale}-${name}.png`) });
  const signInAs = async (spec: Parameters<Accounts["signIn"]>[1]) => {
    await page.context().clearCookies();
    await accounts.signIn(page, spec);
  };
  const lessonTitles = async () =>
    (await query<{ id: string; title: string }>(`SELECT l.id, l.title FROM lessons l JOIN courses c ON c.id = l."courseId" WHERE c.slug = $1 ORDER BY l."order"`, [slug])).map(
      (row) => row.title,
    );

  // ── The admin: the course, its two lessons, the quiz and its pool, and who teaches it ──────────────────────
  const instructor = await accounts.user(JOURNEY_INSTRUCTOR);
  await signInAs("admin");
  await page.goto(`${prefix}/studio/courses/new`);
  const ce = m.CourseEditor;
  await page.getByLabel(ce.title, { exact: true }).fill(title);
  const slugField = page.getByLabel(ce.slug, { exact: true });
  // The address follows the title until it is typed in.
  await expect(slugField).toHaveValue(`church-history-i-${suffix}`);
  await slugField.fill(slug);
  await page.getByLabel(ce.description, { exact: true }).fill("The church from Pentecost to the councils: its people, its writings and its creeds.");
  await page.getByLabel(ce.group, { exact: true }).selectOption("pastoral");
  await page.getByLabel(ce.difficulty, { exact: true }).selectOption("beginner");
  await page.getByLabel(ce.price, { exact: true }).fill("19.99");
  await page.getByLabel(ce.hours, { exact: true }).fill("3");
  await page.getByRole("checkbox", { name: instructor.email }).check();
  await page.getByRole("button", { name: ce.create, exact: true }).click();
  // The editor of the new course (not /studio/courses/new, where the form was).
  await expect(page).toHaveURL(new RegExp(`${prefix}/studio/courses/(?!new$)[\\w-]+$`));
  const courseId = new URL(page.url()).pathname.split("/").pop()!;
  created.id = courseId;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  for (const lesson of [lessonA, lessonB]) {
    await page.goto(`${prefix}/studio/courses/${courseId}?tab=lessons`);
    await page.getByLabel(ce.newLessonTitle, { exact: true }).fill(lesson);
    await page.getByRole("button", { name: ce.addLesson, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/courses/${courseId}/lessons/[\\w-]+$`));
  }
  expect(await lessonTitles()).toEqual([lessonA, lessonB]);

  await page.goto(`${prefix}/studio/courses/${courseId}?tab=assessments`);
  await page.getByLabel(ce.newAssessmentTitle, { exact: true }).fill(`Church History I quiz ${suffix}`);
  await page.getByRole("button", { name: ce.addAssessment, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/courses/${courseId}/assessments/[\\w-]+$`));
  const assessmentPath = new URL(page.url()).pathname.replace(/^\/ar/, "");
  const sa = m.StudioAssessment;
  const questions = page.getByTestId("question-list").locator(":scope > li");
  for (const [index, q] of POOL.entries()) {
    await page.getByRole("button", { name: sa.addQuestion, exact: true }).click();
    const form = page.getByTestId("question-form");
    await form.getByLabel(sa.questionTextLabel, { exact: true }).fill(q.text);
    for (const [n, option] of q.options.entries()) {
      await form.getByRole("textbox", { name: pattern(sa.optionLabel, { number: n + 1 }) }).fill(option);
    }
    await form.getByRole("radio", { name: pattern(sa.markCorrect, { number: q.correct + 1 }) }).check();
    await form.getByRole("button", { name: sa.saveQuestion, exact: true }).click();
    await expect(form).toBeHidden();
    await expect(questions).toHaveCount(index + 1);
  }
  await expect(page.getByTestId("pool-size")).toContainText(new RegExp(digits(8)));
  // Then the draw: the server refuses to draw more than a third of the pool (one attempt must not show
  // much of it), so the pool comes first; half of it is refused with the reason.
  const settings = page.getByTestId("settings-form");
  await settings.getByLabel(sa.timeLimitLabel, { exact: true }).fill("15");
  await settings.getByLabel(sa.passingScoreLabel, { exact: true }).fill("70");
  await settings.getByLabel(sa.questionsPerAttemptLabel, { exact: true }).fill(String(POOL.length / 2));
  await settings.getByRole("button", { name: sa.saveSettings, exact: true }).click();
  await expect(settings.getByText(m.Studio.errorDrawnOverThird, { exact: true })).toBeVisible();
  await settings.getByLabel(sa.questionsPerAttemptLabel, { exact: true }).fill(String(DRAWN));
  await settings.getByRole("button", { name: sa.saveSettings, exact: true }).click();
  await expect(settings.getByRole("status")).toHaveText(sa.settingsSaved);
  await stepShot("1-assessment-editor");

  // ── The instructor: from the studio home to the lessons ─────────────────────────────────────────────────
  await signInAs(JOURNEY_INSTRUCTOR);
  await page.goto(`${prefix}/studio`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/courses/${courseId}$`));
  await expect(page.getByRole("link", { name: ce.tabLessons, exact: true })).toBeVisible();
  await page.goto(`${prefix}/studio/courses/${courseId}?tab=lessons`);
  await expect(page.getByTestId("studio-lessons")).toBeVisible();

  const sl = m.StudioLesson;
  const le = m.LessonEditor;
  const actions = page.getByRole("group", { name: sl.actions.label });
  const writingArea = page.getByRole("textbox", { name: le.editorLabel, exact: true });
  const toolbar = page.getByRole("toolbar", { name: le.toolbarLabel });
  /** Waits for the autosave: the lesson's actions wait until everything typed is stored. */
  const saved = () => expect(actions.getByRole("button", { name: sl.actions.publish, exact: true })).toBeEnabled({ timeout: 15_000 });
  const publishLesson = async () => {
    await saved();
    await actions.getByRole("button", { name: sl.actions.publish, exact: true }).click();
    await expect(page.getByTestId("lesson-status")).toHaveAttribute("data-state", "published");
  };

  // Lesson A: a heading, a Scripture reference, a list and an image uploaded through the image dialog.
  await page.getByRole("link", { name: lessonA, exact: true }).click();
  await expect(writingArea).toBeVisible();
  await writingArea.click();
  await toolbar.getByRole("button", { name: le.heading2, exact: true }).click();
  await page.keyboard.type("The church is born");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read John 3:16 before this lesson, then these places in order:");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: le.bulletList, exact: true }).click();
  await page.keyboard.type("Jerusalem");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Antioch");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: le.image, exact: true }).click();
  const imageDialog = page.getByRole("dialog", { name: le.imageDialog.title });
  await imageDialog.getByLabel(le.imageDialog.file, { exact: true }).setInputFiles(makeFigure(outputPath("figure.png")));
  await imageDialog.getByLabel(le.imageDialog.alt, { exact: true }).fill(figureAlt);
  await imageDialog.getByRole("button", { name: le.imageDialog.insert, exact: true }).click();
  await expect(imageDialog).toBeHidden();
  await expect(writingArea.locator("h2")).toHaveText("The church is born");
  await expect(writingArea.locator("ul > li")).toHaveText(["Jerusalem", "Antioch"]);
  await expect(writingArea.getByRole("img", { name: figureAlt })).toBeVisible();
  await saved();
  await stepShot("2-lesson-editor");

  // Preview as a student (a new tab): the draft drawn as students will see it, the reference's popover included.
  const [preview] = await Promise.all([page.context().waitForEvent("page"), actions.getByRole("link", { name: sl.actions.preview }).click()]);
  await expect(preview.getByTestId("lesson-preview-banner")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "The church is born" })).toBeVisible();
  await expect(preview.getByRole("img", { name: figureAlt })).toBeVisible();
  await preview.locator("button[data-scripture-ref='John.3.16']").click();
  await expect(preview.getByRole("dialog", { name: "John 3:16" }).getByTestId("scripture-passage")).toContainText("For God so loved the world");
  await shot(preview, { path: outputPath(`${locale}-3-preview.png`) });
  await preview.close();
  await publishLesson();

  // Lesson B: a heading, a paragraph, and a lecture video, published once processed.
  await page.goto(`${prefix}/studio/courses/${courseId}?tab=lessons`);
  await page.getByRole("link", { name: lessonB, exact: true }).click();
  await expect(writingArea).toBeVisible();
  await writingArea.click();
  await toolbar.getByRole("button", { name: le.heading2, exact: true }).click();
  await page.keyboard.type("Letters after the apostles");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Clement wrote to Corinth as Paul had done; compare Acts 11:26.");
  await publishLesson();

  const vu = m.VideoUpload;
  const card = page.getByRole("region", { name: vu.title });
  await card.getByRole("button", { name: vu.uploadVideo, exact: true }).click();
  await card.getByLabel(vu.videoTitle, { exact: true }).fill(videoTitle);
  const chooser = page.waitForEvent("filechooser");
  await card.getByRole("button", { name: vu.selectFile, exact: true }).click();
  await (await chooser).setFiles(makeShortLecture(outputPath("lecture.mp4")));
  // Processed by the server's one video worker, which other specs share.
  await expect(card.getByTestId("video-upload-status").getByRole("status")).toHaveText(vu.status.completed, { timeout: 120_000 });
  const videoRow = page.getByTestId("studio-video").filter({ hasText: videoTitle });
  await expect(videoRow.locator("[data-status]")).toHaveAttribute("data-status", "ready");
  await videoRow.getByRole("button", { name: sl.videos.publish, exact: true }).click();
  await expect(videoRow.getByText(sl.videos.published, { exact: true })).toBeVisible();
  await stepShot("4-lesson-videos");

  // Lesson B first, with the keyboard: pick it up, move it up, drop it; the order is saved.
  await page.goto(`${prefix}/studio/courses/${courseId}?tab=lessons`);
  await page.getByRole("button", { name: fill(ce.dragHandle, { title: lessonB }), exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(page.locator("[id^=DndLiveRegion]")).toContainText(lessonB);
  await page.keyboard.press("ArrowUp");
  // Dropped once it is over the first place (dnd-kit measures on the next frame), as announced.
  await expect(page.locator("[id^=DndLiveRegion]")).toHaveText(pattern(ce.dragOver, { title: lessonB, position: 1, count: 2 }));
  await page.keyboard.press("Space");
  await expect(page.getByTestId("lesson-order-status")).toContainText(ce.orderSaved);
  await expect.poll(lessonTitles).toEqual([lessonB, lessonA]);
  await expect(page.getByTestId("studio-lesson").first()).toContainText(lessonB);

  // The course goes public.
  await page.getByRole("link", { name: ce.tabDetails, exact: true }).click();
  await page.locator("#state-published").check();
  await page.getByRole("button", { name: ce.save, exact: true }).click();
  await expect(page.getByRole("link", { name: ce.viewCoursePage, exact: true })).toBeVisible();
  await stepShot("5-course-published");

  // ── The student: finds it, buys it, reads both lessons and passes the quiz ──────────────────────────────
  await signInAs("student");
  await page.goto(`${prefix}/courses`);
  const search = page.getByRole("searchbox", { name: m.Catalogue.searchLabel });
  await search.fill(title);
  await search.press("Enter");
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/course/${slug}$`));
  await page.getByRole("link", { name: m.CourseDetail.enroll, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/${slug}$`));
  await page.getByLabel(m.Checkout.cardNumber).fill("4242 4242 4242 4242");
  await page.getByLabel(m.Checkout.expiry).fill("12 / 34");
  await page.getByLabel(m.Checkout.cvc).fill("123");
  await page.getByRole("button", { name: new RegExp(`^${escapeRegExp(m.Checkout.pay.split("{")[0]!)}`) }).last().click();
  await expect(page.getByRole("heading", { name: fill(m.Checkout.enrolledTitle, { course: title }) })).toBeVisible();
  await stepShot("6-enrolled");
  await page.getByRole("link", { name: m.Checkout.startLesson1, exact: true }).click();

  // Lesson 1 (B, moved first): its video, watched to the end, completes it.
  await expect(page).toHaveURL(new RegExp(`${prefix}/course/${slug}/lesson/[\\w-]+$`));
  await expect(page.getByRole("heading", { level: 1, name: lessonB })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Letters after the apostles" })).toBeVisible();
  const player = page.getByRole("region", { name: fill(m.VideoPlayer.player, { title: videoTitle }) });
  await expect(player).toBeVisible();
  const completed = page.waitForResponse(async (r) => r.url().endsWith("/api/progress") && r.request().method() === "POST" && (await r.json().catch(() => null))?.completed === true, {
    timeout: 40_000,
  });
  // Muted, at the player's fastest speed (the server credits playback at up to twice real time). Once the player
  // has its engine: a source attached after play() would abort it ("interrupted by a new load request"), so play()
  // is tried until the video plays.
  await expect(player).toHaveAttribute("data-engine", /.+/);
  await expect
    .poll(() =>
      player.locator("video").evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        video.defaultPlaybackRate = 2;
        video.playbackRate = 2;
        await video.play().catch(() => undefined);
        return !video.paused;
      }),
    )
    .toBe(true);
  await completed;

  // Lesson 2 (A): the heading, the list, the image, and the reference's popover.
  await page.getByTestId("lesson-next").click();
  await expect(page.getByRole("heading", { level: 1, name: lessonA })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The church is born" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Antioch$/ })).toBeVisible();
  const figure = page.getByRole("img", { name: figureAlt });
  await expect(figure).toBeVisible();
  await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const reference = page.locator("button[data-scripture-ref='John.3.16']");
  await expect(reference).toHaveText("John 3:16");
  await reference.click();
  const passage = page.getByRole("dialog", { name: "John 3:16" });
  await expect(passage.getByTestId("scripture-passage")).toContainText("For God so loved the world");
  await stepShot("7-lesson-scripture");
  await page.keyboard.press("Escape");
  await expect(passage).toBeHidden();

  // Complete Lesson leads on to the quiz: two questions drawn from the eight, answered right.
  await page.getByTestId("lesson-next").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/assessment/[\\w-]+$`));
  const as = m.Assessment;
  await page.getByRole("button", { name: as.start, exact: true }).click();
  const legend = page.getByTestId("assessment-question").locator("legend span[dir=auto]");
  for (let i = 0; i < DRAWN; i++) {
    const shown = (await legend.textContent())?.trim();
    const q = POOL.find((candidate) => candidate.text === shown);
    if (!q) throw new Error(`the quiz shows a question the admin did not write: "${shown}"`);
    await page.getByRole("radio", { name: q.options[q.correct], exact: true }).check();
    if (i < DRAWN - 1) {
      await page.getByRole("button", { name: as.next, exact: true }).click();
      await expect(legend).not.toHaveText(q.text);
    }
  }
  await page.getByRole("button", { name: as.submit, exact: true }).click();
  await expect(page.getByTestId("assessment-score")).toHaveText(new RegExp(digits(100)));
  await expect(page.getByTestId("assessment-result").getByText(as.passed, { exact: true })).toBeVisible();
  await stepShot("8-passed");

  // ── The instructor again: the item analysis shows that attempt ──────────────────────────────────────────
  await signInAs(JOURNEY_INSTRUCTOR);
  await page.goto(`${prefix}${assessmentPath}/analysis`);
  await expect(page.getByTestId("attempts-analysed")).toHaveText(pluralOne(m.StudioItemAnalysis.attempts));
  await expect(page.getByTestId("item-card")).toHaveCount(8);
  // The two questions drawn were answered once each, all right; the other six were not shown.
  await expect(page.getByTestId("responses").filter({ hasText: new RegExp(`^${digits(1)}$`) })).toHaveCount(DRAWN);
  await expect(page.getByTestId("facility").filter({ hasText: new RegExp(digits(100)) })).toHaveCount(DRAWN);
  await stepShot("9-item-analysis");

  // Clean-up through the studio: archived, the course leaves the catalogue again (the enrolled student keeps it).
  await page.goto(`${prefix}/studio/courses/${courseId}`);
  // Not checked yet: the radio asks first (a dialog), and takes the choice once confirmed.
  await page.locator("#state-archived").click();
  await page.getByRole("dialog", { name: ce.archiveTitle }).getByRole("button", { name: ce.archiveConfirm, exact: true }).click();
  await page.getByRole("button", { name: ce.save, exact: true }).click();
  await expect(page.getByRole("link", { name: ce.viewCoursePage, exact: true })).toBeHidden();
}
