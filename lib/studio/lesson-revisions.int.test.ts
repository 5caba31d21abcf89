import { db } from "@/lib/db";
import { getCourseDetail } from "@/lib/courses/queries";
import { lessonForViewer } from "@/lib/lessons/api";
import { getLessonPageData } from "@/lib/lessons/page-data";
import { GET as sitemap } from "@/app/sitemap.xml/route";
import { invalidated } from "@/test/next-cache";
import { actAs, legacyLesson, lessonWithRevisions, paragraphs, removeStudioFixture, studioFixture, type StudioFixture } from "@/test/helpers/studio-lessons";
import {
  autosaveLessonDraftAction,
  loadLessonDraftAction,
  publishLessonAction,
  restoreLessonRevisionAction,
  revisionChangesAction,
  saveLessonRevisionAction,
  unpublishLessonAction,
} from "./lesson-actions";
import { lessonEditorData } from "./lesson-editor-data";
import { lessonPreview } from "./lesson-preview";

// Revisions, restore and publishing through the server actions: "Save as revision" keeps the draft in the
// history, Restore makes an older text the draft without losing the current one, the history's diff says what
// changed, and Publish makes the draft live (Lesson.content = its sanitised HTML), audited and revalidated. A draft
// is never what students, visitors, the APIs or the sitemap see.

let f: StudioFixture;
beforeAll(async () => {
  f = await studioFixture("revisions");
});
afterAll(() => removeStudioFixture(f));

async function autosave(lessonId: string, version: string, text: string, title = "Husbands and wives") {
  const result = await autosaveLessonDraftAction({ lessonId, locale: "en", title, doc: paragraphs(text), version });
  if (!result.ok) throw new Error(result.message);
  return result.data.version;
}
const ok = <T,>(result: { ok: true; data: T } | { ok: false; message: string }): T => {
  if (!result.ok) throw new Error(result.message);
  return result.data;
};

it("keeps a saved revision as it is, goes on in a new draft, and restores an older text as the draft", async () => {
  const lesson = await legacyLesson(f, "Husbands and wives", "<p>Ephesians 5:21–33.</p>", 1);
  await actAs(f.teacher);
  let version = await autosave(lesson.id, "live:none", "First draft.");
  const saved = ok(await saveLessonRevisionAction({ lessonId: lesson.id, locale: "en", version }));
  expect(saved.changed).toBe(true);
  let row = await lessonWithRevisions(lesson.id);
  const kept = row.revisions.find((r) => r.html === "<p>First draft.</p>" && r.id !== row.draftRevisionId)!;
  expect(kept).toBeDefined();

  // Nothing typed since: a second Save as revision keeps nothing more.
  expect(ok(await saveLessonRevisionAction({ lessonId: lesson.id, locale: "en", version: saved.version }))).toEqual({ version: saved.version, changed: false });

  version = await autosave(lesson.id, saved.version, "Second draft.");
  row = await lessonWithRevisions(lesson.id);
  expect(row.revisions.find((r) => r.id === kept.id)).toMatchObject({ html: "<p>First draft.</p>", updatedAt: kept.updatedAt });

  // Restore the live (pre-studio) text: the second draft stays in the history.
  const restored = ok(await restoreLessonRevisionAction({ lessonId: lesson.id, locale: "en", revisionId: row.publishedRevisionId! }));
  expect(restored).toMatchObject({ title: "Husbands and wives", doc: paragraphs("Ephesians 5:21–33.") });
  row = await lessonWithRevisions(lesson.id);
  expect(row.revisions.map((r) => r.html)).toEqual(["<p>Ephesians 5:21–33.</p>", "<p>First draft.</p>", "<p>Second draft.</p>", "<p>Ephesians 5:21–33.</p>"]);
  expect(row.revisions.at(-1)!.id).toBe(row.draftRevisionId);
  // The tab still holding the second draft is now stale.
  expect(await autosaveLessonDraftAction({ lessonId: lesson.id, locale: "en", title: "Husbands and wives", doc: paragraphs("Third."), version })).toMatchObject({ code: "STALE_DRAFT" });
  // …and its "Load the newer version" gets the restored text.
  expect(ok(await loadLessonDraftAction({ lessonId: lesson.id, locale: "en" }))).toEqual(restored);

  // Restoring again while the draft holds nothing new reuses it rather than piling up copies.
  ok(await restoreLessonRevisionAction({ lessonId: lesson.id, locale: "en", revisionId: kept.id }));
  expect((await lessonWithRevisions(lesson.id)).revisions).toHaveLength(4);
  expect(await restoreLessonRevisionAction({ lessonId: lesson.id, locale: "en", revisionId: "no-such-revision" })).toMatchObject({ ok: false, status: 404, code: "REVISION_NOT_FOUND" });
});

it("lists the history newest first with who and when, and shows a revision's changes word by word", async () => {
  const lesson = await legacyLesson(f, "Children and parents", "<p>Children, obey your parents.</p>", 2);
  await actAs(f.teacher);
  await autosave(lesson.id, "live:none", "Children, obey your parents in the Lord.", "Children and parents in the Lord");
  const data = (await lessonEditorData(f.teacher as never, f.courseId, lesson.id))!;
  expect(data.revisions.map((r) => ({ author: r.authorName, draft: r.isDraft, live: r.isLive }))).toEqual([
    { author: f.teacher.name, draft: true, live: false },
    { author: null, draft: false, live: true },
  ]);
  expect(data.lesson).toMatchObject({ state: "published", hasDraft: true, hasProgress: false });
  expect(data.draft).toMatchObject({ title: "Children and parents in the Lord", doc: paragraphs("Children, obey your parents in the Lord.") });

  const changes = ok(await revisionChangesAction({ lessonId: lesson.id, locale: "en", revisionId: data.revisions[0]!.id }));
  expect(changes).toEqual({
    previousTitle: "Children and parents",
    title: "Children and parents in the Lord",
    first: false,
    segments: [
      { kind: "same", text: "Children, obey your parents " },
      { kind: "added", text: "in the Lord" },
      { kind: "same", text: "." },
    ],
  });
  expect(ok(await revisionChangesAction({ lessonId: lesson.id, locale: "en", revisionId: data.revisions[1]!.id }))).toMatchObject({ first: true, previousTitle: null });
  // Another course's instructor learns nothing.
  await actAs(f.stranger);
  expect(await revisionChangesAction({ lessonId: lesson.id, locale: "en", revisionId: data.revisions[0]!.id })).toMatchObject({ ok: false, status: 404 });
  expect(await lessonEditorData(f.stranger as never, f.courseId, lesson.id)).toBeNull();
});

it("publishes the draft: its sanitised HTML becomes the lesson's content, audited, the course's pages revalidated; students never see a draft", async () => {
  const lesson = await legacyLesson(f, "Put on the armour", "<p>Ephesians 6:10–20.</p>", 3);
  await db.enrollment.create({ data: { userId: f.student.id, courseId: f.courseId, status: "active" } });
  await actAs(f.teacher);
  const version = await autosave(lesson.id, "live:none", "Stand firm, Ephesians 6:14. DRAFT-ONLY", "Put on the whole armour");

  // Until published, students, the API and the editor's preview each see what they should.
  const studentView = async () => (await getLessonPageData(f.slug, lesson.id, { id: f.student.id, role: "student" }, "en"))!;
  expect((await studentView()).lesson).toMatchObject({ title: "Put on the armour", content: "<p>Ephesians 6:10–20.</p>" });
  expect(await lessonForViewer(lesson.id, { id: f.student.id, role: "student" })).toMatchObject({ content: "<p>Ephesians 6:10–20.</p>" });
  expect(JSON.stringify(await getCourseDetail(f.slug, "en"))).not.toContain("DRAFT-ONLY");
  expect((await lessonPreview(f.teacher as never, f.courseId, lesson.id))!.lesson).toMatchObject({ title: "Put on the whole armour", html: "<p>Stand firm, Ephesians 6:14. DRAFT-ONLY</p>" });
  expect(await lessonPreview(f.stranger as never, f.courseId, lesson.id)).toBeNull();

  invalidated.length = 0;
  const published = ok(await publishLessonAction({ lessonId: lesson.id, locale: "en", version }));
  expect(published.changed).toBe(true);
  const row = await lessonWithRevisions(lesson.id);
  const live = row.revisions.find((r) => r.id === row.publishedRevisionId)!;
  expect(row).toMatchObject({ title: "Put on the whole armour", content: "<p>Stand firm, Ephesians 6:14. DRAFT-ONLY</p>", state: "published", draftRevisionId: null });
  expect(live).toMatchObject({ html: row.content, publishedAt: expect.any(Date) });
  expect(invalidated).toContain("tag:courses");
  expect(await db.auditLog.findFirst({ where: { action: "lesson.published", targetId: lesson.id } })).toMatchObject({ actorId: f.teacher.id, targetType: "lesson", details: { courseId: f.courseId, revisionId: live.id } });
  expect((await studentView()).lesson).toMatchObject({ title: "Put on the whole armour", content: row.content });

  // Publishing again with nothing new changes nothing and records nothing.
  expect(ok(await publishLessonAction({ lessonId: lesson.id, locale: "en", version: published.version }))).toEqual({ version: published.version, changed: false });
  expect(await db.auditLog.count({ where: { action: "lesson.published", targetId: lesson.id } })).toBe(1);
  // A stale version publishes nothing.
  await autosave(lesson.id, published.version, "Newer draft.", "Put on the whole armour");
  expect(await publishLessonAction({ lessonId: lesson.id, locale: "en", version: published.version })).toMatchObject({ ok: false, code: "STALE_DRAFT" });
  expect((await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).content).toBe(row.content);
});

it("a draft lesson is nowhere for students, visitors or crawlers: not in the page data, the API, the course's outline or the sitemap", async () => {
  const lesson = await db.lesson.create({ data: { courseId: f.courseId, order: 4, title: "DRAFT-LESSON prayer", content: "", estimatedMinutes: 5, state: "draft", isFreePreview: true } });
  await actAs(f.teacher);
  await autosave(lesson.id, "live:none", "Praying always. DRAFT-LESSON", "DRAFT-LESSON prayer");
  expect(await getLessonPageData(f.slug, lesson.id, { id: f.student.id, role: "student" }, "en")).toBeNull();
  expect(await getLessonPageData(f.slug, lesson.id, null, "en")).toBeNull();
  await expect(lessonForViewer(lesson.id, null)).rejects.toMatchObject({ status: 404 });
  const outline = JSON.stringify(await getCourseDetail(f.slug, "en"));
  expect(outline).not.toContain("DRAFT-LESSON");
  expect(await (await sitemap(new Request("http://test/sitemap.xml"))).text()).not.toContain(lesson.id);
  // Its staff open it, to check it.
  expect(await getLessonPageData(f.slug, lesson.id, { id: f.teacher.id, role: "instructor" }, "en")).not.toBeNull();
});

it("unpublishes: students no longer see the lesson, its text stays, audited; publishing again brings it back", async () => {
  const lesson = await legacyLesson(f, "Grace be with all", "<p>Ephesians 6:24.</p>", 5);
  await actAs(f.stranger);
  expect(await unpublishLessonAction({ lessonId: lesson.id, locale: "en" })).toMatchObject({ ok: false, status: 404 });
  await actAs(f.teacher);
  invalidated.length = 0;
  expect(ok(await unpublishLessonAction({ lessonId: lesson.id, locale: "en" }))).toEqual({ changed: true });
  expect(await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).toMatchObject({ state: "draft", content: "<p>Ephesians 6:24.</p>" });
  expect(invalidated).toContain("tag:courses");
  expect(await db.auditLog.count({ where: { action: "lesson.unpublished", targetId: lesson.id } })).toBe(1);
  expect(await getLessonPageData(f.slug, lesson.id, { id: f.student.id, role: "student" }, "en")).toBeNull();
  expect(ok(await unpublishLessonAction({ lessonId: lesson.id, locale: "en" }))).toEqual({ changed: false });

  expect(ok(await publishLessonAction({ lessonId: lesson.id, locale: "en", version: "live:none" }))).toMatchObject({ changed: true });
  expect((await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).state).toBe("published");
});
