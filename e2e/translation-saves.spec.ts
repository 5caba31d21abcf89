import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import ar from "../messages/ar.json";
import type en from "../messages/en.json";
import fr from "../messages/fr.json";
import { hashPassword } from "../lib/auth/password";
import { LOCKS } from "./fixtures/locks";
import { query, signInByApi } from "./support";

// Saving each translation form (course, lesson, question) on the production build, where the messages are
// precompiled (next.config.mjs): the lesson and question saves once failed there with a 500 only. Each journey
// has its own instructor, made here, and a course no other journey translates. What it saves is put back: the
// seeded course and lesson texts through the same forms (which refresh the cached catalogue and course pages),
// then every row exactly as it was.

type Messages = typeof en;
type Journey = {
  locale: "fr" | "ar";
  messages: Messages;
  slug: string;
  dir: "ltr" | "rtl";
  course: { title: string; description: string };
  lesson: { title: string; content: string; text: string };
  question: { text: string; option: (n: number) => string };
};

const JOURNEYS: Journey[] = [
  {
    locale: "fr",
    messages: fr,
    slug: "habakkuk",
    dir: "ltr",
    course: { title: "Habacuc : le juste vivra par la foi", description: "Le dialogue du prophète avec Dieu, de la plainte au cantique." },
    lesson: { title: "Habacuc 1 : la plainte du prophète", content: "<p>Jusqu’à quand, Seigneur, crierai-je sans que tu écoutes ?</p>", text: "Jusqu’à quand, Seigneur" },
    question: { text: "Que répond Dieu à la première plainte d’Habacuc ?", option: (n) => `Réponse numéro ${n}` },
  },
  {
    locale: "ar",
    messages: ar,
    slug: "zephaniah",
    dir: "rtl",
    course: { title: "صفنيا: يوم الرب وبقية الأمناء", description: "دراسة نبوة صفنيا من إنذار الدينونة إلى ترنيمة الرجاء." },
    lesson: { title: "صفنيا ١: يوم الرب القريب", content: "<p>قريب يوم الرب العظيم، قريب وسريع جدًا.</p>", text: "قريب يوم الرب العظيم" },
    question: { text: "ماذا يعلن صفنيا عن يوم الرب؟", option: (n) => `الجواب رقم ${n}` },
  },
];

const main = (page: Page) => page.locator("#main");
const card = (page: Page, slug: string) => main(page).locator(`[data-testid="translation-course"][data-course="${slug}"]`);
const lessonContent = (page: Page) => page.locator("#lesson-content-heading + div");
const question = (page: Page) => page.getByTestId("assessment-question");

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[]): Promise<T> {
  const [row] = await query<T>(sql, params);
  if (!row) throw new Error(`no row for ${params.join(", ")}`);
  return row;
}

/** Rows of `table` matching `where`, as PostgreSQL's own JSON, to be put back exactly by `restoreRows`. */
async function snapshotRows(table: string, where: string, params: unknown[]) {
  const [row] = await query<{ rows: unknown[] }>(`SELECT coalesce(json_agg(t), '[]') AS rows FROM ${table} t WHERE ${where}`, params);
  return row!.rows;
}

async function restoreRows(table: string, where: string, params: unknown[], rows: unknown[]) {
  await query(`DELETE FROM ${table} t WHERE ${where}`, params);
  await query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1)`, [JSON.stringify(rows)]);
}

/** What a journey changes: the course's translation, its lessons' and its questions' in one language. */
function translatedRows(locale: string) {
  return [
    ["course_translations", `t."courseId" = $1 AND t."languageCode" = '${locale}'`],
    ["lesson_translations", `t."lessonId" IN (SELECT id FROM lessons WHERE "courseId" = $1) AND t."languageCode" = '${locale}'`],
    [
      "question_translations",
      `t."questionId" IN (SELECT q.id FROM questions q JOIN assessments a ON a.id = q."assessmentId" WHERE a."courseId" = $1) AND t."languageCode" = '${locale}'`,
    ],
    [
      "question_option_translations",
      `t."optionId" IN (SELECT o.id FROM question_options o JOIN questions q ON q.id = o."questionId" JOIN assessments a ON a.id = q."assessmentId"
        WHERE a."courseId" = $1) AND t."languageCode" = '${locale}'`,
    ],
  ] as const;
}

/** A new instructor who teaches only `courseId`, made directly in the database. */
async function newInstructor(courseId: string, label: string) {
  const email = `e2e-translator-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = "rightly-dividing-the-word-2";
  const [user] = await query<{ id: string }>(
    `INSERT INTO users (id, "firstName", "lastName", email, "passwordHash", role, "updatedAt")
     VALUES (gen_random_uuid()::text, 'Apollos', 'Alexandria', $1, $2, 'instructor', now()) RETURNING id`,
    [email, await hashPassword(password)],
  );
  await query(`INSERT INTO course_instructors ("courseId", "userId") VALUES ($1, $2)`, [courseId, user!.id]);
  return { id: user!.id, email, password };
}

for (const journey of JOURNEYS) {
  test.describe(`saving translations in ${journey.locale}`, () => {
    // One journey in steps: each step needs the one before (a step that fails skips the rest).
    // A save expires every cached course page, which other specs check are served from the cache.
    test.describe.configure({ mode: "serial", timeout: 90_000, lock: LOCKS.courseContent });
    const { locale, messages, slug } = journey;
    const t = createTranslator({ locale, messages, namespace: "Translations" });
    const tLessons = createTranslator({ locale, messages, namespace: "LessonTranslations" });
    const tAssessment = createTranslator({ locale, messages, namespace: "Assessment" });
    let course: { id: string; title: string; position: number };
    let lesson: { id: string; order: number; title: string };
    let assessment: { id: string };
    let instructor: { id: string; email: string; password: string };
    let language: string;
    let shown: { number: number; text: string; options: number };
    let seededCourse: { title: string; description: string | null };
    let seededLesson: { title: string; content: string };
    const saved: unknown[][] = [];
    // The page of the translations list that shows the course (five a page, in the catalogue's order).
    const listPage = () => `translations?page=${Math.ceil(course.position / 5)}`;

    /** On the translations list: the course's Edit Translation, its title and description, Save. */
    async function editCourse(page: Page, texts: { title: string; description: string | null }) {
      const courseCard = card(page, slug);
      await courseCard.getByRole("button", { name: t("editTranslation") }).click();
      await courseCard.getByRole("textbox", { name: t("titleLabel", { language }) }).fill(texts.title);
      await courseCard.getByRole("textbox", { name: t("descriptionLabel", { language }) }).fill(texts.description ?? "");
      await courseCard.getByRole("button", { name: t("save") }).click();
      await expect(page.getByText(t("updatedTitle"), { exact: true })).toBeVisible();
      await expect(courseCard.getByRole("heading", { name: texts.title })).toBeVisible();
    }

    /** In the course's lessons editor: the lesson's title and content, Save. */
    async function editLesson(page: Page, texts: { title: string; content: string }) {
      const editor = main(page).getByTestId("lesson-translations");
      await editor.locator(`[data-lesson-order="${lesson.order}"] > summary`).click();
      const form = editor.getByRole("form", { name: tLessons("lessonHeading", { order: lesson.order, title: lesson.title }) });
      await form.getByRole("textbox", { name: tLessons("titleLabel", { language }) }).fill(texts.title);
      await form.getByRole("textbox", { name: tLessons("contentLabel", { language }) }).fill(texts.content);
      await form.getByRole("button", { name: tLessons("save") }).click();
      await expect(form.getByRole("status")).toHaveText(tLessons("saved"));
      await expect(form.getByRole("alert")).toHaveCount(0);
    }

    test.beforeAll(async () => {
      course = await one(
        `SELECT id, title, position::int FROM (
           SELECT id, slug, title, row_number() OVER (ORDER BY "sortOrder", title) AS position FROM courses WHERE state = 'published'
         ) c WHERE slug = $1`,
        [slug],
      );
      lesson = await one(`SELECT id, "order", title FROM lessons WHERE "courseId" = $1 AND "order" = 2`, [course.id]);
      assessment = await one(`SELECT id FROM assessments WHERE "courseId" = $1 ORDER BY "order" LIMIT 1`, [course.id]);
      ({ nativeName: language } = await one<{ nativeName: string }>(`SELECT "nativeName" FROM languages WHERE code = $1`, [locale]));
      for (const [table, where] of translatedRows(locale)) saved.push(await snapshotRows(table, where, [course.id]));
      // The seed translates every course title and lesson title into both languages: these are put back at the end.
      const [courseRow] = saved[0] as (typeof seededCourse)[];
      const lessonRow = (saved[1] as (typeof seededLesson & { lessonId: string })[]).find((row) => row.lessonId === lesson.id);
      if (!courseRow || !lessonRow) throw new Error(`the seed has no ${locale} translation of ${slug} or of its lesson ${lesson.order}`);
      [seededCourse, seededLesson] = [courseRow, lessonRow];
      instructor = await newInstructor(course.id, locale);
    });

    test.afterAll(async () => {
      // The user's attempts and teaching go with it.
      if (instructor) await query(`DELETE FROM users WHERE id = $1`, [instructor.id]);
      for (const [i, [table, where]] of translatedRows(locale).entries()) if (saved[i]) await restoreRows(table, where, [course.id], saved[i]);
    });

    test.beforeEach(async ({ page }) => {
      await signInByApi(page, instructor.email, instructor.password);
    });

    if (locale === "fr") {
      test("in English, the original, nothing is translated; the instructor picks the language on the page", async ({ page }) => {
        await page.goto(`/${listPage()}`);
        await expect(card(page, slug).getByRole("heading", { name: course.title })).toBeVisible();
        await expect(card(page, slug).getByRole("button")).toHaveCount(0);
        await expect(card(page, slug).getByTestId("translate-lessons")).toHaveCount(0);
        await page.goto(`/translations?lessons=${slug}`);
        await expect(main(page).getByTestId("translation-course").first()).toBeVisible();
        await expect(main(page).getByTestId("lesson-translations")).toHaveCount(0);
        // The target language is the content's: chosen on the page (?lang=), while the interface stays English.
        const settings = main(page).getByTestId("language-settings");
        await settings.getByRole("combobox").selectOption(locale);
        await settings.getByRole("button", { name: "Show" }).click();
        await expect(page).toHaveURL(new RegExp(`/translations\\?(.*&)?lang=${locale}`));
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      });
    }

    test(`saves the course's title and description in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/${listPage()}`);
      await expect(page.locator("html")).toHaveAttribute("dir", journey.dir);
      await editCourse(page, journey.course);
    });

    test(`saves a lesson's title and content in ${locale}, from the course's lessons editor`, async ({ page }) => {
      await page.goto(`/${locale}/${listPage()}`);
      await card(page, slug).getByTestId("translate-lessons").click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/translations\\?lessons=${slug}$`));
      await editLesson(page, journey.lesson);
    });

    test(`saves in ${locale} the question the instructor's own attempt shows first, with its options`, async ({ page }) => {
      // Each attempt draws its own questions: start one, then translate its first.
      await page.goto(`/${locale}/assessment/${assessment.id}`);
      await page.getByRole("button", { name: tAssessment("start") }).click();
      await expect(question(page)).toBeVisible();
      // Its number in the editor (questions in their order), its English text and how many options it has.
      shown = await one(
        `SELECT q.number::int, q.text, (SELECT count(*)::int FROM question_options o WHERE o."questionId" = q.id) AS options
         FROM (SELECT id, text, row_number() OVER (ORDER BY "order") AS number FROM questions WHERE "assessmentId" = $2) q
         WHERE q.id = (SELECT "questionIds"[1] FROM assessment_attempts WHERE "userId" = $1 AND "assessmentId" = $2)`,
        [instructor.id, assessment.id],
      );
      await page.goto(`/${locale}/translations?lessons=${slug}`);
      const editor = main(page).getByTestId("lesson-translations");
      await editor.locator(":scope > details:not([data-lesson-order]) > summary").click();
      const form = editor.getByRole("form", { name: `${shown.number}. ${shown.text}`, exact: true });
      await form.getByRole("textbox", { name: tLessons("questionLabel", { language }) }).fill(journey.question.text);
      for (let n = 1; n <= shown.options; n++) {
        await form.getByRole("textbox", { name: tLessons("optionLabel", { number: n, language }) }).fill(journey.question.option(n));
      }
      await form.getByRole("button", { name: tLessons("save") }).click();
      await expect(form.getByRole("status")).toHaveText(tLessons("saved"));
      await expect(form.getByRole("alert")).toHaveCount(0);
    });

    test(`reads the translations in ${locale} on the course, lesson and assessment pages`, async ({ page }) => {
      // The course page: the course's and the lesson's new titles (its cache was expired by the saves).
      await expect(async () => {
        await page.goto(`/${locale}/course/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.course.title, { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByTestId("lesson-list")).toContainText(journey.lesson.title);

      // The lesson page: its new title and content, in the page's language (no note about English text).
      await page.goto(`/${locale}/course/${slug}/lesson/${lesson.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(journey.lesson.title);
      await expect(lessonContent(page)).toContainText(journey.lesson.text);
      await expect(lessonContent(page)).not.toHaveAttribute("lang", "en");

      // The assessment page: the attempt's first question and its options as translated.
      await page.goto(`/${locale}/assessment/${assessment.id}`);
      await expect(question(page).locator("legend span[dir=auto]")).toHaveText(journey.question.text);
      for (let n = 1; n <= shown.options; n++) await expect(question(page).getByRole("radio", { name: journey.question.option(n), exact: true })).toBeVisible();

      if (locale === "fr") {
        // The English pages keep the original.
        await page.goto(`/course/${slug}/lesson/${lesson.id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson.title);
        await page.goto(`/assessment/${assessment.id}`);
        await expect(question(page).locator("legend span[dir=auto]")).toHaveText(shown.text);
        await page.goto(`/course/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title);
      }
    });

    test(`puts back the seeded ${locale} course and lesson texts through the same forms`, async ({ page }) => {
      await page.goto(`/${locale}/${listPage()}`);
      await editCourse(page, seededCourse);
      await page.goto(`/${locale}/translations?lessons=${slug}`);
      await editLesson(page, seededLesson);
    });
  });
}
