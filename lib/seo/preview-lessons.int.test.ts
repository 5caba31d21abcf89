import { GET as sitemap } from "@/app/sitemap.xml/route";
import { db } from "@/lib/db";
import { locales } from "@/lib/i18n/locales";
import { siteUrl } from "@/lib/site-url";
import { listPreviewLessons } from "./preview-lessons";

// The seeded school: John is written in the 12 languages, Romans in English only (until its translations are in,
// issue 32). The sitemap lists each public lesson page in the languages it is written in, with hreflang.

const previewOf = async (slug: string) =>
  db.lesson.findFirstOrThrow({ where: { isFreePreview: true, state: "published", course: { slug } }, orderBy: { order: "asc" }, select: { id: true } });

it("lists the free preview lessons of published courses, each in the languages it has content in", async () => {
  const lessons = await listPreviewLessons();
  const john = await previewOf("john");
  expect(lessons.find((l) => l.lessonId === john.id)).toMatchObject({ slug: "john", languages: [...locales] });
  // Every language listed has a translation with content, or is the course's own.
  for (const lesson of lessons) {
    const rows = await db.lessonTranslation.findMany({ where: { lessonId: lesson.lessonId }, select: { languageCode: true, content: true } });
    const written = new Set(["en", ...rows.filter((r) => r.content.trim()).map((r) => r.languageCode)]);
    expect({ lesson: lesson.lessonId, languages: lesson.languages.filter((l) => !written.has(l)) }).toEqual({ lesson: lesson.lessonId, languages: [] });
  }
  const notPublic = await db.lesson.findMany({ where: { OR: [{ isFreePreview: false }, { state: { not: "published" } }, { course: { state: { not: "published" } } }] }, select: { id: true } });
  const listed = new Set(lessons.map((l) => l.lessonId));
  expect(notPublic.filter((l) => listed.has(l.id))).toEqual([]);
});

it("puts them in /sitemap.xml with hreflang among their languages", async () => {
  const body = await (await sitemap(new Request(`${siteUrl()}/sitemap.xml`))).text();
  const john = await previewOf("john");
  const page = (locale: string) => `${siteUrl()}${locale === "en" ? "" : `/${locale}`}/course/john/lesson/${john.id}`;
  const arabic = body.split("<url>").find((entry) => entry.includes(`<loc>${page("ar")}</loc>`))!;
  expect(arabic).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${page("zh")}" />`);
  expect(arabic).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${page("en")}" />`);
  // A lesson with no translation is listed in its own language only.
  const lessons = await listPreviewLessons();
  const english = lessons.find((l) => l.languages.length === 1)!;
  expect(body).toContain(`<loc>${siteUrl()}/course/${english.slug}/lesson/${english.lessonId}</loc>`);
  expect(body).not.toContain(`/ar/course/${english.slug}/lesson/${english.lessonId}<`);
});
