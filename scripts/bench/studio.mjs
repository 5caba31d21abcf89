// The course studio (issue 26), signed in as the demo instructor on a course they teach (genesis): how long each
// studio page takes to show content and each studio save takes, as ratios to the public course page of the same
// course measured in the same run (so 2.00 × is twice the course page's time; for req/s, 0.50 is half its rate).
//   pages  GET of studio home, course editor, lesson editor, assessment editor and item analysis: time to first
//          byte and to the full HTML (median of BENCH_STUDIO_SAMPLES requests one after another, after 3 unmeasured),
//          and req/s with p99 under autocannon as the other page figures;
//   saves  the server actions the editors call, posted as the browser posts them (POST to the editor's page with
//          Next-Action: the action's id from the build's server-reference-manifest.json, the arguments as a JSON
//          array): course details (the description changed each time), lesson draft autosave (a paragraph changed
//          each time, with the version the last save answered), lesson publish (of a fresh draft each time; the
//          autosave that makes it is not timed), question save (its explanation changed each time). Median (and
//          p90) of the same number of sequential saves, each checked to answer ok.
// Needs the school this bench started (its database for the ids, its build for the action ids): not with BENCH_URL.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { col, markdownTable, ratio, throughput } from "./format.mjs";
import { load, problems } from "./load.mjs";
import { LESSON_COURSE, options } from "./options.mjs";
import { signIn } from "./session.mjs";

const DEMO_INSTRUCTOR = { email: "instructor@example.com", password: "TeachTheWord1" };
const SAMPLES = Number(process.env.BENCH_STUDIO_SAMPLES ?? 20);
const WARMUP = 3;

const line = (label, text) => console.log(`${col(label, 28)} ${text}`);
const msText = (value) => `${value.toFixed(1)} ms`;
const times = (value, floor) => `${ratio(value, floor)} ×`;

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** One request, timed to its first byte (headers) and to its last. */
async function timed(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const firstByte = performance.now() - started;
  const body = await response.text();
  return { status: response.status, firstByte, full: performance.now() - started, body };
}

/** Median time to first byte and to the full HTML of `url`, over SAMPLES sequential GETs. */
async function pageTimes(url, headers = {}) {
  for (let i = 0; i < WARMUP; i += 1) await timed(url, { headers });
  const runs = [];
  for (let i = 0; i < SAMPLES; i += 1) runs.push(await timed(url, { headers }));
  const bad = runs.filter((r) => r.status !== 200);
  if (bad.length) throw new Error(`GET ${url}: ${bad.length} of ${runs.length} answers were not 200 (first: ${bad[0].status})`);
  return { firstByte: quantile(runs.map((r) => r.firstByte), 0.5), full: quantile(runs.map((r) => r.full), 0.5) };
}

/** The action ids of the build: "filename#exportedName" → id. */
function actionIds(distDir) {
  const file = path.join(distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  const ids = new Map();
  for (const [id, entry] of Object.entries(manifest.node ?? {})) ids.set(`${entry.filename}#${entry.exportedName}`, id);
  return (filename, name) => {
    const id = ids.get(`${filename}#${name}`);
    if (!id) throw new Error(`no server action ${name} of ${filename} in ${file}`);
    return id;
  };
}

/** The action's result in a flight answer: row 0 is { a: result or "$@row", … } (rows are "hexid:json"). */
function actionResult(body) {
  const rows = new Map();
  for (const text of body.split("\n")) {
    const match = /^([0-9a-f]+):(.*)$/.exec(text);
    if (!match) continue;
    try {
      rows.set(match[1], JSON.parse(match[2]));
    } catch {
      // a row that is not JSON (a module, a text chunk): not the result
    }
  }
  const a = rows.get("0")?.a;
  return typeof a === "string" && a.startsWith("$@") ? rows.get(a.slice(2)) : a;
}

/**
 * A server action as the browser calls it: POST to the page with its id in Next-Action and the arguments as a
 * JSON array (React's encoding of plain JSON values). Answers the action's result (the flight row holding it).
 */
function actionCaller(baseUrl, cookie) {
  return async (pagePath, id, args) => {
    const r = await timed(baseUrl + pagePath, {
      method: "POST",
      headers: { cookie, origin: baseUrl, accept: "text/x-component", "content-type": "text/plain;charset=UTF-8", "next-action": id },
      body: JSON.stringify(args),
    });
    const result = actionResult(r.body);
    if (r.status !== 200 || !result?.ok) throw new Error(`action ${id} on ${pagePath}: ${r.status} ${r.body.slice(0, 300)}`);
    return { ms: r.full, data: result.data };
  };
}

/** The course, its first lesson, its first assessment and that assessment's first question in the pool. */
async function studioTargets(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: [course] } = await client.query(
      `SELECT c.* FROM courses c JOIN course_instructors ci ON ci."courseId" = c.id JOIN users u ON u.id = ci."userId"
       WHERE u.email = $1 AND c.slug = $2`,
      [email, LESSON_COURSE],
    );
    if (!course) throw new Error(`${email} does not teach ${LESSON_COURSE}`);
    const { rows: [lesson] } = await client.query(`SELECT id FROM lessons WHERE "courseId" = $1 ORDER BY "order" LIMIT 1`, [course.id]);
    const { rows: [assessment] } = await client.query(`SELECT id FROM assessments WHERE "courseId" = $1 ORDER BY "order" LIMIT 1`, [course.id]);
    const { rows: [question] } = await client.query(
      `SELECT id, text, explanation, "lessonId" FROM questions WHERE "assessmentId" = $1 AND "retiredAt" IS NULL ORDER BY "order" LIMIT 1`,
      [assessment.id],
    );
    const { rows: questionOptions } = await client.query(`SELECT text, "isCorrect" FROM question_options WHERE "questionId" = $1 ORDER BY "order"`, [question.id]);
    return { course, lessonId: lesson.id, assessmentId: assessment.id, question: { ...question, options: questionOptions } };
  } finally {
    await client.end();
  }
}

/** The course editor's payload for the stored course (components/studio/course-editor/course-form-values.ts), as an instructor sends it. */
function coursePayload(course, description) {
  return {
    title: course.title,
    slug: course.slug,
    description,
    testament: course.testament,
    category: course.category,
    section: course.section,
    chapters: course.chapters,
    author: course.author,
    writtenDate: course.writtenDate,
    difficulty: course.difficulty,
    price: Number(course.price).toFixed(2),
    outcomes: Array.isArray(course.outcomes) ? course.outcomes : [],
    furtherReading: Array.isArray(course.furtherReading) ? course.furtherReading : [],
    state: course.state,
  };
}

/** SAMPLES timed calls of `save(i)` (after WARMUP untimed ones): median and p90 in ms. */
async function saveTimes(save) {
  for (let i = 0; i < WARMUP; i += 1) await save(i, false);
  const ms = [];
  for (let i = WARMUP; i < WARMUP + SAMPLES; i += 1) ms.push(await save(i, true));
  return { median: quantile(ms, 0.5), p90: quantile(ms, 0.9) };
}

export async function studioFigures(baseUrl, { databaseUrl, distDir }) {
  console.log(`\n== Studio, signed in as ${DEMO_INSTRUCTOR.email} on ${LESSON_COURSE}: times as ratios to the public course page (median of ${SAMPLES} requests; req/s: autocannon, ${options.connections} connections, ${options.duration} s)`);
  const cookie = await signIn(baseUrl, DEMO_INSTRUCTOR);
  const action = actionCaller(baseUrl, cookie);
  const actionId = actionIds(distDir);
  const { course, lessonId, assessmentId, question } = await studioTargets(databaseUrl, DEMO_INSTRUCTOR.email);
  const courseEditor = `/studio/courses/${course.id}`;
  const lessonEditor = `${courseEditor}/lessons/${lessonId}`;
  const assessmentEditor = `${courseEditor}/assessments/${assessmentId}`;

  // The floor: the course page a visitor gets (no cookie), the page the studio's work ends up on.
  const coursePath = `/course/${course.slug}`;
  const floor = await pageTimes(baseUrl + coursePath);
  const floorLoad = await load(baseUrl + coursePath);
  line(`course page ${coursePath}`, `first byte ${msText(floor.firstByte)}, full HTML ${msText(floor.full)}; ${throughput(floorLoad)}${problems(floorLoad)}`);
  const floorCell = `${msText(floor.firstByte)}; ${msText(floor.full)}`;

  const rows = [];
  const pages = [
    ["studio home", "/studio", "/studio"],
    ["course editor", courseEditor, "/studio/courses/(id)"],
    ["lesson editor", lessonEditor, "/studio/courses/(id)/lessons/(first)"],
    ["assessment editor", assessmentEditor, "/studio/courses/(id)/assessments/(first)"],
    ["item analysis", `${assessmentEditor}/analysis`, "/studio/courses/(id)/assessments/(first)/analysis"],
  ];
  for (const [label, pagePath, shown] of pages) {
    const t = await pageTimes(baseUrl + pagePath, { cookie });
    const r = await load(baseUrl + pagePath, { headers: { cookie } });
    line(label, `first byte ${msText(t.firstByte)} (${times(t.firstByte, floor.firstByte)}), full HTML ${msText(t.full)} (${times(t.full, floor.full)}); ` +
      `${throughput(r)}, ${ratio(r.rps, floorLoad.rps)} of the course page's req/s${problems(r)}`);
    rows.push([`${label} \`${shown}\` (first byte; full HTML)`, floorCell, `${msText(t.firstByte)}; ${msText(t.full)}`, `${times(t.firstByte, floor.firstByte)}; ${times(t.full, floor.full)}`, "–"]);
    rows.push([`${label} (req/s, p99)`, throughput(floorLoad), throughput(r), ratio(r.rps, floorLoad.rps), "–"]);
  }

  const saves = [];
  // Course details: the description with and without a marker, so each save writes (and expires the course's pages).
  const updateCourse = actionId("lib/studio/course-actions.ts", "updateCourseAction");
  saves.push(["course details save", await saveTimes(async (i) => {
    const description = i % 2 ? `${course.description} (bench)` : course.description;
    return (await action(courseEditor, updateCourse, ["en", course.id, coursePayload(course, description)])).ms;
  })]);

  // Lesson text: the editor's document with a last paragraph that changes each time, sent as its JSON text.
  const lessonActions = "lib/studio/lesson-actions.ts";
  const loadDraft = actionId(lessonActions, "loadLessonDraftAction");
  const autosave = actionId(lessonActions, "autosaveLessonDraftAction");
  const publish = actionId(lessonActions, "publishLessonAction");
  const start = (await action(lessonEditor, loadDraft, [{ lessonId, locale: "en" }])).data;
  let version = start.version;
  const docWith = (text) => JSON.stringify({ ...start.doc, content: [...(start.doc.content ?? []), { type: "paragraph", content: [{ type: "text", text }] }] });
  const writeDraft = async (text) => {
    const saved = await action(lessonEditor, autosave, [{ lessonId, locale: "en", title: start.title, doc: docWith(text), version }]);
    version = saved.data.version;
    return saved.ms;
  };
  saves.push(["lesson draft autosave", await saveTimes((i) => writeDraft(`Autosaved by the bench, ${i}.`))]);
  saves.push(["lesson publish", await saveTimes(async (i) => {
    await writeDraft(`Published by the bench, ${i}.`);
    const published = await action(lessonEditor, publish, [{ lessonId, locale: "en", version }]);
    if (!published.data.changed) throw new Error("publish changed nothing");
    version = published.data.version;
    return published.ms;
  })]);

  // A question: its explanation changes each time; text, options, keyed answer and lesson stay.
  const saveQuestion = actionId("lib/studio/assessment-actions.ts", "saveQuestion");
  const questionInput = (explanation) => ({
    text: question.text,
    options: question.options.map((o) => o.text),
    correct: question.options.findIndex((o) => o.isCorrect),
    explanation,
    lessonId: question.lessonId,
  });
  saves.push(["question save", await saveTimes(async (i) => {
    const explanation = `${question.explanation ?? "Explained"} (bench ${i})`;
    return (await action(assessmentEditor, saveQuestion, [assessmentId, question.id, questionInput(explanation), "en"])).ms;
  })]);

  for (const [label, s] of saves) {
    line(label, `median ${msText(s.median)} (${times(s.median, floor.full)} the course page's full HTML), p90 ${msText(s.p90)}`);
    rows.push([`${label} (median; p90)`, `${msText(floor.full)} (full HTML)`, `${msText(s.median)}; ${msText(s.p90)}`, times(s.median, floor.full), "–"]);
  }
  console.log(`\n${markdownTable(["figure", `course page \`${coursePath}\``, "studio", "ratio to the course page", "target"], rows)}`);
  return rows;
}
