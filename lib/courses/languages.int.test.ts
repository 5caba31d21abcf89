import { createTranslator } from "next-intl";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { locales } from "@/lib/i18n/locales";
import { saveAssessmentTitleTranslation } from "@/lib/translations/assessment-title-save";
import { saveQuestionTranslation } from "@/lib/translations/lesson-save";
import { toPublicUser } from "@/lib/users/service";
import { STUDENT_VIDEO } from "@/lib/videos/queries";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { invalidated } from "@/test/next-cache";
import { cardLessonClaim, courseClaims, type Claim } from "./language-claims";
import { listCourseLanguages } from "./languages";
import { getCourseDetail, listCourses } from "./queries";

// The claims the card, course page and checkout make, held against the seeded database: the SQL that derives
// them (lib/courses/languages.ts) is checked here against the rule read row by row through Prisma, and the
// sentences shown against what the rows hold. This file owns John's Arabic first question for its run (put back).

const english = createTranslator({ locale: "en", messages: en, namespace: "CourseLanguages" });
const arabic = createTranslator({ locale: "ar", messages: ar, namespace: "CourseLanguages" });
const say = (t: typeof english, claims: (Claim | null)[]) => claims.flatMap((c) => (c ? [t(c.key, c.values)] : []));

/** The languages every unit is in, the course's own first: the rule, read the slow way. */
function everyUnitIn(own: string, units: { languages: string[] }[]): string[] {
  if (units.length === 0) return [];
  return [own, ...locales.filter((code) => code !== own && units.every((unit) => unit.languages.includes(code)))];
}

const languagesOf = (rows: { languageCode: string; text?: string; content?: string; title?: string }[]) =>
  rows.filter((row) => (row.content ?? row.text ?? row.title ?? "").trim()).map((row) => row.languageCode);

async function expectedLanguages(courseId: string) {
  const course = await db.course.findUniqueOrThrow({
    where: { id: courseId },
    select: {
      defaultLanguage: true,
      lessons: { where: { state: "published" }, select: { translations: { select: { languageCode: true, content: true } } } },
      assessments: {
        where: { questions: { some: { retiredAt: null } } },
        select: {
          translations: { select: { languageCode: true, title: true } },
          questions: {
            where: { retiredAt: null },
            select: { translations: { select: { languageCode: true, text: true } }, options: { select: { translations: { select: { languageCode: true, text: true } } } } },
          },
        },
      },
    },
  });
  const units = course.assessments.flatMap((a) => [
    { languages: languagesOf(a.translations) },
    ...a.questions.flatMap((q) => [{ languages: languagesOf(q.translations) }, ...q.options.map((o) => ({ languages: languagesOf(o.translations) }))]),
  ]);
  return {
    lessons: everyUnitIn(course.defaultLanguage, course.lessons.map((l) => ({ languages: languagesOf(l.translations) }))),
    assessment: everyUnitIn(course.defaultLanguage, units),
    videos: await db.video.count({ where: { ...STUDENT_VIDEO, lesson: { courseId, state: "published" } } }),
  };
}

describe("the languages and format each course claims", () => {
  it("hold for every published course: lessons, assessment and videos as the rows give them", async () => {
    const claimed = await listCourseLanguages();
    const courses = await db.course.findMany({ where: { state: "published" }, select: { id: true, slug: true } });
    expect(courses.length).toBeGreaterThan(70);
    for (const course of courses) {
      const { lessons, assessment, videos } = claimed[course.id]!;
      expect({ slug: course.slug, lessons, assessment, videos }).toEqual({ slug: course.slug, ...(await expectedLanguages(course.id)) });
    }
  });

  it("name the seeded facts: John whole in 12 languages, Romans in Arabic too, Galatians English only, Obadiah with a captioned video", async () => {
    const [john, romans, galatians, obadiah] = await Promise.all(["john", "romans", "galatians", "obadiah"].map((slug) => getCourseDetail(slug, "ar")));
    expect(john!.languages.lessons).toEqual([...locales]);
    expect(john!.languages.assessment).toEqual([...locales]);
    expect(romans!.languages.lessons).toEqual(expect.arrayContaining(["en", "ar"]));
    expect(romans!.languages.assessment).toEqual(expect.arrayContaining(["en", "ar"]));
    expect(galatians!.languages).toEqual({ lessons: ["en"], assessment: ["en"], videos: 0, captions: [] });
    expect(obadiah!.languages).toMatchObject({ lessons: ["en"], videos: 1 });
    expect(obadiah!.languages.captions).toContain("en");
    // What an Arabic visitor reads before paying.
    expect(say(arabic, [cardLessonClaim(galatians!.languages, "ar")])).toEqual(["الدروس باللغة الإنجليزية"]);
    expect(say(arabic, [cardLessonClaim(john!.languages, "ar")])).toEqual(["الدروس باللغة العربية و11 لغة أخرى"]);
    expect(say(arabic, courseClaims(galatians!.languages, "ar"))).toEqual(["الدروس باللغة الإنجليزية", "الاختبار باللغة الإنجليزية", "دروس مكتوبة والكتاب المقدس في متناول يدك"]);
    // Assessment titles are shown translated.
    expect(john!.assessments[0]!.title).toBe("الاختبار النهائي: يوحنا");
  });

  it("promise video only for a course whose students see videos", async () => {
    const courses = await listCourses("en", {});
    expect(courses.some((c) => c.languages.videos === 0)).toBe(true);
    for (const course of courses) {
      const sentences = say(english, [cardLessonClaim(course.languages, "en"), ...courseClaims(course.languages, "en")]).join(" | ");
      const videos = await db.video.count({ where: { ...STUDENT_VIDEO, lesson: { courseId: course.id, state: "published" } } });
      if (videos === 0) expect({ slug: course.slug, sentences }).toEqual({ slug: course.slug, sentences: expect.not.stringMatching(/video/i) });
      else expect(sentences).toContain(`${videos} video lecture`);
    }
  });

  it("leave the site-wide sentences promising video only where it was recorded, in a count of languages the school has", async () => {
    const withoutVideos = await db.course.count({ where: { state: "published", lessons: { none: { videos: { some: STUDENT_VIDEO } } } } });
    expect(withoutVideos).toBeGreaterThan(0);
    // What the school says of itself (the player's and the studio's labels name videos that are there).
    const marketing = { Metadata: en.Metadata, Home: en.Home, Signup: en.Signup, Login: en.Login, Checkout: en.Checkout, Seo: en.Seo, Lesson: { lockedText: en.Lesson.lockedText } };
    const sentences = Object.entries(marketing).flatMap(([namespace, texts]) => flatten(texts).map(([key, text]) => ({ key: `${namespace}.${key}`, text })));
    // Some courses have no video: a sentence that names video says "where" it was recorded.
    const promises = sentences.filter(({ text }) => /video/i.test(text) && !/\bwhere\b/.test(text));
    expect(promises).toEqual([]);
    const languages = await db.language.count({ where: { isActive: true } });
    for (const { text } of sentences) for (const [, count] of text.matchAll(/(\d+) languages/g)) expect(Number(count)).toBe(languages);
  });
});

describe("a studio save of a translation", () => {
  let question: { id: string; text: string; options: { id: string; text: string }[] };
  let assessment: { id: string; title: string };
  let admin: SessionUser;
  let seeded: { text: string; options: { id: string; text: string }[]; title: string };

  beforeAll(async () => {
    admin = { ...toPublicUser(await db.user.findFirstOrThrow({ where: { role: "admin", deletedAt: null } })), remember: false };
    const found = await db.question.findFirstOrThrow({
      where: { order: 1, retiredAt: null, assessment: { order: 1, course: { slug: "john" } } },
      select: {
        id: true,
        text: true,
        assessment: { select: { id: true, title: true, translations: { where: { languageCode: "ar" }, select: { title: true } } } },
        translations: { where: { languageCode: "ar" }, select: { text: true } },
        options: { orderBy: { order: "asc" }, select: { id: true, text: true, translations: { where: { languageCode: "ar" }, select: { text: true } } } },
      },
    });
    question = { id: found.id, text: found.text, options: found.options.map((o) => ({ id: o.id, text: o.text })) };
    assessment = { id: found.assessment.id, title: found.assessment.title };
    seeded = {
      text: found.translations[0]!.text,
      options: found.options.map((o) => ({ id: o.id, text: o.translations[0]!.text })),
      title: found.assessment.translations[0]!.title,
    };
  });

  afterAll(async () => {
    await saveQuestionTranslation(admin, { questionId: question.id, language: "ar", text: seeded.text, options: seeded.options });
    await saveAssessmentTitleTranslation(admin, { assessmentId: assessment.id, language: "ar", title: seeded.title });
  });

  const johnAssessment = async () => {
    const john = await db.course.findUniqueOrThrow({ where: { slug: "john" }, select: { id: true } });
    return (await listCourseLanguages())[john.id]!.assessment;
  };

  it("of a question or an assessment title changes the claim and expires the cached pages that show it", async () => {
    // One Arabic option missing: the assessment can no longer be said to be in Arabic.
    await db.questionOptionTranslation.deleteMany({ where: { optionId: question.options[0]!.id, languageCode: "ar" } });
    expect(await johnAssessment()).not.toContain("ar");

    invalidated.length = 0;
    await saveQuestionTranslation(admin, { questionId: question.id, language: "ar", text: seeded.text, options: seeded.options });
    expect(invalidated).toContain("tag:courses");
    expect(await johnAssessment()).toContain("ar");

    // An assessment title is part of the assessment: without it, no Arabic either.
    await db.assessmentTranslation.deleteMany({ where: { assessmentId: assessment.id, languageCode: "ar" } });
    expect(await johnAssessment()).not.toContain("ar");
    invalidated.length = 0;
    await saveAssessmentTitleTranslation(admin, { assessmentId: assessment.id, language: "ar", title: "الاختبار النهائي: يوحنا" });
    expect(invalidated).toContain("tag:courses");
    expect(await johnAssessment()).toContain("ar");
    expect((await getCourseDetail("john", "ar"))!.assessments[0]!.title).toBe("الاختبار النهائي: يوحنا");
  });
});

/** [key, text] of every string in a nested message object. */
function flatten(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}
