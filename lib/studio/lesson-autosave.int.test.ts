import { Parser } from "htmlparser2";
import { db } from "@/lib/db";
import { englishTranslator } from "@/lib/i18n/english";
import { translatorFor } from "@/lib/i18n/translator";
import { isLessonImageSrc } from "@/lib/lesson-content/images";
import { MAX_DOCUMENT_BYTES } from "@/lib/lesson-content/limits";
import { HTML_PAYLOADS, URL_PAYLOADS } from "@/test/fixtures/xss/payloads";
import { actAs, legacyLesson, lessonWithRevisions, paragraphs, removeStudioFixture, studioFixture, type StudioFixture } from "@/test/helpers/studio-lessons";
import { autosaveLessonDraftAction } from "./lesson-actions";

// Autosave through the real server action: the draft revision is written in place, readers keep the live text, a
// save from a stale version is refused with STALE_DRAFT and writes nothing, and bad input (a short title, a
// document the schema refuses, one over the size limit, script in any form) is refused in the user's language or
// stored as harmless text.

let f: StudioFixture;
beforeAll(async () => {
  f = await studioFixture("autosave");
});
afterAll(() => removeStudioFixture(f));

/** Elements and attributes of stored HTML that could run or load something: anything outside the lesson allow-list. */
function executableParts(html: string): string[] {
  const allowed: Record<string, string[]> = { p: [], strong: [], em: [], br: [], h2: [], h3: [], ul: [], ol: [], li: [], blockquote: [], a: ["href", "rel", "target"], img: ["src", "alt"] };
  const found: string[] = [];
  new Parser({
    onopentag(name, attributes) {
      if (!(name in allowed)) return void found.push(`<${name}>`);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (!allowed[name]!.includes(attribute)) found.push(`${name}[${attribute}]`);
        if (attribute === "href" && !/^(https?:\/\/[^/]|mailto:|\/(?!\/)|#)/i.test(value)) found.push(`href ${value}`);
        if (attribute === "src" && !isLessonImageSrc(value)) found.push(`src ${value}`);
      }
    },
  }).end(html);
  return found;
}

const save = (lessonId: string, version: string, doc: unknown, title = "Chosen in him", locale = "en") =>
  autosaveLessonDraftAction({ lessonId, locale, title, doc, version });

it("adopts a pre-studio lesson's live text as its first revision, then writes the draft beside it; readers keep the live text", async () => {
  const lesson = await legacyLesson(f, "Chosen in him", "<p>Ephesians 1:4 in the seed's words.</p>", 1);
  await actAs(f.teacher);
  const first = await save(lesson.id, "live:none", paragraphs("Ephesians 1:4, rewritten."));
  expect(first).toMatchObject({ ok: true, data: { version: expect.stringMatching(/^draft:/) } });

  const row = await lessonWithRevisions(lesson.id);
  expect(row).toMatchObject({ content: "<p>Ephesians 1:4 in the seed's words.</p>", state: "published", updatedAt: lesson.updatedAt });
  expect(row.revisions).toHaveLength(2);
  const [live, draft] = row.revisions;
  expect(live).toMatchObject({ html: "<p>Ephesians 1:4 in the seed's words.</p>", authorId: null, publishedAt: lesson.updatedAt, id: row.publishedRevisionId });
  expect(draft).toMatchObject({ html: "<p>Ephesians 1:4, rewritten.</p>", authorId: f.teacher.id, publishedAt: null, id: row.draftRevisionId });
  expect((await db.course.findUniqueOrThrow({ where: { id: f.courseId } })).editedAt).toBeInstanceOf(Date);
});

it("rewrites the draft revision in place, each save answering the version the next one names", async () => {
  const lesson = await legacyLesson(f, "Saved by grace", "<p>Ephesians 2.</p>", 2);
  await actAs(f.teacher);
  const a = await save(lesson.id, "live:none", paragraphs("By grace."), "Saved by grace");
  if (!a.ok) throw new Error(a.message);
  const draftId = (await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).draftRevisionId;
  // The editor sends its document as JSON text (see use-draft-session.ts): the same save.
  const b = await save(lesson.id, a.data.version, JSON.stringify(paragraphs("By grace you have been saved.")), "Saved by grace");
  if (!b.ok) throw new Error(b.message);
  expect(b.data.version).not.toBe(a.data.version);

  const row = await lessonWithRevisions(lesson.id);
  expect(row.draftRevisionId).toBe(draftId);
  expect(row.revisions).toHaveLength(2);
  expect(row.revisions.find((r) => r.id === draftId)).toMatchObject({ html: "<p>By grace you have been saved.</p>" });

  // The same text again writes nothing and keeps the version.
  const same = await save(lesson.id, b.data.version, paragraphs("By grace you have been saved."), "Saved by grace");
  expect(same).toMatchObject({ ok: true, data: { version: b.data.version } });
});

it("refuses a save from a stale version (another tab saved since) with STALE_DRAFT, saying who and when, and writes nothing", async () => {
  const lesson = await legacyLesson(f, "One body", "<p>Ephesians 4.</p>", 3);
  await actAs(f.teacher);
  const tabA = await save(lesson.id, "live:none", paragraphs("Tab A's text."), "One body");
  if (!tabA.ok) throw new Error(tabA.message);
  const before = await lessonWithRevisions(lesson.id);

  // Tab B opened the lesson before tab A's save: its version is the live text's.
  const tabB = await save(lesson.id, "live:none", paragraphs("Tab B's text."), "One body");
  expect(tabB).toMatchObject({
    ok: false,
    status: 409,
    code: "STALE_DRAFT",
    message: englishTranslator("StudioLesson")("errors.stale"),
    stale: { version: tabA.data.version, authorName: f.teacher.name, savedAt: expect.any(String) },
  });
  expect(await lessonWithRevisions(lesson.id)).toEqual(before);

  // A made-up or missing version is stale too.
  for (const version of ["draft:other:1", "", undefined]) {
    expect(await autosaveLessonDraftAction({ lessonId: lesson.id, locale: "en", title: "One body", doc: paragraphs("x"), version } as never)).toMatchObject({ code: "STALE_DRAFT" });
  }
  // Knowingly overwriting: the version the refusal named.
  const overwrite = await save(lesson.id, (tabB as { stale: { version: string } }).stale.version, paragraphs("Tab B's text."), "One body");
  expect(overwrite.ok).toBe(true);
});

it("lets exactly one of two saves made at once from the same version through", async () => {
  const lesson = await legacyLesson(f, "Walk in love", "<p>Ephesians 5.</p>", 4);
  await actAs(f.teacher);
  const results = await Promise.all([save(lesson.id, "live:none", paragraphs("First."), "Walk in love"), save(lesson.id, "live:none", paragraphs("Second."), "Walk in love")]);
  expect(results.filter((r) => r.ok)).toHaveLength(1);
  expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ code: "STALE_DRAFT" })]);
  expect((await lessonWithRevisions(lesson.id)).revisions).toHaveLength(2);
});

it("refuses bad input in the user's language, with the field it is about, and writes nothing", async () => {
  const lesson = await legacyLesson(f, "The armour of God", "<p>Ephesians 6.</p>", 5);
  await actAs(f.teacher);
  const before = await lessonWithRevisions(lesson.id);
  const [studio, content] = await Promise.all([translatorFor("fr", "Studio"), translatorFor("fr", "LessonContent")]);

  expect(await save(lesson.id, "live:none", paragraphs("x"), "E", "fr")).toMatchObject({ ok: false, status: 400, code: "INVALID_TITLE", message: studio("errorLessonTitle"), fieldErrors: { title: [studio("errorLessonTitle")] } });
  expect(await save(lesson.id, "live:none", { type: "doc", content: [{ type: "table", content: [] }] }, "The armour of God", "fr")).toMatchObject({
    ok: false,
    code: "INVALID_CONTENT",
    reason: "unknownNode",
    message: content("errors.unknownNode"),
    fieldErrors: { doc: [content("errors.unknownNode")] },
  });
  expect(await save(lesson.id, "live:none", "not a document", "The armour of God", "fr")).toMatchObject({ ok: false, code: "INVALID_CONTENT", message: content("errors.invalidDocument") });
  expect(await lessonWithRevisions(lesson.id)).toEqual(before);
});

it("refuses a 5 MB document posted straight to the action with the size message, and writes nothing", async () => {
  const lesson = await legacyLesson(f, "Mystery revealed", "<p>Ephesians 3.</p>", 6);
  await actAs(f.teacher);
  const before = await lessonWithRevisions(lesson.id);
  const huge = paragraphs(..."Paul, a prisoner for Christ Jesus. ".repeat(5 * 1024 * 32).match(/.{1,4096}/g)!);
  expect(JSON.stringify(huge).length).toBeGreaterThan(5 * 1024 * 1024);
  const result = await save(lesson.id, "live:none", huge, "Mystery revealed");
  expect(result).toMatchObject({ ok: false, status: 400, code: "CONTENT_TOO_LARGE", reason: "tooLarge", message: expect.stringMatching(/^This lesson is too long to save \(5(\.\d)? MB; the limit is 1 MB\)\. .*Nothing was saved\.$/) });
  expect(MAX_DOCUMENT_BYTES).toBe(1024 * 1024);
  expect(await lessonWithRevisions(lesson.id)).toEqual(before);
});

it("stores nothing executable when the XSS payloads are posted through the action as text, links and images", async () => {
  const lesson = await legacyLesson(f, "Light", "<p>Ephesians 5:8.</p>", 7);
  await actAs(f.teacher);
  let version = "live:none";
  const storedHtml: string[] = [];
  const post = async (doc: unknown) => {
    const result = await save(lesson.id, version, doc, "Light");
    if (!result.ok) return expect(result.code).toBe("INVALID_CONTENT");
    version = result.data.version;
    const { draftRevisionId } = await db.lesson.findUniqueOrThrow({ where: { id: lesson.id } });
    storedHtml.push((await db.lessonRevision.findUniqueOrThrow({ where: { id: draftRevisionId! } })).html);
  };
  const payloads = [...HTML_PAYLOADS, ...URL_PAYLOADS];
  // Control characters refuse a whole document (invalidCharacter): those payloads are posted one by one.
  const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
  const plain = payloads.filter((payload) => !CONTROL.test(payload));
  for (const payload of payloads.filter((p) => CONTROL.test(p))) await post(paragraphs(payload));
  // Every other payload as typed text, in one document (paragraphs, headings, list items, quotations).
  await post({
    type: "doc",
    content: plain.flatMap((payload) => [
      { type: "paragraph", content: [{ type: "text", text: `Read Ephesians 5:8 ${payload}` }] },
      { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: payload }] },
      { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: payload }] }] }] },
      { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: payload }] }] },
    ]),
  });
  // Each as a link's address and as an image's address and description: one bad address refuses a whole document.
  for (const payload of payloads) {
    await post({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "link", marks: [{ type: "link", attrs: { href: payload } }] }] }] });
    await post({ type: "doc", content: [{ type: "image", attrs: { src: payload, alt: "x" } }] });
  }
  const alts = plain.filter((payload) => payload.trim() && payload.length <= 300);
  await post({ type: "doc", content: alts.map((payload) => ({ type: "image", attrs: { src: `/api/images/lesson/${"b".repeat(64)}.webp`, alt: payload } })) });
  // The text and the descriptions were stored (as text), not refused.
  const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;
  expect(storedHtml.some((html) => count(html, "blockquote") === plain.length)).toBe(true);
  expect(storedHtml.some((html) => count(html, "img") === alts.length)).toBe(true);
  for (const html of storedHtml) expect(executableParts(html)).toEqual([]);
}, 240_000);

it("is the course staff's alone: signed out 401, a student or another course's instructor 404, nothing written", async () => {
  const lesson = await legacyLesson(f, "Grace given", "<p>Ephesians 4:7.</p>", 8);
  const before = await lessonWithRevisions(lesson.id);
  const messages = await translatorFor("de", "StudioLesson");
  await actAs(null);
  expect(await save(lesson.id, "live:none", paragraphs("x"), "Grace given", "de")).toMatchObject({ ok: false, status: 401, message: messages("errors.signedOut") });
  await actAs(f.student);
  expect(await save(lesson.id, "live:none", paragraphs("x"), "Grace given", "de")).toMatchObject({ ok: false, status: 404, message: messages("errors.notFound") });
  await actAs(f.stranger);
  expect(await save(lesson.id, "live:none", paragraphs("x"), "Grace given", "de")).toMatchObject({ ok: false, status: 404, code: "LESSON_NOT_FOUND", message: messages("errors.notFound") });
  expect(await lessonWithRevisions(lesson.id)).toEqual(before);
  await actAs(f.admin);
  expect((await save(lesson.id, "live:none", paragraphs("An admin's edit."), "Grace given")).ok).toBe(true);
});
